import ArgumentParser
import Foundation
import Jobs
import Runtime
import Seed
import Postgres
import ThrowawayPostgres

/// `unreadctl demo`: the whole chain on a throwaway local PostgreSQL — schema, a seeded
/// history with planted anomalies, `nightly` — then where the reports are, then clean-up.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Start a throwaway PostgreSQL, seed a small chat history with anomalies, run nightly, show where the reports went, clean up.")

    @OptionGroup var output: OutputOptions

    @Option(help: "Seed of the synthetic history.")
    var seed: UInt64 = 7

    func run() throws {
        LoggingOptions.bootstrap(format: .text, level: .info)
        try ExitStatus.run {
            log("starting a throwaway PostgreSQL cluster…")
            let cluster = try ThrowawayCluster.start()
            Interruption.shared.onInterrupt { cluster.stop() }
            defer { cluster.stop() }
            for orphan in cluster.removedOrphans { log("removed \(orphan), left by a killed run") }
            log("cluster in \(cluster.directory.path) (removed at the end)")

            let admin = try Connection(ConnectionString(cluster.conninfo()))
            try admin.execute("CREATE DATABASE unreadctl_demo")
            admin.close()
            let database = Database(primary: ConnectionString(cluster.conninfo(database: "unreadctl_demo")))
            let db = try database.connectPrimary()
            defer { db.close() }
            let applied = try SchemaMigrator.apply(db)
            print("schema: applied migration(s) \(applied.map(String.init).joined(separator: ", "))")

            let seeded = try Seeder.seed(.demo(seed: seed), into: db)
            seeded.lines.forEach { print($0) }

            // The seeded history ends today; report its last 7 days rather than only yesterday.
            let window = try LatencyWindow.covering(reader: db, days: 7)
            let options = NightlyOptions(recompute: RecomputeOptions(apply: true), audit: AuditOptions(),
                                         window: window, perMessage: true, out: output.out)
            let results = NightlyResults()
            let failed = try NightlyJob.run(options, database: database, results: results)
            results.summaryLines.forEach { print($0) }
            if failed {
                print("(the audit found the anomalies the seed planted on purpose; a nightly run would exit 1 here)")
            }
            if let dir = results.outputDirectory {
                let trends = try TrendsJob.refresh(database: database, directory: dir)
                print(trends.summaryLine + " — \(dir)/\(TrendsJob.markdownFile), \(TrendsJob.chartFile), \(TrendsJob.csvFile)")
                trends.changes.items.forEach { print("  - " + $0) }
            }
            if let dir = results.outputDirectory {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: dir))?.sorted() ?? []
                print("open \(dir)/: \(files.joined(separator: ", "))")
            }
            print("demo finished; the throwaway cluster is removed")
            return 0
        }
    }

    private func log(_ line: String) {
        StandardStreams.writeError("demo: \(line)\n")
    }
}
