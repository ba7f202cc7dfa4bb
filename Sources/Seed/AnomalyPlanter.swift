import Foundation
import Jobs
import Postgres

/// A message by id and `created_at`.
struct SeedMessageRef: Sendable, Equatable {
    var id: Int64
    var createdAt: Int64
}

/// One member's clean state and what the anomaly constructions need to know about the
/// channel around it, captured while the channel's history is generated.
struct SeedMemberFacts: Sendable {
    var channelIndex: Int
    var channelId: Int64
    var kind: SeedChannelKind
    var user: Int32
    var joined: Int64
    var left: Int64
    var mutedMembership: Bool
    var read: SeedMessageRef?
    var readEventAt: Int64
    var delivered: SeedMessageRef?
    var deliveredEventAt: Int64
    var unread: Int
    /// The member's latest own message (any kind), whether it counts (docs/rules.md#which-messages-can-count), and the message
    /// just before it with the unread count a receipt there would give.
    var ownLatest: SeedMessageRef?
    var ownLatestCounts = false
    var beforeOwnLatest: SeedMessageRef?
    var unreadIfReadBeforeOwnLatest = 0
    /// The messages just before and after the read receipt, and the count a receipt on the
    /// next one would give.
    var beforeRead: SeedMessageRef?
    var unreadIfReadBefore = 0
    /// Whether a receipt on the message before the read receipt still covers the member's own messages.
    var canStepBack = false
    var afterRead: SeedMessageRef?
    var unreadIfReadAfter = 0
    var afterDelivered: SeedMessageRef?
    /// The message before the delivered receipt, when it is not before the read receipt.
    var beforeDelivered: SeedMessageRef?
    /// The latest message created after joining and at least two minutes before leaving / the end.
    var lastSeenMessage: SeedMessageRef?

    var isCurrent: Bool { left == SeedChannelHistory.never }
    var key: SeedMemberKey { SeedMemberKey(channelId: channelId, user: user) }

    init(history h: SeedChannelHistory, member m: Int, outcome o: SeedMemberOutcome, channelIndex: Int) {
        func ref(_ index: Int) -> SeedMessageRef { SeedMessageRef(id: h.messageId(index), createdAt: h.created[index]) }
        let n = h.messageCount
        self.channelIndex = channelIndex
        channelId = h.channel.id
        kind = h.channel.kind
        user = h.users[m]
        joined = h.joined[m]
        left = h.left[m]
        mutedMembership = h.mutedMembership[m]
        read = o.readIndex >= 0 ? ref(o.readIndex) : nil
        readEventAt = o.readEventAt
        delivered = o.deliveredIndex >= 0 ? ref(o.deliveredIndex) : nil
        deliveredEventAt = o.deliveredEventAt
        unread = o.unread
        if let own = h.ownMessages(m).last.map(Int.init) {
            ownLatest = ref(own)
            ownLatestCounts = h.kinds[own].counts
            if own >= 1 {
                beforeOwnLatest = ref(own - 1)
                unreadIfReadBeforeOwnLatest = h.unreadCount(member: m, readIndex: own - 1)
            }
        }
        if o.readIndex >= 1 {
            beforeRead = ref(o.readIndex - 1)
            unreadIfReadBefore = h.unreadCount(member: m, readIndex: o.readIndex - 1)
            canStepBack = o.readIndex - 1 >= (h.ownMessages(m).last.map(Int.init) ?? -1)
        }
        if o.readIndex >= 0 && o.readIndex + 1 < n {
            afterRead = ref(o.readIndex + 1)
            unreadIfReadAfter = h.unreadCount(member: m, readIndex: o.readIndex + 1)
        }
        if o.deliveredIndex >= 0 && o.deliveredIndex + 1 < n { afterDelivered = ref(o.deliveredIndex + 1) }
        if o.deliveredIndex >= 1 && o.deliveredIndex - 1 >= o.readIndex { beforeDelivered = ref(o.deliveredIndex - 1) }
        let limit = (isCurrent ? h.end : left) - 120 * SeedChannelHistory.second
        let last = h.lastIndex(atOrBefore: limit)
        if last >= 0 && h.created[last] > joined { lastSeenMessage = ref(last) }
    }
}

struct SeedMemberKey: Hashable, Sendable {
    var channelId: Int64
    var user: Int32
}

/// The state columns of a `channel_members` row.
struct SeedMemberState: Sendable, Equatable {
    var readAt: Int64?
    var readMessageId: Int64?
    var deliveredAt: Int64?
    var deliveredMessageId: Int64?
    var unread: Int

