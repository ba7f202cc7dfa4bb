/// RS001 receipt-before-own-message (docs/checks.md#rs001-receipt-before-own-message).
public enum ReceiptBeforeOwnMessageCheck: ChannelCheck {
    public static let check = AuditCheck(
        code: .rs001, name: "receipt-before-own-message", severity: .error,
        finding: "a member's `last_read_at` is earlier than the `created_at` of that member's own latest counted message in the channel",
        meaning: """
            Sending a message counts as reading the channel, so the backend should have advanced the \
            sender's read receipt when the message was sent. It did not: everything others wrote between \
            the receipt and the member's own message still counts as unread for someone who has evidently \
            seen it, and the badge shows messages the member already answered. A finding points at the \
            send path (the receipt update failed, lost a race, or was skipped).
            """,
        repair: """
            Advance the receipt to the member's own message (the finding's `message_id`) and record the \
            mark-read in the log so the state and the log agree (RS010); then run `unreadctl recompute --apply` \
            to correct the counters.
            """,
        repairSQL: """
            BEGIN;
            UPDATE channel_members cm SET last_read_at = m.created_at, last_read_message_id = m.id
            FROM messages m
            WHERE m.id = :message_id AND cm.channel_id = m.channel_id AND cm.user_id = m.user_id
              AND (cm.last_read_at IS NULL OR cm.last_read_at < m.created_at);
            INSERT INTO receipt_events (channel_id, user_id, kind, message_id, up_to, at)
            SELECT m.channel_id, m.user_id, 'read', m.id, m.created_at, now() FROM messages m WHERE m.id = :message_id;
            COMMIT;
            """,
        inputs: [.messages], planted: true,
        messageID: "the member's own latest counted message",
        notes: """
            A NULL `last_read_at` beside an own counted message is a finding too. Every membership row, \
            current or former, of a type with read events is checked; the message is \
            [countable](rules.md#which-messages-can-count) by the channel's rules.
            """,
        examples: [
            "team:team-88,u0003702,5755,last_read_at=2026-11-20T21:08:24.545828Z; own message created_at=2026-11-20T21:09:28.559000Z",
        ])

    /// RS001 applies where the type keeps read state.
    public static func begin(_ pass: inout AuditPass) {
        if pass.channel.readEvents { pass.wantOwnLatestMessages() }
    }

    /// Sending counts as reading, so the receipt must not be behind own messages.
    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        guard pass.channel.readEvents else { return }
        for (index, member) in pass.members.enumerated() {
            guard let own = pass.ownLatest[index], member.lastReadAt.map({ $0 < own.createdAt }) ?? true else { continue }
            pass.emit(.rs001, member, message: own.id, [
                .field("last_read_at", .timestamp(member.lastReadAt)),
                .field("own message created_at", .timestamp(own.createdAt)),
            ], into: &findings)
        }
    }
}
