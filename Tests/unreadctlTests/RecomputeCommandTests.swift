import Foundation
import Postgres
import Testing
import TestSupport

/// `unreadctl recompute` as an operator runs it: files, stdout, exit codes.
@Suite struct RecomputeCommandTests {
    @Test func aDryRunWritesTheDriftFilesAndChangesNothing() throws {
        let target = try SmallHistory.database()
        let out = ReportFolder.temporary("unreadctl-cli")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("dry run"))
        #expect(run.stdout.contains("members: 3 checked, 2 drifted, sum |delta| 7"))
        #expect(run.stdout.contains("users: 3 checked, 2 drifted"))
        let dir = try ReportFolder.runDirectory(out)
        #expect(ReportFolder.read(dir + "/unread_drift.csv") == """
            channel_cid,user_id,stored,recomputed,delta\r
            messaging:ab,alice,5,2,-3\r
            livestream:show,'=cmd,4,0,-4\r

            """)
        // alice: 2 unread in one channel; bob: 0 (he read after alice's message).
        #expect(ReportFolder.read(dir + "/user_totals_drift.csv") == """
            user_id,stored_total,recomputed_total,stored_channels,recomputed_channels,stored_threads,recomputed_threads,stored_mentions,recomputed_mentions\r
            alice,5,2,1,1,0,0,0,0\r
            bob,3,0,1,0,0,0,0,0\r

