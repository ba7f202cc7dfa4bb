import Foundation
import Jobs
import Runtime
import Seed
import Postgres
import ReadState
import Testing
import TestSupport

/// `Seeder` against a real PostgreSQL: the data's truth (docs/rules.md#per-member-unread-count), zero findings on clean
/// data and exactly the manifest's findings with anomalies (docs/checks.md), determinism, and safety.
@Suite struct SeedTests {
    typealias Finding = SeedReferenceAudit.Finding

    // MARK: - truth

    @Test func cleanSmallCountersEqualTheSpecTruth() throws {
        let db = try Connection(try SeededDatabase.cleanSmall.get())
        let wrongMembers = try db.scalarInt("""
            WITH \(SeedReferenceAudit.truth)
            SELECT count(*) FROM channel_members cm JOIN truth t USING (channel_id, user_id) WHERE cm.unread_count <> t.unread
            """)
        #expect(wrongMembers == 0)
        let wrongUsers = try db.scalarInt("""
            WITH \(SeedReferenceAudit.truth)
            SELECT count(*) FROM users u JOIN user_truth t ON t.user_id = u.id
            WHERE u.total_unread_count <> t.total OR u.unread_channels <> t.channels
            """)
        #expect(wrongUsers == 0)
        // The comparison is not vacuous: there are unread messages, in many channels, and
        // mutes and muted memberships that change the totals.
        #expect(try db.scalarInt("SELECT sum(unread_count) FROM channel_members WHERE left_at IS NULL") ?? 0 > 10_000)
        #expect(try db.scalarInt("SELECT count(*) FROM users WHERE unread_channels > 1") ?? 0 > 100)
        #expect(try db.scalarInt("SELECT count(*) FROM channel_members WHERE muted AND unread_count > 0 AND left_at IS NULL") ?? 0 > 10)
        let mutedSenderMessages = try db.scalarInt("""
            SELECT count(*) FROM messages x JOIN channel_members cm ON cm.channel_id = x.channel_id
            JOIN user_mutes um ON um.user_id = cm.user_id AND um.muted_user_id = x.user_id
            WHERE cm.left_at IS NULL AND \(UnreadRules.SQL.countable("x")) AND \(UnreadRules.SQL.afterHorizon(message: "x", member: "cm"))
            """)
        #expect(mutedSenderMessages ?? 0 > 0, "some unread messages are from muted users")
        #expect(try db.scalarInt("SELECT count(*) FROM messages") == 100_000)
    }

    @Test func cleanSmallDataHasNoFindingOfAnyCode() throws {
        let db = try Connection(try SeededDatabase.cleanSmall.get())
        let findings = try SeedReferenceAudit.findings(db)
        #expect(findings.isEmpty, "\(findings.prefix(10))")
        // The latest event by `at` and by id agree, so either reading of RS010 finds nothing.
        #expect(try SeedReferenceAudit.findings(db, latestOrder: "id DESC").filter { $0.code == "RS010" }.isEmpty)
    }

