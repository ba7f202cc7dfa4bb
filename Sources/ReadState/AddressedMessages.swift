/// docs/rules.md#addressed-messages: messages a source addresses to one member alone (on
/// Matrix, an invite, which notifies its invitee and nobody else). They are not rows of
/// `messages`; a mapping lists them in its optional `addressed_messages` (docs/mappings.md#addressed-messages),
/// and each counts in its addressee's unread count by `UnreadRules.isUnreadAddressed`.
///
/// Held for the whole run, keyed by the channel's and the addressee's ids as the source spells
/// them: a source lists only those that can still count (an invite until the invitee reads), so
/// they are few. Memory: about 100 bytes a row.
public struct AddressedMessages: Sendable {
    public struct Message: Sendable, Equatable {
        /// The sender, an id of the run's `UserInterner` (as the mutes are).
        public var sender: Int32
        public var createdAt: Int64

        public init(sender: Int32, createdAt: Int64) {
            self.sender = sender
            self.createdAt = createdAt
        }
    }

    /// Per channel key, per addressee: the messages.
    public typealias Channel = [String: [Message]]

    private var channels: [String: Channel] = [:]
    public private(set) var count = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    public mutating func add(channel: String, addressee: String, _ message: Message) {
        channels[channel, default: [:]][addressee, default: []].append(message)
        count += 1
    }

    /// The channel's addressed messages, nil when it has none (looked up once a channel).
    public func channel(_ key: String) -> Channel? {
        channels[key]
    }

    /// How many of `messages` (addressed to `member`) are unread for it: the fast form of
    /// `UnreadRules.isUnreadAddressed`, with the senders `member` has muted in `mutes`.
    public static func unreadCount(_ messages: [Message], member: Int32, lastReadAt: Int64?, mutes: MuteList, readEvents: Bool) -> Int {
        guard readEvents else { return 0 }
        var count = 0
        for message in messages where message.sender != member && !mutes.isMuted(message.sender, by: member) {
            if UnreadRules.isAfterReadPosition(message.createdAt, lastReadAt: lastReadAt) { count += 1 }
        }
        return count
    }
}

extension UnreadRules {
    /// docs/rules.md#addressed-messages: a message addressed to a member alone counts for that
    /// member when it is not the member's own, its sender is not muted, the channel type tracks
    /// reads, and it was created after the member's `last_read_at` (NULL: nothing read). The
    /// member's `joined_at` does not bound it: an invite reaches its invitee before the join.
    public static func isUnreadAddressed(
        createdAt: Int64, sender: String, to member: Member, mutedSenders: Set<String>, readEvents: Bool
    ) -> Bool {
        guard readEvents, sender != member.userID, !mutedSenders.contains(sender) else { return false }
        return isAfterReadPosition(createdAt, lastReadAt: member.lastReadAt)
    }

    /// Created strictly after the read position; a NULL `last_read_at` reads as nothing read.
    @inlinable
    public static func isAfterReadPosition(_ createdAt: Int64, lastReadAt: Int64?) -> Bool {
        lastReadAt.map { createdAt > $0 } ?? true
    }
}
