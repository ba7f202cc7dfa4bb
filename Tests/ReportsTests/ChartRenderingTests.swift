import Foundation
import Testing
import TestSupport

/// Renders the sample charts with a real SVG renderer when one is installed (apt: librsvg2-bin).
/// The PNGs land in `$REPORTS_CHART_DIR` (default: a temp dir) for a person to look at.
@Suite struct ChartRenderingTests {
    @Test(.enabled(if: SVGRenderer.runs, Comment(rawValue: SVGRenderer.skipReason)), arguments: SampleCharts.all.map(\.name))
    func rsvgRendersTheChart(name: String) throws {
        let chart = SampleCharts.all.first { $0.name == name }!.chart
        try expectRendered(chart.svg, name: name, width: Int(chart.width), height: Int(chart.height))
    }
}

/// Renders `svg` to `$REPORTS_CHART_DIR/<name>.png`: no error, no warning, the chart's size.
func expectRendered(_ svg: String, name: String, width: Int, height: Int) throws {
    let file = URL(fileURLWithPath: ReportFolder.temporary(name) + ".svg")
    try svg.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let rendered = try SVGRenderer.render(file, name: name, folderVariable: "REPORTS_CHART_DIR", defaultFolder: "reports-charts")
    #expect(rendered.status == 0, "rsvg-convert: \(rendered.warnings)")
    #expect(rendered.warnings.isEmpty, "rsvg-convert warned: \(rendered.warnings)")
    #expect(rendered.width == width && rendered.height == height)
}
