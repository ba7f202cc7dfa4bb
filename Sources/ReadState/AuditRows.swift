// The audit's rows: one channel and its rows of each table as the shared pass reads them
// (`AuditBatchReader` fills them, `ChannelAuditor` hands them to the checks).

/// One channel as the audit sees it. `cid` is nil when the `channels` row is missing (a
/// foreign key dropped); `rules` is nil when the channel or its type row is missing.
public struct AuditChannel: Sendable, Equatable {
    public var id: Int64
    public var cid: String?
    public var rules: ChannelTypeRules?

    public init(id: Int64, cid: String?, rules: ChannelTypeRules?) {
        self.id = id
        self.cid = cid
        self.rules = rules
    }

    /// The switches checks apply: the type's, or `channel_types`' column defaults (read events
    /// on, delivery events off) when the type is unknown, so odd rows are still checked.
    var readEvents: Bool { rules?.readEvents ?? true }
    var deliveryEvents: Bool { rules?.deliveryEvents ?? false }

    var findingChannel: FindingChannel { FindingChannel(id: id, cid: cid) }
}

/// A `channel_members` row, current or former; users are small ids (`UserInterner`).
public struct AuditMember: Sendable, Equatable {
    public var user: Int32
    public var joinedAt: Microseconds
    public var muted: Bool
    public var lastReadAt: Microseconds?
    public var lastReadMessageID: Int64?
    public var unreadCount: Int64
    public var lastDeliveredAt: Microseconds?
    public var lastDeliveredMessageID: Int64?
    public var leftAt: Microseconds?
    /// The stored `unread_mentions` (docs/rules.md#threads).
    public var unreadMentions: Int64

    public init(
        user: Int32, joinedAt: Microseconds, muted: Bool = false, lastReadAt: Microseconds? = nil,
        lastReadMessageID: Int64? = nil, unreadCount: Int64 = 0, lastDeliveredAt: Microseconds? = nil,
        lastDeliveredMessageID: Int64? = nil, leftAt: Microseconds? = nil, unreadMentions: Int64 = 0
    ) {
        self.unreadMentions = unreadMentions
        self.user = user
        self.joinedAt = joinedAt
        self.muted = muted
        self.lastReadAt = lastReadAt
        self.lastReadMessageID = lastReadMessageID
        self.unreadCount = unreadCount
        self.lastDeliveredAt = lastDeliveredAt
        self.lastDeliveredMessageID = lastDeliveredMessageID
        self.leftAt = leftAt
    }

    public var isCurrent: Bool { leftAt == nil }
}

/// A message of the channel, any kind; `counts` is the message-level rule of docs/rules.md#which-messages-can-count
/// (`UnreadRules.isCountable`), evaluated by the query that reads it.
public struct AuditMessage: Sendable, Equatable {
    public var id: Int64
    public var sender: Int32
    public var createdAt: Microseconds
    public var counts: Bool
    /// The thread's parent for a reply (nil: not a reply).
    public var parentID: Int64?
    /// docs/rules.md#threads: the reply counts inside its thread (`UnreadRules.isCountableReply`).
    public var countsInThread: Bool
    /// A countable reply whose parent is not a message of its channel (RS018): it counts in no thread.
    public var foreignParent: Bool

    public init(id: Int64, sender: Int32, createdAt: Microseconds, counts: Bool = true, parentID: Int64? = nil, countsInThread: Bool = false,
                foreignParent: Bool = false) {
        self.parentID = parentID
        self.countsInThread = countsInThread
        self.foreignParent = foreignParent
        self.id = id
        self.sender = sender
        self.createdAt = createdAt
        self.counts = counts
    }
}

/// A row of `thread_participants` (docs/rules.md#threads).
public struct AuditParticipant: Sendable, Equatable {
    public var parentID: Int64
    public var user: Int32
    public var joinedAt: Microseconds
    public var lastReadAt: Microseconds?
    public var unreadReplies: Int64
    /// The parent is a message of the participant row's channel (RS017 where it is not).
    public var parentInChannel: Bool

    public init(parentID: Int64, user: Int32, joinedAt: Microseconds, lastReadAt: Microseconds? = nil, unreadReplies: Int64 = 0,
                parentInChannel: Bool = true) {
        self.parentInChannel = parentInChannel
        self.parentID = parentID
        self.user = user
        self.joinedAt = joinedAt
        self.lastReadAt = lastReadAt
        self.unreadReplies = unreadReplies
    }
}

/// A row of `message_mentions`: `messageID` mentions `user` (docs/rules.md#threads).
public struct AuditMention: Sendable, Equatable {
    public var messageID: Int64
    public var user: Int32

    public init(messageID: Int64, user: Int32) {
        self.messageID = messageID
        self.user = user
    }
}

/// A row of `receipt_events`.
public struct AuditEvent: Sendable, Equatable {
    public var id: Int64
    public var user: Int32
    public var kind: ReceiptKind
    public var upTo: Microseconds
    public var at: Microseconds

    public init(id: Int64, user: Int32, kind: ReceiptKind, upTo: Microseconds, at: Microseconds) {
        self.id = id
        self.user = user
        self.kind = kind
        self.upTo = upTo
        self.at = at
    }
}
