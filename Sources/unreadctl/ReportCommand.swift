import ArgumentParser
import Foundation
import Jobs
import Reports

/// `unreadctl report`: read and delivered latency, and delivery states, for a window (docs/rules.md#latency).
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Report read and delivered latency and message delivery states for a window of messages.",
        discussion: """
            Reads in one read-only snapshot (it can point at a replica with --replica-dsn) and writes \
            latency_summary.csv, latency.md and latency.svg (and with --per-message latency_messages.csv) \
            to --out/<today, UTC>/. The window is [--since, --until): a message created exactly at --until \
            belongs to the next window. The run is recorded in unreadctl_runs on the primary (read and             delivered p50/p95, for unreadctl trends).
            """)

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var logging: LoggingOptions

    @OptionGroup var latency: LatencyWindowArguments
    @OptionGroup var output: OutputOptions

    func run() throws {
        logging.bootstrap()
        try ExitStatus.run {
            let options = LatencyReportOptions(window: try latency.window(), perMessage: latency.perMessage, showProgress: !logging.quiet)
            // Fail on an unwritable --out before reading anything (exit 73).
            let folder = try OutputDirectory(root: output.out, runDate: Date())
            let outcome = try LatencyReportJob.runRecorded(database: connection.database, options: options, output: folder)
            logging.summary(outcome.summaryLine)
            for file in outcome.files { logging.summary(file.relativePath) }
            return 0
        }
    }
}
