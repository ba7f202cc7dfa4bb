/// docs/rules.md#why-a-message-does-not-count: the first rule that keeps a message from counting,
/// for `unreadctl explain`. Made from the same definitions as the predicates (`countableTypes`,
/// `Exclusion`, `horizon`), tested to agree with them: a message counts exactly when it has no
/// reason (`UnreadReasonTests`).
extension UnreadRules {
    /// One rule of docs/rules.md, each once; `text` is that page's wording and `code` the key
    /// `explain --format json` writes.
    public enum Reason: String, CaseIterable, Sendable, Codable {
        case readEventsOff = "read_events_off"
        case typeNeverCounts = "type_never_counts"
        case deleted
        case silent
        case shadowed
        case replyInThread = "reply_in_thread"
        case parentElsewhere = "parent_elsewhere"
        case ownMessage = "own_message"
        case mutedSender = "muted_sender"
        case beforeJoin = "before_join"
        case readAlready = "read_already"

        public var code: String { rawValue }

        /// The wording of docs/rules.md#why-a-message-does-not-count (a test holds the page to it).
        public var text: String {
            switch self {
            case .readEventsOff: return "the channel's type has read events off"
            case .typeNeverCounts: return "a type that never counts (error, ephemeral)"
            case .deleted: return "deleted"
            case .silent: return "silent"
            case .shadowed: return "shadowed"
            case .replyInThread: return "a reply that stays in its thread"
            case .parentElsewhere: return "a reply whose parent is not a message of its channel"
            case .ownMessage: return "own message: posting counts as reading"
            case .mutedSender: return "the member muted its sender"
            case .beforeJoin: return "before the member joined"
            case .readAlready: return "at or before the read position"
            }
        }

        /// The flag an `Exclusion` names, as a reason.
        init(_ exclusion: Exclusion) {
            switch exclusion {
            case .deleted: self = .deleted
            case .silent: self = .silent
            case .shadowed: self = .shadowed
            }
        }
    }

    /// Why a message of any kind cannot count: its type or a flag (nil when it has the kind that counts).
    static func kindReason(_ message: Message) -> Reason? {
        if !countableTypes.contains(message.type) { return .typeNeverCounts }
        return Exclusion.allCases.first { $0.isSet(on: message) }.map(Reason.init)
    }

    /// The member conditions in the order of docs/rules.md#per-member-unread-count: own, muted, then
    /// the join before the read position (a message before the join says so even when also read).
    static func memberReason(sender: String, createdAt: Int64, for member: Member, mutedSenders: Set<String>) -> Reason? {
        if sender == member.userID { return .ownMessage }
        if mutedSenders.contains(sender) { return .mutedSender }
        if createdAt <= member.joinedAt { return .beforeJoin }
        if !isAfterReadPosition(createdAt, lastReadAt: member.lastReadAt) { return .readAlready }
        return nil
    }

    /// The first rule that keeps `message` from being unread for `member` in its channel; nil
    /// when it counts (exactly when `isUnread` holds).
    public static func reason(_ message: Message, for member: Member, mutedSenders: Set<String>, readEvents: Bool) -> Reason? {
        if !readEvents { return .readEventsOff }
        if let kind = kindReason(message) { return kind }
        // docs/rules.md#which-messages-can-count: a reply counts in the channel only when shown there.
        if message.parentID != nil, !message.showInChannel { return .replyInThread }
        return memberReason(sender: message.sender, createdAt: message.createdAt, for: member, mutedSenders: mutedSenders)
    }

    /// The first rule that keeps `reply` from being unread for a thread participant of a current
    /// member; nil when it counts (exactly when `isUnreadReply` holds and the parent is a message
    /// of the reply's channel, docs/rules.md#threads).
    public static func replyReason(
        _ reply: Message, parentInChannel: Bool, for participant: Member, mutedSenders: Set<String>, readEvents: Bool
    ) -> Reason? {
        if !readEvents { return .readEventsOff }
        if let kind = kindReason(reply) { return kind }
        if !parentInChannel { return .parentElsewhere }
        return memberReason(sender: reply.sender, createdAt: reply.createdAt, for: participant, mutedSenders: mutedSenders)
    }
}
