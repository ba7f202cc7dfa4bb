import Foundation
import Jobs
import Postgres
import Reports
import Runtime
import Testing
import TestSupport
import ThrowawayPostgres

/// A mapping's change feed (docs/change-feeds.md#a-mappings-feed), on a mapping keyed by uuids:
/// the optional `channel_changes` makes its nightly incremental, with each stream's watermark
/// in the run record; what it names is counted and audited as a full run counts it.
@Suite struct MappingFeedTests {
    /// Acme's uuid copy as a live service would keep it: a last-change time in milliseconds on
    /// posts, seats and people (indexed), the receipts' ids, and a feed of one branch each.
    static let feed = """
        ALTER TABLE acme_u.posts ADD COLUMN changed_ms bigint NOT NULL DEFAULT 0;
        CREATE INDEX ON acme_u.posts (changed_ms);
        ALTER TABLE acme_u.seats ADD COLUMN changed_ms bigint NOT NULL DEFAULT 0;
        CREATE INDEX ON acme_u.seats (changed_ms);
        ALTER TABLE acme_u.people ADD COLUMN changed_ms bigint NOT NULL DEFAULT 0;
        CREATE INDEX ON acme_u.people (changed_ms);
        ALTER TABLE acme_u.receipts ADD PRIMARY KEY (id);
        CREATE VIEW acme_uuid.channel_changes AS
            SELECT 'posts'::text AS stream, p.channel_id, NULL::text AS user_id, p.changed_ms AS position,
                   to_timestamp(p.changed_ms / 1000.0) AS changed_at FROM acme_u.posts p
            UNION ALL SELECT 'receipts', r.channel_id, NULL, r.id, r.at FROM acme_u.receipts r
            UNION ALL SELECT 'seats', s.channel_id, NULL, s.changed_ms, to_timestamp(s.changed_ms / 1000.0) FROM acme_u.seats s
            UNION ALL SELECT 'people', NULL, u.id, u.changed_ms, to_timestamp(u.changed_ms / 1000.0) FROM acme_u.people u;
        CREATE VIEW acme_uuid.feed_blind_spots AS SELECT 'a post purged by acme''s retention job'::text AS description;
        """

    static let now = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint"

    static func mapping() throws -> ConnectionString {
        let target = try AcmeBackend.seeded()
        let db = try Connection(target)
        defer { db.close() }
        try db.execute(AcmeBackend.uuidTables)
        try db.execute(feed)
        let apply = try UnreadctlBinary.run(["schema", "apply", "--schema", "acme_uuid", "--dsn", target.conninfo])
        try #require(apply.status == 0, "\(apply.stderr)")
        return target
    }

    static func nightly(_ target: ConnectionString, _ arguments: [String] = []) throws -> (UnreadctlBinary.Run, [String: String]) {
        let (run, files) = try MappingNightly.run("acme_uuid", target, ["--feed-overlap", "1s"] + arguments)
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        return (run, files)
    }

    static func lastNightly(_ db: Connection) throws -> (scope: String, reason: String?, watermarks: [String: Int]) {
        try MappingNightly.last(db, schema: "acme_uuid")
    }

    /// Channels (uuid, cid) of a counted type with at least two current members, and those members.
    static func busyChannels(_ db: Connection) throws -> [(id: String, cid: String, members: [String])] {
        let found = try db.query("""
            SELECT r.id::text, r.cid FROM acme_u.rooms r JOIN public.channel_types t ON t.name = r.type \
            WHERE coalesce(t.read_events, true) AND (SELECT count(*) FROM acme_u.seats s WHERE s.channel_id = r.id AND s.left_at IS NULL) >= 2 \
            ORDER BY r.cid LIMIT 12
            """)
        return try (0..<found.rowCount).map { row in
            let id = try found.string(row, 0) ?? ""
            let members = try db.query("SELECT user_id FROM acme_u.seats WHERE channel_id = $1::uuid AND left_at IS NULL ORDER BY user_id", [id])
            return (id, try found.string(row, 1) ?? "", try (0..<members.rowCount).map { try members.string($0, 0) ?? "" })
        }
    }

