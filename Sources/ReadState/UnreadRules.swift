/// docs/rules.md#per-member-unread-count, the unread rules, as plain values: **the one home of
/// the rules**. What lets a message count (`countableTypes`, `Exclusion`, and where a reply
/// counts) is defined here once; the Swift predicates below and the SQL fragments of
/// `UnreadRules.SQL` (UnreadRules+SQL.swift) are made from it, and a test on a real PostgreSQL
/// (`RuleSQLTests`) holds the two equal on every combination of the columns. The fast path
/// (`ChannelTimelines`, `MemberUnreadCounter`) applies the message-level rules in SQL (those
/// fragments) and the member-level rules by binary search; these functions are the same rules
/// one message at a time, the reference the fast path is tested against.
///
/// Time stamps are PostgreSQL's: microseconds since 2000-01-01 UTC, `infinity` = `Int64.max`.
public enum UnreadRules {
    public enum MessageType: String, Sendable, CaseIterable {
        case regular, system, error, ephemeral
    }

    /// The columns of `messages` the rules look at.
    public struct Message: Sendable, Equatable {
        public var sender: String
        public var createdAt: Int64
        public var type: MessageType
        public var parentID: Int64?
        public var showInChannel: Bool
        public var silent: Bool
        public var shadowed: Bool
        public var deletedAt: Int64?

        public init(
            sender: String, createdAt: Int64, type: MessageType = .regular, parentID: Int64? = nil,
            showInChannel: Bool = false, silent: Bool = false, shadowed: Bool = false, deletedAt: Int64? = nil
        ) {
            self.sender = sender
            self.createdAt = createdAt
            self.type = type
            self.parentID = parentID
            self.showInChannel = showInChannel
            self.silent = silent
            self.shadowed = shadowed
            self.deletedAt = deletedAt
        }
    }

    /// The columns of a current `channel_members` row the rules look at.
    public struct Member: Sendable, Equatable {
        public var userID: String
        public var joinedAt: Int64
        public var lastReadAt: Int64?

        public init(userID: String, joinedAt: Int64, lastReadAt: Int64?) {
            self.userID = userID
            self.joinedAt = joinedAt
            self.lastReadAt = lastReadAt
        }
    }

    /// docs/rules.md#which-messages-can-count: the types whose messages can count, in their
    /// channel or in their thread; `error` and `ephemeral` never do.
    public static let countableTypes: [MessageType] = [.regular, .system]

    /// A flag of a message that keeps it from counting anywhere, in its channel and in its
    /// thread (docs/rules.md#which-messages-can-count), in the order the SQL tests them.
    public enum Exclusion: CaseIterable, Sendable {
        /// `deleted_at` is set.
        case deleted
        /// `silent`: the message does not notify or count.
        case silent
        /// `shadowed`: a shadow-banned sender's message, which others do not see.
        case shadowed

        /// Whether the flag is set on `message`.
        public func isSet(on message: Message) -> Bool {
            switch self {
            case .deleted: return message.deletedAt != nil
            case .silent: return message.silent
            case .shadowed: return message.shadowed
            }
        }
    }

    /// What a message needs to count anywhere, in its channel or in its thread: a countable
    /// type and no exclusion. `isCountable` and `isCountableReply` share it.
    public static func hasCountableKind(_ message: Message) -> Bool {
        countableTypes.contains(message.type) && !Exclusion.allCases.contains { $0.isSet(on: message) }
    }

    /// The conditions that are the same for every member: the type, deleted / silent /
    /// shadowed, and thread replies. `UnreadRules.SQL.countable` says exactly this in SQL.
    public static func isCountable(_ message: Message) -> Bool {
        // docs/rules.md#which-messages-can-count: thread replies count only when shown in the channel.
        hasCountableKind(message) && (message.parentID == nil || message.showInChannel)
    }

    /// A member's messages count when created strictly after this instant: the later of
    /// `last_read_at` and `joined_at` (a NULL `last_read_at` reads as "nothing read").
    @inlinable
    public static func horizon(lastReadAt: Int64?, joinedAt: Int64) -> Int64 {
        max(lastReadAt ?? .min, joinedAt)
    }

    /// Whether `message` counts as unread for `member`, one message at a time (docs/rules.md#per-member-unread-count).
    /// `mutedSenders` are the users `member` has muted; `readEvents` is the channel type's switch.
    public static func isUnread(_ message: Message, for member: Member, mutedSenders: Set<String>, readEvents: Bool) -> Bool {
        guard readEvents, isCountable(message) else { return false }
        // Own messages are never unread: sending counts as reading.
        guard message.sender != member.userID, !mutedSenders.contains(message.sender) else { return false }
        return message.createdAt > horizon(lastReadAt: member.lastReadAt, joinedAt: member.joinedAt)
    }

    /// A member's unread count, one message at a time: the reference for the fast path.
    public static func unreadCount(of member: Member, in messages: [Message], mutedSenders: Set<String>, readEvents: Bool) -> Int {
        messages.reduce(0) { $0 + (isUnread($1, for: member, mutedSenders: mutedSenders, readEvents: readEvents) ? 1 : 0) }
    }
}

extension UnreadRules {
    /// The reply conditions that are the same for every participant (docs/rules.md#threads):
    /// a reply of a thread, regular or system, not deleted, silent or shadowed.
    /// docs/rules.md#threads: show_in_channel does not matter inside a thread.
    /// `UnreadRules.SQL.countableReply` says exactly this in SQL.
    public static func isCountableReply(_ message: Message) -> Bool {
        message.parentID != nil && hasCountableKind(message)
    }

    /// Whether `reply` counts as unread for a thread participant, one reply at a time: the
    /// reference for the fast path. `participant` carries the thread receipt and the time the
    /// user joined the thread; `currentMember` is whether the user is still a member of the
    /// channel (a participant who left counts nowhere).
    public static func isUnreadReply(
        _ reply: Message, for participant: Member, currentMember: Bool, mutedSenders: Set<String>, readEvents: Bool
    ) -> Bool {
        guard currentMember, readEvents, isCountableReply(reply) else { return false }
        guard reply.sender != participant.userID, !mutedSenders.contains(reply.sender) else { return false }
        return reply.createdAt > horizon(lastReadAt: participant.lastReadAt, joinedAt: participant.joinedAt)
    }

    /// Whether `message` is an unread mention for `member`: it counts as unread by the channel
    /// rules and mentions the member (docs/rules.md#threads).
    public static func isUnreadMention(
        _ message: Message, mentions: Bool, for member: Member, mutedSenders: Set<String>, readEvents: Bool
    ) -> Bool {
        mentions && isUnread(message, for: member, mutedSenders: mutedSenders, readEvents: readEvents)
    }
}
