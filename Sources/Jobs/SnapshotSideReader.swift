import Postgres
import Runtime

/// A second connection inside the main connection's snapshot (`pg_export_snapshot` +
/// `SET TRANSACTION SNAPSHOT`), reading on a background thread while the main connection reads
/// other tables: two server processes stream at once, on two cores, and both see the same data.
/// Registered with `Interruption`, so a signal cancels its statement too.
final class SnapshotSideReader: Sendable {
    let connection: Connection
    private let token: Int

    /// Setup for a reader that streams one table by batches of channel ids, in no particular
    /// order: a bitmap heap scan reads each heap page of a batch once, in physical order, where
    /// an index scan visits the rows one by one (all receipt events of the bench data: 4.5 s
    /// against 5.8 s). The caller groups the rows by channel itself.
    static let bitmapScans = "SET LOCAL enable_indexscan = off"
    private let background = BackgroundWork()

    private init(connection: Connection) {
        self.connection = connection
        token = Interruption.shared.register(connection)
    }

    /// A reader in `main`'s snapshot, with `main`'s statement timeout and then `setup` run in
    /// its transaction; nil when a second connection or the snapshot import is not possible
    /// (the caller then reads on `main`, one table after the other) — and on Citus, where an
    /// exported snapshot does not reach the workers (`CitusSnapshot`).
    static func open(sharingSnapshotOf main: Connection, setup: [String] = []) -> SnapshotSideReader? {
        guard (try? CitusSnapshot.isCitus(main)) == false,
              let snapshot = try? main.exportSnapshot(),
              let timeout = try? main.scalarString("SELECT current_setting('statement_timeout')"),
              let connection = try? main.sibling() else { return nil }
        let reader = SnapshotSideReader(connection: connection)
        do {
            try connection.query("SELECT set_config('statement_timeout', $1, false)", [timeout])
            // SET TRANSACTION SNAPSHOT takes no parameter; a snapshot id is hex digits and dashes.
            guard snapshot.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { throw JobError.invalidInput("snapshot id") }
            try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            try connection.execute("SET TRANSACTION SNAPSHOT '\(snapshot)'")
            for statement in setup { try connection.execute(statement) }
        } catch {
            reader.close()
            return nil
        }
        return reader
    }

    func close() {
        connection.rollbackQuietly()
        Interruption.shared.unregister(token)
        connection.close()
    }

    /// Runs `work` on the background thread; `wait()` before touching what it writes.
    func start(_ work: @escaping @Sendable (Connection) throws -> Void) {
        background.start { [connection] in try work(connection) }
    }

    /// Waits for the work; rethrows what stopped it.
    func wait() throws {
        try background.wait()
    }
}
