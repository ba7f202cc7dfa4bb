import Foundation
import Postgres

/// How the server would read a report window's messages, from the planner's own plan
/// (docs/benchmark.md#the-days-report): which access path the report takes.
///
/// - `share`: the planner's estimate of the window's share of the messages (0 with none; 1
///   when the planner cannot tell the window from all of time, below). A wide window is read
///   by one scan of each relation.
/// - `readsByTime`: the planner reads the window's messages through an index on the time (the
///   reference schema's BRIN index `messages_created_at_brin`, sql/006_time_indexes.sql; a
///   mapping's table may have its own), not a sequential scan. It does so when the rows lie in
///   time order, as a live service writes them: the window's rows are then a few stretches of
///   the table, and one read of them, partitioned by channel on the client, costs what those
///   pages cost. On a table laid out by channel the same index would read nearly every page,
///   the planner plans a sequential scan, and a narrow window is read by ranges of channels
///   through `messages (channel_id, created_at)` instead.
struct WindowPlan: Equatable {
    var share: Double
    var readsByTime: Bool

    /// The plan nodes that read a table through an index (a bitmap of a BRIN index is the first).
    static let indexReads: Set<String> = ["Bitmap Heap Scan", "Index Scan", "Index Only Scan"]

    /// A bitmap whose index names more than this many rows per row of the window reads too much
    /// of the table. PostgreSQL estimates a BRIN index's rows as the window's divided by the
    /// column's correlation with the table's order (and rounded up to whole ranges): on rows in
    /// time order 654,444 for a day of 652,935 messages (1.002×); on the benchmark's rows laid out
    /// by channel, where the correlation is 0.50, 1,356,004 for 677,905 (2.0×) — there the
    /// planner still chose the bitmap, and the report took 3.8 s against 2.2–2.3 s by ranges of
    /// channels (2026-11-27 15:10).
    static let indexRowsPerWindowRow = 1.5

    /// On Citus the window is read by the scan without asking: the coordinator's plan
    /// is one Citus custom scan whose row estimate is Citus's own guess, not the window's, and an
    /// `EXPLAIN` of a distributed table opens connections to the workers inside the snapshot's
    /// transaction. After it, the report's read of `channels`, a reference table the coordinator
    /// had read in its own process a moment before, could go to a worker's placement instead, and
    /// Citus refused: "cannot switch local execution status from local execution required to local
    /// execution disabled" (the opt-in Citus suites failed in about two runs of three, 2026-11-27,
    /// seen in the coordinator's log with `citus.log_local_commands`).
    static func of(_ window: LatencyWindow, on connection: Connection) throws -> WindowPlan {
        guard try !CitusSnapshot.isCitus(connection) else { return WindowPlan(share: 1, readsByTime: false) }
        let all = try plan(LatencyQueries.messagesEstimate, [], on: connection)
        guard let allRows = all?.rows, allRows > 0 else { return WindowPlan(share: 0, readsByTime: false) }
        // A planner that estimates all of time as a small part of the messages knows nothing of
        // `created_at`: a mapping's time computed from the backend's column (Mattermost's
        // `CreateAt` in milliseconds), which has no statistics and which no index serves. Its
        // estimate of any window is a fixed fraction, and the ranges of channels would read every
        // message of their channels through the channel's index, at random on a heap in time order
        // (Mattermost, 5M posts, a day's report: 7–9 s). One sequential read costs what the
        // table costs, whatever the window.
        let allTime = try plan(LatencyQueries.windowEstimate, ["-infinity", "infinity"], on: connection)
        guard (allTime?.rows ?? 0) / allRows >= 0.5 else { return WindowPlan(share: 1, readsByTime: false) }
        let windowed = try plan(LatencyQueries.windowEstimate, [window.since.description, window.until.description], on: connection)
        return WindowPlan(share: (windowed?.rows ?? 0) / allRows, readsByTime: windowed?.readsByIndex ?? false)
    }

    /// The estimated rows of `EXPLAIN (FORMAT JSON)`'s top node, and whether the table is read
    /// through an index (under a `Gather`, the node it gathers) that narrows the read to about
    /// the rows it returns (`indexRowsPerWindowRow`, for a bitmap).
    private static func plan(_ sql: String, _ parameters: [String], on connection: Connection) throws -> (rows: Double, readsByIndex: Bool)? {
        func rows(_ node: [String: Any]) -> Double? { node["Plan Rows"] as? Double ?? (node["Plan Rows"] as? Int).map(Double.init) }
        let text = try connection.scalarString(sql, parameters) ?? ""
        guard let data = text.data(using: .utf8),
              let top = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]],
              var node = top.first?["Plan"] as? [String: Any],
              let total = rows(node) else { return nil }
        while ["Gather", "Gather Merge"].contains(node["Node Type"] as? String ?? ""),
              let child = (node["Plans"] as? [[String: Any]])?.first {
            node = child
        }
        guard indexReads.contains(node["Node Type"] as? String ?? "") else { return (total, false) }
        // A bitmap: the rows its index names, against the rows the scan keeps.
        if let bitmap = (node["Plans"] as? [[String: Any]])?.first, let named = rows(bitmap), let kept = rows(node), kept > 0 {
            return (total, named <= kept * indexRowsPerWindowRow)
        }
        return (total, true)
    }
}
