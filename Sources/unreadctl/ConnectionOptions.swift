import ArgumentParser
import Foundation
import Jobs
import Postgres

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
        "Longest any one statement may run (e.g. 300, 30s, 5m, 1h; at most 24 days; 0 = no limit).", valueName: "duration"))
    var statementTimeout = DurationArgument(argument: "1h")!

    @Option(name: .long, help: ArgumentHelp(
        "Longest a write batch waits for a row lock held by the live service before failing (e.g. 5s).", valueName: "duration"))
    var lockTimeout = DurationArgument(argument: "5s")!

    @Option(name: .long, help: ArgumentHelp(
        "The schema that holds the contract: the reference schema or a mapping such as unreadctl_mattermost (default: the connection's search_path).",
        valueName: "name"))
    var schema: String?

    private var environment: [String: String] { ProcessInfo.processInfo.environment }

    var database: Database {
        Database(
            primary: ConnectionString.resolve(dsn: dsn, environment: environment),
            replica: replicaDSN.map(ConnectionString.init),
            // Validated in `validate()`, before any connection.
            sessionSettings: [("statement_timeout", (try? statementTimeout.postgresTimeout(option: "--statement-timeout")) ?? "0"),
                              ("lock_timeout", (try? lockTimeout.postgresTimeout(option: "--lock-timeout")) ?? "0")],
            schema: schema)
    }

    func validate() throws {
        // Every password given to this run is masked from here on, whatever libpq makes of it.
        Secrets.register(ConnectionString.resolve(dsn: dsn, environment: environment))
        if let replicaDSN { Secrets.register(ConnectionString(replicaDSN)) }
        Secrets.register([environment["PGPASSWORD"]].compactMap { $0 })
        _ = try statementTimeout.postgresTimeout(option: "--statement-timeout")
        _ = try lockTimeout.postgresTimeout(option: "--lock-timeout")
        if let schema, schema.isEmpty || schema.utf8.count > 63 || schema.contains("\0") {
            throw ValidationError("--schema takes a schema name of 1 to 63 bytes")
        }
    }
}
