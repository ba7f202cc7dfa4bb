import Foundation
import Postgres
import Schema
import Testing
import TestSupport

/// A company's own schema, mapped by plain views (docs/mappings.md): other table and column
/// names, the same data as a seeded reference schema. The tool must give the same numbers
/// through the mapping as on the reference schema, run what a mapping lacking parts of the
/// contract supports, and refuse what it cannot do before any scan.
@Suite struct MappingCommandTests {
    /// The mapping: one plain view per contract relation (auto-updatable: `--apply` writes through them).
    static func acmeMapping(_ schema: String, receipts: Bool = true, mentions: Bool = true, threads: Bool = true) -> String {
        var sql = """
            CREATE SCHEMA \(schema);
            CREATE VIEW \(schema).channel_types AS SELECT kind_name AS name, tracks_reads AS read_events, tracks_delivery AS delivery_events FROM acme.room_kinds;
            CREATE VIEW \(schema).users AS SELECT person_id AS id, signed_up AS created_at, badge_total AS total_unread_count,
                badge_rooms AS unread_channels, badge_threads AS unread_threads, badge_mentions AS total_unread_mentions FROM acme.people;
            CREATE VIEW \(schema).channels AS SELECT room_id AS id, handle AS cid, kind AS type, opened_at AS created_at, org AS team FROM acme.rooms;
            CREATE VIEW \(schema).channel_members AS SELECT room_id AS channel_id, person_id AS user_id, seated_at AS joined_at, quiet AS muted,
                seen_until AS last_read_at, seen_post AS last_read_message_id, badge AS unread_count, got_until AS last_delivered_at,
                got_post AS last_delivered_message_id, stood_up_at AS left_at\(mentions ? ", badge_mentions AS unread_mentions" : "") FROM acme.seats;
            CREATE VIEW \(schema).user_mutes AS SELECT person_id AS user_id, blocked_id AS muted_user_id FROM acme.blocks;
            CREATE VIEW \(schema).messages AS SELECT post_id AS id, room_id AS channel_id, author AS user_id, posted_at AS created_at,
                kind AS type, reply_to AS parent_id, also_in_room AS show_in_channel, quiet AS silent, hidden AS shadowed,
                removed_at AS deleted_at FROM acme.posts;

            """
        if receipts {
            sql += """
                CREATE VIEW \(schema).receipt_events AS SELECT receipt_id AS id, room_id AS channel_id, person_id AS user_id, kind,
                    post_id AS message_id, covers_until AS up_to, sent_at AS at FROM acme.receipts;

                """
        }
        if threads {
            sql += """
                CREATE VIEW \(schema).thread_participants AS SELECT room_id AS channel_id, thread_post AS parent_id, person_id AS user_id,
                    followed_at AS joined_at, seen_until AS last_read_at, badge AS unread_replies FROM acme.followers;

                """
        }
        if mentions {
            sql += """
                CREATE VIEW \(schema).message_mentions AS SELECT room_id AS channel_id, post_id AS message_id, person_id AS user_id FROM acme.post_mentions;

                """
        }
        return sql
    }

    /// `AcmeBackend.seeded()` with a mapping `schema` of every relation, its run table applied.
    static func seededWithMapping(_ schema: String) throws -> (Connection, ConnectionString) {
        let target = try AcmeBackend.seeded()
        let db = try Connection(target)
        try db.execute(acmeMapping(schema))
        let apply = try UnreadctlBinary.run(["schema", "apply", "--schema", schema, "--dsn", target.conninfo])
        #expect(apply.status == 0, "\(apply.stderr)")
        return (db, target)
    }

    /// RS002's detail names the audit's clock, which differs between two runs.
    static func withoutClock(_ csv: String?) -> String? {
        csv?.replacingOccurrences(of: "; limit=[0-9TZ:.-]+", with: "", options: .regularExpression)
    }

    static func outDir() -> String { ReportFolder.temporary("unreadctl-mapping") }

    static func files(_ out: String) throws -> [String: String] {
        let days = try FileManager.default.contentsOfDirectory(atPath: out)
        var result: [String: String] = [:]
        for day in days {
            for name in try FileManager.default.contentsOfDirectory(atPath: out + "/" + day) {
                result[name] = try String(contentsOfFile: out + "/" + day + "/" + name, encoding: .utf8)
            }
        }
        return result
    }

    static func run(_ arguments: [String], _ target: ConnectionString) throws -> (UnreadctlBinary.Run, [String: String]) {
        let out = outDir()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try UnreadctlBinary.run(arguments + ["--dsn", target.conninfo, "--out", out])
        return (run, (try? files(out)) ?? [:])
    }

