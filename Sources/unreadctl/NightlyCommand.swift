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

    @OptionGroup var recompute: RecomputeArguments
    @OptionGroup var latency: LatencyWindowArguments
    @OptionGroup var output: OutputOptions

    @Option(help: ArgumentHelp("Write Prometheus metrics here after the run (node_exporter textfile collector).", valueName: "path"))
    var metricsFile: String?

    /// Every option, checked before any database work (the option groups validate their own).
    @Flag(help: "Run on a contract with no channels (default: exit 65, since an empty contract usually means a wrong --schema).")
    var allowEmpty = false

    @Flag(help: "Read every channel, whatever the change feeds say (docs/change-feeds.md).")
    var full = false

    @Option(help: ArgumentHelp("Run a full nightly by itself when the last full one is this old.", valueName: "duration"))
    var fullEvery = DurationArgument(argument: "7d")!

    @Option(help: ArgumentHelp("How far behind the last run's snapshot the change feeds start again: longer than the live service's longest write transaction plus its servers' clock skew.",
                               valueName: "duration"))
    var feedOverlap = DurationArgument(argument: "1h")!

    @Option(help: ArgumentHelp("Run a full nightly when the change feeds name more than this percentage of the channels (0-100).",
                               valueName: "percent"))
    var fullAbove: Double = FeedOptions.defaultFullAbove

    func validate() throws {
        guard fullEvery.microseconds > 0 else { throw ValidationError("--full-every must be longer than 0, not \(fullEvery.text)") }
        guard fullAbove.isFinite, (0...100).contains(fullAbove) else { throw ValidationError("--full-above must be a percentage from 0 to 100, not \(fullAbove)") }
    }

    func options() throws -> NightlyOptions {
        NightlyOptions(
            recompute: recompute.options(apply: true, out: output.out, showProgress: !logging.quiet),
            audit: try audit.options(), window: try latency.window(), perMessage: latency.perMessage, out: output.out,
            allowEmpty: allowEmpty,
            feed: FeedOptions(full: full, fullEvery: fullEvery.microseconds, overlap: feedOverlap.microseconds, fullAbove: fullAbove))
    }

    func run() throws {
        logging.bootstrap()
        let results = NightlyResults()
        var status: Int32 = 0
        do {
            try ExitStatus.run {
                let failed = try NightlyJob.run(try options(), database: connection.database, results: results)
                results.summaryLines.forEach(logging.summary)
                // docs/reports.md#trendscsv: the history, this run included, beside its reports.
                if let directory = results.outputDirectory {
                    logging.summary(try TrendsJob.refresh(database: connection.database, directory: directory).summaryLine)
                }
                return failed ? ExitStatus.findings : 0
            }
        } catch let exit as ExitCode {
            status = exit.rawValue
        }
        // After every run, also a failed one: the textfile collector must see failures. A
        // metrics file that cannot be written is exit 73 when the run itself did its work
        // (0 or 1); an earlier failure keeps its own code (docs/operations.md#failure-modes).
        if let metricsFile {
            do {
                try ExitStatus.run {
                    try NightlyMetrics.publish(results, exitStatus: status, to: metricsFile)
                    return 0
                }
            } catch let exit as ExitCode where status == 0 || status == ExitStatus.findings {
                status = exit.rawValue
            } catch is ExitCode {}
        }
        if status != 0 { throw ExitCode(status) }
    }
}
