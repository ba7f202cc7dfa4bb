import Foundation
import Synchronization

/// A PostgreSQL cluster that lives in a temp dir for as long as one test run or one demo:
/// `initdb`, then a server listening only on a Unix socket inside that dir (no port clashes
/// between parallel runs), then `stop()` removes it all. Started as root, the server runs as
/// an unprivileged user, because `initdb` refuses root. A watchdog process stops the server
/// and deletes the dir if this process dies without stopping it.
public final class ThrowawayCluster: Sendable {
    /// The temp dir holding the data directory, the socket and the server log.
    public let directory: URL
    /// Where the server's socket is (libpq `host=`).
    public var socketDirectory: String { directory.path }
    /// The server's port: 5432 on its own socket, or the `port` setting (TCP nodes of a Citus cluster).
    public let port: Int
    public let superuser = "postgres"
    public let binaries: PostgresBinaries

    private let account: ServerAccount?
    /// The watchdog process, and whether `stop()` ran.
    private let state = Mutex<(watchdog: pid_t?, stopped: Bool)>((nil, false))

    /// Settings written to postgresql.conf before the start: durability is off because the
    /// data is thrown away; callers add theirs (the benchmark fixes memory settings).
    public static let defaultSettings: [String: String] = [
        "fsync": "off",
        "synchronous_commit": "off",
        "full_page_writes": "off",
        "max_connections": "50",
    ]

    /// Creates and starts a cluster. Throws `ThrowawayClusterError` (with the server log's tail)
    /// when PostgreSQL cannot be found or started.
    public static func start(settings: [String: String] = [:]) throws -> ThrowawayCluster {
        try start(settings: settings, directory: nil)
    }

    /// A cluster kept in `directory` between runs (the benchmark's cache): created there the
    /// first time, restarted with `settings` the next times; `stop()` stops the server and keeps
    /// the data. Throws like `start`.
    public static func startCached(in directory: URL, settings: [String: String] = [:]) throws -> ThrowawayCluster {
        try start(settings: settings, directory: directory)
    }

    private static func start(settings: [String: String], directory cached: URL?) throws -> ThrowawayCluster {
        let binaries = try PostgresBinaries.locate()
        let account = try ServerAccount.forCurrentProcess()
        // Clusters of earlier runs killed before their watchdog acted (their owner is gone).
        let orphans = cached == nil ? removeOrphanedClusters() : []
        let directory = try cached.map { try prepareCacheDirectory($0, ownedBy: account) }
            ?? makeTemporaryDirectory(ownedBy: account)
        let cluster = ThrowawayCluster(directory: directory, binaries: binaries, account: account, keepsData: cached != nil,
                                       removedOrphans: orphans, port: settings["port"].flatMap { Int($0) } ?? 5432)
        do {
            if !FileManager.default.fileExists(atPath: cluster.dataDirectory + "/PG_VERSION") {
                try cluster.initialise()
            }
            try cluster.writeSettings(defaultSettings.merging(settings) { $1 })
            try cluster.startServer()
            cluster.startWatchdog()
        } catch {
            cluster.stop()
            throw error
        }
        ThrowawayRegistry.shared.add(cluster)
        return cluster
    }

    /// A cached cluster keeps its directory on `stop()`.
    public let keepsData: Bool
    /// The orphaned clusters `start` removed first (see `removeOrphanedClusters`).
    public let removedOrphans: [String]

    private init(directory: URL, binaries: PostgresBinaries, account: ServerAccount?, keepsData: Bool,
                 removedOrphans: [String] = [], port: Int = 5432) {
        self.directory = directory
        self.binaries = binaries
        self.account = account
        self.keepsData = keepsData
        self.removedOrphans = removedOrphans
        self.port = port
    }

    deinit { stop() }

    /// A libpq conninfo for `database` as the superuser, over the socket.
    public func conninfo(database: String = "postgres") -> String {
        "host=\(socketDirectory) port=\(port) user=\(superuser) dbname=\(database)"
    }

    /// Stops the server immediately and deletes the temp dir; calling it again does nothing.
    public func stop() {
        let (first, watchdog) = state.withLock { state in
            defer { state.stopped = true }
            return (!state.stopped, state.watchdog)
        }
        guard first else { return }
        _ = try? run(binaries.pgCtl, ["-D", dataDirectory, "-m", keepsData ? "fast" : "immediate", "-w", "stop"])
        if let watchdog {
            kill(watchdog, SIGKILL)
            _ = ChildProcess.wait(for: watchdog)
        }
        if !keepsData { try? FileManager.default.removeItem(at: directory) }
        ThrowawayRegistry.shared.remove(self)
    }

    /// Kills the server the way a crash would (`pg_ctl stop -m immediate`), keeping the data;
    /// `restart()` brings it back through crash recovery. For fault tests.
    public func crash() throws {
        try run(binaries.pgCtl, ["-D", dataDirectory, "-m", "immediate", "-w", "stop"])
    }

    public func restart() throws {
        try startServer()
    }

    /// A streaming replica of this cluster in a temp dir of its own (`pg_basebackup -R`),
    /// listening on its own socket; it stays in recovery. For replica tests.
    public func startReplica() throws -> ThrowawayCluster {
        let directory = try Self.makeTemporaryDirectory(ownedBy: account)
        let replica = ThrowawayCluster(directory: directory, binaries: binaries, account: account, keepsData: false)
        do {
            try replica.run(binaries.directory + "/pg_basebackup", [
                "-D", replica.dataDirectory, "-h", socketDirectory, "-p", String(port), "-U", superuser,
                "-X", "stream", "-R", "--no-sync", "--checkpoint=fast",
            ])
            // The copied unreadctl.conf names the primary's socket: the replica gets its own.
            try replica.writeSettings(Self.defaultSettings.merging(["hot_standby": "on"]) { $1 })
            try replica.startServer()
            replica.startWatchdog()
        } catch {
            replica.stop()
            throw error
        }
        ThrowawayRegistry.shared.add(replica)
        return replica
    }

