import Foundation
import Jobs

/// A message as generated; the row's columns follow from it.
enum SeedMessageKind: UInt8, Sendable {
    case regular, system, silent, shadowed, deleted, error, ephemeral, threadReply, threadReplyShown

    /// docs/rules.md#which-messages-can-count: which messages can count as unread (before the per-member conditions).
    var counts: Bool {
        switch self {
        case .regular, .system, .threadReplyShown: return true
        case .silent, .shadowed, .deleted, .error, .ephemeral, .threadReply: return false
        }
    }

    var typeText: String {
        switch self {
        case .system: return "system"
        case .error: return "error"
        case .ephemeral: return "ephemeral"
        default: return "regular"
        }
    }

    var isThreadReply: Bool { self == .threadReply || self == .threadReplyShown }
}

enum SeedReceiptKind: UInt8, Sendable {
    case read, delivered
    var text: String { self == .read ? "read" : "delivered" }
}

/// A member's current state, as the latest receipt events left it, and the true unread count.
struct SeedMemberOutcome: Sendable {
    /// Index of `last_read_message_id`'s message; -1 when the member never read.
    var readIndex = -1
    /// `at` of the member's latest read event.
    var readEventAt: Int64 = .min
    var deliveredIndex = -1
    var deliveredEventAt: Int64 = .min
    /// docs/rules.md#per-member-unread-count unread count (for a former member, as it stood when they left).
    var unread = 0
}

/// One channel's history, generated from its own random streams: members (join, leave,
/// activity, reading habits), messages, receipt event logs, and the resulting state and
/// counters. Pure: no I/O; the loader streams what it produces.
struct SeedChannelHistory {
    static let second: Int64 = 1_000_000
    /// Clients send at most one mark-read per member and channel in this time (a throttle).
    static let readThrottle: Int64 = 600 * second
    static let never = Int64.max

    let channel: SeedChannel
    let type: SeedChannelType
    let end: Int64

    // Members, in plan order (index 0 is the creator).
    var users: [Int32] = []
    var joined: [Int64] = []
    /// `left_at`, or `never`.
    var left: [Int64] = []
    var sendWeight: [Double] = []
    var neverReads: [Bool] = []
    var mutedMembership: [Bool] = []
    var readMedianSeconds: [Double] = []
    /// Share of pushes the member's device acknowledges with a delivered receipt.
    var deliveryAckShare: [Double] = []

    // Messages, in time order (strictly increasing `created_at`).
    var created: [Int64] = []
    var sender: [Int32] = []
    var kinds: [SeedMessageKind] = []
    var parent: [Int32] = []
    var deletedAt: [Int64] = []

    // Derived indexes.
    private var countedPrefix: [Int32] = []
    private var ownStart: [Int32] = []
    private var ownIndices: [Int32] = []
    private var ownCountedStart: [Int32] = []
    private var ownCountedIndices: [Int32] = []
    private var memberByUser: [Int32: Int32]?
    /// The plan's user mutes (user → muted users).
    private let mutedBy: [Int32: [Int32]]

    var memberCount: Int { users.count }
    var messageCount: Int { created.count }
    func messageId(_ index: Int) -> Int64 { channel.firstMessageId + Int64(index) }

    init(plan: SeedPlan, channel: SeedChannel) {
        self.channel = channel
        self.type = channel.kind.type
        self.end = plan.end
        self.mutedBy = plan.mutedBy
        makeMembers(plan: plan)
        makeMessages(seed: plan.seed)
        buildIndexes()
        if !mutedBy.isEmpty && users.contains(where: { plan.mutedBy[$0] != nil }) {
            var map: [Int32: Int32] = [:]
            for (index, user) in users.enumerated() { map[user] = Int32(index) }
            memberByUser = map
        }
    }

    // MARK: - members

