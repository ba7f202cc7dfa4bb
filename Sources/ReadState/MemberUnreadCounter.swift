/// A current member's unread count from its channel's timeline (docs/rules.md#per-member-unread-count): the messages after
/// the member's horizon (`max(last_read_at, joined_at)`), minus the member's own messages after
/// it, minus those of each sender the member has muted. A few binary searches a member, however
/// many messages are unread: the cost does not grow with the unread messages.
public struct MemberUnreadCounter: Sendable {
    public let mutes: MuteList

    public init(mutes: MuteList) {
        self.mutes = mutes
    }

    /// `member`'s unread count in `timeline`. `readEvents` is the channel type's switch
    /// (off: no read state is tracked, the correct count is 0).
    public func unreadCount(member: Int32, lastReadAt: Int64?, joinedAt: Int64, in timeline: ChannelTimeline, readEvents: Bool = true) -> Int {
        guard let batch = timeline.batch else { return 0 }
        return unreadCount(member: member, lastReadAt: lastReadAt, joinedAt: joinedAt, in: batch, channel: timeline.index, readEvents: readEvents)
    }

    /// The same, for the channel at `channel` in `timelines` (nil: the channel has no countable
    /// message). The recompute's hot loop uses this form: no view is copied per member.
    public func unreadCount(
        member: Int32, lastReadAt: Int64?, joinedAt: Int64, in timelines: borrowing ChannelTimelines, channel: Int?, readEvents: Bool = true
    ) -> Int {
        unreadCount(lastReadAt: lastReadAt, joinedAt: joinedAt, in: timelines, channel: channel, readEvents: readEvents) { member }
    }

    /// The same, asking who the member is (`member`) only when some message came after its
    /// horizon: most members have read everything, and resolving a user id is the costly part.
    public func unreadCount(
        lastReadAt: Int64?, joinedAt: Int64, in timelines: borrowing ChannelTimelines, channel: Int?, readEvents: Bool = true,
        member resolve: () -> Int32
    ) -> Int {
        guard readEvents, let channel else { return 0 }
        let horizon = UnreadRules.horizon(lastReadAt: lastReadAt, joinedAt: joinedAt)
        let after = timelines.countAfter(horizon, channel: channel)
        guard after > 0 else { return 0 }
        let member = resolve()
        // Own messages are never unread.
        var count = after - timelines.countAfter(horizon, channel: channel, sender: member)
        let muted = mutes.mutedRange(of: member)
        guard !muted.isEmpty else { return count }
        // Walk the shorter of the two lists: the member's mutes, or the channel's senders.
        // A self-mute is skipped, so own messages are never subtracted twice.
        if muted.count <= timelines.senderCount(ofChannel: channel) {
            for index in muted {
                let sender = mutes.mutedUser(at: index)
                if sender != member { count -= timelines.countAfter(horizon, channel: channel, sender: sender) }
            }
        } else {
            for sender in timelines.senders(ofChannel: channel) where sender != member && mutes.isMuted(sender, by: member) {
                count -= timelines.countAfter(horizon, channel: channel, sender: sender)
            }
        }
        return count
    }
}
