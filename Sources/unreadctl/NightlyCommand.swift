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
            --metrics-file, a Prometheus textfile is written (atomically) after every run, failed or not; \
            one that cannot be written makes the run exit 73 after its work.
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
        do {
            try ExitStatus.run {
                let failed = try NightlyJob.run(try options(), database: connection.database, progress: progress)
                progress.summaryLines.forEach(logging.summary)
                return failed ? ExitStatus.findings : 0
            }
        } catch let exit as ExitCode {
            status = exit.rawValue
        }
        // After every run, also a failed one: the textfile collector must see failures. A
        // metrics file that cannot be written is exit 73 when the run itself did its work
        // (0 or 1); an earlier failure keeps its own code (README.md#failure-modes).
        if let metricsFile {
            do {
                try ExitStatus.run {
                    try NightlyMetrics.publish(progress, exitStatus: status, to: metricsFile)
                    return 0
                }
            } catch let exit as ExitCode where status == 0 || status == ExitStatus.findings {
                status = exit.rawValue
            } catch is ExitCode {}
        }
        if status != 0 { throw ExitCode(status) }
    }
}
