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
/// `m.created_at <= reach = min(up_to, at)` and `u != m.sender`. Each event reaches the
/// messages up to the newest one created at or before its reach (a binary search over the
/// channel's messages, which are sorted by time); the events are put in a bucket per that newest
/// message (a counting sort, not a comparison sort). Walking the messages from the newest to the
/// oldest and adding each bucket as its message comes, the events added so far are exactly those
/// with `reach >= created_at`; `EarliestReceipts` keeps the two earliest of them from distinct
/// users, which answers "earliest not by the sender" whatever order they were added in.
/// Cost: O(events × log messages + messages); memory: the channel's arrays and `SweepBuckets`.
public enum LatencySweep {
    /// The order `sweep` takes the messages in.
    @inlinable public static func messageOrder(_ a: LatencyMessage, _ b: LatencyMessage) -> Bool {
        a.createdAt != b.createdAt ? a.createdAt < b.createdAt : a.id < b.id
    }

    /// `messages` sorted by `messageOrder` (created_at ascending), `events` in any order, both of
    /// one channel. Writes `results[i]` for `messages[i]` (by position in the slice, from 0);
    /// `results` is resized to `messages.count`. `buckets` is storage kept between channels.
    public static func sweep(
        messages: ArraySlice<LatencyMessage>,
        events: ArraySlice<ReceiptEvent>,
        into results: inout [FirstReceipts],
        buckets: inout SweepBuckets
    ) {
        assert(zip(messages, messages.dropFirst()).allSatisfy { !messageOrder($1, $0) }, "messages are not sorted")
        results.removeAll(keepingCapacity: true)
        results.append(contentsOf: repeatElement(FirstReceipts(), count: messages.count))
        guard !messages.isEmpty, !events.isEmpty else { return }
        buckets.fill(messages: messages, events: events)
        var read = EarliestReceipts()
        var delivered = EarliestReceipts()
        results.withUnsafeMutableBufferPointer { out in
            events.withUnsafeBufferPointer { events in
                messages.withUnsafeBufferPointer { messages in
                    for offset in (0..<messages.count).reversed() {
                        for slot in buckets.range(offset) {
                            let event = events[Int(buckets.events[slot])]
                            // Read implies delivered: every read event is a delivery receipt too.
                            delivered.add(user: event.user, at: event.at)
                            if event.kind == .read { read.add(user: event.user, at: event.at) }
                        }
                        let sender = messages[offset].sender
                        out[offset] = FirstReceipts(read: read.earliest(excluding: sender),
                                                    delivered: delivered.earliest(excluding: sender))
                    }
                }
            }
        }
    }

    /// The first receipts of `messages` (any order) from `events` (any order) of one channel,
    /// in the order of `messages`. Convenient and slower; the job sorts whole batches instead.
    public static func firstReceipts(messages: [LatencyMessage], events: [ReceiptEvent]) -> [FirstReceipts] {
        let order = messages.indices.sorted { messageOrder(messages[$0], messages[$1]) }
        let sortedMessages = order.map { messages[$0] }
        var sortedResults: [FirstReceipts] = []
        var buckets = SweepBuckets()
        sweep(messages: sortedMessages[...], events: events[...], into: &sortedResults, buckets: &buckets)
        var results = [FirstReceipts](repeating: FirstReceipts(), count: messages.count)
        for (position, original) in order.enumerated() { results[original] = sortedResults[position] }
        return results
    }
}

/// A channel's events by the newest message each reaches (`LatencySweep.sweep`): bucket `i`
/// holds the events whose reach is at or after message `i` and before message `i + 1`; events
/// that reach no message are in none. Its arrays are kept from one channel to the next.
public struct SweepBuckets: Sendable {
    /// Bucket `i` is `events[starts[i] ..< starts[i + 1]]` (positions in the channel's events).
    private var starts: [Int32] = []
    /// Per event (by position in the channel's events), its bucket; -1 for none.
    private var newest: [Int32] = []
    /// The events' positions, bucket by bucket.
    fileprivate private(set) var events: [Int32] = []

    public init() {}

    fileprivate func range(_ bucket: Int) -> Range<Int> { Int(starts[bucket])..<Int(starts[bucket + 1]) }

    fileprivate mutating func fill(messages: ArraySlice<LatencyMessage>, events: ArraySlice<ReceiptEvent>) {
        let count = messages.count
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: repeatElement(0, count: count + 1))
        newest.removeAll(keepingCapacity: true)
        messages.withUnsafeBufferPointer { messages in
            for event in events {
                // The number of messages created at or before the reach, less one.
                let reach = event.reach
                var low = 0, high = count
                while low < high {
                    let middle = (low + high) >> 1
                    if messages[middle].createdAt <= reach { low = middle + 1 } else { high = middle }
                }
                newest.append(Int32(low - 1))
                if low > 0 { starts[low] += 1 }
            }
        }
        // starts[i + 1] held bucket i's size: a running sum makes it bucket i's end.
        for index in 1...count { starts[index] += starts[index - 1] }
        let placed = Int(starts[count])
        self.events.removeAll(keepingCapacity: true)
        self.events.append(contentsOf: repeatElement(0, count: placed))
        // Fill each bucket from its end (starts[i + 1] moves down to starts[i]).
        for position in newest.indices.reversed() {
            let bucket = Int(newest[position])
            guard bucket >= 0 else { continue }
            starts[bucket + 1] -= 1
            self.events[Int(starts[bucket + 1])] = Int32(position)
        }
        // starts[i + 1] now holds bucket i's start: shift them down; the last bucket ends at the total.
        for index in 0..<count { starts[index] = starts[index + 1] }
        starts[count] = Int32(placed)
    }
}
