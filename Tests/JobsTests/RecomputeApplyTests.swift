import Foundation
import Jobs
import Postgres
import ReadState
import Runtime
import Testing
import TestSupport

/// `recompute --apply` (docs/commands.md#unreadctl-recompute): corrections, the guard against the live service, idempotency,
/// the run record and the lock.
@Suite struct RecomputeApplyTests {
    static func options(apply: Bool, batchSize: Int = 7, out: String) -> RecomputeOptions {
        RecomputeOptions(apply: apply, batchSize: batchSize, channelsPerBatch: 5, out: out, showProgress: false)
    }

    static func temporaryOut() -> String {
        ReportFolder.temporary("unreadctl-recompute")
    }

    @Test func applyMakesEveryCounterEqualTheIndependentSQLAndASecondApplyChangesNothing() throws {
        let (db, target) = try TestCluster.connect()
        try RecomputeTestData.generate(db)
        let plantedMembers = try UnreadTruth.driftedMembers(db)
        let plantedUsers = try UnreadTruth.driftedUsers(db)
        #expect(plantedMembers.count > 20 && plantedUsers.count > 10)
        let out = Self.temporaryOut()
        defer { try? FileManager.default.removeItem(atPath: out) }

        let database = Database(primary: target)
        let dryRun = try RecomputeJob.run(Self.options(apply: false, out: out), database: database)
        #expect(dryRun.applied == nil)
        #expect(dryRun.report.members.drifted == plantedMembers.count)
        #expect(dryRun.report.usersDrifted == plantedUsers.count)
        #expect(try UnreadTruth.driftedMembers(db) == plantedMembers) // a dry run changes nothing

        let first = try RecomputeJob.run(Self.options(apply: true, out: out), database: database)
        #expect(first.applied?[.members].corrected == plantedMembers.count)
        #expect(first.applied?[.users].corrected == plantedUsers.count)
        #expect(first.applied?[.members].left == 0 && first.applied?[.users].left == 0)
        #expect(try UnreadTruth.driftedMembers(db).isEmpty)
        #expect(try UnreadTruth.driftedUsers(db).isEmpty)

        let before = try UnreadTruth.counters(db)
        let second = try RecomputeJob.run(Self.options(apply: true, out: out), database: database)
        #expect(second.report.members.drifted == 0 && second.report.usersDrifted == 0)
        #expect(second.applied == CounterCorrections.Outcome.zero(transactions: 0, seconds: second.applied?.seconds ?? 0))
        #expect(try UnreadTruth.counters(db) == before)

        // Every run is recorded, with its options and stats.
        let runs = try db.query("""
            SELECT status, options->>'apply', (stats->'members'->>'drifted')::int, (stats->'applied'->>'members_corrected')::int
            FROM unreadctl_runs WHERE command = 'recompute' ORDER BY id
            """)
        #expect(runs.rowCount == 3)
        #expect(try (0..<3).map { try runs.string($0, 0) } == ["succeeded", "succeeded", "succeeded"])
        #expect(try (0..<3).map { try runs.string($0, 1) } == ["false", "true", "true"])
        #expect(try runs.int(0, 2) == plantedMembers.count)
        #expect(try runs.int(1, 3) == plantedMembers.count)
        #expect(try runs.int(2, 3) == 0)
    }

    /// The guard, step by step (docs/commands.md#the-repairs-guard): the snapshot is read, then
    /// the service marks one drifted member read, re-sets another's counter without moving the
    /// read position, and posts a message; then the corrections are applied.
    @Test func aRowChangedAfterTheSnapshotIsNotOverwritten() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob", "carol", "dave", "erin")
        let c = try f.channel("messaging:guard")
        try f.member(c, "alice", stored: 5)   // truth 2: marked read after the snapshot
        try f.member(c, "bob", stored: 0)     // truth 2: gets +1 from the new message
        try f.member(c, "carol", stored: 0)   // truth 0
        try f.member(c, "erin", stored: 7)    // truth 2: re-set in place after the snapshot
        try f.message(c, from: "carol", at: 10)
        try f.message(c, from: "carol", at: 11)
        try f.db.query("UPDATE users SET total_unread_count = 5, unread_channels = 1 WHERE id = 'alice'") // truth 2, 1
        try f.db.query("UPDATE users SET total_unread_count = 0, unread_channels = 0 WHERE id IN ('bob', 'carol')") // bob: truth 2, 1
        try f.db.query("UPDATE users SET total_unread_count = 9, unread_channels = 9 WHERE id = 'dave'") // truth 0, 0
        try f.db.query("UPDATE users SET total_unread_count = 7, unread_channels = 1 WHERE id = 'erin'") // truth 2, 1

        let reader = try Connection(f.target)
        let primary = try Connection(f.target)
        let corrections = try CounterCorrections(on: primary, batchSize: 1_000) // one batch: applied after the service's changes
        var drifted: [UserDrift] = []
        try reader.transaction(.snapshotReadOnly()) {
            try UnreadRecomputation.run(on: reader, onMemberDrift: { try corrections.add($0) }, onUserDrift: { drifted.append($0) })
            try corrections.addUsers(drifted, snapshot: reader)
        }
        #expect(Set(drifted.map(\.userID)) == ["alice", "bob", "dave", "erin"])

