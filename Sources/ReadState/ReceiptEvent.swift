/// Timestamps in the domain are PostgreSQL's own: microseconds since 2000-01-01 00:00:00 UTC
/// (`timestamptz` on the wire), so nothing is converted between the COPY stream and the sweep.
public typealias Microseconds = Int64

/// The two kinds of receipt in the event log (docs/rules.md#the-receipt-event-log).
public enum ReceiptKind: UInt8, Sendable {
    case read
    case delivered
}

/// One row of the receipt event log: at `at`, `user` reported having read (or received)
/// everything in the channel created at or before `upTo`. Users are interned ids (`UserInterner`).
public struct ReceiptEvent: Sendable, Equatable {
    public var user: Int32
    public var kind: ReceiptKind
    public var upTo: Microseconds
    public var at: Microseconds

    public init(user: Int32, kind: ReceiptKind, upTo: Microseconds, at: Microseconds) {
        self.user = user
        self.kind = kind
        self.upTo = upTo
        self.at = at
    }

    /// The newest `created_at` this event can be the first receipt of. docs/rules.md#latency needs both
    /// `up_to >= created_at` (the event covers the message) and `at >= created_at` (an event
    /// from before the message is ignored), which together are `created_at <= min(up_to, at)`.
    @inlinable public var reach: Microseconds { Swift.min(upTo, at) }
}

/// A message that counts (the message conditions of docs/rules.md#which-messages-can-count, checked by the query that reads it).
public struct LatencyMessage: Sendable, Equatable {
    public var id: Int64
    public var createdAt: Microseconds
    /// The sender, interned like the events' users.
    public var sender: Int32

    public init(id: Int64, createdAt: Microseconds, sender: Int32) {
        self.id = id
        self.createdAt = createdAt
        self.sender = sender
    }
}

/// Per channel type switches (docs/rules.md#channel-type-switches).
public struct ChannelTypeRules: Sendable, Equatable {
    public var name: String
    public var readEvents: Bool
    public var deliveryEvents: Bool

    public init(name: String, readEvents: Bool = true, deliveryEvents: Bool = false) {
        self.name = name
        self.readEvents = readEvents
        self.deliveryEvents = deliveryEvents
    }

    /// The switches of a type `channel_types` does not list (or lists with NULLs): the defaults.
    public static let unlisted = ChannelTypeRules(name: "")
}
