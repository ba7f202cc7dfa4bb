import Dispatch
import Foundation
import Logging
import Postgres
import Runtime
import Synchronization

/// The connections that write correction batches (docs/commands.md#unreadctl-recompute): the
/// primary and, when one can be opened, a second connection to it, so two batches are written
/// at once by two server processes. Each batch goes to whichever connection is free first, so
/// a slow batch on one does not leave the other idle at the end. At most one batch waits per
/// connection, so memory stays a few batches. The write phase is the time at least one batch
/// was being written.
///
/// Why its own semaphores and queue: a pool (each batch to whichever connection is free first,
/// two in flight per connection) is neither `HandOff` (one consumer) nor `BackgroundWork` (one
/// job), and this one is benchmarked (docs/benchmark.md#benchmark): left as it was measured.
final class CorrectionWriters: Sendable {
    enum Kind: Sendable {
        /// One kind's rows (`StoredCounter`).
        case counter(StoredCounter.ID)
        /// Member counters and, of `rows`, this many mention counters, in one transaction.
        case membersWithMentions(Int)
    }

    private struct State {
        var outcome = CounterCorrections.Outcome()
        var appliedToThreads: [String: Int64] = [:]
        var writing = 0
        var writingSince: Date?
        var failure: (any Error)?
        var closed = false
    }

    private let connections: [Connection]
    /// The connection opened here (closed by `close()`), not the caller's primary.
    private let second: Connection?
    private let token: Int?
    /// Batches submitted and not yet written: at most two per connection.
    private let slots: DispatchSemaphore
    /// Connections not writing a batch, and their number.
    private let idle: Mutex<[Int]>
    private let idleCount: DispatchSemaphore
    private let queue = DispatchQueue(label: "unreadctl.corrections", attributes: .concurrent)
    private let group = DispatchGroup()
    private let state = Mutex(State())
    private let logger = Logger(label: "unreadctl.recompute")

    static let attempts = 3
    static let deadlockDetected = "40P01"

    /// Writers on `primary` and, when `parallel`, on a second connection with its
    /// `statement_timeout` and `lock_timeout`.
    init(primary: Connection, parallel: Bool) {
        var second: Connection?
        if parallel, let connection = try? primary.sibling() {
            do {
                for name in ["statement_timeout", "lock_timeout"] {
                    let value = try primary.scalarString("SELECT current_setting($1)", [name]) ?? "0"
                    try connection.query("SELECT set_config($1, $2, false)", [name, value])
                }
                second = connection
            } catch {
                connection.close()
            }
        }
        self.second = second
        token = second.map { Interruption.shared.register($0) }
        connections = [primary] + (second.map { [$0] } ?? [])
        slots = .counting(connections.count * 2)
        idle = Mutex(Array(connections.indices))
        idleCount = .counting(connections.count)
    }

    /// How many batches are written at once.
    var count: Int { connections.count }

    /// Waits for every batch in flight, then closes the second connection; once only.
    func close() {
        group.wait()
        guard state.withLock({ state in defer { state.closed = true }; return !state.closed }) else { return }
        if let token { Interruption.shared.unregister(token) }
        second?.close()
    }

    /// What this run's corrections added to each user's thread rows, once every batch before
    /// has been written (`waitForAll`).
    var appliedToThreads: [String: Int64] {
        state.withLock { $0.appliedToThreads }
    }

    /// Writes one batch of `rows` corrections on the next connection: `write` runs in a
    /// transaction and returns the rows it changed. A failure surfaces at the next `submit` or
    /// `waitForAll`.
    func submit(_ kind: Kind, rows: Int, what: String, write: @escaping @Sendable (Connection) throws -> CorrectedRows) throws {
        try submit(kind, rows: rows, what: what, prepare: { _ in () }, write: { connection, _ in try write(connection) })
    }