    private mutating func makeMembers(plan: SeedPlan) {
        var random = SeedRandom(seed: plan.seed, stream: .members, index: UInt64(channel.id))
        let kind = channel.kind
        let createdAt = channel.createdAt
        let joinRoom = end - 3 * SeedPlan.microsPerHour - createdAt
        let initialShare: Double = [1, 0.6, 0.4, 0.2, 0.3][Int(kind.rawValue)]
        let leaveShare: Double = [0, 0.08, 0.07, 0.25, 0.05][Int(kind.rawValue)]
        let admins = 1 + min(2, channel.memberCount / 20)
        let senderShare = min(0.6, 3 / Double(channel.memberCount).squareRoot())
        // People read large channels in batches rather than message by message.
        let sizeFactor = max(1, (Double(channel.memberCount) / 10).squareRoot())
        for (position, user) in plan.members(of: channel).enumerated() {
            users.append(user)
            // Members join mid-history (README.md#unreadctl-seed--synthetic-data-whose-truth-is-known); the creator and the first members at creation.
            let initial = position == 0 || random.chance(initialShare) || joinRoom <= 0
            let joinedAt = initial ? createdAt : createdAt + 1 + Int64(random.unit() * Double(joinRoom))
            joined.append(joinedAt)
            var leftAt = Self.never
            if position > 0 && random.chance(leaveShare) {
                let low = joinedAt + 120 * Self.second, high = end - 120 * Self.second
                if high > low { leftAt = low + Int64(random.unit() * Double(high - low)) }
            }
            left.append(leftAt)

            var weight: Double
            var lurkerNeverReads = 0.0
            switch kind {
            case .direct:
                weight = random.pareto(minimum: 1, alpha: 1.5)
                if position == 1 && random.chance(0.04) { weight = 0; lurkerNeverReads = 1 }
            case .group:
                weight = random.chance(0.25) ? 0 : random.pareto(minimum: 1, alpha: 1.3)
                lurkerNeverReads = 0.15
            case .team:
                // The larger the channel, the smaller the share of people who post.
                weight = random.chance(senderShare) ? random.pareto(minimum: 1, alpha: 1.1) : 0
                lurkerNeverReads = 0.45
            case .livestream:
                weight = random.chance(min(0.3, senderShare)) ? random.pareto(minimum: 1, alpha: 1.2) : 0
            case .announcement:
                weight = position < admins ? random.pareto(minimum: 1, alpha: 1.5) : 0
            }
            if position == 0 { weight = max(weight, 1) * (kind == .livestream ? 20 : 3) }
            weight = min(weight, 500)
            sendWeight.append(weight)
            // Members who never read anything send nothing either (sending reads the channel).
            neverReads.append(weight == 0 && random.chance(lurkerNeverReads))
            mutedMembership.append(random.chance([0.03, 0.05, 0.12, 0.1, 0.15][Int(kind.rawValue)]))
            // Heavy-tailed reading habits: people who talk read within minutes, lurkers within
            // hours or days (README.md#unreadctl-seed--synthetic-data-whose-truth-is-known: read delays from seconds to days); the larger the channel,
            // the more rarely a lurker opens it.
            let habit = weight > 0 ? random.logUniform(30, 3_600) * sizeFactor : random.logUniform(3_600, 4 * 86_400) * sizeFactor
            readMedianSeconds.append(habit * [0.5, 1, 1.5, 1, 1][Int(kind.rawValue)])
            deliveryAckShare.append(random.uniform(0.02, 0.12))
        }
    }

    /// Can member `m` send at `t`: a member then (joined before, leaving more than a second
    /// later) who talks at all.
    @inline(__always) private func canSend(_ m: Int, at t: Int64) -> Bool {
        sendWeight[m] > 0 && joined[m] < t && (left[m] == Self.never || t + Self.second < left[m])
    }

    // MARK: - messages

