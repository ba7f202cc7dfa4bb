import Foundation
import Postgres
import Runtime
import ThrowawayPostgres

/// One throwaway Citus cluster (coordinator + 2 workers on 127.0.0.1) per test process, for the
/// opt-in Citus suite: it runs where the extension is installed, and says so where it is not.
public enum CitusTestCluster {
    /// Whether the suite can run here, and the reason shown when it cannot.
    public static let availability: (installed: Bool, reason: String) = {
        let library = CitusNodes.extensionLibrary()
        return (library.installed, "the Citus suite did NOT run: the citus extension is not installed for this PostgreSQL (no \(library.path))")
    }()

    private static let started: Result<CitusNodes, any Error> = Result { try CitusNodes.start(workers: 2) }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    public static func nodes() throws -> CitusNodes { try started.get() }

    /// A new database on every node with the extension, the workers added to the coordinator's
    /// metadata, and (with `schema`) the schema applied through the coordinator. Returns the
    /// coordinator's conninfo.
    public static func makeDatabase(schema: Bool = true) throws -> ConnectionString {
        let nodes = try nodes()
        lock.lock()
        counter += 1
        let name = "citus\(getpid())_\(counter)"
        lock.unlock()
        let target = try nodes.createDatabase(name)
        let coordinator = try Connection(target)
        defer { coordinator.close() }
        if schema { try SchemaMigrator.apply(coordinator) }
        return target
    }
}
