import Foundation
import Jobs
import Postgres
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
}
