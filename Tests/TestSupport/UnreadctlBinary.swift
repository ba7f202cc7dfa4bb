import Foundation
import ThrowawayPostgres

/// Runs the built `unreadctl` executable, as an operator would, and captures what it says.
public enum UnreadctlBinary {
    public struct Run: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// The executable beside the test bundle (`.build/<triple>/debug/unreadctl`).
    public static var path: String {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = testBinary.deletingLastPathComponent()
        // The xctest bundle on Linux is a plain executable in the products dir; on macOS a bundle.
        while !FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("unreadctl").path),
              dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("unreadctl").path
    }

    /// Runs `unreadctl arguments…`; `environment` entries are added to a clean environment
    /// (PATH and HOME kept; DATABASE_URL and PG* removed unless given).
    public static func run(_ arguments: [String], environment: [String: String] = [:], directory: String? = nil) throws -> Run {
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PG") && $0.key != "DATABASE_URL" }
        env.merge(environment) { $1 }
        let stderrFile = NSTemporaryDirectory() + "unreadctl-stderr-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: stderrFile) }
        let outcome = try ChildProcess.run([path] + arguments, directory: directory, environment: env, stderrFile: stderrFile)
        let stderr = (try? String(contentsOfFile: stderrFile, encoding: .utf8)) ?? ""
        return Run(status: outcome.status, stdout: outcome.output, stderr: stderr)
    }
}
