import Foundation
import Postgres
import Testing
import TestSupport

/// docs/benchmark.md#the-days-report: a day's report on rows in time order (as a live service
/// writes them) reads the day through the time indexes of migration 6, in one pass per
/// relation; on rows laid out by channel, through the channel index. Both give the same report.
@Suite struct DaysReportTimeIndexTests {
    /// 60 days of messages, one every 20 s, spread over 300 channels of five members in time
    /// order; a read receipt by another member five minutes after each; half the channels also
    /// track deliveries (a delivery two minutes after). About 20 MB of messages.
    static func timeOrderedHistory() throws -> (Connection, ConnectionString) {
        let (db, target) = try TestCluster.connect()
        try db.execute("""
            INSERT INTO channel_types (name, read_events, delivery_events) VALUES ('team', true, false), ('direct', true, true);
            INSERT INTO users (id, created_at) SELECT 'u' || g, '2026-01-01' FROM generate_series(1, 200) g;
            INSERT INTO channels (cid, type, created_at)
            SELECT CASE WHEN g % 2 = 0 THEN 'team:c' ELSE 'direct:c' END || g, CASE WHEN g % 2 = 0 THEN 'team' ELSE 'direct' END, '2026-01-01'
            FROM generate_series(1, 300) g;
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, last_delivered_at)
            SELECT c, 'u' || (1 + (c * 7 + k) % 200), '2026-01-01', '2026-01-01'::timestamptz + (c % 60) * interval '1 day',
                   '2026-01-01'::timestamptz + (c % 61) * interval '1 day'
            FROM generate_series(1, 300) c, generate_series(0, 4) k;
            CREATE TEMP TABLE sent AS
            SELECT g, 1 + (g * 7919) % 300 AS channel, '2026-01-01'::timestamptz + g * interval '20 seconds' AS at
            FROM generate_series(1, 259200) g;
            INSERT INTO messages (channel_id, user_id, created_at, type)
            SELECT channel, 'u' || (1 + (channel * 7 + g % 5) % 200), at, CASE WHEN g % 97 = 0 THEN 'ephemeral' ELSE 'regular' END
            FROM sent ORDER BY at;
            INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at)
            SELECT channel, 'u' || (1 + (channel * 7 + (g + k) % 5) % 200), kind, at, at + delay
            FROM sent, (VALUES (1, 'read', interval '5 minutes'), (2, 'delivered', interval '2 minutes')) AS e(k, kind, delay)
            WHERE kind = 'read' OR channel % 2 = 1
            ORDER BY at + delay;
            ANALYZE;
            """)
        return (db, target)
    }

    /// Two days: a window of whole BRIN ranges (one day of this small table is 1.4 ranges, which
    /// the planner rounds up to 2, and reads as 1.43 rows named per row kept).
    static let day = ["--since", "2026-01-30T00:00:00Z", "--until", "2026-02-01T00:00:00Z", "--per-message", "--verbose"]
    static let scanned = "debug unreadctl.scan: read 3 relations of 300 channels"

    /// The CSV files, which carry no snapshot time.
    static func csvs(_ files: [String: String]) -> [String?] {
        [files["latency_summary.csv"], files["latency_messages.csv"]]
    }

    @Test func aDayOfTimeOrderedRowsIsReadByTimeAndReportsWhatTheChannelIndexReports() throws {
        let (db, target) = try Self.timeOrderedHistory()
        defer { db.close() }
        let (byTime, timeFiles) = try CommandReports.run(["report"] + Self.day, target)
        #expect(byTime.status == 0, "\(byTime.stderr)")
        #expect(byTime.stderr.contains(Self.scanned), "\(byTime.stderr)")
        // The two days' 8,640 sends less the ephemeral ones, every one in latency_messages.csv.
        let expected = try db.scalarInt("""
            SELECT count(*) FROM messages WHERE created_at >= '2026-01-30T00:00:00Z' AND created_at < '2026-02-01T00:00:00Z' AND type = 'regular'
            """)
        #expect(CommandReports.rows(timeFiles["latency_messages.csv"]).count == expected)

        // Without the time indexes the same day is read channel by channel: the same report.
        try db.execute("DROP INDEX messages_created_at_brin; DROP INDEX receipt_events_at_brin; ANALYZE")
        let (byChannel, channelFiles) = try CommandReports.run(["report"] + Self.day, target)
        #expect(byChannel.status == 0, "\(byChannel.stderr)")
        #expect(!byChannel.stderr.contains("debug unreadctl.scan: read"), "\(byChannel.stderr)")
        #expect(Self.csvs(channelFiles) == Self.csvs(timeFiles))
        #expect(CommandReports.rows(channelFiles["latency_summary.csv"]).count > 10)
    }

    @Test func aDayOfRowsLaidOutByChannelKeepsToTheChannelIndex() throws {
        let (db, target) = try Self.timeOrderedHistory()
        defer { db.close() }
        let (byTime, timeFiles) = try CommandReports.run(["report"] + Self.day, target)
        #expect(byTime.stderr.contains(Self.scanned), "\(byTime.stderr)")
        // The same rows, laid out by channel: the time index would read nearly every page.
        try db.execute("""
            CLUSTER messages USING messages_channel_created_idx;
            CLUSTER receipt_events USING receipt_events_channel_kind_up_to_idx;
            ANALYZE
            """)
        let (byChannel, channelFiles) = try CommandReports.run(["report"] + Self.day, target)
        #expect(byChannel.status == 0, "\(byChannel.stderr)")
        #expect(!byChannel.stderr.contains("debug unreadctl.scan: read"), "\(byChannel.stderr)")
        #expect(Self.csvs(channelFiles) == Self.csvs(timeFiles))
    }
}
