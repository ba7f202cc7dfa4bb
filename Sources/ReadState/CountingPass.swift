/// The counting pass the recompute and the audit share (docs/contributing.md#the-counting-pass):
/// a batch's countable rows as timelines, and the one place where a current member's correct
/// counters are computed from them by the rules of docs/rules.md — unread messages
/// (#per-member-unread-count), addressed messages (#addressed-messages), unread mentions
/// (#mentions), unread root messages (docs/mappings.md#root-counters) — and a thread
/// participant's unread replies (#threads), and where they enter the users' totals
/// (#per-user-totals).
///
/// Each job fills the timelines from its own reader (the recompute from SQL-filtered streams,
/// the audit from the rows its checks read) and then consumes what the pass counts: the
/// recompute writes drift and corrections, the audit's counter checks (RS005, RS006, RS012,
/// RS013, RS014) compare with the stored values.
///
/// Users are small ids of the job's `UserInterner`, the mutes' ids. Mention timelines are keyed
/// by (channel, mentioned user's id).
public struct CountingPass: Sendable {
    public let counter: MemberUnreadCounter
    /// The source's messages addressed to one member (for the whole run, not per batch).
    public let addressed: AddressedMessages
    /// The batch's countable messages, by channel.
    public var channels = ChannelTimelines()
    /// The batch's countable root messages, by channel (only for a source's root counter).
    public var roots = ChannelTimelines()
    /// The batch's countable replies, by (channel, parent).
    public var replies = KeyedTimelines()
    /// The batch's countable messages that mention a user, by (channel, user).
    public var mentions = KeyedTimelines()

    public init(mutes: MuteList, addressed: AddressedMessages = AddressedMessages()) {
        counter = MemberUnreadCounter(mutes: mutes)
        self.addressed = addressed
    }

    /// Empties the batch's timelines, keeping their storage.
    public mutating func removeBatch() {
        channels.removeAll()
        roots.removeAll()
        replies.removeAll()
        mentions.removeAll()
    }

    /// Where one channel's rows are, looked up once per channel.
    public struct Channel: Sendable {
        public let id: Int64
        /// The channel type's `read_events` (off: every count is 0).
        public let readEvents: Bool
        let timeline: Int?
        let rootTimeline: Int?
        let addressed: AddressedMessages.Channel?
    }

    /// Channel `id` of the batch. `key` spells it as the source does (only asked when the
    /// source has addressed messages); `roots`: count root messages too.
    public func channel(_ id: Int64, readEvents: Bool, roots countsRoots: Bool = false, key: () -> String) -> Channel {
        Channel(id: id, readEvents: readEvents, timeline: channels.index(of: id),
                rootTimeline: countsRoots ? roots.index(of: id) : nil,
                addressed: addressed.isEmpty ? nil : addressed.channel(key()))
    }

    /// A current member's correct counters.
    public struct MemberCounts: Sendable, Equatable {
        /// Unread messages, the addressed ones included (`channel_members.unread_count`).
        public var unread = 0
        /// Unread mentions (`channel_members.unread_mentions`).
        public var mentions = 0
        /// Unread root messages (`unread_root_count`), when asked for.
        public var roots = 0
        /// The member's user id, or -1 when it was never needed (nothing unread): most members
        /// have read everything, and resolving a user id is the costly part.
        public var user: Int32 = -1

        public init() {}

        /// Into the users' totals (docs/rules.md#per-user-totals): a muted membership keeps its
        /// own counts but is left out.
        public func add(to totals: inout UserTotals, muted: Bool) {
            guard unread > 0 else { return }
            totals.add(user: user, unread: unread, membershipMuted: muted)
            totals.add(user: user, mentions: mentions, membershipMuted: muted)
        }
    }

    /// The counters of a current member of `channel`. `user` resolves the member's id and is
    /// called at most once, only when something came after the member's horizon; `addressee`
    /// spells the member's id as the source does, asked only in a channel with addressed messages.
    @inline(__always)
    public func count(
        member lastReadAt: Int64?, joinedAt: Int64, in channel: Channel,
        user resolve: () -> Int32, addressee: () -> String
    ) -> MemberCounts {
        var user: Int32 = -1
        let unread = counter.unreadCount(
            lastReadAt: lastReadAt, joinedAt: joinedAt, in: channels, channel: channel.timeline, readEvents: channel.readEvents
        ) {
            user = resolve()
            return user
        }
        var counts = MemberCounts()
        counts.unread = unread
        counts.user = user
        if let toMembers = channel.addressed, let messages = toMembers[addressee()] {
            if counts.user < 0 { counts.user = resolve() }
            counts.unread += AddressedMessages.unreadCount(messages, member: counts.user, lastReadAt: lastReadAt,
                                                           mutes: counter.mutes, readEvents: channel.readEvents)
        }
        // docs/rules.md#mentions: mentions are unread messages, so none without unread; nor
        // unread root messages.
        guard counts.unread > 0 else { return counts }
        counts.mentions = counter.unreadCount(
            member: counts.user, lastReadAt: lastReadAt, joinedAt: joinedAt, in: mentions.timelines,
            channel: mentions.index(channel: channel.id, key: Int64(counts.user)), readEvents: channel.readEvents)
        if channel.rootTimeline != nil {
            counts.roots = counter.unreadCount(
                member: counts.user, lastReadAt: lastReadAt, joinedAt: joinedAt, in: roots,
                channel: channel.rootTimeline, readEvents: channel.readEvents)
        }
        return counts
    }

    /// A thread participant's unread replies (docs/rules.md#threads), for a participant who is a
    /// current member of the channel; `user` as in `count(member:…)`.
    @inline(__always)
    public func countReplies(
        participant lastReadAt: Int64?, joinedAt: Int64, parent: Int64, in channel: Channel, user resolve: () -> Int32
    ) -> Int {
        counter.unreadCount(
            lastReadAt: lastReadAt, joinedAt: joinedAt, in: replies.timelines,
            channel: replies.index(channel: channel.id, key: parent), readEvents: channel.readEvents, member: resolve)
    }
}
