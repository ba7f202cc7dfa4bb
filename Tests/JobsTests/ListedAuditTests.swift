import Foundation
@testable import Jobs
import Postgres
import ReadState
import Runtime
import Testing
import TestSupport

/// An incremental run's audit of listed channels (docs/change-feeds.md#the-audit) reads the
/// next batch while one is checked and the side tables on a second connection, as a full
/// audit does, and finds on the listed channels what a full audit finds there.
@Suite struct ListedAuditTests {
    /// 600 channels; in every third one, a former member's receipt after leaving (RS008).
    static func rows(_ db: Connection) throws {
        try db.execute("""
            INSERT INTO channel_types (name) VALUES ('team');
            INSERT INTO users (id) VALUES ('ann'), ('bob');
            INSERT INTO channels (id, cid, type) SELECT i, 'team:c' || i, 'team' FROM generate_series(1, 600) i;
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, left_at)
            SELECT i, u, timestamptz '2026-01-01', timestamptz '2026-01-01 10:00',
                   CASE WHEN u = 'ann' AND i % 3 = 0 THEN timestamptz '2026-01-01 20:00' END
            FROM generate_series(1, 600) i, unnest(ARRAY['ann', 'bob']) u;
            INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at)
            SELECT i, u, 'read', timestamptz '2026-01-01 10:00', timestamptz '2026-01-01 10:00'
            FROM generate_series(1, 600) i, unnest(ARRAY['ann', 'bob']) u;
            INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at)
            SELECT i, 'ann', 'read', timestamptz '2026-01-01 10:00', timestamptz '2026-01-02 01:00'
            FROM generate_series(1, 600) i WHERE i % 3 = 0;
            ANALYZE;
            """)
    }

    /// The findings' keys, and whether the events were read on a second connection.
    static func audit(_ db: Connection, onlyChannels: [String]?, parallel: Bool) throws -> ([String], Bool) {
        var keys: [String] = []
        let parallelEvents = try db.transaction(.snapshotReadOnly()) {
            if onlyChannels != nil { try db.setLocal(KeyedReads.settings) }
            let clock = try db.query("SELECT now()").timestamp(0, 0)!
            let scan = AuditScan(connection: db, checks: .all, futureLimit: AuditOptions().futureLimit(clock: clock.microseconds),
                                 parallel: parallel, onlyChannels: onlyChannels, namedUsers: onlyChannels == nil ? nil : [])
            try scan.run { findings in keys += findings.map { "\($0.code) \($0.channel?.cid ?? "-") \($0.userID)" } }
            return scan.stats.parallelEvents
        }
        return (keys, parallelEvents)
    }

    @Test func listedChannelsAreReadOnTwoConnectionsAndFindWhatAFullAuditFinds() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try Self.rows(db)
        // 300 channels: two lists of up to 256, then the empty batch after them.
        let listed = stride(from: 1, through: 600, by: 2).map(String.init)
        let (full, _) = try Self.audit(db, onlyChannels: nil, parallel: true)
        let expected = full.filter { key in key.hasPrefix("RS") && listed.contains { key.contains(" team:c\($0) ") } && !key.contains(" - ") }
        #expect(expected.count == 100, "\(expected.count) of \(full.count)")
        for parallel in [true, false] {
            let (found, parallelEvents) = try Self.audit(db, onlyChannels: listed, parallel: parallel)
            #expect(parallelEvents == parallel)
            #expect(found.filter { !$0.contains(" - ") } == expected, "parallel: \(parallel)")
        }
    }
}
