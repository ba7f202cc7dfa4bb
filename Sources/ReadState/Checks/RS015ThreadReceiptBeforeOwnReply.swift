/// RS015 thread-receipt-before-own-reply (docs/checks.md#rs015-thread-receipt-before-own-reply).
public enum ThreadReceiptBeforeOwnReplyCheck: ChannelCheck {
    public static let check = AuditCheck(
        code: .rs015, name: "thread-receipt-before-own-reply", severity: .error,
        finding: "a participant's thread `last_read_at` is NULL or earlier than the `created_at` of the participant's own latest counted reply in that thread",
        meaning: """
            Replying in a thread counts as reading it, so the backend should have advanced the participant's \
            thread receipt when the reply was sent. It did not: replies others wrote before the user's own \
            reply still count as unread in the thread. Only participants who are current members of a \
            channel whose type tracks reads are checked; the finding's `message_id` is the participant's \
            own latest counted reply.
            """,
        repair: "Advance the thread receipt to the participant's own reply (the finding's `message_id`), then run `unreadctl recompute --apply`.",
        repairSQL: """
            UPDATE thread_participants tp SET last_read_at = m.created_at
            FROM messages m
            WHERE m.id = :message_id AND tp.channel_id = m.channel_id AND tp.parent_id = m.parent_id AND tp.user_id = m.user_id
              AND (tp.last_read_at IS NULL OR tp.last_read_at < m.created_at);
            """,
        inputs: [.messages, .threadParticipants], requires: [.threadParticipants], planted: true,
        messageID: "the participant's own latest counted reply",
        notes: """
            The thread version of [RS001](#rs001-receipt-before-own-message). The counted reply follows the \
            [thread rule](rules.md#unread-replies-per-participant) (`show_in_channel` does not matter): the \
            latest by `created_at`, ties by the greater id.
            """,
        examples: [
            "messaging:group-12,u0000731,4475,parent_id=4410; thread last_read_at=2026-11-20T10:00:00.000000Z; own reply created_at=2026-11-20T10:04:12.500000Z",
        ],
        exampleNote: "illustrative")

    /// Participants who are current members of a type that keeps read state; those who left
    /// the channel are not checked.
    public static func begin(_ pass: inout AuditPass) {
        guard pass.channel.readEvents else { return }
        for participant in pass.participants where pass.isCurrentMember(participant.user) {
            pass.wantOwnLatestReply(parent: participant.parentID, user: participant.user)
        }
    }

    /// Replying counts as reading the thread.
    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        guard !pass.ownReply.isEmpty else { return }
        for participant in pass.participants {
            guard let found = pass.ownReply[ThreadUser(parent: participant.parentID, user: participant.user)], let own = found,
                  participant.lastReadAt.map({ $0 < own.createdAt }) ?? true else { continue }
            pass.emit(.rs015, user: participant.user, message: own.id, [
                .field("parent_id", .integer(participant.parentID)),
                .field("thread last_read_at", .timestamp(participant.lastReadAt)),
                .field("own reply created_at", .timestamp(own.createdAt)),
            ], into: &findings)
        }
    }
}
