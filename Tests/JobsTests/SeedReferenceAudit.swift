import Foundation
import Jobs
import Seed
import Postgres
import ReadState
import TestSupport

/// Test-only SQL statements of the unread rules and the audit checks (docs/rules.md,
/// docs/checks.md), written the straightforward way (correlated
/// counts, DISTINCT ON), to check the seeder's data against the spec without the audit or
/// recompute code. The rule's conditions (countable, unread for a member, the switches) come
/// from its one home, `UnreadRules.SQL`, held equal to `UnreadRules` by `RuleSQLTests`; the
/// checks' own logic is written here. Conventions as documented on `SeedManifest`.
enum SeedReferenceAudit {
    struct Finding: Hashable, Comparable, CustomStringConvertible {
        var code: String
        var channelCid: String?
        var userId: String
        var messageId: Int64?

        static func < (a: Finding, b: Finding) -> Bool { a.description < b.description }
        var description: String { "\(code) (\(channelCid ?? "null"), \(userId), \(messageId.map(String.init) ?? "null"))" }
    }

    /// docs/rules.md#channel-type-switches on alias `ct` (a LEFT JOIN of `channel_types`): NULL
    /// and a missing row read as the defaults.
    static let readEvents = UnreadRules.SQL.readEvents("ct")
    static let switches = "\(readEvents) AS read_events, \(UnreadRules.SQL.deliveryEvents("ct")) AS delivery_events"

    /// docs/rules.md, per current member: the true unread count (a correlated count).
    static let truth = """
        truth AS (
            SELECT cm.channel_id, cm.user_id, cm.muted,
                   CASE WHEN \(readEvents) THEN (
                       SELECT count(*) FROM messages x
                       WHERE x.channel_id = cm.channel_id
                         AND \(UnreadRules.SQL.countable("x")) AND \(UnreadRules.SQL.unread(message: "x", member: "cm")))
                   ELSE 0 END AS unread
            FROM channel_members cm JOIN channels c ON c.id = cm.channel_id LEFT JOIN channel_types ct ON ct.name = c.type
            WHERE cm.left_at IS NULL
        ), user_truth AS (
            SELECT u.id AS user_id,
                   coalesce(sum(t.unread) FILTER (WHERE NOT t.muted), 0)::int8 AS total,
                   count(*) FILTER (WHERE NOT t.muted AND t.unread > 0) AS channels
            FROM users u LEFT JOIN truth t ON t.user_id = u.id
            GROUP BY u.id
        )
        """

    /// docs/rules.md#threads, written independently of the recompute: per
    /// participant whose user is a current member, the true unread replies; per current
    /// member, the true unread mentions; per user, the true unread threads and total unread
    /// mentions (over current, not muted memberships). Correlated counts, one per row.
    static let threadTruth = """
        thread_truth AS (
            SELECT tp.channel_id, tp.parent_id, tp.user_id, cm.muted,
                   CASE WHEN \(readEvents) THEN (
                       SELECT count(*) FROM messages r
                       WHERE r.channel_id = tp.channel_id AND r.parent_id = tp.parent_id
                         AND \(UnreadRules.SQL.countableReply("r")) AND \(UnreadRules.SQL.parentInChannel("r"))
                         AND \(UnreadRules.SQL.unread(message: "r", member: "tp")))
                   ELSE 0 END AS unread
            FROM thread_participants tp
            JOIN channel_members cm ON cm.channel_id = tp.channel_id AND cm.user_id = tp.user_id AND cm.left_at IS NULL
            JOIN channels c ON c.id = tp.channel_id LEFT JOIN channel_types ct ON ct.name = c.type
        ), mention_truth AS (
            SELECT cm.channel_id, cm.user_id, cm.muted,
                   CASE WHEN \(readEvents) THEN (
                       SELECT count(*) FROM message_mentions mm
                       JOIN messages x ON x.id = mm.message_id AND x.channel_id = mm.channel_id
                       WHERE mm.channel_id = cm.channel_id AND mm.user_id = cm.user_id
                         AND \(UnreadRules.SQL.countable("x")) AND \(UnreadRules.SQL.unread(message: "x", member: "cm")))
                   ELSE 0 END AS mentions
            FROM channel_members cm JOIN channels c ON c.id = cm.channel_id LEFT JOIN channel_types ct ON ct.name = c.type
            WHERE cm.left_at IS NULL
        ), user_thread_truth AS (
            SELECT u.id AS user_id,
                   (SELECT count(*) FROM thread_truth t WHERE t.user_id = u.id AND NOT t.muted AND t.unread > 0) AS threads,
                   (SELECT coalesce(sum(t.mentions), 0) FROM mention_truth t WHERE t.user_id = u.id AND NOT t.muted)::int8 AS mentions
            FROM users u
        )
        """

