import Foundation
import Postgres
import ThrowawayPostgres

/// `--citus` (docs/citus.md#running-on-citus): the same steps on a coordinator and 2 workers on
/// 127.0.0.1, started for the run and seeded with the same scale and seed as the plain
/// database, so both sides read the same data. Floors are the same COPY statements, taken
/// through the coordinator. Writes the rows citus_recompute, citus_audit, citus_report and
/// citus_apply, each beside the plain figure.
struct CitusBench {
    let measurements: Measurements
    let tool: String
    let log: (String) -> Void

    struct Result {
        var rows: [BenchRow]
        var floors: [(String, Timing)]
        var context: String
    }

    func run(scale: String, seed: Int, settings: [String: String], plain: Measurements.Steps) throws -> Result {
        log("citus: starting a coordinator and 2 workers…")
        let nodes = try CitusNodes.start(workers: 2, settings: settings)
        defer { nodes.stop() }
        let target = try nodes.createDatabase("bench")
        log("citus: seeding at scale \(scale)…")
        let seeded = try Dataset.seed(target.conninfo, scale: scale, seed: seed, tool: tool)
        for node in nodes.all {
            let db = try Connection(ConnectionString(node.conninfo(database: "bench")))
            try db.execute("CHECKPOINT")
            db.close()
        }
        let dataset = try Dataset.describe(target.conninfo)
        log("citus: seeded in \(String(format: "%.1f", seeded)) s: \(dataset.messages) messages")
        let citus = try measurements.steps(dataset, prefix: "citus: ")

        func beside(_ timing: Timing, _ floor: Double) -> String {
            "plain: \(BenchTable.fmt(timing.median, digits: 2)) s, \(BenchTable.fmt(timing.median / floor, digits: 2))× its floor"
        }
        let target15 = "≤ 1.5× floor through the coordinator"
        let rows = [
            BenchRow(step: "citus_recompute", seconds: citus.recompute.median, floorSeconds: citus.recomputeFloor,
                     peer: beside(plain.recompute, plain.recomputeFloor), peerSeconds: plain.recompute.median,
                     peakRSSMegabytes: Double(citus.recompute.peakRSSKilobytes) / 1024, target: target15),
            BenchRow(step: "citus_audit", seconds: citus.audit.median, floorSeconds: citus.recomputeFloor,
                     peer: beside(plain.audit, plain.recomputeFloor), peerSeconds: plain.audit.median,
                     peakRSSMegabytes: Double(citus.audit.peakRSSKilobytes) / 1024, target: "\(target15) (the recompute floor, as plain's ≤ 2.5×)"),
            BenchRow(step: "citus_report", seconds: citus.report.median, floorSeconds: citus.reportFloor,
                     peer: beside(plain.report, plain.reportFloor), peerSeconds: plain.report.median,
                     peakRSSMegabytes: Double(citus.report.peakRSSKilobytes) / 1024, target: target15),
            BenchRow(step: "citus_apply", seconds: citus.apply.median, floorSeconds: nil,
                     peer: "\(citus.corrected) corrected rows → \(BenchTable.fmt(citus.applyRate, digits: 0)) rows/s; plain: \(BenchTable.fmt(plain.applyRate, digits: 0)) rows/s",
                     peerSeconds: plain.apply.median, peakRSSMegabytes: Double(citus.applyRSS) / 1024,
                     target: "≥ 100 000 corrected rows/s (write phase), as plain"),
        ]
        let context = "citus: coordinator + 2 workers on 127.0.0.1 (this machine's 2 cores shared by all three), " +
            "the same server settings on each node, 32 shards per table; seeded through the coordinator in \(String(format: "%.0f", seeded)) s; " +
            "floors: the same COPY statements through the coordinator; the citus_ rows' peer columns: the plain figure on the same data"
        return Result(rows: rows, floors: citus.floors.map { ("citus: " + $0.0, $0.1) }, context: context)
    }
}
