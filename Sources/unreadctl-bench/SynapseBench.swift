import Foundation
import Postgres
import ThrowawayPostgres

/// `--synapse` (docs/benchmark.md#synapse): the Synapse adapter on a database a real Synapse
/// 1.163.2 wrote (Tests/Fixtures/synapse/synapse.sql) grown by Tests/Fixtures/synapse/scale.sql
/// to the "6,000 small rooms" shape — `--synapse-rooms` rooms of 6 local members each, drawn
/// from a pool of half as many users, 30 messages a room (every tenth a thread reply), each
/// member's receipt up to 20 messages behind, the push actions Synapse writes after it — in
/// the order a homeserver writes it (layout `time`), in its own database of the harness's
/// cluster. Measures the tool's recompute (dry run) and audit through the adapter against the
/// raw floor: binary COPYs, one after the other, of the raw columns of Synapse's own tables a
/// recount and the served counts need, with Synapse's own filters pushed into the COPY
/// (`floor`). Generated once per room count and `dataRevision`; the adapter is installed anew
/// on every run, so the views measured are the worktree's.
struct SynapseBench {
    /// The harness's runs and tool (its `repeated` and `toolTiming`).
    let measurements: Measurements
    let rooms: Int
    /// How the harness's cluster was started, for the context line.
    let settings: String
    let log: (String) -> Void

    static let schema = "unreadctl_synapse"
    /// Bump when synapse.sql or scale.sql make other data, or the placeholders below change, so
    /// that cached databases are generated again. 1: the "6,000 small rooms" line of scale.sql.
    static let dataRevision = 1

    /// One database per room count, so that a small check and the default size stay cached side by side.
    static func database(rooms: Int) -> String { "bench_synapse_\(rooms)" }

    /// scale.sql's placeholders: the "6,000 small rooms" line of its header, with the users
    /// scaled with the rooms as that line does (6,000 rooms: 3,000 users; never fewer than the
    /// members of a room, who must be distinct users).
    struct Shape {
        var rooms: Int
        var members = 6
        var messages = 30
        var lag = 20
        var layout = "time"
        var users: Int { max(rooms / 2, members) }

