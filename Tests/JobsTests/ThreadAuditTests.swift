import Foundation
@testable import Jobs
import Postgres
import ReadState
import Reports
import Testing
import TestSupport

/// RS012–RS016 and the thread/mention parts of RS007 and RS011 (docs/checks.md), on the
/// hand-built fixture and against the recompute on randomized data.
@Suite struct ThreadAuditTests {
    static let threadCodes: [AuditCode] = [.rs007, .rs011, .rs012, .rs013, .rs014, .rs015, .rs016]

    /// The scan alone, in one snapshot.
    static func scan(_ db: Connection, checks: AuditCheckSet = AuditCheckSet(threadCodes), channelsPerBatch: Int = 5_000) throws -> [AuditFinding] {
        var all: [AuditFinding] = []
        try db.transaction(.snapshotReadOnly()) {
            let clock = try db.query("SELECT now()").timestamp(0, 0)!
            let scan = AuditScan(connection: db, checks: checks, futureLimit: AuditOptions().futureLimit(clock: clock.microseconds),
                                 channelsPerBatch: channelsPerBatch)
            try scan.run { all += $0 }
        }
        return all
    }

    static func keys(_ findings: [AuditFinding], _ code: AuditCode) -> Set<String> {
        Set(findings.filter { $0.code == code }.map { "\($0.channel?.displayName ?? "-") \($0.userID) \($0.messageID.map { String($0) } ?? "-")" })
    }

