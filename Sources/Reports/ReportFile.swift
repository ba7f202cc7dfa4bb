import Foundation

/// Report files that appear whole or not at all (docs/reports.md#where-files-go): the text goes to a temporary file
/// beside the target, is flushed and fsynced, then renamed over the target.
public enum ReportFile {
    /// Writes `target` atomically through `body`. If `body` throws, the temporary file is
    /// removed, the target is left as it was, and the error is rethrown unchanged. Failures
    /// of the file system itself throw `ReportError.cannotWrite`.
    @discardableResult
    public static func write<Result>(
        to target: URL,
        _ body: (inout BufferedFileStream) throws -> Result
    ) throws -> Result {
        try write(to: target, registry: .shared, body)
    }

    /// `registry` is a parameter so tests can interrupt one write without touching the others.
    static func write<Result>(
        to target: URL,
        registry: TemporaryFiles,
        _ body: (inout BufferedFileStream) throws -> Result
    ) throws -> Result {
        let shownPath = target.relativePath
        let temporary = registry.reserve(beside: target)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let reason = errno
            registry.forget(temporary)
            throw cannotWrite(shownPath, reason)
        }
        var open = true
        do {
            var stream = BufferedFileStream(fileDescriptor: descriptor)
            let result = try body(&stream)
            stream.flush()
            if let failure = stream.failure { throw cannotWrite(shownPath, failure) }
            guard fsync(descriptor) == 0 else { throw cannotWrite(shownPath, errno) }
            open = false
            // Some file systems (NFS) report a failed write only here.
            guard close(descriptor) == 0 else { throw cannotWrite(shownPath, errno) }
            try registry.release(temporary) {
                guard rename(temporary, target.path) == 0 else { throw cannotWrite(shownPath, errno) }
            }
            syncDirectory(containing: target)
            return result
        } catch {
            if open { close(descriptor) }
            unlink(temporary)
            registry.forget(temporary)
            throw error
        }
    }

    /// Removes every temporary report file this process has in flight; for the SIGINT/SIGTERM
    /// clean-up (run it from a Dispatch signal source, not a raw C signal handler).
    public static func removeTemporaryFiles() {
        TemporaryFiles.shared.removeAll()
    }

    /// Makes the rename itself durable; best effort (some file systems refuse directory fsync).
    private static func syncDirectory(containing target: URL) {
        let directory = Foundation.open(target.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return }
        _ = fsync(directory)
        close(directory)
    }

    static func cannotWrite(_ path: String, _ code: Int32) -> ReportError {
        .cannotWrite(path: path, reason: String(cString: strerror(code)))
    }
}
