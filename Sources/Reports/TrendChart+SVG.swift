import Foundation

extension TrendChart {
    /// Above this many measured runs a series is a bare line; up to it each run gets a dot
    /// (one run alone would otherwise be invisible).
    static let markerLimit = 60
    static let left = 84.0, rightMargin = 24.0, top = 44.0, bottomMargin = 30.0

    public var height: Double { Self.top + Double(panels.count) * panelHeight + Self.bottomMargin }

    /// Writes the chart as a standalone SVG 1.1 document.
    public func write(to out: inout some TextOutputStream) {
        out.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(n(width))" height="\(n(height))" \
        viewBox="0 0 \(n(width)) \(n(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">
        <title>\(XMLText.escape(title))</title>
        <rect width="100%" height="100%" fill="#ffffff"/>
        <text x="\(n(Self.left))" y="26" font-size="17" font-weight="bold" fill="#222">\(XMLText.escape(title))</text>\n
        """)
        for (index, panel) in panels.enumerated() {
            writePanel(panel, index: index, to: &out)
        }
        let plotCenter = (Self.left + width - Self.rightMargin) / 2
        out.write("<text x=\"\(n(plotCenter))\" y=\"\(n(height - 8))\" text-anchor=\"middle\" fill=\"#333\">run (oldest on the left, newest on the right)</text>\n")
        out.write("</svg>\n")
    }

    /// The chart as one SVG string.
    public var svg: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func writePanel(_ panel: Panel, index: Int, to out: inout some TextOutputStream) {
        let panelTop = Self.top + Double(index) * panelHeight
        let plot = PlotArea(left: Self.left, top: panelTop + 46, right: max(width - Self.rightMargin, Self.left + 40),
                            bottom: panelTop + panelHeight - 40, runs: runLabels.count)
        let values = panel.series.flatMap { $0.values.compactMap { $0 } }.filter(\.isFinite)
        let axis = YAxis(scale: panel.scale, values: values, length: plot.height)
        var title = panel.title
        if panel.scale == .logSeconds {
            title += values.contains { $0 < LogTimeAxis.minimumSeconds } ? " (log scale; under 100 ms drawn at 100 ms)" : " (log scale)"
        }
        out.write("<g class=\"panel\">\n")
        out.write("<text x=\"\(n(plot.left))\" y=\"\(n(panelTop + 16))\" font-size=\"13\" font-weight=\"bold\" fill=\"#222\">\(XMLText.escape(title))</text>\n")
        writeLegend(panel, x: plot.left, y: panelTop + 34, to: &out)

        // Grid and axes.
        out.write("<g stroke=\"#e3e3e3\" stroke-width=\"1\">\n")
        for tick in axis.ticks {
            let y = plot.y(axis.position(tick.value))
            out.write("<line x1=\"\(n(plot.left))\" y1=\"\(n(y))\" x2=\"\(n(plot.right))\" y2=\"\(n(y))\"/>\n")
        }
        let labelled = Self.labelledRuns(count: runLabels.count, width: plot.width)
        for run in labelled {
            out.write("<line x1=\"\(n(plot.x(run)))\" y1=\"\(n(plot.top))\" x2=\"\(n(plot.x(run)))\" y2=\"\(n(plot.bottom))\"/>\n")
        }
        out.write("</g>\n")
        out.write("<rect x=\"\(n(plot.left))\" y=\"\(n(plot.top))\" width=\"\(n(plot.width))\" height=\"\(n(plot.height))\" fill=\"none\" stroke=\"#999\"/>\n")
        out.write("<g fill=\"#444\" font-size=\"11\">\n")
        for tick in axis.ticks {
            let y = plot.y(axis.position(tick.value)) + 4
            out.write("<text x=\"\(n(plot.left - 6))\" y=\"\(n(y))\" text-anchor=\"end\">\(XMLText.escape(tick.label))</text>\n")
        }
        for run in labelled {
            let lines = runLabels[run].split(separator: "\n", omittingEmptySubsequences: false)
            for (line, text) in lines.enumerated() {
                let y = plot.bottom + 14 + Double(line) * 12
                out.write("<text class=\"tick\" x=\"\(n(plot.x(run)))\" y=\"\(n(y))\" text-anchor=\"middle\">\(XMLText.escape(String(text)))</text>\n")
            }
        }
        out.write("</g>\n")

        // The series.
        let colors = colorsBySeries(panel)
        out.write("<g fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\">\n")
        for (number, series) in panel.series.enumerated() {
            let points = series.values.enumerated().compactMap { run, value -> (Double, Double)? in
                guard let value, value.isFinite, run < runLabels.count else { return nil }
                return (plot.x(run), plot.y(axis.position(value)))
            }
            if points.count >= 2 {
                let path = points.enumerated().map { ($0 == 0 ? "M" : "L") + "\(n($1.0)),\(n($1.1))" }.joined(separator: " ")
                out.write("<path class=\"series\" d=\"\(path)\" stroke=\"\(colors[number])\"\(CumulativeChart.dashAttribute(series.dash))>")
                out.write("<title>\(XMLText.escape(series.name))</title></path>\n")
            }
            if points.count <= Self.markerLimit {
                for point in points {
                    // A dashed series gets hollow dots, so p95 and p50 differ also where a run stands alone.
                    let fill = series.dash == .solid ? "fill=\"\(colors[number])\" stroke=\"none\"" : "fill=\"#ffffff\" stroke=\"\(colors[number])\" stroke-width=\"1.5\""
                    out.write("<circle class=\"marker\" cx=\"\(n(point.0))\" cy=\"\(n(point.1))\" r=\"3\" \(fill)/>\n")
                }
            }
        }
        out.write("</g>\n")
        if values.isEmpty {
            let message = runLabels.isEmpty ? "no runs recorded" : "not measured by these runs"
            out.write("<text x=\"\(n((plot.left + plot.right) / 2))\" y=\"\(n((plot.top + plot.bottom) / 2))\" text-anchor=\"middle\" font-size=\"14\" fill=\"#888\">\(message)</text>\n")
        }
        out.write("</g>\n")
    }

    private func writeLegend(_ panel: Panel, x: Double, y: Double, to out: inout some TextOutputStream) {
        let colors = colorsBySeries(panel)
        var x = x
        out.write("<g class=\"legend\" font-size=\"12\" fill=\"#222\">\n")
        for (number, series) in panel.series.enumerated() {
            let measured = series.values.contains { $0?.isFinite == true }
            let name = series.name + (measured ? "" : " (not measured)")
            out.write("<line x1=\"\(n(x))\" y1=\"\(n(y - 4))\" x2=\"\(n(x + 24))\" y2=\"\(n(y - 4))\" stroke=\"\(colors[number])\" stroke-width=\"2.5\"\(CumulativeChart.dashAttribute(series.dash))/>")
            out.write("<text x=\"\(n(x + 30))\" y=\"\(n(y))\">\(XMLText.escape(name))</text>\n")
            // No font metrics without a renderer: about 7 px per character at 12 px.
            x += 30 + Double(name.count) * 7 + 18
        }
        out.write("</g>\n")
    }

    private func colorsBySeries(_ panel: Panel) -> [String] {
        var keys: [String: Int] = [:]
        return panel.series.map { series in
            let index = keys[series.colorKey] ?? keys.count
            keys[series.colorKey] = index
            return CumulativeChart.palette[index % CumulativeChart.palette.count]
        }
    }

    /// The runs that get a label: every `step`-th counted back from the newest, `step` a round
    /// number (1, 2, 5, 10, 20, 50…) so that labels sit at least 64 px apart.
    static func labelledRuns(count: Int, width: Double) -> [Int] {
        guard count > 0 else { return [] }
        let fitting = max(Int(width / 64), 1)
        let smallest = (count + fitting - 1) / fitting
        var step = 1, magnitude = 1
        search: while true {
            for multiple in [1, 2, 5] where multiple * magnitude >= smallest {
                step = multiple * magnitude
                break search
            }
            magnitude *= 10
        }
        return Array(stride(from: count - 1, through: 0, by: -step).reversed())
    }
}

/// One panel's plot rectangle; run `i` of `runs` sits in the middle of its band.
private struct PlotArea {
    var left, top, right, bottom: Double
    var runs: Int
    var width: Double { right - left }
    var height: Double { bottom - top }
    func x(_ run: Int) -> Double { left + (Double(run) + 0.5) / Double(max(runs, 1)) * width }
    func y(_ position: Double) -> Double { bottom - min(max(position, 0), 1) * height }
}

/// A panel's y axis: where a value sits (0 bottom … 1 top) and the labelled ticks.
struct YAxis {
    let position: (Double) -> Double
    let ticks: [(value: Double, label: String)]

    /// A vertical log axis has room for more ticks than the latency chart's horizontal one.
    static let logTicks: [(seconds: Double, label: String)] = LogTimeAxis.ticks + [
        (0.2, "200 ms"), (0.5, "500 ms"), (2, "2 s"), (5, "5 s"), (20, "20 s"), (30, "30 s"), (120, "2 min"),
        (300, "5 min"), (1200, "20 min"), (1800, "30 min"), (2 * 3600, "2 h"), (12 * 3600, "12 h"), (2 * 86400, "2 d"),
    ]

    /// Round durations for tick steps, in seconds.
    static let durationSteps: [Double] = [
        0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800,
        3600, 7200, 4 * 3600, 6 * 3600, 12 * 3600, 86400, 2 * 86400, 7 * 86400, 14 * 86400, 28 * 86400,
    ]

    init(scale: TrendChart.Scale, values: [Double], length: Double) {
        switch scale {
        case .count:
            let largest = max(values.max() ?? 0, 0)
            let step = max(Self.roundStep(largest / 4), 1)
            self.init(linearTo: max((largest / step).rounded(.up), 1) * step, step: step) { HumanFormat.count(Int64($0)) }
        case .duration:
            let largest = max(values.max() ?? 0, 0)
            let rough = largest / 4
            // Nothing measured: 0 to 1 s rather than 0 to 1 ms.
            let step = largest == 0 ? 1 : Self.durationSteps.first { $0 >= rough } ?? Self.roundStep(rough / 86400) * 86400
            self.init(linearTo: max((largest / step).rounded(.up), 1) * step, step: step) { $0 == 0 ? "0" : HumanFormat.duration(seconds: $0) }
        case .logSeconds:
            let clamped = values.map(LogTimeAxis.clamp)
            let axis = LogTimeAxis(smallest: clamped.min(), largest: clamped.max())
            let position = { (seconds: Double) in axis.position(seconds) }
            // Round units (1 s, 1 min, 1 h…) first, then the ticks between that still fit.
            let inside = Self.logTicks.filter { (0...1).contains(position($0.seconds)) }
            let preferred = inside.filter { $0.label.hasPrefix("1 ") } + inside.filter { !$0.label.hasPrefix("1 ") }
            var kept: [(value: Double, label: String)] = []
            for tick in preferred where kept.allSatisfy({ abs(position($0.value) - position(tick.seconds)) * length >= 16 }) {
                kept.append((tick.seconds, tick.label))
            }
            self.init(position: position, ticks: kept.sorted { $0.value < $1.value })
        }
    }

    private init(position: @escaping (Double) -> Double, ticks: [(value: Double, label: String)]) {
        self.position = position
        self.ticks = ticks
    }

    private init(linearTo top: Double, step: Double, label: (Double) -> String) {
        let count = Int((top / step).rounded())
        self.init(position: { $0 / top }, ticks: (0...count).map { Double($0) * step }.map { ($0, label($0)) })
    }

    /// 1, 2 or 5 times a power of ten, at least `rough` (1 for nothing).
    static func roundStep(_ rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        return [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough * (1 - 1e-9) } ?? 10 * magnitude
    }
}
