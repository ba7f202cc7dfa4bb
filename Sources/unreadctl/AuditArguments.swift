import ArgumentParser
import Foundation
import Jobs
import ReadState

/// The audit's options, shared by `audit` and `nightly`.
struct AuditArguments: ParsableArguments {
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
}