    /// Every finding of docs/checks.md (one row per offending member state, user, or event).
    /// `latestOrder` picks a member's latest event of a kind.
    static func findingsQuery(latestOrder: String = "at DESC, id DESC") -> String {
        """
        WITH m AS (
            SELECT cm.*, c.cid, \(switches)
            FROM channel_members cm JOIN channels c ON c.id = cm.channel_id LEFT JOIN channel_types ct ON ct.name = c.type
        ), \(truth), \(threadTruth), own AS (
            SELECT DISTINCT ON (channel_id, user_id) channel_id, user_id, id, created_at FROM messages x
            WHERE \(UnreadRules.SQL.countable("x"))
            ORDER BY channel_id, user_id, created_at DESC
        ), latest AS (
            SELECT DISTINCT ON (channel_id, user_id, kind) channel_id, user_id, kind, up_to FROM receipt_events
            ORDER BY channel_id, user_id, kind, \(latestOrder)
        ), e AS (
            SELECT r.*, c.cid, \(switches) FROM receipt_events r
            JOIN channels c ON c.id = r.channel_id LEFT JOIN channel_types ct ON ct.name = c.type
        ), p AS (
            SELECT tp.*, c.cid, \(readEvents) AS read_events FROM thread_participants tp
            JOIN channels c ON c.id = tp.channel_id LEFT JOIN channel_types ct ON ct.name = c.type
        ), own_reply AS (
            SELECT DISTINCT ON (channel_id, parent_id, user_id) channel_id, parent_id, user_id, id, created_at FROM messages x
            WHERE \(UnreadRules.SQL.countableReply("x"))
            ORDER BY channel_id, parent_id, user_id, created_at DESC
        )
        SELECT 'RS001', m.cid, m.user_id, own.id FROM m JOIN own USING (channel_id, user_id)
         WHERE m.read_events AND (m.last_read_at IS NULL OR m.last_read_at < own.created_at)
        UNION ALL
        SELECT 'RS002', cid, user_id, NULL FROM m
         WHERE last_read_at > now() + interval '5 minutes' OR last_delivered_at > now() + interval '5 minutes'
        UNION ALL
        SELECT 'RS002', cid, user_id, NULL FROM e WHERE up_to > now() + interval '5 minutes' OR at > now() + interval '5 minutes'
        UNION ALL
        SELECT 'RS003', cid, user_id, NULL FROM m
         WHERE delivery_events AND (last_delivered_at IS NULL OR last_delivered_at < last_read_at)
        UNION ALL
        SELECT 'RS004', m.cid, m.user_id, m.last_read_message_id FROM m
         WHERE (m.last_read_at IS NOT NULL OR m.last_read_message_id IS NOT NULL) AND NOT EXISTS (
           SELECT 1 FROM messages x WHERE x.id = m.last_read_message_id AND x.channel_id = m.channel_id AND x.created_at <= m.last_read_at)
        UNION ALL
        SELECT 'RS004', m.cid, m.user_id, m.last_delivered_message_id FROM m
         WHERE (m.last_delivered_at IS NOT NULL OR m.last_delivered_message_id IS NOT NULL) AND NOT EXISTS (
           SELECT 1 FROM messages x WHERE x.id = m.last_delivered_message_id AND x.channel_id = m.channel_id AND x.created_at <= m.last_delivered_at)
        UNION ALL
        SELECT 'RS005', m.cid, m.user_id, NULL FROM m JOIN truth t USING (channel_id, user_id) WHERE m.unread_count <> t.unread
        UNION ALL
        SELECT 'RS006', NULL, u.id, NULL FROM users u JOIN user_truth t ON t.user_id = u.id
         WHERE u.total_unread_count <> t.total OR u.unread_channels <> t.channels
        UNION ALL
        SELECT 'RS007', cid, user_id, NULL FROM m WHERE unread_count < 0 OR unread_mentions < 0
        UNION ALL
        SELECT 'RS007', NULL, id, NULL FROM users
         WHERE total_unread_count < 0 OR unread_channels < 0 OR unread_threads < 0 OR total_unread_mentions < 0
        UNION ALL
        SELECT 'RS007', cid, user_id, parent_id FROM p WHERE unread_replies < 0
        UNION ALL
        SELECT 'RS008', e.cid, e.user_id, NULL FROM e
         LEFT JOIN channel_members cm ON cm.channel_id = e.channel_id AND cm.user_id = e.user_id
         WHERE cm.user_id IS NULL OR e.at < cm.joined_at OR e.at > cm.left_at
        UNION ALL
        SELECT 'RS009', cid, user_id, NULL FROM e WHERE up_to > at
        UNION ALL
        SELECT 'RS010', m.cid, m.user_id, NULL FROM m
         LEFT JOIN latest l ON l.channel_id = m.channel_id AND l.user_id = m.user_id AND l.kind = 'read'
         WHERE m.read_events AND m.last_read_at IS DISTINCT FROM l.up_to
        UNION ALL
        SELECT 'RS010', m.cid, m.user_id, NULL FROM m
         LEFT JOIN latest l ON l.channel_id = m.channel_id AND l.user_id = m.user_id AND l.kind = 'delivered'
         WHERE m.delivery_events AND m.last_delivered_at IS DISTINCT FROM l.up_to
        UNION ALL
        SELECT 'RS011', cid, user_id, NULL FROM m
         WHERE NOT read_events AND (last_read_at IS NOT NULL OR last_read_message_id IS NOT NULL)
        UNION ALL
        SELECT 'RS011', cid, user_id, NULL FROM m
         WHERE NOT delivery_events AND (last_delivered_at IS NOT NULL OR last_delivered_message_id IS NOT NULL)
        UNION ALL
        SELECT 'RS011', cid, user_id, NULL FROM e
         WHERE (kind = 'read' AND NOT read_events) OR (kind = 'delivered' AND NOT delivery_events)
        UNION ALL
        SELECT 'RS011', cid, user_id, NULL FROM p WHERE NOT read_events AND last_read_at IS NOT NULL
        UNION ALL
        SELECT 'RS012', c.cid, t.user_id, t.parent_id FROM thread_truth t
         JOIN thread_participants tp USING (channel_id, parent_id, user_id) JOIN channels c ON c.id = t.channel_id
         WHERE tp.unread_replies <> t.unread
        UNION ALL
        SELECT 'RS013', m.cid, m.user_id, NULL FROM m JOIN mention_truth t USING (channel_id, user_id) WHERE m.unread_mentions <> t.mentions
        UNION ALL
        SELECT 'RS014', NULL, u.id, NULL FROM users u JOIN user_thread_truth t ON t.user_id = u.id
         WHERE u.unread_threads <> t.threads OR u.total_unread_mentions <> t.mentions
        UNION ALL
        SELECT 'RS015', p.cid, p.user_id, o.id FROM p JOIN own_reply o USING (channel_id, parent_id, user_id)
         WHERE p.read_events AND (p.last_read_at IS NULL OR p.last_read_at < o.created_at)
        UNION ALL
        SELECT 'RS016', c.cid, mm.user_id, mm.message_id FROM message_mentions mm JOIN channels c ON c.id = mm.channel_id
         WHERE NOT EXISTS (SELECT 1 FROM channel_members cm WHERE cm.channel_id = mm.channel_id AND cm.user_id = mm.user_id AND cm.left_at IS NULL)
            OR NOT EXISTS (SELECT 1 FROM messages x WHERE x.id = mm.message_id AND x.channel_id = mm.channel_id)
        """
    }

