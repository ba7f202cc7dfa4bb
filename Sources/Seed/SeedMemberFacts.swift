import Foundation

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
    /// Unread @mentions, and what each receipt move below would make of them.
    var mentions: Int
    var mentionsIfReadBeforeOwnLatest = 0
    var mentionsIfReadBefore = 0
    var mentionsIfReadAfter = 0
    /// The member's latest own message (any kind), whether it counts (docs/rules.md), and the message
    /// just before it with the unread count a receipt there would give.
    var ownLatest: SeedMessageRef?
    var ownLatestCounts = false
    var beforeOwnLatest: SeedMessageRef?
    var unreadIfReadBeforeOwnLatest = 0
    /// The messages just before and after the read receipt, and the count a receipt on the
    /// next one would give.
    var beforeRead: SeedMessageRef?
    var unreadIfReadBefore = 0
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
        mentions = o.mentions
        if let own = h.ownMessages(m).last.map(Int.init) {
            ownLatest = ref(own)
            ownLatestCounts = h.kinds[own].counts
            if own >= 1 {
                beforeOwnLatest = ref(own - 1)
                unreadIfReadBeforeOwnLatest = h.unreadCount(member: m, readIndex: own - 1)
                mentionsIfReadBeforeOwnLatest = h.unreadMentions(member: m, readIndex: own - 1)
            }
        }
        if o.readIndex >= 1 {
            beforeRead = ref(o.readIndex - 1)
            unreadIfReadBefore = h.unreadCount(member: m, readIndex: o.readIndex - 1)
            mentionsIfReadBefore = h.unreadMentions(member: m, readIndex: o.readIndex - 1)
        }
        if o.readIndex >= 0 && o.readIndex + 1 < n {
            afterRead = ref(o.readIndex + 1)
            unreadIfReadAfter = h.unreadCount(member: m, readIndex: o.readIndex + 1)
            mentionsIfReadAfter = h.unreadMentions(member: m, readIndex: o.readIndex + 1)
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
    /// `unread_mentions`.
    var mentions: Int

    init(readAt: Int64?, readMessageId: Int64?, deliveredAt: Int64?, deliveredMessageId: Int64?, unread: Int, mentions: Int) {
        self.readAt = readAt
        self.readMessageId = readMessageId
        self.deliveredAt = deliveredAt
        self.deliveredMessageId = deliveredMessageId
        self.unread = unread
        self.mentions = mentions
    }

    init(facts: SeedMemberFacts) {
        readAt = facts.read?.createdAt
        readMessageId = facts.read?.id
        deliveredAt = facts.delivered?.createdAt
        deliveredMessageId = facts.delivered?.id
        unread = facts.unread
        mentions = facts.mentions
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


/// A `thread_participants` row's key.
struct SeedParticipantKey: Hashable, Sendable {
    var channelId: Int64
    var parentId: Int64
    var user: Int32
}

/// The state columns of a `thread_participants` row.
struct SeedParticipantState: Sendable, Equatable {
    var readAt: Int64?
    var unread: Int
}

/// A `message_mentions` row added by the planter.
struct SeedPlantedMention: Sendable {
    var channelId: Int64
    var messageId: Int64
    var user: Int32
}

/// One thread participant's clean state, and what RS015 needs: the participant's latest own
/// reply, the message before it in the thread (a reply or the parent) and the unread replies
/// a receipt there, or none, would give.
struct SeedParticipantFacts: Sendable {
    var channelIndex: Int
    var key: SeedParticipantKey
    var mutedMembership: Bool
    var state: SeedParticipantState
    var ownLatestReply: SeedMessageRef?
    var beforeOwnLatestReply: SeedMessageRef?
    var unreadIfReadBeforeOwnLatest = 0
    var unreadIfNeverRead = 0

    var memberKey: SeedMemberKey { SeedMemberKey(channelId: key.channelId, user: key.user) }

    init(history h: SeedChannelHistory, participant p: SeedParticipant, channelIndex: Int) {
        func ref(_ index: Int) -> SeedMessageRef { SeedMessageRef(id: h.messageId(index), createdAt: h.created[index]) }
        let thread = h.threads[p.thread]
        self.channelIndex = channelIndex
        key = SeedParticipantKey(channelId: h.channel.id, parentId: h.messageId(Int(thread.parent)), user: h.users[p.member])
        mutedMembership = h.mutedMembership[p.member]
        state = SeedParticipantState(readAt: p.readAt, unread: p.unread)
        unreadIfNeverRead = h.unreadReplies(member: p.member, thread: thread, joined: p.joined, readAt: nil)
        guard let position = thread.replies.lastIndex(where: { Int(h.sender[Int($0)]) == p.member }) else { return }
        ownLatestReply = ref(Int(thread.replies[position]))
        let before = position > 0 ? Int(thread.replies[position - 1]) : Int(thread.parent)
        beforeOwnLatestReply = ref(before)
        unreadIfReadBeforeOwnLatest = h.unreadReplies(member: p.member, thread: thread, joined: p.joined, readAt: h.created[before])
    }
}
