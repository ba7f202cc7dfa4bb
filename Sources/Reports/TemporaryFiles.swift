import Foundation

/// The temporary report files in flight in this process, so an interrupted run can remove
/// them (docs/reports.md#where-files-go: no half-written report). Call `removeAll` from a Dispatch signal source or
/// any thread — not from a raw C signal handler, where taking a lock is not allowed.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()

    init() {}

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var nextNumber = 0

    /// A fresh, registered temporary path beside `target`: `.<name>.tmp-<pid>-<n>`.
    func reserve(beside target: URL) -> String {
        lock.lock(); defer { lock.unlock() }
        nextNumber += 1
        let name = ".\(target.lastPathComponent).tmp-\(getpid())-\(nextNumber)"
        let path = target.deletingLastPathComponent().appendingPathComponent(name).path
        paths.insert(path)
        return path
    }

    /// Runs `finish` (the rename) under the lock, then forgets `path`: a concurrent
    /// `removeAll` sees the file either before the rename (and removes it, so the rename
    /// fails) or after (and leaves the finished report alone).
    func release(_ path: String, finishing finish: () throws -> Void) rethrows {
        lock.lock(); defer { lock.unlock() }
        defer { paths.remove(path) }
        try finish()
    }

    /// Forgets `path` (its file was removed, or never created).
    func forget(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.remove(path)
    }

    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        for path in paths { unlink(path) }
        paths.removeAll()
    }

    var inFlight: Set<String> {
        lock.lock(); defer { lock.unlock() }
        return paths
    }
}
