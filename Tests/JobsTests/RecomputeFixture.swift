import Foundation
import Jobs
import Postgres
import TestSupport

/// A hand-built chat history in a fresh database, for recompute tests. Times are seconds after
/// 2026-01-01T00:00:00Z. Stored counters start at -1 so that every current member and every
/// user is "drifted" and the recompute reports its recomputed value (unless a test sets them).
final class RecomputeFixture {
    let db: Connection
    let target: ConnectionString
    static let base: Int64 = 1_767_225_600 // 2026-01-01T00:00:00Z

    init() throws {
        (db, target) = try TestCluster.connect()
        try db.execute("""
            INSERT INTO channel_types (name, read_events) VALUES ('messaging', true), ('team', true), ('livestream', false);
            ALTER TABLE users ALTER COLUMN total_unread_count SET DEFAULT -1, ALTER COLUMN unread_channels SET DEFAULT -1;
            ALTER TABLE channel_members ALTER COLUMN unread_count SET DEFAULT -1;
            """)
    }

    static func time(_ seconds: Int) -> PostgresTimestamp {
        PostgresTimestamp(unixSeconds: base + Int64(seconds))
    }

    func users(_ ids: String...) throws {
        for id in ids { try db.query("INSERT INTO users (id) VALUES ($1)", [id]) }
    }

    @discardableResult
    func channel(_ cid: String, type: String = "messaging") throws -> Int64 {
        Int64(try db.scalarInt("INSERT INTO channels (cid, type) VALUES ($1, $2) RETURNING id", [cid, type]) ?? 0)
    }

    func member(_ channel: Int64, _ user: String, joined: Int = 0, lastRead: Int? = nil, muted: Bool = false,
                left: Int? = nil, stored: Int? = nil) throws {
        try db.query("""
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, muted, left_at, unread_count)
            VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::int, -1))
            """, [channel, user, Self.time(joined), lastRead.map(Self.time), muted, left.map(Self.time), stored])
    }

    @discardableResult
    func message(_ channel: Int64, from sender: String, at seconds: Int, type: String = "regular", parent: Int64? = nil,
                 shown: Bool = false, silent: Bool = false, shadowed: Bool = false, deleted: Bool = false) throws -> Int64 {
        Int64(try db.scalarInt("""
            INSERT INTO messages (channel_id, user_id, created_at, type, parent_id, show_in_channel, silent, shadowed, deleted_at)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9 THEN $3::timestamptz END) RETURNING id
            """, [channel, sender, Self.time(seconds), type, parent, shown, silent, shadowed, deleted]) ?? 0)
    }

    func mute(_ user: String, _ muted: String) throws {
        try db.query("INSERT INTO user_mutes (user_id, muted_user_id) VALUES ($1, $2)", [user, muted])
    }

    /// What one recompute reports, keyed for easy assertions.
    struct Result {
        var members: [String: MemberDrift] = [:]   // "cid/user"
        var users: [String: UserDrift] = [:]
        var memberOrder: [String] = []
        var report = DriftReport()

        func unread(_ cid: String, _ user: String) -> Int? { members["\(cid)/\(user)"]?.recomputed }
        func totals(_ user: String) -> (Int, Int)? { users[user].map { ($0.recomputedTotal, $0.recomputedChannels) } }
    }

    /// Runs the engine in a snapshot of its own connection.
    func recompute(scope: RecomputeScope = .all, channelsPerBatch: Int = 5_000) throws -> Result {
        let reader = try Connection(target)
        defer { reader.close() }
        var result = Result()
        result.report = try reader.transaction(.snapshotReadOnly()) {
            try UnreadRecomputation.run(
                on: reader, scope: scope, channelsPerBatch: channelsPerBatch,
                onMemberDrift: { drift in
                    let key = "\(drift.channelCID)/\(drift.userID)"
                    result.members[key] = drift
                    result.memberOrder.append(key)
                },
                onUserDrift: { result.users[$0.userID] = $0 })
        }
        return result
    }
}

import ReadState
