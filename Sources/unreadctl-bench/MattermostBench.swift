import Foundation
import Postgres
import ThrowawayPostgres

/// `--mattermost` (docs/benchmark.md#mattermost): the Mattermost adapter on Mattermost's own
/// table definitions (Tests/Fixtures/mattermost/tables.sql) with a real server's shape of data in
/// the physical order a live server writes it (bench_data.sql beside it), in a cluster of its own
/// at PostgreSQL's default settings. Measures the tool's recompute and audit through the adapter
/// (both counter pairs, one run) against the raw floor — a binary COPY of the minimal raw columns
/// a recount needs, with Mattermost's own row filter pushed into the COPY — and two peers:
/// Mattermost's own recount (`CountPostsAfter`, one statement per member, as its mark-as-unread
/// runs it; timed on a sample) and the best single SQL statement found.
struct MattermostBench {
    let tool: String
    let runs: Int
    let posts: Int
    let log: (String) -> Void

    static let database = "bench_mattermost"
    static let schema = "unreadctl_mattermost"
    /// Bump when bench_data.sql makes other data, so that cached databases are generated again.
    /// 2: a real server's shape (direct messages, town squares), written in time order.
    static let dataRevision = 2
    /// Mattermost's CountPostsAfter is timed on one member in this many, then scaled up.
    static let countPostsAfterSample = 100

