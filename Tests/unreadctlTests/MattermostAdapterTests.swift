import Foundation
import Postgres
import Testing
import TestSupport

/// The shipped Mattermost adapter (adapters/mattermost/README.md) on Mattermost's own table
/// definitions (Tests/Fixtures/mattermost/tables.sql, derived from its migrations) and
/// real-shaped data (data.sql: O/P/D/G channels, an archived one, join/leave and other system
/// posts, replies, deleted posts and edit copies, never-viewed members, muted channels, drift in
/// both counter pairs, a negative stored count), with Mattermost's `CountPostsAfter` restated
/// independently as the oracle (oracle.sql).
@Suite struct MattermostAdapterTests {
    /// Everything outside the mapping schemas: catalog objects, and every table's rows.
    static func outside(_ db: Connection, except counters: Bool = false) throws -> String {
        let catalog = try BackendCatalog.objects(outside: "unreadctl_mattermost", on: db)
        let columns = counters ? "cm.channelid, cm.userid, cm.roles, cm.lastviewedat, cm.mentioncount, cm.notifyprops::text, cm.lastupdateat"
            : "cm.*"
        let data = try db.query("""
            SELECT md5(string_agg(t, ',' ORDER BY t)) FROM (
              SELECT (SELECT string_agg(x::text, ',' ORDER BY x::text) FROM public.posts x) AS t
              UNION ALL SELECT (SELECT string_agg(x::text, ',' ORDER BY x::text) FROM public.channels x)
              UNION ALL SELECT (SELECT string_agg(x::text, ',' ORDER BY x::text) FROM public.users x)
              UNION ALL SELECT (SELECT string_agg(r::text, ',' ORDER BY r::text) FROM (SELECT \(columns) FROM public.channelmembers cm) r)) s
            """).string(0, 0) ?? ""
        return catalog + "\n" + data
    }

    static func run(_ arguments: [String], _ target: ConnectionString) throws -> (UnreadctlBinary.Run, [String: String]) {
        try CommandReports.run(arguments, target)
    }

    static func rows(_ csv: String?) -> [String] { CommandReports.rows(csv) }

