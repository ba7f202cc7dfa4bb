/// RS012 thread-unread-drift (docs/checks.md#rs012-thread-unread-drift).
public enum ThreadUnreadDriftCheck: ReplyCountCheck {
    public static let check = AuditCheck(
        code: .rs012, name: "thread-unread-drift", severity: .warning,
        finding: "stored `thread_participants.unread_replies` ≠ recomputed",
        meaning: """
            The per-participant counter is the number beside a thread in the app's thread list. When it \
            differs from the count the thread receipt implies, a thread shows replies the user already read, \
            or hides new ones. Only participants who are still members of the channel are checked. The \
            finding's `message_id` is the thread's parent.
            """,
        repair: "Run `unreadctl recompute --apply`: it corrects the participant rows whose thread receipt did not change since its snapshot.",
        repairSQL: nil,
        inputs: [.messages, .recomputedCounts, .threadParticipants], requires: [.threadParticipants, .storedThreadCounters], planted: true,
        messageID: "the thread's parent",
        notes: """
            Against the [thread rules](rules.md#unread-replies-per-participant). The drift is listed in \
            [`thread_drift.csv`](reports.md#thread_driftcsv).
            """,
        examples: [
            "messaging:group-12,u0000731,4410,parent_id=4410; stored=4; recomputed=1; delta=-3",
        ],
        exampleNote: "illustrative")

    /// The finding's message id is the thread's parent, so each participant row is one key.
    public static func compare(replies stored: Int, recomputed: Int, channel: FindingChannel, parentID: Int64,
                               userID: @autoclosure () -> String) -> AuditFinding? {
        guard stored != recomputed else { return nil }
        return AuditFinding(code: .rs012, channel: channel, userID: userID(), messageID: parentID, detail: [
            .field("parent_id", .integer(parentID)),
            .field("stored", .integer(Int64(stored))), .field("recomputed", .integer(Int64(recomputed))),
            .field("delta", .integer(Int64(recomputed) - Int64(stored))),
        ])
    }
}
