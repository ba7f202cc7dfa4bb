import Foundation

/// Members who can carry each construction, sampled while generating (reservoir sampling
/// with the seed's own `anomalies` stream, so the choice is deterministic).
struct AnomalyCandidates {
    enum Pool: Int, CaseIterable {
        /// Current members in a read-enabled type (RS005, RS007).
        case counted
        /// …with a read receipt (RS002, RS004).
        case reader
        /// …read at least two hours after joining (RS009).
        case longReader
        /// …whose receipt can step back one message without uncovering their own (RS010).
        case steppableReader
        /// …whose latest own message counts and has a message before it (RS001).
        case ownLatestCounted
        /// Current messaging members with read and delivered state (RS003).
        case messagingReader
        /// Current messaging members whose delivered receipt can move without passing the
        /// read receipt (RS010).
        case messagingDelivered
        /// Current team members with a message after their read receipt (RS010).
        case teamReader
        /// Former members of a read-enabled type who had read (RS008).
        case formerReader
        /// Current livestream members who saw a message (RS011).
        case livestreamMember
        /// Current team members who saw a message (RS011).
        case teamMember
    }

    let capacity: Int
    private var random: SeedRandom
    private(set) var pools: [[SeedMemberFacts]]
    private var seen: [Int]
    /// Read-enabled channels with fewer members than users (RS008 by a non-member), with
    /// their latest message.
    private(set) var channels: [(channelIndex: Int, last: SeedMessageRef)] = []
    private var channelsSeen = 0

    init(seed: UInt64, capacity: Int) {
        self.capacity = capacity
        random = SeedRandom(seed: seed, stream: .anomalies, index: 0)
        pools = Array(repeating: [], count: Pool.allCases.count)
        seen = Array(repeating: 0, count: Pool.allCases.count)
    }

    /// Offers every member of a generated channel.
    mutating func offer(history h: SeedChannelHistory, outcomes: [SeedMemberOutcome], channelIndex: Int, userCount: Int) {
        let type = h.type
        for m in 0..<h.memberCount {
            let o = outcomes[m]
            let current = h.left[m] == SeedChannelHistory.never
            var pools: [Pool] = []
            if current && type.readEvents {
                pools.append(.counted)
                if o.readIndex >= 0 {
                    pools.append(.reader)
                    if h.created[o.readIndex] - h.joined[m] >= 2 * SeedPlan.microsPerHour { pools.append(.longReader) }
                    if o.readIndex >= 1 && o.readIndex - 1 >= (h.ownMessages(m).last.map(Int.init) ?? -1) { pools.append(.steppableReader) }
                    if let own = h.ownMessages(m).last, own >= 1, h.kinds[Int(own)].counts { pools.append(.ownLatestCounted) }
                }
            }
            if current && h.channel.kind.type == .messaging && o.deliveredIndex >= 0 {
                if o.readIndex >= 1 { pools.append(.messagingReader) }
                if o.deliveredIndex + 1 < h.messageCount || o.deliveredIndex - 1 >= max(o.readIndex, 0) {
                    pools.append(.messagingDelivered)
                }
            }
            if current && h.channel.kind == .team {
                if o.readIndex >= 0 && o.readIndex + 1 < h.messageCount { pools.append(.teamReader) }
                pools.append(.teamMember)
            }
            if current && h.channel.kind == .livestream { pools.append(.livestreamMember) }
            if !current && type.readEvents && o.readIndex >= 0 && h.left[m] + 30 * SeedChannelHistory.second < h.end {
                pools.append(.formerReader)
            }
            var facts: SeedMemberFacts?
            for pool in pools {
                guard let slot = reserve(pool) else { continue }
                if facts == nil { facts = SeedMemberFacts(history: h, member: m, outcome: o, channelIndex: channelIndex) }
                if (pool == .livestreamMember || pool == .teamMember) && facts!.lastSeenMessage == nil { continue }
                if slot == self.pools[pool.rawValue].count { self.pools[pool.rawValue].append(facts!) } else { self.pools[pool.rawValue][slot] = facts! }
            }
        }
        if type.readEvents && h.memberCount < userCount - 1 {
            let last = h.lastIndex(atOrBefore: h.end - 120 * SeedChannelHistory.second)
            if last >= 0 {
                channelsSeen += 1
                let entry = (channelIndex: channelIndex, last: SeedMessageRef(id: h.messageId(last), createdAt: h.created[last]))
                if channels.count < capacity { channels.append(entry) } else {
                    let slot = random.below(channelsSeen)
                    if slot < capacity { channels[slot] = entry }
                }
            }
        }
    }

    /// Reservoir sampling: the slot the next item of `pool` takes, or nil.
    private mutating func reserve(_ pool: Pool) -> Int? {
        seen[pool.rawValue] += 1
        let count = pools[pool.rawValue].count
        if count < capacity { return count }
        let slot = random.below(seen[pool.rawValue])
        return slot < capacity ? slot : nil
    }
}

