import Foundation
import Postgres

/// Every figure of the benchmark, on the same data.
struct Measurements {
    let tool: String
    let runs: Int
    let peerSample: Int
    /// `--skip-peers`: no peer statement runs (most of a bench-scale run's time).
    var skipPeers = false
    let log: (String) -> Void

    struct Result {
        var rows: [BenchRow]
        var floors: [(String, Timing)]
        var peers: [(String, Timing)]
        /// The four steps as measured, for the Citus rows beside them.
        var steps: Steps
    }

    /// The four steps every mode measures on `dataset` — the floors, recompute, audit, report
    /// and apply — with `prefix` on the log lines. With `schema` (a mapping, `--mapped`) the
    /// floors run on a connection whose search_path is that schema alone (the same statements,
    /// reading its views) and the tool runs with `--schema`; `apply: false` leaves out the apply
    /// step (its figures stay zero).
    struct Steps {
        var recomputeFloor = 0.0
        var reportFloor = 0.0
        var floors: [(String, Timing)] = []
        var recompute = Timing(), audit = Timing(), report = Timing(), apply = Timing()
        var corrected = 0
        var applyRSS = 0

        var applyRate: Double? { apply.median > 0 ? Double(corrected) / apply.median : nil }
    }

    func steps(_ dataset: Dataset, prefix: String = "", schema: String? = nil, apply: Bool = true) throws -> Steps {
        let db = try Connection(ConnectionString(dataset.conninfo))
        defer { db.close() }
        if let schema {
            // As the tool does with --schema: that schema alone on search_path.
            guard try db.useSchema(schema) else { throw BenchError("no schema named \(schema) in \(dataset.conninfo)") }
        }
        var steps = Steps()
        func floor(_ queries: [String]) throws -> Double {
            var total = 0.0
            for sql in queries {
                let bound = dataset.bound(sql)
                let timing = try repeated { try Stopwatch.copyDiscarding(db, bound) }
                steps.floors.append((bound, timing))
                total += timing.median
            }
            return total
        }
        log("\(prefix)floors…")
        steps.recomputeFloor = try floor(BenchQueries.recomputeFloor)
        steps.reportFloor = try floor(BenchQueries.reportFloor)

        let out = NSTemporaryDirectory() + "unreadctl-bench-out"
        let common = ["--dsn", dataset.conninfo, "--out", out, "--quiet"] + (schema.map { ["--schema", $0] } ?? [])
        log("\(prefix)warm-up (one untimed run of each tool step)…")
        for arguments in [["recompute"], ["audit"], ["report", "--since", dataset.since, "--until", dataset.until]] {
            _ = try Stopwatch.tool(tool, arguments + common)
        }
        log("\(prefix)recompute (dry run)…")
        steps.recompute = try toolTiming(["recompute"] + common)
        log("\(prefix)audit…")
        steps.audit = try toolTiming(["audit", "--fail-on", "error"] + common)
        log("\(prefix)report…")
        steps.report = try toolTiming(["report", "--since", dataset.since, "--until", dataset.until] + common)
        guard apply else { return steps }
        log("\(prefix)apply…")
        // The apply step's figure is its write phase (the run's stats say how long applying the
        // corrections took and how many rows it corrected): the read is the recompute's figure.
        steps.apply = try repeated {
            _ = try plantDrift(db)
            // The drift of a day happens beside autovacuum; the nightly run finds the tables
            // vacuumed, not full of the planting's dead rows (autovacuum is off here).
            try db.execute("VACUUM channel_members, users")
            steps.applyRSS = max(steps.applyRSS, try Stopwatch.tool(tool, ["recompute", "--apply"] + common).rssKilobytes)
            let stats = try db.query("""
                SELECT (stats->'applied'->>'seconds')::float8,
                       (stats->'applied'->>'members_corrected')::int + (stats->'applied'->>'users_corrected')::int
                       + coalesce((stats->'applied'->>'threads_corrected')::int, 0)
                       + coalesce((stats->'applied'->>'mentions_corrected')::int, 0)
                FROM unreadctl_runs WHERE command = 'recompute' ORDER BY id DESC LIMIT 1
                """)
            steps.corrected = try stats.int(0, 1) ?? 0
            return try stats.double(0, 0) ?? .nan
        }
        return steps
    }

