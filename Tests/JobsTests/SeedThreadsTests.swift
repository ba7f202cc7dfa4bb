import Foundation
import Jobs
import Seed
import Postgres
import ReadState
import Testing
import TestSupport

/// The seed's threads, mentions and teams against a test-only SQL oracle of
/// docs/rules.md#threads (`SeedReferenceAudit.threadTruth`): every stored
/// counter equals it on clean data, and with planted anomalies exactly the manifest's drift
/// differs.
@Suite struct SeedThreadsTests {
    /// Rows where a stored counter differs from the oracle, as text (stored, true).
    static func oracleDifferences(_ db: Connection) throws -> (threads: Set<String>, mentions: Set<String>, users: Set<String>) {
        let threads = try db.query("""
            WITH \(SeedReferenceAudit.threadTruth)
            SELECT c.cid || ' ' || t.parent_id || ' ' || t.user_id || ' ' || tp.unread_replies || ' ' || t.unread
            FROM thread_truth t JOIN thread_participants tp USING (channel_id, parent_id, user_id) JOIN channels c ON c.id = t.channel_id
            WHERE tp.unread_replies <> t.unread
            """)
        let mentions = try db.query("""
            WITH \(SeedReferenceAudit.threadTruth)
            SELECT c.cid || ' ' || t.user_id || ' ' || cm.unread_mentions || ' ' || t.mentions
            FROM mention_truth t JOIN channel_members cm USING (channel_id, user_id) JOIN channels c ON c.id = t.channel_id
            WHERE cm.unread_mentions <> t.mentions
            """)
        let users = try db.query("""
            WITH \(SeedReferenceAudit.threadTruth)
            SELECT u.id || ' ' || u.unread_threads || ' ' || t.threads || ' ' || u.total_unread_mentions || ' ' || t.mentions
            FROM users u JOIN user_thread_truth t ON t.user_id = u.id
            WHERE u.unread_threads <> t.threads OR u.total_unread_mentions <> t.mentions
            """)
        func strings(_ result: QueryResult) throws -> Set<String> { Set(try (0..<result.rowCount).map { try result.string($0, 0) ?? "" }) }
        return (try strings(threads), try strings(mentions), try strings(users))
    }

