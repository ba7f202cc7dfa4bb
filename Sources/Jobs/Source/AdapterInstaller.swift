import Adapters
import Postgres
import Runtime
import Schema

/// What `unreadctl adapter install` did.
public struct AdapterInstallation: Sendable {
    public struct Index: Sendable, Equatable {
        public var table: String
        public var name: String
        public var columns: String
        public var usedFor: String
        public var present: Bool
    }

    public var schema: String
    /// The backend's indexes the views rely on, and whether each exists.
    public var indexes: [Index]
}

/// Installs a shipped adapter (docs/mappings.md#adapters): in one transaction, creates the
/// mapping schema if needed, runs the adapter's SQL with that schema first on `search_path`,
/// and adds the tool's run table to it. Idempotent. Creates objects only in the mapping's
/// schema; the backend's tables, indexes and triggers are never touched.
public enum AdapterInstaller {
    public static func install(_ adapter: Adapter, schema: String, on connection: Connection) throws -> AdapterInstallation {
        // The backend's tables must be there: the adapter's views are over them.
        guard let backend = try JobError.during("looking for \(adapter.product)'s tables", { try KnownBackend.detect(connection) }),
              backend.adapter == adapter.name else {
            throw JobError.invalidInput("no \(adapter.product) tables in this database (the \(adapter.name) adapter maps them): check --dsn")
        }
        return try JobError.during("installing the \(adapter.name) adapter in schema \(schema)") {
            try connection.transaction(.readWrite) {
                // The name is quoted by the server (format %I), never spliced by the tool.
                let create = try connection.scalarString("SELECT format('CREATE SCHEMA IF NOT EXISTS %I', $1::text)", [schema]) ?? ""
                try connection.execute(create)
                try useFirst(schema, connection)
                try connection.execute(adapter.sql)
                try connection.execute(Migrations.mappingTables)
                var indexes: [AdapterInstallation.Index] = []
                if try connection.scalarString("SELECT to_regclass('adapter_indexes')::text") != nil {
                    let result = try connection.query("SELECT table_name, index_name, columns, used_for, present FROM adapter_indexes")
                    for row in 0..<result.rowCount {
                        indexes.append(AdapterInstallation.Index(
                            table: try result.string(row, 0) ?? "", name: try result.string(row, 1) ?? "",
                            columns: try result.string(row, 2) ?? "", usedFor: try result.string(row, 3) ?? "",
                            present: try result.bool(row, 4) ?? false))
                    }
                }
                return AdapterInstallation(schema: schema, indexes: indexes)
            }
        }
    }

    /// `schema` first on the transaction's search_path, the backend's `public` after it.
    private static func useFirst(_ schema: String, _ connection: Connection) throws {
        try connection.query("SELECT set_config('search_path', quote_ident($1) || ', public', true)", [schema])
    }
}
