import Foundation
import Jobs
import Postgres
import Reports
import Runtime
import Seed
import Testing
import TestSupport
import ThrowawayPostgres

/// The incremental nightly (docs/change-feeds.md): what the change feeds name, the watermarks
/// in the run record, the automatic full runs, and exactness against a full run on the same data.
@Suite struct IncrementalNightlyTests {
    static func seeded(anomalies: Bool) throws -> ConnectionString {
        let target = try TestCluster.makeDatabase()
        let db = try Connection(target)
        defer { db.close() }
        _ = try Seeder.seed(SeedOptions(scale: .tiny, seed: 11, days: 3, injectAnomalies: anomalies), into: db)
        return target
    }

    /// A nightly with its own `--out`, and the reports it wrote. The test data's channels are
    /// few, so the feeds name more than `--full-above`'s default share of them: 100 % unless asked.
    static func nightly(_ target: ConnectionString, _ arguments: [String] = []) throws -> (UnreadctlBinary.Run, [String: String]) {
        let share = arguments.contains("--full-above") ? [] : ["--full-above", "100"]
        let (run, files) = try CommandReports.run(["nightly"] + arguments + share, target)
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        return (run, files)
    }

    /// The newest nightly's run record: its status, scope, why it was full, and the watermarks it left.
    struct Recorded {
        var status: String
        var scope: String?
        var fullReason: String?
        var hasFeed: Bool
        /// The recorded time of the last full run is this run's own snapshot time.
        var fullAtItsOwnSnapshot: Bool
    }

    static func lastNightly(_ db: Connection) throws -> Recorded {
        let row = try db.query("""
            SELECT status, stats->>'scope', stats->>'full_reason', stats ? 'feed', \
            coalesce(stats #>> '{feed,last_full_at_us}' = stats #>> '{feed,snapshot_at_us}', false) FROM unreadctl_runs \
            WHERE command = 'nightly' ORDER BY id DESC LIMIT 1
            """)
        return Recorded(status: try row.string(0, 0) ?? "", scope: try row.string(0, 1), fullReason: try row.string(0, 2),
                        hasFeed: try row.bool(0, 3) ?? false, fullAtItsOwnSnapshot: try row.bool(0, 4) ?? false)
    }

    /// Up to `count` channels of a type that tracks reads with at least two current members, and those members.
    static func busyChannels(_ db: Connection, count: Int) throws -> [(id: Int, cid: String, members: [String])] {
        let found = try db.query("""
            SELECT c.id, c.cid FROM channels c JOIN channel_types t ON t.name = c.type \
            WHERE coalesce(t.read_events, true) \
            AND (SELECT count(*) FROM channel_members m WHERE m.channel_id = c.id AND m.left_at IS NULL) >= 2 \
            ORDER BY c.id LIMIT $1
            """, [count])
        var channels: [(id: Int, cid: String, members: [String])] = []
        for row in 0..<found.rowCount {
            let id = try #require(try found.int(row, 0))
            let members = try db.query("SELECT user_id FROM channel_members WHERE channel_id = $1 AND left_at IS NULL ORDER BY user_id", [id])
            channels.append((id, try found.string(row, 1) ?? "", try (0..<members.rowCount).map { try members.string($0, 0) ?? "" }))
        }
        try #require(!channels.isEmpty, "the seeded data has busy channels")
        return channels
    }

    static func sendMessage(_ db: Connection, channel: Int, from user: String) throws {
        try db.query("INSERT INTO messages (channel_id, user_id, created_at, type) VALUES ($1, $2, now(), 'regular')", [channel, user])
    }

    /// `named_channels.csv`: channel id → (cid, streams).
    static func named(_ files: [String: String]) -> [String: (cid: String, streams: [String])] {
        var named: [String: (cid: String, streams: [String])] = [:]
        for row in CommandReports.rows(files[ChangeFeed.namedFile]) {
            let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            named[fields[0]] = (fields[1], fields[2].split(separator: " ").map(String.init))
        }
        return named
    }

