import Foundation
import Jobs
import Postgres
import Testing
import TestSupport

/// The Mattermost adapter's change feed (adapters/mattermost/README.md#change-feed): the
/// `channel_changes` view names the channels Mattermost wrote since a position, each stream read
/// by one of Mattermost's own indexes, on Mattermost's table definitions
/// (Tests/Fixtures/mattermost/tables.sql) with its writes restated from its store
/// (`MattermostWrites` below).
@Suite struct MattermostFeedTests {
    static let schema = "unreadctl_mattermost"

    /// Mattermost's tables, data.sql, the adapter installed, and `extra` channels of their own
    /// (each with two members who have read it and three posts), all of it written two hours ago.
    static func installed(extra: [String]) throws -> (Connection, ConnectionString) {
        let (db, target) = try MattermostFixture.database()
        let install = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        var at = try MattermostWrites.now(db) - 2 * 3_600_000
        for channel in extra {
            at += 1000
            try MattermostWrites.createChannel(db, channel, at: at)
            for (n, member) in ["alice", "bob"].enumerated() {
                try MattermostWrites.join(db, channel, member, at: at + Int64(n) + 1, announce: false)
            }
            for n in 1...3 {
                try MattermostWrites.savePost(db, "\(channel)-\(n)", in: channel, by: n == 2 ? "bob" : "alice", at: at + 10 + Int64(n))
            }
            for member in ["alice", "bob"] { try MattermostWrites.view(db, channel, member) }
        }
        return (db, target)
    }

    /// The channel keys a stream names after `position`, as unreadctl asks for them.
    static func named(_ db: Connection, _ stream: String, after position: Int64) throws -> Set<String> {
        let rows = try db.query("""
            SELECT DISTINCT k.key FROM \(schema).channel_changes f
            JOIN unnest($3::text[]) AS k(key) ON substr(md5('channel:' || k.key), 1, 26) = f.channel_id
            WHERE f.stream = $1 AND f.position > $2
            """, [stream, position, "{" + keys.joined(separator: ",") + "}"])
        let unknown = try db.scalarInt("""
            SELECT count(*) FROM \(schema).channel_changes f
            WHERE f.stream = $1 AND f.position > $2 AND f.channel_id <> ALL (SELECT substr(md5('channel:' || k), 1, 26) FROM unnest($3::text[]) k)
            """, [stream, position, "{" + keys.joined(separator: ",") + "}"])
        #expect(unknown == 0, "the \(stream) stream names a channel the test does not know")
        return Set(try (0..<rows.rowCount).map { try rows.string($0, 0) ?? "" })
    }

    /// Every channel key the tests use: data.sql's and their own.
    static let keys = ["town-square", "dev", "ops", "dm", "gm", "old-proj"] + churned + unseen + ["c-quiet"]
    /// The test's own channels that Mattermost writes in a way the feed sees…
    static let churned = ["c-post", "c-reply", "c-edit", "c-delete", "c-view-new", "c-unread", "c-join", "c-leave",
                          "c-mute", "c-rename", "c-archive"]
    /// …and those it writes in a way the feed cannot see (feed_blind_spots).
    static let unseen = ["c-view-old", "c-leave-silent"]

    /// One change of each kind, written as Mattermost writes it, each in a channel of its own.
    static func churn(_ db: Connection, archive: Bool = true) throws {
        let M = MattermostWrites.self
        try M.savePost(db, "c-post-new", in: "c-post", by: "bob", at: try M.now(db))
        try M.savePost(db, "c-reply-new", in: "c-reply", by: "bob", root: "c-reply-1", at: try M.now(db))
        try M.edit(db, "c-edit-2", at: try M.now(db))
        // A post bob has not seen, deleted: his stored count keeps it (deleting never decrements).
        try M.savePost(db, "c-delete-new", in: "c-delete", by: "alice", at: try M.now(db))
        try M.delete(db, "c-delete-new", by: "alice", at: try M.now(db))
        try M.savePost(db, "c-view-new-new", in: "c-view-new", by: "alice", at: try M.now(db))
        try M.view(db, "c-view-new", "bob")
        try M.view(db, "c-view-old", "bob")
        try M.savePost(db, "c-unread-own", in: "c-unread", by: "bob", at: try M.now(db))
        try M.markUnread(db, "c-unread-1", by: "bob", at: try M.now(db))
        try M.join(db, "c-join", "carol", at: try M.now(db), announce: true)
        try M.leave(db, "c-leave", "bob", at: try M.now(db), announce: true)
        try M.leave(db, "c-leave-silent", "bob", at: try M.now(db), announce: false)
        try M.mute(db, "c-mute", "bob", at: try M.now(db))
        try M.rename(db, "c-rename", at: try M.now(db))
        if archive { try M.archive(db, "c-archive", at: try M.now(db)) }
    }

