import Postgres

/// What "one snapshot" means on a Citus coordinator (docs/citus.md#running-on-citus). A REPEATABLE
/// READ transaction there is one snapshot per worker connection, each taken at that
/// connection's first statement — not one for the cluster. So a snapshot that reads the
/// distributed tables pins every worker to one connection for the whole transaction: all of a
/// channel's rows (messages, members, threads, mentions: co-located on one worker) then come
/// from one worker snapshot and agree with each other. An exported snapshot reaches only the
/// coordinator, so no second connection reads beside it (`SnapshotSideReader`).
enum CitusSnapshot {
    /// Whether `connection` is a database with the citus extension.
    static func isCitus(_ connection: Connection) throws -> Bool {
        try connection.query("SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus')").bool(0, 0) ?? false
    }

    /// Inside the snapshot's transaction: one connection per worker until it ends (nothing on
    /// plain PostgreSQL).
    static func pinOneConnectionPerWorker(_ connection: Connection) throws {
        guard try isCitus(connection) else { return }
        try connection.execute("SET LOCAL citus.max_adaptive_executor_pool_size = 1")
    }
}