    /// A CSV row's field (the fields compared here hold no comma or quote).
    static func field(_ row: String, _ index: Int) -> String {
        let fields = row.split(separator: ",", maxSplits: index + 1, omittingEmptySubsequences: false)
        return fields.count > index ? String(fields[index]) : ""
    }

    /// RS002's detail names the audit's clock (`limit=`), which differs between two runs a moment apart.
    static func withoutClock(_ row: String) -> String {
        row.replacing(/;? ?limit=[0-9T:.Z+-]+/, with: "")
    }

    /// A day of churn in six channels, each seen by another stream, then a full dry recompute,
    /// the incremental nightly and a full audit on the data each of its phases read: for every
    /// channel the feeds named, the drift rows and findings are the full run's, row for row; the
    /// users' totals are the full run's for every user the feeds touched (a member, current or
    /// former, of a named channel; a user whose mutes changed; a user whose totals drifted at the
    /// last run), among them one whose unread messages lie in a channel the feeds did not name.
    @Test func incrementalDriftAndFindingsEqualAFullRunsOnTheNamedChannels() throws {
        let target = try Self.seeded(anomalies: true)
        let db = try Connection(target)
        defer { db.close() }
        // A user with unread messages in a channel no feed will name tonight (`quiet`), and a
        // membership in a channel that gets new messages (`a`): their total must take the quiet
        // channel's stored counter.
        let pick = try db.query("""
            SELECT m1.user_id, m1.channel_id, m2.channel_id FROM channel_members m1 \
            JOIN channel_members m2 ON m2.user_id = m1.user_id AND m2.channel_id <> m1.channel_id AND m2.left_at IS NULL \
            JOIN channels c1 ON c1.id = m1.channel_id JOIN channel_types t1 ON t1.name = c1.type AND coalesce(t1.read_events, true) \
            JOIN channels c2 ON c2.id = m2.channel_id JOIN channel_types t2 ON t2.name = c2.type AND coalesce(t2.read_events, true) \
            WHERE m1.left_at IS NULL AND NOT m2.muted \
            AND EXISTS (SELECT FROM channel_members o WHERE o.channel_id = m1.channel_id AND o.user_id <> m1.user_id AND o.left_at IS NULL) \
            AND EXISTS (SELECT FROM messages g WHERE g.channel_id = m2.channel_id AND g.user_id <> m1.user_id AND g.type = 'regular' \
                        AND g.deleted_at IS NULL AND g.parent_id IS NULL AND NOT g.silent AND NOT g.shadowed AND g.created_at > m2.joined_at) \
            AND NOT EXISTS (SELECT FROM user_mutes um WHERE um.user_id = m1.user_id) \
            ORDER BY m1.user_id, m1.channel_id, m2.channel_id LIMIT 1
            """)
        try #require(pick.rowCount == 1)
        let user = try #require(try pick.string(0, 0))
        let (aID, quietID) = (try #require(try pick.int(0, 1)), try #require(try pick.int(0, 2)))
        try db.query("UPDATE channel_members SET last_read_at = NULL, last_read_message_id = NULL WHERE channel_id = $1 AND user_id = $2", [quietID, user])

        let (_, first) = try Self.nightly(target)
        let firstRun = try Self.lastNightly(db)
        #expect(firstRun.scope == "full" && firstRun.fullReason?.contains("no watermark") == true)
        // The channels the first run found drifted are read again by the next run.
        let drifted = Set(["unread_drift.csv", "thread_drift.csv", "mention_drift.csv"].flatMap {
            CommandReports.rows(first[$0]).map { Self.field($0, 0) }
        })
        #expect(!drifted.isEmpty, "the planted anomalies drift")
        let (_, second) = try Self.nightly(target)
        #expect(try Self.lastNightly(db).scope == "incremental")
        #expect(Set(Self.named(second).values.filter { $0.streams.contains("open_drift") }.map(\.cid)) == drifted)
        let quietStored = try #require(try db.scalarInt("SELECT unread_count FROM channel_members WHERE channel_id = $1 AND user_id = $2", [quietID, user]))
        #expect(quietStored > 0, "the quiet channel's stored counter counts")

        let others = try Self.busyChannels(db, count: 12).filter { channel in
            channel.id != aID && channel.id != quietID && !channel.members.contains(user)
        }
        try #require(others.count >= 5)
        let members = try db.query("SELECT user_id FROM channel_members WHERE channel_id = $1 AND left_at IS NULL AND user_id <> $2 ORDER BY user_id", [aID, user])
        let a = (id: aID, cid: try #require(try db.scalarString("SELECT cid FROM channels WHERE id = $1", [aID])),
                 members: [try #require(try members.string(0, 0)), user])
        let (b, c, d, e, f) = (others[0], others[1], others[2], others[3], others[4])
        for _ in 0..<3 { try Self.sendMessage(db, channel: a.id, from: a.members[0]) }
        try db.query("UPDATE channel_members SET unread_count = unread_count + 7 WHERE channel_id = $1 AND user_id = $2", [a.id, a.members[1]])
        try db.execute("BEGIN")
        try db.query("INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) VALUES ($1, $2, 'read', now(), now())", [b.id, b.members[0]])
        try db.query("UPDATE channel_members SET last_read_at = now(), last_read_message_id = NULL WHERE channel_id = $1 AND user_id = $2", [b.id, b.members[0]])
        try db.execute("COMMIT")
        try db.query("UPDATE messages SET deleted_at = now() WHERE id = (SELECT max(id) FROM messages WHERE channel_id = $1)", [c.id])
        try db.query("""
            INSERT INTO channel_members (channel_id, user_id, joined_at, unread_count) \
            SELECT $1, u.id, now(), 4 FROM users u WHERE u.id NOT IN (SELECT user_id FROM channel_members WHERE channel_id = $1) ORDER BY u.id LIMIT 1
            """, [d.id])
        try db.query("UPDATE channel_members SET left_at = now() WHERE channel_id = $1 AND user_id = $2", [e.id, e.members[0]])
        try db.query("DELETE FROM user_mutes WHERE user_id = $1", [f.members[0]])
        try db.query("INSERT INTO user_mutes (user_id, muted_user_id) VALUES ($1, $2)", [f.members[0], f.members[1]])

        // The full run's recount on the data the nightly's recompute reads; its audit runs after
        // its corrections, so the full audit runs after it, on the data that audit read.
        let (recompute, full) = try CommandReports.run(["recompute"], target)
        #expect(recompute.status == 0, "\(recompute.stderr)")
        let (incrementalRun, incremental) = try Self.nightly(target)
        let run = try Self.lastNightly(db)
        #expect(run.scope == "incremental", "\(run)")
        let (audit, fullAudit) = try CommandReports.run(["audit"], target)
        #expect(audit.status == 0 || audit.status == 1, "\(audit.stderr)")

        let named = Self.named(incremental)
        let namedCIDs = Set(named.values.map(\.cid))
        for (channel, stream) in [(a, "messages"), (b, "receipt_events"), (c, "deleted_messages"), (d, "joined_members"), (e, "left_members"),
                                  (f, "user_mutes")] {
            #expect(named[String(channel.id)]?.streams.contains(stream) == true, "\(channel.cid) named by \(stream): \(named[String(channel.id)] ?? ("", []))")
        }
        // Every channel of the user whose mutes changed.
        let muter = try db.query("SELECT channel_id::text FROM channel_members WHERE user_id = $1 AND left_at IS NULL", [f.members[0]])
        for row in 0..<muter.rowCount { #expect(named[try muter.string(row, 0) ?? ""]?.streams.contains("user_mutes") == true) }
        // The quiet channel is not read: the user's total takes its stored counter.
        #expect(named[String(quietID)] == nil)
        #expect(CommandReports.rows(full["user_totals_drift.csv"]).contains { Self.field($0, 0) == user })
        let total = try #require(try db.scalarInt("SELECT count(*) FROM channels"))
        #expect(named.count < total, "an incremental run reads the named channels, not all \(total)")

        for file in ["unread_drift.csv", "thread_drift.csv", "mention_drift.csv"] {
            let expected = CommandReports.rows(full[file]).filter { namedCIDs.contains(Self.field($0, 0)) }
            #expect(CommandReports.rows(incremental[file]) == expected, "\(file)")
        }
        #expect(CommandReports.rows(full["unread_drift.csv"]).contains { Self.field($0, 0) == a.cid && Self.field($0, 1) == a.members[1] })
        var touched = Set(CommandReports.rows(second["user_totals_drift.csv"]).map { Self.field($0, 0) })
        touched.insert(f.members[0])
        let namedMembers = try db.query("SELECT DISTINCT user_id FROM channel_members WHERE channel_id::text = ANY ($1::text[])",
                                        ["{" + named.keys.joined(separator: ",") + "}"])
        for row in 0..<namedMembers.rowCount { touched.insert(try namedMembers.string(row, 0) ?? "") }
        #expect(touched.contains(user))
        let userCount = try #require(try db.scalarInt("SELECT count(*) FROM users"))
        #expect(touched.count < userCount, "an incremental run checks the touched users' totals, not all \(userCount)")
        let expectedTotals = CommandReports.rows(full["user_totals_drift.csv"]).filter { touched.contains(Self.field($0, 0)) }
        #expect(CommandReports.rows(incremental["user_totals_drift.csv"]) == expectedTotals)
        #expect(!expectedTotals.isEmpty)
        #expect(incrementalRun.stdout.contains("users: \(HumanFormat.count(touched.count)) checked"), "\(incrementalRun.stdout)")
        // The checks of the users' recomputed totals are left to full runs (the recompute has them
        // exact); the users' stored totals are checked for the users the feeds touched.
        let expectedFindings = CommandReports.rows(fullAudit["audit.csv"]).filter { row in
            let cid = Self.field(row, 2)
            return namedCIDs.contains(cid) || (cid.isEmpty && !["RS006", "RS014"].contains(Self.field(row, 0)) && touched.contains(Self.field(row, 3)))
        }.map(Self.withoutClock)
        let findings = CommandReports.rows(incremental["audit.csv"]).map(Self.withoutClock)
        #expect(findings == expectedFindings)
        #expect(!findings.isEmpty)
        for report in ["unread.md", "audit.md"] {
            #expect(incremental[report]?.contains("## Not measured") == true, "\(report)")
            #expect(incremental[report]?.contains("hard deletes") == true, "\(report)")
        }

        // What the incremental run corrected leaves nothing behind: a full recount agrees with every counter.
        let (after, _) = try CommandReports.run(["recompute"], target)
        #expect(after.stdout.contains(/members: [0-9,]+ checked, 0 drifted/), "\(after.stdout)")
        #expect(after.stdout.contains(/users: [0-9,]+ checked, 0 drifted/), "\(after.stdout)")
        #expect(after.stdout.contains(/threads: [0-9,]+ participant rows checked, 0 drifted; mentions: [0-9,]+ members checked, 0 drifted/), "\(after.stdout)")
    }

    /// A user's stored totals written with no other change: an incremental run checks them only
    /// when the feeds touch the user — a member of a named channel, or a user whose totals drifted
    /// at the last run — and lists the rest under "Not measured"; the next full run finds it.
    @Test func usersTotalsAreCheckedForTheUsersTheFeedsTouch() throws {
        let target = try Self.seeded(anomalies: false)
        let db = try Connection(target)
        defer { db.close() }
        let overlap = ["--feed-overlap", "1s"]
        let (_, first) = try Self.nightly(target, overlap)
        #expect(try Self.lastNightly(db).scope == "full")
        #expect(CommandReports.rows(first["user_totals_drift.csv"]).isEmpty, "the seed without anomalies has no drifted total")
        // `touched` reads in `channel`; `quiet` has no membership row there and no mute.
        let channel = try Self.busyChannels(db, count: 1)[0]
        let member = try #require(try db.query("""
            SELECT user_id FROM channel_members WHERE channel_id = $1 AND left_at IS NULL AND last_read_at IS NOT NULL ORDER BY user_id LIMIT 1
            """, [channel.id]).string(0, 0))
        let quiet = try #require(try db.scalarString("""
            SELECT u.id FROM users u WHERE NOT EXISTS (SELECT FROM channel_members m WHERE m.channel_id = $1 AND m.user_id = u.id) \
            AND NOT EXISTS (SELECT FROM user_mutes um WHERE um.user_id = u.id) ORDER BY u.id LIMIT 1
            """, [channel.id]))
        func corrupt(_ user: String) throws {
            try db.query("UPDATE users SET total_unread_count = total_unread_count + 5 WHERE id = $1", [user])
        }
        func drifted(_ files: [String: String]) -> Set<String> {
            Set(CommandReports.rows(files["user_totals_drift.csv"]).map { Self.field($0, 0) })
        }
        // A read receipt that moves nothing (up to where the member had read): the channel is
        // named, no counter in it drifts. Stamped before the overlap, so only tonight reads it.
        try db.query("""
            INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) \
            SELECT channel_id, user_id, 'read', last_read_at, now() - interval '10 seconds' FROM channel_members WHERE channel_id = $1 AND user_id = $2
            """, [channel.id, member])
        try corrupt(member)
        try corrupt(quiet)
        let (_, second) = try Self.nightly(target, overlap)
        #expect(try Self.lastNightly(db).scope == "incremental")
        #expect(Self.named(second)[String(channel.id)]?.streams == ["receipt_events"], "\(Self.named(second))")
        #expect(drifted(second) == [member], "the member of the named channel, not the quiet user")
        #expect(second["unread.md"]?.contains("a user's stored totals written with no other change") == true)

        // Nothing else changes: the user whose totals drifted last night is checked again, the quiet one is still not.
        try corrupt(member)
        let (_, third) = try Self.nightly(target, overlap)
        #expect(try Self.lastNightly(db).scope == "incremental")
        #expect(Self.named(third).isEmpty, "\(Self.named(third))")
        #expect(drifted(third) == [member])

        let (_, full) = try Self.nightly(target, overlap + ["--full"])
        #expect(drifted(full) == [quiet], "the member's total was corrected last night")
    }

    /// A full run by itself: no watermark, `--full`, `--full-every`, changed rules, a changed
    /// channel type, a stream that went backwards; an incremental run otherwise. A counter
    /// written with no other change is not seen by an incremental run, and the next full run finds it.
    @Test func fullRunsComeByThemselvesWhenTheFeedCannotBeTrusted() throws {
        let target = try Self.seeded(anomalies: false)
        let db = try Connection(target)
        defer { db.close() }
        // The seeded history ends at midnight: a short overlap keeps its last hour from being read
        // again when the test runs just after midnight, so that a quiet night names nothing.
        func expectRun(_ scope: String, _ reason: String? = nil, _ arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: String] {
            let (_, files) = try Self.nightly(target, arguments + ["--feed-overlap", "1s"])
            let run = try Self.lastNightly(db)
            #expect(run.scope == scope, "\(run)", sourceLocation: sourceLocation)
            if let reason { #expect(run.fullReason?.contains(reason) == true, "\(run)", sourceLocation: sourceLocation) }
            #expect(run.hasFeed, sourceLocation: sourceLocation)
            // A full run is the last full run from now on; an incremental one keeps the last full run's time.
            #expect(run.fullAtItsOwnSnapshot == (scope == "full"), "\(run)", sourceLocation: sourceLocation)
            return files
        }
        _ = try expectRun("full", "no watermark")
        let quiet = try expectRun("incremental")
        #expect(Self.named(quiet).isEmpty, "nothing changed: \(Self.named(quiet).keys)")
        _ = try expectRun("full", "--full", ["--full"])
        _ = try expectRun("incremental")
        _ = try expectRun("full", "--full-every", ["--full-every", "1us"])
        // Many channels named: one scan of everything is faster than channel by channel.
        let pair = try Self.busyChannels(db, count: 2)
        try #require(pair.count == 2)
        let (busy, channel) = (pair[0], pair[1])
        try Self.sendMessage(db, channel: busy.id, from: busy.members[0])
        _ = try expectRun("full", "more than --full-above 0.0 %", ["--full-above", "0"])

        // A counter written with no other change (in a channel without open drift): not seen
        // tonight, found by the next full run.
        try db.query("UPDATE channel_members SET unread_count = unread_count + 9 WHERE channel_id = $1 AND user_id = $2", [channel.id, channel.members[0]])
        let metrics = ReportFolder.temporary("incremental") + ".prom"
        let blind = try expectRun("incremental", nil, ["--metrics-file", metrics])
        #expect(!CommandReports.rows(blind["unread_drift.csv"]).contains { Self.field($0, 0) == channel.cid })
        #expect(blind["unread.md"]?.contains("a stored counter written with no other change") == true)
        let prom = try String(contentsOfFile: metrics, encoding: .utf8)
        #expect(prom.contains(#"unreadctl_nightly_drifted{kind="members",scope="incremental"} 0"#), "\(prom)")
        #expect(CommandReports.rows(blind["trends.csv"]).last?.hasSuffix(",incremental") == true)
        let found = try expectRun("full", "--full", ["--full"])
        #expect(CommandReports.rows(found["unread_drift.csv"]).contains { Self.field($0, 0) == channel.cid && Self.field($0, 1) == channel.members[0] })

        try db.query("UPDATE channel_types SET delivery_events = NOT coalesce(delivery_events, false) WHERE name = (SELECT min(name) FROM channel_types)")
        _ = try expectRun("full", "the rules changed")
        _ = try expectRun("incremental")
        try db.query("""
            UPDATE channels SET type = (SELECT min(t.name) FROM channel_types t WHERE t.name <> channels.type) \
            WHERE id = (SELECT max(id) FROM channels)
            """)
        _ = try expectRun("full", "channels changed")
        _ = try expectRun("incremental")
        // A restore: receipt events above the watermark are gone.
        let mark = try #require(try db.scalarInt("""
            SELECT (stats #>> '{feed,watermarks,receipt_events}')::bigint FROM unreadctl_runs WHERE command = 'nightly' ORDER BY id DESC LIMIT 1
            """))
        #expect(mark > 0)
        try db.query("DELETE FROM receipt_events WHERE id >= $1", [mark])
        _ = try expectRun("full", "receipt_events went backwards")
    }

    /// The feed's options are checked before any database work: one line, exit 64, naming the option.
    @Test func badFeedOptionsExit64BeforeConnecting() throws {
        for (arguments, option) in [(["--full-every", "0"], "--full-every"), (["--feed-overlap", "soon"], "--feed-overlap"),
                                    (["--full-every", "-1d"], "--full-every"), (["--full-above", "101"], "--full-above"),
                                    (["--full-above", "nan"], "--full-above")] {
            let run = try UnreadctlBinary.run(["nightly", "--dsn", "host=/nonexistent port=1 dbname=none"] + arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains(option), "\(run.stderr)")
        }
    }

    /// A run that fails after its recompute records no watermark: the next run reads the same
    /// window again and names the channel the failed run had seen. (A short overlap and a
    /// message older than it: a watermark recorded by the failed run would have passed it.)
    @Test func aFailedRunAdvancesNoWatermark() throws {
        let target = try Self.seeded(anomalies: false)
        let db = try Connection(target)
        defer { db.close() }
        let overlap = ["--feed-overlap", "1s"]
        _ = try Self.nightly(target, overlap)
        let channel = try Self.busyChannels(db, count: 1)[0]
        try db.query("INSERT INTO messages (channel_id, user_id, created_at, type) VALUES ($1, $2, now() - interval '10 minutes', 'regular')",
                     [channel.id, channel.members[0]])

        // The audit's report cannot be written (a folder where audit.csv goes): exit 73 after the recompute.
        let out = ReportFolder.temporary("incremental-failed")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let day = try OutputDirectory(root: out, runDate: Date()).path
        try FileManager.default.createDirectory(atPath: day + "/audit.csv", withIntermediateDirectories: true)
        let failed = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", out, "--full-above", "100"] + overlap)
        #expect(failed.status == 73, "\(failed.stderr)")
        #expect(FileManager.default.fileExists(atPath: day + "/" + ChangeFeed.namedFile), "the failed run was incremental and got past its feed")
        let record = try Self.lastNightly(db)
        #expect(record.status == "failed" && !record.hasFeed, "\(record)")

        let (_, files) = try Self.nightly(target, overlap)
        #expect(try Self.lastNightly(db).scope == "incremental")
        #expect(Self.named(files)[String(channel.id)]?.streams.contains("messages") == true, "the window is read again")
    }

    /// An incremental run interrupted (SIGTERM) while its corrections wait on the live service's
    /// row lock records no watermark: the next run reads the same window again.
    @Test func anInterruptedRunAdvancesNoWatermark() throws {
        let target = try Self.seeded(anomalies: false)
        let db = try Connection(target)
        defer { db.close() }
        let options = ["--feed-overlap", "1s", "--full-above", "100"]
        _ = try Self.nightly(target, options)
        let channel = try Self.busyChannels(db, count: 1)[0]
        try db.query("INSERT INTO messages (channel_id, user_id, created_at, type) VALUES ($1, $2, now() - interval '10 minutes', 'regular')",
                     [channel.id, channel.members[0]])
        // The live service holds the channel's membership rows: the correction of their counters waits.
        let service = try Connection(target)
        defer { service.close() }
        try service.execute("BEGIN")
        try service.query("SELECT 1 FROM channel_members WHERE channel_id = $1 FOR UPDATE", [channel.id])
        let out = ReportFolder.temporary("incremental-interrupted")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let pid = try ChildProcess.startDetached([UnreadctlBinary.path, "nightly", "--dsn", target.conninfo, "--out", out,
                                                  "--lock-timeout", "60s", "--quiet"] + options)
        let blocked = try Eventually.holds(within: 30) { try db.aToolSessionWaitsOnALock() }
        #expect(blocked, "the run's correction waits on the row lock")
        kill(pid, SIGTERM)
        #expect(ChildProcess.wait(for: pid) == 143)
        try service.execute("ROLLBACK")
        let record = try Self.lastNightly(db)
        #expect(record.status == "interrupted" && !record.hasFeed, "\(record)")

        let (_, files) = try Self.nightly(target, options)
        #expect(try Self.lastNightly(db).scope == "incremental")
        #expect(Self.named(files)[String(channel.id)]?.streams.contains("messages") == true, "the window is read again")
        #expect(CommandReports.rows(files["unread_drift.csv"]).contains { Self.field($0, 0) == channel.cid })
    }

    /// A message written by a transaction still open at the snapshot is read by the next run:
    /// the watermark stays below every id such a transaction may hold.
    @Test func aWriteInATransactionOpenAtTheSnapshotIsNotSkipped() throws {
        let target = try Self.seeded(anomalies: false)
        let db = try Connection(target)
        defer { db.close() }
        _ = try Self.nightly(target)
        let channels = try Self.busyChannels(db, count: 2)
        try #require(channels.count == 2)
        let (late, early) = (channels[0], channels[1])

        let open = try Connection(target)
        defer { open.close() }
        try open.execute("BEGIN")
        try Self.sendMessage(open, channel: late.id, from: late.members[0])
        // A later id, committed before the snapshot.
        try Self.sendMessage(db, channel: early.id, from: early.members[0])
        let (_, during) = try Self.nightly(target)
        #expect(try Self.lastNightly(db).scope == "incremental")
        #expect(Self.named(during)[String(early.id)] != nil)
        #expect(Self.named(during)[String(late.id)] == nil, "not yet visible")
        try open.execute("COMMIT")

        let (_, next) = try Self.nightly(target)
        #expect(try Self.lastNightly(db).scope == "incremental")
        #expect(Self.named(next)[String(late.id)]?.streams.contains("messages") == true)
        // Its members' counters lack the message: the run finds and corrects them.
        #expect(CommandReports.rows(next["unread_drift.csv"]).contains { Self.field($0, 0) == late.cid })
    }
}
