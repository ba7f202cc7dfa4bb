import Foundation
import Postgres
import Testing
import TestSupport

/// `recompute --channel … --user …` (docs/commands.md#a-run-scoped-to-one-ticket): the full
/// run's rows in scope and no other, dry and with `--apply`, the users' totals exact, a run record.
@Suite struct TicketRecomputeTests {
    static func rows(_ csv: String?) -> Set<String> { Set(CommandReports.rows(csv)) }

    /// Every stored counter of the database, one line each.
    static func counters(_ db: Connection) throws -> Set<String> {
        let result = try db.query("""
            SELECT 'm,' || channel_id || ',' || user_id || ',' || unread_count || ',' || unread_mentions FROM channel_members
            UNION ALL SELECT 't,' || channel_id || ',' || parent_id || ',' || user_id || ',' || unread_replies FROM thread_participants
            UNION ALL SELECT 'u,' || id || ',' || total_unread_count || ',' || unread_channels || ',' || unread_threads || ',' || total_unread_mentions FROM users
            """)
        return Set(try (0..<result.rowCount).map { try result.string($0, 0)! })
    }

    static func field(_ row: String, _ index: Int) -> String {
        String(row.split(separator: ",", omittingEmptySubsequences: false)[index])
    }

    @Test func aTicketRunReportsAndRepairsExactlyTheRowsInScope() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        let seed = try UnreadctlBinary.run(["seed", "--scale", "tiny", "--seed", "11", "--inject-anomalies", "--dsn", target.conninfo, "--quiet"])
        #expect(seed.status == 0, "\(seed.stderr)")
        let files = ["unread_drift.csv", "mention_drift.csv", "thread_drift.csv", "user_totals_drift.csv"]
        let (full, before) = try CommandReports.run(["recompute"], target)
        #expect(full.status == 0, "\(full.stderr)")

        // The ticket: a drifted member, and a user whose totals drifted.
        let member = try #require(Self.rows(before["unread_drift.csv"]).sorted().first, "the seed drifted a member")
        let cid = Self.field(member, 0), user = Self.field(member, 1)
        let channel = String(try db.query("SELECT id FROM channels WHERE cid = $1", [cid]).int(0, 0)!)
        let other = try #require(Self.rows(before["user_totals_drift.csv"]).map { Self.field($0, 0) }.sorted().first { $0 != user })
        let ticket: Set<String> = [user, other]

        // Dry, by user only: every row of those users and their totals, none of anyone else.
        let (byUser, userFiles) = try CommandReports.run(["recompute", "--user", user, "--user", other], target)
        #expect(byUser.status == 0, "\(byUser.stderr)")
        for file in files {
            let column = file == "user_totals_drift.csv" ? 0 : file == "thread_drift.csv" ? 2 : 1
            let expected = Self.rows(before[file]).filter { [user, other].contains(Self.field($0, column)) }
            #expect(Self.rows(userFiles[file]) == expected, "\(file)")
        }
        #expect(Self.rows(userFiles["user_totals_drift.csv"]).count >= 1)
        #expect(Self.rows(userFiles["unread_by_group.csv"]).isEmpty, "no breakdown of a few channels passes for the database's")
        #expect(userFiles["unread.md"]?.contains("A run scoped to one ticket") == true)

