import Foundation
import Postgres

/// A role that must authenticate with a password (the throwaway cluster trusts everyone else):
/// a line in front of pg_hba.conf, then a reload. Its own database has the reference schema.
public struct PasswordRole: Sendable {
    public let user: String
    public let password: String
    public let dbname: String

    public static func make() throws -> PasswordRole {
        let cluster = try TestCluster.cluster()
        let target = try TestCluster.makeDatabase()
        let user = "pw_" + String(UUID().uuidString.prefix(8)).lowercased()
        let password = "Right-\(UUID().uuidString.prefix(6))"
        let admin = try Connection(target)
        defer { admin.close() }
        try admin.execute("CREATE ROLE \(user) LOGIN PASSWORD '\(password)'; GRANT SELECT ON schema_migrations TO \(user)")
        let hba = cluster.directory.appendingPathComponent("data/pg_hba.conf")
        let existing = try String(contentsOf: hba, encoding: .utf8)
        try ("local all \(user) scram-sha-256\n" + existing).write(to: hba, atomically: false, encoding: .utf8)
        try admin.query("SELECT pg_reload_conf()")
        guard let dbname = target.parsedOptions()["dbname"] ?? nil else { throw FixtureError("no dbname in \(target.conninfo)") }
        // The reload has taken effect once a wrong password is refused (before it, the role is trusted).
        let wrong = ConnectionString("host=\(cluster.socketDirectory) port=\(cluster.port) user=\(user) password=wrong dbname=\(dbname)")
        guard Eventually.holds(within: 10, every: 0.01, { (try? Connection(wrong)) == nil }) else {
            throw FixtureError("pg_hba.conf not reloaded within 10 s")
        }
        return PasswordRole(user: user, password: password, dbname: dbname)
    }
}
