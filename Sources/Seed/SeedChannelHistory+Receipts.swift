import Foundation

/// The receipts step: each member's read and delivery event logs, their final state and
/// true counters.
extension SeedChannelHistory {
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
            outcome.mentions = unreadMentions(member: m, readIndex: outcome.readIndex)
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
        var covered = firstAfterJoin - 1 // messages up to here need no further event
        var lastAt = joined[m]
        var ownLatest = -1 // the member's latest own message so far
        var pendingOwn = -1 // an own send not yet reported (throttled)
        while covered + 1 < n {
            let j = covered + 1
            if Int(sender[j]) == m {
                let k = ownRunEnd(member: m, from: j)
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
            if neverReads[m] { break } // members who never read (they never send either)
            let notified = max(created[j], lastAt)
            let delay = Int64(min(max(random.logNormal(median: readMedianSeconds[m], sigma: 1.4), 1), 14 * 86_400) * 1e6)
            let readAt = max(notified + delay, lastAt + Self.readThrottle)
            if let send = nextOwnMessage(member: m, after: j), created[send] <= readAt {
                covered = send - 1 // they read when they reply
                continue
            }
            guard readAt < limit else { break } // not read before leaving / the end of history
            // docs/checks.md#rs009-receipt-covers-future / RS004: up_to is the created_at of the latest message at `at`.
            let upTo = lastIndex(atOrBefore: readAt)
            try emit(.read, m, upTo, readAt)
            outcome.readIndex = upTo; outcome.readEventAt = readAt
            covered = upTo; lastAt = readAt; pendingOwn = -1
            if random.chance(0.006),
               let (index, at) = markUnread(readIndex: upTo, readAt: readAt, lowest: max(ownLatest + 1, firstAfterJoin + 1),
                                            limit: limit, random: &random) {
                try emit(.read, m, index, at)
                outcome.readIndex = index; outcome.readEventAt = at
                covered = index; lastAt = at
            }
        }
        if pendingOwn >= 0 {
            // docs/checks.md#rs001-receipt-before-own-message: the receipt ends at or after the member's latest own message.
            try emit(.read, m, pendingOwn, created[pendingOwn])
            outcome.readIndex = pendingOwn; outcome.readEventAt = created[pendingOwn]
        }
    }

    /// Member `m`'s first own message after message `index`, if any.
    func nextOwnMessage(member m: Int, after index: Int) -> Int? {
        let own = ownMessages(m)
        var low = own.startIndex, high = own.endIndex
        while low < high {
            let mid = (low + high) / 2
            if Int(own[mid]) <= index { low = mid + 1 } else { high = mid }
        }
        return low < own.endIndex ? Int(own[low]) : nil
    }

    /// docs/checks.md#rs001-receipt-before-own-message: sending advances the receipt, at the send, up to the last of a run
    /// of own messages starting at `j` (own messages exist only while a member: RS008 holds).
    private func ownRunEnd(member m: Int, from j: Int) -> Int {
        var k = j
        while k + 1 < messageCount && Int(sender[k + 1]) == m { k += 1 }
        return k
    }

    /// Mark unread: back to just before a message after the member's own latest one (RS001
    /// stays clean), before the next message arrives (log order = time order). The receipt's
    /// new message index and the event's `at`, or nil when there is no room.
    private func markUnread(readIndex upTo: Int, readAt: Int64, lowest: Int, limit: Int64,
                            random: inout SeedRandom) -> (Int, Int64)? {
        let at = readAt + Int64(random.uniform(5, 600) * 1e6)
        guard lowest <= upTo, at < limit, upTo + 1 >= messageCount || at < created[upTo + 1] else { return nil }
        return (random.int(in: lowest...upTo) - 1, at)
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