    @Test func cleanSmallThreadAndMentionCountersEqualTheOracleOnEveryRow() throws {
        let db = try Connection(try SeededDatabase.cleanSmall.get())
        let differences = try Self.oracleDifferences(db)
        #expect(differences.threads.isEmpty, "\(differences.threads.prefix(5))")
        #expect(differences.mentions.isEmpty, "\(differences.mentions.prefix(5))")
        #expect(differences.users.isEmpty, "\(differences.users.prefix(5))")
        // Every row was compared: the oracle has a row per current participant and member.
        #expect(try db.scalarInt("WITH \(SeedReferenceAudit.threadTruth) SELECT count(*) FROM thread_truth") == (try db.scalarInt("""
            SELECT count(*) FROM thread_participants tp JOIN channel_members cm USING (channel_id, user_id) WHERE cm.left_at IS NULL
            """)))
        // Not vacuous, even at --scale small: participants, some behind, unread mentions, and
        // users whose totals count them.
        #expect(try db.scalarInt("SELECT count(*) FROM thread_participants") ?? 0 >= 1_000)
        #expect(try db.scalarInt("""
            SELECT count(*) FROM thread_participants tp JOIN channel_members cm USING (channel_id, user_id)
            WHERE cm.left_at IS NULL AND tp.unread_replies > 0
            """) ?? 0 >= 100)
        #expect(try db.scalarInt("SELECT sum(unread_mentions) FROM channel_members WHERE left_at IS NULL") ?? 0 >= 100)
        #expect(try db.scalarInt("SELECT count(*) FROM users WHERE unread_threads > 0") ?? 0 >= 50)
        #expect(try db.scalarInt("SELECT count(*) FROM users WHERE total_unread_mentions > 0") ?? 0 >= 50)
        // Rules the oracle applies that the data exercises: thread receipts NULL and set,
        // participants who joined after replies, replies from muted users, muted memberships.
        #expect(try db.scalarInt("SELECT count(*) FROM thread_participants WHERE last_read_at IS NULL AND unread_replies > 0") ?? 0 > 10)
        #expect(try db.scalarInt("SELECT count(*) FROM thread_participants WHERE last_read_at IS NOT NULL AND unread_replies > 0") ?? 0 > 10)
        #expect(try db.scalarInt("""
            SELECT count(*) FROM thread_participants tp
            WHERE EXISTS (SELECT 1 FROM messages r WHERE r.parent_id = tp.parent_id AND r.channel_id = tp.channel_id
                          AND r.user_id <> tp.user_id AND r.created_at < tp.joined_at)
            """) ?? 0 > 10)
        #expect(try db.scalarInt("""
            SELECT count(*) FROM thread_participants tp JOIN channel_members cm USING (channel_id, user_id)
            WHERE cm.muted AND cm.left_at IS NULL AND tp.unread_replies > 0
            """) ?? 0 > 0)
    }

    @Test func cleanSmallThreadsMentionsAndTeamsLookLikeAChatBackend() throws {
        let db = try Connection(try SeededDatabase.cleanSmall.get())
        // A minority of top-level messages start threads; reply counts are heavy-tailed.
        let threads = try db.query("""
            SELECT count(*), percentile_disc(0.5) WITHIN GROUP (ORDER BY n), max(n)
            FROM (SELECT count(*) n FROM messages WHERE parent_id IS NOT NULL GROUP BY parent_id) s
            """)
        let (threadCount, medianReplies, maxReplies) = (try threads.int(0, 0)!, try threads.int(0, 1)!, try threads.int(0, 2)!)
        let topLevel = try db.scalarInt("SELECT count(*) FROM messages WHERE parent_id IS NULL") ?? 0
        #expect(threadCount > 500 && threadCount * 10 < topLevel, "\(threadCount) threads of \(topLevel) top-level messages")
        #expect(medianReplies <= 2 && maxReplies >= 30, "median \(medianReplies), max \(maxReplies)")
        // Replies shown in the channel sometimes; parents are top-level messages of the channel.
        #expect(try db.scalarInt("SELECT count(*) FROM messages WHERE parent_id IS NOT NULL AND show_in_channel") ?? 0 > 100)
        #expect(try db.scalarInt("""
            SELECT count(*) FROM messages r JOIN messages p ON p.id = r.parent_id
            WHERE p.parent_id IS NOT NULL OR p.channel_id <> r.channel_id
            """) == 0)
        // Participants are members of the channel (current or former), in threads of it, in
        // types with read events; the parent's author and every replier take part.
        #expect(try db.scalarInt("""
            SELECT count(*) FROM thread_participants tp
            LEFT JOIN channel_members cm USING (channel_id, user_id)
            LEFT JOIN messages p ON p.id = tp.parent_id AND p.channel_id = tp.channel_id AND p.parent_id IS NULL
            JOIN channels c ON c.id = tp.channel_id LEFT JOIN channel_types ct ON ct.name = c.type
            WHERE cm.user_id IS NULL OR p.id IS NULL OR NOT (\(UnreadRules.SQL.readEvents("ct"))) OR tp.joined_at < cm.joined_at
            """) == 0)
        #expect(try db.scalarInt("""
            SELECT count(*) FROM messages r JOIN channels c ON c.id = r.channel_id LEFT JOIN channel_types ct ON ct.name = c.type
            WHERE r.parent_id IS NOT NULL AND \(UnreadRules.SQL.readEvents("ct")) AND NOT EXISTS (
              SELECT 1 FROM thread_participants tp WHERE tp.channel_id = r.channel_id AND tp.parent_id = r.parent_id AND tp.user_id = r.user_id)
            """) == 0)
        // Mentions: of current members who had joined, never of the sender; denser in groups
        // than in team channels; some mentioned users take part in threads because of it.
        #expect(try db.scalarInt("""
            SELECT count(*) FROM message_mentions mm JOIN messages x ON x.id = mm.message_id
            JOIN channel_members cm ON cm.channel_id = mm.channel_id AND cm.user_id = mm.user_id
            WHERE x.user_id = mm.user_id OR cm.joined_at >= x.created_at OR cm.left_at IS NOT NULL
            """) == 0)
        let density = try db.query("""
            SELECT avg((EXISTS (SELECT 1 FROM message_mentions mm WHERE mm.channel_id = x.channel_id AND mm.message_id = x.id))::int)
                     FILTER (WHERE c.cid LIKE 'messaging:group-%')::float8,
                   avg((EXISTS (SELECT 1 FROM message_mentions mm WHERE mm.channel_id = x.channel_id AND mm.message_id = x.id))::int)
                     FILTER (WHERE c.type = 'team')::float8
            FROM messages x JOIN channels c ON c.id = x.channel_id
            """)
        let (groups, teams) = (try density.double(0, 0)!, try density.double(0, 1)!)
        #expect(groups > 2 * teams && teams > 0, "groups \(groups), teams \(teams)")
        // Teams: most channels in one of a few, some in none.
        let teamCounts = try db.query("SELECT count(DISTINCT team), avg((team IS NULL)::int)::float8 FROM channels")
        #expect(try teamCounts.int(0, 0)! >= 3 && teamCounts.int(0, 0)! <= 8)
        let none = try teamCounts.double(0, 1)!
        #expect(none > 0.02 && none < 0.3, "\(none) of channels in no team")
    }

    @Test(arguments: [(SeedScale.tiny, UInt64(1)), (.tiny, 2), (.messages(20_000), 3)])
    func plantedDriftIsExactlyWhatDiffersFromTheOracle(scale: SeedScale, seed: UInt64) throws {
        let (db, summary) = try SeededDatabase.seeded(SeedOptions(scale: scale, seed: seed, start: SeedReferenceAudit.start, injectAnomalies: true))
        let manifest = summary.manifest
        let differences = try Self.oracleDifferences(db)
        #expect(manifest.threadDrift.count >= 2 && manifest.mentionDrift.count >= 2)
        #expect(differences.threads == Set(manifest.threadDrift.map { "\($0.channelCid) \($0.parentId) \($0.userId) \($0.stored) \($0.trueValue)" }))
        #expect(differences.mentions == Set(manifest.mentionDrift.map { "\($0.channelCid) \($0.userId) \($0.stored) \($0.trueValue)" }))
        let userDrift = manifest.userDrift.filter { $0.storedThreads != $0.trueThreads || $0.storedMentions != $0.trueMentions }
        #expect(userDrift.count == manifest.findings("RS014").count && userDrift.count >= 2)
        #expect(differences.users == Set(userDrift.map { "\($0.userId) \($0.storedThreads) \($0.trueThreads) \($0.storedMentions) \($0.trueMentions)" }))
        // RS012 keys are the drifted participants (message = the thread's parent).
        #expect(Set(manifest.findings("RS012").keys) == Set(manifest.threadDrift.map {
            SeedManifest.FindingKey(channelCid: $0.channelCid, userId: $0.userId, messageId: $0.parentId)
        }))
        // RS015 and RS016 by their SQL conditions: exactly the manifest's keys.
        let found = try SeedReferenceAudit.findings(db)
        for code in ["RS015", "RS016"] {
            let planted = manifest.findings(code)
            #expect(planted.count >= 2, "\(code) planted \(planted.count)")
            #expect(found.filter { $0.code == code } == SeedReferenceAudit.expected(manifest).filter { $0.code == code })
        }
        // An RS015 receipt is NULL or earlier than the key's reply, which is the participant's own.
        for key in manifest.findings("RS015").keys {
            #expect(try db.scalarInt("""
                SELECT count(*) FROM thread_participants tp JOIN channels c ON c.id = tp.channel_id
                JOIN messages r ON r.id = $3 AND r.parent_id = tp.parent_id AND r.user_id = tp.user_id
                WHERE c.cid = $1 AND tp.user_id = $2 AND (tp.last_read_at IS NULL OR tp.last_read_at < r.created_at)
                """, [key.channelCid!, key.userId, key.messageId!]) == 1)
        }
    }
}
