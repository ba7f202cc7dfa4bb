import ArgumentParser
import Foundation
import Jobs
import Runtime

@main
struct Unreadctl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unreadctl",
        abstract: "Recompute unread counters, audit read receipts and report read latency on a chat backend's PostgreSQL.",
        discussion: "Exit codes: 0 done, 1 audit findings at or above --fail-on, 64 usage, 65 schema missing or of another version, a mapping that cannot do what was asked (--apply on a read-only source, an empty contract under nightly), a channel or user asked about that is not there, 69 database unreachable, 70 internal error, 73 cannot write the output, 75 another run holds the lock, 130/143 interrupted.",
        version: Unreadctl.version,
        subcommands: [
            RecomputeCommand.self,
            ExplainCommand.self,
            AuditCommand.self,
            ReportCommand.self,
            NightlyCommand.self,
            TrendsCommand.self,
            SchemaCommand.self,
            AdapterCommand.self,
            SeedCommand.self,
            DemoCommand.self,
        ]
    )

    /// This build's version (`unreadctl --version`): bumped with each release; the schema's own
    /// version is `schema status`'s.
    static let version = "0.5.0"

    /// Like ArgumentParser's `main()`, but a usage error is one line on stderr (exit 64), not
    /// the error followed by the whole usage block: `--help` is where the usage lives.
    static func main() {
        StandardStreams.secure()
        ProcessMemory.configure()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            // A command that failed has printed its one line already and thrown ExitCode.
            if !(error is ExitCode), code.rawValue == ExitStatus.usage {
                // The options were not parsed: find --log-format in the raw arguments.
                LoggingOptions.bootstrap(format: requestedLogFormat(CommandLine.arguments), level: .info)
                Log.failure(self.message(for: error) + " (see --help)")
                Foundation.exit(code.rawValue)
            }
            exit(withError: error)
        }
    }

    /// `--log-format json` or `--log-format=json` among `arguments` (the last one wins).
    static func requestedLogFormat(_ arguments: [String]) -> LoggingOptions.Format {
        var format = LoggingOptions.Format.text
        for (index, argument) in arguments.enumerated() {
            if argument == "--log-format", index + 1 < arguments.count {
                format = LoggingOptions.Format(rawValue: arguments[index + 1]) ?? format
            } else if argument.hasPrefix("--log-format=") {
                format = LoggingOptions.Format(rawValue: String(argument.dropFirst("--log-format=".count))) ?? format
            }
        }
        return format
    }
}