    /// The data's shape for `posts` posts: 5,000,000 posts give 158,000 channels (150,000 direct
    /// messages) and 20,000 users, about 1.0 M memberships (bench_data.sql derives the rest).
    static func shape(posts: Int) -> (channels: Int, users: Int) {
        (max(posts * 158 / 5_000, 60), max(posts / 250, 100))
    }

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/mattermost")
    }

    static let joinLeave = """
        ('system_join_leave', 'system_add_remove', 'system_join_channel', 'system_leave_channel', 'system_join_team', \
        'system_leave_team', 'system_add_to_channel', 'system_remove_from_channel', 'system_add_to_team', 'system_remove_from_team')
        """

    /// The raw floor (docs/benchmark.md#how-the-floor-is-defined): the minimal raw columns a
    /// recount of both pairs needs, Mattermost's own filters pushed into the COPY. Posts: the
    /// channel, the time, the author (own posts never count), whether it is a root (the root
    /// pair), only posts `CountPostsAfter` can count (not deleted, not join/leave). Members: the
    /// key, the read position, the mute as the view reads it, the stored counters (both pairs,
    /// the mention counter the view exposes). Channels: the key, the type, the totals the stored
    /// values are read against, only channels that are not archived.
    static let floor = [
        "SELECT channelid, createat, userid, rootid = '' FROM public.posts WHERE deleteat = 0 AND type NOT IN \(joinLeave)",
        "SELECT channelid, userid, lastviewedat, coalesce(notifyprops ->> 'mark_unread' = 'mention', false), msgcount, msgcountroot, "
            + "mentioncount FROM public.channelmembers",
        "SELECT id, type, totalmsgcount, totalmsgcountroot FROM public.channels WHERE deleteat = 0",
    ]

    /// Mattermost's `CountPostsAfter` (SqlChannelStore), both counts, for one member.
    static let countPostsAfter = """
        SELECT count(*), count(*) FILTER (WHERE rootid = '') FROM public.posts \
        WHERE channelid = $1 AND createat > $2 AND deleteat = 0 AND userid <> $3 AND type NOT IN \(joinLeave)
        """

    /// The best single statement found: both recounts of every member of a channel that is not
    /// archived, in two window passes over the counted posts and the members together — one per
    /// channel (the posts after each read position), one per channel and author (the member's own
    /// posts after it, which never count). At equal times a member sorts before the posts, which
    /// are then not after its read position.
    static let oneStatement = """
        SELECT channelid, userid, after - own_after, root_after - own_root_after \
        FROM (SELECT channelid, userid, member, \
                     sum(post) OVER w AS after, sum(root) OVER w AS root_after, \
                     sum(post) OVER own AS own_after, sum(root) OVER own AS own_root_after \
              FROM (SELECT p.channelid, p.userid, p.createat AS at, 0 AS member, 1 AS post, (p.rootid = '')::int AS root \
                    FROM public.posts p WHERE p.deleteat = 0 AND p.createat IS NOT NULL AND p.userid IS NOT NULL AND p.type NOT IN \(joinLeave) \
                    UNION ALL \
                    SELECT cm.channelid, cm.userid, coalesce(cm.lastviewedat, 0), 1, 0, 0 \
                    FROM public.channelmembers cm JOIN public.channels c ON c.id = cm.channelid AND c.deleteat = 0) AS e \
              WINDOW w AS (PARTITION BY channelid ORDER BY at DESC, member DESC ROWS UNBOUNDED PRECEDING), \
                     own AS (PARTITION BY channelid, userid ORDER BY at DESC, member DESC ROWS UNBOUNDED PRECEDING)) AS x \
        WHERE member = 1
        """

    struct Result {
        var rows: [BenchRow]
        var context: String
    }

    /// `tuned` is the benchmark's cluster (tuned settings): not used. This step runs in a cluster
    /// of its own under `cacheDir`, at PostgreSQL's default settings (operators do not tune their
    /// server for a nightly tool: docs/benchmark.md#data-in-time-order-default-settings); only
    /// ThrowawayCluster's durability switches (fsync, synchronous_commit, full_page_writes off:
    /// nothing measured here writes) and the socket.
    func run(_ tuned: ThrowawayCluster, cacheDir: URL) throws -> Result {
        let directory = cacheDir.appendingPathComponent("mattermost-defaults")
        log("mattermost: cluster at PostgreSQL's default settings: \(directory.path)")
        let cluster = try ThrowawayCluster.startCached(in: directory, settings: [:])
        defer { cluster.stop() }
        let conninfo = cluster.conninfo(database: Self.database)
        let marker = directory.appendingPathComponent("seeded-\(Self.database)-\(posts)-data\(Self.dataRevision)")
        if !FileManager.default.fileExists(atPath: marker.path) {
            try Dataset.recreate(Self.database, on: cluster)
            log("mattermost: generating \(posts) posts…")
            let db = try Connection(ConnectionString(conninfo))
            try db.execute(try String(contentsOf: Self.fixtures.appendingPathComponent("tables.sql"), encoding: .utf8))
            let (channels, users) = Self.shape(posts: posts)
            let data = try String(contentsOf: Self.fixtures.appendingPathComponent("bench_data.sql"), encoding: .utf8)
                .replacingOccurrences(of: "{POSTS}", with: String(posts))
                .replacingOccurrences(of: "{CHANNELS}", with: String(channels))
                .replacingOccurrences(of: "{USERS}", with: String(users))
            let seconds = try Stopwatch.seconds { try db.execute(data) }
            log("mattermost: generated in \(BenchTable.fmt(seconds, digits: 0)) s")
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
        // Peers: the one statement for every member (median of runs), and Mattermost's own recount.
        var statement = Timing()
        for _ in 0..<runs { statement.runs.append(try Stopwatch.copyDiscarding(db, Self.oneStatement)) }
        // Mattermost's own recount on one member in `countPostsAfterSample` (every n-th in key
        // order), scaled up to all of them.
        let members = try db.query("""
            SELECT channelid, userid, lastviewedat FROM (SELECT cm.channelid, cm.userid, cm.lastviewedat, \
            row_number() OVER (ORDER BY cm.channelid, cm.userid) AS n FROM public.channelmembers cm \
            JOIN public.channels c ON c.id = cm.channelid AND c.deleteat = 0) AS m WHERE n % \(Self.countPostsAfterSample) = 0
            """)
        log("mattermost: CountPostsAfter for \(members.rowCount) members (1 in \(Self.countPostsAfterSample))…")
        let sampled = try Stopwatch.seconds {
            for row in 0..<members.rowCount {
                _ = try db.query(Self.countPostsAfter, [
                    try members.string(row, 0) ?? "", try members.int(row, 2) ?? 0, try members.string(row, 1) ?? "",
                ])
            }
        }
        let countedMembers = try count("""
            SELECT count(*) FROM public.channelmembers cm JOIN public.channels c ON c.id = cm.channelid AND c.deleteat = 0
            """)
        let perMember = sampled * Double(countedMembers) / Double(max(members.rowCount, 1))
        let drift = summary.split(separator: "\n").filter { $0.hasPrefix("members:") || $0.hasPrefix("root counters:") }
            .joined(separator: "; ")
        let rows = [
            BenchRow(step: "mattermost_recompute", seconds: toolTiming.median, floorSeconds: floor,
                     peer: "one SQL statement, both recounts per member: \(BenchTable.fmt(statement.median, digits: 2)) s; "
                        + "CountPostsAfter per member (Mattermost's own recount, 1 member in \(Self.countPostsAfterSample) timed, scaled up): \(BenchTable.fmt(perMember, digits: 0)) s",
                     peerSeconds: statement.median, peakRSSMegabytes: Double(toolTiming.peakRSSKilobytes) / 1024,
                     target: "≤ 1.5× floor (raw COPY of Mattermost's minimal columns); ≥ 3× faster than the one statement"),
            BenchRow(step: "mattermost_audit", seconds: auditTiming.median, floorSeconds: floor,
                     peer: "every check the mapping supports, through the views", peerSeconds: nil,
                     peakRSSMegabytes: Double(auditTiming.peakRSSKilobytes) / 1024,
                     target: "≤ 2.5× the recompute's floor (raw COPY of Mattermost's minimal columns)"),
        ]
        let context = "mattermost: database `\(Self.database)` in a cluster of its own at PostgreSQL's default settings, "
            + "Mattermost's table definitions (Tests/Fixtures/mattermost/tables.sql) with \(postCount) posts, \(channelCount) channels, "
            + "\(memberCount) members, written in time order (Tests/Fixtures/mattermost/bench_data.sql); "
            + "`unreadctl recompute --schema \(Self.schema)` (dry run, both counter pairs in one run) against a binary COPY of the minimal "
            + "raw columns a recount needs (Mattermost's filters pushed into the COPY), and `unreadctl audit --schema \(Self.schema)` "
            + "against the same floor; the tool found: \(drift)"
        return Result(rows: rows, context: context)
    }
}
