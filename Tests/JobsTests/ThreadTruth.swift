import Foundation
import Postgres
import ReadState
import TestSupport

/// docs/rules.md#threads as SQL: one correlated statement per counter (slow, obvious, fine for
/// tests), independent of the recompute's streaming computation; its conditions are the rule's
/// one home (`UnreadRules.SQL`, held equal to `UnreadRules` by `RuleSQLTests`). The recompute
/// must agree with it on every row.
enum ThreadTruth {
    /// Every participant row whose user is a current member of the channel, with its stored
    /// counter, the membership's `muted`, and the number of replies that count as unread.
    static let participants = """
        SELECT p.channel_id, p.parent_id, p.user_id, p.unread_replies AS stored, cm.muted,
          CASE WHEN \(UnreadRules.SQL.readEvents("t")) THEN (
            SELECT count(*) FROM messages r
            WHERE r.channel_id = p.channel_id AND r.parent_id = p.parent_id
              -- docs/rules.md#threads: the parent is a message of the reply's own channel
              AND \(UnreadRules.SQL.parentInChannel("r", parent: "pm"))
              AND \(UnreadRules.SQL.countableReply("r")) AND \(UnreadRules.SQL.unread(message: "r", member: "p"))
          ) ELSE 0 END AS truth
        FROM thread_participants p
        JOIN channel_members cm ON cm.channel_id = p.channel_id AND cm.user_id = p.user_id AND cm.left_at IS NULL
        JOIN channels c ON c.id = p.channel_id LEFT JOIN channel_types t ON t.name = c.type
        """

    /// Every current member, with its stored `unread_mentions` and the number of messages that
    /// count as unread for it (docs/rules.md#unread-rules) and mention it.
    static let mentions = """
        SELECT m.channel_id, m.user_id, m.muted, m.unread_mentions AS stored,
          CASE WHEN \(UnreadRules.SQL.readEvents("t")) THEN (
            SELECT count(*) FROM messages x
            WHERE x.channel_id = m.channel_id
              AND EXISTS (SELECT 1 FROM message_mentions mm
                          WHERE mm.channel_id = m.channel_id AND mm.message_id = x.id AND mm.user_id = m.user_id)
              AND \(UnreadRules.SQL.countable("x")) AND \(UnreadRules.SQL.unread(message: "x", member: "m"))
          ) ELSE 0 END AS truth
        FROM channel_members m JOIN channels c ON c.id = m.channel_id LEFT JOIN channel_types t ON t.name = c.type
        WHERE m.left_at IS NULL
        """

    /// Every user's stored and true unread threads and total unread mentions.
    static let users = """
        SELECT u.id, u.unread_threads AS stored_threads, u.total_unread_mentions AS stored_mentions,
          (SELECT count(*) FROM (\(participants)) th WHERE th.user_id = u.id AND NOT th.muted AND th.truth > 0)::int AS threads,
          (SELECT coalesce(sum(mn.truth), 0) FROM (\(mentions)) mn WHERE mn.user_id = u.id AND NOT mn.muted)::int AS mentions
        FROM users u
        """

    /// The breakdowns: (group_by, group) → users with unread, channels with unread, unread
    /// messages, unread mentions, unread threads; only groups with something unread.
    static let groups = """
        WITH mem AS (SELECT channel_id, user_id, truth FROM (\(UnreadTruth.members)) x WHERE NOT muted AND truth > 0),
        men AS (SELECT channel_id, user_id, truth FROM (\(mentions)) x WHERE NOT muted),
        thr AS (SELECT channel_id, user_id FROM (\(participants)) x WHERE NOT muted AND truth > 0),
        facts AS (
          SELECT mem.channel_id, mem.user_id, mem.truth AS unread, coalesce(men.truth, 0) AS mentions, 0 AS threads
          FROM mem LEFT JOIN men USING (channel_id, user_id)
          UNION ALL SELECT channel_id, user_id, 0, 0, 1 FROM thr
        ), grouped AS (
          SELECT 'all' AS group_by, 'all' AS grp, f.* FROM facts f
          UNION ALL SELECT 'type', c.type, f.* FROM facts f JOIN channels c ON c.id = f.channel_id
          UNION ALL SELECT 'team', coalesce(c.team, '(none)'), f.* FROM facts f JOIN channels c ON c.id = f.channel_id
        )
        SELECT group_by || '/' || grp, count(DISTINCT user_id)::text || ',' || count(DISTINCT channel_id)::text || ',' ||
               sum(unread)::text || ',' || sum(mentions)::text || ',' || sum(threads)::text
        FROM grouped GROUP BY group_by, grp
        """

