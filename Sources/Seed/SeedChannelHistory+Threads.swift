import Foundation

/// A thread: a top-level message with replies.
struct SeedThread: Sendable {
    var parent: Int32
    /// Reply indices, ascending.
    var replies: [Int32]
}

/// A thread participant as generated: the member, since when, their thread receipt and
/// their true unread replies (for a former member, as it stood when they left).
struct SeedParticipant: Sendable {
    var thread: Int
    var member: Int
    var joined: Int64
    var readAt: Int64?
    var unread: Int
}

/// The threads step: replies gather into threads whose sizes are heavy-tailed, and each
/// thread's participants get their own thread receipts.
extension SeedChannelHistory {
    /// A reply joins a thread that is live (one of the latest replies' threads, so in
    /// proportion to its recent replies) with this chance; otherwise it starts a thread on
    /// a recent top-level message. Preferential attachment: a few threads get very long.
    static let joinLiveThread = 0.7
    static let liveReplies = 100
    /// Share of participants who open a thread when it has news (the others only when they reply).
    static let followThread = 0.75

    mutating func arrangeThreads(seed: UInt64) {
        var random = SeedRandom(seed: seed, stream: .threads, index: UInt64(channel.id))
        var live: [Int32] = []
        var oldest = 0
        var byParent: [Int32: [Int32]] = [:]
        for index in 1..<max(messageCount, 1) where kinds[index].isThreadReply {
            if !live.isEmpty && random.chance(Self.joinLiveThread) { parent[index] = live[random.below(live.count)] }
            if live.count < Self.liveReplies { live.append(parent[index]) } else {
                live[oldest] = parent[index]
                oldest = (oldest + 1) % Self.liveReplies
            }
            byParent[parent[index], default: []].append(Int32(index))
        }
        threads = byParent.keys.sorted().map { SeedThread(parent: $0, replies: byParent[$0]!) }
    }

    /// Every thread's participants, by thread and user. Only in types with read events: where
    /// no read state is kept, the backend keeps no thread read state either.
    func participants(seed: UInt64) -> [SeedParticipant] {
        guard type.readEvents else { return [] }
        var random = SeedRandom(seed: seed, stream: .threadReceipts, index: UInt64(channel.id))
        var result: [SeedParticipant] = []
        for (t, thread) in threads.enumerated() {
            for (member, joinedAt) in threadMembers(thread) {
                let readAt = threadReceipt(member: member, thread: thread, joined: joinedAt, random: &random)
                result.append(SeedParticipant(thread: t, member: member, joined: joinedAt, readAt: readAt,
                                              unread: unreadReplies(member: member, thread: thread, joined: joinedAt, readAt: readAt)))
            }
        }
        return result
    }

    /// Who takes part, since when: the parent's author, the repliers, and the members
    /// mentioned in the parent or a reply (just before the mention, which is unread for them).
    /// In user order (the primary key's).
    func threadMembers(_ thread: SeedThread) -> [(member: Int, joined: Int64)] {
        var joinedAt: [Int: Int64] = [:]
        let p = Int(thread.parent)
        joinedAt[Int(sender[p])] = created[p]
        for mention in mentions(in: p) where joinedAt[Int(mention)] == nil { joinedAt[Int(mention)] = created[p] }
        for reply in thread.replies.map(Int.init) {
            if joinedAt[Int(sender[reply])] == nil { joinedAt[Int(sender[reply])] = created[reply] }
            for mention in mentions(in: reply) where joinedAt[Int(mention)] == nil { joinedAt[Int(mention)] = created[reply] - 1 }
        }
        return joinedAt.map { (member: $0.key, joined: $0.value) }.sorted { users[$0.member] < users[$1.member] }
    }

    /// The thread receipt: sending a reply reads the thread (docs/checks.md#rs015-thread-receipt-before-own-reply stays
    /// clean); a participant who follows the thread opens it after a heavy-tailed delay once
    /// someone else replies, and reads what is there. Nil: never read.
    func threadReceipt(member t: Int, thread: SeedThread, joined: Int64, random: inout SeedRandom) -> Int64? {
        let replies = thread.replies
        let own = replies.indices.filter { Int(sender[Int(replies[$0])]) == t }
        let limit = (isCurrent(t) ? end : left[t]) - Self.second
        let follows = !neverReads[t] && random.chance(Self.followThread)
        var receipt: Int64?, lastAt = joined
        var position = replies.firstIndex { created[Int($0)] >= joined } ?? replies.count
        var nextOwn = own.firstIndex { $0 >= position } ?? own.count
        while position < replies.count {
            let r = Int(replies[position])
            if Int(sender[r]) == t {
                receipt = created[r]; lastAt = created[r]; position += 1; nextOwn += 1
                continue
            }
            let ownPosition = nextOwn < own.count ? own[nextOwn] : nil
            guard follows else {
                guard let ownPosition else { break }
                position = ownPosition
                continue
            }
            let delay = min(max(random.logNormal(median: readMedianSeconds[t] * 2, sigma: 1.5), 1), 14 * 86_400)
            let readAt = max(created[r], lastAt) + Int64(delay * 1e6)
            if let ownPosition, created[Int(replies[ownPosition])] <= readAt { position = ownPosition; continue }
            guard readAt < limit else { break } // not read before leaving / the end of history
            var upTo = position
            while upTo + 1 < replies.count && created[Int(replies[upTo + 1])] <= readAt { upTo += 1 }
            receipt = created[Int(replies[upTo])]; lastAt = readAt; position = upTo + 1
            while nextOwn < own.count && own[nextOwn] < position { nextOwn += 1 }
        }
        return receipt
    }

    /// docs/rules.md#threads: the replies by others, from users not muted,
    /// after joining the thread and after the receipt (nil: nothing read), before leaving the
    /// channel. Inside its thread every reply shows; a reply counts there by
    /// `UnreadRules.isCountableReply` (`SeedMessageKind.countsInThread`).
    func unreadReplies(member t: Int, thread: SeedThread, joined: Int64, readAt: Int64?) -> Int {
        guard type.readEvents else { return 0 }
        let after = max(joined, readAt ?? .min), before = isCurrent(t) ? Int64.max : left[t]
        var unread = 0
        for reply in thread.replies.map(Int.init) where created[reply] > after && created[reply] < before {
            if Int(sender[reply]) != t && kinds[reply].countsInThread && !hasMuted(t, Int(sender[reply])) { unread += 1 }
        }
        return unread
    }
}
