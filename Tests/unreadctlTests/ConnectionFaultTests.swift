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
    @Test func aBadPasswordExits69AndIsNeverPrinted() throws {
        let cluster = try TestCluster.cluster()
        let role = try PasswordRole.make()
        let base = "host=\(cluster.socketDirectory) port=\(cluster.port) dbname=\(role.dbname) user=\(role.user)"
        let wrong = "Wr0ng-\(UUID().uuidString.prefix(6))"
        let bad = try UnreadctlBinary.run(["audit", "--dsn", base + " password=\(wrong)", "--out", ReportFolder.temporary("out")])
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
        let out = ReportFolder.temporary("killed")
        let pid = try ChildProcess.startDetached([UnreadctlBinary.path, "recompute", "--apply", "--batch-size", "1",
                                                  "--dsn", target.conninfo, "--out", out, "--lock-timeout", "60s"])
        #expect(try Eventually.holds { try db.aToolSessionWaitsOnALock() }, "the recompute never waited for the users rows")
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
