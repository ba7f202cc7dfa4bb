import ArgumentParser
import Foundation
import Jobs
import ReadState

/// `--fail-on`: the severities, as the argument parser offers them (help lists them; any
/// other value exits 64 naming the allowed ones).
enum FailOnSeverity: String, CaseIterable, ExpressibleByArgument {
    case error, warning, info

    init?(argument: String) { self.init(rawValue: argument.lowercased()) }

    var severity: AuditSeverity {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .info: return .info
        }
    }
}

/// The audit's options, shared by `audit` and `nightly`.
struct AuditArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Only these checks, by code or name (default: every check on by default, and those the source turns on).", valueName: "RS001,RS005,…"))
    var checks: String?

    @Option(help: "Exit 1 when a finding of this severity or worse exists.")
    var failOn: FailOnSeverity = .error

    @Option(help: "How many findings per check audit.md shows.")
    var samples: Int = AuditOptions.defaultSamples

    @Option(help: ArgumentHelp("At most this many rows in audit.csv (a note says so when the cap is hit; counts stay complete).", valueName: "N"))
    var maxFindings: Int?

    @Option(help: ArgumentHelp("How far past the audit's clock a receipt may lie before RS002 reports it (e.g. 30s, 5m, 1h).", valueName: "duration"))
    var clockSkew = DurationArgument(argument: "5min")!

    func validate() throws {
        _ = try options()
    }

    func options() throws -> AuditOptions {
        var set = AuditCheckSet.all
        if let checks {
            do { set = try AuditCheckSet(parsing: checks) } catch { throw ValidationError(error.description) }
        }
        guard samples >= 0 else { throw ValidationError("--samples must be 0 or more, not \(samples)") }
        if let maxFindings, maxFindings < 0 { throw ValidationError("--max-findings must be 0 or more, not \(maxFindings)") }
        return AuditOptions(checks: set, failOn: failOn.severity, samples: samples, maxFindings: maxFindings,
                            clockSkew: clockSkew.microseconds)
    }
}
