/// What a recompute found, in numbers a person reads (docs/reports.md#unreadmd): how many counters
/// were checked and drifted, the sum of absolute deltas, how the deltas are distributed, and
/// which channel types and channels drift most. Deltas are `recomputed − stored`: what applying
/// the correction adds. Fixed size whatever the data (the top list is bounded).
public struct DriftReport: Sendable, Codable, Equatable {
    /// Counters checked, how many differ, and the sum of |recomputed − stored|.
    public struct Tally: Sendable, Codable, Equatable {
        public var checked = 0
        public var drifted = 0
        public var absoluteDelta = 0

        enum CodingKeys: String, CodingKey {
            case checked, drifted, absoluteDelta = "absolute_delta"
        }

        public init(checked: Int = 0, drifted: Int = 0, absoluteDelta: Int = 0) {
            self.checked = checked
            self.drifted = drifted
            self.absoluteDelta = absoluteDelta
        }

        public mutating func add(stored: Int, recomputed: Int) {
            checked += 1
            if stored != recomputed {
                drifted += 1
                absoluteDelta += abs(recomputed - stored)
            }
        }

        mutating func merge(_ other: Tally) {
            checked += other.checked
            drifted += other.drifted
            absoluteDelta += other.absoluteDelta
        }
    }

    /// One channel's member counters.
    public struct ChannelDrift: Sendable, Codable, Equatable {
        public var cid: String
        public var type: String
        public var members = Tally()

        public init(cid: String, type: String, members: Tally = Tally()) {
            self.cid = cid
            self.type = type
            self.members = members
        }

        /// Most drift first; ties by drifted members, then by cid so the list is stable.
        static func ranksBefore(_ a: ChannelDrift, _ b: ChannelDrift) -> Bool {
            if a.members.absoluteDelta != b.members.absoluteDelta { return a.members.absoluteDelta > b.members.absoluteDelta }
            if a.members.drifted != b.members.drifted { return a.members.drifted > b.members.drifted }
            return a.cid < b.cid
        }
    }

    /// How many drifted counters fall in each band of `recomputed − stored`.
    public struct DeltaDistribution: Sendable, Codable, Equatable {
        /// Band labels, from most over-counted (stored too high) to most under-counted.
        public static let labels = ["≤ −100", "−99 … −10", "−9 … −2", "−1", "+1", "+2 … +9", "+10 … +99", "≥ +100"]
        public private(set) var counts = [Int](repeating: 0, count: labels.count)

        public init() {}

        public mutating func add(delta: Int) {
            guard delta != 0 else { return }
            counts[Self.band(delta)] += 1
        }

        static func band(_ delta: Int) -> Int {
            switch delta {
            case ...(-100): return 0
            case -99 ... -10: return 1
            case -9 ... -2: return 2
            case -1: return 3
            case 1: return 4
            case 2...9: return 5
            case 10...99: return 6
            default: return 7
            }
        }
    }

    public static let topChannelLimit = 10

    enum CodingKeys: String, CodingKey {
        case members, userTotals = "user_totals", userChannels = "user_channels", usersDrifted = "users_drifted"
        case memberDeltas = "member_deltas", types, topChannels = "top_channels"
        case threads, mentions, userThreads = "user_threads", userMentions = "user_mentions", groups
    }

    /// Current members' `unread_count`.
    public var members = Tally()
    /// `users.total_unread_count` and `users.unread_channels`, each counted on its own.
    public var userTotals = Tally()
    public var userChannels = Tally()
    /// Users with either counter drifted.
    public var usersDrifted = 0
    public var memberDeltas = DeltaDistribution()
    /// Member counters by channel type.
    public var types: [String: Tally] = [:]
    /// The channels with most drift, most first, at most `topChannelLimit`.
    public private(set) var topChannels: [ChannelDrift] = []
    /// docs/rules.md#threads: participant rows of current members
    /// (`thread_participants.unread_replies`) and current members' `unread_mentions`.
    public var threads = Tally()
    public var mentions = Tally()
    /// A source's root counter (members' unread root messages), nil where the source has none.
    public var roots: Tally?
    /// `users.unread_threads` and `users.total_unread_mentions`, each counted on its own.
    public var userThreads = Tally()
    public var userMentions = Tally()
    /// The breakdowns of `unread_by_group.csv`, in its row order (`UnreadBreakdown.rows`).
    public var groups: [UnreadBreakdown.Row] = []

