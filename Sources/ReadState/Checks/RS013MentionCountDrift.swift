/// RS013 mention-count-drift (docs/checks.md#rs013-mention-count-drift).
public enum MentionCountDriftCheck: MentionCountCheck {
    public static let check = AuditCheck(
        code: .rs013, name: "mention-count-drift", severity: .warning,
        finding: "stored `channel_members.unread_mentions` ≠ recomputed",
        meaning: """
            The per-channel mention counter drives the @ badge on a channel. Drift shows an @ that never \
            clears, or none for a real mention. It comes from lost increments (a mention posted) or \
            decrements (a mark-read, a deleted message).
            """,
        repair: "Run `unreadctl recompute --apply` (a member's counter is corrected only where its read state did not change since the snapshot).",
        repairSQL: nil,
        inputs: [.messages, .recomputedCounts, .mentions], requires: [.mentionRows, .storedMemberMentions], planted: true,
        notes: """
            A current member's counter, against the [unread mentions](rules.md#mentions). The drift is \
            listed in [`mention_drift.csv`](reports.md#mention_driftcsv).
            """,
        examples: [
            "team:team-7,u0002210,,stored=2; recomputed=0; delta=-2",
        ],
        exampleNote: "illustrative")

    public static func compare(mentions stored: Int, recomputed: Int, channel: FindingChannel, userID: @autoclosure () -> String) -> AuditFinding? {
        guard stored != recomputed else { return nil }
        return AuditFinding(code: .rs013, channel: channel, userID: userID(), detail: [
            .field("stored", .integer(Int64(stored))), .field("recomputed", .integer(Int64(recomputed))),
            .field("delta", .integer(Int64(recomputed) - Int64(stored))),
        ])
    }
}
