import ArgumentParser
import Foundation
import Jobs
import Postgres
import Runtime

/// Where the database is: `--dsn`, else `DATABASE_URL`, else libpq's `PG*` variables and
/// `~/.pgpass`. Shared by every command that connects.
struct ConnectionOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "libpq connection string or URI of the primary (default: $DATABASE_URL, else PG* variables and ~/.pgpass).",
        valueName: "conninfo"))
    var dsn: String?

    @Option(name: .long, help: ArgumentHelp(
        "Read-only phases (audit, report, the reads of recompute) read from this replica; writes go to the primary.",
        valueName: "conninfo"))
    var replicaDSN: String?

    @Option(name: .long, help: ArgumentHelp(
        "Longest any one statement may run (e.g. 300, 30s, 5m, 1h; at most 24 days; 0 = no limit). Default: the connection string's statement_timeout, else 1h.",
        valueName: "duration"))
    var statementTimeout: DurationArgument?

    @Option(name: .long, help: ArgumentHelp(
        "Longest a statement waits for a lock held by another session before giving up with exit 75 (e.g. 5s). Default: the connection string's lock_timeout, else 5s.",
        valueName: "duration"))
    var lockTimeout: DurationArgument?

    static let defaultStatementTimeout = DurationArgument(argument: "1h")!
    static let defaultLockTimeout = DurationArgument(argument: "5s")!

    @Option(name: .long, help: ArgumentHelp(
        "The schema that holds the contract: the reference schema or a mapping such as unreadctl_mattermost (default: the connection's search_path).",
        valueName: "name"))
    var schema: String?

    private var environment: [String: String] { ProcessInfo.processInfo.environment }

    var database: Database {
        Database(
            primary: ConnectionString.resolve(dsn: dsn, environment: environment),
            replica: replicaDSN.map(ConnectionString.init),
            // Validated in `validate()`, before any connection. A flag given wins; else the
            // connection string's own setting; else the tool's default.
            sessionSettings: given,
            schema: schema,
            defaultSettings: defaults)
    }

    private var timeouts: [(name: String, option: String, given: DurationArgument?, fallback: DurationArgument)] {
        [("statement_timeout", "--statement-timeout", statementTimeout, Self.defaultStatementTimeout),
         ("lock_timeout", "--lock-timeout", lockTimeout, Self.defaultLockTimeout)]
    }

    private var given: [(String, String)] {
        timeouts.compactMap { timeout in timeout.given.map { (timeout.name, (try? $0.postgresTimeout(option: timeout.option)) ?? "0") } }
    }

    /// The tool's defaults, each applied unless the connection string sets it: the timeouts,
    /// and JIT off (docs/commands.md (JIT off): the tool's statements are whole-table
    /// reads whose plans JIT compiled for seconds at the server's default thresholds).
    private var defaults: [(String, String)] {
        timeouts.filter { $0.given == nil }.map { ($0.name, (try? $0.fallback.postgresTimeout(option: $0.option)) ?? "0") }
            + [("jit", "off")]
    }

    func validate() throws {
        // Every password given to this run is masked from here on, whatever libpq makes of it.
        Secrets.register(ConnectionString.resolve(dsn: dsn, environment: environment))
        if let replicaDSN { Secrets.register(ConnectionString(replicaDSN)) }
        Secrets.register([environment["PGPASSWORD"]].compactMap { $0 })
        _ = try statementTimeout?.postgresTimeout(option: "--statement-timeout")
        _ = try lockTimeout?.postgresTimeout(option: "--lock-timeout")
        if let schema, schema.isEmpty || schema.utf8.count > 63 || schema.contains("\0") {
            throw ValidationError("--schema takes a schema name of 1 to 63 bytes")
        }
    }
}
