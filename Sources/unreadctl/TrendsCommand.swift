import ArgumentParser
import Foundation
import Jobs
import Reports
import Runtime

/// `unreadctl trends`: the recorded runs over time — CSV, Markdown and an SVG chart.
struct TrendsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trends",
        abstract: "Show the history of the recorded runs: drift, findings, latency and duration per run.",
        discussion: """
            Reads unreadctl_runs in one read-only transaction (it can point at a replica with --replica-dsn, \
            or run as a read-only role) and writes trends.csv, trends.md and trends.svg to --out/<today, UTC>/: \
            one row per recorded run, oldest first, and what changed since the previous nightly. Records no \
            run of its own and takes no lock. nightly refreshes these files in its own folder after each run.
            """)

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var logging: LoggingOptions

    @Option(help: ArgumentHelp("Only the newest N runs (default: all).", valueName: "N"))
    var last: Int?

    @Option(help: ArgumentHelp(
        "Only runs started at or after this date (midnight UTC) or UTC timestamp, e.g. 2026-11-01.", valueName: "date-or-timestamp"))
    var since: String?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let last, last < 1 { throw ValidationError("--last must be at least 1, not \(last)") }
        _ = try options()
    }

    func options() throws -> TrendsOptions {
        do {
            return TrendsOptions(last: last, since: try since.map { try LatencyWindow.parseTimestamp($0, option: "--since") })
        } catch let error as JobError {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        logging.bootstrap()
        try ExitStatus.run {
            let options = try options()
            // Fail on an unwritable --out before reading anything (exit 73).
            let folder = try OutputDirectory(root: output.out, runDate: Date())
            let reader = try connection.database.connectReader()
            defer { reader.close() }
            let outcome = try TrendsJob.run(reader: reader, options: options, directory: folder.path)
            logging.summary(outcome.summaryLine)
            for file in outcome.files { logging.summary(file.relativePath) }
            return 0
        }
    }
}
