import Foundation
import Postgres
import Schema
import ThrowawayPostgres

/// A seeded database in the cached cluster; seeded once (a marker file records it).
struct Dataset {
    let conninfo: String
    let messages: Int
    let members: Int
    let events: Int
    let users: Int
    /// Current memberships and the sum of their stored unread counts (the correlated peer's
    /// work grows with it).
    let currentMembers: Int
    let unread: Int
    let since: String
    let until: String
    let serverVersion: Int

    /// Bump when `unreadctl seed` makes different data for the same scale and seed, so that
    /// cached clusters are seeded again. 2: team channels' traffic grows with their size.
    /// 3: threads with participants and thread receipts, @mentions, teams, and their counters.
    static let seedRevision = 3

    static func prepare(_ cluster: ThrowawayCluster, database: String, scale: String, seed: Int,
                        tool: String, cacheDir: URL, log: (String) -> Void) throws -> Dataset {
        let conninfo = cluster.conninfo(database: database)
        // Seeded again when the schema changes (the tool refuses another schema version) or the
        // seed makes other data.
        let marker = cacheDir.appendingPathComponent(
            "seeded-\(database)-\(scale)-schema\(Migrations.latestVersion)-data\(seedRevision)")
        if !FileManager.default.fileExists(atPath: marker.path) {
            try recreate(database, on: cluster)
            log("seeding \(database) at scale \(scale)…")
            let seconds = try Self.seed(conninfo, scale: scale, seed: seed, tool: tool)
            log("seeded \(database) in \(String(format: "%.1f", seconds)) s")
            try Data().write(to: marker)
            // A copy of the earlier data rewritten in time order is stale now.
            let stale = (try? FileManager.default.contentsOfDirectory(atPath: cacheDir.path)) ?? []
            for name in stale where name.hasPrefix("time-ordered-") && name.contains("-from-\(database)-") {
                try? FileManager.default.removeItem(at: cacheDir.appendingPathComponent(name))
            }
        }
        return try describe(conninfo)
    }

    /// Drops `database` if it is there and creates it anew (a copy of `template` when given).
    static func recreate(_ database: String, template: String? = nil, on cluster: ThrowawayCluster) throws {
        let admin = try Connection(ConnectionString(cluster.conninfo()))
        defer { admin.close() }
        try admin.execute("DROP DATABASE IF EXISTS \(database)")
        try admin.execute("CREATE DATABASE \(database)" + (template.map { " TEMPLATE \($0)" } ?? ""))
    }

    /// Seeds an empty database (`unreadctl schema apply`, then `seed`); returns the seconds.
    static func seed(_ conninfo: String, scale: String, seed: Int, tool: String) throws -> Double {
        var seconds = 0.0
        for arguments in [["schema", "apply"], ["seed", "--scale", scale, "--seed", String(seed), "--inject-anomalies"]] {
            seconds += try Stopwatch.tool(tool, arguments + ["--dsn", conninfo]).seconds
        }
        let db = try Connection(ConnectionString(conninfo))
        defer { db.close() }
        try db.execute("VACUUM ANALYZE")
        return seconds
    }

    /// The figures of the data in `conninfo`.
    static func describe(_ conninfo: String) throws -> Dataset {
        let db = try Connection(ConnectionString(conninfo))
        defer { db.close() }
        func count(_ sql: String) throws -> Int { try db.scalarInt(sql) ?? 0 }
        let window = try db.query("SELECT min(created_at), max(created_at) + interval '1 second' FROM messages")
        return Dataset(
            conninfo: conninfo,
            messages: try count("SELECT count(*) FROM messages"),
            members: try count("SELECT count(*) FROM channel_members"),
            events: try count("SELECT count(*) FROM receipt_events"),
            users: try count("SELECT count(*) FROM users"),
            currentMembers: try count("SELECT count(*) FROM channel_members WHERE left_at IS NULL"),
            unread: try count("SELECT coalesce(sum(unread_count), 0) FROM channel_members WHERE left_at IS NULL"),
            since: try window.timestamp(0, 0)?.description ?? "2000-01-01T00:00:00Z",
            until: try window.timestamp(0, 1)?.description ?? "2000-01-02T00:00:00Z",
            serverVersion: db.serverVersion)
    }

    /// `sql` with the report window as literals (see `BenchQueries`).
    func bound(_ sql: String) -> String {
        sql.replacingOccurrences(of: "{SINCE}", with: "'\(since)'::timestamptz")
            .replacingOccurrences(of: "{UNTIL}", with: "'\(until)'::timestamptz")
    }

    /// Before measuring: no dead rows left by an earlier run's apply step (autovacuum is off,
    /// for repeatable figures), fresh statistics, and no checkpoint pending from the seeding.
    func settle() throws {
        let db = try Connection(ConnectionString(conninfo))
        defer { db.close() }
        try db.execute("VACUUM ANALYZE")
        try db.execute("CHECKPOINT")
    }
}
