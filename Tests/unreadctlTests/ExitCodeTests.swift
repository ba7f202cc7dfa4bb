import Foundation
import Postgres
import ReadState
import Testing
import TestSupport

/// Whole command lines, as an operator types them: exit codes and the one line they print.
@Suite struct ExitCodeTests {
    /// A failure prints exactly one line on stderr, prefixed `unreadctl:`, no stack trace.
    func expectOneLine(_ run: UnreadctlBinary.Run, containing text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.hasPrefix("unreadctl: "), sourceLocation: sourceLocation)
        #expect(run.stderr.contains(text), "stderr: \(run.stderr)", sourceLocation: sourceLocation)
    }

    @Test func schemaApplyOnAnEmptyDatabaseCreatesEveryTable() throws {
        let target = try TestCluster.makeDatabase(schema: false)
        let first = try UnreadctlBinary.run(["schema", "apply", "--dsn", target.conninfo])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("applied migration(s) 1"))
        let db = try Connection(target)
        for table in ["channel_types", "users", "channels", "channel_members", "user_mutes", "messages",
                      "receipt_events", "unreadctl_runs", "schema_migrations"] {
            #expect(try db.scalarString("SELECT to_regclass($1)::text", [table]) == table)
        }
        let second = try UnreadctlBinary.run(["schema", "apply"], environment: ["DATABASE_URL": target.conninfo])
        #expect(second.status == 0)
        #expect(second.stdout.contains("up to date"))
        let status = try UnreadctlBinary.run(["schema", "status", "--dsn", target.conninfo])
        #expect(status.status == 0)
        #expect(status.stdout.contains("001_schema\tapplied"))
    }

    @Test func unreachableServerExits69() throws {
        let run = try UnreadctlBinary.run(["schema", "status", "--dsn", "host=/nonexistent-socket-dir port=5432 dbname=x"])
        #expect(run.status == 69)
        expectOneLine(run, containing: "cannot reach the database")
    }

    @Test func unknownRoleExits69() throws {
        let cluster = try TestCluster.cluster()
        let dsn = "host=\(cluster.socketDirectory) port=\(cluster.port) user=nobody_here dbname=postgres"
        let run = try UnreadctlBinary.run(["schema", "status", "--dsn", dsn])
        #expect(run.status == 69)
        expectOneLine(run, containing: "nobody_here")
    }

    @Test func thePasswordNeverAppears() throws {
        let run = try UnreadctlBinary.run(["schema", "apply", "--dsn", "postgresql://bob:Tr0ub4dor@127.0.0.1:1/chat?connect_timeout=2"])
        #expect(run.status == 69)
        #expect(!run.stderr.contains("Tr0ub4dor") && !run.stdout.contains("Tr0ub4dor"))
        let viaEnv = try UnreadctlBinary.run(["schema", "apply"], environment: ["PGPASSWORD": "Tr0ub4dor", "PGHOST": "127.0.0.1", "PGPORT": "1", "PGCONNECT_TIMEOUT": "2"])
        #expect(viaEnv.status == 69)
        #expect(!viaEnv.stderr.contains("Tr0ub4dor"))
    }

    @Test func missingSchemaExits65WithTheFix() throws {
        let target = try TestCluster.makeDatabase(schema: false)
        let run = try UnreadctlBinary.run(["schema", "status", "--dsn", target.conninfo])
        #expect(run.status == 65)
        expectOneLine(run, containing: "run `unreadctl schema apply`")
    }

    @Test func aNewerSchemaExits65() throws {
        let target = try TestCluster.makeDatabase()
        try Connection(target).query("INSERT INTO schema_migrations (version, name) VALUES (999, 'future')")
        let run = try UnreadctlBinary.run(["schema", "apply", "--dsn", target.conninfo])
        #expect(run.status == 65)
        expectOneLine(run, containing: "newer than this unreadctl knows")
    }

    @Test func badArgumentsExit64() throws {
        let unknownOption = try UnreadctlBinary.run(["schema", "apply", "--no-such-option"])
        #expect(unknownOption.status == 64)
        expectOneLine(unknownOption, containing: "--no-such-option")
        let unknownCommand = try UnreadctlBinary.run(["frobnicate"])
        #expect(unknownCommand.status == 64)
        expectOneLine(unknownCommand, containing: "frobnicate")
        let badValue = try UnreadctlBinary.run(["nightly", "--fail-on", "sometimes"])
        #expect(badValue.status == 64)
        expectOneLine(badValue, containing: "--fail-on")
        let help = try UnreadctlBinary.run(["nightly", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: unreadctl nightly"))
    }

    @Test func versionPrintsOneLineAndExitsZero() throws {
        let run = try UnreadctlBinary.run(["--version"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "0.5.0\n")
    }

    /// The help names the catalog's whole range of codes, taken from the catalog itself.
    @Test func theHelpNamesEveryCheckCode() throws {
        let last = "RS" + String(format: "%03d", AuditCode.allCases.count)
        let audit = try UnreadctlBinary.run(["audit", "--help"])
        #expect(audit.stdout.replacingOccurrences(of: "\n", with: " ").contains("RS001–\(last)"))
        // The seed names the codes it plants (those with a planter), not the whole catalog.
        let seed = try UnreadctlBinary.run(["seed", "--help"])
        #expect(seed.stdout.replacingOccurrences(of: "\n", with: " ").contains("RS001–RS016"))
    }

    /// `audit --list-checks` is the catalog (docs/checks.md's table is generated from the same
    /// units: ReferenceDocsTests).
    @Test func theCheckListEqualsTheCatalog() throws {
        let run = try UnreadctlBinary.run(["audit", "--list-checks"])
        #expect(run.status == 0, "\(run.stderr)")
        let listed = run.stdout.split(separator: "\n").map(String.init)
        #expect(listed == AuditCatalog.checks.map { "\($0.code.text)\t\($0.name)\t\($0.severity.name)" })
    }
}
