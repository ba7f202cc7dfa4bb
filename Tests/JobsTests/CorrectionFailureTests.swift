import Foundation
import Jobs
import Postgres
import Testing
import TestSupport

/// A failed or abandoned repair hands its primary back idle: the run record is finished on that
/// connection right after (`RunRecord.recording`), and a batch still being written there would
/// make that last statement fail, leaving the run `running` (docs/operations.md#run-statuses).
@Suite struct CorrectionFailureTests {
    /// Three members drifted in one channel, every membership row locked by the "live service".
    static func lockedChannel() throws -> (RecomputeFixture, [MemberDrift], Connection) {
        let f = try RecomputeFixture()
        try f.users("alice", "bob", "carol", "dave")
        let c = try f.channel("messaging:locked")
        for user in ["alice", "bob", "carol"] { try f.member(c, user, stored: 9) }
        try f.member(c, "dave", stored: 0)
        try f.message(c, from: "dave", at: 10)
        let drifts = try f.recompute().members.values.filter { $0.userID != "dave" }.sorted { $0.userID < $1.userID }
        try #require(drifts.count == 3)
        let service = try Connection(f.target)
        try service.execute("BEGIN")
        try service.query("SELECT 1 FROM channel_members WHERE channel_id = $1 FOR UPDATE", [c])
        return (f, drifts, service)
    }

    /// The server process of `pid`: `active` while a statement runs (or waits on a lock).
    static func state(of pid: Int, on db: Connection) throws -> String? {
        try db.scalarString("SELECT state FROM pg_stat_activity WHERE pid = $1", [pid])
    }

    static func lockWaiters(on db: Connection) throws -> [Int] {
        let rows = try db.query("SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()")
        return try (0..<rows.rowCount).compactMap { try rows.int($0, 0) }
    }

    /// The live service lets go of its rows after `seconds`.
    static func release(_ service: Connection, after seconds: Double) -> Thread {
        let thread = Thread {
            Thread.sleep(forTimeInterval: seconds)
            _ = try? service.execute("ROLLBACK")
        }
        thread.start()
        return thread
    }

    /// A repair on its own primary over `lockedChannel`, one row a batch.
    struct Repair {
        let fixture: RecomputeFixture
        let drifts: [MemberDrift]
        let service: Connection
        let primary: Connection
        let primaryPID: Int
        let corrections: CounterCorrections

        init(parallelWriters: Bool) throws {
            (fixture, drifts, service) = try CorrectionFailureTests.lockedChannel()
            primary = try Connection(fixture.target)
            primaryPID = try #require(try primary.scalarInt("SELECT pg_backend_pid()"))
            corrections = try CounterCorrections(on: primary, batchSize: 1, parallelWriters: parallelWriters, pendingBudget: 0)
        }

        func close() {
            corrections.close()
            primary.close()
            service.close()
        }
    }

    /// One writer's batch fails (its server process is gone) while the other's waits on the
    /// service's lock: the failure surfaces at the next batch only once the waiting batch has
    /// ended, not while the primary is still in it.
    @Test func aWritersFailureSurfacesOnceTheOtherBatchHasEnded() throws {
        let repair = try Repair(parallelWriters: true)
        defer { repair.close() }
        let db = repair.fixture.db
        try repair.corrections.add(repair.drifts[0])
        try repair.corrections.add(repair.drifts[1])
        let bothWait = try Eventually.holds(within: 20) { try Self.lockWaiters(on: db).count == 2 }
        try #require(bothWait, "one batch waits on each writer")
        let secondPID = try #require(try Self.lockWaiters(on: db).first { $0 != repair.primaryPID })
        try db.query("SELECT pg_terminate_backend($1)", [secondPID])
        let failed = try Eventually.holds(within: 20) { try !Self.lockWaiters(on: db).contains(secondPID) }
        try #require(failed)
        Thread.sleep(forTimeInterval: 0.2) // the failed batch records its error
        let released = Self.release(repair.service, after: 1.5)
        var threw = false
        do { try repair.corrections.add(repair.drifts[2]) } catch { threw = true }
        let stateAtTheError = try Self.state(of: repair.primaryPID, on: db)
        #expect(threw, "the other writer's failure stops the repair")
        #expect(stateAtTheError == "idle", "the primary's batch had ended when the error reached the caller")
        while released.isExecuting { Thread.sleep(forTimeInterval: 0.05) }
    }

    /// `close()` returns once the batch written on the primary has ended.
    @Test func closingWaitsForTheBatchInFlight() throws {
        let repair = try Repair(parallelWriters: false)
        defer { repair.close() }
        let db = repair.fixture.db
        try repair.corrections.add(repair.drifts[0])
        let waits = try Eventually.holds(within: 20) { try Self.lockWaiters(on: db) == [repair.primaryPID] }
        try #require(waits)
        let released = Self.release(repair.service, after: 1.0)
        repair.corrections.close()
        #expect(try Self.state(of: repair.primaryPID, on: db) == "idle")
        while released.isExecuting { Thread.sleep(forTimeInterval: 0.05) }
    }
}