    @Test func fromNothingToARepairedMattermostInThreeCommands() throws {
        let (db, target) = try MattermostFixture.database()
        defer { db.close() }
        let oracle = try MattermostFixture.oracle(db)
        #expect(oracle.count == 24)

        // Without the mapping: told which adapter to install, nothing created.
        let (bare, _) = try Self.run(["recompute"], target)
        #expect(bare.status == 65)
        #expect(bare.stderr.contains("run `unreadctl adapter install mattermost` and pass `--schema unreadctl_mattermost`"), "\(bare.stderr)")

        let before = try Self.outside(db)
        let install = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout.contains("installed the mattermost adapter in schema unreadctl_mattermost;"), "\(install.stdout)")
        #expect(install.stdout.contains("idx_posts_channel_id_delete_at_create_at\tpresent"))
        let again = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.outside(db) == before, "install (twice) touched nothing outside its schema")

        // One dry run lists every drifted member of both counter pairs, under Mattermost's ids,
        // with Mattermost's stored value and its own recount: the all-posts pair in
        // unread_drift.csv, the root pair in unread_root_drift.csv.
        let served = try MattermostFixture.served(db)
        func expected(_ pair: KeyPath<(all: Int, root: Int), Int>, served: [String: (all: Int, root: Int)]) -> [String] {
            oracle.keys.sorted().compactMap { key -> String? in
                let stored = served[key]![keyPath: pair], recomputed = oracle[key]![keyPath: pair]
                return stored == recomputed ? nil : "\(key),\(stored),\(recomputed),\(recomputed - stored)"
            }
        }
        let (dry, files) = try Self.run(["recompute", "--schema", "unreadctl_mattermost"], target)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(Self.rows(files["unread_drift.csv"]).sorted() == expected(\.all, served: served))
        #expect(Self.rows(files["unread_root_drift.csv"]).sorted() == expected(\.root, served: served))
        #expect(expected(\.all, served: served).count >= 10 && expected(\.root, served: served).count >= 5)
        #expect(dry.stdout.contains("root counters: "), "\(dry.stdout)")
        #expect(files["unread.md"]?.contains("the source has no receipt log") == true)
        #expect(files["unread.md"]?.contains("Root counters") == true)

        // One --apply: the apps' two formulas equal Mattermost's recount for every member, and
        // nothing but msgcount / msgcountroot changed.
        let countersOnly = try Self.outside(db, except: true)
        let (applied, _) = try Self.run(["recompute", "--apply", "--schema", "unreadctl_mattermost"], target)
        #expect(applied.status == 0, "\(applied.stderr)")
        // Threads and mentions are not measured here: no "0 corrected" line presented as a count.
        #expect(!applied.stdout.contains("thread participant rows") && applied.stdout.contains("threads: not measured"), "\(applied.stdout)")
        #expect(applied.stdout.contains("corrected: \(expected(\.root, served: served).count) root counters; left for the next run: 0"), "\(applied.stdout)")
        let repaired = try MattermostFixture.served(db)
        for (key, counts) in oracle {
            #expect(repaired[key]?.all == counts.all && repaired[key]?.root == counts.root, "\(key)")
        }
        #expect(try Self.outside(db, except: true) == countersOnly)
        // The archived channel's members were not counted and not repaired.
        #expect(try db.query("""
            SELECT count(*) FROM channelmembers cm JOIN channels c ON c.id = cm.channelid
            WHERE c.deleteat <> 0 AND c.totalmsgcount - cm.msgcount <> 0
            """).int(0, 0) ?? 0 > 0)
        let (clean, cleanFiles) = try Self.run(["recompute", "--schema", "unreadctl_mattermost"], target)
        #expect(clean.status == 0 && Self.rows(cleanFiles["unread_drift.csv"]).isEmpty && Self.rows(cleanFiles["unread_root_drift.csv"]).isEmpty)
    }

    /// adapters/mattermost/README.md#installing: sql/roles.sql on the mapping gives the writer
    /// UPDATE on both counter columns of the view and nothing on Mattermost's tables; that is
    /// enough to repair both pairs (the trigger is SECURITY DEFINER), and the reader is refused.
    @Test func theToolsRolesRepairBothPairsThroughTheViewOnly() throws {
        let (db, target) = try MattermostFixture.database()
        defer { db.close() }
        let install = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        let (reader, writer) = try ToolRoles.grant(schema: "unreadctl_mattermost", on: db, target: target)

        let refused = try UnreadctlBinary.run(["recompute", "--apply", "--schema", "unreadctl_mattermost", "--dsn", reader,
                                               "--out", ReportFolder.temporary("unreadctl-mm")])
        #expect(refused.status == 65 && refused.stderr.contains("may not UPDATE channel_members.unread_count, channel_members.unread_root_count"),
                "\(refused.stderr)")
        let (applied, _) = try Self.run(["recompute", "--apply", "--schema", "unreadctl_mattermost"],
                                        try ConnectionString(writer))
        #expect(applied.status == 0, "\(applied.stderr)")
        let oracle = try MattermostFixture.oracle(db), repaired = try MattermostFixture.served(db)
        for (key, counts) in oracle {
            #expect(repaired[key]?.all == counts.all && repaired[key]?.root == counts.root, "\(key)")
        }
        let asWriter = try Connection(ConnectionString(writer))
        defer { asWriter.close() }
        #expect(throws: PostgresError.self) { try asWriter.query("SELECT count(*) FROM public.channelmembers") }
        #expect(throws: PostgresError.self) { try asWriter.query("UPDATE unreadctl_mattermost.channel_members SET muted = true") }
    }

    @Test func theAuditAndTheReportSpeakMattermost() throws {
        let (db, target) = try MattermostFixture.database()
        defer { db.close() }
        _ = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])

        let (audit, files) = try Self.run(["audit", "--schema", "unreadctl_mattermost"], target)
        #expect(audit.status == 1, "\(audit.stderr)") // RS001 and the negative counter are errors
        let csv = Self.rows(files["audit.csv"])
        // RS001 exactly for the members with an own counted post after LastViewedAt.
        let expected = try db.query("""
            SELECT cm.channelid || ',' || cm.userid FROM channelmembers cm JOIN channels c ON c.id = cm.channelid
            WHERE c.deleteat = 0 AND EXISTS (SELECT FROM posts p WHERE p.channelid = cm.channelid AND p.userid = cm.userid
              AND p.deleteat = 0 AND p.createat > coalesce(cm.lastviewedat, 0)
              AND p.type NOT IN ('system_join_leave', 'system_add_remove', 'system_join_channel', 'system_leave_channel',
                                 'system_join_team', 'system_leave_team', 'system_add_to_channel', 'system_remove_from_channel',
                                 'system_add_to_team', 'system_remove_from_team'))
            ORDER BY 1
            """)
        let rs001 = csv.filter { $0.hasPrefix("RS001,") }.map { $0.split(separator: ",").dropFirst(2).prefix(2).joined(separator: ",") }.sorted()
        #expect(rs001 == (0..<expected.rowCount).map { (try? expected.string($0, 0)) ?? nil }.compactMap { $0 })
        #expect(!rs001.isEmpty)
        // Each RS001 names a Mattermost post id (26 characters).
        for row in csv where row.hasPrefix("RS001,") { #expect(row.split(separator: ",")[4].count == 26) }
        // No receipt-log findings, and the page says why.
        #expect(!csv.contains { $0.hasPrefix("RS008,") || $0.hasPrefix("RS009,") || $0.hasPrefix("RS010,") })
        #expect(files["audit.md"]?.contains("RS010 state-log-disagreement: not run — the source has no receipt log") == true)

        // read_by per Mattermost post id, from LastViewedAt.
        let (report, reportFiles) = try Self.run(["report", "--per-message", "--since", "2000-01-01", "--until", "2100-01-01",
                                                  "--schema", "unreadctl_mattermost"], target)
        #expect(report.status == 0, "\(report.stderr)")
        let readBy = try db.query("""
            SELECT p.id || ',' || (SELECT count(*) FROM channelmembers m WHERE m.channelid = p.channelid AND m.userid <> p.userid
                                   AND m.lastviewedat <> 0 AND m.lastviewedat >= p.createat)
            FROM posts p JOIN channels c ON c.id = p.channelid
            WHERE c.deleteat = 0 AND p.deleteat = 0 AND p.type NOT IN ('system_join_leave', 'system_add_remove',
                  'system_join_channel', 'system_leave_channel', 'system_join_team', 'system_leave_team',
                  'system_add_to_channel', 'system_remove_from_channel', 'system_add_to_team', 'system_remove_from_team')
            ORDER BY 1
            """)
        let expectedReadBy = (0..<readBy.rowCount).compactMap { (try? readBy.string($0, 0)) ?? nil }
        let gotReadBy = Self.rows(reportFiles["latency_messages.csv"]).map { line -> String in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            return "\(fields[0]),\(fields[5])"
        }.sorted()
        #expect(gotReadBy == expectedReadBy)
        #expect(reportFiles["latency.md"]?.contains("read and delivered latency: the source has no receipt log") == true)
        #expect(Self.rows(reportFiles["latency_summary.csv"]).isEmpty)

        // nightly's metrics count the drifted root counters beside the others.
        let (_, dryFiles) = try Self.run(["recompute", "--schema", "unreadctl_mattermost"], target)
        let rootDrift = Self.rows(dryFiles["unread_root_drift.csv"]).count
        #expect(rootDrift > 0)
        let metrics = ReportFolder.temporary("unreadctl-mm-metrics") + ".prom"
        defer { try? FileManager.default.removeItem(atPath: metrics) }
        let (nightly, _) = try Self.run(["nightly", "--schema", "unreadctl_mattermost", "--metrics-file", metrics,
                                         "--since", "2000-01-01", "--until", "2100-01-01"], target)
        #expect(nightly.status == 1, "\(nightly.stderr)") // the audit's RS001
        let prom = (try? String(contentsOfFile: metrics, encoding: .utf8)) ?? ""
        #expect(prom.contains("unreadctl_nightly_drifted{kind=\"root_counters\",scope=\"full\"} \(rootDrift)\n"), "\(prom)")
        // …and the root counters it corrected and left, which the run record's corrected rows count too.
        let stats = try db.query("""
            SELECT (stats->'recompute'->'applied'->>'roots_corrected')::int, (stats->'recompute'->'applied'->>'roots_left_for_next_run')::int,
                   (stats->'measured'->>'corrected_rows')::int,
                   (SELECT sum(value::int) FROM jsonb_each_text(stats->'recompute'->'applied') WHERE key LIKE '%\\_corrected')::int
            FROM unreadctl_mattermost.unreadctl_runs WHERE command = 'nightly' ORDER BY id DESC LIMIT 1
            """)
        let rootsCorrected = try #require(try stats.int(0, 0)), rootsLeft = try #require(try stats.int(0, 1))
        #expect(rootsCorrected > 0)
        #expect(prom.contains("unreadctl_nightly_corrections_applied{kind=\"root_counters\",scope=\"full\"} \(rootsCorrected)\n"), "\(prom)")
        #expect(prom.contains("unreadctl_nightly_corrections_deferred{kind=\"root_counters\",scope=\"full\"} \(rootsLeft)\n"), "\(prom)")
        #expect(try stats.int(0, 2) == stats.int(0, 3), "corrected_rows counts every kind's corrections")
    }

    /// A mapping's posts are read in the server's order, and text keys are numbered as they
    /// come: findings of one member and check still follow their post ids, whatever that order.
    /// A day's report on Mattermost reads the posts once, sequentially (docs/benchmark.md#the-days-report):
    /// the view's `created_at` is computed from `CreateAt`, the planner has no statistics for it
    /// and estimates any window as a fixed small share, and the ranges of channels would read
    /// every post of their channels through the channel's index. The day's rows are the same.
    @Test func aDaysReportReadsThePostsOnceAndCountsTheDay() throws {
        let (db, target) = try MattermostFixture.database()
        defer { db.close() }
        _ = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        try db.execute("ANALYZE")
        let day = try db.query("SELECT to_char(to_timestamp(min(createat) / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD') FROM posts WHERE deleteat = 0").string(0, 0) ?? ""
        let since = day + "T00:00:00Z"
        let (report, files) = try Self.run(["report", "--per-message", "--since", since, "--until", day + "T23:59:59Z",
                                            "--schema", "unreadctl_mattermost", "--verbose"], target)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stderr.contains("debug unreadctl.scan: read 3 relations of "), "\(report.stderr)")
        let expected = try db.query("""
            SELECT p.id FROM posts p JOIN channels c ON c.id = p.channelid
            WHERE c.deleteat = 0 AND p.deleteat = 0 AND p.createat >= extract(epoch FROM $1::timestamptz) * 1000
              AND p.createat < extract(epoch FROM $1::timestamptz + interval '23:59:59') * 1000
              AND p.type NOT IN ('system_join_leave', 'system_add_remove', 'system_join_channel', 'system_leave_channel',
                  'system_join_team', 'system_leave_team', 'system_add_to_channel', 'system_remove_from_channel',
                  'system_add_to_team', 'system_remove_from_team')
            ORDER BY 1
            """, [since])
        let ids = (0..<expected.rowCount).compactMap { (try? expected.string($0, 0)) ?? nil }
        #expect(!ids.isEmpty)
        #expect(Self.rows(files["latency_messages.csv"]).map { String($0.prefix { $0 != "," }) }.sorted() == ids)
    }

    @Test func findingsOfOneMemberAndCheckFollowTheirPostIds() throws {
        let (db, target) = try MattermostFixture.database()
        defer { db.close() }
        _ = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        let picked = try db.query("""
            SELECT cm.channelid, cm.userid, (SELECT p.id FROM posts p WHERE p.channelid <> cm.channelid AND p.rootid = '' ORDER BY p.id LIMIT 1)
            FROM channelmembers cm JOIN channels c ON c.id = cm.channelid AND c.deleteat = 0 ORDER BY 1, 2 LIMIT 1
            """)
        let (channel, user, foreignRoot) = (try picked.string(0, 0) ?? "", try picked.string(0, 1) ?? "", try picked.string(0, 2) ?? "")
        // Two replies to a post of another channel (RS018): the later id stored, created and updated first.
        for (id, at) in [("zzzzzzzzzzzzzzzzzzzzzzzzzz", 1_700_000_000_000), ("aaaaaaaaaaaaaaaaaaaaaaaaaa", 1_700_000_100_000)] {
            try db.execute("""
                INSERT INTO posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type, props)
                VALUES ('\(id)', \(at), \(at), 0, '\(user)', '\(channel)', '\(foreignRoot)', '', 'reply elsewhere', '', '{}')
                """)
        }
        let (_, files) = try Self.run(["audit", "--schema", "unreadctl_mattermost", "--checks", "RS018"], target)
        let rs018 = Self.rows(files["audit.csv"]).filter { $0.hasPrefix("RS018,") }.map { $0.split(separator: ",")[4] }
        #expect(rs018 == ["aaaaaaaaaaaaaaaaaaaaaaaaaa", "zzzzzzzzzzzzzzzzzzzzzzzzzz"], "\(rs018)")
    }

    /// An install made before the row version carried the channel's totals (its `row_version`
    /// was `LastUpdateAt`, a bigint) is upgraded by `adapter install`: CREATE OR REPLACE VIEW
    /// cannot change a column's type, so the install sets the earlier view aside, and the
    /// privileges roles.sql gave on it stay. Before, the install failed ("cannot change data
    /// type of view column").
    @Test func anEarlierInstallIsUpgradedWithItsPrivileges() throws {
        let (db, target) = try MattermostFixture.database()
        defer { db.close() }
        let current = try AdapterFiles.installSQLWithIncludes("mattermost")
        let newVersion = "concat(cm.lastupdateat, '/', c.totalmsgcount, '/', c.totalmsgcountroot) AS row_version"
        #expect(current.contains(newVersion))
        let earlier = current.replacingOccurrences(of: newVersion, with: "cm.lastupdateat AS row_version")
        try db.execute("CREATE SCHEMA unreadctl_mattermost")
        try db.transaction {
            try db.query("SELECT set_config('search_path', 'unreadctl_mattermost, public', true)")
            try db.execute(earlier)
        }
        try db.execute("""
            DO $$ BEGIN
              IF to_regrole('unreadctl_writer') IS NULL THEN CREATE ROLE unreadctl_writer NOLOGIN; END IF;
              IF to_regrole('unreadctl_reader') IS NULL THEN CREATE ROLE unreadctl_reader NOLOGIN; END IF;
            END $$;
            GRANT SELECT ON unreadctl_mattermost.channel_members TO unreadctl_reader, unreadctl_writer;
            GRANT UPDATE (unread_count, unread_root_count) ON unreadctl_mattermost.channel_members TO unreadctl_writer;
            """)
        #expect(try db.scalarString("SELECT format_type(atttypid, NULL) FROM pg_attribute WHERE attrelid = 'unreadctl_mattermost.channel_members'::regclass AND attname = 'row_version'") == "bigint")

        let install = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(try db.scalarString("SELECT format_type(atttypid, NULL) FROM pg_attribute WHERE attrelid = 'unreadctl_mattermost.channel_members'::regclass AND attname = 'row_version'") == "text")
        #expect(try db.query("SELECT to_regclass('unreadctl_mattermost.channel_members_before_upgrade') IS NULL").bool(0, 0) == true)
        let privileges = try db.query("""
            SELECT has_table_privilege('unreadctl_reader', 'unreadctl_mattermost.channel_members', 'SELECT'),
                   has_column_privilege('unreadctl_writer', 'unreadctl_mattermost.channel_members', 'unread_count', 'UPDATE'),
                   has_column_privilege('unreadctl_writer', 'unreadctl_mattermost.channel_members', 'unread_root_count', 'UPDATE'),
                   has_column_privilege('unreadctl_writer', 'unreadctl_mattermost.channel_members', 'last_read_at', 'UPDATE'),
                   (SELECT count(*) FROM pg_trigger WHERE tgrelid = 'unreadctl_mattermost.channel_members'::regclass AND tgname = 'write_unread_count')
            """)
        #expect(try privileges.bool(0, 0) == true && privileges.bool(0, 1) == true && privileges.bool(0, 2) == true)
        #expect(try privileges.bool(0, 3) == false && privileges.int(0, 4) == 1)
        // And once more: nothing left to upgrade.
        let again = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func theAdapterCommandsListShowAndRefuse() throws {
        let list = try UnreadctlBinary.run(["adapter", "list"])
        #expect(list.status == 0 && list.stdout.hasPrefix("mattermost\tMattermost\t"))
        let show = try UnreadctlBinary.run(["adapter", "show", "mattermost"])
        // The file with the shared guard and adapter_info in place of its includes: runs in any psql.
        let expected = try AdapterFiles.installSQLWithIncludes("mattermost")
        #expect(show.status == 0 && show.stdout == expected)
        let unknown = try UnreadctlBinary.run(["adapter", "show", "slack"])
        #expect(unknown.status == 64 && unknown.stderr.contains("unknown adapter 'slack'"))

        // No Mattermost here: refused, nothing created.
        let (db, target) = try TestCluster.connect(schema: false)
        defer { db.close() }
        let refused = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(refused.status == 64 && refused.stderr.contains("no Mattermost tables in this database"), "\(refused.stderr)")
        #expect(try db.query("SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'unreadctl%'").int(0, 0) == 0)
        let publicSchema = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--schema", "public", "--dsn", target.conninfo])
        #expect(publicSchema.status == 64)
    }
}
