import Foundation
import Synchronization

/// Where one run writes: `--out DIR` (default `reports`) plus the run's UTC date, created with
/// its parents and proven writable before any work starts (docs/operations.md#failure-modes: fail
/// early, one line).
///
/// `DIR` is the operator's own path and may lead through links; the date folder inside it is
/// the tool's and must be a real folder: a link planted there is refused (exit 73), and every
/// report of the run is written into the very folder checked here, never a replacement.
public struct OutputDirectory: Sendable {
    public static let defaultRoot = "reports"

    /// `DIR/YYYY-MM-DD` as the operator would type it (relative stays relative).
    public let path: String
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// Resolves and creates `root/<runDate as UTC YYYY-MM-DD>`, then checks that a file can be
    /// created in it. Throws `ReportError.cannotWrite` naming the run directory, or
    /// `ReportError.notAFolder` when the date folder is a link.
    public init(root: String = OutputDirectory.defaultRoot, runDate: Date) throws {
        var root = root.isEmpty ? Self.defaultRoot : root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        path = (root == "/" ? "" : root) + "/" + Self.dayName(runDate)
        try Self.createDirectories(path)
        let folder = try DirectoryDescriptor(path: path, shownPath: path, followLink: false)
        try Self.checkWritable(folder)
        let identity = try folder.identity()
        Self.checked.withLock { $0[Self.key(url)] = identity }
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

    /// The run folders this process checked, by absolute path: `ReportFile` writes into such a
    /// folder only while it is still the same folder (not a link put in its place).
    private static let checked = Mutex<[String: FileIdentity]>([:])

    static func checkedIdentity(of folder: URL) -> FileIdentity? {
        checked.withLock { $0[key(folder)] }
    }

    private static func key(_ folder: URL) -> String {
        folder.standardizedFileURL.path
    }

    /// `mkdir -p` with `errno`, so the error says "Not a directory" rather than a Cocoa dump.
    /// The last component is checked without following a link.
    private static func createDirectories(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw ReportFile.cannotWrite(path, errno)
            }
        }
        var status = stat()
        guard lstat(path, &status) == 0 else { throw ReportFile.cannotWrite(path, errno) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return
        case S_IFLNK: throw ReportError.notAFolder(path: path, found: FileKind.describe(status.st_mode))
        default: throw ReportFile.cannotWrite(path, ENOTDIR)
        }
    }

    /// Creates and removes a probe file (`access(W_OK)` says yes to root on a read-only mount),
    /// exclusively under an unpredictable name, like every temporary file.
    private static func checkWritable(_ folder: DirectoryDescriptor) throws {
        let probe = try folder.createExclusive(prefix: ".unreadctl-write-check-", mode: 0o600)
        close(probe.descriptor)
        folder.remove(probe.name)
    }
}
