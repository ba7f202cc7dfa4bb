import Foundation
import Jobs
import Postgres
import Runtime
import Testing
import TestSupport

/// `recompute --apply` on the Mattermost adapter while a played Mattermost writes as its store
/// does (adapters/mattermost/README.md#repairs): posts that raise `TotalMsgCount` and mark the
/// channel viewed for their author, views (`SqlChannelStore.UpdateLastViewedAt`) and
/// mark-as-unread at the channel's latest post of someone else (`UpdateLastViewedAtPost`, at
/// the stored position when nothing came since). Afterwards every member Mattermost serves a
/// count other than its own recount for holds exactly the drift planted before the run: the
/// repair never moved a row the service had written, and reported each row it skipped as left.
@Suite struct MattermostLiveWriterTests {
    /// (channel, user) → what the apps are served minus Mattermost's recount (the oracle).
    static func drifts(_ db: Connection) throws -> [String: Int] {
        let served = try MattermostFixture.served(db), oracle = try MattermostFixture.oracle(db)
        var drifts: [String: Int] = [:]
        for (member, truth) in oracle where served[member]?.all != truth.all { drifts[member] = (served[member]?.all ?? 0) - truth.all }
        return drifts
    }

    @Test func aLiveMattermostLosesNoWriteToTheRepair() throws {
        let (db, target) = try TestCluster.connect(schema: false)
        try db.execute(try MattermostFixture.file("tables.sql"))
        // The harness's real-shape data (direct messages, town squares, posts in time order).
        // On it, with `LastUpdateAt` alone as the row version, about one run in three left a
        // member 2 below its recount: a view with no new post, then two posts, brought the
        // stored value back to the snapshot's (adapters/mattermost/README.md#repairs;
        // MattermostRepairGuardRaceTests.aViewThenPostsThatRestoreTheStoredValueAreNeverOverwritten).
        try db.execute(try MattermostFixture.file("bench_data.sql")
            .replacingOccurrences(of: "{POSTS}", with: "30000").replacingOccurrences(of: "{CHANNELS}", with: "300")
            .replacingOccurrences(of: "{USERS}", with: "1500"))
        let install = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        let apply = try UnreadctlBinary.run(["schema", "apply", "--schema", "unreadctl_mattermost", "--dsn", target.conninfo])
        #expect(apply.status == 0, "\(apply.stderr)")
        // Every channel's last post time is its last post's, as Mattermost keeps it.
        try db.execute("UPDATE channels c SET lastpostat = p.last FROM (SELECT channelid, max(createat) AS last FROM posts GROUP BY 1) p WHERE p.channelid = c.id")
        let members = try db.query("""
            SELECT cm.channelid, cm.userid FROM channelmembers cm JOIN channels c ON c.id = cm.channelid
            WHERE c.deleteat = 0 ORDER BY 1, 2
            """)
        let pairs: [(String, String)] = try (0..<members.rowCount).map { (try members.string($0, 0)!, try members.string($0, 1)!) }
        // The service's "now": after every post and every view of the data.
        let now = try #require(try db.scalarInt("SELECT greatest((SELECT max(createat) FROM posts), (SELECT max(lastviewedat) FROM channelmembers))")) + 1_000
        // Every tenth member marked unread at the channel's latest post, then damaged by 2: a
        // second mark-as-unread there re-sets the counter without moving the read position.
        let preparing = PlayedMattermost(db, now: Int64(now))
        for (index, (channel, user)) in pairs.enumerated() where index % 10 == 0 {
            try preparing.markUnreadAtLatest(channel: channel, user: user)
            try db.query("UPDATE channelmembers SET msgcount = msgcount - 2 WHERE channelid = $1 AND userid = $2", [channel, user])
        }
        let planted = try Self.drifts(db)
        #expect(planted.count > 20)

        let state = WriterState()
        let writer = Thread {
            defer { state.finish() }
            do {
                let service = PlayedMattermost(try Connection(target), now: Int64(now) + 1_000_000)
                var index = 0
                while !state.stopped {
                    let (channel, user) = pairs[(index * 7919) % pairs.count]
                    switch index % 6 {
                    case 0: try service.post(channel: channel, from: user)
                    case 1, 2: try service.view(channel: channel, user: user)
                    default: try service.markUnreadAtLatest(channel: channel, user: user)
                    }
                    index += 1
                    state.count()
                }
            } catch {
                state.fail(error)
            }
        }
        writer.start()
        state.waitFor(operations: 20)
        let out = ReportFolder.temporary("unreadctl-mm-live")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let before = state.operations
        let started = Date()
        let outcome = try RecomputeJob.run(RecomputeOptions(apply: true, batchSize: 1, out: out, showProgress: false),
                                           database: Database(primary: target, schema: "unreadctl_mattermost"))
        let during = state.operations - before, seconds = Date().timeIntervalSince(started)
        #expect(state.stopAndWait(), "the writer stopped")
        #expect(state.error == nil, "\(String(describing: state.error))")
        #expect(during > 20, "the played Mattermost ran during the repair (\(during) writes in \(seconds) s)")

        let applied = try #require(outcome.applied)
        let wrong = try Self.drifts(db)
        for (member, drift) in wrong { #expect(planted[member] == drift, "\(member): \(drift), planted \(String(describing: planted[member]))") }
        #expect(applied[.members].left >= wrong.count)
        #expect(applied[.members].corrected > 0)
    }
}

/// Mattermost's member and channel writes, as its store makes them (the statements of
/// `SqlChannelStore` and `SqlPostStore` that adapters/mattermost/README.md cites), on one connection.
final class PlayedMattermost {
    let db: Connection
    private var clock: Int64

