import Foundation
import Postgres
import Runtime

/// `unreadctl seed`: fills an empty database with a deterministic synthetic chat
/// history whose truth is known, optionally with planted anomalies (see `SeedManifest`).
///
/// Usage from tests and other steps:
///
///     let target = try TestCluster.makeDatabase()
///     let db = try Connection(target)
///     let summary = try Seeder.seed(SeedOptions(scale: .tiny, seed: 42, start: start, injectAnomalies: true), into: db)
///     summary.manifest.findings("RS001").keys   // what the audit must find
///
/// The load runs in one transaction: it refuses a non-empty database unless `force` (then it
/// TRUNCATEs the data tables in that same transaction), so a failed or interrupted seed
/// leaves the database exactly as it was.
public enum Seeder {
    /// The tables `seed` fills (and with `force` empties first); `unreadctl_runs` and
    /// `schema_migrations` are never touched.
    public static let dataTables = ["channel_types", "users", "channels", "channel_members", "user_mutes", "messages", "receipt_events",
                                    "thread_participants", "message_mentions"]

    /// The whole run, as the command does it: connects to the primary, checks the schema,
    /// records the run in `unreadctl_runs` (which a seed never empties), takes the run lock
    /// (exit 75 when another run holds it: the run is then recorded as failed), and seeds.
    public static func run(_ options: SeedOptions, database: Database, manifestFile: URL? = nil) throws -> SeedSummary {
        let primary = try database.connectWriter()
        defer { primary.close() }
        if try SchemaMigrator.requireCurrent(primary).kind == .mapping {
            // A mapping's relations are a backend's own data: a generator has no business there.
            throw JobError.invalidInput("seed fills the reference schema only; \(database.schema.map { "schema \($0)" } ?? "the search_path") is a mapping over a backend's tables (docs/mappings.md)")
        }
        return try RunRecord.recording(on: primary, command: "seed", options: SeedRunOptions(options, manifestFile: manifestFile),
                                       runLock: true, ending: { (.succeeded, SeedRunStats($0)) }) {
            try seed(options, into: primary, manifestFile: manifestFile)
        }
    }

    /// Seeds `connection`'s database and returns what was loaded. With `manifestFile`, the
    /// manifest is written there (atomically) before the transaction commits, and removed
    /// again if the commit fails.
    @discardableResult
    public static func seed(_ options: SeedOptions, into connection: Connection, manifestFile: URL? = nil, now: Date = Date()) throws -> SeedSummary {
        let clock = Date()
        let (start, end) = try options.window(now: now)
        try SchemaMigrator.requireCurrent(connection)
        let plan = SeedPlan(seed: options.seed, messages: options.scale.messageCount, start: start.microseconds, end: end.microseconds)
        var load = SeedLoad(connection: connection, plan: plan, options: options)
        load.phase("plan", since: clock)
        var wroteManifest = false
        do {
            var summary = try JobError.during("seeding") {
                try connection.transaction(.readWrite) {
                    let summary = try load.run()
                    if let manifestFile {
                        try summary.manifest.write(to: manifestFile)
                        wroteManifest = true
                    }
                    return summary
                }
            }
            summary.seconds = Date().timeIntervalSince(clock)
            return summary
        } catch {
            if wroteManifest, let manifestFile { try? FileManager.default.removeItem(at: manifestFile) }
            throw error
        }
    }
}
