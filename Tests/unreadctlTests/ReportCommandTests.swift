import Foundation
import Postgres
import Testing
import TestSupport

/// `unreadctl report` as an operator types it.
@Suite struct ReportCommandTests {
    static let fixture = """
        INSERT INTO channel_types (name, read_events, delivery_events) VALUES ('messaging', true, true);
        INSERT INTO users (id) VALUES ('ann'), ('bob');
        INSERT INTO channels (id, cid, type) VALUES (1, 'messaging:a,"b"', 'messaging');
        INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, last_delivered_at) VALUES
            (1, 'ann', '2025-12-01Z', '2026-01-01 10:00Z', NULL), (1, 'bob', '2025-12-01Z', '2026-01-01 10:01Z', '2026-01-01 10:01Z');
        INSERT INTO messages (id, channel_id, user_id, created_at) VALUES
            (1, 1, 'ann', '2026-01-01 10:00Z'), (2, 1, 'ann', '2026-01-02 00:00Z');
        INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) VALUES
            (1, 'bob', 'delivered', '2026-01-01 10:00Z', '2026-01-01 10:00:01.5Z'),
            (1, 'bob', 'read', '2026-01-01 10:00Z', '2026-01-01 10:01Z');
        """

    func database() throws -> String {
        let target = try TestCluster.makeDatabase()
        let db = try Connection(target)
        defer { db.close() }
        try db.execute(Self.fixture)
        return target.conninfo
    }

    func temporaryDirectory() -> String {
        ReportFolder.temporary("report-cli")
    }

    @Test func writesTheFilesIntoAFolderPerRunDate() throws {
        let out = temporaryDirectory()
        let run = try UnreadctlBinary.run(["report", "--dsn", try database(), "--since", "2026-01-01", "--until", "2026-01-02",
                                           "--per-message", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("latency report: 1 messages in 1 channels, read p50 1.0 min"))
        let folders = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(folders.count == 1 && folders[0].range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil)
        let folder = out + "/" + folders[0]
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == ["latency.md", "latency.svg", "latency_messages.csv", "latency_summary.csv"])
        let summary = try String(contentsOfFile: folder + "/latency_summary.csv", encoding: .utf8)
        #expect(summary.contains("read,all,all,1,1,1,60,60,60,60,60,60\r\n"))
        #expect(summary.contains("delivered,all,all,1,1,1,1.5,1.5,1.5,1.5,1.5,1.5\r\n"))
        // The cid has a comma and quotes: quoted, quotes doubled (RFC 4180).
        let messages = try String(contentsOfFile: folder + "/latency_messages.csv", encoding: .utf8)
        #expect(messages.contains("\r\n1,\"messaging:a,\"\"b\"\"\",2026-01-01T10:00:00.000000Z,2026-01-01T10:00:01.500000Z,2026-01-01T10:01:00.000000Z,1,1,read\r\n"))
        #expect(!messages.contains("\r\n2,"))  // created exactly at --until
    }

    @Test func theDefaultWindowIsYesterday() throws {
        let out = temporaryDirectory()
        let run = try UnreadctlBinary.run(["report", "--out", out], environment: ["DATABASE_URL": try database()])
        #expect(run.status == 0, "\(run.stderr)")
        let folder = out + "/" + (try FileManager.default.contentsOfDirectory(atPath: out)[0])
        let markdown = try String(contentsOfFile: folder + "/latency.md", encoding: .utf8)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let yesterday = calendar.date(byAdding: .day, value: -1, to: Date())!
        let parts = calendar.dateComponents([.year, .month, .day], from: yesterday)
        let title = String(format: "# Message latency — %04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        #expect(markdown.hasPrefix(title))
        #expect(run.stdout.contains("latency report: 0 messages"))
    }

    @Test func badWindowsAreUsageErrors() throws {
        let dsn = try database()
        let garbage = try UnreadctlBinary.run(["report", "--dsn", dsn, "--since", "last tuesday"])
        #expect(garbage.status == 64)
        #expect(garbage.stderr.contains("--since takes a date or a UTC timestamp"))
        let empty = try UnreadctlBinary.run(["report", "--dsn", dsn, "--since", "2026-01-02", "--until", "2026-01-01"])
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("the report window is empty"))
        let zone = try UnreadctlBinary.run(["report", "--dsn", dsn, "--tz", "Mars/Olympus"])
        #expect(zone.status == 64)
        #expect(zone.stderr.contains("--tz takes a time zone"))
    }

    @Test func anUnwritableOutputExits73BeforeReading() throws {
        let file = temporaryDirectory()
        try Data().write(to: URL(fileURLWithPath: file))
        // The database is unreachable too: the output is checked first.
        let run = try UnreadctlBinary.run(["report", "--dsn", "host=/nonexistent-socket-dir dbname=x", "--out", file])
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("unreadctl: cannot write to \(file)/"))
    }

    @Test func aMissingSchemaExits65() throws {
        let target = try TestCluster.makeDatabase(schema: false)
        let run = try UnreadctlBinary.run(["report", "--dsn", target.conninfo, "--out", temporaryDirectory()])
        #expect(run.status == 65)
        #expect(run.stderr.contains("unreadctl schema apply"))
    }
}
