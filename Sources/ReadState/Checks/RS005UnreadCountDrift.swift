/// RS005 unread-count-drift (docs/checks.md#rs005-unread-count-drift).
public enum UnreadCountDriftCheck: UnreadCountCheck {
    public static let check = AuditCheck(
        code: .rs005, name: "unread-count-drift", severity: .warning,
        finding: "stored `channel_members.unread_count` ≠ recomputed",
        meaning: """
            The stored per-channel counter is what the app shows as the channel's unread badge. When it \
            differs from the count the read receipt implies, users see phantom unread messages or miss \
            real ones. Drift comes from lost increments or decrements in the live service.
            """,
        repair: "Run `unreadctl recompute --apply`: it corrects the counters in short batches and leaves rows the live service changed meanwhile for the next run.",
        repairSQL: nil,
        inputs: [.messages, .recomputedCounts], planted: true,
        notes: """
            A current member's counter, against the [unread rules](rules.md#per-member-unread-count). The \
            audit uses the very same computation as `recompute`, so the two always agree; the drift itself \
            is listed in [`unread_drift.csv`](reports.md#unread_driftcsv). In `nightly` the audit runs after \
            the corrections, so what remains is what the apply had to leave.
            """,
        examples: [
            "messaging:dm-530,u0002129,,stored=3; recomputed=0; delta=-3",
        ],
        exampleNote: "`delta = recomputed − stored`")

    /// The audit never counts unread messages itself: the counting pass gives `recomputed`.
    public static func compare(unread stored: Int, recomputed: Int, channel: FindingChannel, userID: @autoclosure () -> String) -> AuditFinding? {
        guard stored != recomputed else { return nil }
        return AuditFinding(code: .rs005, channel: channel, userID: userID(), detail: [
            .field("stored", .integer(Int64(stored))), .field("recomputed", .integer(Int64(recomputed))),
            .field("delta", .integer(Int64(recomputed) - Int64(stored))),
        ])
    }
}
