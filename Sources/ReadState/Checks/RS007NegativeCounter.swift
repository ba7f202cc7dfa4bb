/// RS007 negative-counter (docs/checks.md#rs007-negative-counter).
public enum NegativeCounterCheck: ChannelCheck, UserCheck {
    public static let check = AuditCheck(
        code: .rs007, name: "negative-counter", severity: .error,
        finding: "any stored counter < 0 (`unread_count`, `unread_mentions`, `unread_replies`, the user totals)",
        meaning: """
            A counter below zero cannot be right: it was decremented more often than incremented, e.g. a \
            mark-read applied twice or a delete decrementing a message that was never counted. Clients may \
            show nonsense or crash on it, and a total that includes it hides real unread messages.
            """,
        repair: "Run `unreadctl recompute --apply` to restore the counters, and look for the double decrement in the live service.",
        repairSQL: nil,
        inputs: [.threadParticipants, .users], planted: true,
        messageID: "on a thread participant's row, the thread's parent",
        notes: """
            Every stored counter is looked at, former members' included: `channel_members.unread_count` and \
            `unread_mentions`, `thread_participants.unread_replies`, and `users.total_unread_count`, \
            `unread_channels`, `unread_threads`, `total_unread_mentions`: `unread_count` and \
            `unread_mentions` in one finding per member, `unread_replies` in one per participant row (of \
            users who are not members too), the user totals in one per user. A negative counter of a \
            current member is also drift (RS005, RS006 and the like).
            """,
        examples: [
            "messaging:group-436,u0000524,,unread_count=-2",
            ",u0000466,,total_unread_count=-1",
        ],
        exampleNote: "a member counter, and a user's total",
        repairNotes: """
            The recompute restores the counters of current members and users only. A former member's counter \
            is not recomputed; set it to 0 by hand if it matters:

            ```sql
            UPDATE channel_members SET unread_count = 0
             WHERE channel_id = (SELECT id FROM channels WHERE cid = :'cid')
               AND user_id = :'user_id' AND left_at IS NOT NULL AND unread_count < 0;
            ```
            """)

    /// Members' stored counters (current or former members), then participant rows'
    /// `unread_replies` (member or not; the message id is the thread's parent).
    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        for member in pass.members where member.unreadCount < 0 || member.unreadMentions < 0 {
            var detail = AuditDetail()
            if member.unreadCount < 0 { detail.append(.field("unread_count", .integer(member.unreadCount))) }
            if member.unreadMentions < 0 { detail.append(.field("unread_mentions", .integer(member.unreadMentions))) }
            pass.emit(.rs007, member, detail, into: &findings)
        }
        for participant in pass.participants where participant.unreadReplies < 0 {
            pass.emit(.rs007, user: participant.user, message: participant.parentID, [
                .field("parent_id", .integer(participant.parentID)), .field("unread_replies", .integer(participant.unreadReplies)),
            ], into: &findings)
        }
    }

    /// A user's stored totals; one finding per user.
    public static func check(user: AuditUserCounters, userID: @autoclosure () -> String) -> AuditFinding? {
        guard user.storedTotal < 0 || user.storedChannels < 0 || user.storedThreads < 0 || user.storedMentions < 0 else { return nil }
        var detail = AuditDetail()
        if user.storedTotal < 0 { detail.append(.field("total_unread_count", .integer(user.storedTotal))) }
        if user.storedChannels < 0 { detail.append(.field("unread_channels", .integer(user.storedChannels))) }
        if user.storedThreads < 0 { detail.append(.field("unread_threads", .integer(user.storedThreads))) }
        if user.storedMentions < 0 { detail.append(.field("total_unread_mentions", .integer(user.storedMentions))) }
        return AuditFinding(code: .rs007, channel: nil, userID: userID(), detail: detail)
    }
}