    init(readAt: Int64?, readMessageId: Int64?, deliveredAt: Int64?, deliveredMessageId: Int64?, unread: Int) {
        self.readAt = readAt
        self.readMessageId = readMessageId
        self.deliveredAt = deliveredAt
        self.deliveredMessageId = deliveredMessageId
        self.unread = unread
    }

    init(facts: SeedMemberFacts) {
        readAt = facts.read?.createdAt
        readMessageId = facts.read?.id
        deliveredAt = facts.delivered?.createdAt
        deliveredMessageId = facts.delivered?.id
        unread = facts.unread
    }
}

/// A receipt event added by the planter.
struct SeedPlantedEvent: Sendable {
    var channelId: Int64
    var user: Int32
    var kind: SeedReceiptKind
    var messageId: Int64?
    var upTo: Int64
    var at: Int64
}

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

/// What the planter changes: applied by the loader while it writes the rows (member states,
/// users' stored totals, extra events) and after the indexes are built (deleted events).
struct AnomalyPlan {
    var memberStates: [SeedMemberKey: SeedMemberState] = [:]
    var storedUserTotals: [Int32: (total: Int, channels: Int)] = [:]
    var extraEvents: [SeedPlantedEvent] = []
    /// (channel, user) whose delivered events are deleted.
    var deletedDeliveries: [SeedMemberKey] = []
    var codes: [String: SeedManifest.PlantedFindings] = [:]
    var memberDrift: [SeedManifest.MemberDrift] = []
    var userDrift: [SeedManifest.UserDrift] = []
}

/// Plants a known number of each RS001–RS011 anomaly into clean generated data, each on its
/// own member, so that each yields exactly the findings the manifest lists (see `SeedManifest`).
struct AnomalyPlanter {
    let plan: SeedPlan
    var candidates: AnomalyCandidates
    /// True per-user totals of the clean data; adjusted where a plant changes a true count.
    var trueTotals: [Int32]
    var trueChannels: [Int32]

    private var random: SeedRandom
    private var used = Set<SeedMemberKey>()
    private var touchedUsers = Set<Int32>()
    private var result = AnomalyPlan()

    static let millisecond: Int64 = 1_000
    static let minute: Int64 = 60_000_000
    static let hour: Int64 = 3_600_000_000
    /// RS002: an instant no audit clock reaches: 100 years after the history's end.
    static let farFuture: Int64 = 36_525 * 86_400 * 1_000_000

    init(plan: SeedPlan, candidates: AnomalyCandidates, trueTotals: [Int32], trueChannels: [Int32]) {
        self.plan = plan
        self.candidates = candidates
        self.trueTotals = trueTotals
        self.trueChannels = trueChannels
        random = SeedRandom(seed: plan.seed, stream: .anomalies, index: 1)
    }

    /// How many of each code at a scale: 3–5 for tests, more for big data.
    static func perCode(messages: Int) -> Int {
        switch messages {
        case ..<20_001: return 3
        case ..<200_001: return 4
        case ..<2_000_001: return 6
        default: return 10
        }
    }

    mutating func plant(perCode n: Int) -> AnomalyPlan {
        plantRS001(n); plantRS002(n); plantRS003(n); plantRS004(n); plantRS005(n)
        plantRS007OnMembers(n); plantRS008(n); plantRS009(n); plantRS010(n); plantRS011(n)
        // User-level drift last, on users no member-level plant touched (a plant that changes
        // a true count stores the user's new true totals).
        plantRS006(n); plantRS007OnUsers(n)
        for code in SeedManifest.allCodes where result.codes[code] == nil { result.codes[code] = .init() }
        return result
    }

    // MARK: - the constructions

    /// RS001: a mark-unread event (the member's latest read event, so RS010 agrees) moves the
    /// receipt to the message just before the member's own latest message, which counts. The
    /// stored counter and the user's totals follow the new truth (no RS005/RS006).
    private mutating func plantRS001(_ n: Int) {
        for _ in 0..<n {
            guard let f = take(.ownLatestCounted, where: { $0.beforeOwnLatest != nil && $0.ownLatestCounts }),
                  let before = f.beforeOwnLatest, let own = f.ownLatest else { break }
            addEvent(f, .read, before, at: f.readEventAt + Self.millisecond)
            var state = SeedMemberState(facts: f)
            state.readAt = before.createdAt; state.readMessageId = before.id
            state.unread = f.unreadIfReadBeforeOwnLatest
            setState(f, state)
            record("RS001", f, messageId: own.id,
                   "mark-unread moved last_read_at to \(stamp(before.createdAt)), before the member's own message \(own.id) at \(stamp(own.createdAt))")
        }
    }