    static let window = ["--since", "2000-01-01", "--until", "2100-01-01"]

    @Test func aFullMappingGivesTheReferenceNumbersAndRepairsThroughItsViews() throws {
        let target = try AcmeBackend.seeded()
        let db = try Connection(target)
        defer { db.close() }
        try db.execute(Self.acmeMapping("acme_unreadctl"))
        let apply = try UnreadctlBinary.run(["schema", "apply", "--schema", "acme_unreadctl", "--dsn", target.conninfo])
        #expect(apply.status == 0, "\(apply.stderr)")
        #expect(apply.stdout.contains("views were not touched"))

        let (reference, referenceFiles) = try Self.run(["recompute"], target)
        let (mapped, mappedFiles) = try Self.run(["recompute", "--schema", "acme_unreadctl"], target)
        #expect(reference.status == 0 && mapped.status == 0, "\(reference.stderr) \(mapped.stderr)")
        for file in ["unread_drift.csv", "user_totals_drift.csv", "thread_drift.csv", "mention_drift.csv", "unread_by_group.csv"] {
            #expect(mappedFiles[file] != nil && mappedFiles[file] == referenceFiles[file], "\(file)")
        }
        #expect((referenceFiles["unread_drift.csv"] ?? "").split(whereSeparator: \.isNewline).count > 1, "the seed planted drift")
        #expect(!(mappedFiles["unread.md"] ?? "").contains("Not measured"))

        let (referenceAudit, referenceAuditFiles) = try Self.run(["audit", "--fail-on", "info"], target)
        let (mappedAudit, mappedAuditFiles) = try Self.run(["audit", "--fail-on", "info", "--schema", "acme_unreadctl"], target)
        #expect(referenceAudit.status == 1 && mappedAudit.status == 1)
        #expect(Self.withoutClock(mappedAuditFiles["audit.csv"]) != nil
                && Self.withoutClock(mappedAuditFiles["audit.csv"]) == Self.withoutClock(referenceAuditFiles["audit.csv"]))
        #expect((mappedAuditFiles["audit.csv"] ?? "").contains("RS010,"))

        let (_, referenceReport) = try Self.run(["report", "--per-message"] + Self.window, target)
        let (mappedReportRun, mappedReport) = try Self.run(["report", "--per-message", "--schema", "acme_unreadctl"] + Self.window, target)
        #expect(mappedReportRun.status == 0, "\(mappedReportRun.stderr)")
        for file in ["latency_messages.csv", "latency_summary.csv"] {
            #expect(mappedReport[file] != nil && mappedReport[file] == referenceReport[file], "\(file)")
        }