    /// The same, with `prepare` run first on the same connection, outside the transaction
    /// (the users' guard reads there: on Citus a transaction that read the distributed tables
    /// in parallel may not then write a reference table).
    func submit<Prepared>(_ kind: Kind, rows: Int, what: String,
                          prepare: @escaping @Sendable (Connection) throws -> Prepared,
                          write: @escaping @Sendable (Connection, Prepared) throws -> CorrectedRows) throws {
        try rethrowFailure()
        guard rows > 0 else { return }
        slots.wait()
        group.enter()
        queue.async { [self] in
            defer { slots.signal(); group.leave() }
            idleCount.wait()
            let index = idle.withLock { $0.removeLast() }
            defer {
                idle.withLock { $0.append(index) }
                idleCount.signal()
            }
            guard state.withLock({ $0.failure == nil }) else { return }
            let connection = connections[index]
            begin()
            defer { end() }
            do {
                try Interruption.shared.check()
                let prepared = try JobError.during("preparing the \(what)") { try prepare(connection) }
                let corrected = try transaction(on: connection, rows: rows, what: what) { try write($0, prepared) }
                record(kind, rows: rows, corrected: corrected)
            } catch {
                state.withLock { if $0.failure == nil { $0.failure = error } }
            }
        }
    }

    /// Waits for every batch submitted; returns what they did, or throws what stopped one.
    func waitForAll() throws -> CounterCorrections.Outcome {
        group.wait()
        try rethrowFailure()
        return state.withLock { $0.outcome }
    }

    // MARK: - private

    /// Throws what stopped a batch — once no other batch is in flight, so that the caller gets
    /// its primary back idle with the error (it finishes the run record there next).
    private func rethrowFailure() throws {
        guard state.withLock({ $0.failure }) != nil else { return }
        group.wait()
        if let failure = state.withLock({ $0.failure }) { throw failure }
    }

    private func begin() {
        state.withLock {
            if $0.writing == 0 { $0.writingSince = Date() }
            $0.writing += 1
        }
    }

    private func end() {
        state.withLock {
            $0.writing -= 1
            if $0.writing == 0, let since = $0.writingSince {
                $0.outcome.seconds += Date().timeIntervalSince(since)
                $0.writingSince = nil
            }
        }
    }

    private func record(_ kind: Kind, rows: Int, corrected: CorrectedRows?) {
        state.withLock { state in
            let done = corrected?.rows ?? 0
            let left = rows - done
            switch kind {
            case .counter(let counter):
                state.outcome[counter].corrected += done
                state.outcome[counter].left += left
                if counter == .threads {
                    for (user, delta) in corrected?.deltas ?? [:] { state.appliedToThreads[user, default: 0] += delta }
                }
            case .membersWithMentions(let mentions):
                let mentionsDone = corrected?.mentionRows ?? 0
                state.outcome[.members].corrected += done
                state.outcome[.members].left += rows - mentions - done
                state.outcome[.mentions].corrected += mentionsDone
                state.outcome[.mentions].left += mentions - mentionsDone
            }
            state.outcome.transactions += 1
        }
    }

    /// One short transaction; nil when it kept failing on locks (its rows are left).
    private func transaction(on connection: Connection, rows: Int, what: String,
                             _ write: (Connection) throws -> CorrectedRows) throws -> CorrectedRows? {
        for attempt in 1...Self.attempts {
            do {
                return try connection.transaction(.readWrite) { try write(connection) }
            } catch let error as PostgresError where Self.isLockConflict(error) && Interruption.shared.receivedSignal == nil {
                logger.warning("\(what), \(rows) rows: \(error.description) (attempt \(attempt) of \(Self.attempts))")
                if attempt < Self.attempts { usleep(UInt32(200_000 * attempt)) }
            } catch {
                throw JobError.wrap(error, step: "correcting \(what)")
            }
        }
        logger.warning("\(what), \(rows) rows: left for the next run (the live service holds their rows)")
        return nil
    }

    static func isLockConflict(_ error: PostgresError) -> Bool {
        error.sqlState == deadlockDetected || error.sqlState == PostgresError.Code.lockNotAvailable
    }
}
