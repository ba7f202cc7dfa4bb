/// RS004 receipt-message-mismatch (docs/checks.md#rs004-receipt-message-mismatch).
public enum ReceiptMessageMismatchCheck: ChannelCheck {
    public static let check = AuditCheck(
        code: .rs004, name: "receipt-message-mismatch", severity: .warning,
        finding: "`last_read_message_id` / `last_delivered_message_id` is not a message of that channel, or that message's `created_at` is later than the matching timestamp",
        meaning: """
            Clients use the message id to jump to the first unread message and to draw the \"read up to \
            here\" line. An id from another channel (or a deleted row), or one newer than the receipt \
            timestamp, puts that line in the wrong place, and shows that the id and the timestamp are not \
            written together.
            """,
        repair: "Point the id at the newest message of the channel created at or before the receipt timestamp (the timestamp is what the unread count uses).",
        repairSQL: """
            UPDATE channel_members cm
            SET last_read_message_id = (SELECT m.id FROM messages m
                                        WHERE m.channel_id = cm.channel_id AND m.created_at <= cm.last_read_at
                                        ORDER BY m.created_at DESC, m.id DESC LIMIT 1)
            WHERE \(AuditCheck.oneMemberSQL) AND cm.last_read_message_id = :message_id;
            UPDATE channel_members cm
            SET last_delivered_message_id = (SELECT m.id FROM messages m
                                             WHERE m.channel_id = cm.channel_id AND m.created_at <= cm.last_delivered_at
                                             ORDER BY m.created_at DESC, m.id DESC LIMIT 1)
            WHERE \(AuditCheck.oneMemberSQL) AND cm.last_delivered_message_id = :message_id;
            """,
        inputs: [.messages], planted: true,
        messageID: "the mismatching id",
        notes: """
            An id that names no message at all, or that is set while its timestamp is NULL, is a mismatch \
            too. The unread count uses the timestamp, so the counters are not affected.
            """,
        examples: [
            "messaging:group-49,u0004596,3117,last_read_message_id=3117; not a message of this channel",
            "team:team-399,u0001125,25292,last_read_message_id=25292; created_at=2026-11-17T23:12:26.921598Z; last_read_at=2026-11-17T16:14:44.722375Z",
        ])

    /// The ids the members' receipts name are looked up among the channel's messages.
    public static func begin(_ pass: inout AuditPass) {
        for member in pass.members {
            if let id = member.lastReadMessageID { pass.lookUpMessage(id) }
            if let id = member.lastDeliveredMessageID { pass.lookUpMessage(id) }
        }
    }

    /// Each named message must be in this channel and not newer than its receipt.
    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        for member in pass.members where member.lastReadMessageID != nil || member.lastDeliveredMessageID != nil {
            let read = mismatch(pass, "last_read_message_id", member.lastReadMessageID, "last_read_at", member.lastReadAt)
            if let read { pass.emit(.rs004, member, message: read.id, read.detail, into: &findings) }
            // One finding per id: the delivered receipt naming the same id adds nothing.
            if member.lastDeliveredMessageID != (read == nil ? nil : member.lastReadMessageID),
               let delivered = mismatch(pass, "last_delivered_message_id", member.lastDeliveredMessageID, "last_delivered_at", member.lastDeliveredAt) {
                pass.emit(.rs004, member, message: delivered.id, delivered.detail, into: &findings)
            }
        }
    }

    /// One receipt: the named message is not in this channel, or is newer than the receipt's time.
    private static func mismatch(
        _ pass: borrowing AuditPass, _ idColumn: String, _ id: Int64?, _ timeColumn: String, _ time: Microseconds?
    ) -> (id: Int64, detail: AuditDetail)? {
        guard let id, let seen = pass.createdAt(ofMessage: id) else { return nil }
        guard let createdAt = seen else {
            return (id, [.field(idColumn, .integer(id)), .note("not a message of this channel")])
        }
        guard time.map({ createdAt > $0 }) ?? true else { return nil }
        return (id, [.field(idColumn, .integer(id)), .field("created_at", .timestamp(createdAt)), .field(timeColumn, .timestamp(time))])
    }
}
