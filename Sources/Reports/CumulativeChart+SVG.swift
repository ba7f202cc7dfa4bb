import Foundation

extension CumulativeChart {
    /// Colour-blind-safe (Okabe–Ito), dark enough on white; cycled past seven colour keys.
    static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]

    /// Writes the chart as a standalone SVG 1.1 document.
    public func write(to out: inout some TextOutputStream) {
        let data = series.map { Self.drawable($0.points) }
        let allSeconds = data.joined().map(\.seconds)
        let axis = LogTimeAxis(smallest: allSeconds.min(), largest: allSeconds.max())
        let notes = Self.notes(for: series.map(\.points))
        let layout = Layout(chart: self, noteLines: notes.count)

        out.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(n(width))" height="\(n(height))" \
        viewBox="0 0 \(n(width)) \(n(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">
        <title>\(XMLText.escape(title))</title>
        <rect width="100%" height="100%" fill="#ffffff"/>
        <text x="\(n(layout.plot.left))" y="26" font-size="17" font-weight="bold" fill="#222">\(XMLText.escape(title))</text>\n
        """)
        for (index, note) in notes.enumerated() {
            let y = 44 + Double(index) * Layout.noteLineHeight
            out.write("<text class=\"note\" x=\"\(n(layout.plot.left))\" y=\"\(n(y))\" font-size=\"11\" fill=\"#666\">\(XMLText.escape(note))</text>\n")
        }
        writeGrid(axis: axis, layout: layout, to: &out)
        writeSeries(data, axis: axis, layout: layout, to: &out)
        if allSeconds.isEmpty {
            out.write("<text x=\"\(n(layout.plot.centerX))\" y=\"\(n(layout.plot.centerY))\" text-anchor=\"middle\" font-size=\"15\" fill=\"#888\">no data</text>\n")
        }
        writeLegend(layout: layout, to: &out)
        out.write("</svg>\n")
    }

    /// The chart as one SVG string.
    public var svg: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func writeGrid(axis: LogTimeAxis, layout: Layout, to out: inout some TextOutputStream) {
        let plot = layout.plot
        out.write("<g stroke=\"#e3e3e3\" stroke-width=\"1\">\n")
        for percent in stride(from: 0, through: 100, by: 10) {
            let y = plot.y(Double(percent) / 100)
            out.write("<line x1=\"\(n(plot.left))\" y1=\"\(n(y))\" x2=\"\(n(plot.right))\" y2=\"\(n(y))\"/>\n")
        }
        let ticks = axis.visibleTicks(length: plot.width)
        for tick in ticks {
            let x = plot.x(axis.position(tick.seconds))
            out.write("<line x1=\"\(n(x))\" y1=\"\(n(plot.top))\" x2=\"\(n(x))\" y2=\"\(n(plot.bottom))\"/>\n")
        }
        out.write("</g>\n")
        out.write("<rect x=\"\(n(plot.left))\" y=\"\(n(plot.top))\" width=\"\(n(plot.width))\" height=\"\(n(plot.height))\" fill=\"none\" stroke=\"#999\"/>\n")

        out.write("<g fill=\"#444\" font-size=\"11\">\n")
        for percent in stride(from: 0, through: 100, by: 10) {
            let y = plot.y(Double(percent) / 100) + 4
            out.write("<text x=\"\(n(plot.left - 6))\" y=\"\(n(y))\" text-anchor=\"end\">\(percent) %</text>\n")
        }
        for tick in ticks {
            let x = plot.x(axis.position(tick.seconds))
            out.write("<text class=\"tick\" x=\"\(n(x))\" y=\"\(n(plot.bottom + 17))\" text-anchor=\"middle\">\(tick.label)</text>\n")
        }
        out.write("</g>\n")
        out.write("<text x=\"\(n(plot.centerX))\" y=\"\(n(plot.bottom + 38))\" text-anchor=\"middle\" fill=\"#333\">\(XMLText.escape(xAxisTitle))</text>\n")
        let yTitleX = 16.0
        out.write("<text x=\"\(n(yTitleX))\" y=\"\(n(plot.centerY))\" text-anchor=\"middle\" fill=\"#333\" transform=\"rotate(-90 \(n(yTitleX)) \(n(plot.centerY)))\">\(XMLText.escape(yAxisTitle))</text>\n")
    }

    private func writeSeries(_ data: [[Point]], axis: LogTimeAxis, layout: Layout, to out: inout some TextOutputStream) {
        let plot = layout.plot
        out.write("<defs><clipPath id=\"plot-area\"><rect x=\"\(n(plot.left))\" y=\"\(n(plot.top - 2))\" width=\"\(n(plot.width))\" height=\"\(n(plot.height + 4))\"/></clipPath></defs>\n")
        out.write("<g clip-path=\"url(#plot-area)\" fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\">\n")
        let colors = colorsBySeries()
        for (index, points) in data.enumerated() where !points.isEmpty {
            // A step line: flat until the next latency, then up to its cumulative fraction.
            var path = "M\(n(plot.left)),\(n(plot.y(0)))"
            for point in points {
                path += " H\(n(plot.x(axis.position(point.seconds)))) V\(n(plot.y(point.fraction)))"
            }
            path += " H\(n(plot.right))"
            out.write("<path class=\"series\" d=\"\(path)\" stroke=\"\(colors[index])\"\(Self.dashAttribute(series[index].dash))>")
            out.write("<title>\(XMLText.escape(series[index].name))</title></path>\n")
        }
        out.write("</g>\n")
    }

    private func writeLegend(layout: Layout, to out: inout some TextOutputStream) {
        let colors = colorsBySeries()
        out.write("<g class=\"legend\" font-size=\"12\" fill=\"#222\">\n")
        for (index, entry) in series.enumerated() {
            let (x, y) = layout.legendPosition(index)
            let suffix = Self.drawable(entry.points).isEmpty ? " (no data)" : ""
            out.write("<line x1=\"\(n(x))\" y1=\"\(n(y - 4))\" x2=\"\(n(x + 28))\" y2=\"\(n(y - 4))\" stroke=\"\(colors[index])\" stroke-width=\"2.5\"\(Self.dashAttribute(entry.dash))/>")
            out.write("<text x=\"\(n(x + 34))\" y=\"\(n(y))\">\(XMLText.escape(entry.name + suffix))</text>\n")
        }
        out.write("</g>\n")
    }

    private func colorsBySeries() -> [String] {
        var keys: [String: Int] = [:]
        return series.map { entry in
            let index = keys[entry.colorKey] ?? keys.count
            keys[entry.colorKey] = index
            return Self.palette[index % Self.palette.count]
        }
    }

    static func dashAttribute(_ dash: Dash) -> String {
        switch dash {
        case .solid: return ""
        case .dashed: return " stroke-dasharray=\"8 4\""
        case .dotted: return " stroke-dasharray=\"2 3\""
        }
    }

    /// Points that can be drawn, in time order, clamped to the axis and to 0...1.
    static func drawable(_ points: [Point]) -> [Point] {
        points
            .filter { !$0.seconds.isNaN && !$0.fraction.isNaN }
            .map { Point(seconds: LogTimeAxis.clamp($0.seconds), fraction: min(max($0.fraction, 0), 1)) }
            .sorted { $0.seconds < $1.seconds }
    }

    /// What the reader must know about clamped values, in one line.
    static func notes(for series: [[Point]]) -> [String] {
        let seconds = series.joined().map(\.seconds).filter { !$0.isNaN }
        var notes: [String] = []
        if seconds.contains(where: { $0 < LogTimeAxis.minimumSeconds }) {
            notes.append("Latencies under 100 ms (including 0 s) are drawn at 100 ms: a log axis has no zero.")
        }
        if seconds.contains(where: { $0 > LogTimeAxis.maximumSeconds }) {
            notes.append("Latencies over 100 years are drawn at 100 years.")
        }
        return notes
    }
}

/// Pixel geometry: margins, the plot rectangle, and the legend grid below the axis title.
private struct Layout {
    struct Plot {
        var left, top, right, bottom: Double
        var width: Double { right - left }
        var height: Double { bottom - top }
        var centerX: Double { (left + right) / 2 }
        var centerY: Double { (top + bottom) / 2 }
        func x(_ position: Double) -> Double { left + position * width }
        func y(_ fraction: Double) -> Double { bottom - fraction * height }
    }

    let plot: Plot
    let legendTop: Double
    let legendColumns: Int
    let legendColumnWidth: Double
    static let legendRowHeight = 18.0
    static let noteLineHeight = 14.0

    init(chart: CumulativeChart, noteLines: Int) {
        let top = 60 + Double(max(noteLines - 1, 0)) * Self.noteLineHeight
        let left = 72.0, right = chart.width - 24
        // No font metrics without a renderer: about 7 px per character at 12 px.
        let longest = chart.series.map { $0.name.count + 10 }.max() ?? 0
        legendColumnWidth = min(Double(longest) * 7 + 34 + 24, max(right - left, 1))
        legendColumns = max(1, Int((right - left) / legendColumnWidth))
        let rows = (chart.series.count + legendColumns - 1) / legendColumns
        let legendHeight = Double(rows) * Self.legendRowHeight
        let bottom = max(chart.height - 52 - legendHeight - (rows > 0 ? 12 : 0), top + 40)
        plot = Plot(left: left, top: top, right: max(right, left + 40), bottom: bottom)
        legendTop = bottom + 52 + 12
    }

    func legendPosition(_ index: Int) -> (x: Double, y: Double) {
        let column = index % legendColumns, row = index / legendColumns
        return (plot.left + Double(column) * legendColumnWidth, legendTop + Double(row) * Self.legendRowHeight)
    }
}

/// An SVG number: at most one decimal, never an exponent (also the trend chart's).
func n(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let tenths = (value * 10).rounded()
    guard abs(tenths) < 1e15 else { return "0" }
    let whole = Int(tenths) / 10, fraction = abs(Int(tenths) % 10)
    let sign = tenths < 0 && whole == 0 ? "-" : ""
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}
