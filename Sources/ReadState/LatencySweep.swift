/// The two earliest receipts from distinct users among the events seen so far. A message's
/// first receipt is the earliest one not by its sender: when the sender holds the earliest, the
/// second (another user, by construction) is the answer, so the exclusion is exact.
public struct EarliestReceipts: Sendable, Equatable {
    /// `Int64.max` = none.
    public private(set) var firstAt: Microseconds = .max
    public private(set) var firstUser: Int32 = -1
    /// The earliest receipt among users other than `firstUser`.
    public private(set) var secondAt: Microseconds = .max
    public private(set) var secondUser: Int32 = -1

    public init() {}

    @inlinable public static var none: Microseconds { .max }

    /// Keeps, per user, only that user's earliest `at` — a later event of the same user (a
    /// re-read, a mark-unread regression) never displaces an earlier one.
    public mutating func add(user: Int32, at: Microseconds) {
        if user == firstUser {
            if at < firstAt { firstAt = at }
        } else if at < firstAt {
            // The old first is the earliest of everyone but `user`: it becomes the second.
            secondAt = firstAt
            secondUser = firstUser
            firstAt = at
            firstUser = user
        } else if user == secondUser {
            if at < secondAt { secondAt = at }
        } else if at < secondAt {
            secondAt = at
            secondUser = user
        }
    }

    /// The earliest `at` by a user other than `sender`; `Int64.max` when there is none.
    @inlinable public func earliest(excluding sender: Int32) -> Microseconds {
        firstUser == sender ? secondAt : firstAt
    }
}

/// A message's first receipts (docs/rules.md#first-read-and-first-delivery): `Int64.max` where there is none.
public struct FirstReceipts: Sendable, Equatable {
    /// The smallest `at` of a covering `read` event by someone other than the sender.
    public var read: Microseconds
    /// The same over `read` and `delivered` events (read implies delivered).
    public var delivered: Microseconds

    public init(read: Microseconds = .max, delivered: Microseconds = .max) {
        self.read = read
        self.delivered = delivered
    }

    public var readAt: Microseconds? { read == .max ? nil : read }
    public var deliveredAt: Microseconds? { delivered == .max ? nil : delivered }
}

/// The first receipts (docs/rules.md#first-read-and-first-delivery) of every message of one channel, in one pass and without looking
/// anything up per message.
///
/// An event (user u, up_to, at) is a candidate for message m exactly when
/// `m.created_at <= reach = min(up_to, at)` and `u != m.sender`. Walking the messages from the
/// newest to the oldest, and adding each event once its reach is at or after the message, the
/// events added so far are exactly those with `reach >= created_at`; `EarliestReceipts` keeps
/// the two earliest of them from distinct users, which answers "earliest not by the sender".
/// Cost: sorting plus O(messages + events); memory: the channel's arrays.
public enum LatencySweep {
    /// Sorting orders for the two inputs of `sweep`.
    @inlinable public static func messageOrder(_ a: LatencyMessage, _ b: LatencyMessage) -> Bool {
        a.createdAt != b.createdAt ? a.createdAt < b.createdAt : a.id < b.id
    }

    @inlinable public static func eventOrder(_ a: ReceiptEvent, _ b: ReceiptEvent) -> Bool {
        a.reach > b.reach
    }

    /// `messages` sorted by `messageOrder` (created_at ascending), `events` by `eventOrder`
    /// (reach descending), both of one channel. Writes `results[i]` for `messages[i]` (by
    /// position in the slice, from 0); `results` is resized to `messages.count`.
    public static func sweep(
        messages: ArraySlice<LatencyMessage>,
        events: ArraySlice<ReceiptEvent>,
        into results: inout [FirstReceipts]
    ) {
        assert(zip(messages, messages.dropFirst()).allSatisfy { !messageOrder($1, $0) }, "messages are not sorted")
        assert(zip(events, events.dropFirst()).allSatisfy { !eventOrder($1, $0) }, "events are not sorted")
        results.removeAll(keepingCapacity: true)
        results.append(contentsOf: repeatElement(FirstReceipts(), count: messages.count))
        var read = EarliestReceipts()
        var delivered = EarliestReceipts()
        var next = events.startIndex
        results.withUnsafeMutableBufferPointer { out in
            var offset = messages.count
            for index in messages.indices.reversed() {
                offset -= 1
                let message = messages[index]
                while next < events.endIndex, events[next].reach >= message.createdAt {
                    let event = events[next]
                    // Read implies delivered: every read event is a delivery receipt too.
                    delivered.add(user: event.user, at: event.at)
                    if event.kind == .read { read.add(user: event.user, at: event.at) }
                    next += 1
                }
                out[offset] = FirstReceipts(
                    read: read.earliest(excluding: message.sender),
                    delivered: delivered.earliest(excluding: message.sender))
            }
        }
    }

    /// The first receipts of `messages` (any order) from `events` (any order) of one channel,
    /// in the order of `messages`. Convenient and slower; the job sorts whole batches instead.
    public static func firstReceipts(messages: [LatencyMessage], events: [ReceiptEvent]) -> [FirstReceipts] {
        let order = messages.indices.sorted { messageOrder(messages[$0], messages[$1]) }
        let sortedMessages = order.map { messages[$0] }
        let sortedEvents = events.sorted(by: eventOrder)
        var sortedResults: [FirstReceipts] = []
        sweep(messages: sortedMessages[...], events: sortedEvents[...], into: &sortedResults)
        var results = [FirstReceipts](repeating: FirstReceipts(), count: messages.count)
        for (position, original) in order.enumerated() { results[original] = sortedResults[position] }
        return results
    }
}
