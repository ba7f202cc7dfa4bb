import Foundation

/// Where `initdb` and `pg_ctl` are: `UNREADCTL_PG_BINDIR`, then PATH, then
/// `pg_config --bindir`, then the newest `/usr/lib/postgresql/*/bin`.
public struct PostgresBinaries: Sendable {
    public let directory: String
    public var initdb: String { directory + "/initdb" }
    public var pgCtl: String { directory + "/pg_ctl" }

    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PostgresBinaries {
        for candidate in candidates(environment: environment) where isUsable(candidate) {
            return PostgresBinaries(directory: candidate)
        }
        throw ThrowawayClusterError(message: "PostgreSQL server binaries (initdb, pg_ctl) not found in PATH, "
            + "`pg_config --bindir` or /usr/lib/postgresql/*/bin: install them (Debian: apt-get install postgresql)")
    }

    static func candidates(environment: [String: String]) -> [String] {
        var dirs: [String] = []
        if let explicit = environment["UNREADCTL_PG_BINDIR"] { dirs.append(explicit) }
        for dir in (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        where FileManager.default.isExecutableFile(atPath: dir + "/initdb") {
            // A symlink in PATH (Debian's /usr/local/bin links) → the real bin dir beside pg_ctl.
            let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/initdb"))
                .map { ($0 as NSString).deletingLastPathComponent } ?? dir
            dirs.append(resolved.hasPrefix("/") ? resolved : dir)
        }
        if let bindir = pgConfigBindir() { dirs.append(bindir) }
        let root = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for version in versions.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) {
            dirs.append("\(root)/\(version)/bin")
        }
        return dirs
    }

    static func isUsable(_ dir: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: dir + "/initdb")
            && FileManager.default.isExecutableFile(atPath: dir + "/pg_ctl")
    }

    static func pgConfigBindir() -> String? {
        guard let outcome = try? ChildProcess.run(["/usr/bin/env", "pg_config", "--bindir"]), outcome.status == 0 else { return nil }
        let text = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty || text.contains(" ") ? nil : text
    }
}
