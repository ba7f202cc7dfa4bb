import CLibPQ

/// How a transaction sees the database.
public enum TransactionMode: Sendable, Equatable {
    /// READ COMMITTED, read-write: short write batches.
    case readWrite
    /// One consistent snapshot for several reads; `snapshot` imports one exported by another
    /// connection (`exportSnapshot()`), so parallel readers see the same data.
    case snapshotReadOnly(snapshot: String? = nil)
    /// One consistent snapshot, writes allowed (the migration runner).
    case snapshotReadWrite

    var beginStatement: String {
        switch self {
        case .readWrite: return "BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE"
        case .snapshotReadOnly: return "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
        case .snapshotReadWrite: return "BEGIN ISOLATION LEVEL REPEATABLE READ READ WRITE"
        }
    }
}

extension Connection {
    /// Runs `body` in a transaction: COMMIT when it returns, ROLLBACK when it throws.
    public func transaction<T>(_ mode: TransactionMode = .readWrite, _ body: () throws -> T) throws -> T {
        try execute(mode.beginStatement)
        do {
            if case .snapshotReadOnly(let snapshot?) = mode {
                try query("SET TRANSACTION SNAPSHOT '\(try Self.validSnapshotName(snapshot))'")
            }
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            rollbackQuietly()
            throw error
        }
    }

    /// Rolls back the open transaction, if any, ignoring a connection that is already gone.
    public func rollbackQuietly() {
        guard let handle, PQstatus(handle) == CONNECTION_OK else { return }
        if PQtransactionStatus(handle) != PQTRANS_IDLE { try? execute("ROLLBACK") }
    }

    /// Exports the snapshot of the open REPEATABLE READ transaction for other connections.
    public func exportSnapshot() throws -> String {
        guard let name = try scalarString("SELECT pg_export_snapshot()") else {
            throw PostgresError(kind: .server, message: "pg_export_snapshot returned nothing")
        }
        return name
    }

    public var inTransaction: Bool {
        guard let handle else { return false }
        return PQtransactionStatus(handle) != PQTRANS_IDLE
    }

    /// SET TRANSACTION SNAPSHOT takes no parameters; a snapshot id is hex digits and dashes.
    static func validSnapshotName(_ name: String) throws -> String {
        guard !name.isEmpty, name.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            throw PostgresError(kind: .usage, message: "not a snapshot id: \(name)")
        }
        return name
    }
}