    /// "cid/parent/user" → truth of every checked participant row.
    static func participantTruth(_ db: Connection) throws -> [String: Int] {
        try keyed(db, "SELECT c.cid || '/' || t.parent_id || '/' || t.user_id, t.truth FROM (\(participants)) t JOIN channels c ON c.id = t.channel_id")
    }

    /// "cid/user" → truth of every current member's mention counter.
    static func mentionTruth(_ db: Connection) throws -> [String: Int] {
        try keyed(db, "SELECT c.cid || '/' || t.user_id, t.truth FROM (\(mentions)) t JOIN channels c ON c.id = t.channel_id")
    }

    /// user → (threads, mentions).
    static func userTruth(_ db: Connection) throws -> [String: [Int]] {
        let result = try db.query("SELECT id, threads, mentions FROM (\(users)) t")
        var truth: [String: [Int]] = [:]
        for row in 0..<result.rowCount { truth[try result.string(row, 0)!] = [try result.int(row, 1)!, try result.int(row, 2)!] }
        return truth
    }

    static func groupTruth(_ db: Connection) throws -> [String: String] {
        let result = try db.query(groups)
        var truth: [String: String] = [:]
        for row in 0..<result.rowCount { truth[try result.string(row, 0)!] = try result.string(row, 1)! }
        return truth
    }

    /// Keys of the drifted participant rows, mention counters and users.
    static func drifted(_ db: Connection) throws -> (participants: Set<String>, mentions: Set<String>, users: Set<String>) {
        func keys(_ sql: String) throws -> Set<String> {
            let result = try db.query(sql)
            return Set(try (0..<result.rowCount).map { try result.string($0, 0) ?? "" })
        }
        return (
            try keys("SELECT c.cid || '/' || t.parent_id || '/' || t.user_id FROM (\(participants)) t JOIN channels c ON c.id = t.channel_id WHERE t.stored <> t.truth"),
            try keys("SELECT c.cid || '/' || t.user_id FROM (\(mentions)) t JOIN channels c ON c.id = t.channel_id WHERE t.stored <> t.truth"),
            try keys("SELECT id FROM (\(users)) t WHERE stored_threads <> threads OR stored_mentions <> mentions"))
    }

    /// The same participant and mention keys → stored − truth.
    static func driftValues(_ db: Connection) throws -> (participants: [String: Int], mentions: [String: Int]) {
        (try keyed(db, "SELECT c.cid || '/' || t.parent_id || '/' || t.user_id, t.stored - t.truth FROM (\(participants)) t JOIN channels c ON c.id = t.channel_id WHERE t.stored <> t.truth"),
         try keyed(db, "SELECT c.cid || '/' || t.user_id, t.stored - t.truth FROM (\(mentions)) t JOIN channels c ON c.id = t.channel_id WHERE t.stored <> t.truth"))
    }

    private static func keyed(_ db: Connection, _ sql: String) throws -> [String: Int] {
        let result = try db.query(sql)
        var truth: [String: Int] = [:]
        for row in 0..<result.rowCount { truth[try result.string(row, 0)!] = try result.int(row, 1)! }
        return truth
    }
}

/// A randomized history with threads, mentions and teams, filled by SQL in the test itself
/// (deterministic: setseed), on top of `RecomputeTestData`: replies of every kind (some whose
/// parent is in another channel), participants who are members, former members or no members,
/// NULL and set thread receipts, mentions of members, of non-members and of another channel's
/// message, channels in two teams or none. Stored counters are the truth, then a third drift.
enum ThreadTestData {
    static let base = RecomputeTestData.base

