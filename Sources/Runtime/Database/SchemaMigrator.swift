import Postgres
import Schema

/// What `schema status` prints.
public struct SchemaStatus: Sendable, Equatable {
    public var appliedVersions: [Int]
    public var latestKnown: Int
    public var current: Int { appliedVersions.max() ?? 0 }
    public var pending: [Int] { Migrations.all.map(\.version).filter { !appliedVersions.contains($0) } }
    public var isCurrent: Bool { current == latestKnown && pending.isEmpty }
}

/// Applies the numbered migrations in `sql/` (embedded in the binary), each recorded in
/// `schema_migrations` by its own last statement; all pending ones in one transaction.
public enum SchemaMigrator {
    /// Serialises concurrent `schema apply` runs (a transaction-level advisory lock).
    static let applyLockKey: Int64 = RunLock.key + 1

    public static func status(_ connection: Connection) throws -> SchemaStatus {
        try JobError.during("reading schema_migrations") {
            let exists = try connection.scalarString("SELECT to_regclass('schema_migrations')::text") != nil
            var applied: [Int] = []
            if exists {
                let result = try connection.query("SELECT version FROM schema_migrations ORDER BY version")
                for row in 0..<result.rowCount { if let v = try result.int(row, 0) { applied.append(v) } }
            }
            return SchemaStatus(appliedVersions: applied, latestKnown: Migrations.latestVersion)
        }
    }

    /// Applies what is pending; returns the versions applied now (empty when up to date).
    @discardableResult
    public static func apply(_ connection: Connection) throws -> [Int] {
        try JobError.during("applying the schema") {
            try connection.transaction(.readWrite) {
                try connection.query("SELECT pg_advisory_xact_lock($1::bigint)", [applyLockKey])
                // A mapping (docs/mappings.md): only the tool's own table; its views stay as they are.
                if try ContractSource.inspect(connection, schema: connection.schema).kind == .mapping {
                    try connection.execute(Migrations.mappingTables)
                    return []
                }
                let status = try status(connection)
                if status.current > status.latestKnown {
                    throw JobError.schemaTooNew(applied: status.current, known: status.latestKnown)
                }
                let pending = Migrations.all.filter { status.pending.contains($0.version) }
                for migration in pending {
                    do {
                        try connection.execute(migration.sql)
                    } catch let error as PostgresError where error.sqlState == "42P07" || error.sqlState == "42710" {
                        throw JobError.schemaConflict("\(migration.name): \(error.description) — the tables exist but schema_migrations does not record them")
                    }
                }
                return pending.map(\.version)
            }
        }
    }

    /// Throws unless the contract can be read (exit 65), before the command reads or writes
    /// anything: the reference schema at exactly this build's version with every column of its
    /// type, or a mapping (docs/mappings.md) whose columns have their types and whose run table
    /// exists. Returns what the source is and lacks.
    @discardableResult
    public static func requireCurrent(_ connection: Connection) throws -> ContractSource {
        let source = try ContractSource.inspect(connection, schema: connection.schema)
        if source.kind == .reference {
            let status = try status(connection)
            if status.appliedVersions.isEmpty { throw JobError.schemaMissing(schema: connection.schema) }
            if status.current > status.latestKnown {
                throw JobError.schemaTooNew(applied: status.current, known: status.latestKnown)
            }
            if !status.isCurrent {
                throw JobError.schemaOutdated(applied: status.current, expected: status.latestKnown)
            }
        }
        try source.requireReadable(connection)
        return source
    }
}
