import Foundation
@testable import Jobs
import Postgres
import ReadState
import Reports
import Runtime
import Testing
import TestSupport

/// The audit against a real PostgreSQL, on hand-built data: each check's edges, odd rows,
/// the files, and RS005 / RS006 agreeing with the recompute itself.
@Suite struct AuditJobTests {
    @Test func rs001IgnoresADeletedOrSilentOwnMessage() throws {
        let f = try AuditFixture()
        let team = try f.channel("team:t1", type: "team")
        try f.reader(team, "ann", upTo: 10)
        try f.reader(team, "bob", upTo: 30)
        try f.message(team, from: "ann", at: 9)
        try f.message(team, from: "ann", at: 20, deleted: true)
        try f.message(team, from: "ann", at: 30, silent: true)
        try f.message(team, from: "ann", at: 31, type: "ephemeral")
        let (clean, rows, _) = try f.audit()
        #expect(rows == [], "\(rows)")
        #expect(clean.total == 0 && clean.exitCode == 0)

        let counted = try f.message(team, from: "ann", at: 40)
        try f.db.execute("UPDATE channel_members SET last_read_at = '\(AuditFixture.time(40))' WHERE user_id = 'bob'")
        try f.event(team, "bob", "read", upTo: 40, at: 41)
        let (outcome, after, _) = try f.audit()
        #expect(after.keys == ["RS001 team:t1 ann \(counted)"])
        #expect(outcome.exitCode == 1, "RS001 is an error")
    }

    @Test func rs003AppliesOnlyToTypesWithDeliveryEvents() throws {
        let f = try AuditFixture()
        let messaging = try f.channel("messaging:m1", type: "messaging")
        let team = try f.channel("team:t1", type: "team")
        for channel in [messaging, team] {
            try f.member(channel, "ann", read: 10) // read, nothing delivered
            try f.event(channel, "ann", "read", upTo: 10, at: 10)
            try f.reader(channel, "bob", upTo: 10, delivery: channel == messaging)
        }
        let (outcome, rows, _) = try f.audit()
        #expect(rows.keys == ["RS003 messaging:m1 ann"])
        #expect(outcome.exitCode == 0, "a warning is below the default --fail-on error")
    }

    @Test func rs008FindsAFormerMembersReceiptAfterLeftAt() throws {
        let f = try AuditFixture()
        let team = try f.channel("team:t1", type: "team")
        try f.member(team, "ann", joined: 0, read: 10, left: 20)
        try f.event(team, "ann", "read", upTo: 10, at: 10)
        try f.event(team, "ann", "read", upTo: 10, at: 25) // after leaving
        try f.reader(team, "bob", upTo: 10)
        try f.event(team, "cat", "read", upTo: 10, at: 11) // never a member
        let (_, rows, _) = try f.audit()
        #expect(rows.keys == ["RS008 team:t1 ann", "RS008 team:t1 cat"])
        #expect(rows.first?[5].contains("event after left_at") == true)
    }

    @Test func rs010AcceptsAMarkUnreadThatMovedTheStateBackwards() throws {
        let f = try AuditFixture()
        let team = try f.channel("team:t1", type: "team")
        for hour in [11.0, 15, 20] { try f.message(team, from: "bob", at: hour) }
        try f.reader(team, "bob", upTo: 20)
        try f.member(team, "ann", read: 12, unread: 2)
        try f.event(team, "ann", "read", upTo: 20, at: 20)
        try f.event(team, "ann", "read", upTo: 12, at: 21) // mark unread: back to 12
        try f.db.execute("UPDATE users SET total_unread_count = 2, unread_channels = 1 WHERE id = 'ann'")
        let (clean, rows, _) = try f.audit()
        #expect(rows == [], "\(rows)")
        #expect(clean.total == 0)

        // The state following the older event instead is a disagreement.
        try f.db.execute("UPDATE channel_members SET last_read_at = '\(AuditFixture.time(20))', unread_count = 0 WHERE user_id = 'ann'")
        try f.db.execute("UPDATE users SET total_unread_count = 0, unread_channels = 0 WHERE id = 'ann'")
        let (_, after, _) = try f.audit()
        #expect(after.keys == ["RS010 team:t1 ann"])
    }

