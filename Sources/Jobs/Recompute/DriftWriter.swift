import Reports
import Runtime
import Synchronization

/// Writes the recompute's drifted counters on a thread of its own (docs/benchmark.md#the-reading-layer):
/// the drift files' rows, the corrections of `--apply`, and what a nightly keeps of them. The
/// counting thread hands the drifts over in chunks, in the order it finds them, and goes on
/// counting; one thread writes them, in that order. On Mattermost, where half the members drift
/// (posts deleted after a member's last view), writing them was about 40 % of the counting
/// thread's time, while the thread that reads the next batch was idle half of it.
///
/// `write` runs on the writing thread only, and `finish` returns after it: whatever `write`
/// touches (the streams, the corrections and their connection) is the caller's again then.
final class DriftWriter: @unchecked Sendable {
    /// Drifts handed over at once.
    static let chunk = 4_096

    private let write: (CounterDrift) throws -> Void
    private let chunks = HandOff<[CounterDrift]>(capacity: 2)
    private let work = BackgroundWork()
    private var pending: [CounterDrift] = []
    /// Why the writing thread stopped, if it failed.
    private let failure = Mutex<(any Error)?>(nil)
    private var finished = false

    /// Starts the writing thread; `write` is called for each drift, there.
    init(_ write: @escaping (CounterDrift) throws -> Void) {
        self.write = write
        pending.reserveCapacity(Self.chunk)
        work.start { [self] in
            do {
                // An empty chunk ends the stream (`close` would drop the queued ones).
                while let chunk = try chunks.take(), !chunk.isEmpty {
                    for drift in chunk { try self.write(drift) }
                    chunks.recycle(chunk)
                }
            } catch {
                failure.withLock { $0 = $0 ?? error }
                chunks.close()
            }
        }
    }

    deinit { stop() }

    /// Queues `drift` (on the counting thread); throws what stopped the writing thread. The
    /// drift is taken, not copied: its strings change owner instead of being retained here and
    /// released by the caller (docs/benchmark.md#the-reading-layer, "Members sorted ahead").
    func add(_ drift: consuming CounterDrift) throws {
        pending.append(drift)
        if pending.count >= Self.chunk { try handOver() }
    }

    /// Writes what is queued and waits for the writing thread; throws what stopped it.
    func finish() throws {
        guard !finished else { return }
        if !pending.isEmpty { try handOver() }
        finished = true
        chunks.put([])
        try work.wait()
        try rethrow()
    }

    /// Stops the writing thread without writing what is queued (the run failed).
    func stop() {
        guard !finished else { return }
        finished = true
        chunks.close()
        try? work.wait()
    }

    private func handOver() throws {
        var next = chunks.spare() ?? []
        next.removeAll(keepingCapacity: true)
        swap(&next, &pending)
        guard chunks.put(next) else { return try rethrow() }
    }

    private func rethrow() throws {
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
