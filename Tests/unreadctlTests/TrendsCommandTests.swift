import Foundation
import Jobs
import Postgres
import Testing
import TestSupport

/// `unreadctl trends` from the command line (docs/reports.md#trendscsv).
@Suite struct TrendsCommandTests {
    static func today(_ out: String) throws -> String {
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first { $0.hasPrefix("20") })
        return out + "/" + folder
    }

    @Test func nightlyRefreshesTheTrendsAndTrendsReadsThroughAReadOnlySession() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: true)
        let out = ReportFolder.temporary("nightly")
        for _ in 0..<2 {
            let run = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", out])
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stdout.contains("trends: "))
        }
        // The nightly's own folder holds the history with its own run in it.
        let nightlyCSV = try String(contentsOfFile: try Self.today(out) + "/trends.csv", encoding: .utf8)
        let lines = nightlyCSV.split(separator: "\r\n")
        #expect(lines.count == 3)
        #expect(lines[2].hasPrefix("2,nightly,") && lines[2].contains(",findings,"))

        // A session that cannot write (as on a replica): trends only reads.
        let readOnly = target.conninfo + " options='-c default_transaction_read_only=on'"
        let trendsOut = ReportFolder.temporary("nightly")
        let run = try UnreadctlBinary.run(["trends", "--dsn", readOnly, "--replica-dsn", readOnly, "--last", "1", "--out", trendsOut])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("trends: 1 recorded run"))
        let csv = try String(contentsOfFile: try Self.today(trendsOut) + "/trends.csv", encoding: .utf8)
        #expect(csv.split(separator: "\r\n").count == 2 && csv.contains("\r\n2,nightly,"))
        let markdown = try String(contentsOfFile: try Self.today(trendsOut) + "/trends.md", encoding: .utf8)
        #expect(markdown.contains("![Drift, findings, latency and duration per run](trends.svg)"))
        // trends records no run of its own.
        #expect(try Connection(target).scalarInt("SELECT count(*) FROM unreadctl_runs") == 2)
    }

    /// Run rows a hand edit or an older version can leave: each used to crash `trends` (SIGILL
    /// on an overflow) and with it every later nightly. Now such a row is skipped with a warning
    /// naming its id, and `trends` and `nightly` finish.
    @Test(arguments: [
        ("started_at = '-infinity', finished_at = now()", "{}"),
        ("finished_at = now()", #"{"stats_version": 2, "measured": {"drifted_members": 9000000000000000000}}"#),
        ("finished_at = now()", #"{"by_code": {"RS001": 9223372036854775807, "RS002": 1}}"#),
        ("finished_at = now()", #"{"applied": {"members_corrected": 9223372036854775807, "users_corrected": 1}}"#),
        ("finished_at = now(), started_at = 'infinity'", "{}"),
    ])
    func anUnreadableRunRowIsSkippedNotACrash(change: String, stats: String) throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: false)
        let db = try Connection(target)
        defer { db.close() }
        try db.execute("INSERT INTO unreadctl_runs (command, status, stats) VALUES ('nightly', 'succeeded', '\(stats)'::jsonb)")
        try db.execute("UPDATE unreadctl_runs SET \(change)")
        let id = try db.scalarInt("SELECT max(id) FROM unreadctl_runs") ?? 0
        let out = ReportFolder.temporary("nightly")
        let run = try UnreadctlBinary.run(["trends", "--dsn", target.conninfo, "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("run \(id)") && run.stderr.contains("skipped"), "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: try Self.today(out))
        #expect(files.sorted() == ["trends.csv", "trends.md", "trends.svg"], "no temporary file left: \(files)")
        let nightly = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", out])
        #expect(nightly.status == 0, "\(nightly.stderr)")
        #expect(nightly.stdout.contains("trends: "))
    }

    /// Two completed nightlies whose drift is -1 and then the largest bigint: the night-to-night
    /// change used to overflow.
    @Test func anExtremeNightToNightChangeIsNotACrash() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: false)
        let db = try Connection(target)
        defer { db.close() }
        for drifted in ["-1", "9223372036854775807"] {
            try db.execute("""
                INSERT INTO unreadctl_runs (command, status, finished_at, stats) VALUES ('nightly', 'succeeded', now(),
                  '{"stats_version": 2, "measured": {"drifted_members": \(drifted)}}'::jsonb)
                """)
        }
        let run = try UnreadctlBinary.run(["trends", "--dsn", target.conninfo, "--out", ReportFolder.temporary("nightly")])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test(arguments: [["--last", "0"], ["--since", "yesterday"], ["--since", "2026-02-30"]])
    func badOptionsExit64BeforeConnecting(arguments: [String]) throws {
        let run = try UnreadctlBinary.run(["trends", "--dsn", "host=/nonexistent dbname=x"] + arguments + ["--out", ReportFolder.temporary("nightly")])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(arguments[0]))
    }

    @Test func anUnreachableDatabaseExits69() throws {
        let run = try UnreadctlBinary.run(["trends", "--dsn", "host=/nonexistent-socket-dir dbname=x", "--out", ReportFolder.temporary("nightly")])
        #expect(run.status == 69, "\(run.stderr)")
    }
}
