import Dispatch
import Synchronization

/// Items passed in order from one producing thread to one consuming thread, at most `capacity`
/// waiting: the producer runs ahead of the consumer by that much and then waits. The consumer
/// hands used items back (`recycle`) for the producer to refill (`spare`), so their storage is
/// reused. A failure of the producer reaches the consumer's `take`; `close` stops both sides
/// (the pending items are dropped).
///
/// Why it exists: the audit's reading threads block in libpq and need a bounded, ordered queue
/// between them that recycles its items' storage; no standard type offers that to threads.
public final class HandOff<Item: Sendable>: Sendable {
    private struct State: Sendable {
        var queue: [Item] = []
        var spares: [Item] = []
        var failure: (any Error)?
        var closed = false
        /// Threads in `take` / `put` waiting on a semaphore (what a test waits for instead of sleeping).
        var waitingTakers = 0
        var waitingPutters = 0
    }

    private let state = Mutex(State())
    /// Signalled for each item put, and once by `fail` and by `close`.
    private let available = DispatchSemaphore(value: 0)
    /// Free places in the queue; `close` adds one to wake a waiting producer.
    private let room: DispatchSemaphore

    public init(capacity: Int) {
        precondition(capacity > 0, "a hand-off holds at least one item")
        // Not `DispatchSemaphore(value: capacity)`: a hand-off closed with items queued is freed
        // with its semaphore below that value (`counting`).
        room = .counting(capacity)
    }

    /// Queues `item`, waiting for room; false when the hand-off was closed (the item is dropped).
    @discardableResult
    public func put(_ item: Item) -> Bool {
        guard !isClosed else { return false }
        state.withLock { $0.waitingPutters += 1 }
        room.wait()
        let queued = state.withLock { state in
            state.waitingPutters -= 1
            guard !state.closed else { return false }
            state.queue.append(item)
            return true
        }
        if queued { available.signal() }
        return queued
    }

    /// The next item, waiting for it; nil once closed; rethrows the producer's failure.
    public func take() throws -> Item? {
        guard !isClosed else { return nil }
        state.withLock { $0.waitingTakers += 1 }
        available.wait()
        let next: Result<Item?, any Error> = state.withLock { state in
            state.waitingTakers -= 1
            if state.closed { return .success(nil) }
            if !state.queue.isEmpty { return .success(state.queue.removeFirst()) }
            if let failure = state.failure { return .failure(failure) }
            return .success(nil)
        }
        if case .success(.some) = next { room.signal() }
        return try next.get()
    }

    private var isClosed: Bool { state.withLock { $0.closed } }

    /// How many threads are in `take` and in `put` (waiting, or about to wait, on a semaphore).
    public var waiting: (takers: Int, putters: Int) { state.withLock { ($0.waitingTakers, $0.waitingPutters) } }

    /// Records why the producer stopped: the consumer's next `take` after the queued items throws it.
    public func fail(_ error: any Error) {
        state.withLock { $0.failure = $0.failure ?? error }
        available.signal()
    }

    /// Stops both sides: a waiting `take` returns nil, a waiting `put` returns false.
    public func close() {
        let first = state.withLock { state in
            defer { state.closed = true; state.queue.removeAll() }
            return !state.closed
        }
        guard first else { return }
        available.signal()
        room.signal()
    }

    /// Gives a used item back for the producer to refill.
    public func recycle(_ item: Item) {
        state.withLock { $0.spares.append(item) }
    }

    /// A used item to refill, if the consumer gave one back.
    public func spare() -> Item? {
        state.withLock { $0.spares.popLast() }
    }
}