    /// RS002: a read event whose `at` is 100 years after the end; its `up_to` is the current
    /// receipt, so it is the latest event and agrees with the state (no RS010, RS009).
    private mutating func plantRS002(_ n: Int) {
        for _ in 0..<n {
            guard let f = take(.reader), let read = f.read else { break }
            let at = plan.end + Self.farFuture
            addEvent(f, .read, read, at: at)
            record("RS002", f, messageId: nil, "read event at \(stamp(at))")
        }
    }

    /// RS003: in a messaging channel, the delivered receipt ends behind the read receipt: the
    /// first one by deleting the member's delivered events (state NULL), the others by a
    /// later delivered event up to the message before the read receipt.
    private mutating func plantRS003(_ n: Int) {
        for i in 0..<n {
            guard let f = take(.messagingReader), let before = f.beforeRead else { break }
            var state = SeedMemberState(facts: f)
            if i == 0 {
                result.deletedDeliveries.append(f.key)
                state.deliveredAt = nil; state.deliveredMessageId = nil
                record("RS003", f, messageId: nil, "delivered events deleted: last_delivered_at NULL, last_read_at \(stamp(f.read!.createdAt))")
            } else {
                addEvent(f, .delivered, before, at: max(f.readEventAt, f.deliveredEventAt) + Self.millisecond)
                state.deliveredAt = before.createdAt; state.deliveredMessageId = before.id
                record("RS003", f, messageId: nil, "last_delivered_at \(stamp(before.createdAt)) < last_read_at \(stamp(f.read!.createdAt))")
            }
            setState(f, state)
        }
    }

    /// RS004: `last_read_message_id` alone changes: to a message of another channel, to the
    /// next message (created after `last_read_at`), or to an id no message has.
    private mutating func plantRS004(_ n: Int) {
        for i in 0..<n {
            guard let f = take(.reader, where: { i % 3 != 1 || $0.afterRead != nil }) ?? take(.reader) else { break }
            var state = SeedMemberState(facts: f)
            let wrong: Int64
            let detail: String
            if i % 3 == 1, let after = f.afterRead {
                wrong = after.id
                detail = "last_read_message_id \(wrong) was created at \(stamp(after.createdAt)), after last_read_at \(stamp(f.read!.createdAt))"
            } else if i % 3 == 0, plan.channels.count > 1 {
                wrong = plan.channels[(f.channelIndex + 1) % plan.channels.count].firstMessageId
                detail = "last_read_message_id \(wrong) is a message of another channel"
            } else {
                wrong = 4_000_000_000_000_000 + Int64(i)
                detail = "last_read_message_id \(wrong) is no message"
            }
            state.readMessageId = wrong
            setState(f, state)
            record("RS004", f, messageId: wrong, detail)
        }
    }

    /// RS005: stored `unread_count` off by a few (never negative here: that is RS007's).
    private mutating func plantRS005(_ n: Int) {
        for _ in 0..<n {
            guard let f = take(.counted) else { break }
            let stored: Int
            if f.unread > 0 && random.chance(0.5) { stored = f.unread - random.int(in: 1...f.unread) } else { stored = f.unread + random.int(in: 1...5) }
            driftMember(f, stored: stored)
        }
    }

    /// RS006: a user's stored total, unread channels, or both, off.
    private mutating func plantRS006(_ n: Int) {
        for i in 0..<n {
            guard let user = takeUser() else { break }
            let trueTotal = Int(trueTotals[Int(user)]), trueChannels = Int(self.trueChannels[Int(user)])
            var total = trueTotal, channels = trueChannels
            switch i % 3 {
            case 0: total += random.int(in: 1...9)
            case 1: channels = channels > 0 && random.chance(0.5) ? channels - 1 : channels + 1
            default: total += random.int(in: 1...9); channels += 1
            }
            driftUser(user, total: total, channels: channels)
        }
    }

    /// RS007: negative stored counters, half on members (also RS005)…
    private mutating func plantRS007OnMembers(_ n: Int) {
        for _ in 0..<(n + 1) / 2 {
            guard let f = take(.counted) else { break }
            let stored = -random.int(in: 1...3)
            driftMember(f, stored: stored)
            record("RS007", f, messageId: nil, "unread_count \(stored)")
        }
    }

