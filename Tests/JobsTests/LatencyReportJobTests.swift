import Foundation
@testable import Jobs
import Postgres
import ReadState
import Reports
import Runtime
import Testing
import TestSupport

/// The latency report against a real PostgreSQL, on a hand-built event log whose every number
/// is worked out below (times on 2026-01-01, UTC).
@Suite struct LatencyReportJobTests {
    static func window(tz: String? = nil) throws -> LatencyWindow {
        try LatencyWindow.parse(since: LatencyHistory.since, until: LatencyHistory.until, timeZone: tz)
    }

    func runFixture(tz: String? = nil, perMessage: Bool = true) throws -> (LatencyReportOutcome, OutputDirectory) {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try db.execute(LatencyHistory.sql)
        let output = try OutputDirectory(root: ReportFolder.temporary("latency"), runDate: Date())
        let outcome = try LatencyReportJob.run(
            reader: db, options: LatencyReportOptions(window: try Self.window(tz: tz), perMessage: perMessage), output: output)
        return (outcome, output)
    }

    @Test func theHandBuiltLogGivesTheWorkedOutSummary() throws {
        let (outcome, output) = try runFixture()
        let summary = try LatencyHistory.rows(output.file(LatencyReportJob.summaryFile))
        #expect(summary[0] == ["metric", "group_by", "group", "messages", "with_event", "fraction",
                               "p50_s", "p90_s", "p95_s", "p99_s", "max_s", "mean_s"])
        func row(_ metric: String, _ groupBy: String, _ group: String) -> [String]? {
            summary.first { $0[0] == metric && $0[1] == groupBy && $0[2] == group }.map { Array($0[3...]) }
        }
        // Read: messages 5, 1, 2, 3 (channel 1) and 10, 11 (channel 2); 3 is never read.
        // Latencies 32400 (5: Cid's event at 09:00 covers it), 300, 3570, 600 (10: not Ann's own
        // read, not the mark-unread), 0 (11: Ann's read at the same instant).
        #expect(row("read", "all", "all") == ["6", "5", "0.833333", "600", "32400", "32400", "32400", "32400", "7374"])
        #expect(row("read", "type", "messaging") == ["4", "3", "0.75", "3570", "32400", "32400", "32400", "32400", "12090"])
        #expect(row("read", "type", "team") == ["2", "2", "1", "0", "600", "600", "600", "600", "300"])
        #expect(row("read", "type", "livestream") == nil)
        #expect(row("read", "day", "2026-01-01")?[0] == "6")
        #expect(row("read", "size", "2")?[0...1] == ["4", "3"])
        #expect(row("read", "size", "3-10")?[0...1] == ["2", "2"])
        #expect(row("read", "size", "1001+") == ["0", "0", "", "", "", "", "", "", ""])
        // Delivered: channel 1 only; 2 s (1), 60 s (3, delivered, never read), 3570 s (2: Ann's
        // read counts as delivery), 32400 s (5).
        #expect(row("delivered", "all", "all") == ["4", "4", "1", "60", "32400", "32400", "32400", "32400", "9008"])
        #expect(row("delivered", "type", "team") == nil)
        #expect(summary.count == 1 + 2 * (1 + 1 + 5) + 2 + 1)  // header; all, day, 5 sizes ×2; 2 + 1 types
        #expect(outcome.messages == 7)  // the livestream message counts for the delivery state
        #expect(outcome.report.readByCounts == [1, 4, 1])
        // livestream (hidden: no indicator without read events), messaging, team; sent, delivered, read, hidden
        #expect(outcome.report.deliveryStates == [[0, 0, 0, 1], [0, 1, 3, 0], [0, 0, 2, 0]])
    }

    @Test func thePerMessageFileHasOneRowPerCountedMessage() throws {
        let (_, output) = try runFixture()
        let rows = try LatencyHistory.rows(output.file(LatencyReportJob.messagesFile))
        #expect(rows[0] == ["message_id", "channel_cid", "created_at", "first_delivered_at", "first_read_at", "read_by", "delivered_to", "state"])
        let byID = Dictionary(uniqueKeysWithValues: rows.dropFirst().map { ($0[0], $0) })
        #expect(Set(byID.keys) == ["1", "2", "3", "5", "10", "11", "20"])  // not 4 (at --until), 6, 7, 8
        #expect(byID["1"] == ["1", "messaging:ab", "2026-01-01T10:00:00.000000Z", "2026-01-01T10:00:02.000000Z",
                              "2026-01-01T10:05:00.000000Z", "1", "1", "read"])
        #expect(byID["3"] == ["3", "messaging:ab", "2026-01-01T12:00:00.000000Z", "2026-01-01T12:01:00.000000Z", "", "0", "1", "delivered"])
        #expect(byID["11"] == ["11", "team:x", "2026-01-01T15:00:00.000000Z", "", "2026-01-01T15:00:00.000000Z", "2", "", "read"])
        #expect(byID["20"] == ["20", "livestream:l", "2026-01-01T12:00:00.000000Z", "", "", "", "", "hidden"])
        // Channel order, then time order.
        #expect(rows.dropFirst().map { $0[0] } == ["5", "1", "2", "3", "10", "11", "20"])
    }

    @Test func dayGroupsFollowTheTimeZone() throws {
        let (_, output) = try runFixture(tz: "-05:00", perMessage: false)
        let summary = try LatencyHistory.rows(output.file(LatencyReportJob.summaryFile))
        let days = summary.filter { $0[0] == "read" && $0[1] == "day" }.map { [$0[2], $0[3]] }
        // Message 5 (00:00 UTC) is 19:00 on Dec 31 in UTC-5; the rest are on Jan 1.
        #expect(days == [["2025-12-31", "1"], ["2026-01-01", "5"]])
        #expect(!FileManager.default.fileExists(atPath: output.file(LatencyReportJob.messagesFile).path))
    }

    @Test func theMarkdownAndChartDescribeTheWindow() throws {
        let (_, output) = try runFixture()
        let markdown = try String(contentsOf: output.file(LatencyReportJob.markdownFile), encoding: .utf8)
        #expect(markdown.contains("# Message latency — 2026-01-01"))
        #expect(markdown.contains("![Cumulative read and delivered latency by channel type](latency.svg)"))
        #expect(markdown.contains("| all "))
        #expect(markdown.contains("9.0 h"))  // the p90 read latency, 32400 s
        #expect(markdown.contains("livestream (no read events, no delivery events)"))
        let svg = try String(contentsOf: output.file(LatencyReportJob.chartFile), encoding: .utf8)
        #expect(svg.contains("read · messaging") && svg.contains("delivered · messaging") && svg.contains("read · team"))
        #expect(!svg.contains("read · livestream"))
    }

    @Test func windowParsing() throws {
        let window = try LatencyWindow.parse(since: "2026-03-29T00:30:00+02:00", until: "2026-03-30 12:00:00.5", timeZone: "Europe/Berlin")
        #expect(window.since.description == "2026-03-28T22:30:00.000000Z")
        #expect(window.until.description == "2026-03-30T12:00:00.500000Z")
        // Summer time starts in Berlin at 2026-03-29T01:00Z: +01:00 before, +02:00 after.
        let zone = window.utcOffsets()
        #expect(zone.offsets == [3600 * 1_000_000, 7200 * 1_000_000])
        #expect(zone.starts[1] == PostgresTimestamp(unixSeconds: 1_774_746_000).microseconds)
        var hint = 0
        #expect(UTCOffsets.dayName(zone.day(of: window.since.microseconds, hint: &hint)) == "2026-03-28")
        // 22:30Z on the 29th is 00:30 on the 30th in summer time.
        let lateOn29th = try LatencyWindow.parseTimestamp("2026-03-29T22:30:00Z").microseconds
        #expect(UTCOffsets.dayName(zone.day(of: lateOn29th, hint: &hint)) == "2026-03-30")
        // Ten thousand years of Berlin: a few changes a year, and the widest window is valid.
        let widest = try LatencyWindow.parse(since: "0001-01-01", until: "9999-12-31", timeZone: "Europe/Berlin").utcOffsets()
        #expect(widest.starts.count < 2 * 10_000 + 100)
        let byDefault = LatencyWindow.previousUTCDay(now: Date(timeIntervalSince1970: 1_767_323_000))  // 2026-01-02T03:03:20Z
        #expect(byDefault.since.description == "2026-01-01T00:00:00.000000Z")
        #expect(byDefault.until.description == "2026-01-02T00:00:00.000000Z")
        #expect(byDefault.title == "2026-01-01")
        #expect(throws: JobError.self) { try LatencyWindow.parse(since: "2026-01-02", until: "2026-01-02", timeZone: nil) }
        #expect(throws: JobError.self) { try LatencyWindow.parse(since: "2026-02-30", until: nil, timeZone: nil) }
        #expect(throws: JobError.self) { try LatencyWindow.parse(since: "yesterday", until: nil, timeZone: nil) }
        #expect(throws: JobError.self) { try LatencyWindow.parse(since: nil, until: nil, timeZone: "Mars/Olympus") }
    }
}

