import Foundation
import Jobs
import Seed
import Postgres
import Testing
import TestSupport
import ThrowawayPostgres

/// Faults between the tool and the server: bad credentials, and the server ending the
/// session in the middle of `--apply`.
@Suite(.serialized) struct ConnectionFaultTests {
    /// A role that must authenticate with a password (the throwaway cluster trusts everyone
    /// else): a line in front of pg_hba.conf, then a reload.
    static func passwordRole() throws -> (user: String, password: String, dbname: String) {
        let cluster = try TestCluster.cluster()
        let target = try TestCluster.makeDatabase()
        let user = "pw_" + String(UUID().uuidString.prefix(8)).lowercased()
        let password = "Right-\(UUID().uuidString.prefix(6))"
        let admin = try Connection(target)
        try admin.execute("CREATE ROLE \(user) LOGIN PASSWORD '\(password)'; GRANT SELECT ON schema_migrations TO \(user)")
        let hba = cluster.directory.appendingPathComponent("data/pg_hba.conf")
        let existing = try String(contentsOf: hba, encoding: .utf8)
        try ("local all \(user) scram-sha-256\n" + existing).write(to: hba, atomically: false, encoding: .utf8)
        try admin.query("SELECT pg_reload_conf()")
        let dbname = try #require(target.parsedOptions()["dbname"] ?? nil)
        // The reload has taken effect once a wrong password is refused (before it, the role is trusted).
        let wrong = ConnectionString("host=\(cluster.socketDirectory) port=\(cluster.port) user=\(user) password=wrong dbname=\(dbname)")
        let deadline = Date().addingTimeInterval(10)
        while (try? Connection(wrong)) != nil {
            #expect(Date() < deadline, "pg_hba.conf reloaded within 10 s")
            if Date() >= deadline { break }
            usleep(10_000)
        }
        return (user, password, dbname)
    }

    @Test func aBadPasswordExits69AndIsNeverPrinted() throws {
        let cluster = try TestCluster.cluster()
        let role = try Self.passwordRole()
        let base = "host=\(cluster.socketDirectory) port=\(cluster.port) dbname=\(role.dbname) user=\(role.user)"
        let wrong = "Wr0ng-\(UUID().uuidString.prefix(6))"
        let bad = try UnreadctlBinary.run(["audit", "--dsn", base + " password=\(wrong)", "--out", NSTemporaryDirectory()])
        #expect(bad.status == 69)
        #expect(bad.stderr.split(separator: "\n").count == 1)
        #expect(bad.stderr.contains("password authentication failed"))
        #expect(!bad.stderr.contains(wrong) && !bad.stdout.contains(wrong))
        let viaEnv = try UnreadctlBinary.run(["schema", "status", "--dsn", base], environment: ["PGPASSWORD": wrong])
        #expect(viaEnv.status == 69)
        #expect(!viaEnv.stderr.contains(wrong))
        // The right password works (the role may read the schema's tables it owns nothing of).
        let good = try UnreadctlBinary.run(["schema", "status", "--dsn", base + " password=\(role.password)"])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.contains("schema is current"))
    }

    @Test func theSessionKilledMidApplyExits69AndARerunConverges() throws {
        let target = try TestCluster.makeDatabase()
        let db = try Connection(target, applicationName: "test-observer")
        _ = try Seeder.seed(SeedOptions(scale: .tiny, seed: 11, days: 3, injectAnomalies: true), into: db)
        let driftedMembers = try #require(try db.scalarInt("""
            SELECT count(*) FROM channel_members m JOIN channels c ON c.id = m.channel_id
            JOIN channel_types t ON t.name = c.type WHERE m.left_at IS NULL AND m.unread_count < 0
            """))
        #expect(driftedMembers > 0)
        // The "live service" holds the users rows: member batches commit, the users batch waits.
        let service = try Connection(target, applicationName: "live-service")
        try service.execute("BEGIN; SELECT 1 FROM users FOR UPDATE")
        let out = NSTemporaryDirectory() + "killed-\(UUID().uuidString)"
        let pid = try ChildProcess.startDetached([UnreadctlBinary.path, "recompute", "--apply", "--batch-size", "1",
                                                  "--dsn", target.conninfo, "--out", out, "--lock-timeout", "60s"])
        var waiting = false
        for _ in 0..<100 where !waiting {
            usleep(100_000)
            waiting = (try db.scalarInt("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'unreadctl' AND datname = current_database() AND wait_event_type = 'Lock'") ?? 0) > 0
        }
        #expect(waiting)
        // The server ends every session of the tool (as a crash or failover would).
        try db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'unreadctl' AND datname = current_database()")
        let status = ChildProcess.wait(for: pid)
        try service.execute("ROLLBACK")
        #expect(status == 69)
        // Committed batches are consistent: no member counter is negative any more (they were
        // corrected batch by batch), and nothing was half applied.
        #expect(try db.scalarInt("SELECT count(*) FROM channel_members WHERE left_at IS NULL AND unread_count < 0") == 0)
        // A rerun converges: it corrects what was left, and a dry run then finds no drift.
        let rerun = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", target.conninfo, "--out", out])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let dry = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("members: ") && dry.stdout.contains(", 0 drifted"))
        #expect(!dry.stdout.contains("users: 0 checked"))
        let lines = dry.stdout.split(separator: "\n").filter { $0.contains("drifted") }
        // members:, threads: (participant rows and mentions), users:
        #expect(lines.count == 3 && lines.allSatisfy { $0.contains(" 0 drifted") }, "\(dry.stdout)")
    }
}
