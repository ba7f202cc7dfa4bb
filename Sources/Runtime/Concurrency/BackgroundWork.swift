import Dispatch
import Synchronization

/// One piece of work at a time on a background thread: `start` it, do something else, then
/// `wait` for it, which rethrows what stopped it. What the work writes is the caller's to guard
/// (a `Mutex` the work fills and the caller takes after the wait).
///
/// Why it exists: libpq blocks its thread, so a second connection's read (or the latency sweep)
/// overlaps this thread's read only on a thread of its own, which `async let` would give only if
/// every pass and reader were async.
///
/// Each `start` gets a serial queue of its own (unless the caller gives one), and so a thread of
/// its own at once. The global concurrent queue runs as many blocks at once as there are cores,
/// and a block that waits — on libpq, on a hand-off — keeps its place: on a 2-core machine a
/// run's third waiting block (the drift writer, a side reader, and another side reader) started
/// only when libdispatch's monitor added a thread, about a second later
/// (docs/benchmark.md#the-reading-layer, "A thread for each background work").
public final class BackgroundWork: Sendable {
    private let failure = Mutex<(any Error)?>(nil)
    private let group = DispatchGroup()
    private let queue: DispatchQueue?

    /// `queue`: where the work runs (the latency sweep keeps the serial queue it was measured
    /// with); nil: a queue of its own for each `start`.
    public init(queue: DispatchQueue? = nil) {
        self.queue = queue
    }

    /// Runs `work` on a background thread; `wait()` before touching what it writes.
    public func start(_ work: @escaping @Sendable () throws -> Void) {
        group.enter()
        let queue = self.queue ?? DispatchQueue(label: "unreadctl.background", qos: .userInitiated)
        queue.async { [self] in
            defer { group.leave() }
            do {
                try work()
            } catch {
                failure.withLock { $0 = error }
            }
        }
    }

    /// Waits for the work; rethrows what stopped it.
    public func wait() throws {
        group.wait()
        if let error = failure.withLock({ failure in defer { failure = nil }; return failure }) { throw error }
    }
}
