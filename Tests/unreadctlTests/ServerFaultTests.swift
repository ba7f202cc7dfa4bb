import Foundation
import Jobs
import Runtime
import Seed
import Postgres
import Testing
import TestSupport
import ThrowawayPostgres

/// Faults of the server itself, each on a cluster of its own: a crash in the middle of
/// `--apply`, and a replica (a server in recovery) in the two places it can be given.
@Suite(.serialized) struct ServerFaultTests {
    /// A fresh cluster with the schema and a seeded history with planted anomalies.
    static func seededCluster() throws -> (ThrowawayCluster, ConnectionString, SeedManifest) {
        let cluster = try ThrowawayCluster.start()
        let admin = try Connection(ConnectionString(cluster.conninfo()), applicationName: "test")
        try admin.execute("CREATE DATABASE chat")
        admin.close()
        let target = ConnectionString(cluster.conninfo(database: "chat"))
        let db = try Connection(target, applicationName: "test")
        defer { db.close() }
        try SchemaMigrator.apply(db)
        let summary = try Seeder.seed(SeedOptions(scale: .tiny, seed: 21, days: 3, injectAnomalies: true), into: db)
        return (cluster, target, summary.manifest)
    }

    @Test func aServerCrashMidApplyExits69AndARerunConverges() throws {
        let (cluster, target, manifest) = try Self.seededCluster()
        defer { cluster.stop() }
        let service = try Connection(target, applicationName: "live-service")
        try service.execute("BEGIN; SELECT 1 FROM users FOR UPDATE") // member batches commit, users wait
        let out = ReportFolder.temporary("crash")
        let pid = try ChildProcess.startDetached([UnreadctlBinary.path, "recompute", "--apply", "--batch-size", "1",
                                                  "--dsn", target.conninfo, "--out", out, "--lock-timeout", "60s"])
        let observer = try Connection(target, applicationName: "test")
        #expect(try Eventually.holds { try observer.aToolSessionWaitsOnALock() }, "the recompute never waited for the users rows")
        try cluster.crash()
        let status = ChildProcess.wait(for: pid)
        #expect(status == 69)
        try cluster.restart()

        // Every planted member counter is either still the drifted value or the truth: a batch
        // is all or nothing, whatever crash recovery kept.
        let db = try Connection(target, applicationName: "test")
        for drift in manifest.memberDrift {
            let value = try db.scalarInt("""
                SELECT m.unread_count FROM channel_members m JOIN channels c ON c.id = m.channel_id
                WHERE c.cid = $1 AND m.user_id = $2
                """, [drift.channelCid, drift.userId])
            #expect(value == drift.stored || value == drift.trueValue, "\(drift)")
        }
        #expect(try db.scalarString("SELECT status FROM unreadctl_runs WHERE command = 'recompute'") != "succeeded")
        let rerun = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", target.conninfo, "--out", out])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let dry = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out])
        let lines = dry.stdout.split(separator: "\n").filter { $0.contains("drifted") }
        // members:, threads: (participant rows and mentions), users:
        #expect(lines.count == 3 && lines.allSatisfy { $0.contains(" 0 drifted") }, "\(dry.stdout)")
    }

    @Test func writesAreRefusedOnAReplicaAndReadsGoThere() throws {
        let (cluster, target, _) = try Self.seededCluster()
        defer { cluster.stop() }
        let replica = try cluster.startReplica()
        defer { replica.stop() }
        let replicaTarget = ConnectionString(replica.conninfo(database: "chat"))
        let primaryMessages = try Connection(target, applicationName: "test").scalarInt("SELECT count(*) FROM messages")
        #expect(Eventually.holds {
            (try? Connection(replicaTarget, applicationName: "test").scalarInt("SELECT count(*) FROM messages")) == primaryMessages
        }, "the replica caught up")
        #expect(try Connection(replicaTarget, applicationName: "test").query("SELECT pg_is_in_recovery()").bool(0, 0) == true)

        let out = ReportFolder.temporary("replica")
        for command in [["nightly"], ["recompute", "--apply"]] {
            let refused = try UnreadctlBinary.run(command + ["--dsn", replicaTarget.conninfo, "--out", out])
            #expect(refused.status == 64, "\(command): \(refused.stderr)")
            #expect(refused.stderr.split(separator: "\n").count == 1)
            #expect(refused.stderr.contains("in recovery"))
        }

        func replicaReadsOfMessages() throws -> Int {
            try Connection(replicaTarget, applicationName: "test").scalarInt(
                "SELECT coalesce(seq_scan, 0) + coalesce(idx_scan, 0) FROM pg_stat_user_tables WHERE relname = 'messages'") ?? 0
        }
        let before = try replicaReadsOfMessages()
        let nightly = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--replica-dsn", replicaTarget.conninfo, "--out", out])
        #expect(nightly.status == 1, "\(nightly.stderr)") // the planted errors are found
        #expect(!nightly.stdout.contains("corrected: 0 member counters"))
        // The replica's statistics show the reads once its backends report them.
        #expect(try Eventually.holds { try replicaReadsOfMessages() > before }, "the reads went to the replica")
    }

    @Test func nightlyOnAnotherSchemaVersionExits65() throws {
        let target = try TestCluster.makeDatabase()
        try Connection(target, applicationName: "test").query("INSERT INTO schema_migrations (version, name) VALUES (99, 'future')")
        let run = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", ReportFolder.temporary("out")])
        #expect(run.status == 65)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("newer than this unreadctl knows"))
    }
}
