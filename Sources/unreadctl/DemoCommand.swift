import ArgumentParser
import Foundation
import Jobs
import Postgres
import ThrowawayPostgres

/// `unreadctl demo`: the whole chain on a throwaway local PostgreSQL, then cleaned up.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Start a throwaway PostgreSQL, apply the schema, run the chain, show where the reports went, clean up.")

    @Option(help: "Where the reports go (a folder per run date is made inside).")
    var out: String = "reports"

    func run() throws {
        try ExitStatus.run {
            log("starting a throwaway PostgreSQL cluster…")
            let cluster = try ThrowawayCluster.start()
            Interruption.shared.onInterrupt { cluster.stop() }
            defer { cluster.stop() }
            log("cluster in \(cluster.directory.path)")

            let admin = try Connection(ConnectionString(cluster.conninfo()))
            try admin.execute("CREATE DATABASE unreadctl_demo")
            admin.close()
            let database = Database(primary: ConnectionString(cluster.conninfo(database: "unreadctl_demo")))
            let db = try database.connectPrimary()
            defer { db.close() }
            let applied = try SchemaMigrator.apply(db)
            print("schema: applied migration(s) \(applied.map(String.init).joined(separator: ", "))")
            print("demo finished; the throwaway cluster is removed")
            return 0
        }
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data("demo: \(line)\n".utf8))
    }
}