    public init() {}

    /// One current member's counter.
    public mutating func recordMember(stored: Int, recomputed: Int) {
        members.add(stored: stored, recomputed: recomputed)
        memberDeltas.add(delta: recomputed - stored)
    }

    /// One channel's totals, after its members were recorded with `recordMember`.
    public mutating func recordChannel(_ channel: ChannelDrift) {
        types[channel.type, default: Tally()].merge(channel.members)
        guard channel.members.drifted > 0 else { return }
        if topChannels.count == Self.topChannelLimit {
            guard let last = topChannels.last, ChannelDrift.ranksBefore(channel, last) else { return }
            topChannels.removeLast()
        }
        let position = topChannels.firstIndex { ChannelDrift.ranksBefore(channel, $0) } ?? topChannels.count
        topChannels.insert(channel, at: position)
    }

    /// One user's stored and recomputed counters.
    public mutating func recordUser(storedTotal: Int, recomputedTotal: Int, storedChannels: Int, recomputedChannels: Int) {
        userTotals.add(stored: storedTotal, recomputed: recomputedTotal)
        userChannels.add(stored: storedChannels, recomputed: recomputedChannels)
        if storedTotal != recomputedTotal || storedChannels != recomputedChannels { usersDrifted += 1 }
    }

    /// One user's stored and recomputed counters, the thread and mention totals included.
    public mutating func recordUser(_ drift: UserCounters) {
        userTotals.add(stored: drift.storedTotal, recomputed: drift.recomputedTotal)
        userChannels.add(stored: drift.storedChannels, recomputed: drift.recomputedChannels)
        userThreads.add(stored: drift.storedThreads, recomputed: drift.recomputedThreads)
        userMentions.add(stored: drift.storedMentions, recomputed: drift.recomputedMentions)
        if drift.drifted { usersDrifted += 1 }
    }

    public var usersChecked: Int { userTotals.checked }

    /// Channel types, most drift first (then by name).
    public var typesByDrift: [(type: String, members: Tally)] {
        types.map { ($0.key, $0.value) }.sorted {
            $0.members.absoluteDelta != $1.members.absoluteDelta
                ? $0.members.absoluteDelta > $1.members.absoluteDelta
                : $0.type < $1.type
        }
    }
}

/// A user's four stored counters beside the recomputed ones (docs/rules.md#unread-rules and
/// docs/rules.md#threads).
public struct UserCounters: Sendable, Equatable {
    public var storedTotal, recomputedTotal: Int
    public var storedChannels, recomputedChannels: Int
    public var storedThreads, recomputedThreads: Int
    public var storedMentions, recomputedMentions: Int

    public init(storedTotal: Int, recomputedTotal: Int, storedChannels: Int, recomputedChannels: Int,
                storedThreads: Int = 0, recomputedThreads: Int = 0, storedMentions: Int = 0, recomputedMentions: Int = 0) {
        self.storedTotal = storedTotal
        self.recomputedTotal = recomputedTotal
        self.storedChannels = storedChannels
        self.recomputedChannels = recomputedChannels
        self.storedThreads = storedThreads
        self.recomputedThreads = recomputedThreads
        self.storedMentions = storedMentions
        self.recomputedMentions = recomputedMentions
    }

    /// The channel totals (RS006) differ.
    public var totalsDrifted: Bool { storedTotal != recomputedTotal || storedChannels != recomputedChannels }
    /// The thread or mention totals (RS014) differ.
    public var threadsOrMentionsDrifted: Bool { storedThreads != recomputedThreads || storedMentions != recomputedMentions }
    public var drifted: Bool { totalsDrifted || threadsOrMentionsDrifted }
}
