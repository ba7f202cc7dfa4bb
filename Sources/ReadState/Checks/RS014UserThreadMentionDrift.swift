/// RS014 user-thread-mention-drift (docs/checks.md#rs014-user-thread-mention-drift).
public enum UserThreadMentionDriftCheck: UserCheck {
    public static let check = AuditCheck(
        code: .rs014, name: "user-thread-mention-drift", severity: .warning,
        finding: "stored `users.unread_threads` or `total_unread_mentions` ≠ recomputed",
        meaning: """
            The per-user totals drive the \"Threads\" badge and the mentions badge of the app. Drift shows a \
            badge that never clears, or none when there is something to read.
            """,
        repair: "Run `unreadctl recompute --apply` (it corrects the participant and member counters and then the totals).",
        repairSQL: nil,
        inputs: [.messages, .recomputedCounts, .users, .threadParticipants, .mentions], requires: [.threadParticipants, .storedUserThreads, .mentionRows, .storedUserMentions], planted: true,
        notes: """
            Against the recomputed [threads](rules.md#unread-threads-per-user) and \
            [mentions](rules.md#mentions). One finding per user; `channel_cid` is empty. The values are in \
            the last four columns of [`user_totals_drift.csv`](reports.md#user_totals_driftcsv).
            """,
        examples: [
            ",u0003020,,unread_threads=3; recomputed=2; total_unread_mentions=1; recomputed=1",
        ],
        exampleNote: "illustrative")

    /// The stored thread and mention totals against the recomputed ones; one finding for either.
    public static func check(user: AuditUserCounters, userID: @autoclosure () -> String) -> AuditFinding? {
        let (threads, mentions) = (Int(clamping: user.storedThreads), Int(clamping: user.storedMentions))
        guard threads != user.recomputedThreads || mentions != user.recomputedMentions else { return nil }
        return AuditFinding(code: .rs014, channel: nil, userID: userID(), detail: [
            .field("unread_threads", .integer(Int64(threads))), .field("recomputed", .integer(Int64(user.recomputedThreads))),
            .field("total_unread_mentions", .integer(Int64(mentions))), .field("recomputed", .integer(Int64(user.recomputedMentions))),
        ])
    }
}
