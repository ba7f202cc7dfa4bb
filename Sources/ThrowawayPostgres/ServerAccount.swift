import Foundation

/// The unprivileged account the server runs as when this process is root (`initdb` refuses
/// root): `postgres` if it exists, else `nobody`. Commands are wrapped with runuser.
struct ServerAccount: Sendable {
    let name: String
    let uid: uid_t
    let gid: gid_t

    static func forCurrentProcess() throws -> ServerAccount? {
        guard geteuid() == 0 else { return nil }
        for name in ["postgres", "nobody"] {
            if let entry = getpwnam(name) {
                return ServerAccount(name: name, uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
            }
        }
        throw ThrowawayClusterError(message: "running as root and no unprivileged account (postgres, nobody) to run PostgreSQL as")
    }

    /// `argv` run as this account.
    func wrap(_ argv: [String]) -> [String] {
        for runuser in ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"]
        where FileManager.default.isExecutableFile(atPath: runuser) {
            return [runuser, "-u", name, "--"] + argv
        }
        let command = argv.map(ThrowawayCluster.shellQuote).joined(separator: " ")
        return ["/bin/su", "-s", "/bin/sh", name, "-c", command]
    }
}
