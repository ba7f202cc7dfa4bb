import Foundation
import Postgres
import ReadState
import Testing
import TestSupport

/// `unreadctl explain` (docs/commands.md#unreadctl-explain) as an operator runs it: its recount
/// held to the full recompute's for every member of a seeded database, every listed message's
/// verdict held to the rules' SQL, the exit codes of what is not there, and an adapter's ids.
@Suite struct ExplainCommandTests {
    static func explain(_ arguments: [String], _ target: ConnectionString) throws -> (UnreadctlBinary.Run, [String: Any]) {
        let run = try UnreadctlBinary.run(["explain", "--format", "json", "--dsn", target.conninfo] + arguments)
        let object = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [String: Any] ?? [:]
        return (run, object)
    }

    /// A drift file's rows by their key columns → the recomputed value.
    static func recomputed(_ csv: String?, key: Int, value: Int) -> [String: Int] {
        var found: [String: Int] = [:]
        for row in CommandReports.rows(csv) {
            let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            found[fields[0..<key].joined(separator: ",")] = Int(fields[value])
        }
        return found
    }

    static func counter(_ counters: Any?, _ name: String) -> [String: Any]? {
        (counters as? [[String: Any]])?.first { $0["name"] as? String == name }
    }

    /// The first rule each reason names, as an independent SQL condition on message `m` and
    /// member `cm` (docs/rules.md#why-a-message-does-not-count), in the order the rules are checked.
    static let ruleConditions: [(String, String)] = [
        ("type_never_counts", "m.type NOT IN ('regular', 'system')"),
        ("deleted", "m.deleted_at IS NOT NULL"),
        ("silent", "m.silent"),
        ("shadowed", "m.shadowed"),
        ("reply_in_thread", "m.parent_id IS NOT NULL AND NOT m.show_in_channel"),
        ("own_message", "m.user_id = cm.user_id"),
        ("muted_sender", "EXISTS (SELECT FROM user_mutes um WHERE um.user_id = cm.user_id AND um.muted_user_id = m.user_id)"),
        ("before_join", "m.created_at <= cm.joined_at"),
        ("read_already", "m.created_at <= cm.last_read_at"),
    ]

    /// One CSV line's fields (docs/reports.md#csv-rules: quoted when needed, `""` inside quotes).
    static func csvFields(_ line: String) -> [String] {
        var fields: [String] = [], field = "", quoted = false, previous: Character = " "
        for character in line {
            if quoted {
                if character == "\"" { quoted = false } else { field.append(character) }
            } else if character == "\"" {
                if previous == "\"" { field.append("\"") }
                quoted = true
            } else if character == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
            previous = character
        }
        return fields + [field]
    }

    /// RS002's detail names the reading's clock, which differs between two runs.
    static func withoutClock(_ text: String) -> String {
        text.replacingOccurrences(of: "; limit=[0-9TZ:.-]+", with: "", options: .regularExpression)
    }

    /// How a mapping spells the reference schema's ids: the channel key to ask with, and a
    /// message key it shows → the reference id (the identity on the reference schema itself).
    struct Spelling {
        var channel: (Int) -> String = { String($0) }
        var message: (String) -> String = { $0 }
    }

