/// One numbered migration from `sql/`: the same file a DBA can run with `psql -1 -f`.
/// Each file records itself in `schema_migrations` as its last statement.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    public let sql: String
}

public enum Migrations {
    /// Every migration this build knows, in order. Adding one: put `sql/NNN_name.sql` in place,
    /// list it under the `Schema` target's resources in Package.swift, and append it here.
    /// (SwiftPM names an embedded `001_x.sql` `_01_x_sql`.)
    public static let all: [Migration] = [
        Migration(version: 1, name: "001_schema", sql: String(decoding: PackageResources._01_schema_sql, as: UTF8.self)),
        Migration(version: 2, name: "002_counter_fillfactor",
                  sql: String(decoding: PackageResources._02_counter_fillfactor_sql, as: UTF8.self)),
        Migration(version: 3, name: "003_threads_mentions_teams",
                  sql: String(decoding: PackageResources._03_threads_mentions_teams_sql, as: UTF8.self)),
        Migration(version: 4, name: "004_citus_layout",
                  sql: String(decoding: PackageResources._04_citus_layout_sql, as: UTF8.self)),
        Migration(version: 5, name: "005_change_feeds",
                  sql: String(decoding: PackageResources._05_change_feeds_sql, as: UTF8.self)),
        Migration(version: 6, name: "006_time_indexes",
                  sql: String(decoding: PackageResources._06_time_indexes_sql, as: UTF8.self)),
    ]

    /// The tool's own table in a mapping schema (sql/mapping_tables.sql, docs/mappings.md):
    /// what `schema apply --schema S` runs where S holds the contract as views.
    public static let mappingTables = String(decoding: PackageResources.mapping_tables_sql, as: UTF8.self)

    /// The schema version this build expects.
    public static var latestVersion: Int { all.last?.version ?? 0 }
}
