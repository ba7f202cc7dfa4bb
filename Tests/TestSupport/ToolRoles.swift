import Foundation
import Postgres

/// sql/roles.sql run on a mapping's schema (docs/mappings.md#rights), and a login in each of the
/// tool's two roles: the connection strings of the reader and the writer.
public enum ToolRoles {
    public static func grant(schema: String, on db: Connection, target: ConnectionString) throws -> (reader: String, writer: String) {
        let roles = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("sql/roles.sql")
        try db.execute("SET unreadctl.roles_schema = '\(schema)'; " + String(contentsOf: roles, encoding: .utf8) + "; RESET unreadctl.roles_schema")
        let suffix = String(UUID().uuidString.prefix(8)).lowercased()
        try db.execute("CREATE ROLE reader_\(suffix) LOGIN IN ROLE unreadctl_reader; CREATE ROLE writer_\(suffix) LOGIN IN ROLE unreadctl_writer")
        let cluster = try TestCluster.cluster()
        let dbName = target.parsedOptions()["dbname"] ?? nil
        func dsn(_ user: String) -> String { "host=\(cluster.socketDirectory) port=\(cluster.port) user=\(user) dbname=\(dbName ?? "")" }
        return (dsn("reader_\(suffix)"), dsn("writer_\(suffix)"))
    }
}
