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
    /// Channel 1 `messaging` (read + delivery events): Ann and Bob current, Cid left.
    /// Channel 2 `team` (read events only): Ann, Bob, Dan. Channel 3 `livestream` (neither).
    static let fixture = """
        INSERT INTO channel_types (name, read_events, delivery_events) VALUES
            ('messaging', true, true), ('team', true, false), ('livestream', false, false);
        INSERT INTO users (id) VALUES ('ann'), ('bob'), ('cid'), ('dan');
        INSERT INTO channels (id, cid, type) VALUES
            (1, 'messaging:ab', 'messaging'), (2, 'team:x', 'team'), (3, 'livestream:l', 'livestream');
        INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, last_delivered_at, left_at) VALUES
            (1, 'ann', '2025-12-01Z', '2026-01-01 11:00Z', '2026-01-01 11:00Z', NULL),
            (1, 'bob', '2025-12-01Z', '2026-01-01 10:00:30Z', '2026-01-01 12:00Z', NULL),
            (1, 'cid', '2025-12-01Z', '2026-01-01 13:00Z', NULL, '2026-01-01 14:00Z'),
            (2, 'ann', '2025-12-01Z', '2026-01-01 15:00Z', NULL, NULL),
            (2, 'bob', '2025-12-01Z', '2026-01-01 15:00Z', NULL, NULL),
            (2, 'dan', '2025-12-01Z', NULL, NULL, NULL),
            (3, 'ann', '2025-12-01Z', NULL, NULL, NULL),
            (3, 'bob', '2025-12-01Z', '2026-01-01 12:00Z', NULL, NULL);
        INSERT INTO messages (id, channel_id, user_id, created_at, type, parent_id, show_in_channel) VALUES
            (5, 1, 'ann', '2026-01-01 00:00Z', 'regular', NULL, false),   -- exactly --since: in
            (1, 1, 'ann', '2026-01-01 10:00Z', 'regular', NULL, false),
            (2, 1, 'bob', '2026-01-01 10:00:30Z', 'regular', NULL, false),
            (3, 1, 'ann', '2026-01-01 12:00Z', 'system', NULL, false),
            (4, 1, 'ann', '2026-01-02 00:00Z', 'regular', NULL, false),   -- exactly --until: out
            (6, 1, 'ann', '2026-01-01 10:10Z', 'ephemeral', NULL, false), -- never counts
            (7, 1, 'ann', '2026-01-01 10:20Z', 'regular', 1, false),      -- hidden thread reply
            (8, 1, 'ann', '2025-12-31 23:59:59.999999Z', 'regular', NULL, false), -- before --since
            (10, 2, 'ann', '2026-01-01 15:00Z', 'regular', NULL, false),
            (11, 2, 'dan', '2026-01-01 15:00Z', 'regular', NULL, false),  -- same instant as 10
            (20, 3, 'ann', '2026-01-01 12:00Z', 'regular', NULL, false);
        INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) VALUES
            (1, 'ann', 'read', '2026-01-01 10:00Z', '2026-01-01 10:00Z'),          -- Ann's own, on sending
            (1, 'bob', 'delivered', '2026-01-01 10:00Z', '2026-01-01 10:00:02Z'),
            (1, 'bob', 'read', '2026-01-01 10:00:30Z', '2026-01-01 10:05Z'),
            (1, 'ann', 'read', '2026-01-01 11:00Z', '2026-01-01 11:00Z'),
            (1, 'bob', 'delivered', '2026-01-01 12:00Z', '2026-01-01 12:01Z'),
            (1, 'cid', 'read', '2026-01-01 13:00Z', '2026-01-01 09:00Z'),          -- at before messages 1–3
            (2, 'bob', 'read', '2026-01-01 15:00Z', '2026-01-01 15:10Z'),
            (2, 'bob', 'read', '2026-01-01 14:00Z', '2026-01-01 15:20Z'),          -- mark unread
            (2, 'bob', 'read', '2026-01-01 15:00Z', '2026-01-01 16:00Z'),
            (2, 'ann', 'read', '2026-01-01 15:00Z', '2026-01-01 15:00Z'),
            (3, 'bob', 'read', '2026-01-01 12:00Z', '2026-01-01 12:01Z');          -- read events off
        """

    static func window(tz: String? = nil) throws -> LatencyWindow {
        try LatencyWindow.parse(since: "2026-01-01", until: "2026-01-02", timeZone: tz)
    }

    static func temporaryDirectory() -> String {
        NSTemporaryDirectory() + "latency-\(UUID().uuidString)"
    }

    /// CSV rows as field arrays (no field in these fixtures needs quoting).
    static func rows(_ url: URL) throws -> [[String]] {
        try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\r\n").filter { !$0.isEmpty }
            .map { $0.components(separatedBy: ",") }
    }

    func runFixture(tz: String? = nil, perMessage: Bool = true) throws -> (LatencyReportOutcome, OutputDirectory) {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try db.execute(Self.fixture)
        let output = try OutputDirectory(root: Self.temporaryDirectory(), runDate: Date())
        let outcome = try LatencyReportJob.run(
            reader: db, options: LatencyReportOptions(window: try Self.window(tz: tz), perMessage: perMessage), output: output)
        return (outcome, output)
    }

    @Test func theHandBuiltLogGivesTheWorkedOutSummary() throws {
        let (outcome, output) = try runFixture()
        let summary = try Self.rows(output.file(LatencyReportJob.summaryFile))
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
        let rows = try Self.rows(output.file(LatencyReportJob.messagesFile))
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
        let summary = try Self.rows(output.file(LatencyReportJob.summaryFile))
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

/// The chart must render in a real renderer (rsvg-convert, apt librsvg2-bin). Like every
/// chart-rendering test, these skip with that reason where it is not installed — except under
/// CI (`CI=true`), whose .ci/run installs it: there a missing renderer fails them. The PNGs land
/// in `$LATENCY_CHART_DIR` (default: a temp dir) for a person to look at.
enum ChartRenderer {
    static let path = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the rendering tests run: the renderer is there, or CI must have it.
    static let runs = path != nil || ProcessInfo.processInfo.environment["CI"] == "true"
    static let skipReason: Comment = "rsvg-convert is not installed (apt-get install librsvg2-bin); CI installs it and runs these"

    /// Renders `svg` to `<name>.png`; returns the PNG's path, width and height.
    static func render(_ svg: URL, name: String) throws -> (path: String, width: Int, height: Int, warnings: String) {
        let renderer = try #require(path, "rsvg-convert is not installed (apt-get install librsvg2-bin)")
        let directory = ProcessInfo.processInfo.environment["LATENCY_CHART_DIR"] ?? NSTemporaryDirectory() + "latency-charts"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let png = directory + "/\(name).png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: renderer)
        process.arguments = ["--format", "png", "--output", png, svg.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "rsvg-convert: \(warnings)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let word = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (png, word(16), word(20), warnings)
    }
}

extension LatencyReportJobTests {
    @Test(.enabled(if: ChartRenderer.runs, ChartRenderer.skipReason))
    func theChartRendersInARealRenderer() throws {
        let (_, output) = try runFixture(perMessage: false)
        let rendered = try ChartRenderer.render(output.file(LatencyReportJob.chartFile), name: "latency-fixture")
        #expect(rendered.warnings.isEmpty, "rsvg-convert warned: \(rendered.warnings)")
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