    /// The last lines of the server log, for error messages.
    public func logTail(lines: Int = 15) -> String {
        guard let text = try? String(contentsOfFile: logFile, encoding: .utf8) else { return "" }
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }

    var dataDirectory: String { directory.appendingPathComponent("data").path }
    var logFile: String { directory.appendingPathComponent("server.log").path }

    private func initialise() throws {
        try run(binaries.initdb, [
            "-D", dataDirectory, "-U", superuser, "-A", "trust", "-E", "UTF8",
            "--locale=C", "--no-sync", "--no-instructions",
        ])
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dataDirectory + "/postgresql.conf"))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\ninclude_if_exists = 'unreadctl.conf'\n".utf8))
    }

    /// The settings of this start, in `unreadctl.conf` (included by postgresql.conf), so a
    /// cached cluster restarts with the settings of its new run.
    private func writeSettings(_ settings: [String: String]) throws {
        var conf = "# written by unreadctl's ThrowawayCluster at each start\n"
        conf += "listen_addresses = ''\n"
        conf += "unix_socket_directories = '\(socketDirectory)'\n"
        conf += "port = \(port)\n"
        for (name, value) in settings.sorted(by: { $0.key < $1.key }) where name != "port" {
            conf += "\(name) = '\(value.replacingOccurrences(of: "'", with: "''"))'\n"
        }
        let path = dataDirectory + "/unreadctl.conf"
        try Data(conf.utf8).write(to: URL(fileURLWithPath: path))
        if let account { chown(path, account.uid, account.gid) }
    }

    private func startServer() throws {
        do {
            try run(binaries.pgCtl, ["-D", dataDirectory, "-l", logFile, "-w", "-t", "60", "start"])
        } catch let error as ThrowawayClusterError {
            throw ThrowawayClusterError(message: error.message + "\n" + logTail())
        }
    }

    /// A detached shell that waits for this process to end, then stops the server and deletes
    /// the temp dir (covers crashes and SIGKILL; a normal stop kills it first).
    private func startWatchdog() {
        let pgCtl = commandLine(binaries.pgCtl, ["-D", dataDirectory, "-m", "immediate", "stop"])
            .map(Self.shellQuote).joined(separator: " ")
        let cleanup = keepsData ? "" : "rm -rf \(Self.shellQuote(directory.path))"
        let script = """
            while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
            \(pgCtl) >/dev/null 2>&1
            \(cleanup)
            """
        let watchdog = try? ChildProcess.startDetached(["/bin/sh", "-c", script])
        state.withLock { $0.watchdog = watchdog }
    }

    /// The argv that runs `executable` as the server account (via runuser when we are root).
    private func commandLine(_ executable: String, _ arguments: [String]) -> [String] {
        guard let account else { return [executable] + arguments }
        return account.wrap([executable] + arguments)
    }

    @discardableResult
    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let outcome = try ChildProcess.run(commandLine(executable, arguments), directory: directory.path)
        guard outcome.status == 0 else {
            let name = (executable as NSString).lastPathComponent
            throw ThrowawayClusterError(message: "\(name) failed (exit \(outcome.status)): "
                + outcome.output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return outcome.output
    }

    static func shellQuote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func prepareCacheDirectory(_ url: URL, ownedBy account: ServerAccount?) throws -> URL {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ThrowawayClusterError(message: "cannot create \(url.path): \(error.localizedDescription)")
        }
        if let account { chown(url.path, account.uid, account.gid) }
        chmod(url.path, 0o700)
        return url
    }

    private static func makeTemporaryDirectory(ownedBy account: ServerAccount?) throws -> URL {
        let base = temporaryBase
        var template = Array((base + "/" + ClusterOwner.directoryPrefix + "XXXXXX").utf8CString)
        guard let pointer = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw ThrowawayClusterError(message: "cannot create a temp dir under \(base): \(String(cString: strerror(errno)))")
        }
        let path = String(cString: pointer)
        do {
            try ClusterOwner.writeMarker(in: path)
        } catch {
            unlink(path + "/" + ClusterOwner.markerName)
            rmdir(path)
            throw error
        }
        if let account, chown(path, account.uid, account.gid) != 0 {
            throw ThrowawayClusterError(message: "cannot hand \(path) to user \(account.name): \(String(cString: strerror(errno)))")
        }
        chmod(path, 0o700)
        return URL(fileURLWithPath: path)
    }
}

public struct ThrowawayClusterError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// Clusters still running, stopped by an exit handler when the process ends normally.
final class ThrowawayRegistry: Sendable {
    static let shared = ThrowawayRegistry()
    private let state = Mutex<(clusters: [ObjectIdentifier: ThrowawayCluster], exitHandlerInstalled: Bool)>(([:], false))

    func add(_ cluster: ThrowawayCluster) {
        let install = state.withLock { state in
            state.clusters[ObjectIdentifier(cluster)] = cluster
            defer { state.exitHandlerInstalled = true }
            return !state.exitHandlerInstalled
        }
        if install { atexit { ThrowawayRegistry.shared.stopAll() } }
    }

    func remove(_ cluster: ThrowawayCluster) {
        state.withLock { _ = $0.clusters.removeValue(forKey: ObjectIdentifier(cluster)) }
    }

    func stopAll() {
        state.withLock { Array($0.clusters.values) }.forEach { $0.stop() }
    }
}
