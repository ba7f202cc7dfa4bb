import Foundation
import Testing

/// Renders the sample charts with a real SVG renderer when one is installed (apt: librsvg2-bin).
/// The PNGs land in `$REPORTS_CHART_DIR` (default: a temp dir) for a person to look at.
@Suite struct ChartRenderingTests {
    static let renderer = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: renderer != nil || ProcessInfo.processInfo.environment["CI"] == "true", "rsvg-convert is not installed (apt-get install librsvg2-bin); CI installs it and runs these"), arguments: SampleCharts.all.map(\.name))
    func rsvgRendersTheChart(name: String) throws {
        let chart = SampleCharts.all.first { $0.name == name }!.chart
        let size = try Self.render(chart.svg, name: name)
        #expect(size?.width == Int(chart.width) && size?.height == Int(chart.height))
    }

    /// Renders `svg` to `$REPORTS_CHART_DIR/<name>.png` with rsvg-convert (no error, no warning)
    /// and returns the PNG's width and height; nil when the file is not a PNG.
    static func render(_ svg: String, name: String) throws -> (width: Int, height: Int)? {
        let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["REPORTS_CHART_DIR"]
            ?? NSTemporaryDirectory() + "reports-charts")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let svgFile = directory.appendingPathComponent("\(name).svg")
        let png = directory.appendingPathComponent("\(name).png")
        try svg.write(to: svgFile, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(renderer, "rsvg-convert is not installed"))
        process.arguments = ["--format", "png", "--output", png.path, svgFile.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "rsvg-convert: \(message)")
        #expect(message.isEmpty, "rsvg-convert warned: \(message)")

        // PNG signature, then the IHDR chunk's big-endian width and height.
        let bytes = [UInt8](try Data(contentsOf: png))
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let word = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