    @Test func rs002HandlesInfinityTimestamps() throws {
        let f = try AuditFixture()
        let team = try f.channel("team:t1", type: "team")
        try f.reader(team, "bob", upTo: 5)
        try f.member(team, "ann")
        try f.db.execute("""
            UPDATE channel_members SET last_read_at = 'infinity' WHERE user_id = 'ann';
            INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at)
            VALUES (\(team), 'ann', 'read', 'infinity', '\(AuditFixture.time(10))'),
                   (\(team), 'bob', 'read', '-infinity', '-infinity');
            """)
        let (outcome, rows, _) = try f.audit()
        // ann: one RS002 for the state and the event together; the event also covers its future.
        // bob: '-infinity' is not in the future, but it is before he joined and not his latest.
        #expect(rows.keys == ["RS002 team:t1 ann", "RS009 team:t1 ann", "RS008 team:t1 bob"])
        let rs002 = try #require(rows.first { $0[0] == "RS002" })
        #expect(rs002[5].contains("last_read_at=infinity"))
        #expect(rs002[5].contains("up_to=infinity"))
        #expect(outcome.count(.rs002) == 1)
    }

    @Test func oddRowsWithDroppedForeignKeysAreStillAudited() throws {
        let f = try AuditFixture()
        let team = try f.channel("team:t1", type: "team")
        try f.reader(team, "bob", upTo: 5)
        try f.db.execute("""
            ALTER TABLE messages DROP CONSTRAINT messages_channel_id_fkey;
            ALTER TABLE channel_members DROP CONSTRAINT channel_members_channel_id_fkey;
            ALTER TABLE channels DROP CONSTRAINT channels_type_fkey;
            ALTER TABLE receipt_events DROP CONSTRAINT receipt_events_kind_check;
            INSERT INTO messages (channel_id, user_id, created_at) VALUES (999999, 'ghost', now() - interval '1 day');
            INSERT INTO channel_members (channel_id, user_id, joined_at, unread_count) VALUES (999998, 'bob', now() - interval '2 days', -1);
            INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) VALUES (999997, 'bob', 'read', now() - interval '1 day', now() - interval '1 day');
            INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) VALUES (\(team), 'bob', 'seen', now(), now());
            INSERT INTO channels (cid, type) VALUES ('vanished:c', 'vanished');
            """)
        let vanished = try #require(try f.db.scalarInt("SELECT id FROM channels WHERE cid = 'vanished:c'"))
        try f.member(Int64(vanished), "cat", unread: -3)
        let (_, rows, _) = try f.audit()
        #expect(rows.keys.contains("RS007 #999998 bob"))
        #expect(rows.keys.contains("RS008 #999997 bob"))
        #expect(rows.keys.contains("RS007 vanished:c cat"))
        // The unknown type's channel is not counted by the recompute either: no drift invented.
        #expect(rows.keys.contains("RS005 vanished:c cat"))
        #expect(!rows.keys.contains { $0.hasPrefix("RS005 #") })
    }

    @Test func driftChecksAgreeWithTheRecompute() throws {
        let f = try AuditFixture()
        let messaging = try f.channel("messaging:m1", type: "messaging")
        let team = try f.channel("team:t1", type: "team")
        let live = try f.channel("livestream:l1", type: "livestream")
        for (index, hour) in [1.0, 2, 3, 4, 5, 6].enumerated() {
            try f.message(messaging, from: index % 2 == 0 ? "ann" : "bob", at: hour)
            try f.message(team, from: index % 3 == 0 ? "cat" : "bob", at: hour)
            try f.message(live, from: "bob", at: hour)
        }
        try f.db.execute("INSERT INTO users (id) VALUES ('ann'), ('bob'), ('cat') ON CONFLICT DO NOTHING")
        try f.db.execute("INSERT INTO user_mutes (user_id, muted_user_id) VALUES ('ann', 'bob')")
        try f.member(messaging, "ann", read: 2, unread: 5)          // muted bob: truly 0
        try f.member(messaging, "bob", read: 6, unread: 0)
        try f.member(team, "ann", read: 1, unread: 3, muted: true)   // truly 1 (cat's), not in the totals
        try f.member(team, "cat", joined: 3, unread: 0)              // truly 2 (bob at 5, 6)
        try f.member(team, "bob", read: 6, unread: 7, left: 7)       // former: not checked
        try f.member(live, "cat", unread: 4)                         // read_events off: truly 0
        try f.db.execute("UPDATE users SET total_unread_count = 9, unread_channels = 2 WHERE id = 'ann'")

        var expected: Set<String> = []
        _ = try f.db.transaction(.snapshotReadOnly()) {
            try UnreadRecomputation.run(on: f.db, onMemberDrift: { drift in
                expected.insert("RS005 \(drift.channelCID) \(drift.userID) \(drift.stored)->\(drift.recomputed)")
            }, onUserDrift: { drift in
                expected.insert("RS006 \(drift.userID) \(drift.storedTotal)->\(drift.recomputedTotal) \(drift.storedChannels)->\(drift.recomputedChannels)")
            })
        }
        #expect(expected.count >= 5, "the fixture drifts: \(expected)")
        for batch in [1, 2, AuditScan.defaultChannelsPerBatch] {
            let findings = try f.scan(checks: AuditCheckSet([.rs005, .rs006]), channelsPerBatch: batch)
            let got = Set(findings.map { finding -> String in
                func int(_ name: String) -> Int64 {
                    if case .integer(let value?) = finding.detail.value(name) { return value }
                    return .min
                }
                if finding.code == .rs005 {
                    return "RS005 \(finding.channel?.cid ?? "") \(finding.userID) \(int("stored"))->\(int("recomputed"))"
                }
                let recomputed = finding.detail.parts.compactMap { part -> Int64? in
                    if case .field("recomputed", .integer(let value?)) = part { return value }
                    return nil
                }
                return "RS006 \(finding.userID) \(int("total_unread_count"))->\(recomputed[0]) \(int("unread_channels"))->\(recomputed[1])"
            })
            #expect(got == expected, "batch \(batch)")
        }
    }

