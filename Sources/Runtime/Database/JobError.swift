import Postgres

/// The one error type of the steps (Jobs, Seed, and the Runtime under them): what stopped a step,
/// worded for the operator.
/// The executable maps each case to its exit code (docs/operations.md#exit-codes).
public enum JobError: Error, CustomStringConvertible, Sendable {
    /// No contract on the search_path (`schema`: the `--schema` name, nil = the search_path).
    case schemaMissing(schema: String?)
    /// `--schema` names a schema the database does not have.
    case schemaNotFound(String)
    /// A known backend's tables and no contract: install its adapter (docs/mappings.md#adapters).
    case knownBackend(KnownBackend, schema: String?)
    /// A mapping whose run-record table was never created.
    case mappingWithoutRunTable(schema: String?)
    /// A contract with no channels (a wrong `--schema`?) and no `--allow-empty`.
    case noChannels(schema: String?)
    /// `--apply` on a source whose counters this connection cannot write (read-only mapping,
    /// a view that cannot be updated, a role without the grant): refused before any scan.
    case writesRefused(String)
    /// The database is at an older schema version than this build.
    case schemaOutdated(applied: Int, expected: Int)
    /// The database was migrated by a newer unreadctl.
    case schemaTooNew(applied: Int, known: Int)
    /// The schema's tables exist but were not created by the migrations.
    case schemaConflict(String)
    /// Columns the tool reads or writes are missing or not of the contract's type.
    case schemaContract([SchemaContract.Mismatch], schema: String?)
    /// Another run holds the advisory lock.
    case lockHeld
    /// A lock wait or a statement ran past `lock_timeout` / `statement_timeout`, while doing `step`: try later.
    case timedOut(step: String, setting: String)
    /// SIGINT or SIGTERM arrived; the open batch was rolled back.
    case interrupted(signal: Int32)
    /// Input the operator must fix (a non-empty database to seed, a bad window…).
    case invalidInput(String)
    /// What the operator asked about is not in the data (an unknown channel or user, a former
    /// member): exit 65, like a missing table.
    case notFound(String)
    /// The database refused or failed, while doing `step`.
    case database(PostgresError, step: String)

    public var description: String {
        switch self {
        case .schemaMissing(let schema):
            if let schema {
                return "schema \(schema) holds no unreadctl contract (no channels, no schema_migrations): run `unreadctl schema apply --schema \(schema)`, or install a mapping there (docs/mappings.md)"
            }
            return "the unreadctl schema is missing: run `unreadctl schema apply`, or point --schema at a mapping (docs/mappings.md)"
        case .schemaNotFound(let name):
            return "no schema named \(name) in this database: check --schema (`unreadctl adapter list` shows the shipped mappings)"
        case .knownBackend(let backend, let schema):
            let place = schema.map { "schema \($0)" } ?? "the search_path"
            return "this database holds \(backend.product)'s tables (\(backend.evidence)) but \(place) has no unreadctl contract: run `unreadctl adapter install \(backend.adapter)` and pass `--schema unreadctl_\(backend.adapter)`"
        case .mappingWithoutRunTable(let schema):
            let option = schema.map { " --schema \($0)" } ?? ""
            return "the mapping has no unreadctl_runs table for the tool's run records: run `unreadctl schema apply\(option)` (it adds only the tool's own table)"
        case .noChannels(let schema):
            return "no channels in \(schema.map { "schema \($0)" } ?? "the search_path"); is --schema right? (--allow-empty accepts an empty contract)"
        case .writesRefused(let message):
            return "--apply refused, nothing was written: \(message)"
        case .schemaOutdated(let applied, let expected):
            return "the database schema is at version \(applied), this unreadctl needs \(expected): run `unreadctl schema apply`"
        case .schemaTooNew(let applied, let known):
            return "the database schema is at version \(applied), newer than this unreadctl knows (\(known)): upgrade unreadctl"
        case .schemaConflict(let message):
            return "the schema cannot be applied: \(message)"
        case .schemaContract(let mismatches, let schema):
            // Every mismatch, none hidden behind "and N more": the operator fixes them in one go.
            let shown = mismatches.map(\.description).joined(separator: "; ")
            let place = schema.map { " (schema \($0))" } ?? ""
            return "the database does not match unreadctl's contract\(place), nothing was done: \(shown) (see docs/mappings.md#the-contract)"
        case .lockHeld:
            return "another unreadctl run holds the lock on this database: try later"
        case .timedOut(let step, let setting):
            return setting == "lock_timeout"
                ? "\(step) waited for a lock held by another session longer than lock_timeout (--lock-timeout): try later"
                : "\(step) ran longer than statement_timeout (--statement-timeout): try later, or allow more"
        case .interrupted(let signal):
            return "interrupted by \(signal == 15 ? "SIGTERM" : signal == 2 ? "SIGINT" : "signal \(signal)"); the open batch was rolled back"
        case .invalidInput(let message), .notFound(let message):
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
        if error.sqlState == PostgresError.Code.undefinedTable { return JobError.schemaMissing(schema: nil) }
        // No signal arrived (checked above): a cancel is the server's statement_timeout.
        if error.sqlState == PostgresError.Code.lockNotAvailable { return JobError.timedOut(step: step, setting: "lock_timeout") }
        if error.sqlState == PostgresError.Code.queryCanceled { return JobError.timedOut(step: step, setting: "statement_timeout") }
        return JobError.database(error, step: step)
    }

    /// Runs `body`, wrapping any error it throws with `step`.
    @discardableResult
    public static func during<T>(_ step: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw wrap(error, step: step) }
    }
}