    @Test func aUuidMappingsFeedNamesWhatChangedAndCountsItAsAFullRunDoes() throws {
        let target = try Self.mapping()
        let db = try Connection(target)
        defer { db.close() }
        let status = try UnreadctlBinary.run(["schema", "status", "--schema", "acme_uuid", "--dsn", target.conninfo])
        #expect(status.stdout.contains("extra\tchannel_changes\tpresent"), "\(status.stdout)")

        _ = try Self.nightly(target)
        let first = try Self.lastNightly(db)
        #expect(first.scope == "full" && first.reason?.contains("no watermark") == true, "\(first)")
        for stream in ["posts", "receipts", "seats", "people"] {
            #expect(first.watermarks["channel_changes.\(stream)"] != nil, "\(stream): \(first.watermarks)")
        }
        _ = try Self.nightly(target)
        #expect(try Self.lastNightly(db).scope == "incremental")

        // A day of churn as acme writes it, each change seen by another stream; and one counter
        // written with no other change, which no stream sees.
        let busy = try Self.busyChannels(db)
        try #require(busy.count >= 5)
        let (a, b, c, quiet) = (busy[0], busy[1], busy[2], busy[3])
        let person = try #require(busy[4].members.first { user in ![a, b, c, quiet].contains { $0.members.contains(user) } } ?? busy[4].members.first)
        try db.query("""
            INSERT INTO acme_u.posts (id, channel_id, user_id, created_at, type, show_in_channel, silent, shadowed, changed_ms) \
            VALUES (gen_random_uuid(), $1::uuid, $2, now(), 'regular', true, false, false, \(Self.now))
            """, [a.id, a.members[0]])
        try db.query("UPDATE acme_u.seats SET unread_count = unread_count + 7 WHERE channel_id = $1::uuid AND user_id = $2", [a.id, a.members[1]])
        try db.query("""
            INSERT INTO acme_u.receipts (id, channel_id, user_id, kind, up_to, at) \
            SELECT max(id) + 1, $1::uuid, $2, 'read', now(), now() FROM acme_u.receipts
            """, [b.id, b.members[0]])
        try db.query("UPDATE acme_u.seats SET last_read_at = now(), last_read_message_id = NULL, changed_ms = \(Self.now) WHERE channel_id = $1::uuid AND user_id = $2",
                     [b.id, b.members[0]])
        try db.query("""
            UPDATE acme_u.posts SET deleted_at = now(), changed_ms = \(Self.now) \
            WHERE id = (SELECT id FROM acme_u.posts WHERE channel_id = $1::uuid AND deleted_at IS NULL ORDER BY created_at DESC LIMIT 1)
            """, [c.id])
        try db.query("UPDATE acme_u.people SET changed_ms = \(Self.now) WHERE id = $1", [person])
        try db.query("UPDATE acme_u.seats SET unread_count = unread_count + 5 WHERE channel_id = $1::uuid AND user_id = $2", [quiet.id, quiet.members[0]])

        // Older than the overlap (1 s) by the time the nightly reads it: its watermark passes it.
        Thread.sleep(forTimeInterval: 1.2)
        let (recompute, full) = try CommandReports.run(["recompute", "--schema", "acme_uuid"], target)
        #expect(recompute.status == 0, "\(recompute.stderr)")
        let (_, incremental) = try Self.nightly(target)
        let run = try Self.lastNightly(db)
        #expect(run.scope == "incremental", "\(run)")
        #expect((run.watermarks["channel_changes.posts"] ?? 0) > 0, "the settled churn moves the watermark: \(run.watermarks)")
        let (audit, fullAudit) = try CommandReports.run(["audit", "--schema", "acme_uuid"], target)
        #expect(audit.status == 0 || audit.status == 1, "\(audit.stderr)")

        let named = IncrementalNightlyTests.named(incremental)
        for (channel, stream) in [(a, "posts"), (b, "receipts"), (b, "seats"), (c, "posts")] {
            #expect(named[channel.id]?.streams.contains(stream) == true, "\(channel.cid) named by \(stream): \(named[channel.id] ?? ("", []))")
        }
        let personal = try db.query("SELECT channel_id::text FROM acme_u.seats WHERE user_id = $1 AND left_at IS NULL", [person])
        try #require(personal.rowCount > 0)
        for row in 0..<personal.rowCount { #expect(named[try personal.string(row, 0) ?? ""]?.streams.contains("people") == true) }
        #expect(named[quiet.id] == nil, "a counter written with no other change is not seen")
        #expect(CommandReports.rows(full["unread_drift.csv"]).contains { IncrementalNightlyTests.field($0, 0) == quiet.cid })

        let namedCIDs = Set(named.values.map(\.cid))
        for file in ["unread_drift.csv", "thread_drift.csv", "mention_drift.csv"] {
            let expected = CommandReports.rows(full[file]).filter { namedCIDs.contains(IncrementalNightlyTests.field($0, 0)) }
            #expect(CommandReports.rows(incremental[file]) == expected, "\(file)")
        }
        #expect(CommandReports.rows(incremental["unread_drift.csv"]).contains { IncrementalNightlyTests.field($0, 0) == a.cid })
        let expectedFindings = CommandReports.rows(fullAudit["audit.csv"]).filter { namedCIDs.contains(IncrementalNightlyTests.field($0, 2)) }
            .map(IncrementalNightlyTests.withoutClock)
        let findings = CommandReports.rows(incremental["audit.csv"]).filter { !IncrementalNightlyTests.field($0, 2).isEmpty }
            .map(IncrementalNightlyTests.withoutClock)
        #expect(findings == expectedFindings)
        #expect(incremental["unread.md"]?.contains("purged by acme's retention job") == true, "the mapping's blind spots are listed")

        // A stream whose positions went backwards (a restore) makes the next night full.
        try db.execute("UPDATE acme_u.posts SET changed_ms = 0")
        _ = try Self.nightly(target)
        let restored = try Self.lastNightly(db)
        #expect(restored.scope == "full" && restored.reason?.contains("posts went backwards") == true, "\(restored)")
    }

    /// The feed's statement reads each stream above its watermark through that branch's index:
    /// the bound, looked up by stream, is folded into a constant per `UNION ALL` branch.
    @Test func theFeedReadsEachStreamByItsIndex() throws {
        let target = try Self.mapping()
        let db = try Connection(target)
        defer { db.close() }
        try db.execute("SET search_path = acme_uuid; SET enable_seqscan = off")
        let plan = try db.query("EXPLAIN " + MappingFeed.changesStatement, [#"{"posts": 5, "receipts": 7, "seats": 9, "people": 11}"#, PostgresTimestamp(date: Date())])
        let text = try (0..<plan.rowCount).map { try plan.string($0, 0) ?? "" }.joined(separator: "\n")
        #expect(!text.contains("Seq Scan"), "\(text)")
        for index in ["posts_changed_ms_idx", "receipts_pkey", "seats_changed_ms_idx", "people_changed_ms_idx"] {
            #expect(text.contains(index), "\(index): \(text)")
        }
    }
}
