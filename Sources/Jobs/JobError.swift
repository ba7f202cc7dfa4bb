import Postgres

/// The one error type of the Jobs layer: what stopped a step, worded for the operator.
/// The executable maps each case to its exit code (README.md#exit-codes).
public enum JobError: Error, CustomStringConvertible, Sendable {
    /// No `schema_migrations` table, or none of the tool's tables.
    case schemaMissing
    /// The database is at an older schema version than this build.
    case schemaOutdated(applied: Int, expected: Int)
    /// The database was migrated by a newer unreadctl.
    case schemaTooNew(applied: Int, known: Int)
    /// The schema's tables exist but were not created by the migrations.
    case schemaConflict(String)
    /// Columns the tool reads or writes are missing or not of the contract's type.
    case schemaContract([SchemaContract.Mismatch])
    /// Another run holds the advisory lock.
    case lockHeld
    /// SIGINT or SIGTERM arrived; the open batch was rolled back.
    case interrupted(signal: Int32)
    /// Input the operator must fix (a non-empty database to seed, a bad window…).
    case invalidInput(String)
    /// The database refused or failed, while doing `step`.
    case database(PostgresError, step: String)

    public var description: String {
        switch self {
        case .schemaMissing:
            return "the unreadctl schema is missing: run `unreadctl schema apply`"
        case .schemaOutdated(let applied, let expected):
            return "the database schema is at version \(applied), this unreadctl needs \(expected): run `unreadctl schema apply`"
        case .schemaTooNew(let applied, let known):
            return "the database schema is at version \(applied), newer than this unreadctl knows (\(known)): upgrade unreadctl"
        case .schemaConflict(let message):
            return "the schema cannot be applied: \(message)"
        case .schemaContract(let mismatches):
            let shown = mismatches.prefix(5).map(\.description).joined(separator: "; ")
            let more = mismatches.count > 5 ? "; and \(mismatches.count - 5) more" : ""
            return "the database does not match unreadctl's column types, nothing was done: \(shown)\(more) (see README: The data contract)"
        case .lockHeld:
            return "another unreadctl run holds the lock on this database: try later"
        case .interrupted(let signal):
            return "interrupted by \(signal == 15 ? "SIGTERM" : signal == 2 ? "SIGINT" : "signal \(signal)"); the open batch was rolled back"
        case .invalidInput(let message):
            return message
        case .database(let error, let step):
            if error.isConnectionFailure {
                return "cannot reach the database (\(step)): \(error.description)"
            }
            return "\(step) failed: \(error.description)"
        }
    }
}

extension JobError {
    /// Wraps a database error with the step it happened in; a query cancelled because a signal
    /// arrived becomes `.interrupted`, a missing table becomes `.schemaMissing`.
    public static func wrap(_ error: Error, step: String) -> Error {
        if let signal = Interruption.shared.receivedSignal { return JobError.interrupted(signal: signal) }
        guard let error = error as? PostgresError else { return error }
        if error.sqlState == PostgresError.Code.undefinedTable { return JobError.schemaMissing }
        return JobError.database(error, step: step)
    }

    /// Runs `body`, wrapping any error it throws with `step`.
    @discardableResult
    public static func during<T>(_ step: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw wrap(error, step: step) }
    }
}