        // The live service, after the snapshot.
        let service = LiveService(try Connection(f.target))
        try service.markRead(channel: c, user: "alice")
        #expect(try service.recountInPlace(channel: c, user: "erin"))
        try service.post(channel: c, from: "carol")

        let outcome = try corrections.finish()
        #expect(outcome[.members].corrected == 0)
        #expect(outcome[.members].left == 3)      // alice (read), bob (counted a message), erin (re-set)
        #expect(outcome[.users].corrected == 1)   // dave
        #expect(outcome[.users].left == 3)        // alice, bob, erin: their counters moved
        let counts = try f.db.query("SELECT user_id, unread_count FROM channel_members ORDER BY user_id")
        // alice: 0 + 1 new; bob: his planted 0 + 1 new (truth 3), left; erin: 2 + 1 new, not 2 − 5 + 1.
        #expect(try (0..<4).map { try counts.int($0, 1) } == [1, 1, 0, 3])
        #expect(try UnreadTruth.driftedMembers(f.db) == ["messaging:guard/bob"])
        // bob's total was left for the next run: still the service's arithmetic.
        #expect(try UnreadTruth.driftedUsers(f.db) == ["bob"])
        #expect(try f.db.scalarInt("SELECT total_unread_count FROM users WHERE id = 'dave'") == 0)
    }

    /// Past its memory budget the batches are written while the scan goes on, on one writer or
    /// two: the same end state as writing them after it.
    @Test(arguments: [true, false])
    func batchesWrittenDuringTheScanGiveTheSameCounters(_ parallelWriters: Bool) throws {
        let (db, target) = try TestCluster.connect()
        try RecomputeTestData.generate(db)
        #expect(!(try UnreadTruth.driftedMembers(db)).isEmpty)
        let reader = try Connection(target)
        let primary = try Connection(target)
        let corrections = try CounterCorrections(on: primary, batchSize: 3, parallelWriters: parallelWriters, pendingBudget: 0)
        try reader.transaction(.snapshotReadOnly()) {
            var drifted: [UserDrift] = []
            try UnreadRecomputation.run(on: reader, channelsPerBatch: 2, onMemberDrift: { try corrections.add($0) }, onUserDrift: { drifted.append($0) })
            try corrections.addUsers(drifted, snapshot: reader)
        }
        let outcome = try corrections.finish()
        #expect(outcome[.members].left == 0 && outcome[.users].left == 0 && outcome[.members].corrected > 10)
        #expect(try UnreadTruth.driftedMembers(db).isEmpty)
        #expect(try UnreadTruth.driftedUsers(db).isEmpty)
    }

    /// On Citus a snapshot is one per worker, so a user's `users` row can be read after a post
    /// that the user's channel rows (read earlier, on another worker) do not show: the stored
    /// total then already has the service's +1 and the recomputed one lacks it. Played here by
    /// taking the stored values after the post. The guard sees the member counter moved and
    /// leaves the user; setting the recomputed total would lose the +1.
    @Test func aUsersRowReadAfterItsChannelsIsNotSetToTheOlderTotal() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let c = try f.channel("messaging:split")
        try f.member(c, "alice", stored: 1)
        try f.member(c, "bob", stored: 0)
        try f.message(c, from: "bob", at: 10)
        try f.db.query("UPDATE users SET total_unread_count = 7, unread_channels = 1 WHERE id = 'alice'") // truth 1, 1
        try f.db.query("UPDATE users SET total_unread_count = 0, unread_channels = 0 WHERE id = 'bob'") // truth

        let reader = try Connection(f.target)
        let primary = try Connection(f.target)
        let corrections = try CounterCorrections(on: primary, batchSize: 1_000)
        try reader.transaction(.snapshotReadOnly()) {
            var drifted: [UserDrift] = []
            try UnreadRecomputation.run(on: reader, onMemberDrift: { try corrections.add($0) }, onUserDrift: { drifted.append($0) })
            #expect(drifted.map(\.userID) == ["alice"] && drifted.first?.recomputedTotal == 1)
            // The service posts; the users row is read after it (7 + 1), the channel before.
            try LiveService(try Connection(f.target)).post(channel: c, from: "bob")
            drifted[0].storedTotal = 8
            try corrections.addUsers(drifted, snapshot: reader)
        }
        let outcome = try corrections.finish()
        #expect(outcome[.users].corrected == 0 && outcome[.users].left == 1)
        // The service's +1 is kept: the next run corrects 8 to the truth, 2.
        #expect(try f.db.scalarInt("SELECT total_unread_count FROM users WHERE id = 'alice'") == 8)
        #expect(try UnreadTruth.driftedMembers(f.db).isEmpty)
    }

    /// While `--apply` runs, another connection keeps posting (incrementing counters like the
    /// service), marking channels read and re-setting counters in place — alone, and end to
    /// end inside `nightly` (recompute --apply, audit, report under one lock). Nothing it did is
    /// lost or undone: afterwards every wrong member counter holds exactly its planted drift
    /// (the repair left it, and said so), and the only user drift is on users it touched.
    @Test(arguments: ["recompute", "nightly"])
    func aConcurrentWriterLosesNothing(_ command: String) throws {
        let (db, target) = try TestCluster.connect()
        try RecomputeTestData.generate(db, districts: 16, channelsPerDistrict: 10, messagesPerChannel: 30)
        let plantedUsers = try UnreadTruth.driftedUsers(db)
        let plantedMembers = try UnreadTruth.memberDrifts(db)
        // The writer works in the first half of the districts only (users u0000…u0079).
        let busy = try db.query("""
            SELECT m.channel_id, m.user_id FROM channel_members m JOIN channels c ON c.id = m.channel_id
            WHERE m.left_at IS NULL AND c.cid LIKE ANY (ARRAY['%:d0c%', '%:d1c%', '%:d2c%', '%:d3c%', '%:d4c%', '%:d5c%', '%:d6c%', '%:d7c%'])
            ORDER BY 1, 2
            """)
        let pairs: [(Int64, String)] = try (0..<busy.rowCount).map { (Int64(try busy.int($0, 0)!), try busy.string($0, 1)!) }
        #expect(pairs.count > 50)

        let state = WriterState()
        state.play(target, pairs: pairs, recounts: true)
        let out = Self.temporaryOut()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let before = state.operations
        let outcome: RecomputeOutcome
        if command == "nightly" {
            let results = NightlyResults()
            let options = NightlyOptions(recompute: Self.options(apply: true, batchSize: 1, out: out), audit: AuditOptions(),
                                         window: .previousUTCDay(), out: out)
            try NightlyJob.run(options, database: Database(primary: target), results: results)
            outcome = try #require(results.recompute)
            #expect(results.audit != nil && results.latency != nil)
        } else {
            outcome = try RecomputeJob.run(Self.options(apply: true, batchSize: 1, out: out), database: Database(primary: target))
        }
        let during = state.operations - before
        #expect(state.stopAndWait(), "the writer stopped")
        #expect(state.error == nil, "\(String(describing: state.error))")
        #expect(during > 10, "the writer ran during the recompute (\(during) operations)")

        // No increment lost, no reset undone: a member counter that is wrong holds its planted
        // drift, untouched by the repair, which counted it as left.
        let wrong = try UnreadTruth.memberDrifts(db)
        for (member, drift) in wrong { #expect(plantedMembers[member] == drift, "\(member): \(drift), planted \(String(describing: plantedMembers[member]))") }
        #expect((outcome.applied?[.members].left ?? 0) >= wrong.count)
        #expect((outcome.applied?[.members].corrected ?? 0) > 0)
        // Users the writer never touched are all corrected; the rest may be left for the next run.
        let left = try UnreadTruth.driftedUsers(db)
        #expect(left.isSubset(of: state.touched), "\(left.subtracting(state.touched))")
        let untouchedPlanted = plantedUsers.subtracting(state.touched)
        #expect(!untouchedPlanted.isEmpty)
        #expect((outcome.applied?[.users].corrected ?? 0) >= untouchedPlanted.count)
        #expect((outcome.applied?[.users].left ?? 0) > 0, "the writer did change rows after the snapshot")

        // A following dry run agrees: member drift only where the repair left it, user drift
        // only where the writer was.
        let check = try RecomputeFixture.Result.collect(target)
        #expect(Set(check.members.keys) == Set(wrong.keys))
        #expect(Set(check.users.keys) == left)
    }

    @Test func aSecondWriterGetsLockHeld() throws {
        let (db, target) = try TestCluster.connect()
        #expect(try db.tryAdvisoryLock(RunLock.key))
        let out = Self.temporaryOut()
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect {
            try RecomputeJob.run(Self.options(apply: true, out: out), database: Database(primary: target))
        } throws: { error in
            if case JobError.lockHeld = error { return true }
            return false
        }
        // A refused run is in the history, failed, with the reason (docs/operations.md#one-run-at-a-time).
        #expect(try db.scalarInt("SELECT count(*) FROM unreadctl_runs") == 1)
        #expect(try db.scalarString("SELECT status FROM unreadctl_runs") == "failed")
    }
}

extension CounterCorrections.Outcome {
    static func zero(transactions: Int, seconds: Double) -> Self {
        var outcome = Self()
        outcome.transactions = transactions
        outcome.seconds = seconds
        return outcome
    }
}

extension RecomputeFixture.Result {
    /// A dry run of the engine on `target`.
    static func collect(_ target: ConnectionString) throws -> Self {
        let reader = try Connection(target)
        var result = Self()
        result.report = try reader.transaction(.snapshotReadOnly()) {
            try UnreadRecomputation.run(
                on: reader,
                onMemberDrift: { result.members["\($0.channelCID)/\($0.userID)"] = $0 },
                onUserDrift: { result.users[$0.userID] = $0 })
        }
        return result
    }
}
