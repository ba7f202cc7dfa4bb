import Foundation
@testable import Jobs
import Postgres
import Runtime
import Testing
import TestSupport

/// A run that reads a list of channels by key (a ticket, an incremental nightly's named
/// channels) reads them by index scans, never a bitmap heap scan: a lossy bitmap checks every
/// row of its pages against the whole list, one key after another (docs/benchmark.md#the-reading-layer,
/// `KeyedReads`). The statements are the readers' own; the planner is pushed towards a bitmap
/// (no sequential scan, a costly random page), as a big time-ordered table pushes it. And the
/// list of the users an incremental nightly touched, the one list given as a constant so that
/// the planner chooses by its size.
@Suite struct KeyedReadsPlanTests {
    static func rows(_ db: Connection) throws {
        try db.execute("""
            INSERT INTO channel_types (name) VALUES ('team');
            INSERT INTO users (id) SELECT 'u' || i FROM generate_series(1, 500) i;
            INSERT INTO channels (id, cid, type) SELECT i, 'team:c' || i, 'team' FROM generate_series(1, 2000) i;
            INSERT INTO channel_members (channel_id, user_id, joined_at)
            SELECT 1 + i % 2000, 'u' || (1 + i % 500), timestamptz '2026-01-01' + i * interval '1 second'
            FROM generate_series(1, 20000) i ON CONFLICT DO NOTHING;
            INSERT INTO messages (channel_id, user_id, created_at, type)
            SELECT 1 + (hashint4(i) & 2147483647) % 2000, 'u' || (1 + i % 500), timestamptz '2026-01-01' + i * interval '1 second', 'regular'
            FROM generate_series(1, 100000) i;
            ANALYZE;
            """)
    }

    static let statements = [
        ("the recompute's messages", RecomputeQueries.messages(.listed)),
        ("the recompute's members", RecomputeQueries.members(.listed)),
        ("the audit's messages", AuditQueries.messages(listed: true)),
        ("the audit's members", AuditQueries.members(listed: true)),
    ]

