import Foundation
import Jobs
import Postgres
import ReadState

/// The hand-built history of docs/rules.md#threads, one clause per row, on a
/// `RecomputeFixture` (times in seconds). Stored thread and mention counters start at -1, so
/// every checked counter reports its recomputed value. The expected values are worked out
/// beside each row.
///
/// Channel `messaging:t` (team acme). Thread P (parent by ann at 10) has replies:
/// r1 bob 20 (not shown in the channel), r2 cat 30 (shown), r3 bob 40 silent, r4 cat 50 deleted,
/// r5 bob 60 error, r6 cat 70 shadowed, r7 ann 80, r8 bob 90 system; and a reply with parent P
/// in another channel (zed 85). Counted in the thread: r1, r2, r7, r8.
/// Top-level messages: a5 ann 5, a100 ann 100, b110 bob 110, b120 bob 120, s130 ann 130 silent.
final class ThreadFixture {
    let f: RecomputeFixture
    var db: Connection { f.db }
    var t: Int64 = 0, other: Int64 = 0, show: Int64 = 0
    var ids: [String: Int64] = [:]

    init() throws {
        f = try RecomputeFixture()
        try db.execute("""
            ALTER TABLE thread_participants ALTER COLUMN unread_replies SET DEFAULT -1;
            ALTER TABLE channel_members ALTER COLUMN unread_mentions SET DEFAULT -1;
            ALTER TABLE users ALTER COLUMN unread_threads SET DEFAULT -1, ALTER COLUMN total_unread_mentions SET DEFAULT -1;
            """)
        try f.users("ann", "bob", "cat", "gus", "hal", "fay", "ivy", "eve", "joe", "zed", "kim", "lee")
        t = try f.channel("messaging:t")
        other = try f.channel("messaging:other")
        show = try f.channel("livestream:show", type: "livestream")
        try db.query("UPDATE channels SET team = 'acme' WHERE id = ANY ($1::bigint[])", ["{\(t),\(show)}"])
        try f.mute("gus", "bob")

        // Members of t: channel receipts.
        try f.member(t, "ann", lastRead: 100)            // unread b110, b120 = 2
        try f.member(t, "bob", lastRead: 95)             // unread a100 = 1 (own b110, b120; s130 silent)
        try f.member(t, "cat", lastRead: 200)            // 0
        try f.member(t, "gus", lastRead: 50)             // a100 = 1 (bob muted)
        try f.member(t, "hal", joined: 105)              // NULL receipt, joined after a100: b110, b120 = 2
        try f.member(t, "fay", lastRead: 95, muted: true) // a100, b110, b120 = 3 (muted membership)
        try f.member(t, "ivy")                           // NULL receipt: P, a5, r2, a100, b110, b120 = 6
        try f.member(t, "eve", lastRead: 0, left: 150)   // former member: not checked
        try f.member(other, "zed", lastRead: 0)
        try f.member(show, "kim")
        try f.member(show, "lee")

        let p = try f.message(t, from: "ann", at: 10)
        ids["P"] = p
        ids["a5"] = try f.message(t, from: "ann", at: 5)
        ids["r1"] = try f.message(t, from: "bob", at: 20, parent: p)
        ids["r2"] = try f.message(t, from: "cat", at: 30, parent: p, shown: true)
        ids["r3"] = try f.message(t, from: "bob", at: 40, parent: p, silent: true)
        ids["r4"] = try f.message(t, from: "cat", at: 50, parent: p, deleted: true)
        ids["r5"] = try f.message(t, from: "bob", at: 60, type: "error", parent: p)
        ids["r6"] = try f.message(t, from: "cat", at: 70, parent: p, shadowed: true)
        ids["r7"] = try f.message(t, from: "ann", at: 80, parent: p)
        ids["r8"] = try f.message(t, from: "bob", at: 90, type: "system", parent: p)
        ids["zed85"] = try f.message(other, from: "zed", at: 85, parent: p) // another channel's reply to P
        ids["o50"] = try f.message(other, from: "zed", at: 50)
        ids["a100"] = try f.message(t, from: "ann", at: 100)
        ids["b110"] = try f.message(t, from: "bob", at: 110)
        ids["b120"] = try f.message(t, from: "bob", at: 120)
        ids["s130"] = try f.message(t, from: "ann", at: 130, silent: true)
        let l = try f.message(show, from: "kim", at: 10)
        ids["L"] = l
        ids["l20"] = try f.message(show, from: "lee", at: 20, parent: l)

        // Thread P's participants.
        try participant(t, p, "ann", joined: 10, lastRead: 25)   // r2, r8 = 2 (own r7)
        try participant(t, p, "bob", joined: 10, lastRead: 95)   // 0
        try participant(t, p, "cat", joined: 10)                 // NULL receipt: r1, r7, r8 = 3 (own r2)
        try participant(t, p, "gus", joined: 10, lastRead: 15)   // muted sender bob: r2, r7 = 2
        try participant(t, p, "hal", joined: 75)                 // joined after replies: r7, r8 = 2
        try participant(t, p, "fay", joined: 10, lastRead: 15)   // r1, r2, r7, r8 = 4 (muted membership: no unread thread)
        try participant(t, p, "eve", joined: 10)                 // left the channel: not checked
        try participant(t, p, "joe", joined: 10)                 // no membership: not checked
        try participant(show, l, "kim", joined: 10, lastRead: 15) // read_events off: 0 (a thread receipt: RS011)
        try participant(show, l, "zed", joined: 10, lastRead: 12) // no membership: not checked (RS011)

        // Mentions.
        try mention(t, "a100", "bob")    // unread for bob: 1
        try mention(t, "a5", "bob")      // before bob's receipt
        try mention(t, "b110", "bob")    // own message
        try mention(t, "b120", "gus")    // muted sender
        try mention(t, "s130", "cat")    // silent: not countable
        try mention(t, "r1", "ivy")      // a reply not shown in the channel: not countable
        try mention(t, "r2", "ivy")      // shown reply: unread for ivy: 1
        try mention(t, "a100", "joe")    // not a member (RS016)
        try mention(t, "a100", "fay")    // muted membership: 1, out of fay's total
        try mention(t, "a100", "hal")    // before hal joined the channel
        try mention(t, "a100", "eve")    // former member (RS016)
        try mention(t, "o50", "cat")     // another channel's message (RS016)
        try mention(show, "l20", "kim")  // read_events off: 0
    }

