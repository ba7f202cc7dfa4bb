import Foundation
@testable import Jobs
import Postgres
import Runtime
import Testing
import TestSupport

/// An incremental nightly reads the other memberships of the users the feeds touched
/// (`RecomputeQueries.touchedStored`) with the users as a constant array the planner sees
/// (`TouchedUsers`): it estimates their rows and picks its read by them. The array the
/// statement computed itself was a size the planner guessed: a handful of users, read one
/// heap page per row by the `user_id` index (benchmark scale in time order: 2.1–2.5 s against
/// 0.46 s, docs/change-feeds.md#the-touched-users-as-a-constant).
@Suite struct TouchedUsersPlanTests {
    /// 5,000 users in 10 of 2,000 channels each; every membership has an unread message.
    static func rows(_ db: Connection) throws {
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
    static func rows(of statement: String, _ db: Connection) throws -> (estimated: Double, actual: Double) {
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

    @Test func theTouchedUsersAreACountThePlannerSees() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try Self.rows(db)
        try db.transaction {
            let named = (1...20).map { String($0 * 97) }
            try db.setLocal(["unreadctl.types": "[]", "unreadctl.named_channels": try JSONText.encode(named), "unreadctl.named_users": "[\"u1\"]"])
            let users = try TouchedUsers.read(db, channelKey: .bigint)
            let expected = try db.query("""
                SELECT user_id FROM channel_members WHERE channel_id = ANY ($1::bigint[]) UNION SELECT 'u1' ORDER BY 1
                """, ["{" + named.joined(separator: ",") + "}"])
            #expect(users.ids.sorted() == (try (0..<expected.rowCount).map { try expected.string($0, 0) ?? "" }))
            #expect(users.ids.count > 100)

            let read = try Self.rows(of: RecomputeQueries.touchedStored(users), db)
            #expect(read.actual > 1000)
            #expect(read.estimated >= read.actual / 2 && read.estimated <= read.actual * 2, "\(read)")

            // The statement as it was, the users computed inside it: the planner's guess is far off.
            let inside = RecomputeQueries.touchedUsersArray(.bigint)
            let before = try Self.rows(of: RecomputeQueries.touchedStored(users).replacingOccurrences(of: users.constant, with: inside), db)
            #expect(before.actual == read.actual)
            #expect(before.estimated < read.actual / 5, "\(before)")
        }
    }
}
