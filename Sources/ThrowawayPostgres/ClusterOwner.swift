import Foundation

/// Who made a throwaway cluster's temp dir: a marker file `owner` in it holds the process id
/// and that process's start time (so a reused pid is not taken for the owner). A cluster whose
/// owner is gone — killed before its watchdog could act (SIGKILL of the whole process group,
/// the OOM killer) — is an orphan, and the next `ThrowawayCluster.start` removes it.
public enum ClusterOwner {
    public static let markerName = "owner"
    static let magic = "unreadctl throwaway cluster"
    public static let directoryPrefix = "unreadctl-pg-"

    /// Writes the marker for `pid` (this process by default) into `directory`, exclusively.
    public static func writeMarker(in directory: String, pid: pid_t = getpid()) throws {
        let text = "\(magic)\npid \(pid)\nstarted \(startTicks(of: pid).map(String.init) ?? "-")\n"
        let path = directory + "/" + markerName
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ThrowawayClusterError(message: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else {
            throw ThrowawayClusterError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// The owner recorded in `directory`'s marker, if the marker is a regular file of this
    /// user (never another user's, never through a link) in the expected format.
    static func recorded(in directory: String) -> (pid: pid_t, startTicks: UInt64?)? {
        let descriptor = open(directory + "/" + markerName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
              status.st_size < 4096 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let lines = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: "\n")
        guard lines.count >= 3, lines[0] == magic, lines[1].hasPrefix("pid "), lines[2].hasPrefix("started "),
              let pid = pid_t(lines[1].dropFirst(4)), pid > 0 else { return nil }
        return (pid, UInt64(lines[2].dropFirst(8)))
    }

    /// Whether the process that wrote a marker still runs: the pid exists and, where /proc
    /// tells, started at the recorded time.
    static func isAlive(pid: pid_t, startTicks recorded: UInt64?) -> Bool {
        if kill(pid, 0) != 0, errno == ESRCH { return false }
        guard let stat = processStat(pid) else { return true } // no /proc: trust kill(2)
        if stat.state == "Z" || stat.state == "X" { return false }
        if let recorded, let current = stat.startTicks, current != recorded { return false }
        return true
    }

    /// Field 22 of /proc/PID/stat: the process's start time in clock ticks after boot.
    static func startTicks(of pid: pid_t) -> UInt64? {
        processStat(pid)?.startTicks
    }

    /// The state letter and start time from /proc/PID/stat (the fields after the command
    /// name, which may itself hold spaces and parentheses).
    static func processStat(_ pid: pid_t) -> (state: Character, startTicks: UInt64?)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state); field 22 (starttime) is fields[19].
        guard let state = fields.first?.first else { return nil }
        return (state, fields.count > 19 ? UInt64(fields[19]) : nil)
    }
}

extension ThrowawayCluster {
    /// Where temp clusters go: `UNREADCTL_CLUSTER_TMPDIR`, else /tmp.
    static var temporaryBase: String {
        ProcessInfo.processInfo.environment["UNREADCTL_CLUSTER_TMPDIR"] ?? "/tmp"
    }

    /// Removes this user's throwaway clusters under `base` whose owning process is gone (its
    /// server stopped first), and returns their paths. Never touched: a dir without this
    /// user's marker (another user's, or one made before markers existed), a link, or a
    /// cluster whose owner still runs.
    @discardableResult
    public static func removeOrphanedClusters(under base: String? = nil) -> [String] {
        let base = base ?? temporaryBase
        let serverUID = (try? ServerAccount.forCurrentProcess())??.uid
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        var removed: [String] = []
        for name in names.sorted() where name.hasPrefix(ClusterOwner.directoryPrefix) {
            let path = base + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
                  status.st_uid == geteuid() || status.st_uid == serverUID,
                  let owner = ClusterOwner.recorded(in: path),
                  !ClusterOwner.isAlive(pid: owner.pid, startTicks: owner.startTicks) else { continue }
            stopOrphanServer(dataDirectory: path + "/data")
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed
    }

    /// Stops the server still running in an orphan's data dir (SIGQUIT: immediate shutdown),
    /// if `postmaster.pid` names a live process started on that very data dir.
    static func stopOrphanServer(dataDirectory: String) {
        guard let text = try? String(contentsOfFile: dataDirectory + "/postmaster.pid", encoding: .utf8),
              let line = text.split(separator: "\n").first, let pid = pid_t(line), pid > 0,
              let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")),
              String(decoding: command, as: UTF8.self).split(separator: "\0").contains(where: { $0 == dataDirectory })
        else { return }
        kill(pid, SIGQUIT)
        for _ in 0..<100 where ClusterOwner.isAlive(pid: pid, startTicks: nil) { usleep(100_000) }
        if ClusterOwner.isAlive(pid: pid, startTicks: nil) { kill(pid, SIGKILL) }
    }
}
