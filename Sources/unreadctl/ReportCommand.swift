import ArgumentParser
import Foundation
import Jobs
import Reports

/// `unreadctl report`: read and delivered latency, and delivery states, for a window (SPEC §4).
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

    @Option(help: ArgumentHelp(
        "Start of the window, inclusive: a date (2026-11-20, midnight UTC) or a UTC timestamp (2026-11-20T13:00:00Z). Default: one day before --until.",
        valueName: "date-or-timestamp"))
    var since: String?

    @Option(help: ArgumentHelp(
        "End of the window, exclusive. Default: the start of today (UTC), so the default window is yesterday.",
        valueName: "date-or-timestamp"))
    var until: String?

    @Option(help: ArgumentHelp(
        "Time zone of the day groups (UTC, Europe/Berlin, +02:00). The window itself stays in UTC.", valueName: "zone"))
    var tz: String?

    @Flag(help: "Also write latency_messages.csv, one row per counted message.")
    var perMessage = false

    @Option(help: "Where the reports go (a folder per run date is made inside).")
    var out: String = OutputDirectory.defaultRoot

    func validate() throws {
        do {
            _ = try window()
        } catch let error as JobError {
            throw ValidationError(error.description)
        }
    }

    func window() throws -> LatencyWindow {
        try LatencyWindow.parse(since: since, until: until, timeZone: tz)
    }

    func run() throws {
        logging.bootstrap()
        try ExitStatus.run {
            let options = LatencyReportOptions(window: try window(), perMessage: perMessage)
            // Fail on an unwritable --out before reading anything (exit 73).
            let output = try OutputDirectory(root: out, runDate: Date())
            let outcome = try LatencyReportJob.runRecorded(database: connection.database, options: options, output: output)
            logging.summary(outcome.summaryLine)
            for file in outcome.files { logging.summary(file.relativePath) }
            return 0
        }
    }
}
