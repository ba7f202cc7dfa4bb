import Foundation

/// A throwaway Citus cluster on this machine: a coordinator and workers, each a
/// `ThrowawayCluster` with the `citus` library preloaded, listening on 127.0.0.1 only, on free
/// ports (the workers and the coordinator talk over TCP). For the opt-in Citus tests and the
/// benchmark's `--citus` mode; the databases and the extension are made by the caller.
public final class CitusNodes: Sendable {
    public let coordinator: ThrowawayCluster
    public let workers: [ThrowawayCluster]
    public var all: [ThrowawayCluster] { [coordinator] + workers }

    /// Where the Citus extension would be for this machine's PostgreSQL, and whether it is there.
    public static func extensionLibrary() -> (path: String, installed: Bool) {
        var candidates: [String] = []
        if let outcome = try? ChildProcess.run(["/usr/bin/env", "pg_config", "--pkglibdir"]), outcome.status == 0 {
            candidates.append(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/citus.so")
        }
        if let binaries = try? PostgresBinaries.locate() {
            candidates.append((binaries.directory as NSString).deletingLastPathComponent + "/lib/citus.so")
        }
        let found = candidates.first { FileManager.default.fileExists(atPath: $0) }
        return (found ?? candidates.first ?? "citus.so", found != nil)
    }

    /// Starts a coordinator and `workers` workers. Throws `ThrowawayClusterError` when Citus is
    /// not installed or a node does not start.
    public static func start(workers count: Int = 2, settings: [String: String] = [:]) throws -> CitusNodes {
        let library = extensionLibrary()
        guard library.installed else {
            throw ThrowawayClusterError(message: "the Citus extension is not installed for this PostgreSQL (no \(library.path))")
        }
        var nodes: [ThrowawayCluster] = []
        do {
            for _ in 0...count {
                let port = try freeLoopbackPort()
                nodes.append(try ThrowawayCluster.start(settings: settings.merging([
                    "shared_preload_libraries": "citus",
                    "listen_addresses": "127.0.0.1",
                    "port": String(port),
                    "max_connections": "200",
                    // Builds with libcurl report usage to Citus's servers unless told not to.
                    "citus.enable_statistics_collection": "off",
                ]) { $1 }))
            }
        } catch {
            nodes.forEach { $0.stop() }
            throw error
        }
        return CitusNodes(coordinator: nodes[0], workers: Array(nodes.dropFirst()))
    }

    private init(coordinator: ThrowawayCluster, workers: [ThrowawayCluster]) {
        self.coordinator = coordinator
        self.workers = workers
    }

    public func stop() { all.forEach { $0.stop() } }

    /// A port on 127.0.0.1 that nothing listens on right now (bound once, then released).
    static func freeLoopbackPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ThrowawayClusterError(message: "socket(): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0 else { throw ThrowawayClusterError(message: "bind(127.0.0.1:0): \(String(cString: strerror(errno)))") }
        var actual = sockaddr_in()
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        return Int(UInt16(bigEndian: actual.sin_port))
    }
}
