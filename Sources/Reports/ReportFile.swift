import Foundation

/// Report files that appear whole or not at all, and never through a link
/// (docs/operations.md#failure-modes): the text goes to a temporary file beside the target, created
/// exclusively under an unpredictable name, is flushed and fsynced, then renamed over the
/// target — only if the target is a regular file or absent.
public enum ReportFile {
    /// New reports and metrics files: readable by all, writable by the owner (as node_exporter
    /// and a reader of the reports need), whatever the umask lets through beyond that.
    /// A new report's mode before the umask (0644 under the usual 022); a report that replaces
    /// one keeps the mode of the file it replaces, so an operator's `chmod 600` survives reruns.
    static let fileMode: mode_t = 0o666

    /// Writes `target` atomically through `body`. If `body` throws, the temporary file is
    /// removed, the target is left as it was, and the error is rethrown unchanged. Failures
    /// of the file system itself throw `ReportError.cannotWrite`; a symbolic link, FIFO,
    /// device or folder at `target` throws `ReportError.notARegularFile` and is left alone.
    @discardableResult
    public static func write<Result>(
        to target: URL,
        _ body: (inout BufferedFileStream) throws -> Result
    ) throws -> Result {
        try write(to: target, registry: .shared, body)
    }

    /// Writes several files through one `body`, each as `write(to:)` does: `streams[i]` goes to
    /// `targets[i]`. If `body` throws, every target is left as it was; otherwise they are
    /// renamed into place last to first.
    @discardableResult
    public static func write<Result>(
        to targets: [URL],
        _ body: (inout [BufferedFileStream]) throws -> Result
    ) throws -> Result {
        var streams: [BufferedFileStream] = []
        func open(_ index: Int) throws -> Result {
            guard index < targets.count else { return try body(&streams) }
            return try write(to: targets[index]) { stream in
                streams.append(stream)
                // The deeper files have taken theirs back: this one is last again.
                defer { stream = streams.removeLast() }
                return try open(index + 1)
            }
        }
        return try open(0)
    }

    /// `registry` is a parameter so tests can interrupt one write without touching the others.
    static func write<Result>(
        to target: URL,
        registry: TemporaryFiles,
        _ body: (inout BufferedFileStream) throws -> Result
    ) throws -> Result {
        let shownPath = target.relativePath
        let name = target.lastPathComponent
        let folder = try openFolder(of: target, shownPath: shownPath)
        // A planted entry at the final name is refused before any work, and again just
        // before the rename.
        try requireReplaceable(name, in: folder, shownPath: shownPath)
        let temporary: (descriptor: Int32, name: String, path: String)
        do {
            temporary = try registry.create(in: folder, beside: name, mode: fileMode)
        } catch ReportError.cannotWrite(_, let reason) {
            throw ReportError.cannotWrite(path: shownPath, reason: reason)
        }
        var open = true
        do {
            if let kept = folder.permissions(of: name), fchmod(temporary.descriptor, kept) != 0 {
                throw cannotWrite(shownPath, errno)
            }
            var stream = BufferedFileStream(fileDescriptor: temporary.descriptor)
            let result = try body(&stream)
            stream.flush()
            if let failure = stream.failure { throw cannotWrite(shownPath, failure) }
            guard fsync(temporary.descriptor) == 0 else { throw cannotWrite(shownPath, errno) }
            open = false
            // Some file systems (NFS) report a failed write only here.
            guard close(temporary.descriptor) == 0 else { throw cannotWrite(shownPath, errno) }
            // Between this check and the rename another writer of the folder could swap the
            // entry; rename(2) then replaces that entry itself and never writes through it.
            try requireReplaceable(name, in: folder, shownPath: shownPath)
            try registry.release(temporary.path) {
                if let failure = folder.rename(temporary.name, to: name) { throw cannotWrite(shownPath, failure) }
            }
            folder.sync()
            return result
        } catch {
            if open { close(temporary.descriptor) }
            folder.remove(temporary.name)
            registry.forget(temporary.path)
            throw error
        }
    }

    /// Removes every temporary report file this process has in flight; for the SIGINT/SIGTERM
    /// clean-up (run it from a Dispatch signal source, not a raw C signal handler).
    public static func removeTemporaryFiles() {
        TemporaryFiles.shared.removeAll()
    }

    /// The text of `file` if it is a regular file of at most `limit` bytes; nil otherwise
    /// (absent, a link, a FIFO, a device, unreadable): reading never blocks or follows a link.
    public static func readRegularFile(_ file: URL, limit: Int = 1 << 20) -> String? {
        guard FileKind.ofEntry(atPath: file.path) == FileKind.regular else { return nil }
        let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= limit else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var used = 0
        while used < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + used, $0.count - used) }
            if count > 0 { used += count } else if count == 0 || errno != EINTR { break }
        }
        return String(decoding: bytes[0..<used], as: UTF8.self)
    }

    /// The folder `target` goes into. The run folder an `OutputDirectory` checked is opened
    /// without following a link and must still be that same folder.
    static func openFolder(of target: URL, shownPath: String) throws -> DirectoryDescriptor {
        let parent = target.deletingLastPathComponent()
        let shownParent = (shownPath as NSString).deletingLastPathComponent
        let pinned = OutputDirectory.checkedIdentity(of: parent)
        let folder: DirectoryDescriptor
        do {
            folder = try DirectoryDescriptor(path: parent.path, shownPath: shownParent, followLink: pinned == nil)
        } catch ReportError.cannotWrite(_, let reason) {
            throw ReportError.cannotWrite(path: shownPath, reason: reason)
        } catch ReportError.notAFolder {
            throw ReportError.folderReplaced(path: shownParent)
        }
        if let pinned, try folder.identity() != pinned { throw ReportError.folderReplaced(path: shownParent) }
        return folder
    }

    /// A rename may replace a regular file or nothing; anything else stays where it is.
    static func requireReplaceable(_ name: String, in folder: DirectoryDescriptor, shownPath: String) throws {
        if let found = try folder.kind(of: name), found != FileKind.regular {
            throw ReportError.notARegularFile(path: shownPath, found: found)
        }
    }

    static func cannotWrite(_ path: String, _ code: Int32) -> ReportError {
        .cannotWrite(path: path, reason: String(cString: strerror(code)))
    }
}
