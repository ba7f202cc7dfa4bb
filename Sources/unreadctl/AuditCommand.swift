import ArgumentParser
import Foundation
import Jobs
import ReadState
import Reports
import Runtime

/// `unreadctl audit`: the read-receipt checks of docs/checks.md in one read-only snapshot.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check the read-receipt data for inconsistencies (\(AuditCatalog.codeRange)) in one read-only snapshot.",
        discussion: """
            Writes audit.csv (every finding: code,severity,channel_cid,user_id,message_id,detail) and \
            audit.md (summary table, then per check what it means, how to repair it, and samples) to \
            --out/<today, UTC>/. Exit status 1 when a finding at or above --fail-on exists, else 0. \
            It only reads, so it can point at a replica (--replica-dsn); the run is recorded in \
            unreadctl_runs on the primary.
            """)

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var logging: LoggingOptions

    @OptionGroup var audit: AuditArguments

    @OptionGroup var output: OutputOptions

    @Flag(help: "Print the catalog, one check a line (code, name, severity; tab-separated), and exit without connecting.")
    var listChecks = false

    func run() throws {
        if listChecks {
            for check in AuditCatalog.checks { print("\(check.code.text)\t\(check.name)\t\(check.severity.name)") }
            return
        }
        logging.bootstrap()
        try ExitStatus.run {
            let options = try audit.options()
            // Fail on an unwritable --out before reading anything (exit 73).
            let folder = try OutputDirectory(root: output.out, runDate: Date())
            let outcome = try AuditJob.runRecorded(
                database: connection.database, options: options, output: folder,
                progress: logging.quiet ? nil : TerminalProgress(phase: "audit", unit: "channels"))
            logging.summary(outcome.summaryLine)
            for file in outcome.files { logging.summary(file.relativePath) }
            return outcome.exitCode
        }
    }
}
