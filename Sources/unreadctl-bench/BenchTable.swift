import Foundation
import Jobs
import Reports

/// One row of reports/bench.csv and of the table in reports/bench.md.
struct BenchRow {
    var step: String
    var seconds: Double?
    var floorSeconds: Double?
    var peer: String
    var peerSeconds: Double?
    var peakRSSMegabytes: Double?
    /// For `rss_scale_ratio`: RSS at the larger scale ÷ RSS at the smaller (in ratio_to_floor).
    var ratioOverride: Double?
    var target: String

    var ratioToFloor: Double? {
        if let ratioOverride { return ratioOverride }
        guard let seconds, let floorSeconds, floorSeconds > 0 else { return nil }
        return seconds / floorSeconds
    }

    var speedupVsPeer: Double? {
        guard let seconds, let peerSeconds, seconds > 0 else { return nil }
        return peerSeconds / seconds
    }

    var csvFields: [String] {
        [step, Self.number(seconds), Self.number(floorSeconds), Self.number(ratioToFloor), peer,
         Self.number(peerSeconds), Self.number(speedupVsPeer), Self.number(peakRSSMegabytes)]
    }

    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        return String(format: "%.3f", value)
    }
}

enum BenchTable {
    static func writeCSV(_ rows: [BenchRow], to url: URL) throws {
        try ReportFile.write(to: url) { out in
            let csv = CSVReports.bench.writer // its columns: docs/reports.md#benchmark-files
            csv.writeHeader(to: &out)
            for row in rows { csv.writeRow(row.csvFields, to: &out) }
        }
    }

    static func writeMarkdown(_ rows: [BenchRow], floors: [(String, Timing)], peers: [(String, Timing)],
                              context: [String], to url: URL) throws {
        try ReportFile.write(to: url) { out in
            Markdown.heading("unreadctl benchmark", level: 1, to: &out)
            Markdown.bulletList(context, to: &out)
            Markdown.heading("Steps against the targets (docs/benchmark.md#benchmark)", level: 2, to: &out)
            var table = MarkdownTable(columns: [
                .init("step"), .init("seconds", alignment: .right), .init("floor s", alignment: .right),
                .init("× floor", alignment: .right), .init("peer"), .init("peer s", alignment: .right),
                .init("speed-up", alignment: .right), .init("peak RSS MB", alignment: .right), .init("target"),
            ])
            for row in rows {
                table.append([row.step, fmt(row.seconds), fmt(row.floorSeconds), fmt(row.ratioToFloor, suffix: "×"),
                              row.peer, fmt(row.peerSeconds), fmt(row.speedupVsPeer, suffix: "×"),
                              fmt(row.peakRSSMegabytes, digits: 0), row.target])
            }
            table.write(to: &out)
            out.write("\n")
            Markdown.heading("Floors (binary COPY to a discarding client) and scans", level: 2, to: &out)
            var floorTable = MarkdownTable(columns: [.init("query"), .init("median s", alignment: .right), .init("runs")])
            for (sql, timing) in floors {
                floorTable.append(markdown: [Markdown.code(sql.count > 110 ? String(sql.prefix(107)) + "…" : sql), fmt(timing.median),
                                             timing.runs.map { String(format: "%.2f", $0) }.joined(separator: " ")])
            }
            floorTable.write(to: &out)
            out.write("\n")
            Markdown.heading("Peers", level: 2, to: &out)
            var peerTable = MarkdownTable(columns: [.init("peer"), .init("median s", alignment: .right), .init("how")])
            for (name, timing) in peers {
                peerTable.append([name, fmt(timing.median), timing.extrapolatedFrom.map { "extrapolated from \($0)" } ?? "measured in full"])
            }
            peerTable.write(to: &out)
            out.write("\n")
        }
    }

    static func fmt(_ value: Double?, digits: Int = 2, suffix: String = "") -> String {
        guard let value, value.isFinite else { return "—" }
        return String(format: "%.\(digits)f", value) + suffix
    }
}