    /// (a) After one change of each kind, each stream names exactly the channels Mattermost
    /// wrote that way, and nothing else: a view of old posts and a removal without a system post
    /// are named by no stream (feed_blind_spots lists them).
    @Test func eachStreamNamesTheChannelsMattermostWrote() throws {
        let (db, _) = try Self.installed(extra: Self.churned + Self.unseen + ["c-quiet"])
        defer { db.close() }
        let watermark = try MattermostWrites.now(db)
        for stream in ["posts", "channel_members", "channels"] {
            #expect(try Self.named(db, stream, after: watermark).isEmpty, "\(stream): nothing written yet")
        }
        // The streams see the setup when asked from before it: their positions are Mattermost's times.
        #expect(try Self.named(db, "posts", after: watermark - 3 * 3_600_000).isSuperset(of: Self.churned + Self.unseen))
        Thread.sleep(forTimeInterval: 0.01)
        try Self.churn(db)

        #expect(try Self.named(db, "posts", after: watermark)
                == ["c-post", "c-reply", "c-edit", "c-delete", "c-view-new", "c-unread", "c-join", "c-leave"])
        #expect(try Self.named(db, "channel_members", after: watermark)
                == ["c-view-new", "c-unread", "c-join", "c-mute"])
        #expect(try Self.named(db, "channels", after: watermark) == ["c-rename", "c-archive"])
        let union = try ["posts", "channel_members", "channels"].reduce(into: Set<String>()) {
            $0.formUnion(try Self.named(db, $1, after: watermark))
        }
        #expect(union == Set(Self.churned), "every channel written in a way the feed sees, and only those")

        // The channels no stream names were written all the same, as Mattermost writes them.
        let written = try db.query("""
            SELECT (SELECT lastviewedat FROM channelmembers WHERE channelid = substr(md5('channel:c-view-old'), 1, 26)
                    AND userid = substr(md5('user:bob'), 1, 26)) = (SELECT lastpostat FROM channels WHERE id = substr(md5('channel:c-view-old'), 1, 26)),
                   (SELECT lastupdateat < $1 FROM channelmembers WHERE channelid = substr(md5('channel:c-view-old'), 1, 26)
                    AND userid = substr(md5('user:bob'), 1, 26)),
                   (SELECT count(*) FROM channelmembers WHERE channelid = substr(md5('channel:c-leave-silent'), 1, 26)
                    AND userid = substr(md5('user:bob'), 1, 26)),
                   (SELECT count(*) FROM channelmemberhistory WHERE channelid = substr(md5('channel:c-leave-silent'), 1, 26)
                    AND leavetime > $1)
            """, [watermark])
        #expect(try written.bool(0, 0) == true && written.bool(0, 1) == true && written.int(0, 2) == 0 && written.int(0, 3) == 1)
        let spots = try db.query("SELECT description FROM \(Self.schema).feed_blind_spots")
        let text = try (0..<spots.rowCount).map { try spots.string($0, 0) ?? "" }.joined(separator: "\n")
        for source in ["SqlChannelStore.UpdateLastViewedAt", "ChannelMemberHistory.LeaveTime", "Post.PreSave"] {
            #expect(text.contains(source), "feed_blind_spots names \(source)")
        }

        // changed_at is the position's millisecond, exactly; the positions are Mattermost's own columns.
        #expect(try db.scalarInt("""
            SELECT count(*) FROM \(Self.schema).channel_changes
            WHERE position > $1 AND changed_at IS DISTINCT FROM 'epoch'::timestamptz + position * interval '1 millisecond'
            """, [watermark]) == 0)
        #expect(try db.scalarInt("""
            SELECT count(*) FROM \(Self.schema).channel_changes f JOIN posts p ON p.id = substr(md5('c-post-new'), 1, 26)
            WHERE f.stream = 'posts' AND f.position = p.createat AND f.channel_id = p.channelid
            """) == 1, "a new post's position is its CreateAt (Post.PreSave: UpdateAt = CreateAt)")
    }

    /// (b) `WHERE stream = S AND position > N` reads one table through Mattermost's index for
    /// the posts and channels streams (never a scan of posts), as unreadctl sends it (`$1`, `$2`)
    /// and as a generic plan; the channel_members stream scans channelmembers, which Mattermost
    /// does not index by LastUpdateAt (the cost the README states).
    @Test func theStreamsAreReadByMattermostsIndexes() throws {
        let (db, _) = try Self.installed(extra: [])
        defer { db.close() }
        // A server's proportions: many old posts, channels and members, a few new ones.
        try db.execute("""
            INSERT INTO channels (id, createat, updateat, deleteat, teamid, type, displayname, name, header, purpose,
                                  lastpostat, totalmsgcount, extraupdateat, creatorid, totalmsgcountroot, lastrootpostat)
            SELECT substr(md5('bulk-channel:' || g), 1, 26), 1690000000000 + g, 1690000000000 + g, 0, '', 'D', '', 'bulk-' || g, '', '',
                   1690000000000 + g, 10, 0, '', 10, 1690000000000 + g
            FROM generate_series(1, 5000) g;
            INSERT INTO channelmembers (channelid, userid, roles, lastviewedat, msgcount, mentioncount, notifyprops, lastupdateat,
                                        schemeuser, schemeadmin, schemeguest, mentioncountroot, msgcountroot)
            SELECT substr(md5('bulk-channel:' || (g % 5000)), 1, 26), substr(md5('bulk-user:' || g), 1, 26), '', 1690000000000 + g, 10, 0,
                   '{"mark_unread": "all"}', 1690000000000 + g, true, false, false, 0, 10
            FROM generate_series(1, 20000) g;
            INSERT INTO posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type, props)
            SELECT substr(md5('bulk-post:' || g), 1, 26), 1690000000000 + g * 10, 1690000000000 + g * 10, 0,
                   substr(md5('bulk-user:' || g), 1, 26), substr(md5('bulk-channel:' || (g % 5000)), 1, 26), '', '', 'bulk', '', '{}'
            FROM generate_series(1, 50000) g;
            ANALYZE;
            """)
        let watermark = try MattermostWrites.now(db) - 60_000
        func plan(_ stream: String) throws -> String {
            let result = try db.query("EXPLAIN SELECT channel_id, user_id, position, changed_at FROM \(Self.schema).channel_changes WHERE stream = $1 AND position > $2",
                                      [stream, watermark])
            return try (0..<result.rowCount).map { try result.string($0, 0) ?? "" }.joined(separator: "\n")
        }
        let posts = try plan("posts")
        #expect(posts.contains("idx_posts_update_at") && !posts.contains("Seq Scan"), "\(posts)")
        #expect(!posts.contains("channelmembers") && !posts.contains("on channels"), "one branch only: \(posts)")
        let channels = try plan("channels")
        #expect(channels.contains("idx_channels_update_at") && !channels.contains("Seq Scan"), "\(channels)")
        let members = try plan("channel_members")
        #expect(members.contains("Seq Scan on channelmembers") && !members.contains(" on posts"), "\(members)")

        // A generic plan (the values unknown when planned) still reads posts by the index: the
        // other branches are skipped when it runs (their constant stream fails a one-time filter).
        try db.execute("""
            PREPARE feed(text, bigint) AS
                SELECT channel_id FROM \(Self.schema).channel_changes WHERE stream = $1 AND position > $2;
            SET plan_cache_mode = force_generic_plan;
            """)
        let generic = try db.query("EXPLAIN EXECUTE feed('posts', \(watermark))")
        let genericPlan = try (0..<generic.rowCount).map { try generic.string($0, 0) ?? "" }.joined(separator: "\n")
        #expect(genericPlan.contains("Index Scan using idx_posts_update_at on posts") && !genericPlan.contains("Seq Scan on posts"), "\(genericPlan)")
        #expect(genericPlan.contains("One-Time Filter"), "\(genericPlan)")

        // The statements unreadctl's feed sends (Jobs/Nightly/MappingFeed.swift): every stream
        // above its watermark in one statement, and each stream's largest position.
        try db.execute("RESET plan_cache_mode; SET search_path = \(Self.schema), public")
        let marks = #"{"posts": \#(watermark), "channel_members": \#(watermark), "channels": \#(watermark)}"#
        let changes = try db.query("EXPLAIN " + MappingFeed.changesStatement, [marks, PostgresTimestamp(date: Date())])
        let changesPlan = try (0..<changes.rowCount).map { try changes.string($0, 0) ?? "" }.joined(separator: "\n")
        #expect(changesPlan.contains("idx_posts_update_at") && changesPlan.contains("idx_channels_update_at"), "\(changesPlan)")
        #expect(!changesPlan.contains("Seq Scan on posts") && !changesPlan.contains("Seq Scan on channels "), "\(changesPlan)")
        let top = try db.query("EXPLAIN SELECT f.position FROM channel_changes f WHERE f.stream = $1 ORDER BY f.position DESC LIMIT 1", ["posts"])
        let topPlan = try (0..<top.rowCount).map { try top.string($0, 0) ?? "" }.joined(separator: "\n")
        #expect(topPlan.contains("Index Only Scan Backward using idx_posts_update_at") || topPlan.contains("Index Scan Backward using idx_posts_update_at"),
                "\(topPlan)")
    }

    /// (c) End to end: a full nightly, a quiet incremental one, then a day of churn as Mattermost
    /// writes it; the next nightly is incremental, names the channels the streams saw, and for
    /// each of them its drift rows (both counter pairs) and audit findings are a full run's on
    /// the same data, row for row. A counter written with no other change, a view of old posts
    /// and a removal without a post are not named; the next full run finds what they hide.
    @Test func anIncrementalNightlyOnMattermostEqualsAFullRunOnTheNamedChannels() throws {
        let visible = Self.churned.filter { $0 != "c-archive" }
        let (db, target) = try Self.installed(extra: visible + Self.unseen + ["c-quiet", "c-counter"])
        defer { db.close() }
        func nightly(_ arguments: [String] = []) throws -> (UnreadctlBinary.Run, [String: String]) {
            let (run, files) = try CommandReports.run(["nightly", "--schema", Self.schema, "--feed-overlap", "1s", "--full-above", "100"] + arguments,
                                                      target)
            #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
            return (run, files)
        }
        func lastRun() throws -> (scope: String, reason: String, watermarks: String) {
            let row = try db.query("""
                SELECT stats->>'scope', coalesce(stats->>'full_reason', ''), coalesce((stats #> '{feed,watermarks}')::text, '') \
                FROM \(Self.schema).unreadctl_runs WHERE command = 'nightly' ORDER BY id DESC LIMIT 1
                """)
            return (try row.string(0, 0) ?? "", try row.string(0, 1) ?? "", try row.string(0, 2) ?? "")
        }
        func key(_ channel: String) throws -> String {
            try #require(try db.scalarString("SELECT substr(md5('channel:' || $1), 1, 26)", [channel]))
        }

        _ = try nightly()
        let first = try lastRun()
        #expect(first.scope == "full" && first.reason.contains("no watermark"), "\(first)")
        for stream in ["posts", "channel_members", "channels"] {
            #expect(first.watermarks.contains("\"channel_changes.\(stream)\""), "\(stream): \(first.watermarks)")
        }
        // The fixture's drift, corrected by the first run, is read once more and found right.
        _ = try nightly()
        #expect(try lastRun().scope == "incremental")

        try Self.churn(db, archive: false)
        try db.query("UPDATE channelmembers SET msgcount = msgcount - 3 WHERE channelid = $1 AND userid = substr(md5('user:alice'), 1, 26)",
                     [try key("c-counter")])
        // Older than the overlap by the time the nightly reads it: the watermarks pass it.
        Thread.sleep(forTimeInterval: 1.2)
        let (recompute, full) = try CommandReports.run(["recompute", "--schema", Self.schema], target)
        #expect(recompute.status == 0, "\(recompute.stderr)")
        let (_, incremental) = try nightly()
        let run = try lastRun()
        #expect(run.scope == "incremental", "\(run)")
        let (audit, fullAudit) = try CommandReports.run(["audit", "--schema", Self.schema], target)
        #expect(audit.status == 0 || audit.status == 1, "\(audit.stderr)")

        let named = IncrementalNightlyTests.named(incremental)
        var expected: [String: Set<String>] = [:]
        for channel in ["c-post", "c-reply", "c-edit", "c-delete", "c-view-new", "c-unread", "c-join", "c-leave"] {
            expected[try key(channel), default: []].insert("posts")
        }
        for channel in ["c-view-new", "c-unread", "c-join", "c-mute"] { expected[try key(channel), default: []].insert("channel_members") }
        expected[try key("c-rename"), default: []].insert("channels")
        #expect(Set(named.keys) == Set(expected.keys), "named: \(named.keys.sorted()), expected: \(expected.keys.sorted())")
        for (channel, streams) in expected {
            #expect(Set(named[channel]?.streams ?? []) == streams, "\(channel): \(named[channel]?.streams ?? [])")
        }

        let namedCIDs = Set(named.values.map(\.cid))
        for file in ["unread_drift.csv", "unread_root_drift.csv"] {
            let rows = CommandReports.rows(full[file]).filter { namedCIDs.contains(IncrementalNightlyTests.field($0, 0)) }
            #expect(CommandReports.rows(incremental[file]) == rows, "\(file)")
            #expect(!rows.isEmpty, "\(file): the churn drifts in the named channels (a mark-as-unread above own posts, a deleted unseen post)")
        }
        let expectedFindings = CommandReports.rows(fullAudit["audit.csv"]).filter { namedCIDs.contains(IncrementalNightlyTests.field($0, 2)) }
            .map(IncrementalNightlyTests.withoutClock)
        let findings = CommandReports.rows(incremental["audit.csv"]).map(IncrementalNightlyTests.withoutClock)
        #expect(findings == expectedFindings)
        let unread = try key("c-unread")
        #expect(findings.contains { $0.hasPrefix("RS001,") && IncrementalNightlyTests.field($0, 2) == unread },
                "bob's own post after the post he marked unread: \(findings)")

        // What no stream saw: the counter written alone drifts in the full run, not tonight.
        let counter = try key("c-counter")
        #expect(CommandReports.rows(full["unread_drift.csv"]).contains { IncrementalNightlyTests.field($0, 0) == counter })
        #expect(!CommandReports.rows(incremental["unread_drift.csv"]).contains { IncrementalNightlyTests.field($0, 0) == counter })
        for report in ["unread.md", "audit.md"] {
            #expect(incremental[report]?.contains("SqlChannelStore.UpdateLastViewedAt") == true, "\(report) lists the adapter's blind spots")
        }
        let (_, weekly) = try nightly(["--full"])
        #expect(try lastRun().scope == "full")
        #expect(CommandReports.rows(weekly["unread_drift.csv"]).contains { IncrementalNightlyTests.field($0, 0) == counter })
    }

    /// The nightly runs as the tool's writer role (sql/roles.sql on the mapping), which must be
    /// able to read the feed: without SELECT on channel_changes it failed, exit 69.
    @Test func theToolsWriterRoleRunsTheIncrementalNightly() throws {
        let (db, target) = try Self.installed(extra: ["c-post"])
        defer { db.close() }
        let (_, writer) = try ToolRoles.grant(schema: Self.schema, on: db, target: target)
        for scope in ["full", "incremental"] {
            let run = try UnreadctlBinary.run(["nightly", "--schema", Self.schema, "--feed-overlap", "1s", "--full-above", "100", "--dsn", writer,
                                               "--out", ReportFolder.temporary("unreadctl-mm-feed")])
            #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
            #expect(try db.scalarString("SELECT stats->>'scope' FROM \(Self.schema).unreadctl_runs WHERE command = 'nightly' ORDER BY id DESC LIMIT 1")
                    == scope)
        }
    }
}

/// Mattermost's writes, restated in SQL from its source (server/channels/store/sqlstore,
/// server/channels/app, server/public/model), as the docs page cites them. Ids are
/// `substr(md5(key), 1, 26)` like data.sql's; channels are keyed `channel:<key>`, users `user:<name>`.
enum MattermostWrites {
    static let joinLeaveTypes: Set<String> = ["system_join_leave", "system_add_remove", "system_join_channel", "system_leave_channel",
                                              "system_join_team", "system_leave_team", "system_add_to_channel",
                                              "system_remove_from_channel", "system_add_to_team", "system_remove_from_team"]

    /// model.GetMillis: the application server's clock, in epoch milliseconds.
    static func now(_ db: Connection) throws -> Int64 {
        Int64(try #require(try db.scalarInt("SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint")))
    }

    /// SqlChannelStore.Save: a team channel, CreateAt = UpdateAt (Channel.PreSave).
    static func createChannel(_ db: Connection, _ key: String, at: Int64) throws {
        try db.query("""
            INSERT INTO channels (id, createat, updateat, deleteat, teamid, type, displayname, name, header, purpose, lastpostat,
                                  totalmsgcount, extraupdateat, creatorid, schemeid, groupconstrained, shared, totalmsgcountroot, lastrootpostat)
            VALUES (substr(md5('channel:' || $1), 1, 26), $2, $2, 0, substr(md5('team:acme'), 1, 26), 'O', $1, $1, '', '', 0,
                    0, 0, substr(md5('user:alice'), 1, 26), NULL, false, false, 0, 0)
            """, [key, at])
    }

    /// SqlPostStore.SaveMultiple: the post (UpdateAt = CreateAt, Post.PreSave); then the channel's
    /// LastPostAt, LastRootPostAt and totals (join/leave posts are not counted); then a reply's root UpdateAt.
    static func savePost(_ db: Connection, _ key: String, in channel: String, by user: String, type: String = "", root: String? = nil, at: Int64) throws {
        try db.query("""
            INSERT INTO posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type, props,
                               hashtags, filenames, fileids, hasreactions, editat, ispinned, remoteid)
            VALUES (substr(md5($1), 1, 26), $4, $4, 0, substr(md5('user:' || $3), 1, 26), substr(md5('channel:' || $2), 1, 26),
                    coalesce(substr(md5($6), 1, 26), ''), '', $1, $5, '{}', '', '[]', '[]', false, 0, false, '')
            """, [key, channel, user, at, type, root])
        let counted = joinLeaveTypes.contains(type) ? 0 : 1
        try db.query("""
            UPDATE channels SET lastpostat = greatest($2, lastpostat),
                                lastrootpostat = greatest(CASE WHEN $3 THEN $2 ELSE 0 END, lastrootpostat),
                                totalmsgcount = totalmsgcount + $4,
                                totalmsgcountroot = totalmsgcountroot + CASE WHEN $3 THEN $4 ELSE 0 END
            WHERE id = substr(md5('channel:' || $1), 1, 26)
            """, [channel, at, root == nil, counted])
        if let root {
            try db.query("UPDATE posts SET updateat = $2 WHERE id = substr(md5($1), 1, 26)", [root, at])
        }
    }

    /// SqlPostStore.Update: the post's UpdateAt and EditAt to now, its old version kept as a
    /// deleted row (OriginalId = the post), the channel's LastPostAt and a reply's root UpdateAt moved to now.
    static func edit(_ db: Connection, _ key: String, at: Int64) throws {
        try db.query("""
            INSERT INTO posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type, props,
                               hashtags, filenames, fileids, hasreactions, editat, ispinned, remoteid)
            SELECT substr(md5($1 || ':old'), 1, 26), p.createat, $2, $2, p.userid, p.channelid, p.rootid, p.id, p.message, p.type, p.props,
                   p.hashtags, p.filenames, p.fileids, p.hasreactions, p.editat, p.ispinned, p.remoteid
            FROM posts p WHERE p.id = substr(md5($1), 1, 26)
            """, [key, at])
        try db.query("UPDATE posts SET updateat = $2, editat = $2, message = message || ' (edited)' WHERE id = substr(md5($1), 1, 26)", [key, at])
        try db.query("""
            UPDATE channels c SET lastpostat = $2 FROM posts p
            WHERE p.id = substr(md5($1), 1, 26) AND c.id = p.channelid AND c.lastpostat < $2
            """, [key, at])
        try db.query("""
            UPDATE posts r SET updateat = $2 FROM posts p
            WHERE p.id = substr(md5($1), 1, 26) AND p.rootid <> '' AND r.id = p.rootid AND r.updateat < $2
            """, [key, at])
    }

    /// SqlPostStore.Delete: DeleteAt and UpdateAt of the post and of its replies; the channel's totals stay.
    static func delete(_ db: Connection, _ key: String, by user: String, at: Int64) throws {
        try db.query("""
            UPDATE posts SET deleteat = $2, updateat = $2, props = jsonb_set(props, '{deleteBy}', to_jsonb(substr(md5('user:' || $3), 1, 26)))
            WHERE id = substr(md5($1), 1, 26) OR rootid = substr(md5($1), 1, 26)
            """, [key, at, user])
    }

    /// SqlChannelStore.UpdateLastViewedAt (PostgreSQL): mentions to 0, MsgCount(+Root) up to the
    /// channel's totals, LastViewedAt and LastUpdateAt to the channel's LastPostAt (or kept).
    static func view(_ db: Connection, _ channel: String, _ user: String) throws {
        try db.query("""
            UPDATE channelmembers cm
               SET mentioncount = 0, mentioncountroot = 0, urgentmentioncount = 0,
                   msgcount = greatest(cm.msgcount, c.totalmsgcount), msgcountroot = greatest(cm.msgcountroot, c.totalmsgcountroot),
                   lastviewedat = greatest(cm.lastviewedat, c.lastpostat), lastupdateat = greatest(cm.lastviewedat, c.lastpostat)
              FROM channels c
             WHERE c.id = substr(md5('channel:' || $1), 1, 26) AND cm.channelid = c.id AND cm.userid = substr(md5('user:' || $2), 1, 26)
            """, [channel, user])
    }

    /// SqlChannelStore.UpdateLastViewedAtPost (mark as unread): LastViewedAt = the post's CreateAt - 1,
    /// MsgCount(+Root) = the totals less CountPostsAfter(channel, that, "") (every sender), LastUpdateAt = now.
    static func markUnread(_ db: Connection, _ post: String, by user: String, at: Int64) throws {
        try db.query("""
            UPDATE channelmembers cm
               SET mentioncount = 0, mentioncountroot = 0, urgentmentioncount = 0,
                   msgcount = c.totalmsgcount - (SELECT count(*) FROM posts a WHERE a.channelid = p.channelid AND a.createat > p.createat - 1
                                                 AND a.deleteat = 0 AND a.type <> ALL ($4::text[])),
                   msgcountroot = c.totalmsgcountroot - (SELECT count(*) FROM posts a WHERE a.channelid = p.channelid AND a.createat > p.createat - 1
                                                         AND a.deleteat = 0 AND a.rootid = '' AND a.type <> ALL ($4::text[])),
                   lastviewedat = p.createat - 1, lastupdateat = $3
              FROM posts p, channels c
             WHERE p.id = substr(md5($1), 1, 26) AND c.id = p.channelid AND cm.channelid = p.channelid
               AND cm.userid = substr(md5('user:' || $2), 1, 26)
            """, [post, user, at, "{" + joinLeaveTypes.sorted().joined(separator: ",") + "}"])
    }

    /// App.addUserToChannel: SqlChannelStore.SaveMember (never viewed, MsgCount 0, LastUpdateAt = now:
    /// ChannelMember.PreSave), SqlChannelMemberHistoryStore.LogJoinEvent, and with `announce` the
    /// system_join_channel post (App.postJoinChannelMessage).
    static func join(_ db: Connection, _ channel: String, _ user: String, at: Int64, announce: Bool) throws {
        try db.query("""
            INSERT INTO channelmembers (channelid, userid, roles, lastviewedat, msgcount, mentioncount, notifyprops, lastupdateat,
                                        schemeuser, schemeadmin, schemeguest, mentioncountroot, msgcountroot, urgentmentioncount)
            VALUES (substr(md5('channel:' || $1), 1, 26), substr(md5('user:' || $2), 1, 26), '', 0, 0, 0,
                    '{"desktop": "default", "email": "default", "push": "default", "mark_unread": "all", "ignore_channel_mentions": "default"}',
                    $3, true, false, false, 0, 0, 0)
            """, [channel, user, at])
        try db.query("""
            INSERT INTO channelmemberhistory (channelid, userid, jointime) VALUES (substr(md5('channel:' || $1), 1, 26), substr(md5('user:' || $2), 1, 26), $3)
            """, [channel, user, at])
        if announce { try savePost(db, "\(channel)-join-\(user)", in: channel, by: user, type: "system_join_channel", at: at) }
    }

    /// App.LeaveChannel / removeUserFromChannel: SqlChannelStore.RemoveMembers deletes the row,
    /// SqlChannelMemberHistoryStore.LogLeaveEvent sets LeaveTime; with `announce` the
    /// system_leave_channel post (App.postLeaveChannelMessage), which some removals do not write.
    static func leave(_ db: Connection, _ channel: String, _ user: String, at: Int64, announce: Bool) throws {
        try db.query("DELETE FROM channelmembers WHERE channelid = substr(md5('channel:' || $1), 1, 26) AND userid = substr(md5('user:' || $2), 1, 26)",
                     [channel, user])
        try db.query("""
            UPDATE channelmemberhistory SET leavetime = $3
            WHERE channelid = substr(md5('channel:' || $1), 1, 26) AND userid = substr(md5('user:' || $2), 1, 26) AND leavetime IS NULL
            """, [channel, user, at])
        if announce { try savePost(db, "\(channel)-leave-\(user)", in: channel, by: user, type: "system_leave_channel", at: at) }
    }

    /// SqlChannelStore.UpdateMemberNotifyProps (App.UpdateChannelMemberNotifyProps): the props
    /// merged into NotifyProps (mark_unread "mention" is a mute), LastUpdateAt = now.
    static func mute(_ db: Connection, _ channel: String, _ user: String, at: Int64) throws {
        try db.query("""
            UPDATE channelmembers SET notifyprops = notifyprops || '{"mark_unread": "mention"}'::jsonb, lastupdateat = $3
            WHERE channelid = substr(md5('channel:' || $1), 1, 26) AND userid = substr(md5('user:' || $2), 1, 26)
            """, [channel, user, at])
    }

    /// SqlChannelStore.Update: the row with UpdateAt = now (Channel.PreUpdate).
    static func rename(_ db: Connection, _ channel: String, at: Int64) throws {
        try db.query("UPDATE channels SET displayname = displayname || ' (renamed)', updateat = $2 WHERE id = substr(md5('channel:' || $1), 1, 26)",
                     [channel, at])
    }

    /// SqlChannelStore.Delete (archive): SetDeleteAt(channel, now, now).
    static func archive(_ db: Connection, _ channel: String, at: Int64) throws {
        try db.query("UPDATE channels SET deleteat = $2, updateat = $2 WHERE id = substr(md5('channel:' || $1), 1, 26)", [channel, at])
    }
}
