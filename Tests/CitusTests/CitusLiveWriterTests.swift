import Foundation
import Jobs
import Postgres
import Runtime
import Testing
import TestSupport

/// The live-writer guard of `recompute --apply` (docs/commands.md#unreadctl-recompute) on a Citus
/// coordinator, where each batch is a distributed transaction: the service keeps posting and
/// marking channels read through the coordinator while the corrections are applied.
@Suite(.enabled(if: CitusTestCluster.availability.installed, Comment(rawValue: CitusTestCluster.availability.reason)))
struct CitusLiveWriterTests {
    @Test(arguments: ["recompute", "nightly"])
    func aConcurrentWriterLosesNothing(_ command: String) throws {
        let target = try CitusTestCluster.makeDatabase()
        // Right counters from the seed, then drift planted on about a third of the members and users.
        let seed = try UnreadctlBinary.run(["seed", "--dsn", target.conninfo, "--scale", "tiny", "--seed", "5", "--start", "2026-10-01", "--days", "20"])
        #expect(seed.status == 0, "\(seed.stderr)")
        let db = try Connection(target)
        defer { db.close() }
        // Two statements, two transactions: Citus refuses a reference table write after a
        // parallel write to a distributed table in one.
        try db.execute("""
            UPDATE channel_members SET unread_count = unread_count + 1 + abs(hashtext(channel_id::text || user_id)) % 4
              WHERE left_at IS NULL AND abs(hashtext(user_id || channel_id::text)) % 3 = 0
            """)
        try db.execute("UPDATE users SET total_unread_count = total_unread_count + 2 WHERE abs(hashtext(id)) % 3 = 0")
        let busy = try db.query("""
            SELECT m.channel_id, m.user_id FROM channel_members m
            WHERE m.left_at IS NULL AND abs(hashtext(m.user_id)) % 2 = 0 ORDER BY 1, 2
            """)
        let pairs: [(Int64, String)] = try (0..<busy.rowCount).map { (Int64(try busy.int($0, 0)!), try busy.string($0, 1)!) }
        #expect(pairs.count > 50)

        let state = WriterState()
        // The played service's statements carry the channel as a parameter, which Citus plans
        // across all shards; one connection per node lets its transaction then update `users`,
        // a reference table (a real service routes by channel).
        state.play(target, pairs: pairs, after: Int64(Date().timeIntervalSince1970)) { connection in
            try connection.execute("SET citus.multi_shard_modify_mode TO 'sequential'")
        }
        let out = ReportFolder.temporary("unreadctl-citus-writer")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let before = state.operations
        let recompute = RecomputeOptions(apply: true, batchSize: 3, channelsPerBatch: 5, out: out, showProgress: false)
        let outcome: RecomputeOutcome
        if command == "nightly" {
            let results = NightlyResults()
            try NightlyJob.run(NightlyOptions(recompute: recompute, audit: AuditOptions(), window: .previousUTCDay(), out: out),
                               database: Database(primary: target), results: results)
            outcome = try #require(results.recompute)
        } else {
            outcome = try RecomputeJob.run(recompute, database: Database(primary: target))
        }
        let during = state.operations - before
        #expect(state.stopAndWait(), "the writer stopped")
        #expect(state.error == nil, "\(String(describing: state.error))")
        #expect(during > 10, "the writer ran during the apply (\(during) operations)")
        let applied = try #require(outcome.applied)
        #expect(applied[.members].corrected > 0 && applied[.users].corrected > 0)

        // A dry run afterwards: member drift only on rows the repair said it left (the writer
        // changed them after the snapshot: docs/commands.md#the-repairs-guard), of users the
        // writer touched; user drift likewise.
        let check = try RecomputeJob.run(RecomputeOptions(out: out + "/check", showProgress: false), database: Database(primary: target))
        let memberDrift = try String(contentsOfFile: check.directory + "/" + RecomputeJob.memberDriftFile, encoding: .utf8)
        let leftMembers = memberDrift.split(whereSeparator: \.isNewline).dropFirst().map { String($0.split(separator: ",")[1]) }
        #expect(leftMembers.count <= applied[.members].left, "\(memberDrift)")
        #expect(Set(leftMembers).isSubset(of: state.touched), "\(memberDrift)")
        #expect(check.report.mentions.drifted == 0 && check.report.threads.drifted == 0)
        let userDrift = try String(contentsOfFile: check.directory + "/" + RecomputeJob.userDriftFile, encoding: .utf8)
        let leftUsers = Set(userDrift.split(whereSeparator: \.isNewline).dropFirst().map { String($0.split(separator: ",")[0]) })
        #expect(leftUsers.isSubset(of: state.touched), "\(leftUsers.subtracting(state.touched))")
    }
}