    func all(full: Dataset, quarter: Dataset) throws -> Result {
        let db = try Connection(ConnectionString(full.conninfo))
        defer { db.close() }
        let measured = try steps(full)
        var floors = measured.floors
        for sql in BenchQueries.countScans {
            floors.append((sql, try repeated { try Stopwatch.seconds { _ = try db.query(sql) } }))
        }
        let (recompute, audit, report, apply) = (measured.recompute, measured.audit, measured.report, measured.apply)
        let (recomputeFloor, reportFloor, corrected, applyRSS) = (measured.recomputeFloor, measured.reportFloor, measured.corrected, measured.applyRSS)
        let out = NSTemporaryDirectory() + "unreadctl-bench-out"
        let common = ["--dsn", full.conninfo, "--out", out, "--quiet"]
        log("nightly…")
        // The whole chain in one process, its report over the whole history like `report`'s; a
        // full night (docs/change-feeds.md#full-runs): with the watermarks of the runs before it
        // a nightly would read only what changed since (`--incremental` measures that).
        let nightly = try toolTiming(["nightly", "--full", "--since", full.since, "--until", full.until] + common)

        // Memory growth (docs/benchmark.md#benchmark): every step again on the database of ¼ the
        // messages, after one untimed run there; each figure is the peak RSS over the runs.
        log("RSS at 1/4 scale…")
        let quarterCommon = ["--dsn", quarter.conninfo, "--out", out, "--quiet"]
        let quarterSteps: [[String]] = [
            ["recompute"], ["audit", "--fail-on", "error"], ["report", "--since", quarter.since, "--until", quarter.until],
            ["nightly", "--full", "--since", quarter.since, "--until", quarter.until],
        ]
        var quarterRSS: [Int] = []
        for step in quarterSteps {
            _ = try Stopwatch.tool(tool, step + quarterCommon)
            quarterRSS.append(try toolTiming(step + quarterCommon).peakRSSKilobytes)
        }

        var peers: [(String, Timing)] = []
        var correlated = Timing(), window = Timing(), lateral = Timing()
        if skipPeers {
            log("peers skipped (--skip-peers)")
        } else {
            log("peers…")
            correlated = try peer(db, BenchQueries.correlatedUnread, sample: peerSample, weight: BenchQueries.correlatedWork, dataset: full)
            peers.append(("correlated-subquery unread count", correlated))
            window = try peer(db, BenchQueries.windowUnread, sample: 1, weight: nil, dataset: full)
            peers.append(("window-function unread count", window))
            lateral = try peer(db, BenchQueries.lateralFirstRead, sample: peerSample, weight: BenchQueries.lateralWork, dataset: full)
            peers.append(("LATERAL first-read + percentile_disc", lateral))
        }

        let applyRate = measured.applyRate
        let rows = [
            BenchRow(step: "recompute", seconds: recompute.median, floorSeconds: recomputeFloor,
                     peer: "window-function SQL (correlated: \(BenchTable.fmt(correlated.median / recompute.median, digits: 0))× slower)",
                     peerSeconds: window.median, peakRSSMegabytes: Double(recompute.peakRSSKilobytes) / 1024,
                     target: "≤ 1.5× floor; ≥ 3× window SQL; ≥ 50× correlated"),
            BenchRow(step: "apply", seconds: apply.median, floorSeconds: nil,
                     peer: "\(corrected) corrected rows → \(BenchTable.fmt(applyRate, digits: 0)) rows/s",
                     peerSeconds: nil, peakRSSMegabytes: Double(applyRSS) / 1024,
                     target: "≥ 100 000 corrected rows/s (write phase)"),
            BenchRow(step: "audit", seconds: audit.median, floorSeconds: recomputeFloor, peer: "", peerSeconds: nil,
                     peakRSSMegabytes: Double(audit.peakRSSKilobytes) / 1024, target: "≤ 2.5× recompute floor"),
            BenchRow(step: "report", seconds: report.median, floorSeconds: reportFloor,
                     peer: "LATERAL first-read SQL", peerSeconds: lateral.median,
                     peakRSSMegabytes: Double(report.peakRSSKilobytes) / 1024, target: "≤ 1.5× floor; ≥ 5× LATERAL SQL"),
            BenchRow(step: "nightly", seconds: nightly.median, floorSeconds: nil,
                     peer: "recompute --apply, audit, report in one run", peerSeconds: nil,
                     peakRSSMegabytes: Double(nightly.peakRSSKilobytes) / 1024, target: "≤ 512 MB"),
        ] + zip(["rss_scale_ratio", "rss_scale_ratio_audit", "rss_scale_ratio_report", "rss_scale_ratio_nightly"],
                zip(["recompute", "audit", "report", "nightly"], zip([recompute, audit, report, nightly], quarterRSS)))
            .map { step, measured in
                let (name, (timing, quarterKilobytes)) = measured
                // ratio_to_floor: peak RSS at full scale ÷ at ¼ scale; peak_rss_mb: at full scale.
                return BenchRow(step: step, seconds: nil, floorSeconds: nil,
                                peer: "\(name) peak RSS at \(quarter.messages) vs \(full.messages) messages: " +
                                    "\(BenchTable.fmt(Double(quarterKilobytes) / 1024, digits: 0)) → \(BenchTable.fmt(Double(timing.peakRSSKilobytes) / 1024, digits: 0)) MB",
                                peerSeconds: nil, peakRSSMegabytes: Double(timing.peakRSSKilobytes) / 1024,
                                ratioOverride: Double(timing.peakRSSKilobytes) / Double(max(quarterKilobytes, 1)),
                                target: "≤ 512 MB; ×4 data ⇒ < ×1.5 RSS")
            }
        return Result(rows: rows, floors: floors, peers: peers, steps: measured)
    }

