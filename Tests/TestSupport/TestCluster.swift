import Foundation
import Postgres
import Runtime
import ThrowawayPostgres

/// One throwaway PostgreSQL per test process, started on first use, stopped at exit. Each
/// test takes a fresh database of its own, so tests run in parallel. If the cluster cannot
/// start, every database test fails (it never skips: CI must not pass without PostgreSQL).
public enum TestCluster {
    private static let started: Result<ThrowawayCluster, any Error> = Result { try ThrowawayCluster.start() }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0
    nonisolated(unsafe) private static var templateReady = false

    public static func cluster() throws -> ThrowawayCluster { try started.get() }

    /// A new empty database; with `schema`, the reference schema is applied (copied from a
    /// template database that has it, which is much faster than migrating each time).
    public static func makeDatabase(schema: Bool = true) throws -> ConnectionString {
        let cluster = try cluster()
        lock.lock(); defer { lock.unlock() }
        counter += 1
        let name = "t\(getpid())_\(counter)"
        let admin = try Connection(ConnectionString(cluster.conninfo()))
        defer { admin.close() }
        if schema && !templateReady {
            try admin.execute("CREATE DATABASE unreadctl_template")
            let template = try Connection(ConnectionString(cluster.conninfo(database: "unreadctl_template")))
            try SchemaMigrator.apply(template)
            template.close()
            templateReady = true
        }
        try admin.execute("CREATE DATABASE \(name)" + (schema ? " TEMPLATE unreadctl_template" : ""))
        return ConnectionString(cluster.conninfo(database: name))
    }

    /// A connection to a new database.
    public static func connect(schema: Bool = true) throws -> (Connection, ConnectionString) {
        let target = try makeDatabase(schema: schema)
        return (try Connection(target), target)
    }
}
