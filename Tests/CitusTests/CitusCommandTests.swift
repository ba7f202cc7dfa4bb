import Foundation
import Jobs
import Postgres
import Runtime
import Schema
import Testing
import TestSupport

/// The opt-in Citus suite (docs/citus.md#running-on-citus): the same commands on a coordinator with
/// two workers give the same files, byte for byte, as on plain PostgreSQL. It runs where the
/// citus extension is installed for this PostgreSQL and reports itself as skipped elsewhere.
@Suite(.enabled(if: CitusTestCluster.availability.installed, Comment(rawValue: CitusTestCluster.availability.reason)))
struct CitusCommandTests {
    static let seedArguments = ["--scale", "tiny", "--seed", "11", "--inject-anomalies", "--start", "2026-10-01", "--days", "20"]
    static let window = ["--since", "2026-10-01", "--until", "2026-10-21"]

    @Test func schemaApplyCreatesTheDistributedLayout() throws {
        let target = try CitusTestCluster.makeDatabase()
        let db = try Connection(target)
        defer { db.close() }
        let layout = try SchemaLayout.read(db)
        #expect(layout == .citus(
            distributedTables: ["channel_members", "message_mentions", "messages", "receipt_events", "thread_participants"],
            referenceTables: ["channel_types", "channels", "user_mutes", "users"]))
        let colocations = try db.scalarInt("""
            SELECT count(DISTINCT colocationid) FROM pg_dist_partition WHERE partmethod = 'h'
            """)
        #expect(colocations == 1)
        let status = try UnreadctlBinary.run(["schema", "status", "--dsn", target.conninfo])
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.contains("layout\tCitus: distributed by channel_id"))
    }

    @Test func schemaDistributeConvertsAPlainSchema() throws {
        let target = try CitusTestCluster.makeDatabase(schema: false)
        let db = try Connection(target)
        defer { db.close() }
        // A plain schema applied while the layout function found no extension: simulate by
        // applying with the extension's metadata hidden is not possible, so apply 001–003 by hand.
        for migration in Schema.Migrations.all where migration.version < 4 {
            try db.execute(migration.sql)
        }
        try db.execute(Schema.Migrations.all.first { $0.version == 4 }!.sql.replacingOccurrences(
            of: "SELECT unreadctl_distribute_layout();", with: ""))
        // The migrations after the layout's, as `schema apply` would (the schema is current).
        for migration in Schema.Migrations.all where migration.version > 4 {
            try db.execute(migration.sql)
        }
        #expect(try SchemaLayout.read(db) == .citusNotDistributed)
        let plan = try UnreadctlBinary.run(["schema", "distribute", "--dsn", target.conninfo])
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(plan.stdout.contains("run again with --yes"))
        #expect(try SchemaLayout.read(db) == .citusNotDistributed)
        let run = try UnreadctlBinary.run(["schema", "distribute", "--yes", "--dsn", target.conninfo])
        #expect(run.status == 0, "\(run.stderr)")
        guard case .citus = try SchemaLayout.read(db) else {
            Issue.record("not distributed after schema distribute --yes")
            return
        }
    }

    /// Seeds the same history into a plain database and a Citus one and runs `commands` on
    /// both; returns each side's CSV files and stored counters.
    static func runOnBoth(_ commands: [[String]]) throws -> (files: [String: [String: String]], counters: [String: String]) {
        let plain = try TestCluster.makeDatabase()
        let citus = try CitusTestCluster.makeDatabase()
        var files: [String: [String: String]] = [:]
        var counters: [String: String] = [:]
        for (name, target) in [("plain", plain), ("citus", citus)] {
            let out = ReportFolder.temporary("unreadctl-citus-\(name)")
            defer { try? FileManager.default.removeItem(atPath: out) }
            let seed = try UnreadctlBinary.run(["seed", "--dsn", target.conninfo] + Self.seedArguments)
            #expect(seed.status == 0, "\(name) seed: \(seed.stderr)")
            for (index, command) in commands.enumerated() {
                let run = try UnreadctlBinary.run(command + ["--dsn", target.conninfo, "--out", out + "/\(index)-" + command[0], "--quiet"])
                #expect(run.status == (["audit", "nightly"].contains(command[0]) ? 1 : 0), "\(name) \(command.joined(separator: " ")): \(run.stderr)")
            }
            files[name] = try Self.csvFiles(under: out)
            counters[name] = try Self.storedCounters(target)
        }
        return (files, counters)
    }

    static func expectSameFiles(_ files: [String: [String: String]]) {
        #expect(files["plain"]?.keys.sorted() == files["citus"]?.keys.sorted())
        #expect(!(files["plain"] ?? [:]).isEmpty)
        for (path, text) in files["plain"] ?? [:] {
            #expect(files["citus"]?[path] == text, "\(path) differs between plain PostgreSQL and Citus")
        }
    }

    @Test func theReadingCommandsGiveTheSameFilesAsPlainPostgres() throws {
        let (files, counters) = try Self.runOnBoth([["recompute"], ["audit"], ["report", "--per-message"] + Self.window])
        Self.expectSameFiles(files)
        #expect(counters["plain"] == counters["citus"])
    }

    /// `recompute --apply`, then a dry run: the same drift files and the same stored counters.
    @Test func applyGivesTheSameCountersAsPlainPostgres() throws {
        let (files, counters) = try Self.runOnBoth([["recompute", "--apply"], ["recompute"]])
        Self.expectSameFiles(files)
        #expect(counters["plain"] == counters["citus"])
    }

    /// `nightly` (recompute --apply, audit, report, under the run lock) end to end; the planted
    /// errors make both exit 1.
    @Test func nightlyGivesTheSameFilesAsPlainPostgres() throws {
        let (files, counters) = try Self.runOnBoth([["nightly", "--per-message"] + Self.window])
        Self.expectSameFiles(files)
        #expect(counters["plain"] == counters["citus"])
    }

    @Test func theRunLockLivesOnTheCoordinator() throws {
        let target = try CitusTestCluster.makeDatabase()
        let seed = try UnreadctlBinary.run(["seed", "--dsn", target.conninfo] + Self.seedArguments)
        #expect(seed.status == 0, "\(seed.stderr)")
        let holder = try Connection(target)
        defer { holder.close() }
        _ = try RunLock.acquire(on: holder)
        let out = ReportFolder.temporary("unreadctl-citus-lock")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", target.conninfo, "--out", out, "--quiet"])
        #expect(run.status == 75, "\(run.stderr)")
    }

    /// Every CSV below `root`, by path relative to its run-date folder (which is today's date on both).
    static func csvFiles(under root: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".csv") else { continue }
            // RS002's limit is the audit's clock + skew: it differs between any two runs, so it is
            // compared by shape only.
            var text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
                .replacing(/limit=[0-9T:.\-]+Z/, with: "limit=<clock>")
            // trends.csv records when each run started and how long it took: those two columns
            // are compared by shape only, every count in full.
            if path.hasSuffix("trends.csv") {
                text = text.replacing(/(?m)^([0-9]+,[a-z]+,)[0-9T:.\-]+Z,([a-z]+),[0-9.]+,/) { "\($0.1)<started>,\($0.2),<seconds>," }
            }
            files[path] = text
        }
        return files
    }

    static func storedCounters(_ target: ConnectionString) throws -> String {
        let db = try Connection(target)
        defer { db.close() }
        var text = ""
        let members = try db.query("""
            SELECT channel_id, user_id, unread_count, unread_mentions FROM channel_members ORDER BY channel_id, user_id
            """)
        for row in 0..<members.rowCount {
            text += "\(try members.int(row, 0) ?? -1) \(try members.string(row, 1) ?? "") \(try members.int(row, 2) ?? -1) \(try members.int(row, 3) ?? -1)\n"
        }
        let users = try db.query("""
            SELECT id, total_unread_count, unread_channels, unread_threads, total_unread_mentions FROM users ORDER BY id
            """)
        for row in 0..<users.rowCount {
            text += "\(try users.string(row, 0) ?? "") \(try users.int(row, 1) ?? -1) \(try users.int(row, 2) ?? -1) \(try users.int(row, 3) ?? -1) \(try users.int(row, 4) ?? -1)\n"
        }
        return text
    }
}
