import Foundation

/// The `--out` folder a test gives a command, and the files the command wrote there.
public enum ReportFolder {
    /// The folder every test's files and report folders go in (ending in `/`): one per test
    /// process, `<tmp>/unreadctl-tests-<pid>/`, removed with all it holds when the process exits,
    /// so a run of the suite leaves nothing behind (a crashed one leaves this folder alone).
    public static let scratch: String = {
        let path = NSTemporaryDirectory() + "unreadctl-tests-\(getpid())/"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: ReportFolder.scratch) }
        return path
    }()

    /// A new path in `scratch`, not created: `<scratch>/<prefix>-<uuid>`.
    public static func temporary(_ prefix: String) -> String { scratch + "\(prefix)-\(UUID().uuidString)" }

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
