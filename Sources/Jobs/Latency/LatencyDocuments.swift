import Foundation
import Postgres
import ReadState
import Reports
import Runtime

/// What the latency report writes, from a finished `LatencyReport`: the summary CSV for
/// machines, the Markdown and its chart for people (docs/reports.md).
struct LatencyDocuments {
    let report: LatencyReport
    let window: LatencyWindow
    /// The snapshot's time: receipts up to it are counted.
    let snapshotTime: PostgresTimestamp
    let chartFileName: String
    /// `report.summary()`, merged once (its groups are merged from cells on each call).
    let summary: [LatencyGroupStatistics]

    /// What the source lacks (docs/mappings.md#capabilities); without a receipt log there is
    /// no latency to measure: no summary rows, and the page says so.
    let notMeasured: [String]
    let latencyMeasured: Bool

    init(report: LatencyReport, window: LatencyWindow, snapshotTime: PostgresTimestamp, chartFileName: String,
         source: ContractSource = .reference) {
        self.report = report
        self.window = window
        self.snapshotTime = snapshotTime
        self.chartFileName = chartFileName
        latencyMeasured = source.has(.receiptLog)
        notMeasured = source.notMeasured
        summary = latencyMeasured ? report.summary() : []
    }

    static let summaryColumns = CSVReports.latencySummary.columnNames

    // MARK: - latency_summary.csv

    /// Seconds as plain decimals with up to microsecond digits (`12.5`, `0.000125`, `3600`);
    /// empty where there is no value (no message had the event).
    func writeSummary(to out: inout some TextOutputStream) {
        let csv = CSVWriter(columns: Self.summaryColumns)
        csv.writeHeader(to: &out)
        for row in summary {
            let statistics = row.statistics
            let percentiles = statistics.percentiles(LatencyStatistics.reportedPercentiles)
            var fields: [String] = [row.metric.rawValue, row.groupBy, row.group,
                                    String(statistics.messages), String(statistics.withEvent)]
            fields.append(statistics.fraction.map { Self.decimal($0, digits: 6) } ?? "")
            for value in percentiles { fields.append(value.map(Self.seconds) ?? "") }
            fields.append(statistics.max.map(Self.seconds) ?? "")
            fields.append(statistics.meanSeconds.map { Self.decimal($0, digits: 6) } ?? "")
            csv.writeRow(fields, to: &out)
        }
    }

    /// Exact seconds of a whole number of microseconds.
    static func seconds(_ micros: Microseconds) -> String {
        let whole = micros / 1_000_000, fraction = abs(micros % 1_000_000)
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return (micros < 0 && whole == 0 ? "-" : "") + "\(whole).\(digits)"
    }