    /// With every counter right, the fixture's own anomalies and nothing else: RS015 for the
    /// participants whose thread receipt is behind their own counted reply, RS016 for the
    /// mentions of a non-member, of a former member and of another channel's message, RS011 for
    /// thread receipts where reads are not tracked.
    @Test func theFixturesAnomaliesAndNoCounterFinding() throws {
        let x = try ThreadFixture()
        try ThreadTestData.setTruth(x.db)
        let ids = x.ids
        let findings = try Self.scan(x.db)
        for code in [AuditCode.rs007, .rs012, .rs013, .rs014] { #expect(Self.keys(findings, code).isEmpty, "\(code)") }
        // ann's receipt (25) is behind her reply r7 (80); cat's is NULL with her reply r2; bob
        // read (95) after his latest counted reply r8 (90): r3 (silent) and r5 (error) do not count.
        #expect(Self.keys(findings, .rs015) == ["messaging:t ann \(ids["r7"]!)", "messaging:t cat \(ids["r2"]!)"])
        let rs015 = findings.first { $0.code == .rs015 && $0.userID == "cat" }
        #expect(rs015?.detail.value("thread last_read_at") == .timestamp(nil))
        #expect(Self.keys(findings, .rs016) == [
            "messaging:t joe \(ids["a100"]!)", "messaging:t eve \(ids["a100"]!)", "messaging:t cat \(ids["o50"]!)",
        ])
        #expect(Self.keys(findings, .rs011) == ["livestream:show kim -", "livestream:show zed -"])
        #expect(findings.first { $0.code == .rs011 && $0.userID == "kim" }?.detail.value("thread receipts") == .integer(1))
        #expect(findings.allSatisfy { Self.threadCodes.contains($0.code) })
        // The recompute agrees: nothing drifted.
        let r = try ThreadFixture.recompute(x.f.target)
        #expect(r.threads.isEmpty && r.mentions.isEmpty && r.users.isEmpty)
    }

    @Test func driftAndNegativeCountersAreFound() throws {
        let x = try ThreadFixture()
        try ThreadTestData.setTruth(x.db)
        let p = x.ids["P"]!
        try x.db.execute("""
            UPDATE thread_participants SET unread_replies = 5 WHERE user_id = 'gus';
            UPDATE thread_participants SET unread_replies = -2 WHERE user_id = 'eve';
            UPDATE channel_members SET unread_mentions = 0 WHERE user_id = 'bob';
            UPDATE channel_members SET unread_mentions = -1 WHERE user_id = 'ivy';
            UPDATE users SET unread_threads = 0 WHERE id = 'hal';
            UPDATE users SET total_unread_mentions = -1 WHERE id = 'kim';
            """)
        let findings = try Self.scan(x.db, channelsPerBatch: 1)
        #expect(Self.keys(findings, .rs012) == ["messaging:t gus \(p)"]) // eve left the channel: not checked
        let rs012 = findings.first { $0.code == .rs012 }
        #expect(rs012?.detail.value("stored") == .integer(5) && rs012?.detail.value("recomputed") == .integer(2))
        #expect(Self.keys(findings, .rs013) == ["messaging:t bob -", "messaging:t ivy -"])
        #expect(Self.keys(findings, .rs014) == ["- hal -", "- kim -"])
        #expect(Self.keys(findings, .rs007) == ["messaging:t eve \(p)", "messaging:t ivy -", "- kim -"])
        #expect(findings.first { $0.code == .rs007 && $0.userID == "ivy" }?.detail.value("unread_mentions") == .integer(-1))
        // The audit's drift is the recompute's.
        let r = try ThreadFixture.recompute(x.f.target)
        #expect(Set(r.threads.keys) == ["messaging:t/\(p)/gus"])
        #expect(Set(r.mentions.keys) == ["messaging:t/bob", "messaging:t/ivy"])
        #expect(Set(r.users.keys) == ["hal", "kim"])
    }

    /// RS012–RS014 are fed through the recompute's own types: on randomized data with planted
    /// drift they name exactly the counters the recompute reports, at any batch size; with
    /// every counter right, none.
    @Test(arguments: [2, 5_000])
    func theAuditAgreesWithTheRecompute(channelsPerBatch: Int) throws {
        let (db, target) = try TestCluster.connect()
        try ThreadTestData.generate(db)
        let r = try ThreadFixture.recompute(target)
        #expect(r.threads.count > 20 && r.mentions.count > 20)
        let findings = try Self.scan(db, checks: AuditCheckSet([.rs012, .rs013, .rs014]), channelsPerBatch: channelsPerBatch)
        let cid = Dictionary(uniqueKeysWithValues: r.threads.values.map { ("\($0.channelCID)/\($0.parentID)/\($0.userID)", $0.recomputed) })
        #expect(Set(findings.filter { $0.code == .rs012 }.map { "\($0.channel!.cid!)/\($0.messageID!)/\($0.userID)" }) == Set(cid.keys))
        #expect(Set(findings.filter { $0.code == .rs013 }.map { "\($0.channel!.cid!)/\($0.userID)" }) == Set(r.mentions.keys))
        let usersDrifted = r.users.values.filter { $0.storedThreads != $0.recomputedThreads || $0.storedMentions != $0.recomputedMentions }
        #expect(Set(findings.filter { $0.code == .rs014 }.map(\.userID)) == Set(usersDrifted.map(\.userID)))
        #expect(Set(findings.filter { $0.code == .rs014 }.map(\.userID)) == (try ThreadTruth.drifted(db)).users)

        try ThreadTestData.setTruth(db)
        let clean = try Self.scan(db, checks: AuditCheckSet([.rs005, .rs006, .rs007, .rs012, .rs013, .rs014]), channelsPerBatch: channelsPerBatch)
        #expect(clean.isEmpty, "\(clean.prefix(3))")
    }

    /// `--checks` takes the new codes and names; audit.md explains them.
    @Test func theAuditDocumentExplainsTheNewChecks() throws {
        let x = try ThreadFixture()
        try ThreadTestData.setTruth(x.db)
        let root = ReportFolder.temporary("audit")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try OutputDirectory(root: root, runDate: Date())
        let options = AuditOptions(checks: try AuditCheckSet(parsing: "thread-receipt-before-own-reply,RS016"))
        let outcome = try AuditJob.run(reader: x.db, options: options, output: output)
        #expect(outcome.count(.rs015) == 2 && outcome.count(.rs016) == 3 && outcome.exitCode == 1)
        let markdown = try String(contentsOf: output.file(AuditJob.markdownFile), encoding: .utf8)
        #expect(markdown.contains("RS015 thread-receipt-before-own-reply — error, 2 findings"))
        #expect(markdown.contains("RS016 mention-of-non-member — info, 3 findings"))
        #expect(markdown.contains("UPDATE thread_participants tp SET last_read_at = m.created_at"))
    }
}
