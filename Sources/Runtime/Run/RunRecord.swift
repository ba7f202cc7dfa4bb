import Foundation
import Postgres

/// One row of `unreadctl_runs`: written when a run starts, completed when it ends, in
/// autocommit statements of their own so a rolled-back batch does not erase the record.
///
/// A run proves it is alive by holding a session advisory lock keyed by its id
/// (`pg_advisory_lock(lockClass, id)`) on the connection that recorded it, from the moment its
/// row is visible until it ends; every run does this, the read-only ones too (they take no
/// run lock). A row still `running` whose lock nobody holds belonged to a run that died
/// (SIGKILL, lost connection, server restart): the next run marks it `abandoned`
/// (docs/operations.md#run-statuses).
public final class RunRecord {
    public let id: Int
    let connection: Connection

    public enum Status: String, Sendable {
        case running, succeeded, failed, interrupted
        /// Finished, but with audit findings at or above `--fail-on`.
        case findings
        /// Its process or session died while it was `running`; set by a later run.
        case abandoned
    }

    /// The first key of every run's liveness lock ("unrd"); the second is the run id modulo 2^31.
    public static let lockClass: Int32 = 0x756E_7264

    static let abandonDeadRuns = """
        UPDATE unreadctl_runs r SET status = 'abandoned', finished_at = clock_timestamp() \
        WHERE r.status = 'running' AND NOT EXISTS (SELECT 1 FROM pg_locks l \
        WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2 \
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) \
        AND l.classid = $1::int::oid AND l.objid::bigint = r.id % 2147483648)
        """

    /// Marks dead runs `abandoned`, inserts this run's row and takes its liveness lock, in one
    /// transaction: no other run can see the row before the lock is held.
    public static func start(on connection: Connection, command: String, options: some Encodable) throws -> RunRecord {
        try JobError.during("recording the run") {
            let optionsJSON = Secrets.redact(try JSONText.encode(options))
            let id = try connection.transaction(.readWrite) { () throws -> Int in
                try connection.query(abandonDeadRuns, [lockClass])
                let id = try connection.scalarInt(
                    "INSERT INTO unreadctl_runs (command, options) VALUES ($1, $2::jsonb) RETURNING id", [command, optionsJSON]) ?? 0
                try connection.query("SELECT pg_advisory_lock($1::int, ($2::bigint % 2147483648)::int)", [lockClass, id])
                return id
            }
            return RunRecord(id: id, connection: connection)
        }
    }

    init(id: Int, connection: Connection) {
        self.id = id
        self.connection = connection
    }

    public func finish(_ status: Status, stats: some Encodable) throws {
        try JobError.during("recording the run") {
            try connection.query(
                "UPDATE unreadctl_runs SET finished_at = clock_timestamp(), status = $2, stats = $3::jsonb WHERE id = $1",
                [id, status.rawValue, Secrets.redact(try JSONText.encode(stats))])
            try connection.query("SELECT pg_advisory_unlock($1::int, ($2::bigint % 2147483648)::int)", [Self.lockClass, id])
        }
    }

    /// Ends the row of a run that failed: `failed`, or `interrupted` after SIGINT / SIGTERM.
    /// The signal's cancel requests reach the server asynchronously: one sent while the
    /// primary ended its last statement may cancel this one instead, so a failed attempt is
    /// made once more (a cancel is spent once). A second failure leaves the row `running`, and
    /// the next run marks it `abandoned`: the run's own error is the one reported.
    func finishAfterFailure(stats: some Encodable) {
        let status: Status = Interruption.shared.receivedSignal == nil ? .failed : .interrupted
        if (try? finish(status, stats: stats)) == nil { try? finish(status, stats: stats) }
    }

    /// A recorded run: `body` between the row's start and its end. The row ends with the
    /// status and stats `ending` gives for the outcome; or, when `body` throws, `failed`
    /// (`interrupted` after SIGINT / SIGTERM) with the error's text, and the error is rethrown.
    /// With `runLock`, a writer's: `body` runs holding the run lock (docs/operations.md#one-run-at-a-time),
    /// taken after the row is written, so a run refused by the lock (exit 75) is in the history
    /// too, `failed` with the reason.
    public static func recording<Outcome, Stats: Encodable>(
        on connection: Connection, command: String, options: some Encodable, runLock: Bool = false,
        ending: (Outcome) -> (Status, Stats), _ body: () throws -> Outcome
    ) throws -> Outcome {
        let record = try start(on: connection, command: command, options: options)
        let outcome: Outcome
        do {
            let lock = try runLock ? RunLock.acquire(on: connection) : nil
            defer { lock?.release() }
            outcome = try body()
        } catch let failure as FailedAfterWork {
            // What was done (corrections committed) stays in the record beside the error.
            record.finishAfterFailure(stats: FailedAfterWork.Stats(error: String(describing: failure.error), applied: failure.applied))
            throw failure.error
        } catch {
            record.finishAfterFailure(stats: ["error": String(describing: error)])
            throw error
        }
        let (status, stats) = ending(outcome)
        try record.finish(status, stats: stats)
        return outcome
    }
}

/// An error that ended a run after corrections were committed (a report that could not be
/// written afterwards): the run record keeps the corrections beside the error, and the run
/// exits with the error's own code.
public struct FailedAfterWork: Error, CustomStringConvertible {
    public let error: Error
    /// What was committed (the recompute's `CounterCorrections.Outcome`), kept as `applied`.
    public let applied: any Encodable & Sendable

    public init(_ error: Error, applied: some Encodable & Sendable) {
        self.error = error
        self.applied = applied
    }

    public var description: String { String(describing: error) }

    struct Stats: Encodable {
        let error: String
        let applied: any Encodable & Sendable

        enum CodingKeys: String, CodingKey { case error, applied }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(error, forKey: .error)
            try container.encode(applied, forKey: .applied)
        }
    }
}

/// Compact, key-sorted JSON text for jsonb columns and files.
public enum JSONText {
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