    /// …half on users (also RS006).
    private mutating func plantRS007OnUsers(_ n: Int) {
        for _ in (n + 1) / 2 ..< n {
            guard let user = takeUser() else { break }
            let stored = -random.int(in: 1...5)
            driftUser(user, total: stored, channels: Int(trueChannels[Int(user)]))
            recordKey("RS007", .init(channelCid: nil, userId: plan.userIds[Int(user)]), "total_unread_count \(stored)")
        }
    }

    /// RS008: a read event by a former member half a minute after leaving (up to the receipt
    /// they left with, so their state and log still agree), or by a user who was never a
    /// member of the channel.
    private mutating func plantRS008(_ n: Int) {
        var nextChannel = 0
        for i in 0..<n {
            if i % 2 == 0, let f = take(.formerReader), let read = f.read {
                let at = f.left + 30 * SeedChannelHistory.second
                addEvent(f, .read, read, at: at)
                record("RS008", f, messageId: nil, "read event at \(stamp(at)), after left_at \(stamp(f.left))")
                continue
            }
            // A user outside the channel.
            var planted = false
            while nextChannel < candidates.channels.count && !planted {
                let entry = candidates.channels[nextChannel]
                nextChannel += 1
                let channel = plan.channels[entry.channelIndex]
                let members = Set(plan.members(of: channel))
                var user = Int32(random.below(plan.userCount))
                var tries = 0
                while members.contains(user) && tries < plan.userCount {
                    user = (user + 1) % Int32(plan.userCount)
                    tries += 1
                }
                guard !members.contains(user) else { continue }
                touchedUsers.insert(user)
                let at = entry.last.createdAt + Self.minute
                result.extraEvents.append(SeedPlantedEvent(channelId: channel.id, user: user, kind: .read,
                                                       messageId: entry.last.id, upTo: entry.last.createdAt, at: at))
                recordKey("RS008", .init(channelCid: channel.cid, userId: plan.userIds[Int(user)]),
                          "read event at \(stamp(at)) by a user with no membership in the channel")
                planted = true
            }
            if !planted, let f = take(.formerReader), let read = f.read {
                let at = f.left + 30 * SeedChannelHistory.second
                addEvent(f, .read, read, at: at)
                record("RS008", f, messageId: nil, "read event at \(stamp(at)), after left_at \(stamp(f.left))")
            }
        }
    }

    /// RS009: a read event an hour before the receipt it claims (`up_to` = `last_read_at` > `at`);
    /// not the latest by `at`, and by id it agrees with the state, so RS010 stays quiet.
    private mutating func plantRS009(_ n: Int) {
        for _ in 0..<n {
            guard let f = take(.longReader), let read = f.read else { break }
            let at = read.createdAt - Self.hour
            addEvent(f, .read, read, at: at)
            record("RS009", f, messageId: nil, "read event at \(stamp(at)) with up_to \(stamp(read.createdAt))")
        }
    }

    /// RS010: the state moves without an event: a team member's read receipt on to the next
    /// message, a messaging member's delivered receipt to the next or the previous message
    /// (still at or after the read receipt: no RS003), or a read receipt back one message (still
    /// after the member's own messages: no RS001). Counters follow the new truth (no RS005/RS006).
    private mutating func plantRS010(_ n: Int) {
        let variants: [AnomalyCandidates.Pool] = [.teamReader, .messagingDelivered, .steppableReader]
        for i in 0..<n {
            var picked: (AnomalyCandidates.Pool, SeedMemberFacts)?
            for offset in 0..<variants.count where picked == nil {
                let pool = variants[(i + offset) % variants.count]
                if let f = take(pool) { picked = (pool, f) }
            }
            guard let (pool, f) = picked else { break }
            var state = SeedMemberState(facts: f)
            switch pool {
            case .teamReader:
                let after = f.afterRead!
                state.readAt = after.createdAt; state.readMessageId = after.id
                state.unread = f.unreadIfReadAfter
                record("RS010", f, messageId: nil, "last_read_at \(stamp(after.createdAt)), the latest read event says \(stamp(f.read!.createdAt))")
            case .messagingDelivered:
                let moved = (f.afterDelivered ?? f.beforeDelivered)!
                state.deliveredAt = moved.createdAt; state.deliveredMessageId = moved.id
                record("RS010", f, messageId: nil, "last_delivered_at \(stamp(moved.createdAt)), the latest delivered event says \(stamp(f.delivered!.createdAt))")
            default:
                let before = f.beforeRead!
                state.readAt = before.createdAt; state.readMessageId = before.id
                state.unread = f.unreadIfReadBefore
                record("RS010", f, messageId: nil, "last_read_at \(stamp(before.createdAt)), the latest read event says \(stamp(f.read!.createdAt))")
            }
            setState(f, state)
        }
    }

