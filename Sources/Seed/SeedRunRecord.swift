import Foundation
import Postgres
import Runtime

/// The run record's `options`.
struct SeedRunOptions: Encodable {
    var scale: String
    var seed: UInt64
    var start: String?
    var days: Int
    var injectAnomalies: Bool
    var force: Bool
    var manifest: String?

    init(_ options: SeedOptions, manifestFile: URL?) {
        scale = options.scale.description
        seed = options.seed
        start = options.start?.description
        days = options.days
        injectAnomalies = options.injectAnomalies
        force = options.force
        manifest = manifestFile?.path
    }

    enum CodingKeys: String, CodingKey {
        case scale, seed, start, days, force, manifest
        case injectAnomalies = "inject_anomalies"
    }
}

/// The run record's `stats`.
struct SeedRunStats: Encodable {
    var rows: SeedRowCounts
    var seconds: Double
    var planted: [String: Int]
    var statsVersion = RunMeasurements.statsVersion
    var measured = RunMeasurements()

    enum CodingKeys: String, CodingKey { case rows, seconds, planted, statsVersion = "stats_version", measured }

    init(_ summary: SeedSummary) {
        rows = summary.rows
        seconds = summary.seconds
        planted = summary.manifest.codes.mapValues(\.count)
        measured.durationSeconds = summary.seconds
    }
}
