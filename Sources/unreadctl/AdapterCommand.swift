import Adapters
import ArgumentParser
import Foundation
import Jobs
import Runtime

/// `unreadctl adapter list | show NAME | install NAME [--schema S]` (docs/mappings.md#adapters).
struct AdapterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adapter",
        abstract: "The mappings shipped for known chat backends: list them, print one's SQL, install one.",
        subcommands: [List.self, Show.self, Install.self]
    )

    static func adapter(_ name: String) throws -> Adapter {
        guard let adapter = Adapters.named(name) else {
            throw ValidationError("unknown adapter '\(name)' (shipped: \(Adapters.all.map(\.name).joined(separator: ", ")))")
        }
        return adapter
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "One line per shipped adapter: name, backend, what it does.")

        func run() throws {
            for adapter in Adapters.all {
                print("\(adapter.name)\t\(adapter.product)\t\(adapter.summary) (\(adapter.page))")
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print an adapter's SQL for review, exactly what install runs.")
        @Argument(help: "The adapter's name (see `adapter list`).") var name: String

        func validate() throws { _ = try AdapterCommand.adapter(name) }

        func run() throws {
            print(try AdapterCommand.adapter(name).sql, terminator: "")
        }
    }

    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create the adapter's views in their own schema (default unreadctl_NAME), with the tool's run table; idempotent.",
            discussion: """
                Creates objects only in the mapping's schema; never alters the backend's tables, \
                triggers or indexes. Prints which of the backend's indexes the views rely on and \
                whether they exist.
                """)
        @Argument(help: "The adapter's name (see `adapter list`).") var name: String
        @OptionGroup var connection: ConnectionOptions
        @OptionGroup var logging: LoggingOptions

        func validate() throws {
            _ = try AdapterCommand.adapter(name)
            if let schema = connection.schema, ["public", "pg_catalog", "information_schema"].contains(schema) || schema.hasPrefix("pg_") {
                throw ValidationError("--schema \(schema): a mapping needs a schema of its own")
            }
        }

        func run() throws {
            logging.bootstrap()
            try ExitStatus.run {
                let adapter = try AdapterCommand.adapter(name)
                let schema = connection.schema ?? adapter.defaultSchema
                var database = connection.database
                database = Database(primary: database.primary, sessionSettings: database.sessionSettings) // the schema may not exist yet
                let db = try database.connectWriter()
                defer { db.close() }
                let installed = try AdapterInstaller.install(adapter, schema: schema, on: db)
                logging.summary("installed the \(adapter.name) adapter in schema \(installed.schema); the backend's own tables were not touched")
                for index in installed.indexes {
                    print("relies on\t\(index.table) (\(index.columns))\t\(index.name)\t\(index.present ? "present" : "MISSING")\t\(index.usedFor)")
                }
                print("next: unreadctl schema status --schema \(schema); unreadctl recompute --schema \(schema)")
                return 0
            }
        }
    }
}