    static func generate(_ db: Connection, districts: Int = 8, channelsPerDistrict: Int = 6, messagesPerChannel: Int = 40) throws {
        try RecomputeTestData.generate(db, districts: districts, channelsPerDistrict: channelsPerDistrict, messagesPerChannel: messagesPerChannel)
        try db.execute("""
            SELECT setseed(0.75);
            UPDATE channels SET team = (ARRAY['acme', 'globex', NULL])[1 + id % 3];
            -- Replies: a fifth of the top-level messages start threads; repliers are the channel's
            -- members (former ones too), at most a few hours later.
            INSERT INTO messages (channel_id, user_id, created_at, type, parent_id, show_in_channel, silent, shadowed, deleted_at)
              SELECT p.channel_id, mb.user_id, p.created_at + (1 + random() * 300)::int * interval '1 minute',
                     (ARRAY['regular', 'regular', 'regular', 'system', 'error', 'ephemeral'])[1 + (random() * 5)::int],
                     p.id, random() < 0.3, random() < 0.05, random() < 0.05,
                     CASE WHEN random() < 0.05 THEN '\(base)'::timestamptz + interval '40 days' END
              FROM (SELECT id, channel_id, created_at FROM messages WHERE parent_id IS NULL AND random() < 0.2) p
              JOIN channel_members mb ON mb.channel_id = p.channel_id, generate_series(1, 2) k
              WHERE random() < 0.35;
            -- Participants: the repliers, the parents' authors, some other members (current or
            -- former) and a few users from elsewhere.
            INSERT INTO thread_participants (channel_id, parent_id, user_id, joined_at, last_read_at)
              SELECT channel_id, parent_id, user_id,
                     '\(base)'::timestamptz + (random() * 400)::int * interval '1 minute',
                     CASE WHEN random() < 0.2 THEN NULL ELSE '\(base)'::timestamptz + (random() * 900)::int * interval '1 minute' END
              FROM (
                SELECT DISTINCT channel_id, parent_id, user_id FROM messages WHERE parent_id IS NOT NULL
                UNION SELECT p.channel_id, p.id, p.user_id FROM messages p WHERE EXISTS (SELECT 1 FROM messages r WHERE r.parent_id = p.id)
                UNION SELECT p.channel_id, p.id, mb.user_id FROM messages p JOIN channel_members mb ON mb.channel_id = p.channel_id
                  WHERE EXISTS (SELECT 1 FROM messages r WHERE r.parent_id = p.id) AND random() < 0.3
                UNION SELECT p.channel_id, p.id, u.id FROM messages p, users u
                  WHERE EXISTS (SELECT 1 FROM messages r WHERE r.parent_id = p.id) AND random() < 0.005
              ) s
            ON CONFLICT DO NOTHING;
            -- Mentions: members of the message's channel, a few users from anywhere, and a few
            -- rows that name a message of the next channel.
            INSERT INTO message_mentions (channel_id, message_id, user_id)
              SELECT x.channel_id, x.id, mb.user_id FROM messages x JOIN channel_members mb ON mb.channel_id = x.channel_id
              WHERE random() < 0.15 ON CONFLICT DO NOTHING;
            INSERT INTO message_mentions (channel_id, message_id, user_id)
              SELECT x.channel_id, x.id, u.id FROM messages x, users u WHERE random() < 0.003 ON CONFLICT DO NOTHING;
            INSERT INTO message_mentions (channel_id, message_id, user_id)
              SELECT x.channel_id + 1, x.id, mb.user_id FROM messages x JOIN channel_members mb ON mb.channel_id = x.channel_id + 1
              WHERE random() < 0.05 ON CONFLICT DO NOTHING;
            """)
        try setTruthThenDrift(db)
    }

