import Foundation
import Jobs
import ReadState
import Reports
import Testing

/// The generated parts of docs/ equal what the code gives (docs/contributing.md#generated-docs):
/// the check catalog of docs/checks.md from the check units, the column tables of
/// docs/reports.md from `CSVReports`. On a failure, run `swift run unreadctl-bench generate-docs`.
@Suite struct ReferenceDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func committed(_ page: ReferenceDocs.Page) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page.path), encoding: .utf8)
    }

    @Test(arguments: ReferenceDocs.pages.map(\.path))
    func theCommittedPageEqualsTheGeneratedOne(_ path: String) throws {
        let page = try #require(ReferenceDocs.pages.first { $0.path == path })
        let committed = try Self.committed(page)
        let generated = try ReferenceDocs.render(page, over: committed)
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }.map {
            "line \($0.offset + 1): committed «\($0.element.0)», generated «\($0.element.1)»"
        } ?? "committed \(old.count) lines, generated \(new.count)"
        #expect(generated == committed, "\(path) differs from the code (\(firstDifference)): run `swift run unreadctl-bench generate-docs`")
    }

    /// The equality above can fail: a hand edit inside a region, or a check the page lacks, is
    /// undone by the generator, so the committed text and the generated one differ.
    @Test func aHandEditInsideARegionIsWhatTheGeneratorUndoes() throws {
        let page = try #require(ReferenceDocs.pages.first { $0.path == "docs/checks.md" })
        let committed = try Self.committed(page)
        let edited = committed.replacingOccurrences(of: "| `receipt-in-future` | error |", with: "| `receipt-in-future` | info |")
        #expect(edited != committed)
        #expect(try ReferenceDocs.render(page, over: edited) == committed)
        let lastSection = try #require(committed.range(of: "## \(AuditCatalog.checks.last!.code.text) "))
        let truncated = String(committed[..<lastSection.lowerBound]) + GeneratedRegions.end("checks-sections") + "\n"
        #expect(try ReferenceDocs.render(page, over: truncated) == committed)
    }

    @Test func markersThatAreMissingUnknownOrUnclosedAreErrors() throws {
        let regions = [(name: "a", text: "x\n")]
        let good = "intro\n\(GeneratedRegions.begin("a"))\nold\n\(GeneratedRegions.end("a"))\nafter"
        #expect(try GeneratedRegions.fill(good, with: regions) == "intro\n\(GeneratedRegions.begin("a"))\n\nx\n\n\(GeneratedRegions.end("a"))\nafter")
        #expect(throws: GeneratedRegionsError.missing(["a"])) { try GeneratedRegions.fill("intro\n", with: regions) }
        #expect(throws: GeneratedRegionsError.unclosed("a")) { try GeneratedRegions.fill("\(GeneratedRegions.begin("a"))\nold\n", with: regions) }
        #expect(throws: GeneratedRegionsError.unknown("b")) {
            try GeneratedRegions.fill(good + "\n\(GeneratedRegions.begin("b"))\n\(GeneratedRegions.end("b"))", with: regions)
        }
        #expect(throws: GeneratedRegionsError.twice("a")) { try GeneratedRegions.fill(good + "\n" + good, with: regions) }
    }

    /// A CSV line's fields, RFC 4180 quoting.
    static func fieldCount(_ row: String) -> Int {
        var fields = 1, quoted = false
        for character in row {
            if character == "\"" { quoted.toggle() } else if character == ",", !quoted { fields += 1 }
        }
        return fields
    }

    /// Every section's example rows are rows of audit.csv (without the code and severity).
    @Test func everyCheckHasExampleRowsWithTheColumnsOfAuditCSV() {
        for check in AuditCatalog.checks {
            #expect(!check.examples.isEmpty, "\(check.code) has no example row")
            for row in check.examples {
                #expect(Self.fieldCount(row) == CSVReports.audit.columns.count - 2, "\(check.code): \(row)")
            }
        }
    }

    /// A report's example rows have its header's number of fields.
    @Test func everyReportsExampleRowsHaveItsColumns() {
        for report in CSVReports.all {
            for row in report.examples {
                #expect(Self.fieldCount(row) == report.columns.count, "\(report.file): \(row)")
            }
        }
    }

    /// The headers users parse, as they were before the columns had one declaration: a change
    /// here is a change to every reader's files. Since then: `trends.csv` gained `scope` at its
    /// end, and the incremental nightly's `named_channels.csv` is new (docs/change-feeds.md).
    @Test func theReportHeadersAreTheOnesUsersParse() {
        #expect(CSVReports.all.map { "\($0.file): \($0.columnNames.joined(separator: ","))" } == [
            "unread_drift.csv: channel_cid,user_id,stored,recomputed,delta",
            "thread_drift.csv: channel_cid,parent_id,user_id,stored,recomputed,delta",
            "mention_drift.csv: channel_cid,user_id,stored,recomputed,delta",
            "user_totals_drift.csv: user_id,stored_total,recomputed_total,stored_channels,recomputed_channels,stored_threads,recomputed_threads,stored_mentions,recomputed_mentions",
            "unread_by_group.csv: group_by,group,users_with_unread,channels_with_unread,unread_messages,unread_mentions,unread_threads",
            "audit.csv: code,severity,channel_cid,user_id,message_id,detail",
            "latency_summary.csv: metric,group_by,group,messages,with_event,fraction,p50_s,p90_s,p95_s,p99_s,max_s,mean_s",
            "latency_messages.csv: message_id,channel_cid,created_at,first_delivered_at,first_read_at,read_by,delivered_to,state",
            "trends.csv: run_id,command,started_at,status,duration_s,drifted_members,drifted_users,drifted_threads,drifted_mentions,corrected_rows,findings_error,findings_warning,findings_info,read_p50_s,read_p95_s,delivered_p50_s,delivered_p95_s,scope",
            "named_channels.csv: channel_id,channel_cid,streams",
            "bench.csv: step,seconds,floor_seconds,ratio_to_floor,peer,peer_seconds,speedup_vs_peer,peak_rss_mb",
        ])
        #expect(CSVReports.unreadRootDrift.columnNames == CSVReports.unreadDrift.columnNames)
    }
}
