import Foundation
@testable import Jobs
import Runtime
@testable import Seed
import Postgres
import ReadState
import Reports
import Testing
import TestSupport

/// `unreadctl trends` over a known sequence of real runs on seeded data, with the data changed
/// between them: every value in `trends.csv` equals what that run's own CSVs say
/// (docs/reports.md#trendscsv).
@Suite struct TrendsSeededTests {
    /// A minimal RFC 4180 reader for the files the runs wrote (quoted fields, CRLF).
    static func csv(_ path: String) throws -> [[String: String]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var records: [[String]] = [], fields: [String] = [], field = "", quoted = false
        var characters = Array(text.unicodeScalars)[...]
        while let c = characters.popFirst() {
            if quoted {
                if c == "\"" {
                    if characters.first == "\"" { characters.removeFirst(); field.unicodeScalars.append("\"") } else { quoted = false }
                } else { field.unicodeScalars.append(c) }
            } else if c == "\"" { quoted = true }
            else if c == "," { fields.append(field); field = "" }
            else if c == "\r" { continue }
            else if c == "\n" { fields.append(field); records.append(fields); fields = []; field = "" }
            else { field.unicodeScalars.append(c) }
        }
        guard let header = records.first else { return [] }
        return records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    /// A fresh `--out` root and its folder for today.
    static func outDir(_ name: String) throws -> OutputDirectory {
        try OutputDirectory(root: outRoot(name), runDate: Date())
    }

    static func outRoot(_ name: String) -> String { ReportFolder.temporary("trends") + "/\(name)" }

    /// What the trends row of a run must say, read from the run's own files.
    struct FromFiles {
        var driftedMembers: String? = nil, driftedUsers: String? = nil
        var driftedThreads: String? = nil, driftedMentions: String? = nil
        var findings: [String: String]? = nil
        var latency: [String: String]? = nil

        mutating func readDrift(_ dir: OutputDirectory) throws {
            driftedMembers = String(try csv(dir.file(RecomputeJob.memberDriftFile).path).count)
            driftedUsers = String(try csv(dir.file(RecomputeJob.userDriftFile).path).count)
            driftedThreads = String(try csv(dir.file(RecomputeJob.threadDriftFile).path).count)
            driftedMentions = String(try csv(dir.file(RecomputeJob.mentionDriftFile).path).count)
        }
        mutating func readAudit(_ dir: OutputDirectory) throws {
            let rows = try csv(dir.file(AuditJob.csvFile).path)
            findings = Dictionary(uniqueKeysWithValues: ["error", "warning", "info"].map { severity in
                (severity, String(rows.filter { $0["severity"] == severity }.count))
            })
        }
        mutating func readLatency(_ dir: OutputDirectory) throws {
            let rows = try csv(dir.file(LatencyReportJob.summaryFile).path)
            var values: [String: String] = [:]
            for metric in ["read", "delivered"] {
                let all = try #require(rows.first { $0["metric"] == metric && $0["group_by"] == "all" })
                values["\(metric)_p50_s"] = all["p50_s"]
                values["\(metric)_p95_s"] = all["p95_s"]
            }
            latency = values
        }
    }

    /// Adds `by` to the stored unread count of `count` members that have messages (drift the
    /// live service could have left behind).
    static func drift(_ db: Connection, count: Int, by: Int) throws {
        try db.query("""
            UPDATE channel_members SET unread_count = unread_count + $2
            WHERE (channel_id, user_id) IN (SELECT channel_id, user_id FROM channel_members
                                            WHERE left_at IS NULL ORDER BY channel_id, user_id LIMIT $1)
            """, [count, by])
    }

    @Test func everyValueEqualsTheRunsOwnFiles() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        _ = try Seeder.seed(SeedOptions(scale: .tiny, seed: 11, days: 3, injectAnomalies: true), into: db)
        let database = Database(primary: target)
        let window = try LatencyWindow.covering(reader: db, days: 3)
        var expected: [FromFiles] = []

        // 1. nightly over the planted anomalies: drift, findings, latency, corrections.
        func nightly() throws -> (FromFiles, Int) {
            let root = Self.outRoot("nightly"), runDate = Date()
            let results = NightlyResults()
            // Full nightlies: the drift planted below changes no other row, which only a full run sees (docs/change-feeds.md).
            try NightlyJob.run(NightlyOptions(recompute: RecomputeOptions(showProgress: false), audit: AuditOptions(), window: window, out: root,
                                              feed: FeedOptions(full: true)),
                               database: database, results: results, runDate: runDate)
            let dir = try OutputDirectory(root: root, runDate: runDate)
            var files = FromFiles()
            try files.readDrift(dir)
            try files.readAudit(dir)
            try files.readLatency(dir)
            let applied = try #require(results.recompute?.applied)
            return (files, applied[.members].corrected + applied[.users].corrected + applied[.threads].corrected + applied[.mentions].corrected)
        }
        let (first, corrected) = try nightly()
        #expect(first.driftedMembers != "0" && corrected > 0)
        expected.append(first)

        // 2. the live service drifts 7 counters; a dry recompute sees them.
        try Self.drift(db, count: 7, by: 3)
        let dryRoot = Self.outRoot("recompute"), dryDate = Date()
        _ = try RecomputeJob.run(RecomputeOptions(out: dryRoot, showProgress: false), database: database, runDate: dryDate)
        let dryDir = try OutputDirectory(root: dryRoot, runDate: dryDate)
        var dry = FromFiles()
        try dry.readDrift(dryDir)
        #expect(dry.driftedMembers == "7")
        expected.append(dry)

        // 3. an audit, with one more anomaly: a read receipt in the future (RS002).
        try db.query("UPDATE receipt_events SET at = now() + interval '2 days' WHERE id = (SELECT min(id) FROM receipt_events WHERE kind = 'read')")
        let auditDir = try Self.outDir("audit")
        _ = try AuditJob.runRecorded(database: database, options: AuditOptions(), output: auditDir)
        var audit = FromFiles()
        try audit.readAudit(auditDir)
        expected.append(audit)

        // 4. a latency report.
        let reportDir = try Self.outDir("report")
        _ = try LatencyReportJob.runRecorded(database: database, options: LatencyReportOptions(window: window), output: reportDir)
        var report = FromFiles()
        try report.readLatency(reportDir)
        expected.append(report)

        // 5. the second nightly corrects the 7.
        let (second, correctedAgain) = try nightly()
        #expect(second.driftedMembers == "7" && correctedAgain >= 7)
        expected.append(second)

        let trendsDir = try Self.outDir("trends")
        let outcome = try TrendsJob.run(reader: db, options: TrendsOptions(), directory: trendsDir.path)
        let rows = try Self.csv(trendsDir.file(TrendsJob.csvFile).path)
        #expect(rows.map { $0["command"] } == ["nightly", "recompute", "audit", "report", "nightly"])
        #expect(rows.map { $0["status"] } == ["findings", "succeeded", "findings", "succeeded", "findings"])
        #expect(rows.map { Int($0["run_id"] ?? "") } == outcome.runs.map(\.id))
        for (row, files) in zip(rows, expected) {
            #expect(row["drifted_members"] == (files.driftedMembers ?? ""), "run \(row["run_id"]!)")
            #expect(row["drifted_users"] == (files.driftedUsers ?? ""), "run \(row["run_id"]!)")
            #expect(row["drifted_threads"] == (files.driftedThreads ?? ""), "run \(row["run_id"]!)")
            #expect(row["drifted_mentions"] == (files.driftedMentions ?? ""), "run \(row["run_id"]!)")
            for severity in ["error", "warning", "info"] {
                #expect(row["findings_\(severity)"] == (files.findings?[severity] ?? ""), "run \(row["run_id"]!) \(severity)")
            }
            for column in ["read_p50_s", "read_p95_s", "delivered_p50_s", "delivered_p95_s"] {
                #expect(row[column] == (files.latency?[column] ?? ""), "run \(row["run_id"]!) \(column)")
            }
            #expect(Double(row["duration_s"] ?? "") ?? -1 > 0)
        }
        #expect(rows.map { $0["corrected_rows"] } == [String(corrected), "", "", "", String(correctedAgain)])
        // The p50 is a real value, not an empty field equal to an empty field.
        #expect((expected[3].latency?["read_p50_s"] ?? "").isEmpty == false)

        // What changed between the two nightlies: the new future-receipt finding, and the 7 drifted members came after fewer or as many.
        #expect(outcome.changes.latest?.id == outcome.runs[4].id && outcome.changes.previous?.id == outcome.runs[0].id)
        let markdown = try String(contentsOfFile: trendsDir.file(TrendsJob.markdownFile).path, encoding: .utf8)
        #expect(markdown.contains("## What changed since the previous nightly"))
        #expect(markdown.contains("Nightly run #\(outcome.runs[4].id)"))
        let svg = try String(contentsOfFile: trendsDir.file(TrendsJob.chartFile).path, encoding: .utf8)
        #expect(svg.contains("unreadctl runs: 5 runs"))

        // --last 2: the newest two, still oldest first.
        let lastTwo = try TrendsJob.run(reader: db, options: TrendsOptions(last: 2), directory: trendsDir.path)
        #expect(lastTwo.runs.map(\.command) == ["report", "nightly"])
    }

