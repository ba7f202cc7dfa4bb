import Foundation
import Postgres
import ReadState

/// docs/rules.md#per-member-unread-count as one SQL statement per counter (a correlated count: slow, obvious,
/// fine for tests), independent of the recompute's streaming computation; its conditions are the
/// rule's one home (`UnreadRules.SQL`, held equal to `UnreadRules` by `RuleSQLTests`). And a
/// generated history with planted drift.
enum UnreadTruth {
    static let members = """
        SELECT m.channel_id, m.user_id, m.muted, m.unread_count AS stored,
          CASE WHEN \(UnreadRules.SQL.readEvents("t")) THEN (
            SELECT count(*) FROM messages x
            WHERE x.channel_id = m.channel_id
              AND \(UnreadRules.SQL.countable("x")) AND \(UnreadRules.SQL.unread(message: "x", member: "m"))
          ) ELSE 0 END AS truth
        FROM channel_members m JOIN channels c ON c.id = m.channel_id LEFT JOIN channel_types t ON t.name = c.type
        WHERE m.left_at IS NULL
        """

    static let users = """
        WITH truth AS (\(members))
        SELECT u.id, u.total_unread_count AS stored_total, u.unread_channels AS stored_channels,
               coalesce(sum(tr.truth) FILTER (WHERE NOT tr.muted), 0)::int AS total,
               count(*) FILTER (WHERE NOT tr.muted AND tr.truth > 0)::int AS channels
        FROM users u LEFT JOIN truth tr ON tr.user_id = u.id
        GROUP BY u.id
        """

    /// "cid/user" of every current member whose stored counter is not the truth.
    static func driftedMembers(_ db: Connection) throws -> Set<String> {
        let result = try db.query("SELECT c.cid || '/' || t.user_id FROM (\(members)) t JOIN channels c ON c.id = t.channel_id WHERE t.stored <> t.truth")
        return Set(try (0..<result.rowCount).map { try result.string($0, 0) ?? "" })
    }

    /// "cid/user" → stored − truth, of every current member whose counter is not the truth.
    static func memberDrifts(_ db: Connection) throws -> [String: Int] {
        let result = try db.query("SELECT c.cid || '/' || t.user_id, t.stored - t.truth FROM (\(members)) t JOIN channels c ON c.id = t.channel_id WHERE t.stored <> t.truth")
        return Dictionary(uniqueKeysWithValues: try (0..<result.rowCount).map { (try result.string($0, 0) ?? "", try result.int($0, 1) ?? 0) })
    }

    /// Ids of users whose stored totals are not the truth.
    static func driftedUsers(_ db: Connection) throws -> Set<String> {
        let result = try db.query("SELECT id FROM (\(users)) t WHERE stored_total <> total OR stored_channels <> channels")
        return Set(try (0..<result.rowCount).map { try result.string($0, 0) ?? "" })
    }

    /// Every stored counter: to compare two states of the database.
    static func counters(_ db: Connection) throws -> [String] {
        let result = try db.query("""
            SELECT channel_id::text || '/' || user_id || '=' || unread_count FROM channel_members
            UNION ALL SELECT id || '=' || total_unread_count || ',' || unread_channels FROM users ORDER BY 1
            """)
        return try (0..<result.rowCount).map { try result.string($0, 0) ?? "" }
    }
}

enum RecomputeTestData {
    static let base = "2026-01-01T00:00:00Z"

