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
    private var participantRandom: SeedRandom
    /// Current members' participant rows (RS012), and those with an own reply (RS015).
    private(set) var participantPool: [SeedParticipantFacts] = []
    private(set) var replierPool: [SeedParticipantFacts] = []
    private var participantsSeen = 0, repliersSeen = 0

    init(seed: UInt64, capacity: Int) {
        self.capacity = capacity
        random = SeedRandom(seed: seed, stream: .anomalies, index: 0)
        participantRandom = SeedRandom(seed: seed, stream: .anomalies, index: 2)
        pools = Array(repeating: [], count: Pool.allCases.count)
        seen = Array(repeating: 0, count: Pool.allCases.count)
    }

    /// Offers every member of a generated channel.
    mutating func offer(history h: SeedChannelHistory, outcomes: [SeedMemberOutcome], channelIndex: Int, userCount: Int) {
        for m in 0..<h.memberCount {
            var facts: SeedMemberFacts?
            for pool in Self.pools(history: h, member: m, outcome: outcomes[m]) {
                guard let slot = reserve(pool) else { continue }
                if facts == nil { facts = SeedMemberFacts(history: h, member: m, outcome: outcomes[m], channelIndex: channelIndex) }
                if (pool == .livestreamMember || pool == .teamMember) && facts!.lastSeenMessage == nil { continue }
                if slot == self.pools[pool.rawValue].count { self.pools[pool.rawValue].append(facts!) } else { self.pools[pool.rawValue][slot] = facts! }
            }
        }
        offerChannel(history: h, channelIndex: channelIndex, userCount: userCount)
    }

    /// The pools member `m` can serve.
    private static func pools(history h: SeedChannelHistory, member m: Int, outcome o: SeedMemberOutcome) -> [Pool] {
        let current = h.isCurrent(m)
        var pools: [Pool] = []
        if current && h.type.readEvents {
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
        if !current && h.type.readEvents && o.readIndex >= 0 && h.left[m] + 30 * SeedChannelHistory.second < h.end {
            pools.append(.formerReader)
        }
        return pools
    }

    /// Read-enabled channels with room for a non-member, with their latest message.
    private mutating func offerChannel(history h: SeedChannelHistory, channelIndex: Int, userCount: Int) {
        guard h.type.readEvents && h.memberCount < userCount - 1 else { return }
        let last = h.lastIndex(atOrBefore: h.end - 120 * SeedChannelHistory.second)
        guard last >= 0 else { return }
        channelsSeen += 1
        let entry = (channelIndex: channelIndex, last: SeedMessageRef(id: h.messageId(last), createdAt: h.created[last]))
        if channels.count < capacity { channels.append(entry) } else {
            let slot = random.below(channelsSeen)
            if slot < capacity { channels[slot] = entry }
        }
    }

    /// Offers the current members among a channel's thread participants (their own stream,
    /// so the members' sampling does not depend on them): all for RS012, those with an own
    /// reply for RS015.
    mutating func offer(history h: SeedChannelHistory, participants: [SeedParticipant], channelIndex: Int) {
        for p in participants where h.isCurrent(p.member) {
            var facts: SeedParticipantFacts?
            participantsSeen += 1
            if let slot = Self.slot(count: participantPool.count, seen: participantsSeen, capacity: capacity, random: &participantRandom) {
                facts = SeedParticipantFacts(history: h, participant: p, channelIndex: channelIndex)
                Self.place(facts!, at: slot, in: &participantPool)
            }
            guard h.threads[p.thread].replies.contains(where: { Int(h.sender[Int($0)]) == p.member }) else { continue }
            repliersSeen += 1
            if let slot = Self.slot(count: replierPool.count, seen: repliersSeen, capacity: capacity, random: &participantRandom) {
                let replier = facts ?? SeedParticipantFacts(history: h, participant: p, channelIndex: channelIndex)
                Self.place(replier, at: slot, in: &replierPool)
            }
        }
    }

    /// Reservoir sampling over one of the participant pools.
    private static func slot(count: Int, seen: Int, capacity: Int, random: inout SeedRandom) -> Int? {
        if count < capacity { return count }
        let slot = random.below(seen)
        return slot < capacity ? slot : nil
    }

    private static func place(_ facts: SeedParticipantFacts, at slot: Int, in pool: inout [SeedParticipantFacts]) {
        if slot == pool.count { pool.append(facts) } else { pool[slot] = facts }
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

