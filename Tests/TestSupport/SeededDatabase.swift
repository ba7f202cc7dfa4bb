import Postgres
import Seed

/// Databases filled by the seed generator (docs/commands.md#unreadctl-seed), each a fresh
/// database of the test cluster.
public enum SeededDatabase {
    /// The start of the reference seeded histories: 2025-01-01T00:00:00Z.
    public static let referenceStart = PostgresTimestamp(unixSeconds: 1_735_689_600)

    /// One clean `small` database shared by read-only tests (seeding it once is the cost).
    public static let cleanSmall: Result<ConnectionString, any Error> = Result {
        let target = try TestCluster.makeDatabase()
        let db = try Connection(target)
        defer { db.close() }
        try Seeder.seed(SeedOptions(scale: .small, seed: 11, start: referenceStart), into: db)
        return target
    }

    /// A new database seeded with `options`, and what the seed says it made.
    public static func seeded(_ options: SeedOptions) throws -> (Connection, SeedSummary) {
        let db = try Connection(try TestCluster.makeDatabase())
        let summary = try Seeder.seed(options, into: db)
        return (db, summary)
    }

    /// A `tiny` history ending at 00:00 UTC today, so the default window of `report` and
    /// `nightly` (the previous UTC day) has messages.
    public static func tinyEndingToday(anomalies: Bool) throws -> ConnectionString {
        let target = try TestCluster.makeDatabase()
        let db = try Connection(target)
        defer { db.close() }
        _ = try Seeder.seed(SeedOptions(scale: .tiny, seed: 5, days: 3, injectAnomalies: anomalies), into: db)
        return target
    }
}
