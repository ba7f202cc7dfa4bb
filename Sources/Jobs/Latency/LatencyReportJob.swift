import Foundation
import Postgres
import ReadState
import Reports
import Runtime

/// What `unreadctl report` does.
public struct LatencyReportOptions: Sendable {
    public var window: LatencyWindow
    /// Also write `latency_messages.csv`, one row per counted message.
    public var perMessage: Bool
    /// Draw a progress line on stderr (only when it is a terminal); off with `--quiet`.
    public var showProgress: Bool

    public init(window: LatencyWindow, perMessage: Bool = false, showProgress: Bool = true) {
        self.window = window
        self.perMessage = perMessage
        self.showProgress = showProgress
    }
}

/// What a latency report run produced.
public struct LatencyReportOutcome: Sendable {
    public let report: LatencyReport
    /// The rows of `latency_summary.csv` (`report.summary()`, merged once).
    public let summary: [LatencyGroupStatistics]
    /// The files written, in the order written.
    public let files: [URL]
    public let messages: Int
    public let events: Int
    public let channels: Int
    public let batches: Int
    public let seconds: Double
    /// False where the source has no receipt log (docs/mappings.md#capabilities).
    public var latencyMeasured = true

    /// One line for the operator.
    public var summaryLine: String {
        let read = summary.first { $0.metric == .read && $0.groupBy == "all" }?.statistics
        let p50 = read?.percentile(50).map { HumanFormat.duration(seconds: Double($0) / 1_000_000) } ?? HumanFormat.missing
        return "latency report: \(HumanFormat.count(messages)) messages in \(HumanFormat.count(channels)) channels, " +
            (latencyMeasured ? "read p50 \(p50)" : "latency not measured (the source has no receipt log)") +
            "; \(String(format: "%.1f", seconds)) s"
    }
}

/// The latency report (issue 6, docs/rules.md#latency): one read-only snapshot, one pass per channel batch
/// over binary COPY, then `latency_summary.csv`, `latency.md` and `latency.svg` (and with
/// `perMessage`, `latency_messages.csv`, streamed as it is computed) in `output`.
public enum LatencyReportJob {
    public static let summaryFile = "latency_summary.csv"
    public static let markdownFile = "latency.md"
    public static let chartFile = "latency.svg"
    public static let messagesFile = "latency_messages.csv"

    /// Runs the report on `reader` (a replica will do: it only reads, in a REPEATABLE READ READ
    /// ONLY transaction). Takes no run lock and writes no run record: it changes nothing, so it
    /// may run beside a nightly `recompute --apply` (the nightly records its own run).
    /// The demo calls this with `LatencyWindow.covering(reader:)`.
    public static func run(reader: Connection, options: LatencyReportOptions, output: OutputDirectory) throws -> LatencyReportOutcome {
        let started = Date()
        let source = try SchemaMigrator.requireCurrent(reader)
        // SIGINT / SIGTERM: no half-written report stays behind.
        Interruption.shared.onInterrupt { ReportFile.removeTemporaryFiles() }
        var files: [URL] = []

        let (report, stats, snapshotTime) = try JobError.during("reading the latency report's data") {
            try Snapshot.reading(reader) { snapshotTime throws -> (LatencyReport, LatencyScan.Stats, PostgresTimestamp) in
                let types = try ChannelTypeCatalog.readWithUnlisted(reader)
                var report = LatencyReport(types: types, zone: options.window.utcOffsets())
                var scan = LatencyScan(connection: reader, window: options.window, types: types, keys: source.keys)
                scan.showProgress = options.showProgress
                if options.perMessage {
                    let file = output.file(messagesFile)
                    try ReportFile.write(to: file) { stream in
                        stream.write(LatencyMessageRows.header())
                        // The scan's worker writes the rows while this thread waits on the database.
                        try scan.run(into: &report, messageRows: &stream)
                    }
                    files.append(file)
                } else {
                    try scan.run(into: &report)
                }
                return (report, scan.stats, snapshotTime)
            }
        }

        let documents = LatencyDocuments(report: report, window: options.window, snapshotTime: snapshotTime, chartFileName: chartFile,
                                         source: source)
        for (name, write) in [
            (summaryFile, documents.writeSummary(to:)),
            (chartFile, { (out: inout BufferedFileStream) in documents.chart().write(to: &out) }),
            (markdownFile, documents.writeMarkdown(to:)),
        ] as [(String, (inout BufferedFileStream) -> Void)] {
            let file = output.file(name)
            try ReportFile.write(to: file) { write(&$0) }
            files.append(file)
        }
        var outcome = LatencyReportOutcome(
            report: report, summary: documents.summary, files: files, messages: stats.messages, events: stats.events, channels: stats.channels,
            batches: stats.batches, seconds: Date().timeIntervalSince(started))
        outcome.latencyMeasured = documents.latencyMeasured
        return outcome
    }
}

extension LatencyWindow {
    /// For the demo and for exploring seeded data: the last `days` whole UTC days up to and
    /// including the day of the newest message (the default window would find nothing in a
    /// history that ended earlier). One day when there are no messages.
    public static func covering(reader: Connection, days: Int = 7, timeZone: TimeZone = utc) throws -> LatencyWindow {
        let newest = try JobError.during("finding the newest message") {
            try reader.query("SELECT max(created_at) FROM messages").timestamp(0, 0)
        }
        guard let newest else { return previousUTCDay() }
        let end = startOfUTCDay(newest.date).microseconds + day
        return try LatencyWindow(since: PostgresTimestamp(microseconds: end - Int64(max(days, 1)) * day),
                                 until: PostgresTimestamp(microseconds: end), timeZone: timeZone)
    }
}
