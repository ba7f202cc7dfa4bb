import Foundation
@testable import Jobs
import Postgres
import Testing
import TestSupport

/// A run that reads a list of channels by key (a ticket, an incremental nightly's named
/// channels) reads them by index scans, never a bitmap heap scan: a lossy bitmap checks every
/// row of its pages against the whole list, one key after another (docs/benchmark.md#the-reading-layer,
/// `KeyedReads`). The statements are the readers' own; the planner is pushed towards a bitmap
/// (no sequential scan, a costly random page), as a big time-ordered table pushes it.
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
}
