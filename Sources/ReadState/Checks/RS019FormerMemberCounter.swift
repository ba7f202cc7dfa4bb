/// RS019 former-member-counter (docs/checks.md#rs019-former-member-counter). Off by default: the
/// reference backend leaves a former member's counters as they were (the seed's clean data has
/// them), so only a source whose backend serves them again turns it on (Synapse's mapping does).
public enum FormerMemberCounterCheck: ChannelCheck {
    public static let check = AuditCheck(
        code: .rs019, name: "former-member-counter", severity: .warning,
        finding: "a membership that has ended (`left_at` set) still stores an unread counter that is not 0 (`unread_count` or `unread_mentions`)",
        meaning: """
            On a backend that serves a former member's stored counter again when the user rejoins (Synapse keeps \
            the push summaries of rooms a user has left: element-hq/synapse #14567), a counter left behind comes \
            back as a wrong badge. The recompute counts and repairs current memberships only.
            """,
        repair: "Set the former membership's counters to 0, through the backend (the recompute does not touch former members).",
        repairSQL: nil,
        inputs: [], planted: false, byDefault: false,
        notes: """
            Whether it is a fault depends on the backend. The reference backend leaves a former member's counters as they were, \
            and nothing serves them (the seed's clean data has many): there it is not a fault, hence off by \
            default. The [Synapse mapping](../adapters/synapse/README.md) turns it on.
            """,
        examples: [
            "!room:example.org,@dave:example.org,,left_at=2026-11-02T10:00:00.000000Z; unread_count=4",
        ],
        exampleNote: "illustrative")

    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        for member in pass.members where member.leftAt != nil && (member.unreadCount != 0 || member.unreadMentions != 0) {
            var detail = AuditDetail()
            detail.append(.field("left_at", .timestamp(member.leftAt)))
            if member.unreadCount != 0 { detail.append(.field("unread_count", .integer(member.unreadCount))) }
            if member.unreadMentions != 0 { detail.append(.field("unread_mentions", .integer(member.unreadMentions))) }
            pass.emit(.rs019, member, detail, into: &findings)
        }
    }
}
