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
        "Longest any one statement may run (PostgreSQL interval, e.g. 30min; 0 = no limit).", valueName: "interval"))
    var statementTimeout: String = "1h"

    @Option(name: .long, help: ArgumentHelp(
        "Longest a write batch waits for a row lock held by the live service before failing (e.g. 5s).", valueName: "interval"))
    var lockTimeout: String = "5s"

    var database: Database {
        let environment = ProcessInfo.processInfo.environment
        return Database(
            primary: ConnectionString.resolve(dsn: dsn, environment: environment),
            replica: replicaDSN.map(ConnectionString.init),
            sessionSettings: [("statement_timeout", statementTimeout), ("lock_timeout", lockTimeout)])
    }

    func validate() throws {
        for (name, value) in [("--statement-timeout", statementTimeout), ("--lock-timeout", lockTimeout)] {
            guard value.range(of: #"^\d+(\.\d+)?\s*(us|ms|s|min|h|d)?$"#, options: .regularExpression) != nil else {
                throw ValidationError("\(name) takes a duration such as 30s, 5min or 1h, not '\(value)'")
            }
        }
    }
}