    private mutating func makeMessages(seed: UInt64) {
        var random = SeedRandom(seed: seed, stream: .messages, index: UInt64(channel.id))
        let n = channel.messageCount
        let kind = channel.kind
        created.reserveCapacity(n)
        // The channel-created system message, by the creator (README.md#unreadctl-seed--synthetic-data-whose-truth-is-known: senders are members).
        created.append(channel.createdAt + 1_000)

        // Bursts of conversation, more by day than by night (UTC), never in the last minute.
        let low = channel.createdAt + Self.second, high = end - 60 * Self.second
        let burstMean: Double = [5, 8, 7, 10, 1.3][Int(kind.rawValue)]
        let gapMeanSeconds: Double = [45, 60, 90, 8, 600][Int(kind.rawValue)]
        let hourWeight: [Double] = [0.3, 0.2, 0.15, 0.15, 0.2, 0.3, 0.5, 0.7, 0.9, 1, 1, 1,
                                    1, 1, 1, 1, 1, 0.95, 0.9, 0.9, 0.85, 0.7, 0.55, 0.4]
        var times: [Int64] = []
        times.reserveCapacity(n)
        while times.count < n - 1 {
            var start = low
            for _ in 0..<6 {
                start = low + Int64(random.unit() * Double(high - low))
                let hour = Int((start / SeedPlan.microsPerHour) % 24)
                if random.unit() < hourWeight[hour] { break }
            }
            let size = min(random.geometric(mean: burstMean), n - 1 - times.count)
            var t = start
            for _ in 0..<size {
                times.append(min(t, high))
                t += 1_000 + Int64(random.exponential(mean: gapMeanSeconds) * 1e6)
            }
        }
        times.sort()
        var previous = created[0]
        for time in times {
            let t = max(time, previous + 1)
            created.append(t)
            previous = t
        }

        // Senders: replies go back and forth between the last two speakers; otherwise anyone
        // active, weighted by a power law (most members of large channels never post).
        let choice = SeedWeightedChoice(weights: sendWeight)
        sender = [0]
        kinds = [.system]
        parent = [-1]
        deletedAt = [0]
        sender.reserveCapacity(n); kinds.reserveCapacity(n); parent.reserveCapacity(n); deletedAt.reserveCapacity(n)
        var topLevel: [Int32] = [0]
        var last = 0, other = -1
        for index in 1..<max(n, 1) {
            let t = created[index]
            var speaker = -1
            let r = random.unit()
            if r < 0.5, other >= 0, canSend(other, at: t) {
                speaker = other
            } else if r < 0.7, canSend(last, at: t) {
                speaker = last
            } else {
                for _ in 0..<8 {
                    let candidate = choice.pick(&random) ?? 0
                    if canSend(candidate, at: t) { speaker = candidate; break }
                }
            }
            if speaker < 0 { speaker = 0 } // the creator never leaves and always may post
            if speaker != last { other = last; last = speaker }
            sender.append(Int32(speaker))

            // README.md#unreadctl-seed--synthetic-data-whose-truth-is-known message mix: mostly regular, a few percent of each other kind.
            let roll = random.unit()
            var messageKind: SeedMessageKind
            switch roll {
            case ..<0.02: messageKind = .system
            case ..<0.04: messageKind = .silent
            case ..<0.055: messageKind = .shadowed
            case ..<0.08: messageKind = .deleted
            case ..<0.09: messageKind = .error
            case ..<0.10: messageKind = .ephemeral
            case ..<0.16: messageKind = random.chance(0.25) ? .threadReplyShown : .threadReply
            default: messageKind = .regular
            }
            var parentIndex: Int32 = -1
            if messageKind.isThreadReply {
                // A reply to one of the recent top-level messages.
                parentIndex = topLevel[topLevel.count - 1 - random.below(min(50, topLevel.count))]
            } else if messageKind != .error && messageKind != .ephemeral {
                topLevel.append(Int32(index))
            }
            var deleted: Int64 = 0
            if messageKind == .deleted {
                let delay = Int64(random.logNormal(median: 300, sigma: 1.8) * 1e6)
                deleted = min(t + max(delay, 1), end - Self.second)
            }
            kinds.append(messageKind)
            parent.append(parentIndex)
            deletedAt.append(deleted)
        }
    }

    private mutating func buildIndexes() {
        let n = messageCount, m = memberCount
        countedPrefix = [Int32](repeating: 0, count: n + 1)
        for index in 0..<n { countedPrefix[index + 1] = countedPrefix[index] + (kinds[index].counts ? 1 : 0) }
        // Each member's own messages (all, and counted ones), by counting sort on the sender.
        ownStart = [Int32](repeating: 0, count: m + 1)
        ownCountedStart = [Int32](repeating: 0, count: m + 1)
        for index in 0..<n {
            ownStart[Int(sender[index]) + 1] += 1
            if kinds[index].counts { ownCountedStart[Int(sender[index]) + 1] += 1 }
        }
        for member in 0..<m {
            ownStart[member + 1] += ownStart[member]
            ownCountedStart[member + 1] += ownCountedStart[member]
        }
        ownIndices = [Int32](repeating: 0, count: n)
        ownCountedIndices = [Int32](repeating: 0, count: Int(ownCountedStart[m]))
        var fill = ownStart, fillCounted = ownCountedStart
        for index in 0..<n {
            let s = Int(sender[index])
            ownIndices[Int(fill[s])] = Int32(index); fill[s] += 1
            if kinds[index].counts { ownCountedIndices[Int(fillCounted[s])] = Int32(index); fillCounted[s] += 1 }
        }
    }

    // MARK: - lookups

