import Foundation
import Postgres
import ReadState
import Reports
import Runtime

extension LatencyReportOutcome {
    /// The `all` group's read and delivered p50/p95, for `unreadctl trends` (docs/reports.md#trendscsv).
    public var measured: RunMeasurements {
        func seconds(_ metric: LatencyMetric, _ percent: Int) -> Double? {
            let all = summary.first { $0.metric == metric && $0.groupBy == "all" }?.statistics
            return all?.percentile(percent).map { Double($0) / 1_000_000 }
        }
        var measured = RunMeasurements()
        measured.readP50Seconds = seconds(.read, 50)
        measured.readP95Seconds = seconds(.read, 95)
        measured.deliveredP50Seconds = seconds(.delivered, 50)
        measured.deliveredP95Seconds = seconds(.delivered, 95)
        measured.durationSeconds = self.seconds
        return measured
    }

    /// What the run record of `unreadctl report` keeps (`unreadctl_runs.stats`).
    public struct RecordStats: Sendable, Encodable {
        public var messages, events, channels, batches: Int
        public var seconds: Double
        public var statsVersion = RunMeasurements.statsVersion
        public var measured: RunMeasurements

        enum CodingKeys: String, CodingKey {
            case messages, events, channels, batches, seconds, statsVersion = "stats_version", measured
        }
    }

    public var recordStats: RecordStats {
        RecordStats(messages: messages, events: events, channels: channels, batches: batches, seconds: seconds, measured: measured)
    }
}

/// The run record's `options` of `unreadctl report`.
private struct LatencyRunOptions: Encodable {
    var since: String
    var until: String
    var timeZone: String
    var perMessage: Bool
    enum CodingKeys: String, CodingKey { case since, until, timeZone = "tz", perMessage = "per_message" }
}

extension LatencyReportJob {
    public static let command = "report"

    /// `unreadctl report`: like `audit`, the run is recorded in `unreadctl_runs` on the primary
    /// (so `unreadctl trends` sees its percentiles) while the reads go to the reader
    /// (`--replica-dsn`). No run lock: the report changes nothing.
    public static func runRecorded(database: Database, options: LatencyReportOptions, output: OutputDirectory) throws -> LatencyReportOutcome {
        let primary = try database.connectPrimary()
        defer { primary.close() }
        try SchemaMigrator.requireCurrent(primary)
        let reader = database.replica == nil ? primary : try database.connectReader()
        defer { if reader !== primary { reader.close() } }
        let runOptions = LatencyRunOptions(
            since: options.window.since.description, until: options.window.until.description,
            timeZone: options.window.timeZoneName, perMessage: options.perMessage)
        return try RunRecord.recording(on: primary, command: command, options: runOptions, ending: { (.succeeded, $0.recordStats) }) {
            try run(reader: reader, options: options, output: output)
        }
    }
}
