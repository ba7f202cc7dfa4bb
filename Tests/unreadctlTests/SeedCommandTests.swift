import Foundation
import Jobs
import Runtime
import Seed
import Postgres
import Testing
import TestSupport

/// `unreadctl seed` as an operator types it: exit codes, one-line errors, the manifest.
@Suite struct SeedCommandTests {
    func expectUsageError(_ arguments: [String], mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try UnreadctlBinary.run(["seed"] + arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.contains(text), "\(arguments): \(run.stderr)", sourceLocation: sourceLocation)
        #expect(!run.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
    }

    @Test func badOptionsExit64WithTheReason() throws {
        try expectUsageError(["--scale", "huge"], mentioning: "unknown scale 'huge'")
        try expectUsageError(["--scale=-5"], mentioning: "-5")
        try expectUsageError(["--scale", "10"], mentioning: "at least 100")
        try expectUsageError(["--days=-3"], mentioning: "--days")
        try expectUsageError(["--days", "0"], mentioning: "--days")
        try expectUsageError(["--seed=-1"], mentioning: "--seed")
        try expectUsageError(["--start", "yesterday"], mentioning: "not a date")
    }

    @Test func seedingPrintsASummaryAndWritesTheManifest() throws {
        let target = try TestCluster.makeDatabase()
        let directory = URL(fileURLWithPath: ReportFolder.temporary("seed-cli"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = directory.appendingPathComponent("manifest.json")
        let run = try UnreadctlBinary.run(["seed", "--dsn", target.conninfo, "--scale", "tiny", "--seed", "7",
                                           "--start", "2025-01-01", "--days", "20", "--inject-anomalies", "--manifest", manifest.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("seeded 1000 messages"))
        #expect(run.stdout.contains("anomalies planted: RS001"))
        #expect(run.stderr.isEmpty, "no progress without a terminal: \(run.stderr)")
        let planted = try SeedManifest.read(from: manifest)
        #expect(planted.seed == 7 && planted.days == 20 && planted.anomaliesInjected)
        #expect(planted.start == "2025-01-01T00:00:00.000000Z" && planted.end == "2025-01-21T00:00:00.000000Z")
        #expect(planted.findings("RS009").count > 0)
        #expect(planted.findings("RS015").count > 0 && planted.findings("RS016").count > 0)
        #expect(!planted.threadDrift.isEmpty && !planted.mentionDrift.isEmpty)
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains("\"thread_drift\"") && text.contains("\"parent_id\"") && text.contains("\"stored_threads\""))
        let db = try Connection(target)
        #expect(try db.scalarInt("SELECT count(*) FROM messages") == 1_000)
        #expect(try db.scalarString("SELECT status FROM unreadctl_runs WHERE command = 'seed'") == "succeeded")

        // Again, without --force: refused, one line, exit 64, nothing changed.
        let again = try UnreadctlBinary.run(["seed", "--dsn", target.conninfo, "--scale", "tiny", "--start", "2025-01-01"])
        #expect(again.status == 64)
        #expect(again.stderr.split(separator: "\n").count == 1 && again.stderr.hasPrefix("unreadctl: "))
        #expect(again.stderr.contains("--force"))
        #expect(try db.scalarInt("SELECT count(*) FROM messages") == 1_000)
        #expect(try db.scalarInt("SELECT count(*) FROM unreadctl_runs WHERE command = 'seed' AND status = 'failed'") == 1)

        let forced = try UnreadctlBinary.run(["seed", "--dsn", target.conninfo, "--scale", "200", "--start", "2025-01-01", "--force", "--quiet"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.isEmpty)
        #expect(try db.scalarInt("SELECT count(*) FROM messages") == 200)
    }

    @Test func aHistoryEndingInTheFutureIsRefused() throws {
        let target = try TestCluster.makeDatabase()
        let run = try UnreadctlBinary.run(["seed", "--dsn", target.conninfo, "--start", "2999-01-01"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("in the future"))
    }

    /// Seeding writes every table: it takes the run lock like the other writers, and a seed
    /// the lock refused is in the history (docs/operations.md#one-run-at-a-time).
    @Test func aHeldLockExits75AndTheRefusedRunIsRecorded() throws {
        let target = try TestCluster.makeDatabase()
        let holder = try Connection(target)
        #expect(try holder.tryAdvisoryLock(RunLock.key))
        let run = try UnreadctlBinary.run(["seed", "--dsn", target.conninfo, "--scale", "tiny", "--quiet"])
        #expect(run.status == 75, "\(run.stderr)")
        #expect(run.stderr == "unreadctl: another unreadctl run holds the lock on this database: try later\n")
        #expect(try holder.scalarInt("SELECT count(*) FROM messages") == 0)
        #expect(try holder.scalarString("SELECT status FROM unreadctl_runs WHERE command = 'seed'") == "failed")
        #expect(try holder.scalarString("SELECT stats->>'error' FROM unreadctl_runs WHERE command = 'seed'")?.contains("holds the lock") == true)
    }

    @Test func aMissingSchemaExits65() throws {
        let target = try TestCluster.makeDatabase(schema: false)
        let run = try UnreadctlBinary.run(["seed", "--dsn", target.conninfo])
        #expect(run.status == 65)
        #expect(run.stderr.contains("unreadctl schema apply"))
    }
}
