import Foundation

/// An open folder (`O_DIRECTORY`). Files are created, checked, renamed and removed relative to
/// it (`openat`, `fstatat`, `renameat`, `unlinkat`), so the folder cannot be swapped for a link
/// between those steps (docs/operations.md#failure-modes).
final class DirectoryDescriptor {
    let descriptor: Int32
    /// The path it was opened by.
    let path: String
    /// The folder as the operator would name it, for messages.
    let shownPath: String

    /// Opens `path`. With `followLink: false`, a symbolic link at its last component is refused
    /// (`ReportError.notAFolder`), as is anything that is not a folder.
    init(path: String, shownPath: String, followLink: Bool = true) throws {
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followLink ? 0 : O_NOFOLLOW)
        let opened = open(path.isEmpty ? "." : path, flags)
        guard opened >= 0 else {
            let reason = errno
            // O_NOFOLLOW on a link is ELOOP (Linux) or EMLINK (FreeBSD); name what is there.
            if !followLink, reason == ELOOP || reason == EMLINK || reason == ENOTDIR,
               let found = FileKind.ofEntry(atPath: path), found != FileKind.folder {
                throw ReportError.notAFolder(path: shownPath, found: found)
            }
            throw ReportFile.cannotWrite(shownPath, reason)
        }
        descriptor = opened
        self.path = path
        self.shownPath = shownPath
    }

    deinit { close(descriptor) }

    /// Device and inode of the open folder.
    func identity() throws -> FileIdentity {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReportFile.cannotWrite(shownPath, errno) }
        return FileIdentity(status)
    }

    /// What is at `name` in this folder, without following a link: nil when nothing is.
    func kind(of name: String) throws -> String? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw ReportFile.cannotWrite(child(name), errno)
        }
        return FileKind.describe(status.st_mode)
    }

    /// The permission bits of the regular file at `name` (not following a link); nil when there
    /// is none.
    func permissions(of name: String) -> mode_t? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return status.st_mode & 0o7777
    }

    /// Creates a new file `prefix` + 16 random letters and digits, exclusively: an entry of any
    /// kind already at that name (a planted link included) is never opened, only skipped.
    /// Returns the open descriptor (write-only) and the name.
    func createExclusive(prefix: String, mode: mode_t) throws -> (descriptor: Int32, name: String) {
        for _ in 0..<100 {
            let name = prefix + Self.randomSuffix()
            let opened = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if opened >= 0 { return (opened, name) }
            if errno != EEXIST { throw ReportFile.cannotWrite(shownPath, errno) }
        }
        throw ReportFile.cannotWrite(shownPath, EEXIST)
    }

    /// `renameat` within this folder; the `errno` on failure.
    func rename(_ from: String, to: String) -> Int32? {
        renameat(descriptor, from, descriptor, to) == 0 ? nil : errno
    }

    func remove(_ name: String) {
        _ = unlinkat(descriptor, name, 0)
    }

    /// Makes a rename durable; best effort (some file systems refuse a folder's fsync).
    func sync() {
        _ = fsync(descriptor)
    }

    /// `name` in this folder as the operator would name it.
    func child(_ name: String) -> String { Self.join(shownPath, name) }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }

    /// Unpredictable to anyone else: 16 of 62 characters from the system's random source.
    static func randomSuffix() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<16).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }
}

/// Which file a descriptor or path is, to notice a folder swapped for another.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// Words for what sits at a path, as the error messages say them.
enum FileKind {
    static let folder = "a folder"
    static let regular = "a regular file"

    static func describe(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return regular
        case S_IFDIR: return folder
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// What is at `path` itself (a link is not followed); nil when nothing is.
    static func ofEntry(atPath path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return describe(status.st_mode)
    }
}
