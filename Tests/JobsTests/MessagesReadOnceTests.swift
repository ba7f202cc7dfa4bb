import Foundation
@testable import Jobs
import Postgres
import Testing
import TestSupport

/// docs/benchmark.md#the-reading-layer, "Replies in the messages' read" and "The messages in two
/// page ranges": a whole recompute on the reference schema reads each row of `messages` once,
/// in two ranges of pages. The countable replies came from a second read of the table (a bitmap
/// scan of the replies' partial index that visited nearly every heap page of a table in time
/// order, or a sequential scan), beside the read of the countable messages.
@Suite struct MessagesReadOnceTests {
    @Test func aWholeRecomputeReadsMessagesOnce() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try ThreadTestData.generate(db)
        // Every participant counter -1: each row checked reports its recomputed value.
        try db.execute("UPDATE thread_participants SET unread_replies = -1")
        // The data has replies that count in their thread: otherwise one read would prove nothing.
        #expect(try db.scalarInt("SELECT count(*) FROM messages m WHERE \(RecomputeQueries.countableReply)")! > 50)

        // Enough pages for the two page ranges (`RecomputePass.messageParts`), so both are read.
        #expect(try PageRanges.pages(of: "messages", on: db) >= Int64(RecomputePass.messageParts))
        let rows = try db.scalarInt("SELECT count(*) FROM messages")!

        let before = try Self.reads(db)
        let result = try ThreadFixture.recompute(target)
        let after = try Self.reads(db)
        // Every row read once by the ranges' scans, and no index read the table besides.
        #expect(after.tuples - before.tuples == rows, "\(after.tuples - before.tuples) tuples read for \(rows) rows")
        #expect(after.indexScans == before.indexScans, "\(after.indexScans - before.indexScans) index scans")
        // And the replies were counted from that read (the oracle is in ThreadRecomputeTests).
        #expect(result.report.threads.checked > 300)
        #expect(try ThreadTruth.participantTruth(db) == result.threads.mapValues(\.recomputed))
    }

    /// docs/rules.md#threads on a whole run, read in page ranges with the replies coming with the
    /// messages: replies to another channel's message or to a missing one count in no thread
    /// (`RecomputeQueries.threadsWithoutParent`); replies to a parent that counts nowhere itself
    /// (deleted, silent, an error) count in its thread. Each case has a checked participant,
    /// in one batch and in batches of three channels; the oracle is SQL.
    @Test(arguments: [3, 5_000])
    func threadsWhoseParentIsElsewhereCountNothingAndOthersCount(channelsPerBatch: Int) throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try ThreadTestData.generate(db)
        try db.execute("""
            CREATE TEMP TABLE pick AS
              SELECT d.*, row_number() OVER (ORDER BY d.channel_id) AS n
              FROM (SELECT DISTINCT ON (x.channel_id) x.channel_id, x.user_id AS reader, y.user_id AS writer
                    FROM channel_members x JOIN channel_members y ON y.channel_id = x.channel_id AND y.user_id > x.user_id
                    JOIN channels c ON c.id = x.channel_id JOIN channel_types t ON t.name = c.type
                    WHERE x.left_at IS NULL AND y.left_at IS NULL AND t.read_events AND NOT x.muted
                    ORDER BY x.channel_id, x.user_id, y.user_id) d;
            -- Parents: another channel's message (n = 1), a missing id (n = 2), a deleted, a
            -- silent and an error message of the channel itself (n = 3, 4, 5).
            INSERT INTO messages (id, channel_id, user_id, created_at, type, silent, deleted_at)
              SELECT 900000000 + n, channel_id, writer, '\(ThreadTestData.base)'::timestamptz, CASE n WHEN 5 THEN 'error' ELSE 'regular' END,
                     n = 4, CASE WHEN n = 3 THEN '\(ThreadTestData.base)'::timestamptz END
              FROM pick WHERE n BETWEEN 3 AND 5;
            CREATE TEMP TABLE threads AS
              SELECT p.channel_id, p.reader, p.writer, p.n,
                     CASE p.n WHEN 1 THEN (SELECT min(m.id) FROM messages m WHERE m.channel_id <> p.channel_id AND m.parent_id IS NULL)
                              WHEN 2 THEN 999999999 ELSE 900000000 + p.n END AS parent
              FROM pick p WHERE p.n <= 5;
            INSERT INTO messages (channel_id, user_id, created_at, type, parent_id)
              SELECT t.channel_id, t.writer, '\(ThreadTestData.base)'::timestamptz + k * interval '1 day', 'regular', t.parent
              FROM threads t, generate_series(1, 3) k;
            INSERT INTO thread_participants (channel_id, parent_id, user_id, joined_at)
              SELECT channel_id, parent, reader, '\(ThreadTestData.base)'::timestamptz - interval '1 day' FROM threads;
            UPDATE thread_participants SET unread_replies = -1;
            ANALYZE;
            """)
        #expect(try db.scalarInt("SELECT count(*) FROM threads") == 5)
        let result = try ThreadFixture.recompute(target, channelsPerBatch: channelsPerBatch)
        let recomputed = result.threads.mapValues(\.recomputed)
        #expect(recomputed == (try ThreadTruth.participantTruth(db)))
        // The five threads: nothing for the two parents elsewhere, three replies for the others.
        let cases = try db.query("SELECT c.cid || '/' || t.parent || '/' || t.reader, t.n FROM threads t JOIN channels c ON c.id = t.channel_id ORDER BY t.n")
        let counts = try (0..<cases.rowCount).map { recomputed[try cases.string($0, 0) ?? ""] }
        #expect(counts == [0, 0, 3, 3, 3])
    }

    /// The tuples that sequential and TID range scans of `messages` read (`seq_tup_read` counts
    /// both), and the scans of its indexes but the primary key (a probe by id is no read of the
    /// table: `threadsWithoutParent`), once the other sessions have left and their counts
    /// reached the statistics.
    static func reads(_ db: Connection) throws -> (tuples: Int, indexScans: Int) {
        // This session's own reads (the counts above) reach them at the end of the next statement.
        try db.execute("SELECT pg_stat_force_next_flush()")
        let deadline = Date().addingTimeInterval(10)
        while try db.scalarInt("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")! > 0,
              Date() < deadline {
            usleep(20_000)
        }
        try db.execute("SELECT pg_stat_clear_snapshot()")
        let tuples = try db.scalarInt("SELECT coalesce((SELECT seq_tup_read FROM pg_stat_user_tables WHERE relid = 'messages'::regclass), 0)")!
        let indexScans = try db.scalarInt("""
            SELECT coalesce(sum(s.idx_scan), 0)::bigint FROM pg_stat_user_indexes s JOIN pg_index i ON i.indexrelid = s.indexrelid
            WHERE s.relid = 'messages'::regclass AND NOT i.indisprimary
            """)!
        return (tuples, indexScans)
    }
}
