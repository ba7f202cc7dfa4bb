import Foundation
import Synchronization

/// The temporary report files in flight in this process, so an interrupted run can remove
/// them (docs/operations.md#failure-modes: no half-written report). Call `removeAll` from a Dispatch
/// signal source or any thread — not from a raw C signal handler, where taking a lock is not
/// allowed.
final class TemporaryFiles: Sendable {
    static let shared = TemporaryFiles()

    init() {}

    private let paths = Mutex<Set<String>>([])

    /// Creates `.<name>.tmp-<16 random characters>` in `folder`, exclusively, and registers it
    /// in the same step (a signal's clean-up sees every file that exists). Returns the
    /// write-only descriptor, the file's name in `folder` and its path.
    func create(in folder: DirectoryDescriptor, beside name: String, mode: mode_t) throws
        -> (descriptor: Int32, name: String, path: String) {
        try paths.withLock { paths in
            let created = try folder.createExclusive(prefix: "." + name + ".tmp-", mode: mode)
            let path = DirectoryDescriptor.join(folder.path, created.name)
            paths.insert(path)
            return (created.descriptor, created.name, path)
        }
    }

    /// Runs `finish` (the rename) under the lock, then forgets `path`: a concurrent
    /// `removeAll` sees the file either before the rename (and removes it, so the rename
    /// fails) or after (and leaves the finished report alone).
    func release(_ path: String, finishing finish: () throws -> Void) throws {
        try paths.withLock { paths in
            defer { paths.remove(path) }
            try finish()
        }
    }

    /// Forgets `path` (its file was removed, or never created).
    func forget(_ path: String) {
        _ = paths.withLock { $0.remove(path) }
    }

    func removeAll() {
        paths.withLock { paths in
            for path in paths { unlink(path) }
            paths.removeAll()
        }
    }

    var inFlight: Set<String> {
        paths.withLock { $0 }
    }
}
