import Foundation
import Postgres

/// The thread and mention anomalies: RS012, RS013, RS015 and RS016 (RS014, user-level, with
/// the other user drift).
extension AnomalyPlanter {
    /// RS012: a participant's stored `unread_replies` off by a few (never negative). The key's
    /// message is the thread's parent.
    mutating func plantRS012(_ n: Int) {
        for _ in 0..<n {
            guard let f = take(candidates.participantPool) else { break }
            let trueValue = f.state.unread
            let stored = trueValue > 0 && random.chance(0.5) ? trueValue - random.int(in: 1...trueValue) : trueValue + random.int(in: 1...5)
            result.participantStates[f.key] = SeedParticipantState(readAt: f.state.readAt, unread: stored)
            let cid = plan.channels[f.channelIndex].cid, user = plan.userIds[Int(f.key.user)]
            result.threadDrift.append(.init(channelCid: cid, parentId: f.key.parentId, userId: user, stored: stored, trueValue: trueValue))
            recordKey("RS012", .init(channelCid: cid, userId: user, messageId: f.key.parentId),
                      "unread_replies \(stored), true \(trueValue) in the thread of message \(f.key.parentId)")
        }
    }

    /// RS013: a member's stored `unread_mentions` off by a few (never negative); members with
    /// unread mentions first.
    mutating func plantRS013(_ n: Int) {
        for _ in 0..<n {
            guard let f = take(.counted, where: { $0.mentions > 0 }) ?? take(.counted) else { break }
            let stored = f.mentions > 0 && random.chance(0.5) ? f.mentions - random.int(in: 1...f.mentions) : f.mentions + random.int(in: 1...5)
            var state = SeedMemberState(facts: f)
            state.mentions = stored
            result.memberStates[f.key] = state
            let cid = plan.channels[f.channelIndex].cid
            result.mentionDrift.append(.init(channelCid: cid, userId: plan.userIds[Int(f.user)], stored: stored, trueValue: f.mentions))
            record("RS013", f, messageId: nil, "unread_mentions \(stored), true \(f.mentions)")
        }
    }

    /// RS014: a user's stored unread threads, total unread mentions, or both, off.
    mutating func plantRS014(_ n: Int) {
        for i in 0..<n {
            guard let user = takeUser() else { break }
            var stored = truth[Int(user)]
            if i % 3 != 1 { stored.threads += random.int(in: 1...3) }
            if i % 3 != 0 {
                stored.mentions = stored.mentions > 0 && random.chance(0.5) ? stored.mentions - 1 : stored.mentions + random.int(in: 1...4)
            }
            driftUser(user, stored: stored)
        }
    }

    /// RS015: a participant's thread receipt moves back before their own latest reply: to
    /// NULL, or to the message before that reply in the thread. The stored counter and the
    /// user's unread threads follow the new truth (no RS012 / RS014). The key's message is
    /// the participant's own latest reply.
    mutating func plantRS015(_ n: Int) {
        for i in 0..<n {
            guard let f = take(candidates.replierPool), let own = f.ownLatestReply, let before = f.beforeOwnLatestReply else { break }
            let state = i % 2 == 0
                ? SeedParticipantState(readAt: nil, unread: f.unreadIfNeverRead)
                : SeedParticipantState(readAt: before.createdAt, unread: f.unreadIfReadBeforeOwnLatest)
            result.participantStates[f.key] = state
            if !f.mutedMembership && (state.unread > 0) != (f.state.unread > 0) {
                let u = Int(f.key.user)
                truth.threads[u] += state.unread > 0 ? 1 : -1
                result.storedUserTotals[f.key.user] = truth[u]
            }
            let receipt = state.readAt.map { stamp($0) } ?? "NULL"
            recordKey("RS015", .init(channelCid: plan.channels[f.channelIndex].cid, userId: plan.userIds[Int(f.key.user)], messageId: own.id),
                      "thread last_read_at \(receipt), before the participant's own reply \(own.id) at \(stamp(own.createdAt))")
        }
    }

    /// RS016: an extra mention, of a former member, of a user who was never a member, or of a
    /// current member on another channel's message. Counters stay as they are: such a mention
    /// counts nowhere.
    mutating func plantRS016(_ n: Int) {
        var nextChannel = candidates.channels.count - 1
        for i in 0..<n {
            if i % 3 == 0, let f = take(.formerReader) {
                let message = f.lastSeenMessage?.id ?? plan.channels[f.channelIndex].firstMessageId
                addMention(channelIndex: f.channelIndex, messageId: message, user: f.user, "a mention of a user who left the channel")
            } else if i % 3 == 1, nextChannel >= 0, let user = userOutside(candidates.channels[nextChannel].channelIndex) {
                let entry = candidates.channels[nextChannel]
                nextChannel -= 1
                addMention(channelIndex: entry.channelIndex, messageId: entry.last.id, user: user, "a mention of a user with no membership in the channel")
            } else if let f = take(.counted) {
                let other = plan.channels[(f.channelIndex + 1) % plan.channels.count]
                addMention(channelIndex: f.channelIndex, messageId: other.firstMessageId, user: f.user,
                           "a mention on message \(other.firstMessageId) of another channel (\(other.cid))")
            }
        }
    }

    /// A user who is not in the channel, or nil when everyone is.
    private mutating func userOutside(_ channelIndex: Int) -> Int32? {
        let members = Set(plan.members(of: plan.channels[channelIndex]))
        let first = Int32(random.below(plan.userCount))
        for step in 0..<Int32(plan.userCount) {
            let user = (first + step) % Int32(plan.userCount)
            if !members.contains(user) { touchedUsers.insert(user); return user }
        }
        return nil
    }

    private mutating func addMention(channelIndex: Int, messageId: Int64, user: Int32, _ detail: String) {
        let channel = plan.channels[channelIndex]
        result.extraMentions.append(SeedPlantedMention(channelId: channel.id, messageId: messageId, user: user))
        recordKey("RS016", .init(channelCid: channel.cid, userId: plan.userIds[Int(user)], messageId: messageId), detail)
    }
}