    /// Drifts about 5 % of current memberships and users (deterministically), so `--apply`
    /// has rows to correct; returns how many rows it drifted.
    func plantDrift(_ db: Connection) throws -> Int {
        let members = try db.query("""
            UPDATE channel_members SET unread_count = unread_count + 3
            WHERE left_at IS NULL AND abs(hashtext(channel_id::text || user_id)) % 20 = 0
            """).affectedRows
        let users = try db.query("UPDATE users SET total_unread_count = total_unread_count + 3 WHERE abs(hashtext(id)) % 20 = 0").affectedRows
        return members + users
    }

    func repeated(_ body: () throws -> Double) throws -> Timing {
        var timing = Timing()
        for _ in 0..<runs { timing.runs.append(try body()) }
        return timing
    }

    func repeatedTool(_ body: () throws -> (seconds: Double, rssKilobytes: Int, stdout: String)) throws -> Timing {
        var timing = Timing()
        for _ in 0..<runs {
            let run = try body()
            timing.runs.append(run.seconds)
            timing.peakRSSKilobytes = max(timing.peakRSSKilobytes, run.rssKilobytes)
        }
        return timing
    }

    func toolTiming(_ arguments: [String]) throws -> Timing {
        try repeatedTool { try Stopwatch.tool(tool, arguments) }
    }

    /// Over this, a peer is timed on a sample and extrapolated (issue 7); under it, in full.
    static let fullPeerLimitSeconds = 600.0

    /// Times a peer statement (as a COPY to a discarding client, like the floors). A peer with
    /// `sample` > 1 first runs once, untimed, on 1 channel in `sample`, scaled by the sample's
    /// share of `weight` (a statement returning one number, with `{SAMPLE}`): when that comes to
    /// 10 minutes or less the peer is timed in full, else on the sample, scaled the same way.
    func peer(_ db: Connection, _ sql: String, sample: Int, weight: String?, dataset: Dataset) throws -> Timing {
        let whole = dataset.bound(BenchQueries.sampled(sql, every: 1))
        guard sample > 1, let weight else { return try repeated { try Stopwatch.copyDiscarding(db, whole) } }
        let part = dataset.bound(BenchQueries.sampled(sql, every: sample))
        let pilot = try Stopwatch.copyDiscarding(db, part)
        let total = Double(try db.scalarInt(BenchQueries.sampled(weight, every: 1)) ?? 1)
        let share = Double(try db.scalarInt(BenchQueries.sampled(weight, every: sample)) ?? 1)
        let factor = total / max(share, 1)
        log(String(format: "  sample of 1 channel in %d: %.1f s × %.1f = %.0f s estimated in full", sample, pilot, factor, pilot * factor))
        if pilot * factor <= Self.fullPeerLimitSeconds {
            return try repeated { try Stopwatch.copyDiscarding(db, whole) }
        }
        var timing = try repeated { try Stopwatch.copyDiscarding(db, part) }
        timing.runs = timing.runs.map { $0 * factor }
        timing.extrapolatedFrom = "1 channel in \(sample) (weight \(Int(share)) of \(Int(total)), ×\(String(format: "%.1f", factor)))"
        return timing
    }
}