    @Test func aListOfChannelsIsReadByIndexScans() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try Self.rows(db)
        let list = "{" + stride(from: 3, through: 2000, by: 3).map(String.init).joined(separator: ",") + "}"
        func plans(keyed: Bool) throws -> [String: String] {
            try db.transaction {
                try db.setLocal(["unreadctl.channels": list, "unreadctl.audit_channels": list, "unreadctl.types": "[]",
                                 "enable_seqscan": "off", "random_page_cost": "40"])
                if keyed { try db.setLocal(KeyedReads.settings) }
                var plans: [String: String] = [:]
                for (name, statement) in Self.statements {
                    let plan = try db.query("EXPLAIN " + statement)
                    plans[name] = try (0..<plan.rowCount).map { try plan.string($0, 0) ?? "" }.joined(separator: "\n")
                }
                return plans
            }
        }
        let planned = try plans(keyed: false)
        #expect(planned.values.contains { $0.contains("Bitmap Heap Scan") }, "the planner prefers a bitmap here: \(planned)")
        for (name, plan) in try plans(keyed: true) {
            #expect(!plan.contains("Bitmap"), "\(name):\n\(plan)")
            #expect(plan.contains("Index"), "\(name):\n\(plan)")
        }
    }

    /// The audit's second connection, which turns index scans off for its ranges
    /// (`SnapshotSideReader.bitmapScans`), reads a list by index scans too: with both off, the
    /// participants' statement probed `messages` for each row's parent by a sequential scan.
    @Test func theSecondConnectionReadsAListByIndexScansToo() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try Self.rows(db)
        try db.execute("""
            INSERT INTO thread_participants (channel_id, parent_id, user_id, joined_at)
            SELECT m.channel_id, m.id, m.user_id, m.created_at FROM messages m WHERE m.id % 50 = 0;
            ANALYZE thread_participants
            """)
        let list = "{" + stride(from: 3, through: 2000, by: 3).map(String.init).joined(separator: ",") + "}"
        try db.transaction {
            try db.execute(SnapshotSideReader.bitmapScans)
            try db.setLocal(KeyedReads.settings)
            try db.setLocal(["unreadctl.audit_channels": list])
            for (name, statement) in [("events", AuditQueries.events(listed: true)), ("participants", AuditQueries.participants(listed: true)),
                                      ("mentions", AuditQueries.mentions(listed: true))] {
                let result = try db.query("EXPLAIN " + statement)
                let plan = try (0..<result.rowCount).map { try result.string($0, 0) ?? "" }.joined(separator: "\n")
                #expect(!plan.contains("Bitmap") && !plan.contains("Seq Scan on messages"), "\(name):\n\(plan)")
            }
        }
    }

    /// The scope's settings are read once per statement, not once per channel row: the
    /// recompute's channel list filters no row with a call of `current_setting`.
    @Test func theChannelListReadsItsSettingsOnce() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try Self.rows(db)
        let plan = try db.transaction {
            try db.setLocal(["unreadctl.types": "[]"])
            return try db.query("EXPLAIN (VERBOSE) " + RecomputeQueries.channelList)
        }
        let filters = try (0..<plan.rowCount).compactMap { try plan.string($0, 0) }.filter { $0.contains("Filter:") }
        #expect(!filters.isEmpty)
        #expect(!filters.contains { $0.contains("current_setting") }, "\(filters)")
    }

    /// 5,000 users in 10 of 2,000 channels each; every membership has an unread message.
    static func touchedUserRows(_ db: Connection) throws {
        try db.execute("""
            INSERT INTO channel_types (name) VALUES ('team');
            INSERT INTO users (id) SELECT 'u' || i FROM generate_series(1, 5000) i;
            INSERT INTO channels (id, cid, type) SELECT i, 'team:c' || i, 'team' FROM generate_series(1, 2000) i;
            INSERT INTO channel_members (channel_id, user_id, joined_at, unread_count)
            SELECT 1 + (u * 7 + k * 211) % 2000, 'u' || u, timestamptz '2026-01-01' + (u * 10 + k) * interval '1 second', 1
            FROM generate_series(1, 5000) u CROSS JOIN generate_series(0, 9) k ON CONFLICT DO NOTHING;
            ANALYZE;
            """)
    }

    /// The estimated and the actual rows of the plan's read of the users' memberships (`channel_members m`).
    static func membershipRows(of statement: String, _ db: Connection) throws -> (estimated: Double, actual: Double) {
        let text = try db.scalarString("EXPLAIN (ANALYZE, FORMAT JSON) " + statement) ?? ""
        let top = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        var nodes = [try #require(top.first?["Plan"] as? [String: Any])]
        while let node = nodes.popLast() {
            if node["Relation Name"] as? String == "channel_members", node["Alias"] as? String == "m", let plan = node["Plan Rows"] as? Double ?? (node["Plan Rows"] as? Int).map(Double.init) {
                let actual = (node["Actual Rows"] as? Double ?? (node["Actual Rows"] as? Int).map(Double.init) ?? 0)
                    * (node["Actual Loops"] as? Double ?? (node["Actual Loops"] as? Int).map(Double.init) ?? 1)
                return (plan, actual)
            }
            nodes += node["Plans"] as? [[String: Any]] ?? []
        }
        Issue.record("no read of channel_members in \(text)")
        return (0, 0)
    }

    /// The touched users' other counters in one statement (`RecomputeQueries.touchedStored`):
    /// per user, the same stored unread, mentions and unread threads as the two statements of a
    /// type scope (`outOfScopeStored`, `outOfScopeThreads`) give for them — threads of muted and
    /// former memberships, of a named channel and with no unread reply left out, memberships
    /// with no counter but an unread thread kept.
    @Test func theTouchedUsersCountersInOneReadEqualTheTwoStatements() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try Self.touchedUserRows(db)
        try db.execute("""
            UPDATE channel_members SET unread_count = 0, unread_mentions = 0 WHERE (channel_id + length(user_id)) % 5 = 0;
            UPDATE channel_members SET unread_mentions = 2 WHERE (channel_id + length(user_id)) % 7 = 0;
            UPDATE channel_members SET muted = true WHERE (channel_id + length(user_id)) % 11 = 0;
            UPDATE channel_members SET left_at = joined_at + interval '1 day' WHERE (channel_id + length(user_id)) % 13 = 0;
            INSERT INTO messages (id, channel_id, user_id, created_at, type)
            SELECT c * 10 + k, c, 'u1', timestamptz '2026-01-01', 'regular' FROM generate_series(1, 2000) c, generate_series(0, 2) k;
            INSERT INTO thread_participants (channel_id, parent_id, user_id, joined_at, unread_replies)
            SELECT m.channel_id, m.channel_id * 10 + k, m.user_id, m.joined_at, (m.channel_id + k) % 3
            FROM channel_members m, generate_series(0, 2) k WHERE (m.channel_id + k) % 2 = 0;
            ANALYZE;
            """)
        let named = (1...20).map { String($0 * 97) }
        typealias Sums = [String: [Int64]]
        let (combined, separate, touched) = try db.transaction { () -> (Sums, Sums, Set<String>) in
            try db.setLocal(["unreadctl.types": "[]", "unreadctl.named_channels": try JSONText.encode(named), "unreadctl.named_users": "[]"])
            let users = try TouchedUsers.read(db, channelKey: .bigint)
            var combined: Sums = [:], separate: Sums = [:]
            try db.copyOut(RecomputeQueries.touchedStored(users)) { row in
                let sums = combined[row.string(0) ?? "", default: [0, 0, 0]]
                combined[row.string(0) ?? ""] = [sums[0] + row.int64(notNull: 1), sums[1] + row.int64(notNull: 2), sums[2] + row.int64(notNull: 3)]
            }
            try db.copyOut(RecomputeQueries.outOfScopeStored) { row in
                let sums = separate[row.string(0) ?? "", default: [0, 0, 0]]
                separate[row.string(0) ?? ""] = [sums[0] + row.int64(notNull: 1), sums[1] + row.int64(notNull: 2), sums[2]]
            }
            try db.copyOut(RecomputeQueries.outOfScopeThreads) { row in
                separate[row.string(0) ?? "", default: [0, 0, 0]][2] += 1
            }
            return (combined, separate, Set(users.ids))
        }
        let expected = separate.filter { touched.contains($0.key) }
        #expect(combined.values.contains { $0[1] > 0 } && combined.values.contains { $0[2] > 0 })
        #expect(combined.count > 100)
        #expect(combined.filter { $0.value != [0, 0, 0] } == expected.filter { $0.value != [0, 0, 0] })
    }

    /// An incremental nightly reads the other memberships of the users the feeds touched
    /// (`RecomputeQueries.touchedStored`) with the users as a constant array the planner sees
    /// (`TouchedUsers`): it estimates their rows and picks its read by them. The array the
    /// statement computed itself was a size the planner guessed: a handful of users, read one
    /// heap page per row by the `user_id` index (benchmark scale in time order: 2.07–2.51 s against
    /// 0.74–0.84 s, docs/change-feeds.md#the-touched-users-as-a-constant).
    @Test func theTouchedUsersAreACountThePlannerSees() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try Self.touchedUserRows(db)
        try db.transaction {
            let named = (1...20).map { String($0 * 97) }
            try db.setLocal(["unreadctl.types": "[]", "unreadctl.named_channels": try JSONText.encode(named), "unreadctl.named_users": "[\"u1\"]"])
            let users = try TouchedUsers.read(db, channelKey: .bigint)
            let expected = try db.query("""
                SELECT user_id FROM channel_members WHERE channel_id = ANY ($1::bigint[]) UNION SELECT 'u1' ORDER BY 1
                """, ["{" + named.joined(separator: ",") + "}"])
            #expect(users.ids.sorted() == (try (0..<expected.rowCount).map { try expected.string($0, 0) ?? "" }))
            #expect(users.ids.count > 100)

            let read = try Self.membershipRows(of: RecomputeQueries.touchedStored(users), db)
            #expect(read.actual > 1000)
            #expect(read.estimated >= read.actual / 2 && read.estimated <= read.actual * 2, "\(read)")

            // The statement as it was, the users computed inside it: the planner's guess is far off.
            let inside = RecomputeQueries.touchedUsersArray(.bigint)
            let before = try Self.membershipRows(of: RecomputeQueries.touchedStored(users).replacingOccurrences(of: users.constant, with: inside), db)
            #expect(before.actual == read.actual)
            #expect(before.estimated < read.actual / 5, "\(before)")
        }
    }
}
