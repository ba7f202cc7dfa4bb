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

    var database: Database {
        let environment = ProcessInfo.processInfo.environment
        return Database(
            primary: ConnectionString.resolve(dsn: dsn, environment: environment),
            replica: replicaDSN.map(ConnectionString.init))
    }
}
