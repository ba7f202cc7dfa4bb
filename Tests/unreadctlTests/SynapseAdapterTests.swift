import Foundation
import Postgres
import Testing
import TestSupport
import ThrowawayPostgres

/// The shipped Synapse adapter (adapters/synapse/README.md) on a database a real Synapse wrote
/// (Tests/Fixtures/synapse/synapse.sql, a plain pg_dump of Synapse 1.163.2 driven through its
/// client API by drive.py: group rooms and a DM, messages and notices, an edit, a reaction, a
/// redaction, a topic change, a thread with replies, a mention, public, private and threaded
/// receipts, an ignored user, a muted room, a user who left), with what /sync served from that
/// state (served_counts.csv) as the oracle.
@Suite struct SynapseAdapterTests {
    struct Served: Equatable { var unread: Int; var notifications: Int }

    /// served_counts.csv (or a live run's): "user room" → what /sync served.
    static func served(_ csv: String) -> [String: Served] {
        var counts: [String: Served] = [:]
        for line in csv.split(separator: "\n").dropFirst() {
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            counts["\(f[0]) \(f[1])"] = Served(unread: Int(f[2]) ?? -1, notifications: Int(f[4]) ?? -1)
        }
        return counts
    }

    /// What the mapping says Synapse serves, summed over the main timeline and the threads, for
    /// every joined local member: "user room" → counts.
    static func stored(_ db: Connection) throws -> [String: Served] {
        let result = try db.query("""
            SELECT user_id || ' ' || room_id, sum(unread_count)::int, sum(notification_count)::int
            FROM unreadctl_synapse.stored_counts WHERE membership = 'join' GROUP BY 1
            """)
        var counts: [String: Served] = [:]
        for row in 0..<result.rowCount {
            counts[try result.string(row, 0) ?? ""] = Served(unread: try result.int(row, 1) ?? -1,
                                                              notifications: try result.int(row, 2) ?? -1)
        }
        return counts
    }

    /// Everything outside the mapping schema: catalog objects, and every table's rows.
    static func outside(_ db: Connection) throws -> String {
        let catalog = try BackendCatalog.objects(outside: "unreadctl_synapse", on: db)
        let tables = try db.query("SELECT quote_ident(tablename) FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")
        var data = ""
        for row in 0..<tables.rowCount {
            let table = try tables.string(row, 0) ?? ""
            data += table + " " + (try db.query("SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM public.\(table) t")
                .string(0, 0) ?? "") + "\n"
        }
        return catalog + "\n" + data
    }

    static func run(_ arguments: [String], _ target: ConnectionString) throws -> (UnreadctlBinary.Run, [String: String]) {
        try CommandReports.run(arguments, target)
    }

    static func rows(_ csv: String?) -> [String] { CommandReports.rows(csv) }