    /// A non-negative number rounded to `digits` decimals, trailing zeros dropped.
    static func decimal(_ value: Double, digits: Int) -> String {
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    // MARK: - latency.md

    /// The chart and the read and delivered latency tables (a source with a receipt log).
    func writeLatencySections(to out: inout some TextOutputStream) {
        Markdown.paragraph(Markdown.image("Cumulative read and delivered latency by channel type", source: chartFileName), to: &out)

        Markdown.heading("Read latency", level: 2, to: &out)
        Markdown.paragraph(
            "Time from a message's creation to the first read receipt by someone other than its sender, from the " +
            "receipt event log. Only channel types with read events.", to: &out)
        latencyTable(.read, eventTitle: "read").write(to: &out)
        out.write("\n")

        Markdown.heading("Delivered latency", level: 2, to: &out)
        Markdown.paragraph(
            "The same for the first delivery receipt (a read counts as a delivery). Only channel types with " +
            "delivery events" + (report.types.contains(where: \.deliveryEvents) ? "." : "; no type has them."), to: &out)
        latencyTable(.delivered, eventTitle: "delivered").write(to: &out)
        out.write("\n")
    }

    func writeMarkdown(to out: inout some TextOutputStream) {
        Markdown.heading("Message latency — \(window.title)", to: &out)
        let zone = window.timeZoneName == "UTC" ? "days in UTC" : "days in \(Markdown.text(window.timeZoneName))"
        Markdown.paragraph(
            "Messages created from \(LatencyWindow.short(window.since)) up to \(LatencyWindow.short(window.until)) " +
            "(UTC; \(zone)): \(HumanFormat.count(report.messages)) counted messages. Receipts are counted up to " +
            "the snapshot at \(LatencyWindow.short(PostgresTimestamp(microseconds: snapshotTime.microseconds / 1_000_000 * 1_000_000))), " +
            "so the newest messages have had the least time.",
            to: &out)
        if !notMeasured.isEmpty {
            Markdown.heading("Not measured", level: 2, to: &out)
            if !latencyMeasured {
                out.write("- read and delivered latency: \(Markdown.text(SourceCapability.receiptLog.absence)); the delivery states below come from each member's latest read position\n")
            }
            for line in notMeasured { out.write("- \(Markdown.text(line))\n") }
            out.write("\n")
        }
        if latencyMeasured { writeLatencySections(to: &out) }

        Markdown.heading("Delivery state", level: 2, to: &out)
        Markdown.paragraph(
            "What each message's sender sees now, from the current members' receipts: `read` when read by at least " +
            "one current member, else `delivered` when delivered to one (types with delivery events), else `sent`. " +
            "In a type without read events the sender sees no indicator at all: such a message is `hidden`, and " +
            "none of sent, delivered or read.",
            to: &out)
        deliveryStateTable().write(to: &out)
        out.write("\n")

        Markdown.heading("Read by N members", level: 2, to: &out)
        Markdown.paragraph(
            "How many current members (the sender not counted) have read each message; types with read events.",
            to: &out)
        readByTable().write(to: &out)
        out.write("\n")

        Markdown.heading("How these numbers are made", level: 2, to: &out)
        Markdown.bulletList([
            UnreadRules.countableSentence,
            "A receipt covers a message when its `up_to` is at or after the message; a receipt from before the message (`at < created_at`) is ignored (the audit reports those), and the sender's own receipts never count.",
            "Percentiles are nearest-rank (like `percentile_disc`): exact for groups of up to \(HumanFormat.count(LatencyStatistics.exactLimit)) messages with the event, else within 0.1 % (never below the exact value); max and mean are always exact.",
            "Channel size is the number of current members now; channels with fewer than 2 count as `2`.",
            "Machine-readable: `latency_summary.csv` (same numbers, in seconds).",
        ], to: &out)
    }

    private func groupLabel(_ row: LatencyGroupStatistics) -> String {
        switch row.groupBy {
        case "all": return "all"
        case "size": return "size \(row.group) members"
        default: return "\(row.groupBy) \(row.group)"
        }
    }

    private func latencyTable(_ metric: LatencyMetric, eventTitle: String) -> MarkdownTable {
        var table = MarkdownTable(columns: [
            .init("group"), .init("messages", alignment: .right), .init(eventTitle, alignment: .right),
            .init("share", alignment: .right), .init("p50", alignment: .right), .init("p90", alignment: .right),
            .init("p95", alignment: .right), .init("p99", alignment: .right), .init("max", alignment: .right),
            .init("mean", alignment: .right),
        ])
        for row in summary where row.metric == metric {
            let statistics = row.statistics
            // Empty sizes stay out of the table for people (the CSV keeps them; days are listed only with messages).
            if statistics.messages == 0, row.groupBy != "all", row.groupBy != "type" { continue }
            var cells: [String] = [groupLabel(row), HumanFormat.count(statistics.messages), HumanFormat.count(statistics.withEvent)]
            cells.append(statistics.fraction.map { HumanFormat.percent(fraction: $0) } ?? HumanFormat.missing)
            for value in statistics.percentiles(LatencyStatistics.reportedPercentiles) { cells.append(Self.human(value)) }
            cells.append(Self.human(statistics.max))
            cells.append(statistics.meanSeconds.map { HumanFormat.duration(seconds: $0) } ?? HumanFormat.missing)
            table.append(cells)
        }
        return table
    }

    private static func human(_ micros: Microseconds?) -> String {
        micros.map { HumanFormat.duration(seconds: Double($0) / 1_000_000) } ?? HumanFormat.missing
    }

    private func deliveryStateTable() -> MarkdownTable {
        var table = MarkdownTable(columns: [
            .init("channel type"), .init("messages", alignment: .right),
            .init("sent", alignment: .right), .init("delivered", alignment: .right), .init("read", alignment: .right),
            .init("hidden", alignment: .right),
        ])
        func cells(_ counts: [Int]) -> [String] {
            let total = counts.reduce(0, +)
            return [HumanFormat.count(total)] + DeliveryState.allCases.map { state in
                let count = counts[state.rawValue]
                return total == 0 ? "0" : "\(HumanFormat.count(count)) (\(HumanFormat.percent(fraction: Double(count) / Double(total))))"
            }
        }
        var all = [Int](repeating: 0, count: DeliveryState.allCases.count)
        for (index, rules) in report.types.enumerated() {
            let counts = report.deliveryStates[index]
            for state in counts.indices { all[state] += counts[state] }
            guard counts.reduce(0, +) > 0 else { continue }
            var notes: [String] = []
            if !rules.readEvents { notes.append("no read events") }
            if !rules.deliveryEvents { notes.append("no delivery events") }
            table.append([rules.name + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")] + cells(counts))
        }
        table.append(["all"] + cells(all))
        return table
    }

    /// "Read by" in bins: 0, 1, 2, 3–5, 6–10, 11–100, 101–1,000, 1,001+ (empty bins left out,
    /// except 0).
    private func readByTable() -> MarkdownTable {
        var table = MarkdownTable(columns: [
            .init("read by", alignment: .right), .init("messages", alignment: .right), .init("share", alignment: .right),
        ])
        let counts = report.readByCounts
        let total = counts.reduce(0, +)
        let bins: [(label: String, range: ClosedRange<Int>)] = [
            ("0", 0...0), ("1", 1...1), ("2", 2...2), ("3–5", 3...5), ("6–10", 6...10),
            ("11–100", 11...100), ("101–1,000", 101...1000), ("1,001+", 1001...Int.max),
        ]
        for bin in bins {
            let upper = min(bin.range.upperBound, counts.count - 1)
            let count = bin.range.lowerBound > upper ? 0 : counts[bin.range.lowerBound...upper].reduce(0, +)
            guard count > 0 || bin.range.lowerBound == 0 else { continue }
            table.append([bin.label, HumanFormat.count(count),
                          total == 0 ? HumanFormat.missing : HumanFormat.percent(fraction: Double(count) / Double(total))])
        }
        return table
    }

    // MARK: - the chart

    /// One colour per channel type: read solid, delivered dashed; the y axis is the share of
    /// the type's messages, so a curve ends below 100 % when some were never read.
    func chart() -> CumulativeChart {
        var series: [CumulativeChart.Series] = []
        for rules in report.types {
            for metric in [LatencyMetric.delivered, .read] {
                guard report.tracks(metric, rules),
                      let statistics = summary.first(where: { $0.metric == metric && $0.groupBy == "type" && $0.group == rules.name })?.statistics,
                      statistics.messages > 0 else { continue }
                let points = statistics.cumulativeCounts().map {
                    CumulativeChart.Point(seconds: Double($0.micros) / 1_000_000, fraction: Double($0.count) / Double(statistics.messages))
                }
                series.append(.init(name: "\(metric.rawValue) · \(rules.name)", points: points,
                                    dash: metric == .read ? .solid : .dashed, colorKey: rules.name))
            }
        }
        return CumulativeChart(title: "Read and delivered latency — \(window.title)", series: series)
    }
}
