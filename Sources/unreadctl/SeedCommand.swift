import ArgumentParser
import Foundation
import Jobs
import ReadState
import Runtime
import Seed
import Postgres

/// `unreadctl seed`: a deterministic synthetic chat history whose truth is known (docs/commands.md#unreadctl-seed--synthetic-data-whose-truth-is-known).
struct SeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Fill an empty database with a deterministic synthetic chat history (optionally with planted anomalies).",
        discussion: """
            The same --seed and options give the same rows and ids. Loads with binary COPY in one \
            transaction (indexes are built after the load, then ANALYZE): a failed or interrupted seed \
            leaves the database as it was. Refuses a database that has data unless --force, which \
            replaces it. With --inject-anomalies, plants a known number of each audit finding \(PlantedAnomalies.codeRange) \
            and drifted counters, and --manifest FILE writes what was planted as JSON.
            """)

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var logging: LoggingOptions

    @Option(help: ArgumentHelp(
        "tiny (1k messages), small (100k), medium (1M), bench (10M messages, ~2.7M memberships, ~13M receipt events), or a message count (at least 100).",
        valueName: "scale"), transform: SeedCommand.scaleArgument)
    var scale: SeedScale = .tiny

    @Option(help: ArgumentHelp("The random seed: same seed and options, same data.", valueName: "n"))
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp(
        "First day of history, YYYY-MM-DD (UTC) or an ISO 8601 timestamp (default: --days before today, so history ends at 00:00 UTC today).",
        valueName: "date"), transform: SeedCommand.startArgument)
    var start: PostgresTimestamp?

    @Option(help: ArgumentHelp("History span in days.", valueName: "n"))
    var days: Int = 30

    @Flag(help: "Plant a known number of each anomaly \(PlantedAnomalies.codeRange) and drifted counters.")
    var injectAnomalies = false

    @Option(help: ArgumentHelp("Write what was planted (the audit's ground truth) to this JSON file.", valueName: "file"))
    var manifest: String?

    @Flag(help: "Replace the data of a non-empty database (TRUNCATE of the data tables, in the load's transaction).")
    var force = false

    // The library's one-line errors become ArgumentParser's usage errors (exit 64).
    static func scaleArgument(_ text: String) throws -> SeedScale {
        do { return try SeedScale(parsing: text) } catch let error as JobError { throw ValidationError(error.description) }
    }

    static func startArgument(_ text: String) throws -> PostgresTimestamp {
        do { return try SeedOptions.parseStart(text) } catch let error as JobError { throw ValidationError(error.description) }
    }

    func validate() throws {
        guard days >= 1, days <= SeedOptions.maximumDays else {
            throw ValidationError("--days must be 1 to \(SeedOptions.maximumDays), not \(days)")
        }
        if let manifest, manifest.isEmpty { throw ValidationError("--manifest needs a file name") }
    }

    func run() throws {
        logging.bootstrap()
        try ExitStatus.run {
            let options = SeedOptions(scale: scale, seed: seed, start: start, days: days, injectAnomalies: injectAnomalies,
                                      force: force, showProgress: !logging.quiet)
            let file = manifest.map { URL(fileURLWithPath: $0) }
            let summary = try Seeder.run(options, database: connection.database, manifestFile: file)
            summary.lines.forEach(logging.summary)
            if let manifest { logging.summary("manifest: \(manifest)") }
            return 0
        }
    }
}
