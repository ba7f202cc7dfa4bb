import Foundation
@testable import Jobs
import Postgres
import ReadState
import Reports
import Testing
import TestSupport

/// docs/reports.md#latency_summarycsv: any window is valid and costs what its messages cost — a
/// century or ten thousand years over the hand-built log writes a row per day that has
/// messages, never an empty day (before, 2000–2100 wrote 73,000 empty day rows and
/// 0001–9999 took 2.2 GB).
@Suite struct LatencyWideWindowTests {
    func run(since: String, until: String, tz: String? = nil) throws -> (summary: [[String]], messages: [[String]], bytes: Int) {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try db.execute(LatencyHistory.sql)
        let output = try OutputDirectory(root: ReportFolder.temporary("latency"), runDate: Date())
        let window = try LatencyWindow.parse(since: since, until: until, timeZone: tz)
        _ = try LatencyReportJob.run(reader: db, options: LatencyReportOptions(window: window, perMessage: true), output: output)
        let summaryFile = output.file(LatencyReportJob.summaryFile)
        let bytes = try FileManager.default.attributesOfItem(atPath: summaryFile.path)[.size] as? Int ?? -1
        return (try LatencyHistory.rows(summaryFile), try LatencyHistory.rows(output.file(LatencyReportJob.messagesFile)), bytes)
    }

    func dayRows(_ summary: [[String]], _ metric: String) -> [[String]] {
        summary.filter { $0[0] == metric && $0[1] == "day" }.map { [$0[2], $0[3]] }
    }

    /// The fixture's counted messages lie on 2025-12-31 (8), 2026-01-01 (5, 1, 2, 3, 10, 11,
    /// and the livestream's 20) and 2026-01-02 (4).
    @Test func aCenturyWritesOnlyTheDaysWithMessages() throws {
        let result = try run(since: "2000-01-01", until: "2100-01-01")
        #expect(dayRows(result.summary, "read") == [["2025-12-31", "1"], ["2026-01-01", "6"], ["2026-01-02", "1"]])
        #expect(dayRows(result.summary, "delivered") == [["2025-12-31", "1"], ["2026-01-01", "4"], ["2026-01-02", "1"]])
        // header; per metric all, 3 days, 5 sizes; types: 2 read, 1 delivered.
        #expect(result.summary.count == 1 + 2 * (1 + 3 + 5) + 2 + 1)
        #expect(result.summary.filter { $0[1] == "day" }.allSatisfy { $0[3] != "0" })
        #expect(result.messages.count == 1 + 9)
    }

    @Test func theWidestWindowCostsOnlyItsMessages() throws {
        let result = try run(since: "0001-01-01", until: "9999-12-31")
        #expect(result.summary.count == 1 + 2 * (1 + 3 + 5) + 2 + 1)
        #expect(result.summary.filter { $0[1] == "day" }.allSatisfy { $0[3] != "0" })
        #expect(result.bytes < 4096)  // proportional to the data: 22 short rows
        #expect(result.messages.count == 1 + 9)
        // In Berlin (+01:00 in winter) message 8 (23:59:59Z) is on New Year's Day, and 4
        // (00:00Z on the 2nd) on the 2nd: two days, over ten thousand years of zone rules.
        let berlin = try run(since: "0001-01-01", until: "9999-12-31", tz: "Europe/Berlin")
        #expect(dayRows(berlin.summary, "read") == [["2026-01-01", "7"], ["2026-01-02", "1"]])
    }
}
