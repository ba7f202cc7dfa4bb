import ArgumentParser
import Foundation
import Logging

/// `--log-format text|json` and `--quiet`, shared by every command. Logs go to stderr; stdout
/// carries only the command's summary (and nothing at all with `--quiet`).
struct LoggingOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .long, help: "Log lines on stderr as readable text or one JSON object per line (for log shippers).")
    var logFormat: Format = .text

    @Flag(name: .long, help: "No summary on stdout, and only warnings and errors on stderr (for cron).")
    var quiet = false

    /// Installs the log handler once per process.
    func bootstrap() {
        let level: Logger.Level = quiet ? .warning : .info
        let format = logFormat
        LoggingBootstrap.once {
            LoggingSystem.bootstrap { label in
                var handler: LogHandler = format == .json ? JSONLogHandler(label: label) : StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return handler
            }
        }
    }

    /// Prints a summary line on stdout unless `--quiet`.
    func summary(_ line: String) {
        if !quiet { print(line) }
    }
}

enum LoggingBootstrap {
    nonisolated(unsafe) private static var done = false
    private static let lock = NSLock()

    static func once(_ body: () -> Void) {
        lock.lock(); defer { lock.unlock() }
        guard !done else { return }
        done = true
        body()
    }
}
