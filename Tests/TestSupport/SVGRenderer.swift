import Foundation

/// A real SVG renderer (rsvg-convert, apt librsvg2-bin) for the chart tests. They skip with
/// `skipReason` where it is not installed, except under CI (`CI=true`), whose .ci/run installs
/// it: there a missing renderer fails them. The PNGs land in `$<folderVariable>` (default: a temp
/// folder) for a person to look at.
public enum SVGRenderer {
    public static let path = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the rendering tests run: the renderer is there, or CI must have it.
    public static let runs = path != nil || ProcessInfo.processInfo.environment["CI"] == "true"
    public static let skipReason = "rsvg-convert is not installed (apt-get install librsvg2-bin); CI installs it and runs these"

    public struct Rendered: Sendable {
        public let png: String
        public let status: Int32
        /// What rsvg-convert wrote to stderr: empty for a chart it had nothing to say about.
        public let warnings: String
        /// The PNG's size from its IHDR chunk; nil when the file is not a PNG.
        public let width: Int?, height: Int?
    }

    /// Renders the SVG file `svg` to `<folder>/<name>.png`.
    public static func render(_ svg: URL, name: String, folderVariable: String, defaultFolder: String) throws -> Rendered {
        guard let renderer = path else { throw FixtureError("rsvg-convert is not installed (apt-get install librsvg2-bin)") }
        let directory = ProcessInfo.processInfo.environment[folderVariable] ?? NSTemporaryDirectory() + defaultFolder
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let png = directory + "/\(name).png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: renderer)
        process.arguments = ["--format", "png", "--output", png, svg.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // PNG signature, then the IHDR chunk's big-endian width and height.
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: png))).map { [UInt8]($0) } ?? []
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return Rendered(png: png, status: process.terminationStatus, warnings: warnings, width: nil, height: nil)
        }
        let word = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return Rendered(png: png, status: process.terminationStatus, warnings: warnings, width: word(16), height: word(20))
    }
}