    /// `districts` groups of 10 users and `channelsPerDistrict` channels each; a user is only a
    /// member in its own district. Messages of every kind, mutes, former members, NULL and set
    /// receipts; stored counters equal the truth, then about a third of the members and users
    /// get drift. Deterministic (setseed).
    static func generate(_ db: Connection, districts: Int = 8, channelsPerDistrict: Int = 6, messagesPerChannel: Int = 40) throws {
        try db.execute("""
            INSERT INTO channel_types (name, read_events) VALUES ('messaging', true), ('team', true), ('livestream', false)
              ON CONFLICT DO NOTHING;
            SELECT setseed(0.25);
            INSERT INTO users (id) SELECT 'u' || lpad(g::text, 4, '0') FROM generate_series(0, \(districts * 10 - 1)) g;
            INSERT INTO channels (cid, type)
              SELECT (ARRAY['messaging', 'team', 'livestream'])[1 + (g % 5 = 4)::int + (g % 5 = 3)::int * 2] || ':d' || (g / \(channelsPerDistrict)) || 'c' || g,
                     (ARRAY['messaging', 'team', 'livestream'])[1 + (g % 5 = 4)::int + (g % 5 = 3)::int * 2]
              FROM generate_series(0, \(districts * channelsPerDistrict - 1)) g ORDER BY g;
            -- district d = channel number / channelsPerDistrict; users d*10 … d*10+9.
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, muted, left_at)
              SELECT c.id, 'u' || lpad((d * 10 + k)::text, 4, '0'),
                     '\(base)'::timestamptz + (random() * 200)::int * interval '1 minute',
                     CASE WHEN random() < 0.2 THEN NULL ELSE '\(base)'::timestamptz + (random() * 600)::int * interval '1 minute' END,
                     random() < 0.1,
                     CASE WHEN random() < 0.08 THEN '\(base)'::timestamptz + interval '30 days' END
              FROM (SELECT id, (id - (SELECT min(id) FROM channels)) / \(channelsPerDistrict) AS d FROM channels) c,
                   generate_series(0, 9) k
              WHERE random() < 0.6 OR k < 2;
            INSERT INTO user_mutes (user_id, muted_user_id)
              SELECT DISTINCT 'u' || lpad(a::text, 4, '0'), 'u' || lpad((a - a % 10 + (a + 1 + b) % 10)::text, 4, '0')
              FROM generate_series(0, \(districts * 10 - 1)) a, generate_series(0, 2) b WHERE random() < 0.15;
            INSERT INTO messages (channel_id, user_id, created_at, type, parent_id, show_in_channel, silent, shadowed, deleted_at)
              SELECT m.channel_id, m.user_id,
                     '\(base)'::timestamptz + (random() * 700)::int * interval '1 minute',
                     (ARRAY['regular', 'regular', 'regular', 'regular', 'system', 'error', 'ephemeral'])[1 + (random() * 6)::int],
                     CASE WHEN random() < 0.15 THEN 1 END, random() < 0.5, random() < 0.05, random() < 0.05,
                     CASE WHEN random() < 0.05 THEN '\(base)'::timestamptz + interval '40 days' END
              FROM (SELECT channel_id, user_id, row_number() OVER (PARTITION BY channel_id ORDER BY user_id) AS n FROM channel_members) m,
                   generate_series(1, \(messagesPerChannel)) g
              WHERE random() < 1.0 / (1 + m.n);
            """)
        // Right counters first, then the drift.
        try db.execute("""
            UPDATE channel_members m SET unread_count = t.truth FROM (\(UnreadTruth.members)) t
              WHERE m.channel_id = t.channel_id AND m.user_id = t.user_id;
            UPDATE users u SET total_unread_count = t.total, unread_channels = t.channels FROM (\(UnreadTruth.users)) t WHERE u.id = t.id;
            UPDATE channel_members SET unread_count = greatest(0, unread_count + (abs(hashtext(channel_id::text || user_id)) % 9) - 4)
              WHERE abs(hashtext(user_id || channel_id::text)) % 3 = 0;
            UPDATE users SET total_unread_count = total_unread_count + 2 WHERE abs(hashtext(id)) % 3 = 0;
            UPDATE users SET unread_channels = unread_channels + 1 WHERE abs(hashtext(id || 'c')) % 4 = 0;
            ANALYZE;
            """)
    }
}