extension LatencyReportJobTests {
    /// In a real renderer; the PNG lands in `$LATENCY_CHART_DIR` for a person to look at.
    @Test(.enabled(if: SVGRenderer.runs, Comment(rawValue: SVGRenderer.skipReason)))
    func theChartRendersInARealRenderer() throws {
        let (_, output) = try runFixture(perMessage: false)
        let rendered = try SVGRenderer.render(output.file(LatencyReportJob.chartFile), name: "latency-fixture",
                                              folderVariable: "LATENCY_CHART_DIR", defaultFolder: "latency-charts")
        #expect(rendered.status == 0 && rendered.warnings.isEmpty, "rsvg-convert: \(rendered.warnings)")
        #expect(rendered.width == 900 && rendered.height == 480)
    }
}

@Suite struct LatencyMessageRowsTests {
    @Test func timestampsAreExactlyPostgresTimestampDescriptions() {
        var random = UInt64(0x5EED)
        for _ in 0..<2_000 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Anywhere from 1970 to 2100, to the microsecond, including before 2000 (negative).
            let micros = Int64(random >> 12) % (4_100_000_000 * 1_000_000) - 946_684_800 * 1_000_000
            var rows = LatencyMessageRows()
            rows.appendTimestamp(micros)
            #expect(String(decoding: rows.bytes, as: UTF8.self) == PostgresTimestamp(microseconds: micros).description)
        }
    }

    @Test func secondsAreExactDecimals() {
        #expect(LatencyDocuments.seconds(0) == "0")
        #expect(LatencyDocuments.seconds(1_500_000) == "1.5")
        #expect(LatencyDocuments.seconds(125) == "0.000125")
        #expect(LatencyDocuments.seconds(3_600_000_001) == "3600.000001")
        #expect(LatencyDocuments.decimal(2.0 / 3.0, digits: 6) == "0.666667")
        #expect(LatencyDocuments.decimal(1, digits: 6) == "1")
    }
}
