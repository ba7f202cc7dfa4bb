import Foundation
import Postgres

/// The receipt anomalies: RS001–RS004 and RS008–RS011.
extension AnomalyPlanter {
    /// RS001: a mark-unread event (the member's latest read event, so RS010 agrees) moves the
    /// receipt to the message just before the member's own latest message, which counts. The
    /// stored counter and the user's totals follow the new truth (no RS005/RS006).
    mutating func plantRS001(_ n: Int) {
        for _ in 0..<n {
            guard let f = take(.ownLatestCounted, where: { $0.beforeOwnLatest != nil && $0.ownLatestCounts }),
                  let before = f.beforeOwnLatest, let own = f.ownLatest else { break }
            addEvent(f, .read, before, at: f.readEventAt + Self.millisecond)
            var state = SeedMemberState(facts: f)
            state.readAt = before.createdAt; state.readMessageId = before.id
            state.unread = f.unreadIfReadBeforeOwnLatest
            state.mentions = f.mentionsIfReadBeforeOwnLatest
            setState(f, state)
            record("RS001", f, messageId: own.id,
                   "mark-unread moved last_read_at to \(stamp(before.createdAt)), before the member's own message \(own.id) at \(stamp(own.createdAt))")
        }
    }

    /// RS002: a read event whose `at` is 100 years after the end; its `up_to` is the current
    /// receipt, so it is the latest event and agrees with the state (no RS010, RS009).
    mutating func plantRS002(_ n: Int) {
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
    mutating func plantRS003(_ n: Int) {
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
    mutating func plantRS004(_ n: Int) {
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

    /// RS008: a read event by a former member half a minute after leaving (up to the receipt
    /// they left with, so their state and log still agree), or by a user who was never a
    /// member of the channel.
    mutating func plantRS008(_ n: Int) {
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
    mutating func plantRS009(_ n: Int) {
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
    mutating func plantRS010(_ n: Int) {
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
                state.mentions = f.mentionsIfReadAfter
                record("RS010", f, messageId: nil, "last_read_at \(stamp(after.createdAt)), the latest read event says \(stamp(f.read!.createdAt))")
            case .messagingDelivered:
                let moved = (f.afterDelivered ?? f.beforeDelivered)!
                state.deliveredAt = moved.createdAt; state.deliveredMessageId = moved.id
                record("RS010", f, messageId: nil, "last_delivered_at \(stamp(moved.createdAt)), the latest delivered event says \(stamp(f.delivered!.createdAt))")
            default:
                let before = f.beforeRead!
                state.readAt = before.createdAt; state.readMessageId = before.id
                state.unread = f.unreadIfReadBefore
                state.mentions = f.mentionsIfReadBefore
                record("RS010", f, messageId: nil, "last_read_at \(stamp(before.createdAt)), the latest read event says \(stamp(f.read!.createdAt))")
            }
            setState(f, state)
        }
    }

    /// RS011: one read event in a livestream (read events off), or a delivered state without
    /// events in a team channel (delivery events off) — one offending item each.
    mutating func plantRS011(_ n: Int) {
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
}
