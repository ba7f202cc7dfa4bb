/// A part of the contract a mapping may lack (docs/mappings.md#capabilities). The reference
/// schema has them all; a mapping over a backend's own tables has what that backend keeps.
/// The tool finds out before it scans, runs what the data supports, and says in every report
/// what it did not measure and why. An audit check names those it needs (`AuditCheck.requires`).
public enum SourceCapability: String, CaseIterable, Comparable, Sendable, Codable {
    /// `receipt_events`: the append-only log of read / delivered receipts.
    case receiptLog = "receipt_log"
    /// `message_mentions`: one row per @-mention.
    case mentionRows = "mention_rows"
    /// `thread_participants` (its columns other than the stored counter).
    case threadParticipants = "thread_participants"
    /// `user_mutes`.
    case mutes
    /// `channel_members.unread_mentions`.
    case storedMemberMentions = "stored_member_mentions"
    /// `thread_participants.unread_replies`.
    case storedThreadCounters = "stored_thread_counters"
    /// `users.total_unread_count` and `users.unread_channels`.
    case storedUserTotals = "stored_user_totals"
    /// `users.unread_threads`.
    case storedUserThreads = "stored_user_threads"
    /// `users.total_unread_mentions`.
    case storedUserMentions = "stored_user_mentions"

    /// Why something was not measured, as reports say it: "the source has no receipt log".
    public var absence: String {
        switch self {
        case .receiptLog: return "the source has no receipt log (receipt_events)"
        case .mentionRows: return "the source has no mention rows (message_mentions)"
        case .threadParticipants: return "the source has no thread participants (thread_participants)"
        case .mutes: return "the source has no user mutes (user_mutes): no sender is muted"
        case .storedMemberMentions: return "the source stores no per-member mention counter (channel_members.unread_mentions)"
        case .storedThreadCounters: return "the source stores no per-thread counter (thread_participants.unread_replies)"
        case .storedUserTotals: return "the source stores no per-user totals (users.total_unread_count, users.unread_channels)"
        case .storedUserThreads: return "the source stores no per-user unread threads (users.unread_threads)"
        case .storedUserMentions: return "the source stores no per-user mention total (users.total_unread_mentions)"
        }
    }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