    /// All findings, sorted (a multiset: a finding reported twice appears twice).
    static func findings(_ db: Connection, latestOrder: String = "at DESC, id DESC") throws -> [Finding] {
        let result = try db.query(findingsQuery(latestOrder: latestOrder))
        var findings: [Finding] = []
        for row in 0..<result.rowCount {
            findings.append(Finding(
                code: try result.string(row, 0) ?? "", channelCid: try result.string(row, 1),
                userId: try result.string(row, 2) ?? "", messageId: (try result.int(row, 3)).map(Int64.init)))
        }
        return findings.sorted()
    }

    /// The manifest's keys as findings, sorted.
    static func expected(_ manifest: SeedManifest) -> [Finding] {
        manifest.codes.flatMap { code, planted in
            planted.keys.map { Finding(code: code, channelCid: $0.channelCid, userId: $0.userId, messageId: $0.messageId) }
        }.sorted()
    }

    /// A checksum of each data table's rows (order-independent).
    static func checksums(_ db: Connection) throws -> [String: String] {
        var sums: [String: String] = [:]
        for table in Seeder.dataTables {
            sums[table] = try db.scalarString("SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM \(table) t")
        }
        return sums
    }

    /// The schema objects a load drops and rebuilds, as the catalog defines them.
    static func indexAndKeyDefinitions(_ db: Connection) throws -> [String] {
        let result = try db.query("""
            SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'
            UNION ALL
            SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
            WHERE connamespace = 'public'::regnamespace
            ORDER BY 1
            """)
        return try (0..<result.rowCount).map { try result.string($0, 0) ?? "" }
    }

    static let start = SeededDatabase.referenceStart
}