    /// Every stored counter = the truth (participants who are not members get arbitrary
    /// non-negative counters: they are never checked).
    static func setTruth(_ db: Connection) throws {
        try db.execute("""
            UPDATE thread_participants SET unread_replies = abs(hashtext(user_id || parent_id::text)) % 7;
            UPDATE thread_participants p SET unread_replies = t.truth FROM (\(ThreadTruth.participants)) t
              WHERE p.channel_id = t.channel_id AND p.parent_id = t.parent_id AND p.user_id = t.user_id;
            UPDATE channel_members m SET unread_mentions = 0;
            UPDATE channel_members m SET unread_mentions = t.truth FROM (\(ThreadTruth.mentions)) t
              WHERE m.channel_id = t.channel_id AND m.user_id = t.user_id;
            UPDATE users u SET unread_threads = t.threads, total_unread_mentions = t.mentions FROM (\(ThreadTruth.users)) t WHERE u.id = t.id;
            UPDATE channel_members m SET unread_count = 0;
            UPDATE channel_members m SET unread_count = t.truth FROM (\(UnreadTruth.members)) t
              WHERE m.channel_id = t.channel_id AND m.user_id = t.user_id;
            UPDATE users u SET total_unread_count = t.total, unread_channels = t.channels FROM (\(UnreadTruth.users)) t WHERE u.id = t.id;
            """)
    }

    /// Stored thread and mention counters = the truth; then about a third drift.
    static func setTruthThenDrift(_ db: Connection) throws {
        try db.execute("""
            UPDATE thread_participants SET unread_replies = abs(hashtext(user_id || parent_id::text)) % 7;
            UPDATE thread_participants p SET unread_replies = t.truth FROM (\(ThreadTruth.participants)) t
              WHERE p.channel_id = t.channel_id AND p.parent_id = t.parent_id AND p.user_id = t.user_id;
            UPDATE channel_members m SET unread_mentions = t.truth FROM (\(ThreadTruth.mentions)) t
              WHERE m.channel_id = t.channel_id AND m.user_id = t.user_id;
            UPDATE users u SET unread_threads = t.threads, total_unread_mentions = t.mentions FROM (\(ThreadTruth.users)) t WHERE u.id = t.id;
            UPDATE thread_participants SET unread_replies = greatest(0, unread_replies + (abs(hashtext(parent_id::text || user_id)) % 5) - 2)
              WHERE abs(hashtext(user_id || 't' || parent_id::text)) % 3 = 0;
            UPDATE channel_members SET unread_mentions = greatest(0, unread_mentions + (abs(hashtext(user_id || channel_id::text || 'm')) % 5) - 2)
              WHERE abs(hashtext(channel_id::text || 'm' || user_id)) % 3 = 0;
            UPDATE users SET unread_threads = unread_threads + 1 WHERE abs(hashtext(id || 't')) % 4 = 0;
            UPDATE users SET total_unread_mentions = total_unread_mentions + 2 WHERE abs(hashtext(id || 'm')) % 5 = 0;
            ANALYZE;
            """)
    }
}

/// The live service for threads and mentions, as the tests play it: a reply increments the
/// thread's other participants (and their users' `unread_threads` when a thread becomes
/// unread); a post mentioning a member increments its `unread_mentions` beside `unread_count`;
/// marking a thread or a channel read resets its counters and subtracts from the totals.
final class ThreadService {
    let db: Connection
    /// The channel-level service (mark-read), whose clock this one shares.
    private let channels: LiveService

    init(_ db: Connection) {
        self.db = db
        channels = LiveService(db, after: 1_767_225_600 + 200 * 86_400)
    }

    private func nextTime() -> String { channels.nextTime() }

    private func retrying<T>(_ body: () throws -> T) throws -> T { try channels.retrying(body) }