    /// The first message index whose `created_at` is later than `t` (n when none).
    func firstIndex(after t: Int64) -> Int {
        var low = 0, high = created.count
        while low < high {
            let mid = (low + high) / 2
            if created[mid] > t { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The last message index created at or before `t` (-1 when none).
    func lastIndex(atOrBefore t: Int64) -> Int { firstIndex(after: t) - 1 }

    /// Member `m`'s own messages (indices, ascending).
    func ownMessages(_ m: Int) -> ArraySlice<Int32> { ownIndices[Int(ownStart[m]) ..< Int(ownStart[m + 1])] }
    func ownCountedMessages(_ m: Int) -> ArraySlice<Int32> {
        ownCountedIndices[Int(ownCountedStart[m]) ..< Int(ownCountedStart[m + 1])]
    }

    /// How many of `list` (ascending) lie in low..<high.
    private func count(_ list: ArraySlice<Int32>, from low: Int, below high: Int) -> Int {
        func lowerBound(_ value: Int) -> Int {
            var a = list.startIndex, b = list.endIndex
            while a < b {
                let mid = (a + b) / 2
                if Int(list[mid]) < value { a = mid + 1 } else { b = mid }
            }
            return a
        }
        return lowerBound(high) - lowerBound(low)
    }

    /// docs/rules.md#per-member-unread-count per-member unread for member `m` whose read receipt is message `readIndex`
    /// (-1: nothing read), counting messages created before `left_at` (all for a current member).
    func unreadCount(member m: Int, readIndex: Int) -> Int {
        // docs/rules.md#channel-type-switches: read_events off → the correct count is 0.
        guard type.readEvents else { return 0 }
        var threshold = joined[m] // history from before joining never counts
        if readIndex >= 0 { threshold = max(threshold, created[readIndex]) } // strictly after last_read_at
        let low = firstIndex(after: threshold)
        let high = left[m] == Self.never ? messageCount : firstIndex(after: left[m] - 1)
        guard low < high else { return 0 }
        // Counted kinds (regular/system, not deleted/silent/shadowed, replies only when shown)…
        var unread = Int(countedPrefix[high] - countedPrefix[low])
        // …not the member's own…
        unread -= count(ownCountedMessages(m), from: low, below: high)
        // …and not from users the member muted.
        if let map = memberByUser, let muted = mutedBy[users[m]] {
            for user in muted {
                if let other = map[user], Int(other) != m {
                    unread -= count(ownCountedMessages(Int(other)), from: low, below: high)
                }
            }
        }
        return unread
    }

    // MARK: - receipts

    /// Generates every member's receipt events (in `at` order per member and kind, so the log
    /// order and the time order agree) and returns each member's final state and true count.
    /// `emit(kind, member, messageIndex, at)` receives each event; `up_to` is the message's
    /// `created_at`.
    func receipts(seed: UInt64, emit: (SeedReceiptKind, Int, Int, Int64) throws -> Void) rethrows -> [SeedMemberOutcome] {
        var random = SeedRandom(seed: seed, stream: .events, index: UInt64(channel.id))
        var outcomes: [SeedMemberOutcome] = []
        outcomes.reserveCapacity(memberCount)
        for m in 0..<memberCount {
            var outcome = SeedMemberOutcome()
            // docs/checks.md#rs008-receipt-from-non-member: every event lies within [joined_at, left_at); RS002: before the end.
            let limit = (left[m] == Self.never ? end : left[m]) - Self.second
            if type.readEvents {
                try readLog(member: m, limit: limit, random: &random, outcome: &outcome, emit: emit)
            }
            if type.deliveryEvents {
                try deliveryLog(member: m, limit: limit, random: &random, outcome: &outcome, emit: emit)
            }
            outcome.unread = unreadCount(member: m, readIndex: outcome.readIndex)
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// Read events: a member is notified by the first message from someone else after their
    /// receipt and reads after a heavy-tailed delay (seconds to days), covering everything
    /// created by then; sending reads the channel at once. A small share of reads is followed
    /// by a mark-unread that moves the receipt backwards.
    private func readLog(member m: Int, limit: Int64, random: inout SeedRandom, outcome: inout SeedMemberOutcome,
                         emit: (SeedReceiptKind, Int, Int, Int64) throws -> Void) rethrows {
        let n = messageCount
        let firstAfterJoin = firstIndex(after: joined[m])
        let own = ownMessages(m)
        var covered = firstAfterJoin - 1 // messages up to here need no further event
        var lastAt = joined[m]
        var ownLatest = -1 // the member's latest own message so far
        var pendingOwn = -1 // an own send not yet reported (throttled)
        var nextOwnPosition = own.startIndex
        func nextOwn(after index: Int) -> Int? {
            while nextOwnPosition < own.endIndex && Int(own[nextOwnPosition]) <= index { nextOwnPosition += 1 }
            return nextOwnPosition < own.endIndex ? Int(own[nextOwnPosition]) : nil
        }
        while covered + 1 < n {
            let j = covered + 1
            if Int(sender[j]) == m {
                // docs/checks.md#rs001-receipt-before-own-message: sending advances the receipt, at the send, up to the last of a run
                // of own messages (own messages exist only while a member: RS008 holds).
                var k = j
                while k + 1 < n && Int(sender[k + 1]) == m { k += 1 }
                covered = k; ownLatest = k
                if created[k] - lastAt < Self.readThrottle {
                    pendingOwn = k // the next event covers it (or the flush after the loop)
                } else {
                    try emit(.read, m, k, created[k])
                    outcome.readIndex = k; outcome.readEventAt = created[k]
                    lastAt = created[k]; pendingOwn = -1
                }
                continue
            }
            if neverReads[m] { break } // README.md#unreadctl-seed--synthetic-data-whose-truth-is-known: members who never read (they never send either)
            let notified = max(created[j], lastAt)
            let delay = Int64(min(max(random.logNormal(median: readMedianSeconds[m], sigma: 1.4), 1), 14 * 86_400) * 1e6)
            let readAt = max(notified + delay, lastAt + Self.readThrottle)
            if let send = nextOwn(after: j), created[send] <= readAt {
                covered = send - 1 // they read when they reply
                continue
            }
            guard readAt < limit else { break } // not read before leaving / the end of history
            // docs/checks.md#rs009-receipt-covers-future / RS004: up_to is the created_at of the latest message at `at`.
            let upTo = lastIndex(atOrBefore: readAt)
            try emit(.read, m, upTo, readAt)
            outcome.readIndex = upTo; outcome.readEventAt = readAt
            covered = upTo; lastAt = readAt; pendingOwn = -1
            // Mark unread (README.md#unreadctl-seed--synthetic-data-whose-truth-is-known): back to just before a message after their own latest one
            // (docs/checks.md#rs001-receipt-before-own-message stays clean), before the next message arrives (log order = time order).
            if random.chance(0.006) {
                let lowest = max(ownLatest + 1, firstAfterJoin + 1)
                let at = readAt + Int64(random.uniform(5, 600) * 1e6)
                if lowest <= upTo, at < limit, upTo + 1 >= n || at < created[upTo + 1] {
                    let from = random.int(in: lowest...upTo)
                    try emit(.read, m, from - 1, at)
                    outcome.readIndex = from - 1; outcome.readEventAt = at
                    covered = from - 1; lastAt = at
                }
            }
        }
        if pendingOwn >= 0 {
            // docs/checks.md#rs001-receipt-before-own-message: the receipt ends at or after the member's latest own message.
            try emit(.read, m, pendingOwn, created[pendingOwn])
            outcome.readIndex = pendingOwn; outcome.readEventAt = created[pendingOwn]
        }
    }

    /// Delivery events: on joining, then for the pushes the device acknowledges (a share per
    /// member; one acknowledgement covers everything received by then), after a short delay
    /// (online) or a long one (offline). docs/checks.md#rs003-delivered-behind-read: every member ends with a delivered state
    /// at or after the read state (read implies delivered).
    private func deliveryLog(member m: Int, limit: Int64, random: inout SeedRandom, outcome: inout SeedMemberOutcome,
                             emit: (SeedReceiptKind, Int, Int, Int64) throws -> Void) rethrows {
        let n = messageCount
        // Delivered on join: the channel's history reaches the new member's device.
        var at = max(joined[m], created[0]) + Int64(random.uniform(0.2, 3) * 1e6)
        guard at < limit else { return }
        var covered = lastIndex(atOrBefore: at)
        try emit(.delivered, m, covered, at)
        var lastAt = at
        let ackShare = deliveryAckShare[m]
        while true {
            // Pushes that were not acknowledged: a geometric number of messages.
            var j = covered + 1 + Int(log(1 - random.unit()) / log(1 - ackShare))
            while j < n && Int(sender[j]) == m { j += 1 }
            guard j < n else { break }
            let delaySeconds = random.chance(0.8)
                ? min(max(random.logNormal(median: 2, sigma: 1), 0.05), 600)
                : min(max(random.logNormal(median: 1_200, sigma: 1.6), 1), 3 * 86_400)
            at = max(created[j], lastAt) + Int64(delaySeconds * 1e6)
            guard at < limit else { break }
            covered = lastIndex(atOrBefore: at)
            try emit(.delivered, m, covered, at)
            lastAt = at
        }
        outcome.deliveredIndex = covered; outcome.deliveredEventAt = lastAt
        if outcome.readIndex > outcome.deliveredIndex {
            // Reading (or sending) also syncs the device: delivered up to the read receipt.
            let syncAt = max(lastAt, created[outcome.readIndex]) + 1
            try emit(.delivered, m, outcome.readIndex, syncAt)
            outcome.deliveredIndex = outcome.readIndex; outcome.deliveredEventAt = syncAt
        }
    }
}
