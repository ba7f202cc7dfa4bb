import Foundation

/// Where one run writes: `--out DIR` (default `reports`) plus the run's UTC date, created with
/// its parents and proven writable before any work starts (README.md#guarantees: fail early, one line).
public struct OutputDirectory: Sendable {
    public static let defaultRoot = "reports"

    /// `DIR/YYYY-MM-DD` as the operator would type it (relative stays relative).
    public let path: String
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// Resolves and creates `root/<runDate as UTC YYYY-MM-DD>`, then checks that a file can be
    /// created in it. Throws `ReportError.cannotWrite` naming the run directory.
    public init(root: String = OutputDirectory.defaultRoot, runDate: Date) throws {
        var root = root.isEmpty ? Self.defaultRoot : root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        path = (root == "/" ? "" : root) + "/" + Self.dayName(runDate)
        try Self.createDirectories(path)
        try Self.checkWritable(path)
    }

    /// The URL of a report file in this directory.
    public func file(_ name: String) -> URL {
        URL(fileURLWithPath: path + "/" + name)
    }

    /// The UTC calendar day, e.g. `2026-11-21`.
    static func dayName(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", day.year!, day.month!, day.day!)
    }

    /// `mkdir -p` with `errno`, so the error says "Not a directory" rather than a Cocoa dump.
    private static func createDirectories(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw ReportFile.cannotWrite(path, errno)
            }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw ReportFile.cannotWrite(path, errno) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw ReportFile.cannotWrite(path, ENOTDIR) }
    }

    /// Creates and removes a probe file: `access(W_OK)` says yes to root on a read-only mount.
    private static func checkWritable(_ path: String) throws {
        let probe = path + "/.unreadctl-write-check-\(getpid())"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ReportFile.cannotWrite(path, errno) }
        close(descriptor)
        unlink(probe)
    }
}
