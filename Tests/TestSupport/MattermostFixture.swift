import Foundation
import Postgres

/// Mattermost's own table definitions and real-shaped data (Tests/Fixtures/mattermost/:
/// tables.sql, derived from its migrations; data.sql; bench_data.sql, the harness's real-shape generator), with Mattermost's
/// `CountPostsAfter` restated independently as the oracle (oracle.sql), for the adapter's tests
/// (adapters/mattermost/README.md).
public enum MattermostFixture {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/mattermost")

    public static func file(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// A database holding Mattermost's tables and data.sql, and no unreadctl schema.
    public static func database() throws -> (Connection, ConnectionString) {
        let (db, target) = try TestCluster.connect(schema: false)
        try db.execute(try file("tables.sql"))
        try db.execute(try file("data.sql"))
        return (db, target)
    }

    /// The oracle: (channel, user) → (all posts, root posts), for members of live channels.
    public static func oracle(_ db: Connection) throws -> [String: (all: Int, root: Int)] {
        let sql = try file("oracle.sql")
        let statement = sql[..<(sql.range(of: "ORDER BY cm.channelid, cm.userid;")?.lowerBound ?? sql.endIndex)]
        return try counts(db.query(String(statement)))
    }

    /// What the apps are served per member: (channel, user) → (all, root).
    public static func served(_ db: Connection) throws -> [String: (all: Int, root: Int)] {
        try counts(db.query("""
            SELECT cm.channelid, cm.userid, c.totalmsgcount - cm.msgcount, c.totalmsgcountroot - cm.msgcountroot
            FROM channelmembers cm JOIN channels c ON c.id = cm.channelid WHERE c.deleteat = 0
            """))
    }

    private static func counts(_ result: QueryResult) throws -> [String: (all: Int, root: Int)] {
        var counts: [String: (all: Int, root: Int)] = [:]
        for row in 0..<result.rowCount {
            counts["\(try result.string(row, 0) ?? ""),\(try result.string(row, 1) ?? "")"] =
                (try result.int(row, 2) ?? -1, try result.int(row, 3) ?? -1)
        }
        return counts
    }
}
