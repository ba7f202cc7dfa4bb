import Foundation
import Jobs
import Postgres
import ReadState
import Runtime
import Testing
import TestSupport

/// docs/rules.md#threads: the recompute of participant, mention and user
/// counters and the breakdowns — on the hand-built fixture (every clause), against the SQL
/// oracle on randomized data (every row), and `--apply` with its guard.
@Suite struct ThreadRecomputeTests {
    static func temporaryOut() -> String {
        ReportFolder.temporary("unreadctl-threads")
    }

    @Test(arguments: [1, 5_000])
    func everyClauseOfTheRulesOnTheFixture(channelsPerBatch: Int) throws {
        let x = try ThreadFixture()
        let p = x.ids["P"]!, l = x.ids["L"]!
        let r = try ThreadFixture.recompute(x.f.target, channelsPerBatch: channelsPerBatch)

        // Participants: only current members are checked; each clause moves one count.
        let threads = r.threads.mapValues(\.recomputed)
        #expect(threads == [
            "messaging:t/\(p)/ann": 2, // own reply r7 not counted
            "messaging:t/\(p)/bob": 0,
            "messaging:t/\(p)/cat": 3, // NULL receipt; own r2 not counted; silent/deleted/error/shadowed never
            "messaging:t/\(p)/gus": 2, // muted sender bob
            "messaging:t/\(p)/hal": 2, // joined the thread after r1, r2
            "messaging:t/\(p)/fay": 4, // muted membership keeps its own count
            "livestream:show/\(l)/kim": 0, // read_events off
        ])
        #expect(r.threads.values.allSatisfy { $0.stored == -1 })
        #expect(r.threads["messaging:t/\(p)/hal"]?.lastReadAt == nil)
        // In (channel, parent, user) order.
        #expect(r.threadOrder == ["messaging:t/\(p)/ann", "messaging:t/\(p)/bob", "messaging:t/\(p)/cat", "messaging:t/\(p)/fay",
                                  "messaging:t/\(p)/gus", "messaging:t/\(p)/hal", "livestream:show/\(l)/kim"])

        // Mentions: messages that count as unread by the channel rules and mention the member.
        #expect(r.mentions.mapValues(\.recomputed) == [
            "messaging:t/ann": 0, "messaging:t/bob": 1, "messaging:t/cat": 0, "messaging:t/gus": 0,
            "messaging:t/hal": 0, "messaging:t/fay": 1, "messaging:t/ivy": 1,
            "messaging:other/zed": 0, "livestream:show/kim": 0, "livestream:show/lee": 0,
        ])
        // The channel counters, for the record (docs/rules.md#unread-rules).
        #expect(r.members.mapValues(\.recomputed)["messaging:t/ivy"] == 6)

        // Users: threads and mentions over current, non-muted memberships.
        var users: [String: [Int]] = [:]
        for (id, drift) in r.users {
            users[id] = [drift.recomputedTotal, drift.recomputedChannels, drift.recomputedThreads, drift.recomputedMentions]
        }
        #expect(users == [
            "ann": [2, 1, 1, 0], "bob": [1, 1, 0, 1], "cat": [0, 0, 1, 0], "gus": [1, 1, 1, 0], "hal": [2, 1, 1, 0],
            "fay": [0, 0, 0, 0], "ivy": [6, 1, 0, 1], "eve": [0, 0, 0, 0], "joe": [0, 0, 0, 0], "zed": [0, 0, 0, 0],
            "kim": [0, 0, 0, 0], "lee": [0, 0, 0, 0],
        ])

        // The tallies: 7 participant rows of current members, 10 current members.
        #expect(r.report.threads == DriftReport.Tally(checked: 7, drifted: 7, absoluteDelta: 3 + 1 + 4 + 3 + 3 + 5 + 1))
        #expect(r.report.mentions.checked == 10 && r.report.mentions.drifted == 10)
        #expect(r.report.userThreads.drifted == 12 && r.report.userMentions.drifted == 12)

        // Breakdowns, in the documented order.
        let groups = r.report.groups.map { [$0.groupBy, $0.group, "\($0.usersWithUnread)", "\($0.channelsWithUnread)",
                                            "\($0.unreadMessages)", "\($0.unreadMentions)", "\($0.unreadThreads)"] }
        #expect(groups == [
            ["all", "all", "6", "1", "12", "2", "4"],
            ["type", "livestream", "0", "0", "0", "0", "0"],
            ["type", "messaging", "6", "1", "12", "2", "4"],
            ["team", "acme", "6", "1", "12", "2", "4"],
            ["team", "(none)", "0", "0", "0", "0", "0"],
        ])
        // The oracle agrees with the fixture's worked-out values.
        #expect(try ThreadTruth.participantTruth(x.db) == threads)
        #expect(try ThreadTruth.mentionTruth(x.db) == r.mentions.mapValues(\.recomputed))
    }

    /// With a type scope, the other types' stored counters enter the totals as stored.
    @Test func aTypeScopeTakesOtherTypesCountersAsStored() throws {
        let x = try ThreadFixture()
        try x.db.execute("UPDATE thread_participants SET unread_replies = 2 WHERE user_id = 'kim'")
        try x.db.execute("UPDATE channel_members SET unread_mentions = 3 WHERE user_id = 'kim'")
        let r = try ThreadFixture.recompute(x.f.target, scope: RecomputeScope(channelTypes: ["messaging"]))
        #expect(r.threads.keys.allSatisfy { $0.hasPrefix("messaging:") })
        #expect(r.users["kim"]?.recomputedThreads == 1 && r.users["kim"]?.recomputedMentions == 3)
        #expect(r.report.groups.map(\.group) == ["all", "messaging", "acme", "(none)"])
    }

    /// The recompute and the independent SQL statement agree on every participant row, every
    /// member's mentions, every user, and every breakdown, at several batch sizes.
    @Test(arguments: [3, 5_000])
    func everyRowAgreesWithTheSQLOracleOnRandomData(channelsPerBatch: Int) throws {
        let (db, target) = try TestCluster.connect()
        try ThreadTestData.generate(db)
        // Every counter -1: each checked row reports its recomputed value.
        try db.execute("""
            UPDATE thread_participants SET unread_replies = -1; UPDATE channel_members SET unread_mentions = -1;
            UPDATE users SET unread_threads = -1, total_unread_mentions = -1;
            """)
        let participantTruth = try ThreadTruth.participantTruth(db)
        let mentionTruth = try ThreadTruth.mentionTruth(db)
        let userTruth = try ThreadTruth.userTruth(db)
        #expect(participantTruth.count > 300, "\(participantTruth.count) participant rows")
        #expect(participantTruth.values.filter { $0 > 0 }.count > 50)
        #expect(mentionTruth.values.filter { $0 > 0 }.count > 30)
        #expect(try db.scalarInt("SELECT count(*) FROM thread_participants p WHERE NOT EXISTS (SELECT 1 FROM channel_members m WHERE m.channel_id = p.channel_id AND m.user_id = p.user_id AND m.left_at IS NULL)")! > 10)

        let r = try ThreadFixture.recompute(target, channelsPerBatch: channelsPerBatch)
        #expect(r.threads.mapValues(\.recomputed) == participantTruth)
        #expect(r.mentions.mapValues(\.recomputed) == mentionTruth)
        #expect(r.users.mapValues { [$0.recomputedThreads, $0.recomputedMentions] } == userTruth)

        let truth = try ThreadTruth.groupTruth(db)
        var recomputed: [String: String] = [:]
        for row in r.report.groups where row.usersWithUnread + row.channelsWithUnread + row.unreadMessages + row.unreadThreads > 0 {
            recomputed["\(row.groupBy)/\(row.group)"] = "\(row.usersWithUnread),\(row.channelsWithUnread),\(row.unreadMessages),\(row.unreadMentions),\(row.unreadThreads)"
        }
        #expect(recomputed == truth)
        #expect(r.report.groups.map(\.groupBy) == ["all", "type", "type", "type", "team", "team", "team"])
        #expect(r.report.groups.map(\.group) == ["all", "livestream", "messaging", "team", "acme", "globex", "(none)"])
    }

    /// The dry run writes the new files (exact headers, one row per drifted counter, as the
    /// oracle finds them); `--apply` repairs everything; a second `--apply` changes nothing.
    @Test func theDriftFilesThenApplyThenASecondApplyChangesNothing() throws {
        let (db, target) = try TestCluster.connect()
        try ThreadTestData.generate(db)
        let planted = try ThreadTruth.drifted(db)
        #expect(planted.participants.count > 20 && planted.mentions.count > 20 && planted.users.count > 10)
        let out = Self.temporaryOut()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let database = Database(primary: target)
        let options = RecomputeOptions(apply: false, batchSize: 7, channelsPerBatch: 5, out: out, showProgress: false)

        let dryRun = try RecomputeJob.run(options, database: database)
        let dir = dryRun.directory
        let threadRows = try Self.rows(dir + "/thread_drift.csv")
        #expect(threadRows.first == ["channel_cid", "parent_id", "user_id", "stored", "recomputed", "delta"])
        #expect(Set(threadRows.dropFirst().map { "\($0[0])/\($0[1])/\($0[2])" }) == planted.participants)
        #expect(threadRows.dropFirst().allSatisfy { Int($0[5])! == Int($0[4])! - Int($0[3])! && $0[5] != "0" })
        let mentionRows = try Self.rows(dir + "/mention_drift.csv")
        #expect(mentionRows.first == ["channel_cid", "user_id", "stored", "recomputed", "delta"])
        #expect(Set(mentionRows.dropFirst().map { "\($0[0])/\($0[1])" }) == planted.mentions)
        let userRows = try Self.rows(dir + "/user_totals_drift.csv")
        #expect(userRows.first == ["user_id", "stored_total", "recomputed_total", "stored_channels", "recomputed_channels",
                                   "stored_threads", "recomputed_threads", "stored_mentions", "recomputed_mentions"])
        let userTruth = try ThreadTruth.userTruth(db)
        for row in userRows.dropFirst() where planted.users.contains(row[0]) {
            #expect([Int(row[6])!, Int(row[8])!] == userTruth[row[0]])
        }
        #expect(planted.users.isSubset(of: Set(userRows.dropFirst().map { $0[0] })))
        let groupRows = try Self.rows(dir + "/unread_by_group.csv")
        #expect(groupRows.first == ["group_by", "group", "users_with_unread", "channels_with_unread", "unread_messages", "unread_mentions", "unread_threads"])
        #expect(groupRows.dropFirst().first?.prefix(2) == ["all", "all"])
        let markdown = try String(contentsOfFile: dir + "/unread.md", encoding: .utf8)
        #expect(markdown.contains("## Unread by team") && markdown.contains("| acme "))
        #expect(markdown.contains("| thread_participants.unread_replies |"))
        #expect(try ThreadTruth.drifted(db) == planted) // a dry run changes nothing

        let first = try RecomputeJob.run(RecomputeOptions(apply: true, batchSize: 7, channelsPerBatch: 5, out: out, showProgress: false), database: database)
        #expect(first.applied?[.threads].corrected == planted.participants.count)
        #expect(first.applied?[.mentions].corrected == planted.mentions.count)
        #expect(first.applied?[.threads].left == 0 && first.applied?[.mentions].left == 0 && first.applied?[.users].left == 0)
        let after = try ThreadTruth.drifted(db)
        #expect(after.participants.isEmpty && after.mentions.isEmpty && after.users.isEmpty)
        #expect(try UnreadTruth.driftedMembers(db).isEmpty && UnreadTruth.driftedUsers(db).isEmpty)

        let second = try RecomputeJob.run(RecomputeOptions(apply: true, out: out, showProgress: false), database: database)
        #expect(second.report.threads.drifted == 0 && second.report.mentions.drifted == 0 && second.report.usersDrifted == 0)
        #expect(second.applied?[.threads].corrected == 0 && second.applied?[.mentions].corrected == 0)
        #expect(try db.scalarInt("SELECT (stats->'threads'->>'drifted')::int FROM unreadctl_runs ORDER BY id LIMIT 1") == planted.participants.count)
    }

    /// The guard, step by step: the snapshot is read, then the service reads a thread, replies
    /// in it and marks a channel read; then the corrections are applied.
    @Test func aRowChangedAfterTheSnapshotIsNotOverwritten() throws {
        let x = try ThreadFixture()
        let p = x.ids["P"]!
        let gusStored = try x.db.scalarInt("SELECT unread_replies FROM thread_participants WHERE parent_id = $1 AND user_id = 'gus'", [p])!
        let reader = try Connection(x.f.target)
        let primary = try Connection(x.f.target)
        let corrections = try CounterCorrections(on: primary, batchSize: 1_000) // one batch: applied after the service's changes
        var drifted: [UserDrift] = []
        try reader.transaction(.snapshotReadOnly()) {
            try UnreadRecomputation.run(
                on: reader, onMemberDrift: { try corrections.add($0) }, onUserDrift: { drifted.append($0) },
                onThreadDrift: { try corrections.addThread($0) }, onMentionDrift: { try corrections.add($0) })
            try corrections.addUsers(drifted, snapshot: reader)
        }
        // After the snapshot: cat reads the thread (her row is left), gus gets a reply from ann
        // (his counter moved: left, with the +1), bob marks the channel read (his mention
        // counter is left).
        let service = ThreadService(try Connection(x.f.target))
        #expect(try service.markThreadRead(channel: x.t, parent: p, user: "cat"))
        try service.reply(channel: x.t, parent: p, from: "ann")
        #expect(try service.markRead(channel: x.t, user: "bob"))

        let outcome = try corrections.finish()
        // Left: cat (read), and every drifted participant of P whose counter ann's reply moved.
        #expect(outcome[.threads].corrected == 2 && outcome[.threads].left == 5)
        #expect(outcome[.mentions].corrected == 9 && outcome[.mentions].left == 1) // bob
        func replies(_ user: String) throws -> Int? {
            try x.db.scalarInt("SELECT unread_replies FROM thread_participants WHERE parent_id = $1 AND user_id = $2", [p, user])
        }
        #expect(try replies("cat") == 0 + 1)  // the service's reset stays (then ann's new reply)
        #expect(try replies("gus") == gusStored + 1 && gusStored != 2) // left as stored, and the new reply kept
        #expect(try replies("ann") == 2)      // her own reply is not hers to read
        #expect(try replies("eve") == -1 + 1 && replies("joe") == -1 + 1) // never checked: only the service's +1
        #expect(try x.db.scalarInt("SELECT unread_mentions FROM channel_members WHERE user_id = 'bob'") == 0)
        #expect(try x.db.scalarInt("SELECT unread_mentions FROM channel_members WHERE user_id = 'ivy'") == 1)
        let left = try ThreadTruth.drifted(x.db)
        #expect(left.participants == Set(["bob", "fay", "gus", "hal"].map { "messaging:t/\(p)/\($0)" }) && left.mentions.isEmpty)
    }

    /// The live service replies, reads threads, posts mentions and marks channels read while
    /// `recompute --apply` runs: nothing it did is lost — a wrong counter holds exactly its
    /// planted drift, left by the repair — and the only user drift left is on users it touched.
    @Test func aConcurrentWriterLosesNothing() throws {
        let (db, target) = try TestCluster.connect()
        try ThreadTestData.generate(db, districts: 16, channelsPerDistrict: 10, messagesPerChannel: 30)
        let planted = try ThreadTruth.drifted(db)
        let plantedValues = try ThreadTruth.driftValues(db)
        let plantedMembers = try UnreadTruth.memberDrifts(db)
        let threads = try db.query("""
            SELECT p.channel_id, p.parent_id, p.user_id FROM thread_participants p
            JOIN channel_members m ON m.channel_id = p.channel_id AND m.user_id = p.user_id AND m.left_at IS NULL
            JOIN channels c ON c.id = p.channel_id
            WHERE c.cid LIKE ANY (ARRAY['%:d0c%', '%:d1c%', '%:d2c%', '%:d3c%', '%:d4c%', '%:d5c%', '%:d6c%', '%:d7c%'])
            ORDER BY 1, 2, 3
            """)
        let rows: [(Int64, Int64, String)] = try (0..<threads.rowCount).map {
            (Int64(try threads.int($0, 0)!), Int64(try threads.int($0, 1)!), try threads.string($0, 2)!)
        }
        #expect(rows.count > 50)

        let state = WriterState()
        let writer = Thread {
            defer { state.finish() }
            do {
                let service = ThreadService(try Connection(target))
                var index = 0
                while !state.stopped {
                    let (channel, parent, user) = rows[(index * 7919) % rows.count]
                    let (_, _, other) = rows[(index * 104_729 + 1) % rows.count]
                    switch index % 4 {
                    case 0: state.touch(try service.reply(channel: channel, parent: parent, from: user))
                    case 1:
                        try service.markThreadRead(channel: channel, parent: parent, user: user)
                        state.touch([user])
                    case 2: state.touch(try service.post(channel: channel, from: user, mentioning: other))
                    default:
                        try service.markRead(channel: channel, user: user)
                        state.touch([user])
                    }
                    index += 1
                    state.count()
                }
            } catch {
                state.fail(error)
            }
        }
        writer.start()
        state.waitFor(operations: 5)
        let out = Self.temporaryOut()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let before = state.operations
        let outcome = try RecomputeJob.run(RecomputeOptions(apply: true, batchSize: 1, channelsPerBatch: 5, out: out, showProgress: false),
                                           database: Database(primary: target))
        let during = state.operations - before
        #expect(state.stopAndWait(), "the writer stopped")
        #expect(state.error == nil, "\(String(describing: state.error))")
        #expect(during > 10, "the writer ran during the recompute (\(during) operations)")

        // No increment lost, no reset undone: what is wrong is what was planted, left as it was.
        let left = try ThreadTruth.drifted(db)
        let values = try ThreadTruth.driftValues(db)
        for (row, drift) in values.participants { #expect(plantedValues.participants[row] == drift, "\(row)") }
        for (row, drift) in values.mentions { #expect(plantedValues.mentions[row] == drift, "\(row)") }
        for (row, drift) in try UnreadTruth.memberDrifts(db) { #expect(plantedMembers[row] == drift, "\(row)") }
        #expect((outcome.applied?[.threads].left ?? 0) >= values.participants.count)
        // Users the writer never touched are all corrected.
        #expect(left.users.isSubset(of: state.touched), "\(left.users.subtracting(state.touched))")
        #expect(!planted.users.subtracting(state.touched).isEmpty)
        #expect((outcome.applied?[.threads].corrected ?? 0) > 0)
        let check = try ThreadFixture.recompute(target)
        #expect(Set(check.threads.keys) == left.participants && Set(check.mentions.keys) == left.mentions)
    }

    static func rows(_ path: String) throws -> [[String]] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\r\n").map { AuditFixture.fields(String($0)) }
    }
}
