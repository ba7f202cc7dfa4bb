import Foundation
import Postgres
import ReadState
import Reports

/// `trends.csv`, `trends.md` and `trends.svg` of a run history (docs/reports.md#trendscsv).
struct TrendDocuments {
    let runs: [RecordedRun]
    /// How the runs were chosen, in words (`--last`, `--since`), for the Markdown.
    let selection: String
    let chartFileName: String
    let changes: TrendChanges

    /// The Markdown lists at most this many runs (the newest); the CSV has them all.
    static let markdownRuns = 30

    static let columns = CSVReports.trends.columnNames

    init(runs: [RecordedRun], selection: String, chartFileName: String) {
        self.runs = runs
        self.selection = selection
        self.chartFileName = chartFileName
        changes = TrendChanges(runs: runs)
    }

    // MARK: - trends.csv

    /// One row per run, oldest first; an empty field where the run did not measure it. Seconds
    /// as `latency_summary.csv` writes them (up to microseconds), durations to the millisecond.
    func writeCSV(to out: inout some TextOutputStream) {
        let csv = CSVWriter(columns: Self.columns)
        csv.writeHeader(to: &out)
        for run in runs {
            let m = run.measured
            let integers = [m.driftedMembers, m.driftedUsers, m.driftedThreads, m.driftedMentions, m.correctedRows,
                            m.findings(.error), m.findings(.warning), m.findings(.info)]
            let seconds = [m.readP50Seconds, m.readP95Seconds, m.deliveredP50Seconds, m.deliveredP95Seconds]
            // docs/change-feeds.md: a nightly's incremental or full; empty where the run did not record one.
            let scope: String = m.scope ?? ""
            let head: [String] = [String(run.id), run.command, run.startedAt.description, run.status,
                                  run.durationSeconds.map { Self.decimal($0, digits: 3) } ?? ""]
            let counts: [String] = integers.map { $0.map(String.init) ?? "" }
            let times: [String] = seconds.map { $0.map { Self.decimal($0, digits: 6) } ?? "" }
            csv.writeRow(head + counts + times + [scope], to: &out)
        }
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

    // MARK: - trends.svg

    func chart() -> TrendChart {
        // A run that did not complete is marked on the axis (`#12 failed`), and its duration is
        // not drawn: a night refused by the lock or stopped by an error is not a fast night.
        let labels = runs.map { run in "#\(run.id)" + (run.completed ? "" : " " + run.status) + "\n" + Self.monthDay(run.startedAt) }
        func series(_ name: String, dash: CumulativeChart.Dash = .solid, color: String? = nil, _ value: (RecordedRun) -> Double?) -> TrendChart.Series {
            TrendChart.Series(name: name, values: runs.map(value), dash: dash, colorKey: color)
        }
        func count(_ value: Int?) -> Double? { value.map(Double.init) }
        return TrendChart(
            title: "unreadctl runs: \(runs.count == 1 ? "1 run" : "\(HumanFormat.count(runs.count)) runs")",
            runLabels: labels,
            panels: [
                .init(title: "Drifted counters and corrected rows per run", scale: .count, series: [
                    series("members") { count($0.measured.driftedMembers) },
                    series("users") { count($0.measured.driftedUsers) },
                    series("threads") { count($0.measured.driftedThreads) },
                    series("mentions") { count($0.measured.driftedMentions) },
                    series("corrected rows", dash: .dotted) { count($0.measured.correctedRows) },
                ]),
                // Errors drawn last, on top: where the counts are equal the error line stays visible.
                .init(title: "Audit findings per run, by severity", scale: .count, series: [
                    series("info", color: "i") { count($0.measured.findings(.info)) },
                    series("warning", dash: .dashed, color: "w") { count($0.measured.findings(.warning)) },
                    series("error", color: "e") { count($0.measured.findings(.error)) },
                ]),
                .init(title: "Read and delivered latency per run", scale: .logSeconds, series: [
                    series("read p50", color: "read") { $0.measured.readP50Seconds },
                    series("read p95", dash: .dashed, color: "read") { $0.measured.readP95Seconds },
                    series("delivered p50", color: "delivered") { $0.measured.deliveredP50Seconds },
                    series("delivered p95", dash: .dashed, color: "delivered") { $0.measured.deliveredP95Seconds },
                ]),
                // One line per command: a nightly's duration compares with the nightly before it, not with a seed.
                .init(title: "Duration per run, by command", scale: .duration, series: commands.map { command in
                    series(command) { $0.command == command && $0.completed ? $0.durationSeconds : nil }
                }),
            ])
    }

    /// The commands in the history, `nightly` first, then by name.
    var commands: [String] {
        Set(runs.map(\.command)).sorted { ($0 != "nightly" ? 1 : 0, $0) < ($1 != "nightly" ? 1 : 0, $1) }
    }

    /// `11-23` (UTC).
    static func monthDay(_ time: PostgresTimestamp) -> String {
        String(time.description.dropFirst(5).prefix(5))
    }

    /// `2026-11-23 03:00` (UTC).
    static func minute(_ time: PostgresTimestamp) -> String {
        time.description.prefix(16).replacingOccurrences(of: "T", with: " ")
    }

    // MARK: - trends.md

    func writeMarkdown(to out: inout some TextOutputStream) {
        Markdown.heading("Run history", to: &out)
        guard let first = runs.first, let last = runs.last else {
            Markdown.paragraph("No recorded runs \(selection). Every `recompute`, `audit`, `report`, `nightly` and `seed` records itself in `unreadctl_runs`; run one and come back.", to: &out)
            Markdown.paragraph(Markdown.image("No runs", source: chartFileName), to: &out)
            return
        }
        Markdown.paragraph(
            "\(HumanFormat.count(runs.count)) recorded run\(runs.count == 1 ? "" : "s") \(selection), from \(Self.minute(first.startedAt)) " +
            "to \(Self.minute(last.startedAt)) UTC. `trends.csv` has every value; an empty cell (— here) means the run did not " +
            "measure it (an audit has no latency, a dry run corrects nothing, a run from before the versioned stats lacks the newer fields).",
            to: &out)
        Markdown.paragraph(Markdown.image("Drift, findings, latency and duration per run", source: chartFileName), to: &out)

        Markdown.heading("What changed since the previous nightly", level: 2, to: &out)
        if let latest = changes.latest, let previous = changes.previous {
            Markdown.paragraph("Nightly run \(Self.runName(latest)) against \(Self.runName(previous)):", to: &out)
            Markdown.bulletList(changes.items.isEmpty
                ? ["Nothing moved: no new finding code, no counter rose by more than 20 %, no latency moved by more than 20 %."]
                : changes.items.map(Markdown.text), to: &out)
        } else {
            Markdown.paragraph(changes.latest == nil
                ? "No completed nightly run in this history: nothing to compare."
                : "Only one completed nightly run (\(Self.runName(changes.latest!))): nothing to compare yet.", to: &out)
        }

        writeCodes(to: &out)
        writeRuns(to: &out)
    }

    static func runName(_ run: RecordedRun) -> String { "#\(run.id) (\(minute(run.startedAt)) UTC)" }

    /// Which checks keep firing: runs with findings per code, the newest count, the largest.
    private func writeCodes(to out: inout some TextOutputStream) {
        let audited = runs.filter { $0.measured.findingsByCode != nil }
        guard !audited.isEmpty else { return }
        let codes = Set(audited.flatMap { ($0.measured.findingsByCode ?? [:]).filter { $0.value > 0 }.keys }).sorted()
        Markdown.heading("Checks that fired", level: 2, to: &out)
        guard !codes.isEmpty else {
            Markdown.paragraph("None of the \(HumanFormat.count(audited.count)) audited runs had a finding.", to: &out)
            return
        }
        var table = MarkdownTable(columns: [
            .init("code"), .init("severity"), .init("runs with findings", alignment: .right),
            .init("newest audited run", alignment: .right), .init("most in one run", alignment: .right),
        ])
        let newest = audited.last!.measured.findingsByCode ?? [:]
        for code in codes {
            let counts = audited.map { $0.measured.findingsByCode?[code] ?? 0 }
            let severity = AuditCode.allCases.first { $0.text == code }?.check.severity.name ?? "?"
            table.append([code, severity, "\(HumanFormat.count(counts.filter { $0 > 0 }.count)) of \(HumanFormat.count(audited.count))",
                          HumanFormat.count(newest[code] ?? 0), HumanFormat.count(counts.max() ?? 0)])
        }
        table.write(to: &out)
        out.write("\n")
    }

    private func writeRuns(to out: inout some TextOutputStream) {
        let shown = runs.suffix(Self.markdownRuns)
        Markdown.heading("Runs", level: 2, to: &out)
        if shown.count < runs.count {
            Markdown.paragraph("The newest \(shown.count) of \(HumanFormat.count(runs.count)); `trends.csv` has them all.", to: &out)
        }
        var table = MarkdownTable(columns: [
            .init("run", alignment: .right), .init("command"), .init("started (UTC)"), .init("status"), .init("duration", alignment: .right),
            .init("drift: members / users / threads / mentions", alignment: .right), .init("corrected", alignment: .right),
            .init("findings: error / warning / info", alignment: .right), .init("read p50 / p95", alignment: .right),
            .init("delivered p50 / p95", alignment: .right),
        ])
        func count(_ value: Int?) -> String { value.map { HumanFormat.count($0) } ?? HumanFormat.missing }
        func time(_ value: Double?) -> String { value.map { HumanFormat.duration(seconds: $0) } ?? HumanFormat.missing }
        for run in shown {
            let m = run.measured
            table.append([
                "#\(run.id)", run.command, Self.minute(run.startedAt), run.status, time(run.durationSeconds),
                [m.driftedMembers, m.driftedUsers, m.driftedThreads, m.driftedMentions].map(count).joined(separator: " / "),
                count(m.correctedRows),
                [m.findings(.error), m.findings(.warning), m.findings(.info)].map(count).joined(separator: " / "),
                time(m.readP50Seconds) + " / " + time(m.readP95Seconds),
                time(m.deliveredP50Seconds) + " / " + time(m.deliveredP95Seconds),
            ])
        }
        table.write(to: &out)
    }
}
