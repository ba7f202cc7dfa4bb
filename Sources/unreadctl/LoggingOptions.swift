import ArgumentParser
import Foundation
import Jobs
import Logging
import Postgres
import Synchronization

/// `--log-format text|json` and `--quiet`, shared by every command. Logs go to stderr; stdout
/// carries only the command's summary (and nothing at all with `--quiet`).
struct LoggingOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case text, json
    }

    @Option(name: .long, help: "Log lines on stderr as readable text or one JSON object per line (for log shippers).")
    var logFormat: Format = .text

    @Flag(name: .long, help: "No summary on stdout, and only warnings and errors on stderr (for cron).")
    var quiet = false

    @Flag(name: .long, help: "Debug lines on stderr too: what the reading layer read, and how long it took.")
    var verbose = false

    func validate() throws {
        if quiet, verbose { throw ValidationError("--quiet and --verbose exclude each other.") }
    }

    /// Installs the log handler (the first call in the process wins).
    func bootstrap() {
        Self.bootstrap(format: logFormat, level: quiet ? .warning : verbose ? .debug : .info)
    }

    static func bootstrap(format: Format, level: Logger.Level) {
        LoggingBootstrap.once {
            LoggingSystem.bootstrap { label in
                var handler: LogHandler = format == .json ? JSONLogHandler(label: label) : TextLogHandler(label: label)
                handler.logLevel = level
                return handler
            }
        }
    }

    /// Prints a summary line on stdout unless `--quiet`.
    func summary(_ line: String) {
        if !quiet { print(Secrets.redact(line)) }
    }
}

/// The process's log handler is installed once (`LoggingSystem.bootstrap` may be called only
/// once): by the command's options, or for a failure before them (a usage error) by `main`.
enum LoggingBootstrap {
    private static let done = Mutex(false)

    static func once(_ body: () -> Void) {
        let first = done.withLock { done in
            defer { done = true }
            return !done
        }
        if first { body() }
    }
}

/// The one logger of the executable: the failure line and the command's own notes.
enum Log {
    static let unreadctl = Logger(label: "unreadctl")

    /// The line that ends a failed run: `unreadctl: …` as text, an `error` object as JSON.
    static func failure(_ message: String) {
        LoggingOptions.bootstrap(format: .text, level: .info)  // no-op once a command installed its handler
        unreadctl.error("\(ExitStatus.oneLine(message))")
    }
}
