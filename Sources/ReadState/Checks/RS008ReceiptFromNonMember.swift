/// RS008 receipt-from-non-member (docs/checks.md#rs008-receipt-from-non-member).
public enum ReceiptFromNonMemberCheck: ChannelCheck {
    public static let check = AuditCheck(
        code: .rs008, name: "receipt-from-non-member", severity: .warning,
        finding: "a receipt event by a user with no membership row in that channel, or with `at` before the member's `joined_at` or after the member's `left_at`",
        meaning: """
            The backend accepted a mark-read or mark-delivered from someone who was not in the channel at \
            the time: a permission check is missing on the receipt endpoint, or membership rows were \
            deleted or rewritten. Such events also count in the latency report as reads by members.
            """,
        repair: "The log is append-only: nothing to rewrite. Check the receipt endpoint's membership check; if a membership row was deleted by mistake, restore it. To inspect the events:",
        repairSQL: """
            SELECT e.* FROM receipt_events e
            WHERE e.channel_id = (SELECT id FROM channels WHERE cid = :'cid') AND e.user_id = :'user_id'
            ORDER BY e.at;
            """,
        inputs: [.receiptEvents], requires: [.receiptLog], planted: true,
        notes: "The detail says which of the three.",
        examples: [
            "team:team-1,u0002100,,no membership row in the channel; event=114189; kind=read; up_to=2026-11-14T09:48:29.250812Z; at=2026-11-14T09:49:29.250812Z",
            "messaging:group-9,u0002489,,event after left_at; event=114190; kind=read; up_to=2026-10-24T00:02:03.898035Z; at=2026-10-30T21:14:21.176039Z; joined_at=2026-10-24T00:02:03.897035Z; left_at=2026-10-30T21:13:51.176039Z",
        ])

    public static func observeEvents(_ pass: inout AuditPass) {
        for event in pass.events {
            guard let member = pass.member(of: event.user) else {
                pass.tally(.rs008, event, reason: .noMembership)
                continue
            }
            let row = pass.members[pass.members.startIndex + member]
            if event.at < row.joinedAt {
                pass.tally(.rs008, event, reason: .beforeJoin)
            } else if let leftAt = row.leftAt, event.at > leftAt {
                pass.tally(.rs008, event, reason: .afterLeave)
            }
        }
    }

    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        for (user, tally) in pass.remainingTallies(.rs008) {
            let why = switch tally.reason {
            case .beforeJoin: "event before joined_at"
            case .afterLeave: "event after left_at"
            default: "no membership row in the channel"
            }
            var detail = AuditDetail([.note(why)] + tally.exampleParts)
            if let member = pass.member(of: user) {
                let row = pass.members[pass.members.startIndex + member]
                detail.append(.field("joined_at", .timestamp(row.joinedAt)))
                if let leftAt = row.leftAt { detail.append(.field("left_at", .timestamp(leftAt))) }
            }
            pass.emit(.rs008, user: user, detail, into: &findings)
        }
    }
}

/// RS008's reasons for an event's tally: the example event has no membership row, or lies
/// before `joined_at` or after `left_at`.
extension EventTally.Reason {
    static let noMembership = Self(rawValue: 1)
    static let beforeJoin = Self(rawValue: 2)
    static let afterLeave = Self(rawValue: 3)
}
