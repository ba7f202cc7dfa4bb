import ArgumentParser
import Foundation
import Jobs
import ReadState
import Reports

/// `unreadctl audit`: the read-receipt checks of SPEC §3 in one read-only snapshot.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check the read-receipt data for inconsistencies (RS001–RS011) in one read-only snapshot.",
        discussion: """
            Writes audit.csv (every finding: code,severity,channel_cid,user_id,message_id,detail) and \
            audit.md (summary table, then per check what it means, how to repair it, and samples) to \
            --out/<today, UTC>/. Exit status 1 when a finding at or above --fail-on exists, else 0. \
            It only reads, so it can point at a replica (--replica-dsn); the run is recorded in \
            unreadctl_runs on the primary.
            """)

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var logging: LoggingOptions

    @Option(help: ArgumentHelp("Only these checks, by code or name (default: all).", valueName: "RS001,RS005,…"))
    var checks: String?

    @Option(help: ArgumentHelp("Exit 1 when a finding of this severity or worse exists.", valueName: "error|warning|info"))
    var failOn: String = AuditSeverity.error.name

    @Option(help: "How many findings per check audit.md shows.")
    var samples: Int = AuditOptions.defaultSamples

    @Option(help: ArgumentHelp("At most this many rows in audit.csv (a note says so when the cap is hit; counts stay complete).", valueName: "N"))
    var maxFindings: Int?

    @Option(help: ArgumentHelp("How far past the audit's clock a receipt may lie before RS002 reports it (e.g. 30s, 5min, 1h).", valueName: "duration"))
    var clockSkew: String = "5min"

    @Option(help: "Where the reports go (a folder per run date is made inside).")
    var out: String = OutputDirectory.defaultRoot

    func validate() throws {
        _ = try options()
    }

    func options() throws -> AuditOptions {
        var set = AuditCheckSet.all
        if let checks {
            do { set = try AuditCheckSet(parsing: checks) } catch { throw ValidationError(error.description) }
        }
        guard let severity = AuditSeverity(name: failOn) else {
            throw ValidationError("--fail-on takes error, warning or info, not '\(failOn)'")
        }
        guard samples >= 0 else { throw ValidationError("--samples must be 0 or more, not \(samples)") }
        if let maxFindings, maxFindings < 0 { throw ValidationError("--max-findings must be 0 or more, not \(maxFindings)") }
        guard let skew = Self.parseDuration(clockSkew) else {
            throw ValidationError("--clock-skew takes a duration such as 30s, 5min or 1h, not '\(clockSkew)'")
        }
        return AuditOptions(checks: set, failOn: severity, samples: samples, maxFindings: maxFindings, clockSkew: skew)
    }

    /// `300`, `300s`, `5min`, `5m`, `1.5h`, `1d`, `250ms` → microseconds (a bare number is seconds).
    static func parseDuration(_ text: String) -> Int64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let match = trimmed.firstMatch(of: /^(\d+(?:\.\d+)?)\s*(us|ms|s|sec|m|min|h|d)?$/) else { return nil }
        guard let value = Double(match.1) else { return nil }
        let unit: Double
        switch match.2 {
        case "us": unit = 1
        case "ms": unit = 1_000
        case "m", "min": unit = 60_000_000
        case "h": unit = 3_600_000_000
        case "d": unit = 86_400_000_000
        default: unit = 1_000_000
        }
        let micros = value * unit
        guard micros.isFinite, micros < 9e18 else { return nil }
        return Int64(micros)
    }

    func run() throws {
        logging.bootstrap()
        try ExitStatus.run {
            let options = try options()
            // Fail on an unwritable --out before reading anything (exit 73).
            let output = try OutputDirectory(root: out, runDate: Date())
            let outcome = try AuditJob.runRecorded(
                database: connection.database, options: options, output: output,
                progress: logging.quiet ? nil : Progress(phase: "audit: channels"))
            logging.summary(outcome.summaryLine)
            for file in outcome.files { logging.summary(file.relativePath) }
            return outcome.exitCode
        }
    }
}
