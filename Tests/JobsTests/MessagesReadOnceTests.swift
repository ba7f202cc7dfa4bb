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