    /// A regular reply in thread `parent`; returns the users whose counters changed.
    @discardableResult
    func reply(channel: Int64, parent: Int64, from sender: String) throws -> [String] {
        try retrying {
            try db.transaction {
                let at = nextTime()
                let id = try db.scalarInt("""
                    INSERT INTO messages (channel_id, user_id, created_at, parent_id) VALUES ($1, $2, $3, $4) RETURNING id
                    """, [channel, sender, at, parent])!
                // docs/rules.md#threads, from the rule's one home: the thread's participants the
                // reply counts for (a reply to another channel's message is in no thread here).
                let bumped = try db.query("""
                    UPDATE thread_participants p SET unread_replies = p.unread_replies + 1
                    FROM messages x JOIN channels c ON c.id = x.channel_id LEFT JOIN channel_types t ON t.name = c.type
                    WHERE x.id = $1 AND p.channel_id = x.channel_id AND p.parent_id = x.parent_id AND \(UnreadRules.SQL.readEvents("t"))
                      AND \(UnreadRules.SQL.countableReply("x")) AND \(UnreadRules.SQL.parentInChannel("x", parent: "pm"))
                      AND \(UnreadRules.SQL.unread(message: "x", member: "p"))
                    RETURNING p.user_id, p.unread_replies - 1
                    """, [Int64(id)])
                var touched: [String] = []
                for row in 0..<bumped.rowCount {
                    let user = try bumped.string(row, 0) ?? ""
                    touched.append(user)
                    guard try bumped.int(row, 1) == 0 else { continue }
                    try db.query("""
                        UPDATE users SET unread_threads = unread_threads + 1 WHERE id = $1
                          AND EXISTS (SELECT 1 FROM channel_members WHERE channel_id = $2 AND user_id = $1 AND left_at IS NULL AND NOT muted)
                        """, [user, channel])
                }
                return touched
            }
        }
    }

    /// Marks thread `parent` read for `user`.
    @discardableResult
    func markThreadRead(channel: Int64, parent: Int64, user: String) throws -> Bool {
        try retrying {
            try db.transaction {
                let old = try db.query("""
                    SELECT p.unread_replies, EXISTS (SELECT 1 FROM channel_members m WHERE m.channel_id = p.channel_id AND m.user_id = p.user_id
                                                     AND m.left_at IS NULL AND NOT m.muted)
                    FROM thread_participants p WHERE p.channel_id = $1 AND p.parent_id = $2 AND p.user_id = $3 FOR UPDATE
                    """, [channel, parent, user])
                guard old.rowCount == 1, let count = try old.int(0, 0) else { return false }
                try db.query("UPDATE thread_participants SET last_read_at = $4, unread_replies = 0 WHERE channel_id = $1 AND parent_id = $2 AND user_id = $3",
                             [channel, parent, user, nextTime()])
                if count > 0, try old.bool(0, 1) == true {
                    try db.query("UPDATE users SET unread_threads = unread_threads - 1 WHERE id = $1", [user])
                }
                return true
            }
        }
    }

    /// A regular message that mentions `mentioned`; returns the users whose counters changed.
    @discardableResult
    func post(channel: Int64, from sender: String, mentioning mentioned: String) throws -> [String] {
        try retrying {
            try db.transaction {
                let id = try db.scalarInt("INSERT INTO messages (channel_id, user_id, created_at) VALUES ($1, $2, $3) RETURNING id",
                                          [channel, sender, nextTime()])!
                try db.query("INSERT INTO message_mentions (channel_id, message_id, user_id) VALUES ($1, $2, $3)", [channel, Int64(id), mentioned])
                let bumped = try db.query(LiveService.bump(counters: """
                    unread_count = m.unread_count + 1, unread_mentions = m.unread_mentions + (m.user_id = $2)::int
                    """), [Int64(id), mentioned])
                var touched: [String] = []
                for row in 0..<bumped.rowCount where try bumped.bool(row, 1) == false {
                    let user = try bumped.string(row, 0) ?? ""
                    let before = try bumped.int(row, 2) ?? 0
                    try db.query("""
                        UPDATE users SET total_unread_count = total_unread_count + 1, unread_channels = unread_channels + $2,
                          total_unread_mentions = total_unread_mentions + $3 WHERE id = $1
                        """, [user, before == 0 ? 1 : 0, user == mentioned ? 1 : 0])
                    touched.append(user)
                }
                return touched
            }
        }
    }

    /// Marks the channel read for `user`: unread and mention counters go to 0.
    @discardableResult
    func markRead(channel: Int64, user: String) throws -> Bool {
        try channels.markRead(channel: channel, user: user)
    }
}
