import Foundation

/// One channel's history, generated from its own random streams in named steps: members
/// (join, leave, activity, reading habits), messages, threads, @mentions, receipt event logs,
/// and the resulting state and counters. Pure: no I/O; the loader streams what it produces.
///
/// The members, messages and threads are made on `init` (both loader passes need them); the
/// mentions (`makeMentions`), receipts and thread participants only by the first pass.
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

    /// Threads (parents with replies), by parent index; set by `init`.
    var threads: [SeedThread] = []
    /// @mentions as (message index, member index), by message then user; set by `makeMentions`.
    var mentions: [(message: Int32, member: Int32)] = []
    /// Per member, the indices of the messages that mention them (ascending).
    var mentionsOf: [[Int32]] = []

    // Derived indexes.
    var countedPrefix: [Int32] = []
    var ownStart: [Int32] = []
    var ownIndices: [Int32] = []
    var ownCountedStart: [Int32] = []
    var ownCountedIndices: [Int32] = []
    var memberByUser: [Int32: Int32]?
    /// The plan's user mutes (user → muted users).
    let mutedBy: [Int32: [Int32]]

    var memberCount: Int { users.count }
    var messageCount: Int { created.count }
    func messageId(_ index: Int) -> Int64 { channel.firstMessageId + Int64(index) }
    func isCurrent(_ m: Int) -> Bool { left[m] == Self.never }

    init(plan: SeedPlan, channel: SeedChannel) {
        self.channel = channel
        self.type = channel.kind.type
        self.end = plan.end
        self.mutedBy = plan.mutedBy
        makeMembers(plan: plan)
        makeMessages(seed: plan.seed)
        arrangeThreads(seed: plan.seed)
        buildIndexes()
        if !mutedBy.isEmpty && users.contains(where: { plan.mutedBy[$0] != nil }) {
            var map: [Int32: Int32] = [:]
            for (index, user) in users.enumerated() { map[user] = Int32(index) }
            memberByUser = map
        }
    }

    /// Can member `m` send at `t`: a member then (joined before, leaving more than a second
    /// later) who talks at all.
    @inline(__always) func canSend(_ m: Int, at t: Int64) -> Bool {
        sendWeight[m] > 0 && joined[m] < t && (left[m] == Self.never || t + Self.second < left[m])
    }

    /// Has member `m` muted member `other`?
    func hasMuted(_ m: Int, _ other: Int) -> Bool {
        guard memberByUser != nil, let muted = mutedBy[users[m]] else { return false }
        return muted.contains(users[other])
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

    /// The message indices that can count for member `m` with read receipt `readIndex` (-1:
    /// nothing read): created after joining and after the receipt, and before `left_at`.
    func unreadRange(member m: Int, readIndex: Int) -> Range<Int> {
        var threshold = joined[m] // history from before joining never counts
        if readIndex >= 0 { threshold = max(threshold, created[readIndex]) } // strictly after last_read_at
        let low = firstIndex(after: threshold)
        let high = left[m] == Self.never ? messageCount : firstIndex(after: left[m] - 1)
        return low < high ? low..<high : low..<low
    }

    /// docs/rules.md: per-member unread for member `m` whose read receipt is message
    /// `readIndex` (-1: nothing read), counting messages created before `left_at` (all for a
    /// current member).
    func unreadCount(member m: Int, readIndex: Int) -> Int {
        guard type.readEvents else { return 0 } // read_events off → the correct count is 0
        let range = unreadRange(member: m, readIndex: readIndex)
        guard !range.isEmpty else { return 0 }
        let (low, high) = (range.lowerBound, range.upperBound)
        // Counted kinds (`SeedMessageKind.counts`: `UnreadRules.isCountable`)…
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

    /// docs/rules.md#threads: member `m`'s unread @mentions with read receipt
    /// `readIndex`: the messages that count as unread for them and mention them.
    func unreadMentions(member m: Int, readIndex: Int) -> Int {
        guard type.readEvents, m < mentionsOf.count else { return 0 }
        let range = unreadRange(member: m, readIndex: readIndex)
        var unread = 0
        for index in mentionsOf[m] where range.contains(Int(index)) {
            let i = Int(index)
            if kinds[i].counts && Int(sender[i]) != m && !hasMuted(m, Int(sender[i])) { unread += 1 }
        }
        return unread
    }
}