        // --apply through the auto-updatable views: afterwards a dry run finds nothing, and Acme's
        // counters equal the reference schema's repaired ones.
        let (applied, _) = try Self.run(["recompute", "--apply", "--schema", "acme_unreadctl"], target)
        #expect(applied.status == 0, "\(applied.stderr)")
        _ = try Self.run(["recompute", "--apply"], target)
        let (again, againFiles) = try Self.run(["recompute", "--schema", "acme_unreadctl"], target)
        #expect(again.status == 0)
        #expect(againFiles["unread_drift.csv"] == "channel_cid,user_id,stored,recomputed,delta\r\n")
        #expect(againFiles["user_totals_drift.csv"]?.split(whereSeparator: \.isNewline).count == 1)
        let differences = try db.query("""
            SELECT (SELECT count(*) FROM (SELECT room_id, person_id, badge, badge_mentions FROM acme.seats
                    EXCEPT SELECT channel_id, user_id, unread_count, unread_mentions FROM public.channel_members) d)
                 + (SELECT count(*) FROM (SELECT person_id, badge_total, badge_rooms, badge_threads, badge_mentions FROM acme.people
                    EXCEPT SELECT id, total_unread_count, unread_channels, unread_threads, total_unread_mentions FROM public.users) d)
                 + (SELECT count(*) FROM (SELECT room_id, thread_post, person_id, badge FROM acme.followers
                    EXCEPT SELECT channel_id, parent_id, user_id, unread_replies FROM public.thread_participants) d)
            """).int(0, 0)
        #expect(differences == 0)
        // The run records went to the mapping's own table.
        #expect(try db.query("SELECT count(*) FROM acme_unreadctl.unreadctl_runs").int(0, 0) == 5)
    }

    /// docs/mappings.md#speed: on a mapping the parent of a reply (RS018, thread counts) and of
    /// a participant row (RS017) is found by the reader, not by a probe per row on the server;
    /// replies and participant rows whose parent is in another channel, or nowhere, give the
    /// reference schema's numbers and findings.
    @Test func parentsElsewhereGiveTheReferenceNumbersThroughAMapping() throws {
        let (db, target) = try Self.seededWithMapping("acme_parents")
        defer { db.close() }
        // Two replies in the first channel with members: to a message of another channel, and to
        // no message at all; a participant row for each thread, of a current member.
        try db.execute("""
            CREATE TEMP TABLE pick AS
            SELECT cm.channel_id AS room, cm.user_id AS member, (SELECT min(m.id) FROM messages m WHERE m.channel_id <> cm.channel_id) AS elsewhere,
                   (SELECT max(id) FROM messages) AS top, (SELECT max(created_at) FROM messages WHERE channel_id = cm.channel_id) AS at
            FROM channel_members cm WHERE cm.left_at IS NULL ORDER BY cm.channel_id, cm.user_id LIMIT 1;
            INSERT INTO messages (id, channel_id, user_id, created_at, type, parent_id, show_in_channel)
            SELECT top + 1, room, 'someone-else', at + interval '1 second', 'regular', elsewhere, false FROM pick
            UNION ALL SELECT top + 2, room, 'someone-else', at + interval '2 seconds', 'regular', top + 1000, true FROM pick;
            INSERT INTO thread_participants (channel_id, parent_id, user_id, joined_at, last_read_at, unread_replies)
            SELECT room, elsewhere, member, '-infinity'::timestamptz, NULL::timestamptz, 1 FROM pick
            UNION ALL SELECT room, top + 1000, member, '-infinity', NULL, 1 FROM pick;
            INSERT INTO acme.posts SELECT id, channel_id, user_id, created_at, type, parent_id, show_in_channel, silent, shadowed, deleted_at
            FROM messages WHERE id > (SELECT top FROM pick);
            INSERT INTO acme.followers SELECT channel_id, parent_id, user_id, joined_at, last_read_at, unread_replies
            FROM thread_participants tp JOIN pick ON tp.channel_id = pick.room AND tp.user_id = pick.member
            AND tp.parent_id IN (pick.elsewhere, pick.top + 1000);
            """)
        let (reference, referenceFiles) = try Self.run(["recompute"], target)
        let (mapped, mappedFiles) = try Self.run(["recompute", "--schema", "acme_parents"], target)
        #expect(reference.status == 0 && mapped.status == 0, "\(reference.stderr) \(mapped.stderr)")
        for file in ["unread_drift.csv", "thread_drift.csv", "user_totals_drift.csv"] {
            #expect(mappedFiles[file] != nil && mappedFiles[file] == referenceFiles[file], "\(file)")
        }
        let (_, referenceAudit) = try Self.run(["audit"], target)
        let (_, mappedAudit) = try Self.run(["audit", "--schema", "acme_parents"], target)
        let audit = Self.withoutClock(mappedAudit["audit.csv"]) ?? ""
        #expect(audit == Self.withoutClock(referenceAudit["audit.csv"]))
        // The planted rows are found: both replies (RS018) and both participant rows (RS017).
        let top = try db.query("SELECT top FROM pick").int(0, 0) ?? 0
        #expect(audit.contains("RS018,") && audit.contains(",\(top + 1),") && audit.contains(",\(top + 2),"), "\(audit)")
        #expect(audit.components(separatedBy: "RS017,").count - 1 >= 2, "\(audit)")
    }

    @Test func uuidKeysGiveTheSameNumbersUnderTheSourcesOwnIds() throws {
        let target = try AcmeBackend.seeded()
        let db = try Connection(target)
        defer { db.close() }
        try db.execute(AcmeBackend.uuidTables)
        _ = try UnreadctlBinary.run(["schema", "apply", "--schema", "acme_uuid", "--dsn", target.conninfo])
        // The reference ids → the uuids the mapping shows.
        var uuidOf: [String: String] = [:]
        let ids = try db.query("SELECT id::text, acme_u.mk(id)::text FROM public.messages UNION ALL SELECT '4000000000000002', acme_u.mk(4000000000000002)::text")
        for row in 0..<ids.rowCount { uuidOf[try ids.string(row, 0) ?? ""] = try ids.string(row, 1) }
        func lines(_ csv: String?) -> [String] { (csv ?? "").components(separatedBy: "\r\n").filter { !$0.isEmpty }.sorted() }
        /// The reference file with its message ids (in `columns`, and in `name=id` details) as uuids.
        func translated(_ csv: String?, columns: [Int], details: Bool = false) -> [String] {
            lines(csv).map { line in
                var fields = line.components(separatedBy: ",")
                for column in columns where fields.count > column { fields[column] = uuidOf[fields[column]] ?? fields[column] }
                var text = fields.joined(separator: ",")
                if details {
                    for name in ["parent_id", "last_read_message_id", "last_delivered_message_id"] {
                        if let range = text.range(of: "\(name)=[0-9]+", options: .regularExpression) {
                            let id = String(text[range].dropFirst(name.count + 1))
                            text.replaceSubrange(range, with: "\(name)=\(uuidOf[id] ?? id)")
                        }
                    }
                }
                return text.replacingOccurrences(of: "; limit=[0-9TZ:.-]+", with: "", options: .regularExpression)
            }.sorted()
        }

        let (_, reference) = try Self.run(["recompute"], target)
        let (mapped, mappedFiles) = try Self.run(["recompute", "--schema", "acme_uuid"], target)
        #expect(mapped.status == 0, "\(mapped.stderr)")
        for file in ["unread_drift.csv", "user_totals_drift.csv", "mention_drift.csv", "unread_by_group.csv"] {
            #expect(lines(mappedFiles[file]) == lines(reference[file]), "\(file)")
        }
        #expect(lines(mappedFiles["thread_drift.csv"]) == translated(reference["thread_drift.csv"], columns: [1]))
        #expect(lines(mappedFiles["thread_drift.csv"]).count > 1)

        let (_, referenceAudit) = try Self.run(["audit"], target)
        let (audit, auditFiles) = try Self.run(["audit", "--schema", "acme_uuid"], target)
        #expect(audit.status == 1, "\(audit.stderr)")
        #expect(translated(auditFiles["audit.csv"], columns: []) == translated(referenceAudit["audit.csv"], columns: [4], details: true))
        #expect((auditFiles["audit.csv"] ?? "").contains("RS004,"))

        let (_, referenceReport) = try Self.run(["report", "--per-message"] + Self.window, target)
        let (report, reportFiles) = try Self.run(["report", "--per-message", "--schema", "acme_uuid"] + Self.window, target)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(reportFiles["latency_summary.csv"] == referenceReport["latency_summary.csv"])
        #expect(lines(reportFiles["latency_messages.csv"]) == translated(referenceReport["latency_messages.csv"], columns: [0]))

        let (applied, _) = try Self.run(["recompute", "--apply", "--schema", "acme_uuid"], target)
        #expect(applied.status == 0, "\(applied.stderr)")
        _ = try Self.run(["recompute", "--apply"], target)
        let (again, againFiles) = try Self.run(["recompute", "--schema", "acme_uuid"], target)
        #expect(again.stdout.contains("members: ") && againFiles["unread_drift.csv"] == "channel_cid,user_id,stored,recomputed,delta\r\n")
        let differences = try db.query("""
            SELECT (SELECT count(*) FROM (SELECT channel_id, user_id, unread_count, unread_mentions FROM acme_u.seats
                    EXCEPT SELECT acme_u.ck(channel_id), user_id, unread_count, unread_mentions FROM public.channel_members) d)
                 + (SELECT count(*) FROM (SELECT channel_id, parent_id, user_id, unread_replies FROM acme_u.followers
                    EXCEPT SELECT acme_u.ck(channel_id), acme_u.mk(parent_id), user_id, unread_replies FROM public.thread_participants) d)
                 + (SELECT count(*) FROM (SELECT * FROM acme_u.people EXCEPT SELECT * FROM public.users) d)
            """).int(0, 0)
        #expect(differences == 0)
    }

    @Test func aMappingWithoutLogMentionsAndThreadsRunsTheRestAndSaysWhatItDidNotMeasure() throws {
        let target = try AcmeBackend.seeded()
        let db = try Connection(target)
        defer { db.close() }
        try db.execute(Self.acmeMapping("acme_lite", receipts: false, mentions: false, threads: false))
        _ = try UnreadctlBinary.run(["schema", "apply", "--schema", "acme_lite", "--dsn", target.conninfo])

        let status = try UnreadctlBinary.run(["schema", "status", "--schema", "acme_lite", "--dsn", target.conninfo])
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.contains("capability\treceipt_log\tabsent"))
        #expect(status.stdout.contains("capability\tmention_rows\tabsent"))
        #expect(status.stdout.contains("capability\tthread_participants\tabsent"))
        #expect(status.stdout.contains("capability\tmutes\tpresent"))
        #expect(status.stdout.contains("writes\tthe stored counters can be repaired"))

        let (reference, referenceFiles) = try Self.run(["recompute"], target)
        let (mapped, mappedFiles) = try Self.run(["recompute", "--schema", "acme_lite"], target)
        #expect(reference.status == 0 && mapped.status == 0, "\(mapped.stderr)")
        // The members' counts do not depend on what is missing: the same drift rows.
        #expect(mappedFiles["unread_drift.csv"] != nil && mappedFiles["unread_drift.csv"] == referenceFiles["unread_drift.csv"])
        // No mention or thread drift presented as measured, no empty stored value presented as a number.
        #expect(mappedFiles["mention_drift.csv"] == "channel_cid,user_id,stored,recomputed,delta\r\n")
        #expect(mappedFiles["thread_drift.csv"] == "channel_cid,parent_id,user_id,stored,recomputed,delta\r\n")
        #expect(mapped.stdout.contains("threads: not measured; mentions: not measured"))
        let markdown = mappedFiles["unread.md"] ?? ""
        #expect(markdown.contains("## Not measured"))
        #expect(markdown.contains("the source has no receipt log"))
        #expect(markdown.contains("| thread_participants.unread_replies | not measured |"))
        // users.total_unread_count is stored: user totals are still checked.
        #expect(mapped.stdout.contains("users: ") && mapped.stdout.contains("total_unread_count"))
        #expect(!mapped.stdout.contains("unread_threads"))

        let (audit, auditFiles) = try Self.run(["audit", "--fail-on", "info", "--schema", "acme_lite"], target)
        #expect(audit.status == 1)
        let csv = auditFiles["audit.csv"] ?? ""
        for code in ["RS008", "RS009", "RS010", "RS012", "RS013", "RS015", "RS016"] {
            #expect(!csv.contains(code + ","), "\(code) is not run without its data")
        }
        #expect(csv.contains("RS005,"))
        #expect(auditFiles["audit.md"]?.contains("RS010 state-log-disagreement: not run — the source has no receipt log") == true)

        let (_, referenceReport) = try Self.run(["report", "--per-message"] + Self.window, target)
        let (report, reportFiles) = try Self.run(["report", "--per-message", "--schema", "acme_lite"] + Self.window, target)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("latency not measured"))
        #expect(reportFiles["latency_summary.csv"]?.split(whereSeparator: \.isNewline).count == 1, "a header and no measurement")
        #expect(reportFiles["latency.md"]?.contains("read and delivered latency: the source has no receipt log") == true)
        // read_by and the state come from the members' read positions: the same as on the reference schema.
        func readBy(_ csv: String?) -> [String] {
            (csv ?? "").split(whereSeparator: \.isNewline).map { line in
                let fields = line.split(separator: ",", omittingEmptySubsequences: false)
                return fields.count >= 8 ? [fields[0], fields[5], fields[6], fields[7]].joined(separator: ",") : String(line)
            }
        }
        #expect(readBy(reportFiles["latency_messages.csv"]) == readBy(referenceReport["latency_messages.csv"]))
        #expect(readBy(reportFiles["latency_messages.csv"]).count > 100)
    }

    @Test func refusalsComeBeforeAnyScanWithTheirCodeAndOneLine() throws {
        let target = try AcmeBackend.seeded()
        let db = try Connection(target)
        defer { db.close() }
        func lines(_ text: String) -> Int { text.split(whereSeparator: \.isNewline).count }

        let nosuch = try UnreadctlBinary.run(["recompute", "--schema", "nosuch", "--dsn", target.conninfo, "--out", Self.outDir()])
        #expect(nosuch.status == 65)
        #expect(nosuch.stderr.contains("no schema named nosuch") && lines(nosuch.stderr) == 1, "\(nosuch.stderr)")

        // A name is an identifier, never SQL: this one is looked up literally, and nothing is touched.
        let hostile = try UnreadctlBinary.run(["audit", "--schema", "x\", public; --", "--dsn", target.conninfo, "--out", Self.outDir()])
        #expect(hostile.status == 65)
        #expect(hostile.stderr.contains("no schema named x\", public; --"))
        try db.execute("CREATE SCHEMA \"x\"\"; drop\"")
        let quoted = try UnreadctlBinary.run(["schema", "apply", "--schema", "x\"; drop", "--dsn", target.conninfo])
        #expect(quoted.status == 0, "\(quoted.stderr)")
        #expect(try db.query("SELECT count(*) FROM \"x\"\"; drop\".schema_migrations").int(0, 0) == Migrations.all.count)

        // A read-only mapping: a view that cannot be updated.
        try db.execute(Self.acmeMapping("acme_ro"))
        try db.execute("""
            CREATE OR REPLACE VIEW acme_ro.channel_members AS SELECT DISTINCT room_id AS channel_id, person_id AS user_id, seated_at AS joined_at,
                quiet AS muted, seen_until AS last_read_at, seen_post AS last_read_message_id, badge AS unread_count, got_until AS last_delivered_at,
                got_post AS last_delivered_message_id, stood_up_at AS left_at, badge_mentions AS unread_mentions FROM acme.seats;
            """)
        _ = try UnreadctlBinary.run(["schema", "apply", "--schema", "acme_ro", "--dsn", target.conninfo])
        let before = try db.query("SELECT sum(badge)::bigint, count(*) FROM acme.seats")
        let refused = try UnreadctlBinary.run(["recompute", "--apply", "--schema", "acme_ro", "--dsn", target.conninfo, "--out", Self.outDir()])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("read-only") && refused.stderr.contains("channel_members.unread_count") && lines(refused.stderr) == 1,
                "\(refused.stderr)")
        #expect(try db.query("SELECT count(*) FROM acme_ro.unreadctl_runs").int(0, 0) == 0, "refused before the run began")
        // nightly on it: the recompute runs dry, the audit and the report run, and it says so.
        let nightly = try UnreadctlBinary.run(["nightly", "--schema", "acme_ro", "--dsn", target.conninfo, "--out", Self.outDir()] + Self.window)
        #expect(nightly.status == 1, "\(nightly.stderr)") // the planted findings
        #expect(nightly.stdout.contains("the recompute ran as a dry run") && nightly.stdout.contains("read-only"), "\(nightly.stdout)")
        let after = try db.query("SELECT sum(badge)::bigint, count(*) FROM acme.seats")
        #expect(try before.int(0, 0) == after.int(0, 0))

        // Every mismatched column is listed, none hidden behind "and N more".
        try db.execute("""
            CREATE SCHEMA acme_bad;
            CREATE VIEW acme_bad.channel_types AS SELECT kind_name::varchar AS name, tracks_reads::int AS read_events, tracks_delivery AS delivery_events FROM acme.room_kinds;
            CREATE VIEW acme_bad.users AS SELECT person_id AS id, signed_up::date AS created_at FROM acme.people;
            CREATE VIEW acme_bad.channels AS SELECT room_id::text AS id, handle AS cid, kind AS type, opened_at::text AS created_at, org AS team FROM acme.rooms;
            CREATE VIEW acme_bad.channel_members AS SELECT room_id AS channel_id, person_id AS user_id, seated_at::timestamp AS joined_at, quiet AS muted,
                seen_until AS last_read_at, seen_post AS last_read_message_id, badge::bigint AS unread_count, got_until AS last_delivered_at,
                got_post AS last_delivered_message_id, stood_up_at AS left_at, badge::bigint AS unread_root_count FROM acme.seats;
            CREATE VIEW acme_bad.messages AS SELECT post_id AS id, room_id AS channel_id, author AS user_id, posted_at AS created_at FROM acme.posts;
            CREATE VIEW acme_bad.addressed_messages AS SELECT room_id AS channel_id, person_id AS user_id, person_id AS sender_id,
                seated_at::text AS created_at FROM acme.seats;
            CREATE VIEW acme_bad.check_severities AS SELECT * FROM (VALUES ('RS099', 'info', 'no such check'),
                ('RS011', 'error', 'raising is not lowering')) AS c(code, severity, reason);
            """)
        let mismatched = try UnreadctlBinary.run(["schema", "status", "--schema", "acme_bad", "--dsn", target.conninfo])
        #expect(mismatched.status == 65)
        // channels.id is text: a text key is allowed, so the other channel keys must be text too.
        let expected = ["channel_types.name", "channel_types.read_events", "users.created_at", "channel_members.channel_id", "messages.channel_id", "channels.created_at",
                        "channel_members.joined_at", "channel_members.unread_count", "messages.type", "messages.parent_id",
                        "messages.show_in_channel", "messages.silent", "messages.shadowed", "messages.deleted_at",
                        "channel_members.unread_root_count", "addressed_messages.channel_id", "addressed_messages.created_at",
                        "check_severities.code", "check_severities.severity"]
        for column in expected {
            #expect(mismatched.stdout.contains("mismatch\t\(column):"), "\(column)")
            #expect(mismatched.stderr.contains("\(column):"), "\(column)")
        }
        #expect(!mismatched.stderr.contains("more"))
        #expect(lines(mismatched.stderr) == 1)
    }

    /// docs/mappings.md#addressed-messages: a mapping's `addressed_messages` count for their
    /// addressee alone, after the member's read position (NULL: nothing read) and not bounded by
    /// `joined_at`; never the member's own, never from a sender the member muted. The recompute
    /// and the audit's recount (RS005) both count them.
    @Test func addressedMessagesCountForTheirAddresseeAlone() throws {
        let (db, target) = try Self.seededWithMapping("acme_notices")
        defer { db.close() }
        // A current member whose stored counter is right, in a channel that tracks reads, one
        // with a read position and one without, and a sender each has not muted.
        let picked = try db.query("""
            WITH right_counts AS (
                SELECT s.room_id, s.person_id, s.seen_until, s.seated_at FROM acme.seats s
                JOIN acme.rooms r ON r.room_id = s.room_id JOIN acme.room_kinds k ON k.kind_name = r.kind
                WHERE s.stood_up_at IS NULL AND k.tracks_reads IS NOT FALSE
                  AND s.badge = (SELECT count(*) FROM acme.posts p WHERE p.room_id = s.room_id AND p.author <> s.person_id
                                 AND p.kind IN ('regular', 'system') AND p.removed_at IS NULL AND NOT p.quiet AND NOT p.hidden
                                 AND (p.reply_to IS NULL OR p.also_in_room) AND p.posted_at > s.seated_at
                                 AND (s.seen_until IS NULL OR p.posted_at > s.seen_until)
                                 AND NOT EXISTS (SELECT FROM acme.blocks b WHERE b.person_id = s.person_id AND b.blocked_id = p.author)))
            SELECT * FROM (SELECT room_id, person_id, seen_until, seated_at FROM right_counts WHERE seen_until IS NOT NULL ORDER BY 1, 2 LIMIT 1) a
            UNION ALL
            SELECT * FROM (SELECT room_id, person_id, seen_until, seated_at FROM right_counts WHERE seen_until IS NULL ORDER BY 1, 2 LIMIT 1) b
            """)
        #expect(picked.rowCount == 2, "the seed has a right counter with and without a read position")
        let (reader, unread) = (try picked.string(0, 1) ?? "", try picked.string(1, 1) ?? "")
        let (readerRoom, unreadRoom) = (try picked.int(0, 0) ?? 0, try picked.int(1, 0) ?? 0)
        let sender = try db.query("""
            SELECT person_id FROM acme.people WHERE person_id NOT IN ($1, $2)
              AND NOT EXISTS (SELECT FROM acme.blocks b WHERE b.blocked_id = person_id AND b.person_id IN ($1, $2))
            ORDER BY 1 LIMIT 1
            """, [reader, unread]).string(0, 0) ?? ""
        let muted = try db.query("SELECT person_id FROM acme.people WHERE person_id NOT IN ($1, $2, $3) ORDER BY 1 LIMIT 1",
                                 [reader, unread, sender]).string(0, 0) ?? ""
        try db.execute("INSERT INTO acme.blocks VALUES ('\(reader)', '\(muted)')")
        try db.execute("""
            CREATE TABLE acme.notices (room_id bigint, addressee text, sender text, sent_at timestamptz);
            -- The reader: one after the read position (counts), one before it, one of their own,
            -- one from a sender they muted (none of those three counts).
            INSERT INTO acme.notices
            SELECT room_id, person_id, '\(sender)', seen_until + interval '1 second' FROM acme.seats WHERE room_id = \(readerRoom) AND person_id = '\(reader)'
            UNION ALL SELECT room_id, person_id, '\(sender)', seen_until - interval '1 second' FROM acme.seats WHERE room_id = \(readerRoom) AND person_id = '\(reader)'
            UNION ALL SELECT room_id, person_id, person_id, seen_until + interval '2 seconds' FROM acme.seats WHERE room_id = \(readerRoom) AND person_id = '\(reader)'
            UNION ALL SELECT room_id, person_id, '\(muted)', seen_until + interval '3 seconds' FROM acme.seats WHERE room_id = \(readerRoom) AND person_id = '\(reader)'
            -- Nothing read: one from before the join counts (an invite precedes its join).
            UNION ALL SELECT room_id, person_id, '\(sender)', seated_at - interval '1 day' FROM acme.seats WHERE room_id = \(unreadRoom) AND person_id = '\(unread)';
            CREATE VIEW acme_notices.addressed_messages AS
                SELECT room_id AS channel_id, addressee AS user_id, sender AS sender_id, sent_at AS created_at FROM acme.notices;
            """)
        let status = try UnreadctlBinary.run(["schema", "status", "--schema", "acme_notices", "--dsn", target.conninfo])
        #expect(status.status == 0 && status.stdout.contains("addressed_messages"), "\(status.stdout)")

        let (dry, files) = try Self.run(["recompute", "--schema", "acme_notices"], target)
        #expect(dry.status == 0, "\(dry.stderr)")
        let drift = (files["unread_drift.csv"] ?? "").components(separatedBy: "\r\n").filter { !$0.isEmpty }.dropFirst()
        let cids = try db.query("SELECT handle FROM acme.rooms WHERE room_id IN ($1, $2) ORDER BY room_id = $1 DESC",
                                [String(readerRoom), String(unreadRoom)])
        let addressees = [(try cids.string(0, 0) ?? "") + "," + reader, (try cids.string(cids.rowCount - 1, 0) ?? "") + "," + unread]
        let theirs = drift.filter { row in addressees.contains { row.hasPrefix($0 + ",") } }
        #expect(theirs.count == 2 && theirs.allSatisfy { $0.hasSuffix(",1") }, "\(Array(drift))")
        // Nobody else moved: the same drift as without the view, but for these two rows.
        try db.execute("ALTER VIEW acme_notices.addressed_messages RENAME TO addressed_messages_off")
        let (_, without) = try Self.run(["recompute", "--schema", "acme_notices"], target)
        let before = (without["unread_drift.csv"] ?? "").components(separatedBy: "\r\n").filter { !$0.isEmpty }.dropFirst()
        #expect(Array(drift.filter { row in !theirs.contains(row) }) == Array(before), "\(Array(before))")
        try db.execute("ALTER VIEW acme_notices.addressed_messages_off RENAME TO addressed_messages")

        let (audit, auditFiles) = try Self.run(["audit", "--schema", "acme_notices", "--checks", "RS005"], target)
        #expect(audit.status == 0, "\(audit.stderr)") // RS005 is a warning
        let rs005 = (auditFiles["audit.csv"] ?? "").components(separatedBy: "\r\n").filter { $0.hasPrefix("RS005,") }
        #expect(rs005.count == drift.count, "\(rs005)")
    }

    /// sql/roles.sql on a mapping: the tool's roles get the views, never the backend's tables.
    @Test func theRolesOfAMappingReachItsViewsOnly() throws {
        let target = try AcmeBackend.seeded()
        let db = try Connection(target)
        defer { db.close() }
        try db.execute(Self.acmeMapping("acme_roles"))
        _ = try UnreadctlBinary.run(["schema", "apply", "--schema", "acme_roles", "--dsn", target.conninfo])
        let (reader, writer) = try ToolRoles.grant(schema: "acme_roles", on: db, target: target)

        let refused = try UnreadctlBinary.run(["recompute", "--apply", "--schema", "acme_roles", "--dsn", reader, "--out", Self.outDir()])
        #expect(refused.status == 65 && refused.stderr.contains("may not UPDATE channel_members.unread_count"), "\(refused.stderr)")
        let audit = try UnreadctlBinary.run(["audit", "--schema", "acme_roles", "--dsn", reader, "--out", Self.outDir()])
        #expect(audit.status == 1, "\(audit.stderr)")
        let applied = try UnreadctlBinary.run(["recompute", "--apply", "--schema", "acme_roles", "--dsn", writer, "--out", Self.outDir()])
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(applied.stdout.contains("corrected: "), "\(applied.stdout)")
        // The writer reaches Acme's tables only through the views.
        let asWriter = try Connection(ConnectionString(writer))
        defer { asWriter.close() }
        #expect(throws: PostgresError.self) { try asWriter.query("SELECT count(*) FROM acme.seats") }
        #expect(throws: PostgresError.self) { try asWriter.query("UPDATE acme_roles.channel_members SET muted = true") }
    }

    @Test func nightlyOnAnEmptyContractIsRefusedUnlessAllowed() throws {
        let target = try TestCluster.makeDatabase()
        let out = Self.outDir()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let refused = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", out])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("no channels in the search_path; is --schema right?"), "\(refused.stderr)")
        let allowed = try UnreadctlBinary.run(["nightly", "--allow-empty", "--dsn", target.conninfo, "--out", out])
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    @Test func aKnownBackendWithoutAContractIsToldWhichAdapterToInstall() throws {
        let target = try TestCluster.makeDatabase(schema: false)
        let db = try Connection(target)
        defer { db.close() }
        try db.execute("""
            CREATE TABLE channels (id varchar(26) PRIMARY KEY, name varchar(64));
            CREATE TABLE channelmembers (channelid varchar(26), userid varchar(26), msgcount bigint, PRIMARY KEY (channelid, userid));
            CREATE TABLE posts (id varchar(26) PRIMARY KEY, channelid varchar(26), createat bigint);
            """)
        for command in [["recompute"], ["audit"], ["nightly"], ["schema", "status"]] {
            let run = try UnreadctlBinary.run(command + ["--dsn", target.conninfo] + (command[0] == "schema" ? [] : ["--out", Self.outDir()]))
            #expect(run.status == 65, "\(command)")
            #expect(run.stderr.contains("Mattermost's tables (public.channelmembers)"), "\(run.stderr)")
            #expect(run.stderr.contains("unreadctl adapter install mattermost"))
        }
        #expect(try db.query("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").int(0, 0) == 3, "nothing was created")
    }
}
