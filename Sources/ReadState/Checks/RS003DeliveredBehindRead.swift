/// RS003 delivered-behind-read (docs/checks.md#rs003-delivered-behind-read).
public enum DeliveredBehindReadCheck: ChannelCheck {
    public static let check = AuditCheck(
        code: .rs003, name: "delivered-behind-read", severity: .warning,
        finding: "in a type with delivery events, `last_delivered_at` is NULL or earlier than `last_read_at`",
        meaning: """
            Reading implies delivery. A delivered receipt behind the read receipt makes the sender's app \
            show messages as read but not delivered, and skews delivered latency. It means the backend \
            updates the two receipts separately and one update was lost.
            """,
        repair: "Raise the delivered receipt to the read receipt.",
        repairSQL: """
            UPDATE channel_members
            SET last_delivered_at = last_read_at, last_delivered_message_id = last_read_message_id
            WHERE \(AuditCheck.oneMemberSQL)
              AND last_read_at IS NOT NULL AND (last_delivered_at IS NULL OR last_delivered_at < last_read_at);
            """,
        inputs: [], planted: true,
        notes: "It needs a read receipt: a member with neither receipt is not behind.",
        examples: [
            "messaging:dm-229,u0000158,,last_delivered_at=2026-11-22T19:22:22.958900Z; last_read_at=2026-11-22T19:22:50.332240Z",
        ])

    /// Read implies delivered, where delivery is tracked; a member with no read receipt is not behind.
    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        guard pass.channel.deliveryEvents else { return }
        for member in pass.members {
            guard let read = member.lastReadAt, member.lastDeliveredAt.map({ $0 < read }) ?? true else { continue }
            pass.emit(.rs003, member, [.field("last_delivered_at", .timestamp(member.lastDeliveredAt)), .field("last_read_at", .timestamp(read))],
                      into: &findings)
        }
    }
}