    @Test func explainRecountsEveryMemberAsTheFullRecomputeAndNamesTheRuleTheSQLConfirms() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        let seed = try UnreadctlBinary.run(["seed", "--scale", "tiny", "--seed", "11", "--inject-anomalies", "--dsn", target.conninfo, "--quiet"])
        #expect(seed.status == 0, "\(seed.stderr)")
        try Self.walk(db, target, schema: [], spelling: Spelling())
    }

    /// The same walk through a mapping whose channel and message keys are uuids
    /// (AcmeBackend.uuidTables): asked and answered in the source's own ids.
    @Test func throughAUUIDMappingEveryMemberIsRecountedUnderTheSourcesOwnIds() throws {
        let target = try AcmeBackend.seeded()
        let db = try Connection(target)
        defer { db.close() }
        try db.execute(AcmeBackend.uuidTables)
        let apply = try UnreadctlBinary.run(["schema", "apply", "--schema", "acme_uuid", "--dsn", target.conninfo])
        #expect(apply.status == 0, "\(apply.stderr)")
        var channels: [Int: String] = [:], messages: [String: String] = [:]
        let keys = try db.query("SELECT 'c', id::text, acme_u.ck(id)::text FROM public.channels UNION ALL SELECT 'm', id::text, acme_u.mk(id)::text FROM public.messages")
        for row in 0..<keys.rowCount {
            let id = try keys.string(row, 1)!, key = try keys.string(row, 2)!
            if try keys.string(row, 0) == "c" { channels[Int(id)!] = key } else { messages[key] = id }
        }
        try Self.walk(db, target, schema: ["--schema", "acme_uuid"],
                      spelling: Spelling(channel: { channels[$0] ?? "" }, message: { messages[$0] ?? "?" + $0 }))
        let (malformed, _) = try Self.explain(["--schema", "acme_uuid", "--channel", "5", "--user", "u0000016"], target)
        #expect(malformed.status == 64, "\(malformed.stderr)")
        #expect(malformed.stderr.contains("whose channel ids are uuid"), "\(malformed.stderr)")
    }

    /// Every current member of a channel with read events, explained: the recount equals the full
    /// recompute's (its drift files, else the stored value), every message after the read
    /// position is listed, and each verdict and first rule is the one the rules' SQL confirms on
    /// the reference tables.
    static func walk(_ db: Connection, _ target: ConnectionString, schema: [String], spelling: Spelling) throws {
        let (dry, files) = try CommandReports.run(["recompute", "--quiet"], target)
        #expect(dry.status == 0, "\(dry.stderr)")
        let unread = Self.recomputed(files["unread_drift.csv"], key: 2, value: 3)
        let mentions = Self.recomputed(files["mention_drift.csv"], key: 2, value: 3)
        let threads = Self.recomputed(files["thread_drift.csv"], key: 3, value: 4)
        let users = Self.recomputed(files["user_totals_drift.csv"], key: 1, value: 2)
        #expect(unread.count >= 5 && threads.count >= 1, "the seed planted drift to find")

        // The audit's findings about each member (the user-wide RS006 and RS014 are the totals'), its clock left out.
        let (audit, auditFiles) = try CommandReports.run(["audit"] + schema, target)
        #expect(audit.status == 0 || audit.status == 1, "\(audit.stderr)")
        var audited: [String: Set<String>] = [:], aboutUser: [String: Set<String>] = [:]
        for line in CommandReports.rows(auditFiles["audit.csv"]) {
            let f = Self.csvFields(line)
            guard !["RS006", "RS014"].contains(f[0]), !f[3].isEmpty else { continue }
            let finding = Self.withoutClock("\(f[0]),\(f[1]),\(f[4]),\(f[5])")
            if f[2].isEmpty { aboutUser[f[3], default: []].insert(finding) } else { audited["\(f[2]),\(f[3])", default: []].insert(finding) }
        }
        #expect(audited.values.map(\.count).reduce(0, +) >= 5, "the seed planted findings about members")
        var findingsSeen = 0
        let members = try db.query("""
            SELECT m.channel_id, c.cid, m.user_id, m.unread_count, m.unread_mentions FROM channel_members m
            JOIN channels c ON c.id = m.channel_id LEFT JOIN channel_types t ON t.name = c.type
            WHERE m.left_at IS NULL AND \(UnreadRules.SQL.readEvents("t")) ORDER BY 1, 3
            """)
        #expect(members.rowCount >= 40)
        var drifted = 0, excluded: Set<String> = [], counted = 0
        for row in 0..<members.rowCount {
            let channel = try members.int(row, 0)!, cid = try members.string(row, 1)!, user = try members.string(row, 2)!
            let storedUnread = try members.int(row, 3), storedMentions = try members.int(row, 4)
            let (run, json) = try Self.explain(schema + ["--channel", spelling.channel(channel), "--user", user, "--limit", "100000"], target)
            #expect(run.status == 0, "\(run.stderr)")
            let key = "\(cid),\(user)"

            // The counters: explain's recount is the full recompute's truth, its stored value the row's.
            let count = Self.counter(json["counters"], "unread_count")
            #expect(count?["stored"] as? Int == storedUnread, "\(key)")
            #expect(count?["recount"] as? Int == unread[key] ?? storedUnread, "\(key)")
            if unread[key] != nil { drifted += 1 }
            #expect(Self.counter(json["counters"], "unread_mentions")?["recount"] as? Int == mentions[key] ?? storedMentions, "\(key)")
            for thread in json["threads"] as? [[String: Any]] ?? [] {
                let parent = spelling.message(thread["parent_id"] as? String ?? ""), counter = thread["unread_replies"] as? [String: Any]
                #expect(counter?["recount"] as? Int == threads["\(cid),\(parent),\(user)"] ?? (counter?["stored"] as? Int), "\(key) thread \(parent)")
            }
            let findings = Set((json["findings"] as? [[String: Any]] ?? []).map { f in
                Self.withoutClock("\(f["code"] as? String ?? ""),\(f["severity"] as? String ?? ""),\(f["message_id"] as? String ?? ""),\(f["detail"] as? String ?? "")")
            })
            #expect(findings == (audited[key] ?? []).union(aboutUser[user] ?? []), "\(key): the audit's findings about the member")
            findingsSeen += findings.count
            let total = Self.counter(json["totals"], "total_unread_count")
            #expect(total?["recount"] as? Int == users[user] ?? (total?["stored"] as? Int), "\(user)")

            // Every message after the read position is listed, and each verdict is the SQL's.
            let listed = json["messages"] as? [[String: Any]] ?? []
            let after = listed.filter { $0["after_read_position"] as? Bool == true }
            let expectedAfter = try db.query("""
                SELECT count(*) FROM messages m JOIN channel_members cm ON cm.channel_id = m.channel_id AND cm.user_id = $2
                WHERE m.channel_id = $1 AND m.created_at > greatest(cm.joined_at, coalesce(cm.last_read_at, '-infinity'))
                """, [channel, user]).int(0, 0)
            #expect(after.count == expectedAfter, "\(key)")
            #expect(json["messages_not_shown"] as? Int == 0)
            #expect(after.filter { $0["counts"] as? Bool == true }.count == (count?["recount"] as? Int ?? -1), "\(key)")
            let ids = listed.compactMap { $0["id"] as? String }.map(spelling.message)
            let conditions = Self.ruleConditions.map { "coalesce(\($0.1), false)" }.joined(separator: ", ")
            let oracle = try db.query("""
                SELECT m.id::text, \(UnreadRules.SQL.countable("m")) AND \(UnreadRules.SQL.unread(message: "m", member: "cm")), \(conditions)
                FROM messages m JOIN channel_members cm ON cm.channel_id = m.channel_id AND cm.user_id = $2
                WHERE m.channel_id = $1 AND m.id = ANY ($3::bigint[])
                """, [channel, user, "{" + ids.joined(separator: ",") + "}"])
            #expect(oracle.rowCount == ids.count)
            var verdicts: [String: (counts: Bool, rules: [Bool])] = [:]
            for o in 0..<oracle.rowCount {
                verdicts[try oracle.string(o, 0)!] = (try oracle.bool(o, 1)!, try (0..<Self.ruleConditions.count).map { try oracle.bool(o, 2 + $0)! })
            }
            for message in listed {
                let id = spelling.message(message["id"] as? String ?? ""), verdict = verdicts[id]
                #expect(message["counts"] as? Bool == verdict?.counts, "\(key) message \(id)")
                if let reason = message["reason"] as? String, let rules = verdict?.rules,
                   let position = Self.ruleConditions.firstIndex(where: { $0.0 == reason }) {
                    excluded.insert(reason)
                    #expect(rules[position], "\(key) message \(id): \(reason) is a rule it breaks")
                    #expect(!rules[..<position].contains(true), "\(key) message \(id): \(reason) is the first rule it breaks")
                } else if message["counts"] as? Bool != true {
                    Issue.record("\(key) message \(id): left out without a known reason: \(message)")
                } else {
                    counted += 1
                }
            }
        }
        #expect(drifted >= 5, "members with drift were among those explained")
        #expect(counted > 100)
        #expect(findingsSeen >= 5)
        #expect(excluded.isSuperset(of: ["own_message", "read_already", "type_never_counts", "deleted", "reply_in_thread"]), "\(excluded)")
    }

    @Test func whatIsNotThereIsOneLineWithItsExitCode() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try db.execute("""
            INSERT INTO channel_types (name, read_events) VALUES ('messaging', true), ('livestream', false);
            INSERT INTO users (id) VALUES ('alice'), ('bob'), ('carol');
            INSERT INTO channels (id, cid, type) VALUES (1, 'messaging:ab', 'messaging'), (2, 'livestream:show', 'livestream');
            INSERT INTO channel_members (channel_id, user_id, joined_at, left_at) VALUES
              (1, 'alice', '2026-01-01', NULL), (1, 'carol', '2026-01-01', '2026-01-05'), (2, 'alice', '2026-01-01', NULL);
            """)
        let cases: [([String], Int32, String)] = [
            (["--channel", "9", "--user", "alice"], 65, "no channel with id 9"),
            (["--channel", "1", "--user", "zed"], 65, "no user zed"),
            (["--channel", "1", "--user", "bob"], 65, "is not a member of channel messaging:ab"),
            (["--channel", "1", "--user", "carol"], 65, "a former member"),
            (["--channel", "2", "--user", "alice"], 65, "which has no read events"),
            (["--channel", "1x", "--user", "alice"], 64, "whose channel ids are bigint"),
            (["--channel", "99999999999999999999", "--user", "alice"], 64, "not a channel id"),
            (["--channel", "1", "--user", "alice", "--limit", "-3"], 64, "--limit"),
        ]
        for (arguments, status, words) in cases {
            let run = try UnreadctlBinary.run(["explain", "--dsn", target.conninfo] + arguments)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(words), "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(whereSeparator: \.isNewline).count == 1, "one line: \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
        let (ok, json) = try Self.explain(["--channel", "1", "--user", "alice"], target)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(Self.counter(json["counters"], "unread_count")?["recount"] as? Int == 0)
    }

    /// docs/rules.md#example-one-member as data: the text names each message's rule, the JSON counts 3.
    @Test func bobsTicketReadsAsThePagesExample() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try db.execute("""
            INSERT INTO channel_types (name) VALUES ('messaging');
            INSERT INTO users (id, total_unread_count, unread_channels) VALUES ('alice', 0, 0), ('bob', 5, 1), ('carol', 0, 0), ('dave', 0, 0);
            INSERT INTO channels (id, cid, type) VALUES (1, 'messaging:g1', 'messaging');
            INSERT INTO user_mutes VALUES ('bob', 'dave');
            INSERT INTO messages (id, channel_id, user_id, created_at, type, parent_id, show_in_channel, silent, deleted_at) OVERRIDING SYSTEM VALUE VALUES
              (1, 1, 'alice', '2026-01-01 09:00Z', 'regular', NULL, false, false, NULL),
              (2, 1, 'alice', '2026-01-01 10:01Z', 'regular', NULL, false, false, NULL),
              (3, 1, 'alice', '2026-01-01 10:03Z', 'regular', NULL, false, false, NULL),
              (4, 1, 'bob',   '2026-01-01 10:03Z', 'regular', NULL, false, false, NULL),
              (5, 1, 'alice', '2026-01-01 10:05Z', 'regular', NULL, false, false, NULL),
              (6, 1, 'carol', '2026-01-01 10:07Z', 'ephemeral', NULL, false, false, NULL),
              (7, 1, 'carol', '2026-01-01 10:08Z', 'regular', NULL, false, false, '2026-01-01 10:20Z'),
              (8, 1, 'carol', '2026-01-01 10:09Z', 'regular', 5, false, false, NULL),
              (9, 1, 'carol', '2026-01-01 10:10Z', 'regular', 5, true, false, NULL),
              (10, 1, 'dave', '2026-01-01 10:11Z', 'regular', NULL, false, false, NULL),
              (11, 1, 'alice', '2026-01-01 10:12Z', 'system', NULL, false, true, NULL),
              (12, 1, 'alice', '2026-01-01 10:13Z', 'system', NULL, false, false, NULL);
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, last_read_message_id, unread_count) VALUES
              (1, 'bob', '2026-01-01 09:30Z', '2026-01-01 10:03Z', 4, 5), (1, 'alice', '2026-01-01 08:00Z', NULL, NULL, 0);
            INSERT INTO receipt_events (channel_id, user_id, kind, message_id, up_to, at) VALUES
              (1, 'bob', 'read', 4, '2026-01-01 10:03Z', '2026-01-01 10:03:01Z');
            """)
        let run = try UnreadctlBinary.run(["explain", "--dsn", target.conninfo, "--channel", "1", "--user", "bob"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        func line(_ id: Int) -> String { lines.first { $0.hasPrefix("  \(id) ") } ?? "" }
        #expect(lines.contains { $0.contains("unread_count") && $0.contains("5") && $0.contains("3") && $0.contains("-2") }, "\(run.stdout)")
        #expect(line(2).hasSuffix("no: at or before the read position") && line(3).hasSuffix("no: at or before the read position"), "\(run.stdout)")
        #expect(line(4).hasSuffix("no: own message: posting counts as reading"))
        for (id, verdict) in [(5, "counts"), (6, "no: a type that never counts (error, ephemeral)"), (7, "no: deleted"),
                              (8, "no: a reply that stays in its thread"), (9, "counts"), (10, "no: the member muted its sender"),
                              (11, "no: silent"), (12, "counts")] {
            #expect(line(id).hasSuffix(verdict), "message \(id): \(line(id))")
        }
        #expect(run.stdout.contains("2026-01-01T10:03:01.000000Z  2026-01-01T10:03:00.000000Z  4"), "the receipt trail: \(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("  RS005") && $0.hasSuffix("stored=5; recomputed=3; delta=-2") }, "the audit's finding: \(run.stdout)")
        #expect(lines.contains { $0.contains("total_unread_count") && $0.contains("5") && $0.contains("3") && $0.contains("-2") }, "\(run.stdout)")
    }

    /// The Mattermost adapter: Mattermost's own ids, both counter pairs, its recount equal to
    /// Mattermost's `CountPostsAfter` (the fixture's oracle), and what it does not measure said.
    @Test func onMattermostEveryMemberIsRecountedAsMattermostCountsUnderItsOwnIds() throws {
        let (db, target) = try MattermostFixture.database()
        defer { db.close() }
        let install = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        let oracle = try MattermostFixture.oracle(db)
        let served = try MattermostFixture.served(db)
        #expect(oracle.count == 24)
        for (key, truth) in oracle {
            let parts = key.split(separator: ",").map(String.init)
            let (run, json) = try Self.explain(["--schema", "unreadctl_mattermost", "--channel", parts[0], "--user", parts[1]], target)
            #expect(run.status == 0, "\(key): \(run.stderr)")
            #expect(json["channel"] as? String == parts[0])
            #expect(Self.counter(json["counters"], "unread_count")?["recount"] as? Int == truth.all, "\(key)")
            #expect(Self.counter(json["counters"], "unread_count")?["stored"] as? Int == served[key]?.all, "\(key)")
            #expect(Self.counter(json["counters"], "unread_root_count")?["recount"] as? Int == truth.root, "\(key)")
            #expect(Self.counter(json["counters"], "unread_root_count")?["stored"] as? Int == served[key]?.root, "\(key)")
            #expect(json["receipts"] == nil, "no receipt log: no trail")
            #expect((json["not_measured"] as? [String])?.contains { $0.contains("no receipt log") } == true)
            #expect(Self.counter(json["totals"], "total_unread_count")?["stored"] == nil, "Mattermost stores no per-user totals")
        }
        // Mattermost ids are 26-character text: any text is an id, and one that is not there is 65.
        let (missing, _) = try Self.explain(["--schema", "unreadctl_mattermost", "--channel", "nosuchchannel", "--user", "x"], target)
        #expect(missing.status == 65, "\(missing.stderr)")
    }

    /// The Synapse adapter, on both of its fixtures (unread counts, and notifications with the
    /// invites addressed to one member): every joined member recounted as the full recompute,
    /// under Matrix room and user ids; a summary bumped by hand shows as drift; a former member is 65.
    @Test func onSynapseEveryJoinedMemberIsRecountedAsTheFullRecomputeUnderMatrixIds() throws {
        var addressed = 0
        for dump in ["synapse.sql", "synapse_notifications.sql"] {
            let (db, target) = try SynapseFixture.database(dump)
            defer { db.close() }
            let install = try UnreadctlBinary.run(["adapter", "install", "synapse", "--dsn", target.conninfo])
            #expect(install.status == 0, "\(install.stderr)")
            let schema = ["--schema", SynapseFixture.schema]
            let (dry, files) = try CommandReports.run(["recompute", "--quiet"] + schema, target)
            #expect(dry.status == 0, "\(dry.stderr)")
            let unread = Self.recomputed(files["unread_drift.csv"], key: 2, value: 3)
            let threads = Self.recomputed(files["thread_drift.csv"], key: 3, value: 4)
            let members = try db.query("""
                SELECT m.channel_id, c.cid, m.user_id, m.unread_count FROM unreadctl_synapse.channel_members m
                JOIN unreadctl_synapse.channels c ON c.id = m.channel_id WHERE m.left_at IS NULL ORDER BY 1, 3
                """)
            #expect(members.rowCount >= 8, "\(dump)")
            for row in 0..<members.rowCount {
                let room = try members.string(row, 0)!, cid = try members.string(row, 1)!, user = try members.string(row, 2)!
                let stored = try members.int(row, 3)
                let (run, json) = try Self.explain(schema + ["--channel", room, "--user", user, "--limit", "100000"], target)
                #expect(run.status == 0, "\(room) \(user): \(run.stderr)")
                let count = Self.counter(json["counters"], "unread_count")
                #expect(count?["stored"] as? Int == stored, "\(room) \(user)")
                #expect(count?["recount"] as? Int == unread["\(cid),\(user)"] ?? stored, "\(dump) \(room) \(user)")
                let listed = (json["messages"] as? [[String: Any]] ?? []).filter { $0["counts"] as? Bool == true }.count
                let addressedHere = json["addressed_counting"] as? Int ?? 0
                addressed += addressedHere
                #expect(listed + addressedHere == count?["recount"] as? Int, "every counted message is listed: \(room) \(user)")
                for thread in json["threads"] as? [[String: Any]] ?? [] {
                    let parent = thread["parent_id"] as? String ?? "", counter = thread["unread_replies"] as? [String: Any]
                    #expect(counter?["recount"] as? Int == threads["\(cid),\(parent),\(user)"] ?? (counter?["stored"] as? Int), "\(room) \(user) \(parent)")
                }
            }
            let former = try db.query("SELECT channel_id, user_id FROM unreadctl_synapse.channel_members WHERE left_at IS NOT NULL LIMIT 1")
            #expect(former.rowCount == 1, "the fixture has a user who left")
            if former.rowCount == 1 {
                let (left, _) = try Self.explain(schema + ["--channel", try former.string(0, 0)!, "--user", try former.string(0, 1)!], target)
                #expect(left.status == 65 && left.stderr.contains("former member"), "\(left.stderr)")
            }
            if dump == "synapse.sql" {
                // A push summary bumped by hand: the stored value moves, the recount does not.
                let picked = try db.query("""
                    SELECT room_id, user_id, unread_count FROM unreadctl_synapse.stored_counts
                    WHERE thread_id = 'main' AND from_summary AND membership = 'join' ORDER BY room_id, user_id LIMIT 1
                    """)
                let room = try picked.string(0, 0)!, user = try picked.string(0, 1)!, before = try picked.int(0, 2)!
                try db.query("UPDATE public.event_push_summary SET unread_count = unread_count + 3 WHERE room_id = $1 AND user_id = $2 AND thread_id = 'main'",
                             [room, user]).close()
                let (run, json) = try Self.explain(schema + ["--channel", room, "--user", user], target)
                #expect(run.status == 0, "\(run.stderr)")
                let count = Self.counter(json["counters"], "unread_count")
                #expect(count?["stored"] as? Int == before + 3 && count?["recount"] as? Int == before && count?["drift"] as? Int == -3, "\(json)")
            }
        }
        #expect(addressed >= 1, "an invite addressed to its invitee alone counted")
    }
}