        var placeholders: [String: String] {
            ["ROOMS": String(rooms), "MEMBERS": String(members), "USERS": String(users),
             "MESSAGES": String(messages), "LAG": String(lag), "LAYOUT": layout]
        }
        var phrase: String {
            "\(rooms) rooms × \(members) members from \(users) users × \(messages) messages, lag \(lag), layout `\(layout)`"
        }
    }

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/synapse")
    }

    /// The raw floor (docs/benchmark.md#synapse): the raw columns of Synapse's own tables (not
    /// the views: they are part of what is measured) a recount and the served counts need, with
    /// Synapse's filters. Events: room, sender, type, state key, stream ordering, receive time,
    /// only events in the room's stream (stream ordering above 0, not an outlier, not rejected).
    /// Relations: what points at what (threads, edits, reactions). Memberships: the current
    /// ones that count (join, leave, ban). Receipts: the read receipts (public and private),
    /// threaded or not, with their position. What Synapse serves: the push summaries and the
    /// push actions after them.
    static let floor = [
        "SELECT room_id, sender, type, state_key, stream_ordering, received_ts FROM public.events "
            + "WHERE stream_ordering > 0 AND NOT coalesce(outlier, false) AND rejection_reason IS NULL",
        "SELECT event_id, relates_to_id, relation_type FROM public.event_relations",
        "SELECT room_id, user_id, membership, event_stream_ordering FROM public.local_current_membership "
            + "WHERE membership IN ('join', 'leave', 'ban')",
        "SELECT room_id, user_id, receipt_type, event_id, thread_id, event_stream_ordering FROM public.receipts_linearized "
            + "WHERE receipt_type IN ('m.read', 'm.read.private')",
        "SELECT room_id, user_id, thread_id, notif_count, unread_count, stream_ordering, last_receipt_stream_ordering "
            + "FROM public.event_push_summary",
        "SELECT room_id, user_id, thread_id, stream_ordering, notif, unread FROM public.event_push_actions",
    ]

    struct Result {
        var rows: [BenchRow]
        var floors: [(String, Timing)]
        var context: String
    }

    func run(_ cluster: ThrowawayCluster, cacheDir: URL) throws -> Result {
        let tool = measurements.tool
        let database = Self.database(rooms: rooms)
        let conninfo = cluster.conninfo(database: database)
        let marker = cacheDir.appendingPathComponent("seeded-\(database)-data\(Self.dataRevision)")
        if !FileManager.default.fileExists(atPath: marker.path) {
            try generate(database, on: cluster)
            try Data().write(to: marker)
        }
        _ = try Stopwatch.tool(tool, ["adapter", "install", "synapse", "--schema", Self.schema, "--dsn", conninfo, "--quiet"])
        let db = try Connection(ConnectionString(conninfo))
        defer { db.close() }
        try db.execute("VACUUM ANALYZE")
        try db.execute("CHECKPOINT")
        func count(_ sql: String) throws -> Int { try db.scalarInt(sql) ?? 0 }
        let roomCount = try count("SELECT count(*) FROM public.rooms")
        let eventCount = try count("SELECT count(*) FROM public.events")
        let membershipCount = try count("SELECT count(*) FROM public.local_current_membership")
        let pushActionCount = try count("SELECT count(*) FROM public.event_push_actions")

        // The floor: each COPY's median, summed (one COPY after the other, as a run reads them).
        var floors: [(String, Timing)] = []
        for sql in Self.floor {
            floors.append((sql, try measurements.repeated { try Stopwatch.copyDiscarding(db, sql) }))
        }
        let floor = floors.reduce(0) { $0 + $1.1.median }
        let out = NSTemporaryDirectory() + "unreadctl-bench-synapse-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        // The recompute, a dry run through the adapter (the warm-up run prints its summary).
        let recompute = ["recompute", "--schema", Self.schema, "--dsn", conninfo, "--quiet", "--out", out]
        log("synapse: recompute…")
        let summary = try Stopwatch.tool(tool, recompute.filter { $0 != "--quiet" }).stdout
        let recomputeTiming = try measurements.toolTiming(recompute)
        // The audit (exit 1 when it has findings counts as done: Stopwatch.tool), against the same floor.
        let audit = ["audit", "--schema", Self.schema, "--dsn", conninfo, "--quiet", "--out", out]
        log("synapse: audit…")
        _ = try Stopwatch.tool(tool, audit)
        let auditTiming = try measurements.toolTiming(audit)
        // Each run's figures on stderr: on a shared machine the medians hide how far the runs spread.
        let floorRuns = (0..<measurements.runs).map { run in floors.reduce(0) { $0 + $1.1.runs[run] } }
        for (step, runs) in [("floor", floorRuns), ("recompute", recomputeTiming.runs), ("audit", auditTiming.runs)] {
            log("synapse: \(step) runs, s: " + runs.map { BenchTable.fmt($0) }.joined(separator: " "))
        }

        let counts = "\(roomCount) rooms, \(eventCount) events, \(membershipCount) memberships, \(pushActionCount) push actions"
        let drift = summary.split(separator: "\n").filter { $0.hasPrefix("members:") || $0.hasPrefix("threads:") }
            .joined(separator: "; ")
        let rows = [
            BenchRow(step: "synapse_recompute", seconds: recomputeTiming.median, floorSeconds: floor,
                     peer: "dry run through the views: \(counts)", peerSeconds: nil, peakRSSMegabytes: Double(recomputeTiming.peakRSSKilobytes) / 1024,
                     target: "≤ 2× the floor (raw COPY of Synapse's minimal columns)"),
            BenchRow(step: "synapse_audit", seconds: auditTiming.median, floorSeconds: floor,
                     peer: "every check the adapter supports, through the views", peerSeconds: nil,
                     peakRSSMegabytes: Double(auditTiming.peakRSSKilobytes) / 1024,
                     target: "≤ 3× the recompute's floor (raw COPY of Synapse's minimal columns)"),
        ]
        let context = "synapse: database `\(database)` in the harness's cluster (\(settings)), a real Synapse 1.163.2's "
            + "database (Tests/Fixtures/synapse/synapse.sql) grown by Tests/Fixtures/synapse/scale.sql with "
            + "\(Shape(rooms: rooms).phrase): \(counts); "
            + "`unreadctl recompute --schema \(Self.schema)` (dry run) and `unreadctl audit --schema \(Self.schema)` against "
            + "binary COPYs, one after the other, of the raw columns of Synapse's tables a recount and the served counts need "
            + "(Synapse's filters pushed into the COPY)" + (drift.isEmpty ? "" : "; the tool found: \(drift)")
        return Result(rows: rows, floors: floors, context: context)
    }

    /// A new database: the fixture's dump, then scale.sql with its placeholders filled in (as
    /// its header's `sed` line does); `run` vacuums, analyzes and checkpoints it before it measures.
    private func generate(_ database: String, on cluster: ThrowawayCluster) throws {
        try Dataset.recreate(database, on: cluster)
        log("synapse: generating \(rooms) rooms…")
        let db = try Connection(ConnectionString(cluster.conninfo(database: database)))
        defer { db.close() }
        try db.execute(try String(contentsOf: Self.fixtures.appendingPathComponent("synapse.sql"), encoding: .utf8))
        try db.execute("SET search_path TO DEFAULT") // the dump empties it for its session
        var scale = try String(contentsOf: Self.fixtures.appendingPathComponent("scale.sql"), encoding: .utf8)
        for (name, value) in Shape(rooms: rooms).placeholders {
            scale = scale.replacingOccurrences(of: "{\(name)}", with: value)
        }
        let seconds = try Stopwatch.seconds { try db.execute(scale) }
        log("synapse: generated in \(BenchTable.fmt(seconds, digits: 0)) s")
    }
}
