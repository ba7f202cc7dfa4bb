import Foundation
import Postgres
import Testing
import TestSupport

/// `unreadctl audit` as an operator (or cron) runs it: the exit status for each `--fail-on`,
/// usage errors, the files, and the run record.
@Suite struct AuditCommandTests {
    /// A database whose only findings are of `severities`: an error (RS009, an event covering
    /// its own future), a warning (RS003, delivered behind read) and an info (RS011, read state
    /// in a type without read events), each on its own member.
    static func database(with severities: Set<String>) throws -> ConnectionString {
        let target = try TestCluster.makeDatabase()
        let db = try Connection(target)
        defer { db.close() }
        try db.execute("""
            INSERT INTO channel_types (name, read_events, delivery_events)
            VALUES ('messaging', true, true), ('livestream', false, false);
            INSERT INTO users (id) VALUES ('ann'), ('bob'), ('cat');
            INSERT INTO channels (cid, type) VALUES ('messaging:m1', 'messaging'), ('livestream:l1', 'livestream');
            INSERT INTO channel_members (channel_id, user_id, joined_at) VALUES (1, 'ann', '2026-01-01Z'), (2, 'cat', '2026-01-01Z');
            """)
        if severities.contains("error") {
            try db.execute("""
                INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, last_delivered_at)
                VALUES (1, 'bob', '2026-01-01Z', '2026-01-03Z', '2026-01-03Z');
                INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at)
                VALUES (1, 'bob', 'read', '2026-01-03Z', '2026-01-02Z'), (1, 'bob', 'delivered', '2026-01-03Z', '2026-01-03Z');
                """)
        }
        if severities.contains("warning") {
            try db.execute("""
                UPDATE channel_members SET last_read_at = '2026-01-02Z' WHERE user_id = 'ann';
                INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) VALUES (1, 'ann', 'read', '2026-01-02Z', '2026-01-02Z');
                """)
        }
        if severities.contains("info") {
            try db.execute("UPDATE channel_members SET last_read_at = '2026-01-02Z' WHERE user_id = 'cat'")
        }
        return target
    }

    func audit(_ target: ConnectionString, _ arguments: [String] = []) throws -> (UnreadctlBinary.Run, String) {
        let out = ReportFolder.temporary("audit-cli")
        let run = try UnreadctlBinary.run(["audit", "--dsn", target.conninfo, "--out", out] + arguments)
        return (run, out)
    }

    @Test(arguments: [
        // (findings present, --fail-on, expected exit status)
        (["info"], "error", Int32(0)), (["info"], "warning", 0), (["info"], "info", 1),
        (["warning"], "error", 0), (["warning"], "warning", 1), (["warning"], "info", 1),
        (["error"], "error", 1), (["error"], "warning", 1), (["error"], "info", 1),
        ([], "info", 0),
    ])
    func exitStatusFollowsFailOn(present: [String], failOn: String, expected: Int32) throws {
        let target = try Self.database(with: Set(present))
        let (run, _) = try audit(target, ["--fail-on", failOn])
        #expect(run.status == expected, "stdout: \(run.stdout) stderr: \(run.stderr)")
        #expect(run.stdout.contains(present.isEmpty ? "audit: no findings" : "audit: 1 finding"), "\(run.stdout)")
    }

    @Test func theDefaultThresholdIsErrorAndChecksSelect() throws {
        let target = try Self.database(with: ["warning", "error"])
        let (all, out) = try audit(target)
        #expect(all.status == 1)
        let day = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first)
        let csv = try String(contentsOfFile: "\(out)/\(day)/audit.csv", encoding: .utf8)
        #expect(csv == """
            code,severity,channel_cid,user_id,message_id,detail\r
            RS003,warning,messaging:m1,ann,,last_delivered_at=NULL; last_read_at=2026-01-02T00:00:00.000000Z\r
            RS009,error,messaging:m1,bob,,up_to later than at; event=1; kind=read; up_to=2026-01-03T00:00:00.000000Z; at=2026-01-02T00:00:00.000000Z\r