        // --apply on the ticket (one channel, two users): exactly its rows change, to the truth.
        let untouched = try Self.counters(db)
        // The run lock of every writer: while another run holds it, the ticket waits its turn (75) and writes nothing.
        let holder = try Connection(target)
        defer { holder.close() }
        #expect(try holder.tryAdvisoryLock(0x756E_7265_6164_6374))
        let (locked, _) = try CommandReports.run(["recompute", "--apply", "--channel", channel, "--user", user], target)
        #expect(locked.status == 75, "\(locked.stderr)")
        #expect(try Self.counters(db) == untouched)
        try holder.advisoryUnlock(0x756E_7265_6164_6374)
        let (applied, appliedFiles) = try CommandReports.run(["recompute", "--apply", "--channel", channel, "--user", user, "--user", other], target)
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(Self.rows(appliedFiles["unread_drift.csv"]) == Self.rows(before["unread_drift.csv"]).filter { Self.field($0, 0) == cid && ticket.contains(Self.field($0, 1)) })
        #expect(Self.rows(appliedFiles["unread_drift.csv"]).contains(member))
        let changed = try Self.counters(db).subtracting(untouched)
        let gone = untouched.subtracting(try Self.counters(db))
        #expect(!changed.isEmpty)
        for row in gone {
            let kind = Self.field(row, 0)
            let inScope = kind == "u" ? ticket.contains(Self.field(row, 1))
                : kind == "m" ? Self.field(row, 1) == channel && ticket.contains(Self.field(row, 2))
                : Self.field(row, 1) == channel && ticket.contains(Self.field(row, 3))
            #expect(inScope, "changed outside the ticket: \(row)")
        }
        let (after, afterFiles) = try CommandReports.run(["recompute"], target)
        #expect(after.status == 0)
        for file in files {
            let column = file == "user_totals_drift.csv" ? 0 : file == "thread_drift.csv" ? 2 : 1
            let expected = Self.rows(before[file]).filter { row in
                let rowUser = Self.field(row, column)
                return file == "user_totals_drift.csv" ? !ticket.contains(rowUser) : !(Self.field(row, 0) == cid && ticket.contains(rowUser))
            }
            #expect(Self.rows(afterFiles[file]) == expected, "\(file): the ticket's rows repaired, every other drift still there")
        }
        let record = try db.query("""
            SELECT status, options->'channels', options->'users', stats ? 'measured' FROM unreadctl_runs
            WHERE command = 'recompute' AND status <> 'failed' ORDER BY id DESC OFFSET 1 LIMIT 1
            """)
        #expect(try record.string(0, 0) == "succeeded")
        #expect(try record.bool(0, 3) == false, "a ticket run measures nothing for the trends")
        #expect(try record.string(0, 1) == "[\"\(channel)\"]" && record.string(0, 2) == "[\"\(user)\", \"\(other)\"]", "the run record names the ticket")

        // What is not there: 65; what cannot be an id: 64; one line each, nothing written.
        for (arguments, status) in [(["--channel", "999999"], Int32(65)), (["--user", "nobody"], 65), (["--channel", "5x"], 64)] {
            let (run, written) = try CommandReports.run(["recompute", "--apply"] + arguments, target)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(whereSeparator: \.isNewline).count == 1 && written.isEmpty, "\(run.stderr)")
        }
    }

    /// The same on the Mattermost adapter (text keys, both counter pairs, writes through its
    /// trigger): the ticket's rows under Mattermost's ids, repaired, and every other drift left.
    @Test func onMattermostATicketRunRepairsItsRowsUnderMattermostsIds() throws {
        let (db, target) = try MattermostFixture.database()
        defer { db.close() }
        let install = try UnreadctlBinary.run(["adapter", "install", "mattermost", "--dsn", target.conninfo])
        #expect(install.status == 0, "\(install.stderr)")
        let schema = ["--schema", "unreadctl_mattermost"]
        let (full, before) = try CommandReports.run(["recompute"] + schema, target)
        #expect(full.status == 0, "\(full.stderr)")
        let member = try #require(Self.rows(before["unread_drift.csv"]).sorted().first)
        let channel = Self.field(member, 0), user = Self.field(member, 1)  // cid is the Mattermost channel id
        func inTicket(_ row: String) -> Bool { Self.field(row, 0) == channel && Self.field(row, 1) == user }

        let (dry, files) = try CommandReports.run(["recompute", "--channel", channel, "--user", user] + schema, target)
        #expect(dry.status == 0, "\(dry.stderr)")
        for file in ["unread_drift.csv", "unread_root_drift.csv"] {
            #expect(Self.rows(files[file]) == Self.rows(before[file]).filter(inTicket), "\(file)")
        }
        let (applied, _) = try CommandReports.run(["recompute", "--apply", "--channel", channel, "--user", user] + schema, target)
        #expect(applied.status == 0, "\(applied.stderr)")
        let (_, after) = try CommandReports.run(["recompute"] + schema, target)
        for file in ["unread_drift.csv", "unread_root_drift.csv"] {
            #expect(Self.rows(after[file]) == Self.rows(before[file]).filter { !inTicket($0) }, "\(file)")
        }
        #expect(Self.rows(before["unread_drift.csv"]).filter { !inTicket($0) }.count >= 5, "other drift was there to leave alone")
    }
}
