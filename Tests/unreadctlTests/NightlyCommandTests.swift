import Foundation
import Jobs
import Runtime
import Seed
import Postgres
import Testing
import TestSupport
import ThrowawayPostgres

/// `unreadctl nightly` as cron runs it: one exit code, one run record, the metrics file, and
/// the faults an unattended job meets.
@Suite struct NightlyCommandTests {
    @Test func cleanDataExitsZeroWithOneRunRecordAndMetrics() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: false)
        let out = ReportFolder.temporary("nightly")
        let metrics = out + "/unreadctl.prom"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let run = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", out, "--metrics-file", metrics])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("corrected: 0 member counters, 0 users"))
        #expect(run.stdout.contains("audit: no findings"))
        let db = try Connection(target)
        let runs = try db.query("SELECT command, status FROM unreadctl_runs")
        #expect(runs.rowCount == 1)
        #expect(try runs.string(0, 0) == "nightly" && runs.string(0, 1) == "succeeded")
        let text = try String(contentsOfFile: metrics, encoding: .utf8)
        #expect(text.contains("unreadctl_nightly_exit_status 0"))
        #expect(text.contains("unreadctl_nightly_last_success_timestamp_seconds "))
        #expect(text.contains(#"unreadctl_nightly_phase_duration_seconds{phase="recompute"}"#))
        #expect(text.contains(#"unreadctl_nightly_findings{code="RS005",name="unread-count-drift",severity="warning",scope="full"} 0"#))
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first { $0.hasPrefix("20") })
        let files = try FileManager.default.contentsOfDirectory(atPath: out + "/" + folder).sorted()
        #expect(files == ["audit.csv", "audit.md", "latency.md", "latency.svg", "latency_summary.csv", "mention_drift.csv",
                          "thread_drift.csv", "trends.csv", "trends.md", "trends.svg", "unread.md", "unread_by_group.csv",
                          "unread_drift.csv", "user_totals_drift.csv"])
    }

    @Test func plantedAnomaliesAreCorrectedReportedAndExitOne() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: true)
        let out = ReportFolder.temporary("nightly")
        let metrics = out + ".prom"
        let run = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", out, "--metrics-file", metrics])
        #expect(run.status == 1, "\(run.stderr)")
        let text = try String(contentsOfFile: metrics, encoding: .utf8)
        #expect(text.contains("unreadctl_nightly_exit_status 1"))
        #expect(text.contains(#"unreadctl_nightly_corrections_applied{kind="members",scope="full"}"#))
        #expect(!text.contains(#"unreadctl_nightly_corrections_applied{kind="members",scope="full"} 0"#))
        // After the run the drift is gone: a dry recompute finds nothing.
        let again = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out])
        #expect(again.status == 0)
        #expect(again.stdout.contains("0 drifted"))
        let status = try Connection(target).scalarString("SELECT status FROM unreadctl_runs WHERE command = 'nightly'")
        #expect(status == "findings")
    }

    /// A failed run (here: refused by the run lock) keeps every series of the last completed
    /// run, its last-success time included, and marks only its own exit status and end: alerts
    /// on drift, findings or latency neither go silent nor resolve by themselves.
    @Test func aFailedRunKeepsTheLastCompletedRunsSeries() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: true)
        let metrics = ReportFolder.temporary("nightly") + ".prom"
        let completed = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", ReportFolder.temporary("nightly"), "--metrics-file", metrics,
                                                 "--since", "2000-01-01", "--until", "2100-01-01"])
        #expect(completed.status == 1, "\(completed.stderr)")
        let before = try String(contentsOfFile: metrics, encoding: .utf8)
        for series in ["unreadctl_nightly_last_success_timestamp_seconds ", #"unreadctl_nightly_findings{code="RS001""#,
                       #"unreadctl_nightly_drifted{kind="members",scope="full"}"#, #"unreadctl_nightly_drifted{kind="threads",scope="full"}"#,
                       #"unreadctl_nightly_drifted{kind="mentions",scope="full"}"#, #"unreadctl_nightly_corrections_applied{kind="members",scope="full"}"#,
                       #"unreadctl_nightly_rows_checked{kind="members",scope="full"}"#,
                       #"unreadctl_nightly_latency_seconds{metric="read",quantile="0.5"}"#,
                       #"unreadctl_nightly_latency_seconds{metric="read",quantile="0.95"}"#] {
            #expect(before.contains(series), "\(series)")
        }
        let holder = try Connection(target)
        defer { holder.close() }
        #expect(try holder.tryAdvisoryLock(RunLock.key))
        let refused = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", ReportFolder.temporary("nightly"), "--metrics-file", metrics])
        #expect(refused.status == 75)
        let after = try String(contentsOfFile: metrics, encoding: .utf8)
        #expect(after.contains("unreadctl_nightly_exit_status 75"))
        // Every line but the run's own status and end is the completed run's, byte for byte.
        func kept(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { !$0.contains("unreadctl_nightly_exit_status") && !$0.contains("unreadctl_nightly_last_run_timestamp_seconds") }
        }
        #expect(kept(after) == kept(before))
        #expect(after.components(separatedBy: "# TYPE unreadctl_nightly_exit_status").count == 2, "one family each")
    }

    @Test func aHeldLockExits75AndTheMetricsSaySo() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: false)
        let holder = try Connection(target)
        #expect(try holder.tryAdvisoryLock(RunLock.key))
        let metrics = ReportFolder.temporary("nightly") + ".prom"
        let run = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", ReportFolder.temporary("nightly"), "--metrics-file", metrics])
        #expect(run.status == 75)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("another unreadctl run holds the lock"))
        #expect(try String(contentsOfFile: metrics, encoding: .utf8).contains("unreadctl_nightly_exit_status 75"))
        // The refused night is in the history (and so in `trends`), as failed, with the reason.
        let refused = try holder.query("SELECT status, stats->>'error' FROM unreadctl_runs WHERE command = 'nightly' ORDER BY id DESC LIMIT 1")
        #expect(refused.rowCount == 1)
        #expect(try refused.string(0, 0) == "failed")
        #expect(try refused.string(0, 1)?.contains("holds the lock") == true)
    }

    @Test func anUnwritableOutExits73() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: false)
        let file = ReportFolder.temporary("not-a-dir")
        FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        let run = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", file + "/reports"])
        #expect(run.status == 73)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try Connection(target).scalarInt("SELECT count(*) FROM unreadctl_runs") == 0)
    }

    @Test func sigtermMidApplyExits143LeavesNoPartialFileAndRecordsTheRun() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: true)
        // The live service holds every membership row: the apply batch waits on the lock.
        let service = try Connection(target)
        try service.execute("BEGIN; SELECT 1 FROM channel_members FOR UPDATE; SELECT 1 FROM users FOR UPDATE")
        let out = ReportFolder.temporary("nightly")
        let pid = try ChildProcess.startDetached([UnreadctlBinary.path, "nightly", "--dsn", target.conninfo,
                                                  "--out", out, "--lock-timeout", "60s"])
        // Wait until the apply is blocked on the row lock, then stop it as systemd would.
        let observer = try Connection(target)
        let blocked = try Eventually.holds { try observer.aToolSessionWaitsOnALock() }
        #expect(blocked, "the apply never waited for the membership rows")
        kill(pid, SIGTERM)
        let status = ChildProcess.wait(for: pid)
        try service.execute("ROLLBACK")
        #expect(status == 143)
        #expect(try observer.scalarString("SELECT status FROM unreadctl_runs WHERE command = 'nightly'") == "interrupted")
        // The drift is still there (the open batch was rolled back), and no temp file is left.
        #expect(try observer.scalarInt("SELECT count(*) FROM channel_members WHERE unread_count < 0") ?? 0 > 0)
        let leftovers = (FileManager.default.enumerator(atPath: out)?.allObjects as? [String] ?? []).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func thePasswordAppearsNowhere() throws {
        let metrics = ReportFolder.temporary("nightly") + ".prom"
        let run = try UnreadctlBinary.run(["nightly", "--dsn", "postgresql://cron:S3cretPw@127.0.0.1:1/chat?connect_timeout=2",
                                           "--out", ReportFolder.temporary("nightly"), "--metrics-file", metrics, "--log-format", "json"])
        #expect(run.status == 69)
        let text = run.stdout + run.stderr + ((try? String(contentsOfFile: metrics, encoding: .utf8)) ?? "")
        #expect(!text.contains("S3cretPw"))
        #expect(text.contains("unreadctl_nightly_exit_status 69"))
    }

    /// recompute, audit and report read on a second connection when they can; a login limited
    /// to the connections they need without it (recompute: 2, the run record has its own;
    /// audit and report: 1) makes them read on one, in turn, with the same results.
    @Test func aLoginWithoutASpareConnectionGetsTheSameResults() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: true)
        let owner = try Connection(target)
        let rolesSQL = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../sql/roles.sql").standardized, encoding: .utf8)
        try owner.execute(rolesSQL)
        let suffix = String(UUID().uuidString.prefix(8)).lowercased()
        try owner.execute("""
            CREATE ROLE one_\(suffix) LOGIN CONNECTION LIMIT 1 IN ROLE unreadctl_reader;
            CREATE ROLE two_\(suffix) LOGIN CONNECTION LIMIT 2 IN ROLE unreadctl_reader
            """)
        let cluster = try TestCluster.cluster()
        let dbName = try #require(target.parsedOptions()["dbname"] ?? nil)
        func dsn(_ user: String) -> String { "host=\(cluster.socketDirectory) port=\(cluster.port) user=\(user) dbname=\(dbName)" }
        #expect(throws: PostgresError.self) {
            let first = try Connection(ConnectionString(dsn("one_\(suffix)")))
            defer { first.close() }
            _ = try Connection(ConnectionString(dsn("one_\(suffix)")))
        }

        /// The CSV files of recompute (dry run), audit and report; RS002's limit (the audit's
        /// clock) taken out.
        func results(recompute: String, others: String) throws -> [String: String] {
            let out = ReportFolder.temporary("nightly")
            defer { try? FileManager.default.removeItem(atPath: out) }
            for (arguments, dsn, status) in [(["recompute"], recompute, Int32(0)), (["audit"], others, 1), (["report"], others, 0)] {
                let run = try UnreadctlBinary.run(arguments + ["--dsn", dsn, "--out", out, "--quiet"])
                #expect(run.status == status, "\(arguments[0]): \(run.stderr)")
            }
            var files: [String: String] = [:]
            for path in FileManager.default.enumerator(atPath: out)?.allObjects as? [String] ?? [] where path.hasSuffix(".csv") {
                let text = try String(contentsOfFile: out + "/" + path, encoding: .utf8)
                files[URL(fileURLWithPath: path).lastPathComponent] = text.replacingOccurrences(
                    of: "; limit=[0-9T:.Z-]+", with: "", options: .regularExpression)
            }
            return files
        }
        let spare = try results(recompute: target.conninfo, others: target.conninfo)
        let none = try results(recompute: dsn("two_\(suffix)"), others: dsn("one_\(suffix)"))
        #expect(Set(spare.keys) == ["unread_drift.csv", "user_totals_drift.csv", "thread_drift.csv", "mention_drift.csv",
                                    "unread_by_group.csv", "audit.csv", "latency_summary.csv"])
        #expect(spare["unread_drift.csv"]!.split(separator: "\r\n").count > 1 && spare["audit.csv"]!.contains("RS002"))
        for (name, text) in spare { #expect(none[name] == text, "\(name)") }
    }

    @Test func leastPrivilegeRoles() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: true)
        let owner = try Connection(target)
        let rolesSQL = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../sql/roles.sql").standardized, encoding: .utf8)
        try owner.execute(rolesSQL)
        try owner.execute(rolesSQL) // idempotent
        let suffix = String(UUID().uuidString.prefix(8)).lowercased()
        try owner.execute("CREATE ROLE reader_\(suffix) LOGIN IN ROLE unreadctl_reader; CREATE ROLE writer_\(suffix) LOGIN IN ROLE unreadctl_writer")
        let cluster = try TestCluster.cluster()
        let dbName = try #require(target.parsedOptions()["dbname"] ?? nil)
        func dsn(_ user: String) -> String { "host=\(cluster.socketDirectory) port=\(cluster.port) user=\(user) dbname=\(dbName)" }

        let audit = try UnreadctlBinary.run(["audit", "--dsn", dsn("reader_\(suffix)"), "--out", ReportFolder.temporary("nightly")])
        #expect(audit.status == 1, "\(audit.stderr)") // it ran: the planted errors are found
        let refused = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", dsn("reader_\(suffix)"), "--out", ReportFolder.temporary("nightly")])
        // Refused from the catalog before any scan (docs/mappings.md#refusals): 65, one line naming the column.
        #expect(refused.status == 65)
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(refused.stderr.contains("may not UPDATE channel_members.unread_count"), "\(refused.stderr)")
        let nightly = try UnreadctlBinary.run(["nightly", "--dsn", dsn("writer_\(suffix)"), "--out", ReportFolder.temporary("nightly")])
        #expect(nightly.status == 1, "\(nightly.stderr)")
        #expect(throws: PostgresError.self) {
            try Connection(ConnectionString(dsn("writer_\(suffix)"))).execute("UPDATE channel_members SET muted = true")
        }
    }
}
