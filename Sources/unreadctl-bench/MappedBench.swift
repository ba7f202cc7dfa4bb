import Foundation
import Postgres

/// `--mapped` (docs/mappings.md#speed): the same data read through a mapping. On the
/// reference database, after the reference measurements, schema `bench_mapped` holds one plain
/// view per contract relation over the reference table of the same name (exactly the contract's
/// columns, nothing renamed, no data copied), plus the tool's own `unreadctl_runs`
/// (`unreadctl schema apply --schema bench_mapped`). Then the floors (the same COPY statements,
/// on a connection whose search_path is `bench_mapped`, so they read the views), and the tool's
/// recompute (dry run), audit and report with `--schema bench_mapped`, with the reference
/// method (warm-up, median of `--runs`). Writes the rows mapped_recompute, mapped_audit and
/// mapped_report, each beside the reference figure.
struct MappedBench {
    let measurements: Measurements
    let tool: String
    let log: (String) -> Void

    static let schema = "bench_mapped"

    /// The contract's relations and columns (docs/mappings.md#the-contract), as the reference
    /// schema has them: every optional part present, so the mapping has every capability.
    static let contract: [(relation: String, columns: String)] = [
        ("channel_types", "name, read_events, delivery_events"),
        ("users", "id, created_at, total_unread_count, unread_channels, unread_threads, total_unread_mentions"),
        ("channels", "id, cid, type, created_at, team"),
        ("channel_members", "channel_id, user_id, joined_at, muted, last_read_at, last_read_message_id, unread_count, "
            + "last_delivered_at, last_delivered_message_id, left_at, unread_mentions"),
        ("messages", "id, channel_id, user_id, created_at, type, parent_id, show_in_channel, silent, shadowed, deleted_at"),
        ("receipt_events", "id, channel_id, user_id, kind, message_id, up_to, at"),
        ("thread_participants", "channel_id, parent_id, user_id, joined_at, last_read_at, unread_replies"),
        ("message_mentions", "channel_id, message_id, user_id"),
        ("user_mutes", "user_id, muted_user_id"),
    ]

    /// The mapping's views, replaced on every run (idempotent; the views hold no data).
    static var mappingSQL: String {
        var sql = "CREATE SCHEMA IF NOT EXISTS \(schema);\n"
        for (relation, columns) in contract {
            sql += "DROP VIEW IF EXISTS \(schema).\(relation);\n"
            sql += "CREATE VIEW \(schema).\(relation) AS SELECT \(columns) FROM public.\(relation);\n"
        }
        return sql
    }

    struct Result {
        var rows: [BenchRow]
        var floors: [(String, Timing)]
        var context: String
    }

    func run(_ dataset: Dataset, reference: Measurements.Steps) throws -> Result {
        log("mapped: creating schema \(Self.schema) (views over the reference tables)…")
        let db = try Connection(ConnectionString(dataset.conninfo))
        try db.transaction { try db.execute(Self.mappingSQL) }
        db.close()
        _ = try Stopwatch.tool(tool, ["schema", "apply", "--schema", Self.schema, "--dsn", dataset.conninfo, "--quiet"])
        // The reference apply and nightly steps left dead rows behind (autovacuum is off): the
        // mapped figures start from freshly vacuumed tables too.
        try dataset.settle()
        let mapped = try measurements.steps(dataset, prefix: "mapped: ", schema: Self.schema, apply: false)

        func beside(_ timing: Timing, _ floor: Double) -> String {
            "reference: \(BenchTable.fmt(timing.median, digits: 2)) s, \(BenchTable.fmt(timing.median / floor, digits: 2))× its floor"
        }
        let rows = [
            BenchRow(step: "mapped_recompute", seconds: mapped.recompute.median, floorSeconds: mapped.recomputeFloor,
                     peer: beside(reference.recompute, reference.recomputeFloor), peerSeconds: reference.recompute.median,
                     peakRSSMegabytes: Double(mapped.recompute.peakRSSKilobytes) / 1024,
                     target: "≤ 1.5× floor (COPY of the views)"),
            BenchRow(step: "mapped_audit", seconds: mapped.audit.median, floorSeconds: mapped.recomputeFloor,
                     peer: beside(reference.audit, reference.recomputeFloor), peerSeconds: reference.audit.median,
                     peakRSSMegabytes: Double(mapped.audit.peakRSSKilobytes) / 1024,
                     target: "≤ 2.5× recompute floor (COPY of the views)"),
            BenchRow(step: "mapped_report", seconds: mapped.report.median, floorSeconds: mapped.reportFloor,
                     peer: beside(reference.report, reference.reportFloor), peerSeconds: reference.report.median,
                     peakRSSMegabytes: Double(mapped.report.peakRSSKilobytes) / 1024,
                     target: "≤ 1.5× floor (COPY of the views)"),
        ]
        let context = "mapped: schema `\(Self.schema)` on the same database, one plain view per contract relation over the " +
            "reference table (the contract's columns, nothing renamed), plus `unreadctl_runs` (`schema apply --schema \(Self.schema)`); " +
            "tables vacuumed again first; floors: the same COPY statements with search_path = \(Self.schema); " +
            "the tool with `--schema \(Self.schema)`; the mapped_ rows' peer columns: the reference figure on the same data"
        return Result(rows: rows, floors: mapped.floors.map { ("mapped: " + $0.0, $0.1) }, context: context)
    }
}
