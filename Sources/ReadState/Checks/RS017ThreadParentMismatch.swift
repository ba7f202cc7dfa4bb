/// RS017 thread-parent-mismatch (docs/checks.md#rs017-thread-parent-mismatch).
public enum ThreadParentMismatchCheck: ChannelCheck {
    public static let check = AuditCheck(
        code: .rs017, name: "thread-parent-mismatch", severity: .warning,
        finding: "a thread participant whose parent message is missing or is a message of another channel, or whose channel has no `channels` row (message id = the parent)",
        meaning: """
            The participant row follows a thread that does not exist in its channel: no reply of the \
            channel can count for it, so its stored counter can only be wrong or zero, and the client shows \
            a thread it cannot open. It points at a thread writer that keyed the row by the wrong channel, or \
            at a parent (or channel) deleted without its participant rows.
            """,
        repair: "Nothing counts it; delete the orphaned participant row:",
        repairSQL: """
            DELETE FROM thread_participants tp
            WHERE tp.channel_id = (SELECT id FROM channels WHERE cid = :'cid') AND tp.parent_id = :message_id AND tp.user_id = :'user_id'
              AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = tp.parent_id AND m.channel_id = tp.channel_id);
            """,
        inputs: [.threadParticipants], requires: [.threadParticipants], planted: false,
        messageID: "the thread's parent",
        notes: """
            No reply of the channel can count for such a row \
            ([rules.md](rules.md#unread-replies-per-participant)), so its correct `unread_replies` is 0.
            """,
        examples: [
            "messaging:b,u0000031,10,parent_id=10; the parent is not a message of this channel",
            "#404,u0000031,77,parent_id=77; the channel has no channels row",
        ],
        exampleNote: "illustrative",
        repairNotes: """
            The recompute already treats the thread as empty (RS012 reports a stored counter above 0).
            """)

    /// The parent must be a message of the row's channel (the reader says whether it is), and
    /// the channel must have a `channels` row.
    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        let cid = pass.channel.cid
        for participant in pass.participants where !participant.parentInChannel || cid == nil {
            pass.emit(.rs017, user: participant.user, message: participant.parentID, [
                .field("parent_id", .integer(participant.parentID)),
                .note(cid == nil ? "the channel has no channels row" : "the parent is not a message of this channel"),
            ], into: &findings)
        }
    }
}
