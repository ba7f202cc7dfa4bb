import Foundation
import Synchronization

/// Runs a program with posix_spawn and waits for it with waitpid (Foundation's Process can
/// hang in waitUntilExit on Linux). Output is captured through a pipe, or discarded.
public enum ChildProcess {
    /// Held while a pipe is made close-on-exec and while a child is spawned, so that no child
    /// inherits a pipe in between.
    private static let spawnLock = Mutex(())

    public struct Outcome: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        public let status: Int32
        /// stdout (and stderr, unless it went to `stderrFile`).
        public let output: String
        /// Peak resident set size of the child, in KiB (`ru_maxrss`, what `/usr/bin/time -v`
        /// prints as "Maximum resident set size").
        public let peakRSSKilobytes: Int
    }

    /// Runs `argv` to completion with stdin from /dev/null; stdout and stderr captured together,
    /// or stderr written to `stderrFile`. `environment` replaces the environment when given.
    public static func run(
        _ argv: [String], directory: String? = nil, environment: [String: String]? = nil, stderrFile: String? = nil
    ) throws -> Outcome {
        var pipe: [Int32] = [0, 0]
        // Close-on-exec, set while no spawn can run (`spawnLock`): a child spawned at the same
        // time by another thread (two clusters starting at once) must not inherit this pipe's
        // write end, or the read below never sees the end of the output (a server started by
        // that child would hold it open). The child's own 1 and 2 are dup2'd, which clears the flag.
        try spawnLock.withLock { _ in
            guard Glibc.pipe(&pipe) == 0 else { throw error("pipe") }
            _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        if let stderrFile {
            posix_spawn_file_actions_addopen(&actions, 2, stderrFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        }
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        // coreutils env -C: posix_spawn_file_actions_addchdir_np is not visible to Swift here.
        let pid = try spawn(directory.map { ["/usr/bin/env", "-C", $0] + argv } ?? argv, &actions, environment: environment)
        close(pipe[1])
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(pipe[0], &buffer, buffer.count)
            if n > 0 { output.append(contentsOf: buffer[0..<n]) } else if n == 0 || errno != EINTR { break }
        }
        close(pipe[0])
        let (status, rss) = waitWithUsage(for: pid)
        return Outcome(status: status, output: String(decoding: output, as: UTF8.self), peakRSSKilobytes: rss)
    }

    /// Starts `argv` detached from our stdio and does not wait for it.
    @discardableResult
    public static func startDetached(_ argv: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0) }
        return try spawn(argv, &actions)
    }

    private static func spawn(
        _ argv: [String], _ actions: inout posix_spawn_file_actions_t, environment: [String: String]? = nil
    ) throws -> pid_t {
        var pid: pid_t = 0
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        var cEnv: [UnsafeMutablePointer<CChar>?] = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] } ?? []
        defer { cEnv.forEach { free($0) } }
        let status = spawnLock.withLock { _ in
            environment == nil
                ? posix_spawn(&pid, argv[0], &actions, nil, cArgs, environ)
                : posix_spawn(&pid, argv[0], &actions, nil, cArgs, &cEnv)
        }
        guard status == 0 else {
            throw ThrowawayClusterError(message: "cannot run \(argv[0]): \(String(cString: strerror(status)))")
        }
        return pid
    }

    public static func wait(for pid: pid_t) -> Int32 { waitWithUsage(for: pid).status }

    /// Waits for `pid`; its exit status (or 128 + signal) and peak RSS in KiB.
    static func waitWithUsage(for pid: pid_t) -> (status: Int32, peakRSSKilobytes: Int) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS are macros Swift cannot import.
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (code, Int(usage.ru_maxrss))
    }

    private static func error(_ call: String) -> ThrowawayClusterError {
        ThrowawayClusterError(message: "\(call) failed: \(String(cString: strerror(errno)))")
    }
}