            """)
        let markdown = ReportFolder.read(dir + "/unread.md")
        #expect(markdown.contains("| channel_members.unread_count |       3 |       2 |"))
        #expect(markdown.contains("| livestream | "))
        #expect(markdown.contains("dry run"))
        let db = try Connection(target)
        #expect(try db.scalarInt("SELECT unread_count FROM channel_members WHERE user_id = 'alice'") == 5)
        #expect(try db.scalarString("SELECT status FROM unreadctl_runs WHERE command = 'recompute'") == "succeeded")
    }

    /// `--verbose` adds the reading layer's debug lines on stderr (what it read, how long it
    /// took); with `--quiet` it is a usage error.
    @Test func verboseShowsWhatTheReadingLayerRead() throws {
        let target = try SmallHistory.database()
        let out = ReportFolder.temporary("unreadctl-cli")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let plain = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out])
        #expect(plain.status == 0 && !plain.stderr.contains("debug"), "\(plain.stderr)")
        let verbose = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out, "--verbose"])
        #expect(verbose.status == 0, "\(verbose.stderr)")
        #expect(verbose.stderr.contains("spilled members: 3 rows") && verbose.stderr.contains("read 6 relations of 2 channels in "), "[\(verbose.stderr)]")
        let both = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--quiet", "--verbose"])
        #expect(both.status == 64 && both.stderr.contains("--quiet and --verbose"), "\(both.stderr)")
    }

    @Test func applyCorrectsThenASecondApplyChangesNothing() throws {
        let target = try SmallHistory.database()
        let out = ReportFolder.temporary("unreadctl-cli")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let first = try UnreadctlBinary.run(["recompute", "--apply", "--batch-size", "1", "--dsn", target.conninfo, "--out", out])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("corrected: 2 member counters, 2 users; left for the next run: 0 members, 0 users"))
        let db = try Connection(target)
        let counts = try db.query("SELECT unread_count FROM channel_members ORDER BY channel_id, user_id")
        #expect(try (0..<3).map { try counts.int($0, 0) } == [2, 0, 0])
        let users = try db.query("SELECT total_unread_count, unread_channels FROM users ORDER BY id COLLATE \"C\"")
        #expect(try (0..<3).map { [try users.int($0, 0), try users.int($0, 1)] } == [[0, 0], [2, 1], [0, 0]])
        #expect(ReportFolder.read(try ReportFolder.runDirectory(out) + "/unread.md").contains("left for the next run"))

        let second = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", target.conninfo, "--out", out, "--quiet"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.isEmpty) // --quiet
        #expect(try db.scalarString("SELECT stats->'applied'->>'members_corrected' FROM unreadctl_runs ORDER BY id DESC LIMIT 1") == "0")
        #expect(ReportFolder.read(try ReportFolder.runDirectory(out) + "/unread_drift.csv") == "channel_cid,user_id,stored,recomputed,delta\r\n")
    }

    /// The lock guards writers: a second `--apply` exits 75 and changes nothing; a dry run,
    /// which writes no counter, still runs.
    @Test func lockContentionExits75ForApply() throws {
        let target = try SmallHistory.database()
        let holder = try Connection(target)
        #expect(try holder.tryAdvisoryLock(0x756E_7265_6164_6374))
        let out = ReportFolder.temporary("unreadctl-cli")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let apply = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", target.conninfo, "--out", out])
        #expect(apply.status == 75, "\(apply.stderr)")
        #expect(apply.stderr == "unreadctl: another unreadctl run holds the lock on this database: try later\n")
        #expect(try holder.scalarInt("SELECT unread_count FROM channel_members WHERE user_id = 'alice'") == 5)
        // The refused run is in the history, as failed, with the reason.
        let refused = try holder.query("SELECT status, stats->>'error' FROM unreadctl_runs WHERE command = 'recompute' ORDER BY id DESC LIMIT 1")
        #expect(refused.rowCount == 1)
        #expect(try refused.string(0, 0) == "failed")
        #expect(try refused.string(0, 1)?.contains("holds the lock") == true)
        let dryRun = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("members: 3 checked, 2 drifted"))
        try holder.advisoryUnlock(0x756E_7265_6164_6374)
        let again = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", target.conninfo, "--out", out])
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func badOptionsExit64AndAnUnwritableOutExits73() throws {
        let target = try SmallHistory.database()
        let unknown = try UnreadctlBinary.run(["recompute", "--channel-type", "nope", "--dsn", target.conninfo, "--out", ReportFolder.temporary("unreadctl-cli")])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown channel type 'nope'") && unknown.stderr.contains("known: livestream, messaging"))
        let zero = try UnreadctlBinary.run(["recompute", "--batch-size", "0", "--dsn", target.conninfo])
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("--batch-size"))
        let file = ReportFolder.temporary("unreadctl-cli-file")
        try Data().write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let unwritable = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", file])
        #expect(unwritable.status == 73, "\(unwritable.stderr)")
        // docs/operations.md#failure-modes: a spill folder that cannot be written, one line, nothing written.
        let out = ReportFolder.temporary("unreadctl-cli")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let noSpill = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out], environment: ["TMPDIR": "/nonexistent-unreadctl"])
        #expect(noSpill.status == 73, "\(noSpill.stderr)")
        #expect(noSpill.stderr.contains("TMPDIR cannot write to /nonexistent-unreadctl: a spill file: No such file or directory"), "\(noSpill.stderr)")
        #expect(noSpill.stderr.split(separator: "\n").count == 1, "\(noSpill.stderr)")
    }

    @Test func aChannelTypeScopeChecksOnlyThatType() throws {
        let target = try SmallHistory.database()
        let out = ReportFolder.temporary("unreadctl-cli")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try UnreadctlBinary.run(["recompute", "--channel-type", "livestream", "--apply", "--dsn", target.conninfo, "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("members: 1 checked, 1 drifted"))
        let db = try Connection(target)
        let counts = try db.query("SELECT unread_count FROM channel_members ORDER BY channel_id, user_id")
        #expect(try (0..<3).map { try counts.int($0, 0) } == [5, 0, 0]) // messaging untouched
        // Totals take the messaging counters as stored: alice 5 (as stored), bob 0.
        #expect(try db.scalarInt("SELECT total_unread_count FROM users WHERE id = 'alice'") == 5)
        #expect(try db.scalarInt("SELECT total_unread_count FROM users WHERE id = 'bob'") == 0)
    }

    /// unread.md cannot be written after the corrections were committed: exit 73, and the run
    /// record keeps what was corrected beside the error.
    @Test func aReportThatFailsAfterTheCorrectionsKeepsThemInTheRunRecord() throws {
        let target = try SmallHistory.database()
        let out = ReportFolder.temporary("unreadctl-cli")
        defer { try? FileManager.default.removeItem(atPath: out) }
        // A folder where unread.md would go: the rename refuses it, after the corrections.
        let day = out + "/" + ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
        try FileManager.default.createDirectory(atPath: day + "/unread.md", withIntermediateDirectories: true)
        let run = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", target.conninfo, "--out", out])
        #expect(run.status == 73, "\(run.stderr)")
        let db = try Connection(target)
        defer { db.close() }
        let record = try db.query("SELECT status, (stats->'applied'->>'members_corrected')::int, stats->>'error' FROM unreadctl_runs WHERE command = 'recompute'")
        #expect(try record.string(0, 0) == "failed")
        #expect(try record.int(0, 1) == 2)
        #expect(try record.string(0, 2)?.contains("unread.md") == true)
        #expect(try db.scalarInt("SELECT unread_count FROM channel_members WHERE user_id = 'alice'") == 2, "the correction stays")
    }

    /// A user whose recomputed total cannot fit `users.total_unread_count` (stored counters of
    /// memberships outside --channel-type enter the totals as they are): not corrected, said
    /// once with the user's id, not "left for the next run" night after night.
    @Test func aTotalBeyondTheIntegerRangeIsNamedNotLeftForever() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try db.execute("""
            INSERT INTO channel_types (name) VALUES ('messaging'), ('team');
            INSERT INTO users (id, total_unread_count, unread_channels) VALUES ('big', 0, 0);
            INSERT INTO channels (id, cid, type) VALUES (1, 'team:a', 'team'), (2, 'team:b', 'team'), (3, 'messaging:c', 'messaging');
            INSERT INTO channel_members (channel_id, user_id, joined_at, unread_count) VALUES
              (1, 'big', '2026-01-01', 2000000000), (2, 'big', '2026-01-01', 2000000000), (3, 'big', '2026-01-01', 0);
            """)
        let run = try UnreadctlBinary.run(["recompute", "--apply", "--channel-type", "messaging", "--dsn", target.conninfo,
                                           "--out", ReportFolder.temporary("unreadctl-cli")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("user big: the recomputed total_unread_count 4000000000 does not fit users.total_unread_count (integer)"), "\(run.stderr)")
        #expect(run.stdout.contains("not corrected: 1 users whose recomputed totals do not fit"), "\(run.stdout)")
        #expect(run.stdout.contains("left for the next run: 0 members, 0 users"), "\(run.stdout)")
    }
}