    /// RS011: one read event in a livestream (read events off), or a delivered state without
    /// events in a team channel (delivery events off) — one offending item each.
    private mutating func plantRS011(_ n: Int) {
        for i in 0..<n {
            var f = i % 2 == 0 ? take(.livestreamMember) : take(.teamMember)
            if f == nil { f = i % 2 == 0 ? take(.teamMember) : take(.livestreamMember) }
            guard let f, let seen = f.lastSeenMessage else { break }
            if f.kind == .livestream {
                let at = seen.createdAt + Self.minute
                addEvent(f, .read, seen, at: at)
                record("RS011", f, messageId: nil, "read event at \(stamp(at)) in a livestream channel (read events off)")
            } else {
                var state = SeedMemberState(facts: f)
                state.deliveredAt = seen.createdAt; state.deliveredMessageId = seen.id
                setState(f, state)
                record("RS011", f, messageId: nil, "last_delivered_at \(stamp(seen.createdAt)) in a team channel (delivery events off)")
            }
        }
    }

    // MARK: - helpers

    /// The next unused candidate of `pool` that satisfies `condition`.
    private mutating func take(_ pool: AnomalyCandidates.Pool, where condition: (SeedMemberFacts) -> Bool = { _ in true }) -> SeedMemberFacts? {
        for facts in candidates.pools[pool.rawValue] where !used.contains(facts.key) && condition(facts) {
            used.insert(facts.key)
            touchedUsers.insert(facts.user)
            return facts
        }
        return nil
    }

    /// A user no other plant touches, for user-level drift.
    private mutating func takeUser() -> Int32? {
        for _ in 0..<64 {
            let user = Int32(random.below(plan.userCount))
            if touchedUsers.insert(user).inserted { return user }
        }
        return nil
    }

    private mutating func addEvent(_ f: SeedMemberFacts, _ kind: SeedReceiptKind, _ message: SeedMessageRef, at: Int64) {
        result.extraEvents.append(SeedPlantedEvent(channelId: f.channelId, user: f.user, kind: kind,
                                               messageId: message.id, upTo: message.createdAt, at: at))
    }

    /// Replaces a member's stored state; a changed true count moves the user's true totals.
    private mutating func setState(_ f: SeedMemberFacts, _ state: SeedMemberState) {
        result.memberStates[f.key] = state
        if state.unread != f.unread && f.isCurrent && !f.mutedMembership {
            let u = Int(f.user)
            trueTotals[u] += Int32(state.unread - f.unread)
            trueChannels[u] += Int32((state.unread > 0 ? 1 : 0) - (f.unread > 0 ? 1 : 0))
            // The user is touched, so never drifted: the stored totals stay equal to the truth.
            result.storedUserTotals[f.user] = (Int(trueTotals[u]), Int(trueChannels[u]))
        }
    }

    private mutating func driftMember(_ f: SeedMemberFacts, stored: Int) {
        var state = SeedMemberState(facts: f)
        state.unread = stored
        result.memberStates[f.key] = state
        let cid = plan.channels[f.channelIndex].cid
        result.memberDrift.append(.init(channelCid: cid, userId: plan.userIds[Int(f.user)], stored: stored, trueValue: f.unread))
        record("RS005", f, messageId: nil, "unread_count \(stored), true \(f.unread)")
    }

    private mutating func driftUser(_ user: Int32, total: Int, channels: Int) {
        let u = Int(user)
        result.storedUserTotals[user] = (total, channels)
        result.userDrift.append(.init(userId: plan.userIds[u], storedTotal: total, trueTotal: Int(trueTotals[u]),
                                      storedChannels: channels, trueChannels: Int(trueChannels[u])))
        recordKey("RS006", .init(channelCid: nil, userId: plan.userIds[u]),
                  "total_unread_count \(total) (true \(trueTotals[u])), unread_channels \(channels) (true \(trueChannels[u]))")
    }

    private mutating func record(_ code: String, _ f: SeedMemberFacts, messageId: Int64?, _ detail: String) {
        recordKey(code, .init(channelCid: plan.channels[f.channelIndex].cid, userId: plan.userIds[Int(f.user)], messageId: messageId), detail)
    }

    private mutating func recordKey(_ code: String, _ key: SeedManifest.FindingKey, _ detail: String) {
        var findings = result.codes[code] ?? .init()
        findings.keys.append(key)
        findings.details.append(detail)
        findings.count = findings.keys.count
        result.codes[code] = findings
    }

    private func stamp(_ micros: Int64) -> String { PostgresTimestamp(microseconds: micros).description }
}
