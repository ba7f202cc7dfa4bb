import Foundation
import Postgres
import ThrowawayPostgres

/// The incremental nightly beside a full one on the same data (docs/change-feeds.md#what-it-costs),
/// at 0, 1, 5 and 10 % of the channels active in a day. Per level, on a copy of the benchmark's
/// database: a full nightly (the watermarks), a day of churn in that share of the channels (five
/// messages from a member, a read receipt and a mark-read by another, a delete in a fifth of
/// them, a leave in a seventh), `recompute --apply` (the live service keeps its counters: what
/// the night finds is what it left), then two copies of that: the incremental nightly on one, a
/// full nightly on the other, each timed once, each with the report of the data's last day.
/// Change detection, the recount, the audit and the report are all in the incremental figure.
struct IncrementalBench {
    let tool: String
    let log: (String) -> Void

    static let activity = [0, 1, 5, 10]

    /// The churn of a day in `percent` % of the channels (chosen by a hash of the id).
    static func churn(percent: Int) -> String {
        """
        CREATE TEMP TABLE chosen AS
          SELECT c.id, row_number() OVER (ORDER BY c.id) AS n FROM channels c WHERE abs(hashint8(c.id)) % 100 < \(percent);
        INSERT INTO messages (channel_id, user_id, created_at)
          SELECT ch.id, m.user_id, clock_timestamp() FROM chosen ch
          CROSS JOIN LATERAL (SELECT cm.user_id FROM channel_members cm WHERE cm.channel_id = ch.id AND cm.left_at IS NULL
                              ORDER BY cm.user_id LIMIT 1) m
          CROSS JOIN generate_series(1, 5);
        CREATE TEMP TABLE readers AS
          SELECT DISTINCT ON (ch.id) ch.id AS channel_id, cm.user_id FROM chosen ch
          JOIN channel_members cm ON cm.channel_id = ch.id AND cm.left_at IS NULL ORDER BY ch.id, cm.user_id DESC;
        INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at)
          SELECT channel_id, user_id, 'read', clock_timestamp(), clock_timestamp() FROM readers;
        UPDATE channel_members cm SET last_read_at = clock_timestamp()
          FROM readers r WHERE cm.channel_id = r.channel_id AND cm.user_id = r.user_id;
        UPDATE messages SET deleted_at = clock_timestamp() WHERE id IN (
          SELECT (SELECT max(x.id) FROM messages x WHERE x.channel_id = ch.id AND x.deleted_at IS NULL
                    AND x.created_at < now() - interval '1 hour')
          FROM chosen ch WHERE ch.n % 5 = 0);
        UPDATE channel_members cm SET left_at = clock_timestamp()
          FROM (SELECT ch.id, (SELECT min(x.user_id) FROM channel_members x WHERE x.channel_id = ch.id AND x.left_at IS NULL) AS user_id
                FROM chosen ch WHERE ch.n % 7 = 0) l
          WHERE cm.channel_id = l.id AND cm.user_id = l.user_id;
        """
    }

    func run(_ cluster: ThrowawayCluster, from dataset: Dataset, database: String) throws -> [BenchRow] {
        let out = NSTemporaryDirectory() + "unreadctl-bench-out"
        let admin = try Connection(ConnectionString(cluster.conninfo(database: database)))
        // The report of each night: the data's last day.
        let since = try admin.scalarString("""
            SELECT to_char(($1::timestamptz - interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
            """, [dataset.until]) ?? dataset.since
        admin.close()
        let window = ["--since", since, "--until", dataset.until, "--feed-overlap", "1s", "--out", out, "--quiet"]
        var rows: [BenchRow] = []
        for percent in Self.activity {
            log("incremental nightly at \(percent) % of the channels…")
            try Dataset.recreate("bench_night", template: database, on: cluster)
            let night = cluster.conninfo(database: "bench_night")
            _ = try Stopwatch.tool(tool, ["nightly", "--full", "--dsn", night] + window)
            Thread.sleep(forTimeInterval: 1.5) // past the 1 s overlap: the churn is the next day's
            let db = try Connection(ConnectionString(night))
            try db.execute(Self.churn(percent: percent))
            db.close()
            _ = try Stopwatch.tool(tool, ["recompute", "--apply", "--dsn", night, "--out", out, "--quiet"])
            try Dataset.recreate("bench_night_incremental", template: "bench_night", on: cluster)
            try Dataset.recreate("bench_night_full", template: "bench_night", on: cluster)
            let incrementalDSN = cluster.conninfo(database: "bench_night_incremental")
            let incremental = try Stopwatch.tool(tool, ["nightly", "--full-above", "100", "--dsn", incrementalDSN] + window)
            let full = try Stopwatch.tool(tool, ["nightly", "--full", "--dsn", cluster.conninfo(database: "bench_night_full")] + window)
            let record = try Connection(ConnectionString(incrementalDSN))
            let run = try record.query("""
                SELECT stats->>'scope', CASE jsonb_typeof(stats->'named_channels') WHEN 'array' THEN jsonb_array_length(stats->'named_channels')::text
                       ELSE coalesce(stats->>'named_channels', '') END FROM unreadctl_runs
                WHERE command = 'nightly' ORDER BY id DESC LIMIT 1
                """)
            let scope = try run.string(0, 0) ?? "?", named = try run.string(0, 1) ?? ""
            record.close()
            guard scope == "incremental" else { throw BenchError("the nightly at \(percent) % ran \(scope), not incremental") }
            rows.append(BenchRow(
                step: "nightly_incremental_\(percent)pct", seconds: incremental.seconds, floorSeconds: nil,
                peer: "full nightly on the same data (\(named) channels named)", peerSeconds: full.seconds,
                peakRSSMegabytes: Double(incremental.rssKilobytes) / 1024, ratioOverride: incremental.seconds / full.seconds,
                target: percent == 1 ? "≤ 5 % of a full nightly (ratio column: incremental ÷ full)" : "the curve (ratio: incremental ÷ full)"))
        }
        for name in ["bench_night", "bench_night_incremental", "bench_night_full"] {
            let admin = try Connection(ConnectionString(cluster.conninfo()))
            try admin.execute("DROP DATABASE IF EXISTS \(name)")
            admin.close()
        }
        return rows
    }
}
