import Foundation
import Postgres
import ThrowawayPostgres

/// `--mattermost` (docs/benchmark.md#mattermost): the Mattermost adapter on Mattermost's own
/// table definitions (Tests/Fixtures/mattermost/tables.sql) with Mattermost-shaped data
/// (bench_data.sql beside it), in a database of its own on the benchmark's cluster. Measures the
/// tool's recompute through the adapter (both counter pairs, one run) against the raw floor — a
/// binary COPY of the raw tables' columns it needs — and two peers: Mattermost's own recount
/// (`CountPostsAfter`, one statement per member, as its mark-as-unread runs it) and one SQL
/// statement giving both recounts for every member.
struct MattermostBench {
    let tool: String
    let runs: Int
    let posts: Int
    let log: (String) -> Void

    static let database = "bench_mattermost"
    static let schema = "unreadctl_mattermost"

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/mattermost")
    }

    static let joinLeave = """
        ('system_join_leave', 'system_add_remove', 'system_join_channel', 'system_leave_channel', 'system_join_team', \
        'system_leave_team', 'system_add_to_channel', 'system_remove_from_channel', 'system_add_to_team', 'system_remove_from_team')
        """

    /// The raw floor: exactly the raw columns the adapter's views read.
    static let floor = [
        "SELECT id, channelid, userid, createat, deleteat, type, rootid FROM public.posts",
        "SELECT channelid, userid, lastviewedat, msgcount, msgcountroot, mentioncount, notifyprops FROM public.channelmembers",
        "SELECT id, type, teamid, createat, deleteat, totalmsgcount, totalmsgcountroot FROM public.channels",
        "SELECT id, createat FROM public.users",
    ]

    /// Mattermost's `CountPostsAfter` (SqlChannelStore), both counts, for one member.
    static let countPostsAfter = """
        SELECT count(*), count(*) FILTER (WHERE rootid = '') FROM public.posts \
        WHERE channelid = $1 AND createat > $2 AND deleteat = 0 AND userid <> $3 AND type NOT IN \(joinLeave)
        """

    /// The best single statement found: both recounts of every member of a channel that is not
    /// archived, each a count over Mattermost's (channelid, deleteat, createat) index.
    static let oneStatement = """
        SELECT cm.channelid, cm.userid, \
        (SELECT count(*) FROM public.posts p WHERE p.channelid = cm.channelid AND p.deleteat = 0 AND p.createat > cm.lastviewedat \
         AND p.userid <> cm.userid AND p.type NOT IN \(joinLeave)), \
        (SELECT count(*) FROM public.posts p WHERE p.channelid = cm.channelid AND p.deleteat = 0 AND p.createat > cm.lastviewedat \
         AND p.rootid = '' AND p.userid <> cm.userid AND p.type NOT IN \(joinLeave)) \
        FROM public.channelmembers cm JOIN public.channels c ON c.id = cm.channelid AND c.deleteat = 0
        """

    struct Result {
        var rows: [BenchRow]
        var context: String
    }

    func run(_ cluster: ThrowawayCluster, cacheDir: URL) throws -> Result {
        let conninfo = cluster.conninfo(database: Self.database)
        let marker = cacheDir.appendingPathComponent("seeded-\(Self.database)-\(posts)")
        if !FileManager.default.fileExists(atPath: marker.path) {
            let admin = try Connection(ConnectionString(cluster.conninfo()))
            try admin.execute("DROP DATABASE IF EXISTS \(Self.database)")
            try admin.execute("CREATE DATABASE \(Self.database)")
            admin.close()
            log("mattermost: generating \(posts) posts…")
            let db = try Connection(ConnectionString(conninfo))
            try db.execute(try String(contentsOf: Self.fixtures.appendingPathComponent("tables.sql"), encoding: .utf8))
            let channels = max(posts / 400, 10), users = max(posts / 100, 50)
            let data = try String(contentsOf: Self.fixtures.appendingPathComponent("bench_data.sql"), encoding: .utf8)
                .replacingOccurrences(of: "{POSTS}", with: String(posts))
                .replacingOccurrences(of: "{CHANNELS}", with: String(channels))
                .replacingOccurrences(of: "{USERS}", with: String(users))
            try db.execute(data)
            db.close()
            try Data().write(to: marker)
        }
        _ = try Stopwatch.tool(tool, ["adapter", "install", "mattermost", "--dsn", conninfo, "--quiet"])
        let db = try Connection(ConnectionString(conninfo))
        defer { db.close() }
        try db.execute("VACUUM ANALYZE")
        try db.execute("CHECKPOINT")
        func count(_ sql: String) throws -> Int { try db.scalarInt(sql) ?? 0 }
        let postCount = try count("SELECT count(*) FROM public.posts")
        let channelCount = try count("SELECT count(*) FROM public.channels")
        let memberCount = try count("SELECT count(*) FROM public.channelmembers")

        // The floor: each COPY's median, summed.
        var floor = 0.0
        for sql in Self.floor {
            var timing = Timing()
            for _ in 0..<runs { timing.runs.append(try Stopwatch.copyDiscarding(db, sql)) }
            floor += timing.median
        }
        // The tool: a dry run through the adapter, both pairs (one warm-up run).
        let out = NSTemporaryDirectory() + "unreadctl-bench-mm-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let arguments = ["recompute", "--schema", Self.schema, "--dsn", conninfo, "--quiet", "--out", out]
        let summary = try Stopwatch.tool(tool, arguments.filter { $0 != "--quiet" }).stdout
        var toolTiming = Timing()
        for _ in 0..<runs {
            let run = try Stopwatch.tool(tool, arguments)
            toolTiming.runs.append(run.seconds)
            toolTiming.peakRSSKilobytes = max(toolTiming.peakRSSKilobytes, run.rssKilobytes)
        }
        // The audit through the adapter (every check Mattermost's data supports; one warm-up run),
        // against the same floor: the audit's target is a multiple of the recompute's floor (docs/benchmark.md).
        let auditArguments = ["audit", "--schema", Self.schema, "--dsn", conninfo, "--quiet", "--out", out]
        _ = try Stopwatch.tool(tool, auditArguments)
        var auditTiming = Timing()
        for _ in 0..<runs {
            let run = try Stopwatch.tool(tool, auditArguments)
            auditTiming.runs.append(run.seconds)
            auditTiming.peakRSSKilobytes = max(auditTiming.peakRSSKilobytes, run.rssKilobytes)
        }
        // Peers: one statement for every member (median of runs), and Mattermost's own recount,
        // one CountPostsAfter per member, timed once.
        var statement = Timing()
        for _ in 0..<runs { statement.runs.append(try Stopwatch.copyDiscarding(db, Self.oneStatement)) }
        log("mattermost: CountPostsAfter for each of \(memberCount) members…")
        let members = try db.query("""
            SELECT cm.channelid, cm.userid, cm.lastviewedat FROM public.channelmembers cm \
            JOIN public.channels c ON c.id = cm.channelid AND c.deleteat = 0
            """)
        let perMember = try Stopwatch.seconds {
            for row in 0..<members.rowCount {
                _ = try db.query(Self.countPostsAfter, [
                    try members.string(row, 0) ?? "", try members.int(row, 2) ?? 0, try members.string(row, 1) ?? "",
                ])
            }
        }
        let drift = summary.split(separator: "\n").filter { $0.hasPrefix("members:") || $0.hasPrefix("root counters:") }
            .joined(separator: "; ")
        let rows = [
            BenchRow(step: "mattermost_recompute", seconds: toolTiming.median, floorSeconds: floor,
                     peer: "one SQL statement, both recounts per member: \(BenchTable.fmt(statement.median, digits: 2)) s; "
                        + "CountPostsAfter per member (Mattermost's own recount): \(BenchTable.fmt(perMember, digits: 1)) s",
                     peerSeconds: statement.median, peakRSSMegabytes: Double(toolTiming.peakRSSKilobytes) / 1024,
                     target: "≤ 1.5× floor (raw COPY of Mattermost's columns)"),
            BenchRow(step: "mattermost_audit", seconds: auditTiming.median, floorSeconds: floor,
                     peer: "every check the mapping supports, through the views", peerSeconds: nil,
                     peakRSSMegabytes: Double(auditTiming.peakRSSKilobytes) / 1024,
                     target: "≤ 2.5× the recompute's floor (raw COPY of Mattermost's columns)"),
        ]
        let context = "mattermost: database `\(Self.database)`, Mattermost's table definitions (Tests/Fixtures/mattermost/tables.sql) with "
            + "\(postCount) posts, \(channelCount) channels, \(memberCount) members (Tests/Fixtures/mattermost/bench_data.sql); "
            + "`unreadctl recompute --schema \(Self.schema)` (dry run, both counter pairs in one run) against a binary COPY of the raw "
            + "columns the views read, and `unreadctl audit --schema \(Self.schema)` against the same floor; the tool found: \(drift)"
        return Result(rows: rows, context: context)
    }
}