    @Test func anEmptyHistoryWritesAHeaderAndSaysSo() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        let dir = try Self.outDir("empty")
        let outcome = try TrendsJob.run(reader: db, options: TrendsOptions(), directory: dir.path)
        #expect(outcome.runs.isEmpty && outcome.changes.latest == nil)
        let text = try String(contentsOfFile: dir.file(TrendsJob.csvFile).path, encoding: .utf8)
        #expect(text == TrendDocuments.columns.joined(separator: ",") + "\r\n")
        let markdown = try String(contentsOfFile: dir.file(TrendsJob.markdownFile).path, encoding: .utf8)
        #expect(markdown.contains("No recorded runs"))
        let svg = try String(contentsOfFile: dir.file(TrendsJob.chartFile).path, encoding: .utf8)
        #expect(svg.contains("no runs recorded"))
    }

    /// An interrupted run and an abandoned one show their status with empty fields; rows in the
    /// shapes written before `stats_version` 2 read with what they had; a garbled one reads empty.
    @Test func interruptedAbandonedAndOldRowsReadWithEmptyFields() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        // As the jobs record them: an interrupted run finishes with only the error.
        let interrupted = try RunRecord.start(on: db, command: "nightly", options: ["out": "reports"])
        try interrupted.finish(.interrupted, stats: ["error": "interrupted (SIGTERM)"])
        // A killed run stays `running` until a later run marks it abandoned.
        _ = try RunRecord.start(on: db, command: "recompute", options: ["out": "reports"])
        try db.query("UPDATE unreadctl_runs SET status = 'abandoned', finished_at = started_at + interval '9 hours' WHERE status = 'running'")
        _ = try RunRecord.start(on: db, command: "audit", options: ["out": "reports"])  // still running
        // The shapes recompute, audit and nightly wrote before the versioned stats.
        try db.query("""
            INSERT INTO unreadctl_runs (command, status, finished_at, stats) VALUES
            ('recompute', 'succeeded', now(), '{"members":{"checked":100,"drifted":4,"absolute_delta":9},"user_totals":{"checked":50,"drifted":2,"absolute_delta":3},"user_channels":{"checked":50,"drifted":1,"absolute_delta":1},"users_drifted":2,"applied":{"members_corrected":4,"members_left_for_next_run":0,"users_corrected":2,"users_left_for_next_run":0,"transactions":1,"seconds":0.1},"snapshot_at":"2026-11-20T03:00:00.000000Z","seconds":1.5}'),
            ('audit', 'findings', now(), '{"findings":5,"csv_rows":5,"truncated":false,"by_code":{"RS001":2,"RS005":3,"RS011":0},"clock":"x","seconds":2.25,"exit_code":1,"channels":1,"members":1,"messages":1,"events":1,"users":1,"batches":1}'),
            ('nightly', 'succeeded', now(), '{"phases":{"recompute":1},"recompute":{"members":{"checked":1,"drifted":0,"absolute_delta":0},"users_drifted":0,"applied":{"members_corrected":0,"users_corrected":0}},"audit":{"by_code":{"RS003":1}},"latency_messages":10,"seconds":3}'),
            ('seed', 'succeeded', now(), '{"rows":{"messages":10},"seconds":4,"planted":{}}'),
            ('nightly', 'succeeded', now(), '{"stats_version":"two","measured":[1,2],"seconds":"soon","members":7}'),
            ('report', 'succeeded', now(), '{"stats_version":2,"measured":{"read_p50_s":"fast","delivered_p95_s":12.5,"drifted_members":null}}')
            """)
        let dir = try Self.outDir("old")
        _ = try TrendsJob.run(reader: db, options: TrendsOptions(), directory: dir.path)
        let rows = try Self.csv(dir.file(TrendsJob.csvFile).path)
        func cells(_ index: Int) -> [String] { TrendDocuments.columns.dropFirst(3).map { rows[index][$0] ?? "?" } }
        let empty = Array(repeating: "", count: 14)
        #expect(rows.map { $0["status"] } == ["interrupted", "abandoned", "running", "succeeded", "findings", "succeeded", "succeeded", "succeeded", "succeeded"])
        // Interrupted: the wall time it ran, nothing measured. Abandoned and running: nothing at all.
        #expect(cells(0)[0] == "interrupted" && Double(cells(0)[1]) != nil && Array(cells(0)[2...]) == Array(empty.dropFirst(1)))
        #expect(cells(1) == ["abandoned"] + empty)
        #expect(cells(2) == ["running"] + empty)
        #expect(cells(3) == ["succeeded", "1.5", "4", "2", "", "", "6", "", "", "", "", "", "", "", ""])
        #expect(cells(4) == ["findings", "2.25", "", "", "", "", "", "2", "3", "0", "", "", "", "", ""])
        // A nightly recorded before incremental runs has no scope: empty, and compared as a full one.
        #expect(cells(5) == ["succeeded", "3", "0", "0", "", "", "0", "0", "1", "0", "", "", "", "", ""])
        #expect(cells(6)[0] == "succeeded" && cells(6)[1] == "4" && Array(cells(6)[2...]) == Array(empty.dropFirst(1)))
        // Garbled stats: no error, nothing measured (the duration comes from the record's times).
        #expect(Array(cells(7)[2...]) == Array(empty.dropFirst(1)))
        #expect(cells(8)[2...].joined(separator: ",") == ",,,,,,,,,,,12.5,")
    }

    /// A failed or refused run is marked on the chart's run axis and its duration is not drawn
    /// (it would look like a fast night); the error line is drawn over the others.
    @Test func failedRunsAreMarkedAndTheirDurationIsNotDrawn() throws {
        func run(_ id: Int, _ status: String, seconds: Double, errors: Int) -> RecordedRun {
            var measured = RunMeasurements()
            measured.durationSeconds = seconds
            measured.findingsBySeverity = ["error": errors, "warning": errors, "info": errors]
            return RecordedRun(id: id, command: "nightly", startedAt: PostgresTimestamp(microseconds: Int64(id) * 86_400_000_000),
                               finishedAt: PostgresTimestamp(microseconds: Int64(id) * 86_400_000_000 + 1), status: status,
                               statsVersion: 2, measured: measured)
        }
        let documents = TrendDocuments(runs: [run(1, "succeeded", seconds: 40, errors: 2), run(2, "failed", seconds: 0.2, errors: 0),
                                              run(3, "findings", seconds: 41, errors: 2)], selection: "all", chartFileName: "trends.svg")
        let chart = documents.chart()
        #expect(chart.runLabels.map { $0.split(separator: "\n")[0] } == ["#1", "#2 failed", "#3"])
        let durations = try #require(chart.panels.last?.series.first { $0.name == "nightly" })
        #expect(durations.values == [40, nil, 41])
        let findings = try #require(chart.panels.first { $0.title.hasPrefix("Audit findings") })
        #expect(findings.series.last?.name == "error")
    }
}
