import Foundation
import Postgres
import Testing
import TestSupport
import ThrowawayPostgres

/// What every adapter shares, written once in adapters/shared/ (docs/contributing.md#how-to-add-an-adapter):
/// the schema guard and the shape of `adapter_info`, read by psql from the folder and by the
/// tool from its embedded copy.
@Suite struct AdapterSharedSQLTests {
    static let shape = ["adapter", "column_name", "writes", "stored_counter", "repair_writes", "source_rule"]

    static func psql(_ target: ConnectionString, _ arguments: [String]) throws -> ChildProcess.Outcome {
        let psql = try PostgresBinaries.locate().directory + "/psql"
        return try ChildProcess.run([psql, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", target.conninfo] + arguments)
    }

    static func columns(_ db: Connection, _ schema: String) throws -> [String] {
        let result = try db.query("""
            SELECT attname::text FROM pg_attribute
            WHERE attrelid = format('%I.adapter_info', $1::text)::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum
            """, [schema])
        return try (0..<result.rowCount).map { try result.string($0, 0) ?? "" }
    }

    /// A DBA's install by hand, as the header of install.sql shows it: psql reads the shared
    /// files beside the adapter's folder.
    @Test func psqlInstallsAnAdapterFromItsFolderWithTheSharedFiles() throws {
        let (db, target) = try MattermostFixture.database()
        defer { db.close() }
        let install = try Self.psql(target, [
            "-1", "-c", "CREATE SCHEMA IF NOT EXISTS unreadctl_mattermost",
            "-c", "SELECT set_config('search_path', '\"unreadctl_mattermost\", public', true)",
            "-f", AdapterFiles.root.appendingPathComponent("adapters/mattermost/install.sql").path,
        ])
        #expect(install.status == 0, "\(install.output)")
        #expect(try Self.columns(db, "unreadctl_mattermost") == Self.shape)
        let info = try db.query("SELECT adapter, column_name, writes FROM unreadctl_mattermost.adapter_info ORDER BY column_name")
        #expect(info.rowCount == 2)
        #expect(try info.string(0, 0) == "mattermost" && info.string(0, 1) == "unread_count" && info.string(0, 2) == "repairs")
        #expect(try info.string(1, 1) == "unread_root_count" && info.string(1, 2) == "repairs")
    }

    /// The guard names the adapter that refused, and says when install.sql was not run in one
    /// transaction (its SET LOCAL and the search_path are then gone before the guard runs).
    @Test func theSharedGuardRefusesPublicAndARunOutsideOneTransaction() throws {
        let (db, target) = try MattermostFixture.database()
        defer { db.close() }
        let file = AdapterFiles.root.appendingPathComponent("adapters/mattermost/install.sql").path
        let intoPublic = try Self.psql(target, ["-1", "-f", file])
        #expect(intoPublic.status != 0)
        #expect(intoPublic.output.contains("unreadctl mattermost adapter: the first schema on search_path is public, not a mapping schema"),
                "\(intoPublic.output)")
        let notOneTransaction = try Self.psql(target, ["-f", file])
        #expect(notOneTransaction.status != 0)
        #expect(notOneTransaction.output.contains("unreadctl.adapter is not set: run install.sql in one transaction (psql -1)"),
                "\(notOneTransaction.output)")
        #expect(try db.query("SELECT count(*) FROM pg_views WHERE viewname = 'adapter_info'").int(0, 0) == 0, "nothing created")
    }

    /// Both shipped adapters' adapter_info have the shared columns. Over an earlier install's
    /// own shape (Synapse's had a `companion_schema`) the view is replaced; over the current
    /// shape it is kept, with a grant a DBA gave on it.
    @Test func everyAdapterInfoHasOneShapeAndAnEarlierShapeIsReplaced() throws {
        let (synapse, synapseTarget) = try SynapseFixture.database()
        defer { synapse.close() }
        try synapse.execute("""
            CREATE SCHEMA unreadctl_synapse;
            CREATE VIEW unreadctl_synapse.adapter_info AS
            SELECT 'synapse'::text AS adapter, 'read_only'::text AS writes, NULL::text AS companion_schema;
            CREATE ROLE adapter_info_reader NOLOGIN;
            """)
        defer { _ = try? synapse.execute("DROP OWNED BY adapter_info_reader; DROP ROLE adapter_info_reader") }
        let first = try UnreadctlBinary.run(["adapter", "install", "synapse", "--dsn", synapseTarget.conninfo])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try Self.columns(synapse, "unreadctl_synapse") == Self.shape)
        let info = try synapse.query("SELECT adapter, column_name, writes, repair_writes IS NULL FROM unreadctl_synapse.adapter_info")
        #expect(info.rowCount == 1)
        #expect(try info.string(0, 0) == "synapse" && info.string(0, 1) == "unread_count" && info.string(0, 2) == "read_only" && info.bool(0, 3) == true)

        try synapse.execute("GRANT SELECT ON unreadctl_synapse.adapter_info TO adapter_info_reader")
        let again = try UnreadctlBinary.run(["adapter", "install", "synapse", "--dsn", synapseTarget.conninfo])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try synapse.query("SELECT has_table_privilege('adapter_info_reader', 'unreadctl_synapse.adapter_info', 'SELECT')").bool(0, 0) == true)

        let (mattermost, mattermostTarget) = try MattermostFixture.database()
        defer { mattermost.close() }
        let install = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", mattermostTarget.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(try Self.columns(mattermost, "unreadctl_mattermost") == Self.shape)
    }
}
