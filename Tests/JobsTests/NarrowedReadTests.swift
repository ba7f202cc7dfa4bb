import Foundation
@testable import Jobs
import Postgres
import Runtime
import Testing
import TestSupport

/// A read of a scan narrowed to the channels an earlier read had rows of (`ChannelScan.Narrowing`,
/// the day's report's current members: docs/benchmark.md#the-days-report).
@Suite struct NarrowedReadTests {
    /// The rows of `relation`, as "channel key/second field (text)", over every batch.
    static func rows(_ scan: ChannelScan, _ relation: ScanRelation, integerKeys: Bool) throws -> [String] {
        var rows: [String] = []
        for batch in scan.batches.indices {
            try scan.rows(relation, batch: batch) { row in
                rows.append("\(integerKeys ? String(row.int64(notNull: 0)) : row.string(0) ?? "?")/\(row.string(1) ?? "?")")
            }
        }
        return rows.sorted()
    }

    @Test func integerKeysKeepAChannelWithoutAChannelsRow() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        defer { db.close() }
        try db.execute("""
            CREATE TABLE chans AS SELECT i::bigint AS id FROM generate_series(1, 100) i;
            CREATE TABLE firsts AS SELECT unnest(ARRAY[3, 50, 50, 101])::bigint AS channel_id, 0 AS n;
            CREATE TABLE seconds AS SELECT i::bigint AS channel_id, n FROM generate_series(1, 102) i, generate_series(1, 2) n;
            """)
        try db.transaction(.snapshotReadOnly()) {
            let channels = try ScanChannels.read(db, "SELECT id FROM chans ORDER BY id", keyed: false, keepsOrphans: true) { _, _ in true }
            var seconds = ChannelScan.Read(relation: .members, sql: "SELECT channel_id, n FROM seconds")
            seconds.narrowing = ChannelScan.Narrowing(relation: .messages, keyType: .bigint) { "SELECT channel_id, n::text FROM seconds WHERE channel_id = ANY (\($0))" }
            let scan = try ChannelScan(channels: channels, reads: [ChannelScan.Read(relation: .messages, sql: "SELECT channel_id, n FROM firsts"), seconds],
                                       main: db, rowsPerBatch: 3, channelsPerBatch: 1_000_000)
            #expect(try Self.rows(scan, .members, integerKeys: true) == ["101/1", "101/2", "3/1", "3/2", "50/1", "50/2"])
        }
    }

    @Test func textKeysArriveAsTheyAre() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        defer { db.close() }
        try db.execute("""
            CREATE TABLE chans AS SELECT unnest(ARRAY['a', 'it''s', 'back\\slash', '"q"', '{b}', 'z']) AS id;
            CREATE TABLE firsts AS SELECT unnest(ARRAY['it''s', 'back\\slash', '"q"', '{b}', 'not listed']) AS channel_id, 0 AS n;
            CREATE TABLE seconds AS SELECT id AS channel_id, 1 AS n FROM chans;
            """)
        for secondConnection in [false, true] {
            try db.transaction(.snapshotReadOnly()) {
                let channels = try ScanChannels.read(db, "SELECT id FROM chans ORDER BY id COLLATE \"C\"", keyed: true) { _, _ in true }
                var seconds = ChannelScan.Read(relation: .members, sql: "SELECT channel_id, n FROM seconds")
                seconds.narrowing = ChannelScan.Narrowing(relation: .messages, keyType: .text) { "SELECT channel_id, n::text FROM seconds WHERE channel_id = ANY (\($0))" }
                let scan = try ChannelScan(channels: channels, reads: [ChannelScan.Read(relation: .messages, sql: "SELECT channel_id, n FROM firsts"), seconds],
                                           main: db, rowsPerBatch: 2, channelsPerBatch: 1_000_000, secondConnection: secondConnection)
                #expect(try Self.rows(scan, .members, integerKeys: false) == ["\"q\"/1", "back\\slash/1", "it's/1", "{b}/1"], "second connection: \(secondConnection)")
            }
        }
    }

    /// The narrowed read waits for the read it takes its channels from; when that one fails,
    /// the scan ends with its error instead of waiting for ever.
    @Test(.timeLimit(.minutes(1))) func aNarrowedReadWaitingOnAFailedReadEndsWithItsError() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        defer { db.close() }
        try db.execute("CREATE TABLE chans AS SELECT i::bigint AS id FROM generate_series(1, 10) i")
        try db.transaction(.snapshotReadOnly()) {
            let channels = try ScanChannels.read(db, "SELECT id FROM chans ORDER BY id", keyed: false) { _, _ in true }
            let failing = ChannelScan.Read(relation: .messages, sql: "SELECT id, 1 / (SELECT 0 FROM pg_sleep(0.5)) FROM chans")
            let quick = ChannelScan.Read(relation: .events, sql: "SELECT id, 1 FROM chans")
            var narrowed = ChannelScan.Read(relation: .members, sql: "SELECT id, 1 FROM chans")
            narrowed.narrowing = ChannelScan.Narrowing(relation: .messages, keyType: .bigint) { "SELECT id, 1 FROM chans WHERE id = ANY (\($0))" }
            #expect(throws: PostgresError.self) {
                _ = try ChannelScan(channels: channels, reads: [failing, quick, narrowed], main: db, rowsPerBatch: 3, channelsPerBatch: 1_000_000)
            }
        }
    }
}
