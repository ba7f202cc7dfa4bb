import Foundation
import Postgres
import Runtime

/// The one consistent snapshot every step reads in (docs/operations.md#guarantees): a REPEATABLE
/// READ READ ONLY transaction, and its clock, the transaction's `now()`.
enum Snapshot {
    /// Runs `body` with the snapshot's clock inside the caller's open transaction (which must be
    /// REPEATABLE READ), or inside a new read-only snapshot.
    static func reading<T>(_ connection: Connection, _ body: (PostgresTimestamp) throws -> T) throws -> T {
        if connection.inTransaction { return try withClock(connection, body) }
        return try connection.transaction(.snapshotReadOnly()) { try withClock(connection, body) }
    }

    private static func withClock<T>(_ connection: Connection, _ body: (PostgresTimestamp) throws -> T) throws -> T {
        try require(connection, for: "the step")
        let clock = try JobError.during("opening the snapshot") {
            try CitusSnapshot.pinOneConnectionPerWorker(connection)
            return try connection.query("SELECT now()").timestamp(0, 0) ?? PostgresTimestamp(date: Date())
        }
        return try body(clock)
    }

    /// Throws unless `connection` is inside a REPEATABLE READ (or SERIALIZABLE) transaction:
    /// reads outside one snapshot would mix two states of the data.
    static func require(_ connection: Connection, for reader: String) throws {
        let isolation = try JobError.during("checking the snapshot") {
            connection.inTransaction ? try connection.scalarString("SELECT current_setting('transaction_isolation')") : nil
        }
        guard isolation == "repeatable read" || isolation == "serializable" else {
            throw JobError.invalidInput("\(reader) must read inside one snapshot (a REPEATABLE READ transaction)")
        }
    }
}