    /// The checks a healthy Synapse passes: installed twice without touching anything else, the
    /// dry run finds no drift, and what the mapping computes as served equals what /sync served.
    static func expectHealthy(_ db: Connection, _ target: ConnectionString, served: [String: Served]) throws {
        let before = try outside(db)
        var mapping: [String] = []
        for _ in 0..<2 {
            let install = try UnreadctlBinary.run(["adapter", "install", "synapse", "--dsn", target.conninfo])
            #expect(install.status == 0, "\(install.stderr)")
            #expect(install.stdout.contains("installed the synapse adapter in schema unreadctl_synapse"))
            #expect(install.stdout.contains("events_room_stream\tpresent"))
            mapping.append(try db.query("""
                SELECT string_agg(c.oid::text || c.relname || c.relkind::text || coalesce(pg_get_viewdef(c.oid), ''), E'\n' ORDER BY c.relname)
                FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'unreadctl_synapse'
                """).string(0, 0) ?? "")
        }
        #expect(try outside(db) == before, "install (twice) touched nothing outside its schema")
        // Read-only by construction: no column of any view can be written (only the run table's).
        #expect(try db.query("""
            SELECT string_agg(DISTINCT table_name, ',') FROM information_schema.columns
            WHERE table_schema = 'unreadctl_synapse' AND is_updatable = 'YES'
            """).string(0, 0) == "unreadctl_runs")
        #expect(mapping[0] == mapping[1] && mapping[0].contains("channel_members"), "the second install changed nothing in it either")

        // Every local user and joined room /sync served, and no other: the mapping's replica of
        // Synapse's own count equals what /sync served, unread and notifications alike.
        let stored = try stored(db)
        #expect(stored == served, "mapping: \(stored.sorted { $0.key < $1.key }); /sync: \(served.sorted { $0.key < $1.key })")
        #expect(served.count >= 10)
        #expect(served.values.contains { $0.unread > 0 } && served.values.contains { $0.unread == 0 })

        let (dry, files) = try run(["recompute", "--schema", SynapseFixture.schema], target)
        #expect(dry.status == 0, "\(dry.stderr)")
        let joined = served.count
        #expect(dry.stdout.contains("members: \(joined) checked, 0 drifted"), "\(dry.stdout)")
        #expect(dry.stdout.contains("participant rows checked, 0 drifted"), "\(dry.stdout)")
        #expect(rows(files["unread_drift.csv"]).isEmpty && rows(files["thread_drift.csv"]).isEmpty)
        #expect(files["unread.md"]?.contains("the source has no receipt log") == true)
    }

    @Test func aRealSynapseDatabaseHasNoDriftAndDamageShowsUnderMatrixIds() throws {
        let (db, target) = try SynapseFixture.database()
        defer { db.close() }
        let served = Self.served(try String(contentsOf: SynapseFixture.folder.appendingPathComponent("served_counts.csv"), encoding: .utf8))

        // Without the mapping: told which adapter to install.
        let (bare, _) = try Self.run(["recompute"], target)
        #expect(bare.status == 65)
        #expect(bare.stderr.contains("run `unreadctl adapter install synapse` and pass `--schema unreadctl_synapse`"), "\(bare.stderr)")

        try Self.expectHealthy(db, target, served: served)

        // --apply is refused before any scan, and nothing is written (no run record either).
        let untouched = try Self.outside(db)
        let runs = try db.query("SELECT count(*) FROM unreadctl_synapse.unreadctl_runs").int(0, 0)
        let (apply, applyFiles) = try Self.run(["recompute", "--apply", "--schema", SynapseFixture.schema], target)
        #expect(apply.status == 65)
        #expect(apply.stderr.contains("--apply refused, nothing was written: schema unreadctl_synapse is read-only"), "\(apply.stderr)")
        #expect(applyFiles.isEmpty)
        #expect(try db.query("SELECT count(*) FROM unreadctl_synapse.unreadctl_runs").int(0, 0) == runs)
        #expect(try Self.outside(db) == untouched)

        // A push summary bumped by hand (the summary Synapse serves from for that member): drift
        // naming the Matrix room and user, with the served and the recounted value.
        let target3 = try db.query("""
            SELECT room_id, user_id, unread_count FROM unreadctl_synapse.stored_counts
            WHERE thread_id = 'main' AND from_summary AND membership = 'join' ORDER BY room_id, user_id LIMIT 1
            """)
        let room = try target3.string(0, 0) ?? "", user = try target3.string(0, 1) ?? ""
        let before = try target3.int(0, 2) ?? -1
        try db.execute("""
            UPDATE public.event_push_summary SET unread_count = unread_count + 3
            WHERE room_id = '\(room)' AND user_id = '\(user)' AND thread_id = 'main'
            """)
        let (drifted, files) = try Self.run(["recompute", "--schema", SynapseFixture.schema], target)
        #expect(drifted.status == 0, "\(drifted.stderr)")
        // A Matrix user id is written as it is (docs/reports.md#csv-rules), never as '@….
        #expect(Self.rows(files["unread_drift.csv"]) == ["\(room),\(user),\(before + 3),\(before),-3"])
        #expect(room.hasPrefix("!") && user.hasPrefix("@") && user.hasSuffix(":unreadctl.test"))
        #expect(files["unread.md"]?.contains(room) == true)

        // The audit reports it as RS005, under the same ids.
        let (audit, auditFiles) = try Self.run(["audit", "--schema", SynapseFixture.schema], target)
        #expect(audit.status == 0, "\(audit.stderr)") // RS001 is info on this source (#2193: routine on Matrix); RS005 a warning
        #expect(Self.rows(auditFiles["audit.csv"]).contains("RS005,warning,\(room),\(user),,stored=\(before + 3); recomputed=\(before); delta=-3"))
    }

    /// adapters/synapse/README.md#two-counting-modes: a Synapse run as configured by default
    /// (MSC2654 off) records no unread counts; /sync serves notification_count alone. The mapping
    /// finds that out and counts notifications under the default push rules, the invite that
    /// notified its invitee alone included (`addressed_messages`, adapters/synapse/README.md#invites):
    /// the dry run finds no drift. A member with a mute rule for the room is not checked.
    @Test func aServerWithoutUnreadCountsIsCountedByItsNotifications() throws {
        let (db, target) = try SynapseFixture.database("synapse_notifications.sql")
        defer { db.close() }
        let served = Self.served(try String(contentsOf: SynapseFixture.folder.appendingPathComponent("served_notifications.csv"), encoding: .utf8))
        try Self.expectHealthyNotifications(db, target, served: served)
    }

    /// The checks of a server as configured by default (MSC2654 off) against what its /sync served.
    static func expectHealthyNotifications(_ db: Connection, _ target: ConnectionString, served: [String: Served]) throws {
        #expect(served.values.allSatisfy { $0.unread == -1 } && served.values.contains { $0.notifications > 0 }, "the fixture has no unread counts")
        let install = try UnreadctlBinary.run(["adapter", "install", "synapse", "--dsn", target.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(try db.query("SELECT mode FROM unreadctl_synapse.counting_mode").string(0, 0) == "notification")

        // What the mapping says Synapse serves equals /sync's notification_count for every joined member.
        let stored = try Self.stored(db)
        #expect(stored.mapValues(\.notifications) == served.mapValues(\.notifications))
        // Members with their own mute rule for the room are not checked; the others are.
        let checked = try db.query("SELECT count(*) FROM unreadctl_synapse.channel_members WHERE left_at IS NULL").int(0, 0) ?? -1
        let muted = try db.query("""
            SELECT count(*) FROM unreadctl_synapse.room_mutes rm JOIN public.local_current_membership m
            ON m.user_id = rm.user_id AND m.room_id = rm.room_id AND m.membership = 'join'
            """).int(0, 0) ?? -1
        #expect(muted >= 1 && checked == served.count - muted)

        // Members whose served count holds their own invite: it notified the invitee before the
        // join, and with no receipt since, Synapse serves the summary it rolled into.
        let invited = try db.query("""
            SELECT sc.room_id || ',' || sc.user_id FROM unreadctl_synapse.stored_counts sc
            WHERE sc.thread_id = 'main' AND sc.membership = 'join' AND sc.from_summary
              AND EXISTS (SELECT FROM public.event_push_summary s WHERE s.room_id = sc.room_id AND s.user_id = sc.user_id
                          AND s.thread_id = 'main' AND s.last_receipt_stream_ordering IS NULL)
              AND EXISTS (SELECT FROM public.event_push_actions a JOIN public.events e ON e.event_id = a.event_id
                          WHERE a.room_id = sc.room_id AND a.user_id = sc.user_id AND a.notif = 1 AND e.type = 'm.room.member'
                            AND a.stream_ordering <= (SELECT stream_ordering FROM public.event_push_summary_stream_ordering))
              AND NOT EXISTS (SELECT FROM unreadctl_synapse.room_mutes rm WHERE rm.user_id = sc.user_id AND rm.room_id = sc.room_id)
            ORDER BY 1
            """)
        let expected = (0..<invited.rowCount).compactMap { (try? invited.string($0, 0)) ?? nil }
        #expect(!expected.isEmpty, "the fixture has no member whose served count holds their invite")
        // Exactly those members have an addressed invite that counts: no receipt, so nothing read.
        let counting = try db.query("""
            SELECT a.channel_id || ',' || a.user_id FROM unreadctl_synapse.addressed_messages a
            JOIN unreadctl_synapse.channel_members cm ON cm.channel_id = a.channel_id AND cm.user_id = a.user_id
            WHERE cm.left_at IS NULL AND (cm.last_read_at IS NULL OR a.created_at > cm.last_read_at) ORDER BY 1
            """)
        #expect((0..<counting.rowCount).compactMap { (try? counting.string($0, 0)) ?? nil } == expected)
        let (dry, files) = try run(["recompute", "--schema", SynapseFixture.schema], target)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(Self.rows(files["unread_drift.csv"]).isEmpty, "\(files["unread_drift.csv"] ?? "")")
        #expect(Self.rows(files["thread_drift.csv"]).isEmpty)
        // The audit's recount (RS005) counts the invite too.
        let (audit, auditFiles) = try run(["audit", "--schema", SynapseFixture.schema, "--checks", "RS005"], target)
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(Self.rows(auditFiles["audit.csv"]).isEmpty, "\(auditFiles["audit.csv"] ?? "")")
    }

    @Test func theAuditSpeaksMatrixAndSeesWhatOnlyTheDatabaseShows() throws {
        let (db, target) = try SynapseFixture.database()
        defer { db.close() }
        _ = try UnreadctlBinary.run(["adapter", "install", "synapse", "--dsn", target.conninfo])

        let (audit, files) = try Self.run(["audit", "--schema", SynapseFixture.schema], target)
        // docs/mappings.md#severities: the mapping lowers RS001 and RS015 to info, so a healthy
        // server's audit exits 0, and audit.md says why.
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(files["audit.md"]?.contains("- RS001 receipt-before-own-message: info (error) — a Matrix server does not move a read receipt") == true)
        let csv = Self.rows(files["audit.csv"])
        // Synapse never moves a receipt when its user sends (#2193): RS001 (and RS015 in threads)
        // for each member with an own counted event after their read position, as info; and RS019
        // for the summary Synapse keeps for a room its user left (#14567); nothing else.
        #expect(Set(csv.map { String($0.prefix(5)) }) == ["RS001", "RS015", "RS019"], "\(csv)")
        #expect(csv.filter { $0.hasPrefix("RS001,") || $0.hasPrefix("RS015,") }.allSatisfy { $0.dropFirst(6).hasPrefix("info,") })
        let expected = try db.query("""
            SELECT DISTINCT m.channel_id || ',' || m.user_id FROM unreadctl_synapse.messages m
            JOIN unreadctl_synapse.channel_members cm ON cm.channel_id = m.channel_id AND cm.user_id = m.user_id
            WHERE m.type = 'regular' AND m.deleted_at IS NULL AND m.parent_id IS NULL
              AND (cm.last_read_at IS NULL OR m.created_at > cm.last_read_at) ORDER BY 1
            """)
        let rs001 = csv.filter { $0.hasPrefix("RS001,") }.map { $0.split(separator: ",").dropFirst(2).prefix(2).joined(separator: ",") }.sorted()
        #expect(rs001 == (0..<expected.rowCount).compactMap { (try? expected.string($0, 0)) ?? nil })
        for row in csv {
            let fields = row.split(separator: ",", omittingEmptySubsequences: false)
            #expect(fields[2].hasPrefix("!") && fields[3].hasPrefix("@") && (fields[4].hasPrefix("$") || (fields[0] == "RS019" && fields[4].isEmpty)), "\(row)")
        }
        #expect(files["audit.md"]?.contains("RS010 state-log-disagreement: not run — the source has no receipt log") == true)

        // A summary Synapse still holds for a room its user left (#14567): the mapping lists it,
        // and the audit reports it as RS019 under the same room and user.
        let leftover = try db.query("SELECT user_id, membership, summary_unread_count, room_id FROM unreadctl_synapse.leftover_summaries ORDER BY 1, 3")
        #expect(leftover.rowCount >= 1)
        #expect(try leftover.string(0, 0) == "@dave:unreadctl.test" && leftover.string(0, 1) == "leave")
        #expect(try (0..<leftover.rowCount).allSatisfy { try leftover.int($0, 2) ?? 0 > 0 })
        let rs019 = csv.filter { $0.hasPrefix("RS019,") }
        let leftRoom = try leftover.string(0, 3) ?? ""
        let leftCount = try (0..<leftover.rowCount).filter { try leftover.string($0, 0) == "@dave:unreadctl.test" }
            .reduce(0) { $0 + (try leftover.int($1, 2) ?? 0) }
        #expect(rs019.count == 1 && rs019[0].hasPrefix("RS019,warning,\(leftRoom),@dave:unreadctl.test,,left_at="), "\(rs019)")
        #expect(rs019.first?.hasSuffix("unread_count=\(leftCount)") == true, "\(rs019)")

        // A receipt pointing at another room's event: RS004, naming that event.
        let moved = try db.query("""
            UPDATE public.receipts_linearized r SET event_id = (SELECT e.event_id FROM public.events e
                WHERE e.room_id <> r.room_id ORDER BY e.stream_ordering DESC LIMIT 1)
            WHERE r.user_id = '@alice:unreadctl.test' AND r.thread_id IS NULL AND r.receipt_type = 'm.read'
            RETURNING r.room_id, r.event_id
            """)
        #expect(moved.rowCount == 1)
        let (again, againFiles) = try Self.run(["audit", "--schema", SynapseFixture.schema], target)
        #expect(again.status == 0) // RS004 is a warning
        let rs004 = Self.rows(againFiles["audit.csv"]).filter { $0.hasPrefix("RS004,") }
        #expect(rs004 == ["RS004,warning,\(try moved.string(0, 0) ?? ""),@alice:unreadctl.test,\(try moved.string(0, 1) ?? ""),last_read_message_id=\(try moved.string(0, 1) ?? ""); not a message of this channel"], "\(rs004)")

        // A receipt at an event Synapse does not know (no stream ordering): Synapse then serves 0
        // for the room; the recount counts from the join. RS004 names the event, RS005 the drift.
        let unknown = try db.query("""
            UPDATE public.receipts_linearized SET event_id = '$unknown-event', event_stream_ordering = NULL
            WHERE user_id = '@bob:unreadctl.test' AND receipt_type = 'm.read.private' RETURNING room_id
            """)
        #expect(unknown.rowCount == 1)
        let dm = try unknown.string(0, 0) ?? ""
        let (third, thirdFiles) = try Self.run(["audit", "--schema", SynapseFixture.schema], target)
        #expect(third.status == 0)
        let thirdRows = Self.rows(thirdFiles["audit.csv"])
        #expect(thirdRows.contains("RS004,warning,\(dm),@bob:unreadctl.test,$unknown-event,last_read_message_id=$unknown-event; not a message of this channel"), "\(thirdRows)")
        #expect(thirdRows.contains { $0.hasPrefix("RS005,warning,\(dm),@bob:unreadctl.test,,stored=0; recomputed=") && !$0.contains("recomputed=0;") }, "\(thirdRows)")

        // nightly on the read-only mapping: the recompute as a dry run, then audit and report.
        let (nightly, nightlyFiles) = try Self.run(["nightly", "--schema", SynapseFixture.schema], target)
        #expect(nightly.stdout.contains("nightly: the recompute ran as a dry run: schema unreadctl_synapse is read-only"), "\(nightly.stdout)\(nightly.stderr)")
        #expect(nightlyFiles["unread.md"] != nil && nightlyFiles["audit.csv"] != nil)
    }

    @Test func theAdapterIsListedShownAndRefusedElsewhere() throws {
        let list = try UnreadctlBinary.run(["adapter", "list"])
        #expect(list.status == 0 && list.stdout.contains("\nsynapse\tSynapse (Matrix)\tread-only: "))
        let show = try UnreadctlBinary.run(["adapter", "show", "synapse"])
        let expected = try AdapterFiles.installSQLWithIncludes("synapse")
        #expect(show.status == 0 && show.stdout == expected)

        let (db, target) = try TestCluster.connect(schema: false)
        defer { db.close() }
        let refused = try UnreadctlBinary.run(["adapter", "install", "synapse", "--dsn", target.conninfo])
        #expect(refused.status == 64 && refused.stderr.contains("no Synapse (Matrix) tables in this database"), "\(refused.stderr)")
        #expect(try db.query("SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'unreadctl%'").int(0, 0) == 0)
    }
}

/// Opt-in: drives a fresh Synapse with Tests/Fixtures/synapse/drive.py on a throwaway database
/// and holds the adapter to what that live server's /sync serves. Runs when
/// UNREADCTL_SYNAPSE_VENV names a virtual environment with matrix-synapse and psycopg2-binary
/// (adapters/synapse/README.md#test-data); reports itself skipped elsewhere.
@Suite(.enabled(if: SynapseLive.python != nil, Comment(rawValue: SynapseLive.reason)))
struct SynapseLiveTests {
    @Test func aLiveSynapseServesWhatTheAdapterRecounts() throws {
        let (db, target, served) = try drive([])
        defer { db.close() }
        try SynapseAdapterTests.expectHealthy(db, target, served: served)
    }

    /// The same against a live Synapse as configured by default (MSC2654 off): counted by its
    /// notifications, invites included, with no drift.
    @Test func aLiveSynapseAsConfiguredByDefaultServesWhatTheAdapterRecounts() throws {
        let (db, target, served) = try drive(["--no-msc2654"])
        defer { db.close() }
        try SynapseAdapterTests.expectHealthyNotifications(db, target, served: served)
    }

    /// Runs drive.py (with `arguments`) against a fresh Synapse on a throwaway database.
    private func drive(_ arguments: [String]) throws -> (Connection, ConnectionString, [String: SynapseAdapterTests.Served]) {
        let (db, target) = try TestCluster.connect(schema: false)
        let options = target.parsedOptions()
        let work = ReportFolder.temporary("unreadctl-synapse-live")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let counts = work + "/served_counts.csv"
        let drive = try ChildProcess.run([
            SynapseLive.python!, SynapseFixture.folder.appendingPathComponent("drive.py").path,
            "--workdir", work + "/synapse", "--counts", counts,
            "--db-host", (options["host"] ?? nil) ?? "", "--db-port", (options["port"] ?? nil) ?? "5432",
            "--db-name", (options["dbname"] ?? nil) ?? "", "--db-user", (options["user"] ?? nil) ?? "postgres",
        ] + arguments, directory: work, environment: ProcessInfo.processInfo.environment, stderrFile: work + "/drive.stderr")
        #expect(drive.status == 0, "\((try? String(contentsOfFile: work + "/drive.stderr", encoding: .utf8)) ?? "")")
        let served = SynapseAdapterTests.served(try String(contentsOfFile: counts, encoding: .utf8))
        try db.execute("SET search_path TO DEFAULT")
        return (db, target, served)
    }
}

enum SynapseLive {
    static let venv = ProcessInfo.processInfo.environment["UNREADCTL_SYNAPSE_VENV"]
    static let python: String? = {
        guard let venv, FileManager.default.isExecutableFile(atPath: venv + "/bin/python") else { return nil }
        return venv + "/bin/python"
    }()
    static let reason = venv == nil
        ? "set UNREADCTL_SYNAPSE_VENV to a virtual environment with matrix-synapse and psycopg2-binary to drive a live Synapse"
        : "UNREADCTL_SYNAPSE_VENV=\(venv!) has no bin/python"
}
