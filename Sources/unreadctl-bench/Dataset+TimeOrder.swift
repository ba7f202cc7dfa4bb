import ArgumentParser
import Foundation
import Postgres
import Schema
import ThrowawayPostgres

/// The physical order of the benchmark's rows (docs/benchmark.md#data-in-time-order).
enum PhysicalOrder: String, CaseIterable {
    /// As a live service writes them: messages by `created_at`, receipt events by `at`,
    /// memberships and thread participants by `joined_at`, mentions by message.
    case time
    /// As `unreadctl seed` writes them: channel by channel (a layout no live database has).
    case seed
}

extension Dataset {
    /// Rewrites every table a live service appends to in the order it would have written the
    /// rows. Foreign keys are not checked while rows are moved (`session_replication_role`), and
    /// each table is rewritten (`VACUUM FULL`) so no dead row is left between the live ones.
    static let timeOrder: [String] = [
        "SET session_replication_role = replica",
        "BEGIN",
        "CREATE TEMP TABLE moved_messages AS SELECT * FROM messages",
        "DELETE FROM messages",
        "INSERT INTO messages SELECT * FROM moved_messages ORDER BY created_at, id",
        "CREATE TEMP TABLE moved_events AS SELECT * FROM receipt_events",
        "DELETE FROM receipt_events",
        "INSERT INTO receipt_events SELECT * FROM moved_events ORDER BY at, id",
        "CREATE TEMP TABLE moved_members AS SELECT * FROM channel_members",
        "DELETE FROM channel_members",
        "INSERT INTO channel_members SELECT * FROM moved_members ORDER BY joined_at, channel_id, user_id",
        "CREATE TEMP TABLE moved_participants AS SELECT * FROM thread_participants",
        "DELETE FROM thread_participants",
        "INSERT INTO thread_participants SELECT * FROM moved_participants ORDER BY joined_at, channel_id, parent_id, user_id",
        "CREATE TEMP TABLE moved_mentions AS SELECT * FROM message_mentions",
        "DELETE FROM message_mentions",
        "INSERT INTO message_mentions SELECT * FROM moved_mentions ORDER BY message_id, user_id",
        "COMMIT",
        "VACUUM FULL messages", "VACUUM FULL receipt_events", "VACUUM FULL channel_members",
        "VACUUM FULL thread_participants", "VACUUM FULL message_mentions",
        "VACUUM ANALYZE",
    ]

    /// `seeded` (in the seed's order) copied to `database` and rewritten in time order, once
    /// (a marker file records it).
    static func timeOrderMarker(database: String, from seededName: String) -> String {
        "time-ordered-\(database)-from-\(seededName)-schema\(Migrations.latestVersion)-data\(seedRevision)"
    }

    static func timeOrdered(_ cluster: ThrowawayCluster, seededName: String, database: String,
                            cacheDir: URL, log: (String) -> Void) throws -> Dataset {
        let marker = cacheDir.appendingPathComponent(timeOrderMarker(database: database, from: seededName))
        let conninfo = cluster.conninfo(database: database)
        if !FileManager.default.fileExists(atPath: marker.path) {
            try recreate(database, template: seededName, on: cluster)
            log("rewriting \(database) in time order…")
            let seconds = try Stopwatch.seconds {
                let db = try Connection(ConnectionString(conninfo))
                defer { db.close() }
                for statement in timeOrder { try db.execute(statement) }
            }
            log("rewrote \(database) in \(String(format: "%.1f", seconds)) s")
            try Data().write(to: marker)
        }
        return try describe(conninfo)
    }
}

extension PhysicalOrder: ExpressibleByArgument {}