    func participant(_ channel: Int64, _ parent: Int64, _ user: String, joined: Int, lastRead: Int? = nil, stored: Int? = nil) throws {
        try db.query("""
            INSERT INTO thread_participants (channel_id, parent_id, user_id, joined_at, last_read_at, unread_replies)
            VALUES ($1, $2, $3, $4, $5, coalesce($6::int, -1))
            """, [channel, parent, user, RecomputeFixture.time(joined), lastRead.map(RecomputeFixture.time), stored])
    }

    func mention(_ channel: Int64, _ message: String, _ user: String) throws {
        try db.query("INSERT INTO message_mentions (channel_id, message_id, user_id) VALUES ($1, $2, $3)", [channel, ids[message]!, user])
    }

    /// Every drifted counter a recompute reports.
    struct Result {
        var threads: [String: ThreadDrift] = [:]   // "cid/parent/user"
        var mentions: [String: MemberDrift] = [:]  // "cid/user"
        var members: [String: MemberDrift] = [:]
        var users: [String: UserDrift] = [:]
        var threadOrder: [String] = []
        var report = DriftReport()
    }

    static func recompute(_ target: ConnectionString, channelsPerBatch: Int = 5_000, scope: RecomputeScope = .all) throws -> Result {
        let reader = try Connection(target)
        defer { reader.close() }
        var result = Result()
        result.report = try reader.transaction(.snapshotReadOnly()) {
            try UnreadRecomputation.run(
                on: reader, scope: scope, channelsPerBatch: channelsPerBatch,
                onMemberDrift: { result.members["\($0.channelCID)/\($0.userID)"] = $0 },
                onUserDrift: { result.users[$0.userID] = $0 },
                onThreadDrift: { drift in
                    let key = "\(drift.channelCID)/\(drift.parentID)/\(drift.userID)"
                    result.threads[key] = drift
                    result.threadOrder.append(key)
                },
                onMentionDrift: { result.mentions["\($0.channelCID)/\($0.userID)"] = $0 })
        }
        return result
    }
}
