import Runtime
/// Which stored counters a recompute compares with the truth, and so may report as drift and
/// repair (docs/mappings.md#capabilities). A counter the source does not store is neither drift
/// nor repaired; one whose truth the source cannot give (mentions without mention rows, unread
/// threads without participants) is not compared either: a 0 would pass for a measurement.
/// Where a counter is not compared, the pass takes the recomputed value as the stored one.
public struct ComparedCounters: Sendable, Equatable {
    public var memberMentions: Bool
    public var threadReplies: Bool
    public var userTotals: Bool
    public var userThreads: Bool
    public var userMentions: Bool

    /// Whether any of a user's stored totals is compared (docs/mappings.md#capabilities).
    public var anyUserTotal: Bool { userTotals || userThreads || userMentions }

    public static let all = ComparedCounters(memberMentions: true, threadReplies: true, userTotals: true,
                                             userThreads: true, userMentions: true)

    public init(memberMentions: Bool, threadReplies: Bool, userTotals: Bool, userThreads: Bool, userMentions: Bool) {
        self.memberMentions = memberMentions
        self.threadReplies = threadReplies
        self.userTotals = userTotals
        self.userThreads = userThreads
        self.userMentions = userMentions
    }

    public init(_ source: ContractSource) {
        self.init(
            memberMentions: source.has(.mentionRows) && source.has(.storedMemberMentions),
            threadReplies: source.has(.threadParticipants) && source.has(.storedThreadCounters),
            userTotals: source.has(.storedUserTotals),
            userThreads: source.has(.threadParticipants) && source.has(.storedUserThreads),
            userMentions: source.has(.mentionRows) && source.has(.storedUserMentions))
    }

}
