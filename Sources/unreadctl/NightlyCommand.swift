import ArgumentParser
import Foundation
import Jobs
import Reports

/// `unreadctl nightly`: recompute --apply, audit, report (the previous UTC day) under one
/// lock, one run record and one exit code; the command cron runs.
struct NightlyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nightly",
        abstract: "Recompute and correct the counters, audit, and report yesterday's latency: one lock, one run record, one exit code.",
        discussion: """
            Exit 0 done, 1 audit findings at or above --fail-on, 65 schema, 69 database unreachable, \
            73 output not writable, 75 another run holds the lock, 130/143 interrupted. With \
            --metrics-file, a Prometheus textfile is written (atomically) after every run, failed or not.
            """)

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var logging: LoggingOptions
    @OptionGroup var audit: AuditArguments

    @Option(name: .customLong("channel-type"), help: ArgumentHelp("Recompute only channels of this type (repeatable).", valueName: "type"))
    var channelTypes: [String] = []

    @Option(help: "Corrected rows per write transaction.")
    var batchSize: Int = RecomputeOptions.defaultBatchSize

    @Option(help: ArgumentHelp("Latency window start, UTC date or timestamp (default: the previous full UTC day).", valueName: "T"))
    var since: String?

    @Option(help: ArgumentHelp("Latency window end, exclusive (default: the start of today, UTC).", valueName: "T"))
    var until: String?

    @Option(help: ArgumentHelp("Time zone of the latency report's day groups.", valueName: "zone"))
    var tz: String?

    @Flag(help: "Also write latency_messages.csv.")
    var perMessage = false

    @Option(help: "Where the reports go (a folder per run date is made inside).")
    var out: String = OutputDirectory.defaultRoot

    @Option(help: ArgumentHelp("Write Prometheus metrics here after the run (node_exporter textfile collector).", valueName: "path"))
    var metricsFile: String?

    func validate() throws {
        guard batchSize > 0 else { throw ValidationError("--batch-size must be at least 1, not \(batchSize)") }
        _ = try options()
    }

    func options() throws -> NightlyOptions {
        let window: LatencyWindow
        do { window = try LatencyWindow.parse(since: since, until: until, timeZone: tz) } catch {
            throw ValidationError(String(describing: error))
        }
        return NightlyOptions(
            recompute: RecomputeOptions(apply: true, scope: RecomputeScope(channelTypes: channelTypes), batchSize: batchSize,
                                        showProgress: !logging.quiet),
            audit: try audit.options(), window: window, perMessage: perMessage, out: out)
    }

    func run() throws {
        logging.bootstrap()
        let progress = NightlyProgress()
        var status: Int32 = 0
        defer { writeMetrics(progress, status: status) }
        do {
            try ExitStatus.run {
                let failed = try NightlyJob.run(try options(), database: connection.database, progress: progress)
                progress.summaryLines.forEach(logging.summary)
                // docs/reports.md#trends: the history, this run included, beside its reports.
                if let directory = progress.outputDirectory {
                    logging.summary(try TrendsJob.refresh(database: connection.database, directory: directory).summaryLine)
                }
                return failed ? ExitStatus.findings : 0
            }
        } catch let exit as ExitCode {
            status = exit.rawValue
            throw exit
        }
    }

    /// After every run, also a failed one: the textfile collector must see failures.
    private func writeMetrics(_ progress: NightlyProgress, status: Int32) {
        guard let metricsFile else { return }
        let url = URL(fileURLWithPath: metricsFile)
        let metrics = NightlyMetrics.build(progress, exitStatus: status, previousFile: url)
        do {
            try NightlyMetrics.write(metrics, to: url)
        } catch {
            FileHandle.standardError.write(Data("unreadctl: cannot write --metrics-file \(metricsFile): \(error)\n".utf8))
        }
    }
}
