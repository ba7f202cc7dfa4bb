import Foundation
import Testing
import TestSupport
import ThrowawayPostgres

/// docs/operations.md#failure-modes: a `demo` killed before its watchdog could act leaves its cluster
/// (and a running server) in the temp folder; the next start removes the clusters of this
/// user whose owning process is gone — never a live one, never anyone else's.
@Suite struct DemoOrphanTests {
    /// A short base folder (the server's socket path must stay under 108 bytes).
    static func base() throws -> String {
        let path = "/tmp/uo-" + String(UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    static func clusters(in base: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [])
            .filter { $0.hasPrefix(ClusterOwner.directoryPrefix) }.map { base + "/" + $0 }.sorted()
    }

    /// The pids whose parent is `pid`, from /proc.
    static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == pid
        }
    }

    /// Running and not a zombie.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 || errno != ESRCH,
              let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }

    @Test(.timeLimit(.minutes(5)))
    func aDemoKilledBeforeItsWatchdogLeavesAClusterTheNextDemoRemoves() throws {
        let base = try Self.base()
        let out = try Self.base()
        defer { for path in [base, out] { try? FileManager.default.removeItem(atPath: path) } }
        let pid = try ChildProcess.startDetached(["/usr/bin/env", "UNREADCTL_CLUSTER_TMPDIR=\(base)",
                                                  UnreadctlBinary.path, "demo", "--out", out])
        // Wait until the server is up and the watchdog (a child shell) is started…
        var watchdogs: [pid_t] = []
        var cluster: String?
        _ = Eventually.holds(within: 180) {
            cluster = Self.clusters(in: base).first
            if let cluster, FileManager.default.fileExists(atPath: cluster + "/data/postmaster.pid") {
                watchdogs = Self.children(of: pid).filter {
                    (try? String(contentsOfFile: "/proc/\($0)/comm", encoding: .utf8))?.hasPrefix("sh") == true
                }
            }
            return !watchdogs.isEmpty
        }
        // …then kill both at once, as an OOM kill or `kill -9` of the process group would.
        for watchdog in watchdogs { kill(watchdog, SIGKILL) }
        kill(pid, SIGKILL)
        #expect(ChildProcess.wait(for: pid) == 128 + SIGKILL)
        let orphan = try #require(cluster)
        #expect(!watchdogs.isEmpty)
        // Only a watchdog removes a cluster: once every one of them is gone, the orphan stays.
        #expect(Eventually.holds(within: 5) { !watchdogs.contains(where: Self.isRunning) }, "a killed watchdog still runs")
        #expect(FileManager.default.fileExists(atPath: orphan + "/data/PG_VERSION"), "the orphan is left behind")
        let postmaster = try #require(
            (try? String(contentsOfFile: orphan + "/data/postmaster.pid", encoding: .utf8))?
                .split(separator: "\n").first.flatMap { pid_t($0) })
        #expect(Self.isRunning(postmaster), "its server still runs")

        let next = try UnreadctlBinary.run(["demo", "--out", out], environment: ["UNREADCTL_CLUSTER_TMPDIR": base])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stderr.contains("removed \(orphan), left by a killed run"), "\(next.stderr)")
        #expect(!FileManager.default.fileExists(atPath: orphan))
        #expect(!Self.isRunning(postmaster), "the orphan's server was stopped")
        #expect(Self.clusters(in: base).isEmpty, "and the second demo removed its own cluster at the end")
    }

    @Test func onlyThisUsersClustersWithAGoneOwnerAreRemoved() throws {
        let base = try Self.base()
        func make(_ name: String) throws -> String {
            let path = base + "/" + ClusterOwner.directoryPrefix + name
            try FileManager.default.createDirectory(atPath: path + "/data", withIntermediateDirectories: true)
            try "x".write(toFile: path + "/data/PG_VERSION", atomically: false, encoding: .utf8)
            return path
        }
        // A process that has ended: its pid is gone.
        let ended = try ChildProcess.startDetached(["/bin/true"])
        _ = ChildProcess.wait(for: ended)

        let dead = try make("dead")
        try ClusterOwner.writeMarker(in: dead, pid: ended)
        let live = try make("live")
        try ClusterOwner.writeMarker(in: live)  // this test process
        let reused = try make("reused")          // this pid, but another start time: a reused pid
        try "unreadctl throwaway cluster\npid \(getpid())\nstarted 1\n".write(toFile: reused + "/owner", atomically: false, encoding: .utf8)
        let unmarked = try make("unmarked")     // made before markers, or not by unreadctl
        let elsewhere = try Self.base()
        defer { for path in [base, elsewhere] { try? FileManager.default.removeItem(atPath: path) } }
        try ClusterOwner.writeMarker(in: elsewhere, pid: ended)
        try FileManager.default.createSymbolicLink(atPath: base + "/" + ClusterOwner.directoryPrefix + "link", withDestinationPath: elsewhere)
        var kept = [live, unmarked, base + "/" + ClusterOwner.directoryPrefix + "link"]
        if geteuid() == 0, let nobody = getpwnam("nobody")?.pointee.pw_uid {
            let foreign = try make("foreign")     // another user's marker
            try ClusterOwner.writeMarker(in: foreign, pid: ended)
            #expect(chown(foreign + "/owner", nobody, nobody) == 0 && chown(foreign, nobody, nobody) == 0)
            kept.append(foreign)
        }

        let removed = ThrowawayCluster.removeOrphanedClusters(under: base)
        #expect(removed.sorted() == [dead, reused].sorted())
        #expect(Self.clusters(in: base) == kept.sorted())
        #expect(FileManager.default.fileExists(atPath: elsewhere + "/owner"), "a link is not followed")
    }
}
