/// A message's delivery state as its sender's app shows it (docs/rules.md#delivery-state):
/// `hidden` in a type with `read_events` off, where the app shows no indicator at all, so such a
/// message is none of sent, delivered or read.
public enum DeliveryState: Int, CaseIterable, Sendable {
    case sent, delivered, read, hidden

    public var name: String {
        switch self {
        case .sent: return "sent"
        case .delivered: return "delivered"
        case .read: return "read"
        case .hidden: return "hidden"
        }
    }
}

/// A current member's receipts (`left_at IS NULL`); `nil` = NULL in the table.
public struct CurrentMember: Sendable, Equatable {
    public var user: Int32
    public var lastReadAt: Microseconds?
    public var lastDeliveredAt: Microseconds?

    public init(user: Int32, lastReadAt: Microseconds?, lastDeliveredAt: Microseconds?) {
        self.user = user
        self.lastReadAt = lastReadAt
        self.lastDeliveredAt = lastDeliveredAt
    }
}

/// Who has read and received what in one channel, from its current members' receipts (docs/rules.md#read-by-and-delivered-to):
/// read by u when `u.last_read_at >= created_at`, delivered to u when `u.last_delivered_at >=
/// created_at` or read by u, never counting the sender. The positions are sorted once per
/// channel, so a message's counts are two binary searches, not a loop over the members; the
/// sender's own receipts are found by user id in O(1).
public struct ChannelAudience: Sendable {
    public private(set) var rules: ChannelTypeRules
    /// Current members, including any who never read (they are the channel's size).
    public private(set) var memberCount = 0
    /// Sorted ascending; a NULL receipt is `Int64.min` (never >= a created_at).
    private var readPositions: [Microseconds] = []
    private var deliveredPositions: [Microseconds] = []
    /// The current channel's members in input order: user and positions.
    private var users: [Int32] = []
    private var memberReads: [Microseconds] = []
    private var memberDeliveries: [Microseconds] = []
    /// user id → index in `users`, or -1; reset for the previous channel's users only.
    private var slotByUser: [Int32] = []

    public init(rules: ChannelTypeRules = ChannelTypeRules(name: "")) {
        self.rules = rules
    }

    public init(rules: ChannelTypeRules, members: [CurrentMember]) {
        self.rules = rules
        reset(rules: rules, members: members[...])
    }

    /// Reuses the arrays for the next channel. Users are small non-negative ids (`UserInterner`).
    public mutating func reset(rules: ChannelTypeRules, members: ArraySlice<CurrentMember>) {
        self.rules = rules
        for user in users { slotByUser[Int(user)] = -1 }
        memberCount = members.count
        readPositions.removeAll(keepingCapacity: true)
        deliveredPositions.removeAll(keepingCapacity: true)
        users.removeAll(keepingCapacity: true)
        memberReads.removeAll(keepingCapacity: true)
        memberDeliveries.removeAll(keepingCapacity: true)
        for member in members {
            // With read_events off no read state is tracked (docs/rules.md#channel-type-switches): a stray last_read_at
            // there is RS011's finding, not a read.
            let read = rules.readEvents ? (member.lastReadAt ?? .min) : .min
            // Read implies delivered.
            let delivered = Swift.max(member.lastDeliveredAt ?? .min, read)
            readPositions.append(read)
            deliveredPositions.append(delivered)
            let user = Int(member.user)
            if user >= slotByUser.count {
                slotByUser.append(contentsOf: repeatElement(-1, count: Swift.max(user + 1 - slotByUser.count, slotByUser.count)))
            }
            slotByUser[user] = Int32(users.count)
            users.append(member.user)
            memberReads.append(read)
            memberDeliveries.append(delivered)
        }
        readPositions.sort()
        deliveredPositions.sort()
    }

    /// Current members other than `sender` who have read a message created at `createdAt`;
    /// nil when the type does not track reads.
    public func readBy(createdAt: Microseconds, sender: Int32) -> Int? {
        guard rules.readEvents else { return nil }
        let slot = slot(of: sender)
        let sendersOwn = slot >= 0 && memberReads[slot] >= createdAt ? 1 : 0
        return Self.countAtOrAfter(createdAt, in: readPositions) - sendersOwn
    }

    /// Current members other than `sender` to whom it was delivered; nil when the type does not
    /// track deliveries.
    public func deliveredTo(createdAt: Microseconds, sender: Int32) -> Int? {
        guard rules.deliveryEvents else { return nil }
        let slot = slot(of: sender)
        let sendersOwn = slot >= 0 && memberDeliveries[slot] >= createdAt ? 1 : 0
        return Self.countAtOrAfter(createdAt, in: deliveredPositions) - sendersOwn
    }

    /// `hidden` in a type without read events (the sender's app shows nothing), else `read` if
    /// read by anyone, else `delivered` if delivered to anyone (types with delivery events
    /// only), else `sent`.
    public func state(readBy: Int?, deliveredTo: Int?) -> DeliveryState {
        guard rules.readEvents else { return .hidden }
        if let readBy, readBy > 0 { return .read }
        if rules.deliveryEvents, let deliveredTo, deliveredTo > 0 { return .delivered }
        return .sent
    }

    @inline(__always) private func slot(of user: Int32) -> Int {
        user >= 0 && Int(user) < slotByUser.count ? Int(slotByUser[Int(user)]) : -1
    }

    /// How many of the sorted `positions` are >= `value`.
    static func countAtOrAfter(_ value: Microseconds, in positions: [Microseconds]) -> Int {
        positions.withUnsafeBufferPointer { sorted in
            var low = 0, high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < value { low = middle + 1 } else { high = middle }
            }
            return sorted.count - low
        }
    }
}