    init(_ db: Connection, now: Int64) {
        self.db = db
        clock = now
    }

    private func tick() -> Int64 {
        clock += 7
        return clock
    }

    /// A root post: `TotalMsgCount` and the root count rise, and its author's view follows.
    func post(channel: String, from user: String) throws {
        let at = tick()
        try db.transaction {
            try db.query("""
                INSERT INTO posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type, props, hashtags, filenames, fileids, hasreactions, editat, ispinned, remoteid)
                VALUES (substr(md5($1 || $2 || $3::bigint::text), 1, 26), $3::bigint, $3::bigint, 0, $2, $1, '', '', 'live', '', '{}', '', '[]', '[]', false, 0, false, '')
                """, [channel, user, at])
            try db.query("UPDATE channels SET totalmsgcount = totalmsgcount + 1, totalmsgcountroot = totalmsgcountroot + 1, lastpostat = $2, lastrootpostat = $2 WHERE id = $1",
                         [channel, at])
        }
        try view(channel: channel, user: user)
    }

    /// `SqlChannelStore.UpdateLastViewedAt`.
    func view(channel: String, user: String) throws {
        try db.query("""
            UPDATE channelmembers cm SET mentioncount = 0, mentioncountroot = 0, msgcount = greatest(cm.msgcount, c.totalmsgcount),
              msgcountroot = greatest(cm.msgcountroot, c.totalmsgcountroot), lastviewedat = greatest(cm.lastviewedat, c.lastpostat),
              lastupdateat = greatest(cm.lastviewedat, c.lastpostat)
            FROM channels c WHERE c.id = cm.channelid AND cm.channelid = $1 AND cm.userid = $2
            """, [channel, user])
    }

    /// `SqlChannelStore.UpdateLastViewedAtPost` at the channel's latest post of someone else
    /// after the member's own last post (where the count Mattermost writes is the recount's).
    func markUnreadAtLatest(channel: String, user: String) throws {
        try db.query("""
            WITH post AS (
              SELECT p.createat FROM posts p WHERE p.channelid = $1 AND p.userid <> $2 AND p.deleteat = 0
                AND p.createat > coalesce((SELECT max(createat) FROM posts o WHERE o.channelid = $1 AND o.userid = $2), 0)
              ORDER BY p.createat DESC LIMIT 1),
            unread AS (
              SELECT count(*) AS n FROM posts p, post WHERE p.channelid = $1 AND p.createat > post.createat - 1 AND p.deleteat = 0
                AND p.type NOT IN ('system_join_leave', 'system_add_remove', 'system_join_channel', 'system_leave_channel',
                                   'system_join_team', 'system_leave_team', 'system_add_to_channel',
                                   'system_remove_from_channel', 'system_add_to_team', 'system_remove_from_team'))
            UPDATE channelmembers cm SET msgcount = (SELECT totalmsgcount FROM channels WHERE id = $1) - unread.n,
              lastviewedat = post.createat - 1, lastupdateat = $3
            FROM post, unread WHERE cm.channelid = $1 AND cm.userid = $2
            """, [channel, user, tick()])
    }
}
