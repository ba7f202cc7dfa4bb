/// RS018 reply-to-another-channel (docs/checks.md#rs018-reply-to-another-channel).
public enum ReplyToAnotherChannelCheck: ChannelCheck {
    public static let check = AuditCheck(
        code: .rs018, name: "reply-to-another-channel", severity: .warning,
        finding: "a countable reply whose parent is not a message of the reply's channel (missing, or in another channel; message id = the reply)",
        meaning: """
            A thread lives in one channel. A reply whose parent is elsewhere belongs to no thread of its \
            channel, so it counts as an unread reply nowhere (docs/rules.md#threads) — a backend that \
            counted it would show a badge on a thread no one can open. It points at a reply written with a \
            wrong channel or parent, or at a parent moved or deleted without its replies.
            """,
        repair: "Fix the reply's parent_id or channel_id from the backend's own records; no SQL repair is safe without them.",
        repairSQL: nil,
        inputs: [.messages], planted: false,
        messageID: "the reply",
        notes: """
            A countable reply is one that is not deleted, silent or shadowed, of type `regular` or `system`. \
            It belongs to no thread and counts as an unread reply nowhere \
            ([rules.md](rules.md#unread-replies-per-participant)); it still counts in its channel when \
            `show_in_channel` is set.
            """,
        examples: [
            "messaging:b,u0000007,11,parent_id=10; the parent is not a message of this channel",
        ],
        exampleNote: "illustrative")

    /// Such a reply counts in no thread; the reader flags it (`AuditMessage.foreignParent`).
    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        for message in pass.messages where message.foreignParent {
            pass.emit(.rs018, user: message.sender, message: message.id, [
                .field("parent_id", .integer(message.parentID)), .note("the parent is not a message of this channel"),
            ], into: &findings)
        }
    }
}
