import Foundation
import Postgres
import Runtime
import Schema
import Testing
import TestSupport

@Suite struct SchemaTests {
    static let specTables = ["channel_types", "users", "channels", "channel_members", "user_mutes",
                             "messages", "receipt_events", "unreadctl_runs", "schema_migrations"]

    @Test func applyCreatesEveryTableAndIsIdempotent() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        #expect(try SchemaMigrator.status(db).appliedVersions.isEmpty)
        #expect(throws: JobError.self) { try SchemaMigrator.requireCurrent(db) }
        #expect(try SchemaMigrator.apply(db) == Migrations.all.map(\.version))
        #expect(try SchemaMigrator.apply(db) == [])
        for table in Self.specTables {
            #expect(try db.scalarString("SELECT to_regclass($1)::text", [table]) == table)
        }
        #expect(try db.scalarInt("SELECT count(*) FROM schema_migrations") == Migrations.all.count)
        try SchemaMigrator.requireCurrent(db)
    }

    @Test func aVersionOneDatabaseIsUpgradedByApplyingOnlyWhatIsPending() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        try db.transaction(.readWrite) { try db.execute(Migrations.all[0].sql) }
        #expect(throws: JobError.self) { try SchemaMigrator.requireCurrent(db) }
        #expect(try SchemaMigrator.apply(db) == Array(Migrations.all.map(\.version).dropFirst()))
        try SchemaMigrator.requireCurrent(db)
        for table in ["channel_members", "users"] {
            #expect(try db.scalarString("SELECT array_to_string(reloptions, ',') FROM pg_class WHERE oid = $1::regclass", [table])
                    == "fillfactor=90")
        }
    }

    @Test func aNewerSchemaIsRefused() throws {
        let (db, _) = try TestCluster.connect()
        try db.query("INSERT INTO schema_migrations (version, name) VALUES ($1, 'from_the_future')", [Migrations.latestVersion + 1])
        do {
            try SchemaMigrator.apply(db)
            Issue.record("applied over a newer schema")
        } catch JobError.schemaTooNew(let applied, let known) {
            #expect(applied == Migrations.latestVersion + 1 && known == Migrations.latestVersion)
        }
    }

    /// The contract is the migrations, column for column: every column they create is listed
    /// with the type they give it, and nothing else is.
    @Test func theContractIsExactlyWhatTheMigrationsCreate() throws {
        let (db, _) = try TestCluster.connect()
        #expect(try SchemaContract.mismatches(db) == [])
        let tables = Array(Set(SchemaContract.columns.map(\.table)))
        let result = try db.query(
            "SELECT table_name || '.' || column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ANY ($1::text[])",
            [SchemaContract.arrayLiteral(tables)])
        let created = Set(try (0..<result.rowCount).map { try result.string($0, 0)! })
        #expect(created == Set(SchemaContract.columns.map { "\($0.table).\($0.column)" }))
    }

    /// A text array written into a statement's text (`SchemaContract.arrayConstant`, the
    /// touched users of an incremental nightly) reaches the server as it was, whatever the
    /// value holds and whatever `standard_conforming_strings` says.
    @Test func aTextArrayConstantReachesTheServerAsItWas() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        defer { db.close() }
        let values = ["plain", "it's", "back\\slash", "\"quoted\"", "{braces}", "a,b", "NULL", "", " spaced ", "ünï\u{1F600}", "\\'\"\\"]
        for conforming in ["on", "off"] {
            try db.execute("SET standard_conforming_strings = \(conforming)")
            let result = try db.query("SELECT x FROM unnest(\(SchemaContract.arrayConstant(values, of: "text"))) WITH ORDINALITY AS t(x, n) ORDER BY n")
            let read = try (0..<result.rowCount).map { try result.string($0, 0) }
            #expect(read == values, "standard_conforming_strings = \(conforming)")
        }
        let empty = try db.query("SELECT cardinality(\(SchemaContract.arrayConstant([], of: "text"))) ")
        #expect(try empty.int(0, 0) == 0)
    }

    /// The server resolves the names: aliases match, and only the exact type does.
    @Test func typeAliasesMatchAndOnlyTheExactTypePasses() throws {
        let (db, _) = try TestCluster.connect()
        let aliases = [SchemaContract.Column(table: "users", column: "total_unread_count", type: "int4"),
                       SchemaContract.Column(table: "channels", column: "created_at", type: "timestamp with time zone"),
                       SchemaContract.Column(table: "channel_types", column: "read_events", type: "bool"),
                       SchemaContract.Column(table: "messages", column: "id", type: "int8")]
        #expect(try SchemaContract.mismatches(db, contract: aliases) == [])
        try db.execute("ALTER TABLE users ALTER COLUMN id TYPE varchar(64); ALTER TABLE channel_members ALTER COLUMN joined_at TYPE timestamptz(3)")
        #expect(try SchemaContract.mismatches(db) == [
            SchemaContract.Mismatch(table: "users", column: "id", expected: "text", found: "character varying(64)"),
        ])
        try db.execute("ALTER TABLE user_mutes RENAME TO user_mutes_old")
        #expect(try SchemaContract.mismatches(db).map(\.description) == [
            "users.id: expected text, found character varying(64)",
            "user_mutes.user_id: expected text, found no such column",
            "user_mutes.muted_user_id: expected text, found no such column",
        ])
        #expect(throws: JobError.self) { try SchemaMigrator.requireCurrent(db) }
    }

    @Test func embeddedMigrationsAreExactlyTheFilesInSql() throws {
        let sqlDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../sql").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: sqlDir.path)
            .filter { $0.range(of: #"^\d{3}_.*\.sql$"#, options: .regularExpression) != nil }.sorted()
        #expect(files.map { String($0.dropLast(4)) } == Migrations.all.map(\.name))
        for (file, migration) in zip(files, Migrations.all) {
            let text = try String(contentsOf: sqlDir.appendingPathComponent(file), encoding: .utf8)
            #expect(text == migration.sql)
            #expect(Int(file.prefix(3)) == migration.version)
            #expect(text.contains("INSERT INTO schema_migrations (version, name) VALUES (\(migration.version), '\(migration.name)')"))
        }
    }

    /// sql/mapping_tables.sql's unreadctl_runs is the reference schema's, column for column.
    @Test func theMappingsRunTableIsTheReferenceSchemas() throws {
        let (db, _) = try TestCluster.connect()
        defer { db.close() }
        try db.execute("CREATE SCHEMA m; SET search_path = m")
        try db.execute(Migrations.mappingTables)
        try db.execute("RESET search_path")
        let shape = """
            SELECT string_agg(column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') || ' ' || is_identity,
                              ', ' ORDER BY ordinal_position)
            FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'unreadctl_runs'
            """
        let reference = try db.query(shape, ["public"]).string(0, 0)
        #expect(reference != nil)
        #expect(try db.query(shape, ["m"]).string(0, 0) == reference)
    }
}
