import ArgumentParser
import Foundation
import Jobs
import Postgres
import ReadState
import Runtime
import Schema

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Apply or inspect the reference schema (the numbered migrations in sql/).",
        subcommands: [Apply.self, Status.self, Distribute.self]
    )

    struct Apply: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Apply pending migrations, all in one transaction (idempotent).")
        @OptionGroup var connection: ConnectionOptions
        @OptionGroup var logging: LoggingOptions

        func run() throws {
            logging.bootstrap()
            try ExitStatus.run {
                let db = try connection.database.connectPrimary()
                defer { db.close() }
                let applied = try SchemaMigrator.apply(db)
                if try ContractSource.inspect(db, schema: db.schema).kind == .mapping {
                    logging.summary("\(connection.schema.map { "schema \($0)" } ?? "the search_path") is a mapping: its run table unreadctl_runs is in place; the views were not touched")
                } else if applied.isEmpty {
                    logging.summary("schema is up to date (version \(Migrations.latestVersion))")
                } else {
                    logging.summary("applied migration(s) \(applied.map(String.init).joined(separator: ", ")); schema is at version \(Migrations.latestVersion)")
                }
                return 0
            }
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show the applied and pending migrations; exit 65 unless the schema is current.")
        @OptionGroup var connection: ConnectionOptions
        @OptionGroup var logging: LoggingOptions

        func run() throws {
            logging.bootstrap()
            try ExitStatus.run {
                let db = try connection.database.connectPrimary()
                defer { db.close() }
                let source = try ContractSource.inspect(db, schema: db.schema)
                if source.kind == .mapping {
                    try printMapping(source, db)
                    try source.requireReadable(db)
                    logging.summary("\(source.placeName) is a readable mapping" + (source.absent.isEmpty ? "" : " (lacking \(source.absent.count) optional part\(source.absent.count == 1 ? "" : "s"))"))
                    return 0
                }
                let status = try SchemaMigrator.status(db)
                for migration in Migrations.all {
                    let mark = status.appliedVersions.contains(migration.version) ? "applied" : "pending"
                    print("\(migration.name)\t\(mark)")
                }
                for version in status.appliedVersions where version > status.latestKnown {
                    print("version \(version)\tapplied by a newer unreadctl")
                }
                print("layout\t\(try SchemaLayout.read(db))")
                for mismatch in source.mismatches where source.kind == .reference { print("mismatch\t\(mismatch)") }
                try SchemaMigrator.requireCurrent(db)
                logging.summary("schema is current (version \(status.latestKnown))")
                return 0
            }
        }

        /// docs/mappings.md#checking-a-mapping: every capability, every mismatch (none left out), the writes.
        private func printMapping(_ source: ContractSource, _ db: Connection) throws {
            print("source\tmapping (\(source.placeName))")
            for capability in SourceCapability.allCases {
                print("capability\t\(capability.rawValue)\t" + (source.has(capability) ? "present" : "absent: \(capability.absence)"))
            }
            // The optional extras a mapping may add to the contract (docs/mappings.md#root-counters, #addressed-messages, #row-versions).
            for kind in StoredCounter.all {
                guard let extra = kind.extra else { continue }
                for column in kind.columns { print("extra\t\(column.table).\(column.name)\t" + (column.isCompared(source) ? extra : "absent")) }
            }
            print("extra\taddressed_messages\t" + (source.addressedMessages ? "present: counted for their addressee" : "absent"))
            print("extra\tchannel_members.row_version\t" + (source.rowVersion ? "present: re-checked by the repair's guard" : "absent"))
            print("extra\tchannel_changes\t" + (source.changeFeed ? "present: the nightly is incremental" : "absent: every nightly is full"))
            for mismatch in source.mismatches { print("mismatch\t\(mismatch)") }
            if source.lacksRunTable { print("missing\tunreadctl_runs: run `unreadctl schema apply\(source.schema.map { " --schema \($0)" } ?? "")`") }
            if source.mismatches.isEmpty {
                switch try CounterWritability.check(db, source: source) {
                case .writable: print("writes\tthe stored counters can be repaired (--apply)")
                case .readOnly(let reason): print("writes\tread-only: \(reason)")
                case .notGranted(let reason): print("writes\tnot for this role: \(reason)")
                }
            }
        }
    }

    struct Distribute: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Convert a plain schema on a Citus coordinator to the distributed layout (prints the plan; --yes runs it).")
        @OptionGroup var connection: ConnectionOptions
        @OptionGroup var logging: LoggingOptions

        @Flag(help: "Run the conversion (without it, only the plan is printed and nothing changes).")
        var yes = false

        func run() throws {
            logging.bootstrap()
            try ExitStatus.run {
                let db = try connection.database.connectPrimary()
                defer { db.close() }
                try SchemaMigrator.requireCurrent(db)
                let before = try SchemaLayout.read(db)
                print("layout now: \(before)")
                if case .citus = before {
                    logging.summary("already distributed: nothing to do")
                    return 0
                }
                guard yes else {
                    print("plan:")
                    SchemaLayout.distributionPlan.forEach { print("  - " + $0) }
                    print("run again with --yes to convert (it locks the tables while their rows are copied to the workers)")
                    return 0
                }
                let after = try SchemaLayout.distribute(db)
                logging.summary("layout now: \(after)")
                return 0
            }
        }
    }
}
