import Foundation
@testable import Jobs
import Postgres
import Testing
import TestSupport

/// The users' guard (docs/commands.md#the-repairs-guard) reads the fingerprints of a chunk of
/// drifted users on the snapshot and again before their update. A chunk of a few thousand users
/// of a big table must be read through the user index, not by hashing the whole table
/// (docs/benchmark.md#the-users-fingerprints).
@Suite struct UserFingerprintPlanTests {
    /// 50,000 users with 5 memberships and 5 thread rows each, written in time order (a user's
    /// rows 50,000 rows apart), as a live service lays them out.
    static func timeOrderedRows(_ db: Connection) throws {
        try db.execute("""
            INSERT INTO channel_types (name) VALUES ('team');
            INSERT INTO users (id) SELECT 'u' || lpad(i::text, 6, '0') FROM generate_series(1, 50000) i;
            INSERT INTO channels (id, cid, type) SELECT i, 'team:c' || i, 'team' FROM generate_series(1, 5000) i;
            INSERT INTO channel_members (channel_id, user_id, joined_at)
            SELECT 1 + (hashint4(i) & 2147483647) % 5000, 'u' || lpad((1 + i % 50000)::text, 6, '0'),
                   timestamptz '2026-01-01' + i * interval '1 second'
            FROM generate_series(1, 250000) i ON CONFLICT DO NOTHING;
            INSERT INTO thread_participants (channel_id, parent_id, user_id, joined_at)
            SELECT 1 + (hashint4(i) & 2147483647) % 5000, i, 'u' || lpad((1 + i % 50000)::text, 6, '0'),
                   timestamptz '2026-01-01' + i * interval '1 second'
            FROM generate_series(1, 250000) i;
            ANALYZE users, channel_members, thread_participants;
            """)
    }

    @Test(arguments: [("channel_members", CounterCorrections.membershipsFingerprints),
                      ("thread_participants", CounterCorrections.participantsFingerprints)])
    func twoThousandUsersAreReadThroughTheUserIndex(table: String, statement: String) throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try Self.timeOrderedRows(db)
        var ids = BinaryArray(.text)
        for user in stride(from: 25, through: 50000, by: 25) { ids.append(String(format: "u%06d", user)) }

        let explained = try db.query("EXPLAIN " + statement, [ids])
        let plan = try (0..<explained.rowCount).map { try explained.string($0, 0) ?? "" }.joined(separator: "\n")
        #expect(plan.contains("\(table)_user_idx"), "\(plan)")
        #expect(!plan.contains("Seq Scan on \(table)"), "\(plan)")

        let fingerprinted = try db.query(statement, [ids])
        #expect(fingerprinted.rowCount == 2000)
    }
}
