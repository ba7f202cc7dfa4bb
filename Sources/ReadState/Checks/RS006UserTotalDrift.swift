/// RS006 user-total-drift (docs/checks.md#rs006-user-total-drift).
public enum UserTotalDriftCheck: UserCheck {
    public static let check = AuditCheck(
        code: .rs006, name: "user-total-drift", severity: .warning,
        finding: "stored `users.total_unread_count` or `unread_channels` ≠ recomputed",
        meaning: """
            The per-user totals drive the app icon badge and the \"N unread channels\" indicator. Drift \
            shows a badge that never clears, or none when there is something to read.
            """,
        repair: "Run `unreadctl recompute --apply` (it corrects the per-channel counters and then the totals).",
        repairSQL: nil,
        inputs: [.messages, .recomputedCounts, .users], requires: [.storedUserTotals], planted: true,
        notes: """
            Against the [per-user totals](rules.md#per-user-totals) recomputed from the user's memberships. \
            One finding per user; `channel_cid` is empty. The values are in \
            [`user_totals_drift.csv`](reports.md#user_totals_driftcsv).
            """,
        examples: [
            ",u0001165,,total_unread_count=34; recomputed=28; unread_channels=1; recomputed=1",
        ],
        exampleNote: "stored value, then the recomputed one, for each column")

    /// The stored totals against the recomputed ones; one finding for either.
    public static func check(user: AuditUserCounters, userID: @autoclosure () -> String) -> AuditFinding? {
        guard Int(user.storedTotal) != user.recomputedTotal || Int(user.storedChannels) != user.recomputedChannels else { return nil }
        return AuditFinding(code: .rs006, channel: nil, userID: userID(), detail: [
            .field("total_unread_count", .integer(user.storedTotal)), .field("recomputed", .integer(Int64(user.recomputedTotal))),
            .field("unread_channels", .integer(user.storedChannels)), .field("recomputed", .integer(Int64(user.recomputedChannels))),
        ])
    }
}
