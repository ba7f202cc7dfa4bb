import Foundation

/// The `--out` folder a test gives a command, and the files the command wrote there.
public enum ReportFolder {
    /// A new path under the temporary directory, not created: `<tmp>/<prefix>-<uuid>`.
    public static func temporary(_ prefix: String) -> String { NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)" }

    /// A file's text; empty when it is not there (the comparison that follows then fails).
    public static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// The one run folder (`--out/<UTC date>/`) a command wrote under `out`.
    public static func runDirectory(_ out: String) throws -> String {
        let days = try FileManager.default.contentsOfDirectory(atPath: out)
        guard days.count == 1 else { throw FixtureError("\(out) holds \(days.count) run folders, not 1: \(days)") }
        return out + "/" + days[0]
    }
}