    @Test func cleanSmallDataLooksLikeAChatBackend() throws {
        let db = try Connection(try SeededDatabase.cleanSmall.get())
        let types = try db.query("SELECT name, read_events, delivery_events FROM channel_types ORDER BY name")
        let switches = try (0..<types.rowCount).map { "\(try types.string($0, 0)!) \(try types.bool($0, 1)!) \(try types.bool($0, 2)!)" }
        #expect(switches == ["announcement false true", "livestream false false", "messaging true true", "team true false"])

        // Many 1:1 DMs, groups, large channels; power-law sizes.
        #expect(try db.scalarInt("SELECT count(*) FROM channels WHERE cid LIKE 'messaging:dm-%'") ?? 0 > 500)
        #expect(try db.scalarInt("SELECT max(n) FROM (SELECT count(*) n FROM channel_members GROUP BY channel_id) s") ?? 0 >= 500)
        #expect(try db.scalarInt("SELECT count(*) FROM (SELECT channel_id FROM channel_members cm JOIN channels c ON c.id = cm.channel_id WHERE c.type = 'team' GROUP BY 1 HAVING count(*) >= 100) s") ?? 0 >= 3)
        // Members join mid-history and some leave; senders are members when they send.
        #expect(try db.scalarInt("SELECT count(*) FROM channel_members cm JOIN channels c ON c.id = cm.channel_id WHERE cm.joined_at > c.created_at + interval '1 day'") ?? 0 > 1_000)
        #expect(try db.scalarInt("SELECT count(*) FROM channel_members WHERE left_at IS NOT NULL") ?? 0 > 500)
        #expect(try db.scalarInt("""
            SELECT count(*) FROM messages x LEFT JOIN channel_members cm ON cm.channel_id = x.channel_id AND cm.user_id = x.user_id
            WHERE cm.user_id IS NULL OR x.created_at <= cm.joined_at OR x.created_at >= cm.left_at
            """) == 0)
        #expect(try db.scalarInt("SELECT count(*) FROM user_mutes") ?? 0 > 20)

        // The message mix: mostly regular, a few percent of each other kind (docs/rules.md#which-messages-can-count).
        let shares = try db.query("""
            SELECT avg((type = 'regular' AND parent_id IS NULL AND NOT silent AND NOT shadowed AND deleted_at IS NULL)::int)::float8,
                   avg((type = 'system')::int)::float8, avg(silent::int)::float8, avg(shadowed::int)::float8,
                   avg((deleted_at IS NOT NULL)::int)::float8, avg((type IN ('error', 'ephemeral'))::int)::float8,
                   avg((parent_id IS NOT NULL)::int)::float8, avg((parent_id IS NOT NULL AND show_in_channel)::int)::float8
            FROM messages
            """)
        let regular = try shares.double(0, 0)!
        #expect(regular > 0.75 && regular < 0.9)
        for column in 1...7 { #expect(try shares.double(0, column)! > 0.005, "column \(column)") }
        #expect(try db.scalarInt("SELECT count(*) FROM messages r JOIN messages p ON p.id = r.parent_id WHERE p.channel_id <> r.channel_id OR p.created_at >= r.created_at") == 0)

        // Receipt logs: heavy-tailed read delays (seconds to days), members who never read,
        // mark-unread moving backwards, delivered before read. The delay shows as `at - up_to`
        // in DMs and groups; in a busy team channel a read's newest message is seconds old
        // whenever it is read.
        let delays = try db.query("""
            SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY d), percentile_disc(0.99) WITHIN GROUP (ORDER BY d), max(d)
            FROM (SELECT extract(epoch FROM e.at - e.up_to)::float8 AS d FROM receipt_events e
                  JOIN channels c ON c.id = e.channel_id
                  WHERE c.type = 'messaging' AND e.kind = 'read' AND e.at > e.up_to) s
            """)
        #expect(try delays.double(0, 0)! < 3_600)
        #expect(try delays.double(0, 1)! > 86_400)
        #expect(try delays.double(0, 2)! > 3 * 86_400)
        #expect(try db.scalarInt("""
            SELECT count(*) FROM channel_members cm JOIN channels c ON c.id = cm.channel_id
            WHERE c.type IN ('messaging', 'team') AND cm.last_read_at IS NULL AND cm.unread_count > 0
            """) ?? 0 > 100)
        #expect(try db.scalarInt("""
            SELECT count(*) FROM (SELECT up_to < lag(up_to) OVER (PARTITION BY channel_id, user_id ORDER BY at) AS back
                                  FROM receipt_events WHERE kind = 'read') s WHERE back
            """) ?? 0 > 20)
        let deliveredFirst = try db.query("""
            SELECT count(*) FILTER (WHERE d.first_delivered < r.first_read), count(*)
            FROM (SELECT channel_id, user_id, min(at) AS first_read FROM receipt_events WHERE kind = 'read' GROUP BY 1, 2) r
            JOIN (SELECT channel_id, user_id, min(at) AS first_delivered FROM receipt_events WHERE kind = 'delivered' GROUP BY 1, 2) d
            USING (channel_id, user_id)
            """)
        let (deliveredEarlier, pairs) = (try deliveredFirst.int(0, 0)!, try deliveredFirst.int(0, 1)!)
        #expect(deliveredEarlier > pairs * 9 / 10)
        // Volumes in the proportions of the bench scale (10M messages, 2–3M memberships, ~10M events).
        let memberships = try db.scalarInt("SELECT count(*) FROM channel_members") ?? 0
        let events = try db.scalarInt("SELECT count(*) FROM receipt_events") ?? 0
        #expect(memberships > 20_000 && memberships < 35_000)
        #expect(events > 80_000 && events < 200_000)
    }

    // MARK: - anomalies

    @Test(arguments: [(SeedScale.tiny, UInt64(1)), (.tiny, 2), (.messages(20_000), 3)])
    func anomaliesYieldExactlyTheManifestFindings(scale: SeedScale, seed: UInt64) throws {
        let (db, summary) = try SeededDatabase.seeded(SeedOptions(scale: scale, seed: seed, start: SeedReferenceAudit.start, injectAnomalies: true))
        let manifest = summary.manifest
        #expect(Set(manifest.codes.keys) == Set(SeedManifest.allCodes))
        for code in SeedManifest.allCodes {
            let planted = manifest.findings(code)
            #expect(planted.count >= 2, "\(code) planted \(planted.count)")
            #expect(planted.count == planted.keys.count && planted.details.count == planted.keys.count)
            #expect(Set(planted.keys).count == planted.keys.count, "\(code): a key repeats")
        }
        let found = try SeedReferenceAudit.findings(db)
        let expected = SeedReferenceAudit.expected(manifest)
        #expect(found == expected, "unexpected: \(Set(found).subtracting(expected).sorted()) missing: \(Set(expected).subtracting(found).sorted())")
        // RS010 read either way (latest by `at` or by id) gives the same findings.
        #expect(try SeedReferenceAudit.findings(db, latestOrder: "id DESC").filter { $0.code == "RS010" } == found.filter { $0.code == "RS010" })
    }

    @Test func plantedKeysAndDriftArePresentAsDescribed() throws {
        let (db, summary) = try SeededDatabase.seeded(SeedOptions(scale: .tiny, seed: 4, start: SeedReferenceAudit.start, injectAnomalies: true))
        let manifest = summary.manifest
        for key in manifest.codes.values.flatMap(\.keys) {
            #expect(try db.scalarInt("SELECT count(*) FROM users WHERE id = $1", [key.userId]) == 1)
            if let cid = key.channelCid {
                #expect(try db.scalarInt("SELECT count(*) FROM channels WHERE cid = $1", [cid]) == 1)
            }
        }
        for key in manifest.findings("RS001").keys {
            // The key's message is the member's own, and it counts (docs/rules.md#which-messages-can-count).
            #expect(try db.scalarInt("""
                SELECT count(*) FROM messages x JOIN channels c ON c.id = x.channel_id
                JOIN channel_members cm ON cm.channel_id = c.id AND cm.user_id = x.user_id
                WHERE c.cid = $1 AND x.user_id = $2 AND x.id = $3 AND \(UnreadRules.SQL.countable("x"))
                  AND cm.last_read_at < x.created_at
                """, [key.channelCid!, key.userId, key.messageId!]) == 1)
        }
        for key in manifest.findings("RS004").keys {
            #expect(try db.scalarInt("""
                SELECT cm.last_read_message_id FROM channel_members cm JOIN channels c ON c.id = cm.channel_id
                WHERE c.cid = $1 AND cm.user_id = $2
                """, [key.channelCid!, key.userId]) == key.messageId.map(Int.init))
        }
        for key in manifest.findings("RS008").keys {
            #expect(try db.scalarInt("""
                SELECT count(*) FROM receipt_events e JOIN channels c ON c.id = e.channel_id
                LEFT JOIN channel_members cm ON cm.channel_id = e.channel_id AND cm.user_id = e.user_id
                WHERE c.cid = $1 AND e.user_id = $2 AND (cm.user_id IS NULL OR e.at > cm.left_at OR e.at < cm.joined_at)
                """, [key.channelCid!, key.userId]) == 1)
        }
        #expect(!manifest.memberDrift.isEmpty && !manifest.userDrift.isEmpty)
        for drift in manifest.memberDrift {
            let row = try db.query("""
                WITH \(SeedReferenceAudit.truth)
                SELECT cm.unread_count, t.unread FROM channel_members cm JOIN channels c ON c.id = cm.channel_id
                JOIN truth t ON t.channel_id = cm.channel_id AND t.user_id = cm.user_id
                WHERE c.cid = $1 AND cm.user_id = $2
                """, [drift.channelCid, drift.userId])
            #expect(try row.int(0, 0) == drift.stored && row.int(0, 1) == drift.trueValue && drift.stored != drift.trueValue)
        }
        for drift in manifest.userDrift {
            let row = try db.query("""
                WITH \(SeedReferenceAudit.truth)
                SELECT u.total_unread_count, u.unread_channels, t.total, t.channels FROM users u JOIN user_truth t ON t.user_id = u.id
                WHERE u.id = $1
                """, [drift.userId])
            #expect(try row.int(0, 0) == drift.storedTotal && row.int(0, 1) == drift.storedChannels)
            #expect(try row.int(0, 2) == drift.trueTotal && row.int(0, 3) == drift.trueChannels)
        }
        // Negative counters are drift too, listed under both codes.
        let rs005 = Set(manifest.findings("RS005").keys), rs006 = Set(manifest.findings("RS006").keys)
        for key in manifest.findings("RS007").keys {
            #expect(key.channelCid == nil ? rs006.contains(key) : rs005.contains(key))
        }
    }

    @Test func theManifestFileRoundTrips() throws {
        let db = try Connection(try TestCluster.makeDatabase())
        let file = URL(fileURLWithPath: ReportFolder.temporary("seed-manifest") + ".json")
        defer { try? FileManager.default.removeItem(at: file) }
        let summary = try Seeder.seed(SeedOptions(scale: .tiny, seed: 9, start: SeedReferenceAudit.start, injectAnomalies: true), into: db, manifestFile: file)
        let read = try SeedManifest.read(from: file)
        #expect(read == summary.manifest)
        #expect(read.rows.messages == 1_000 && read.rows == summary.rows)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"channel_cid\" : null"), "keys spell out null fields")
        #expect(text.contains("\"member_drift\"") && text.contains("\"true\""))
    }

    // MARK: - determinism and safety

    @Test func theSameSeedGivesTheSameRowsAndIds() throws {
        let options = SeedOptions(scale: .messages(20_000), seed: 5, start: SeedReferenceAudit.start, injectAnomalies: true)
        let (first, firstSummary) = try SeededDatabase.seeded(options)
        let (second, secondSummary) = try SeededDatabase.seeded(options)
        let sums = try SeedReferenceAudit.checksums(first)
        #expect(sums == (try SeedReferenceAudit.checksums(second)))
        #expect(firstSummary.manifest == secondSummary.manifest)
        var other = options
        other.seed = 6
        let (third, _) = try SeededDatabase.seeded(other)
        let otherSums = try SeedReferenceAudit.checksums(third)
        for table in ["users", "channels", "channel_members", "messages", "receipt_events", "thread_participants", "message_mentions"] {
            #expect(sums[table] != otherSums[table], "\(table) does not depend on the seed")
        }
        #expect(sums["channel_types"] == otherSums["channel_types"])
    }

    @Test func aNonEmptyDatabaseIsRefusedUnlessForced() throws {
        let options = SeedOptions(scale: .tiny, seed: 1, start: SeedReferenceAudit.start)
        let (db, _) = try SeededDatabase.seeded(options)
        let before = try SeedReferenceAudit.checksums(db)
        var again = options
        again.seed = 2
        do {
            try Seeder.seed(again, into: db)
            Issue.record("seeded over existing data")
        } catch JobError.invalidInput(let message) {
            #expect(message.contains("already has data") && message.contains("--force"))
            #expect(!message.contains("\n"))
        }
        #expect(try SeedReferenceAudit.checksums(db) == before)
        // With --force the data is replaced, not appended to.
        again.force = true
        try Seeder.seed(again, into: db)
        #expect(try db.scalarInt("SELECT count(*) FROM messages") == 1_000)
        #expect(try SeedReferenceAudit.checksums(db) != before)
        var back = options
        back.force = true
        try Seeder.seed(back, into: db)
        #expect(try SeedReferenceAudit.checksums(db) == before)
        // A single row anywhere counts as data.
        let (other, _) = try TestCluster.connect()
        try other.query("INSERT INTO channel_types (name) VALUES ('custom')")
        #expect(throws: JobError.self) { try Seeder.seed(options, into: other) }
        #expect(try other.scalarInt("SELECT count(*) FROM channel_types") == 1)
    }

    @Test func aFailedSeedLeavesTheDatabaseAsItWas() throws {
        let (db, _) = try SeededDatabase.seeded(SeedOptions(scale: .tiny, seed: 1, start: SeedReferenceAudit.start))
        let before = try SeedReferenceAudit.checksums(db)
        // A constraint new rows violate: the load fails half-way, after TRUNCATE and the drops.
        try db.query("ALTER TABLE messages ADD CONSTRAINT no_new_messages CHECK (id < 0) NOT VALID")
        let schema = try SeedReferenceAudit.indexAndKeyDefinitions(db)
        var options = SeedOptions(scale: .tiny, seed: 2, start: SeedReferenceAudit.start, force: true)
        options.injectAnomalies = true
        #expect(throws: JobError.self) { try Seeder.seed(options, into: db) }
        #expect(try SeedReferenceAudit.checksums(db) == before)
        #expect(try SeedReferenceAudit.indexAndKeyDefinitions(db) == schema)
    }

    @Test func indexesAndForeignKeysAreRebuiltExactly() throws {
        let (fresh, _) = try TestCluster.connect()
        let expected = try SeedReferenceAudit.indexAndKeyDefinitions(fresh)
        #expect(expected.contains { $0.contains("messages_channel_created_idx") })
        let (db, _) = try SeededDatabase.seeded(SeedOptions(scale: .tiny, seed: 1, start: SeedReferenceAudit.start, injectAnomalies: true))
        #expect(try SeedReferenceAudit.indexAndKeyDefinitions(db) == expected)
        // ANALYZE ran: the planner knows the row counts.
        #expect(try db.scalarInt("SELECT reltuples::int8 FROM pg_class WHERE relname = 'messages'") == 1_000)
    }

    @Test func laterInsertsDoNotCollideWithSeededIds() throws {
        let (db, summary) = try SeededDatabase.seeded(SeedOptions(scale: .tiny, seed: 1, start: SeedReferenceAudit.start, injectAnomalies: true))
        let channel = try db.scalarInt("INSERT INTO channels (cid, type) VALUES ('team:new', 'team') RETURNING id")
        #expect(channel == summary.rows.channels + 1)
        let message = try db.scalarInt("INSERT INTO messages (channel_id, user_id, created_at) VALUES (1, 'u0000001', now()) RETURNING id")
        #expect(message == 1_001)
        let event = try db.scalarInt("INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) VALUES (1, 'u0000001', 'read', now(), now()) RETURNING id")
        #expect(event == (try db.scalarInt("SELECT max(id) FROM receipt_events WHERE id < $1", [event ?? 0]) ?? 0) + 1)
    }

    @Test func seedingNeedsTheSchema() throws {
        let (db, _) = try TestCluster.connect(schema: false)
        do {
            try Seeder.seed(SeedOptions(scale: .tiny), into: db)
            Issue.record("seeded without a schema")
        } catch JobError.schemaMissing {}
    }
}
