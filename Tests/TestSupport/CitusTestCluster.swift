import Foundation
import Jobs
import Postgres
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
        for node in nodes.all {
            let admin = try Connection(ConnectionString(node.conninfo()))
            try admin.execute("CREATE DATABASE \(name)")
            admin.close()
            let db = try Connection(ConnectionString(node.conninfo(database: name)))
            try db.execute("CREATE EXTENSION citus")
            db.close()
        }
        let coordinator = try Connection(ConnectionString(nodes.coordinator.conninfo(database: name)))
        defer { coordinator.close() }
        try coordinator.query("SELECT citus_set_coordinator_host('127.0.0.1', $1::int)", [nodes.coordinator.port])
        for worker in nodes.workers {
            try coordinator.query("SELECT citus_add_node('127.0.0.1', $1::int)", [worker.port])
        }
        if schema { try SchemaMigrator.apply(coordinator) }
        return ConnectionString(nodes.coordinator.conninfo(database: name))
    }
}
