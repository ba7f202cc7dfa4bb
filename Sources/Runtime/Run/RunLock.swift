import Postgres

/// One run at a time (docs/operations.md#one-run-at-a-time): a session-level advisory lock on the primary. A second run
/// fails with `JobError.lockHeld` (exit 75) instead of waiting.
public struct RunLock {
    /// "unreadct" in ASCII.
    public static let key: Int64 = 0x756E_7265_6164_6374

    let connection: Connection

    public static func acquire(on connection: Connection) throws -> RunLock {
        let taken = try JobError.during("taking the run lock") { try connection.tryAdvisoryLock(key) }
        guard taken else { throw JobError.lockHeld }
        return RunLock(connection: connection)
    }

    public func release() {
        _ = try? connection.advisoryUnlock(Self.key)
    }
}
