import Foundation
import Testing
import TestSupport

/// The packaged timer fired by a running systemd: it starts the packaged service, whose nightly
/// writes its metrics file (docs/packaging.md#how-it-is-tested). Only where systemd is the init
/// and the test runs as root; elsewhere (CI's container) it skips saying so, and
/// `theInstalledCommandsRunAgainstARealServer` runs the service's `ExecStart=` line directly.
@Suite(.enabled(if: DebianPackage.runs && SystemdHost.runsUnits, Comment(rawValue: SystemdHost.skipReason)))
struct SystemdTimerTests {
    @Test func theTimersRunWritesTheMetricsFile() throws {
        let package = try DebianPackage.built()
        let target = try TestCluster.makeDatabase(schema: false)
        #expect(try package.unreadctl(["schema", "apply", "--dsn", target.conninfo]).status == 0)
        #expect(try package.unreadctl(["seed", "--scale", "small", "--seed", "5", "--quiet", "--dsn", target.conninfo]).status == 0)

        let state = NSTemporaryDirectory() + "unreadctl-timer-\(UUID().uuidString)"
        for folder in ["reports", "metrics"] {
            try FileManager.default.createDirectory(atPath: state + "/" + folder, withIntermediateDirectories: true)
        }
        let environmentFile = state + "/unreadctl.env"
        try "DATABASE_URL=\(try DebianPackage.uri(target.conninfo))\n".write(toFile: environmentFile, atomically: true, encoding: .utf8)

        // The package's own units under a name of this run, in systemd's runtime folder (gone at
        // reboot): the binary and state paths moved to the unpacked tree and the test's folder,
        // root instead of the package's user (postinst, which makes it, is not run here), and the
        // timer due one second after it starts instead of at 03:00.
        let name = "unreadctl-nightly-test-\(UUID().uuidString.prefix(8).lowercased())"
        let units = "/run/systemd/system"
        let service = try String(contentsOfFile: package.root + "/usr/lib/systemd/system/unreadctl-nightly.service", encoding: .utf8)
            .replacingOccurrences(of: "/usr/bin/unreadctl", with: package.binary)
            .replacingOccurrences(of: "/var/lib/unreadctl", with: state)
            .replacingOccurrences(of: "/etc/unreadctl/unreadctl.env", with: environmentFile)
            .split(separator: "\n").filter { !$0.hasPrefix("User=") && !$0.hasPrefix("Group=") }.joined(separator: "\n")
        let timer = try String(contentsOfFile: package.root + "/usr/lib/systemd/system/unreadctl-nightly.timer", encoding: .utf8)
            .replacingOccurrences(of: "OnCalendar=*-*-* 03:00:00 UTC", with: "OnActiveSec=1s\nAccuracySec=1s")
            .replacingOccurrences(of: "Persistent=true", with: "")
        #expect(timer.contains("OnActiveSec=1s"), "the shipped timer's OnCalendar line changed: \(timer)")
        try service.write(toFile: "\(units)/\(name).service", atomically: true, encoding: .utf8)
        try timer.write(toFile: "\(units)/\(name).timer", atomically: true, encoding: .utf8)
        defer {
            _ = try? DebianPackage.run([SystemdHost.systemctl, "stop", name + ".timer", name + ".service"])
            try? FileManager.default.removeItem(atPath: "\(units)/\(name).service")
            try? FileManager.default.removeItem(atPath: "\(units)/\(name).timer")
            _ = try? DebianPackage.run([SystemdHost.systemctl, "daemon-reload"])
            try? FileManager.default.removeItem(atPath: state)
        }
        #expect(try DebianPackage.run([SystemdHost.systemctl, "daemon-reload"]).status == 0)
        let start = try DebianPackage.run([SystemdHost.systemctl, "start", name + ".timer"])
        try #require(start.status == 0, "systemctl start: \(start.output)")

        // The service has run once the main process has exited (a oneshot goes back to inactive).
        let finished = try SystemdHost.waitUntilExited(name + ".service", seconds: 600)
        #expect(finished["Result"] == "success", "exit 0 or 1 (SuccessExitStatus=1): \(finished)")
        let metrics = try String(contentsOfFile: state + "/metrics/unreadctl.prom", encoding: .utf8)
        #expect(metrics.contains("unreadctl_nightly_"), "\(metrics)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state + "/reports").count == 1)
    }
}

/// Whether this host's init is a running systemd that lets this test process start units.
enum SystemdHost {
    static let booted = FileManager.default.fileExists(atPath: "/run/systemd/system") // sd_booted(3)
    static let root = getuid() == 0
    static let systemctl = ["/usr/bin/systemctl", "/bin/systemctl"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "systemctl"
    static let runsUnits = booted && root
    static let skipReason = !booted
        ? "systemd is not running here (no /run/systemd/system, as in a container): the timer's run is not tried; theInstalledCommandsRunAgainstARealServer runs the service's ExecStart line directly"
        : "not root: starting a system unit needs root; theInstalledCommandsRunAgainstARealServer runs the service's ExecStart line directly"

    /// The unit's properties once its main process has exited and it is no longer active (a
    /// oneshot goes back to inactive), looked at through `systemctl show` until then.
    static func waitUntilExited(_ unit: String, seconds: TimeInterval) throws -> [String: String] {
        var properties: [String: String] = [:]
        let exited = try Eventually.holds(within: seconds, every: 0.2) {
            let show = try DebianPackage.run([systemctl, "show", unit, "-p", "ActiveState", "-p", "Result", "-p", "ExecMainExitTimestampMonotonic"])
            properties = Dictionary(show.output.split(separator: "\n").map {
                let parts = $0.split(separator: "=", maxSplits: 1)
                return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
            }, uniquingKeysWith: { $1 })
            return (properties["ExecMainExitTimestampMonotonic"] ?? "0") != "0"
                && ["inactive", "failed"].contains(properties["ActiveState"] ?? "")
        }
        guard exited else { throw PackageError("\(unit) did not finish within \(Int(seconds)) s: \(properties)") }
        return properties
    }
}