    @Test func batchSizeDoesNotChangeTheFindings() throws {
        let f = try AuditFixture()
        var channels: [Int64] = []
        for index in 0..<5 { channels.append(try f.channel("team:t\(index)", type: index == 3 ? "livestream" : "team")) }
        for (index, channel) in channels.enumerated() {
            try f.member(channel, "u\(index)", read: Double(index), unread: index - 2)
            try f.event(channel, "u\(index)", "read", upTo: Double(index + 1), at: Double(index))
            try f.message(channel, from: "u\(index)", at: Double(index) + 0.5)
        }
        let reference = try f.scan()
        #expect(reference.count > 10)
        #expect(try f.scan(channelsPerBatch: 1) == reference)
        #expect(try f.scan(channelsPerBatch: 2) == reference)
        // Events read on the main connection, one table after the other: the same findings.
        #expect(try f.scan(channelsPerBatch: 2, parallel: false) == reference)
        // --checks narrows the findings to the selected codes, and nothing else changes.
        let narrowed = try f.scan(checks: AuditCheckSet([.rs007, .rs009]))
        #expect(narrowed == reference.filter { $0.code == .rs007 || $0.code == .rs009 })
    }

    @Test func filesHaveTheSpecColumnsSamplesAndACapNote() throws {
        let f = try AuditFixture()
        let team = try f.channel("team:t1", type: "team")
        for index in 0..<5 { try f.member(team, "u\(index)", unread: -1 - index) }
        try f.db.execute("UPDATE users SET total_unread_count = 0")
        let options = AuditOptions(checks: AuditCheckSet([.rs007]), failOn: .error, samples: 2, maxFindings: 3)
        let (outcome, rows, folder) = try f.audit(options)
        #expect(outcome.total == 5 && outcome.csvRows == 3 && outcome.truncated)
        #expect(rows.count == 3)
        let csv = try String(contentsOf: folder.appendingPathComponent("audit.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("code,severity,channel_cid,user_id,message_id,detail\r\n"))
        #expect(rows[0] == ["RS007", "error", "team:t1", "u0", "", "unread_count=-1"])
        let markdown = try String(contentsOf: folder.appendingPathComponent("audit.md"), encoding: .utf8)
        #expect(markdown.contains("| RS007 | negative-counter"))
        let rs001Row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| RS001 ") })
        #expect(rs001Row.contains("not run"))
        #expect(markdown.contains("holds only the first 3 of 5 findings (`--max-findings 3`)"))
        #expect(markdown.contains("Samples (the first 2 of 5"))
        #expect(markdown.contains("## RS007 negative-counter"))
        #expect(!markdown.contains("## RS001"))
        #expect(markdown.components(separatedBy: "unread_count=-").count - 1 == 2, "two samples")
    }

    @Test func theAuditRefusesToReadOutsideASnapshotAndRunsInsideTheCallers() throws {
        let f = try AuditFixture()
        let team = try f.channel("team:t1", type: "team")
        try f.member(team, "ann", unread: -1)
        let root = ReportFolder.temporary("audit")
        let output = try OutputDirectory(root: root, runDate: Date())
        try f.db.execute("BEGIN ISOLATION LEVEL READ COMMITTED")
        #expect(throws: JobError.self) { try AuditJob.run(reader: f.db, options: AuditOptions(), output: output) }
        try f.db.execute("ROLLBACK")
        #expect(!FileManager.default.fileExists(atPath: output.file(AuditJob.csvFile).path), "no half-written report")
        // Inside a snapshot the caller opened (nightly), the audit reads in it and leaves it open.
        try f.db.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        let outcome = try AuditJob.run(reader: f.db, options: AuditOptions(), output: output)
        #expect(f.db.inTransaction)
        try f.db.execute("ROLLBACK")
        #expect(outcome.count(.rs007) == 1 && outcome.exitCode == 1)
        #expect(outcome.runStatus == .findings)
    }
}
