import Foundation
import Testing
import TestSupport
@testable import Reports

/// The trend chart (docs/reports.md#trendscsv): readable at 0, 1, 5 and 1,000 runs.
@Suite struct TrendChartTests {
    /// `runs` nightly-like runs: drift that grows, findings that come and go, latency that
    /// worsens after a "deploy" at two thirds, and every fourth run an audit-only run that
    /// measured no drift and no latency.
    static func chart(runs: Int) -> TrendChart {
        func value(_ run: Int, _ base: Double, _ wave: Double) -> Double { base + wave * (1 + sin(Double(run) / 7)) }
        let auditOnly = { (run: Int) in run % 4 == 3 }
        func series(_ name: String, dash: CumulativeChart.Dash = .solid, color: String? = nil, _ f: (Int) -> Double?) -> TrendChart.Series {
            .init(name: name, values: (0..<runs).map(f), dash: dash, colorKey: color)
        }
        let slower = { (run: Int) in run >= runs * 2 / 3 ? 2.5 : 1.0 }
        return TrendChart(
            title: "unreadctl runs: \(runs)",
            runLabels: (0..<runs).map { "#\($0 + 1)\n11-\(String(format: "%02d", $0 % 30 + 1))" },
            panels: [
                .init(title: "Drifted counters per run", scale: .count, series: [
                    series("members") { auditOnly($0) ? nil : (value($0, 10, 40) + Double($0) / 10).rounded() },
                    series("users") { auditOnly($0) ? nil : value($0, 3, 10).rounded() },
                    series("threads") { _ in nil },
                ]),
                .init(title: "Audit findings per run", scale: .count, series: [
                    series("error") { ($0 % 9 == 0 ? 3 : 0) },
                    series("warning") { value($0, 20, 5).rounded() },
                ]),
                .init(title: "Latency per run", scale: .logSeconds, series: [
                    series("read p50", color: "read") { auditOnly($0) ? nil : value($0, 60, 20) * slower($0) },
                    series("read p95", dash: .dashed, color: "read") { auditOnly($0) ? nil : value($0, 5400, 900) * slower($0) },
                    series("delivered p50", color: "delivered") { auditOnly($0) ? nil : value($0, 2, 0.5) },
                ]),
                .init(title: "Duration per run", scale: .duration, series: [series("duration") { value($0, 300, 60) + Double($0) / 5 }]),
            ])
    }

    static let sizes = [0, 1, 5, 1000]

    @Test(arguments: sizes) func runLabelsAreThinnedToFitAndEndAtTheNewestRun(runs: Int) {
        let chart = Self.chart(runs: runs)
        let labelled = TrendChart.labelledRuns(count: runs, width: chart.width - TrendChart.left - TrendChart.rightMargin)
        #expect(labelled.count <= Int((chart.width - TrendChart.left - TrendChart.rightMargin) / 64))
        #expect(labelled.last == (runs == 0 ? nil : runs - 1))
        if runs == 1000 {
            // A round step (12 labels fit): every 100th run, counted back from the newest.
            #expect(labelled == Array(stride(from: 99, through: 999, by: 100)))
        }
        if runs == 5 { #expect(labelled == [0, 1, 2, 3, 4]) }
        let svg = chart.svg
        #expect(svg.components(separatedBy: "class=\"tick\"").count - 1 == labelled.count * 2 * chart.panels.count)
    }

    @Test func oneRunIsADotAThousandRunsAreLinesWithoutDots() {
        let one = Self.chart(runs: 1).svg
        #expect(one.contains("class=\"marker\""))
        #expect(!one.contains("class=\"series\""))  // a line needs two runs
        let many = Self.chart(runs: 1000).svg
        #expect(!many.contains("class=\"marker\""))
        #expect(many.components(separatedBy: "class=\"series\"").count - 1 == 8)  // every measured series
        #expect(!many.contains("nan") && !many.contains("inf"))
    }

    @Test func aRunThatDidNotMeasureLeavesNoPointAndTheLineJoinsItsNeighbours() {
        let chart = TrendChart(title: "t", runLabels: ["#1", "#2", "#3"], panels: [
            .init(title: "drift", scale: .count, series: [.init(name: "members", values: [4, nil, 8])]),
        ])
        let svg = chart.svg
        #expect(svg.components(separatedBy: "class=\"marker\"").count - 1 == 2)
        let path = svg.components(separatedBy: "class=\"series\" d=\"")[1].prefix { $0 != "\"" }
        #expect(path.split(separator: " ").count == 2)  // M first, L third: no point for the second run
    }

    @Test func emptyPanelsSaySoAndAxesStayRound() {
        let empty = Self.chart(runs: 0).svg
        #expect(empty.components(separatedBy: "no runs recorded").count - 1 == 4)
        let thousand = Self.chart(runs: 1000)
        #expect(thousand.svg.contains(">not measured by these runs<") == false)
        // Count axes tick at 1, 2 or 5 times a power of ten, from 0.
        let axis = YAxis(scale: .count, values: [0, 137], length: 140)
        #expect(axis.ticks.map(\.value) == [0, 50, 100, 150])
        #expect(YAxis(scale: .count, values: [1], length: 140).ticks.map(\.label) == ["0", "1"])
        #expect(YAxis(scale: .duration, values: [290], length: 140).ticks.map(\.label) == ["0", "2.0 min", "4.0 min", "6.0 min"])
        #expect(YAxis(scale: .duration, values: [], length: 140).ticks.map(\.label) == ["0", "1.0 s"])
        let log = YAxis(scale: .logSeconds, values: [50, 9000], length: 140)
        #expect(log.ticks.map(\.label).contains("1 h") && log.ticks.map(\.label).contains("1 min"))
    }

    /// Renders each size with rsvg-convert into `$REPORTS_CHART_DIR` (default: a temp dir) for a person to look at.
    @Test(.enabled(if: SVGRenderer.runs, Comment(rawValue: SVGRenderer.skipReason)), arguments: sizes)
    func rsvgRendersTheTrendChart(runs: Int) throws {
        let chart = Self.chart(runs: runs)
        try expectRendered(chart.svg, name: "trends-\(runs)", width: Int(chart.width), height: Int(chart.height))
    }
}