            """)
        let markdown = try String(contentsOfFile: "\(out)/\(day)/audit.md", encoding: .utf8)
        #expect(markdown.contains("**2 findings** (1 error, 1 warning). Findings at or above `--fail-on error`: exit status 1."))
        // Only the warning's check: the error is not looked for, so exit 0 at --fail-on error.
        let (selected, _) = try audit(target, ["--checks", "RS003,rs010"])
        #expect(selected.status == 0, "\(selected.stderr)")
        #expect(selected.stdout.contains("audit: 1 finding (RS003 1)"))
    }

    @Test func theRunIsRecordedWithItsStatus() throws {
        let target = try Self.database(with: ["error"])
        let (run, _) = try audit(target, ["--quiet"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty, "--quiet prints nothing on stdout")
        let db = try Connection(target)
        let result = try db.query("SELECT status, stats->>'findings', options->>'fail_on' FROM unreadctl_runs WHERE command = 'audit'")
        #expect(result.rowCount == 1)
        #expect(try result.string(0, 0) == "findings")
        #expect(try result.string(0, 1) == "1")
        #expect(try result.string(0, 2) == "error")
    }

    @Test func badOptionsExit64() throws {
        for arguments in [["--fail-on", "fatal"], ["--checks", "RS001,RS999"], ["--samples", "-1"], ["--clock-skew", "soon"]] {
            let run = try UnreadctlBinary.run(["audit"] + arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
        }
    }

    @Test func missingSchemaExits65() throws {
        let target = try TestCluster.makeDatabase(schema: false)
        let (run, _) = try audit(target)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("unreadctl: ") && run.stderr.contains("schema apply"))
    }

    /// docs/checks.md#rs017-thread-parent-mismatch, #rs018-reply-to-another-channel: a thread lives
    /// in one channel. A participant row whose parent is missing or elsewhere is RS017; a reply
    /// whose parent is another channel's message is RS018 and counts in no thread.
    @Test func threadsWhoseParentIsNotInTheirChannelAreFindingsAndCountNowhere() throws {
        let (db, target) = try TestCluster.connect()
        defer { db.close() }
        try db.execute("""
            INSERT INTO channel_types (name) VALUES ('messaging');
            INSERT INTO users (id) VALUES ('ann'), ('bob'), ('cat');
            INSERT INTO channels (id, cid, type) VALUES (1, 'messaging:a', 'messaging'), (2, 'messaging:b', 'messaging');
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at)
              SELECT c, u, '2026-01-01', '2026-01-03' FROM unnest(ARRAY[1, 2]) c, unnest(ARRAY['ann', 'bob', 'cat']) u;
            INSERT INTO messages (id, channel_id, user_id, created_at) VALUES (10, 1, 'ann', '2026-01-02');
            INSERT INTO messages (id, channel_id, user_id, created_at, parent_id) VALUES
              (11, 2, 'bob', '2026-01-04', 10),   -- a reply in b to a's message
              (12, 1, 'bob', '2026-01-04', 10);   -- a reply in a's own thread
            INSERT INTO thread_participants (channel_id, parent_id, user_id, joined_at, unread_replies) VALUES
              (1, 10, 'cat', '2026-01-02', 1),    -- right: r12 is unread
              (2, 10, 'cat', '2026-01-02', 1),    -- the parent is a's: no reply of b counts (stored 1 is drift)
              (1, 999, 'cat', '2026-01-02', 0);   -- no such parent
            UPDATE users SET unread_threads = 1 WHERE id = 'cat';
            """)
        let out = ReportFolder.temporary("unreadctl-cli")
        defer { try? FileManager.default.removeItem(atPath: out) }
        func audit(_ checks: String) throws -> (rows: Set<String>, csv: String) {
            let audit = try UnreadctlBinary.run(["audit", "--dsn", target.conninfo, "--out", out, "--checks", checks])
            #expect(audit.status == 0, "\(audit.stderr)")
            let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first)
            let csv = try String(contentsOfFile: out + "/" + folder + "/audit.csv", encoding: .utf8)
            return (Set(csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }.dropFirst().map { $0.split(separator: ",").prefix(5).joined(separator: ",") }), csv)
        }
        // RS018 reads the messages, and RS017 then finds each participant's parent among them.
        let withMessages = try audit("RS012,RS017,RS018")
        #expect(withMessages.rows == [
            "RS017,warning,messaging:a,cat,999", "RS017,warning,messaging:b,cat,10",
            "RS018,warning,messaging:b,bob,11", "RS012,warning,messaging:b,cat,10",
        ], "\(withMessages.csv)")
        // RS017 alone reads no messages: the server tests each parent (AuditBatch.Tables.parentsOnServer).
        let alone = try audit("RS017")
        #expect(alone.rows == ["RS017,warning,messaging:a,cat,999", "RS017,warning,messaging:b,cat,10"], "\(alone.csv)")
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first)
        let recompute = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out])
        #expect(recompute.status == 0, "\(recompute.stderr)")
        let threads = try String(contentsOfFile: out + "/" + folder + "/thread_drift.csv", encoding: .utf8)
        #expect(threads == "channel_cid,parent_id,user_id,stored,recomputed,delta\r\nmessaging:b,10,cat,1,0,-1\r\n", "\(threads)")
    }
}
