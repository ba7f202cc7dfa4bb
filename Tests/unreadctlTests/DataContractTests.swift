import Foundation
import Postgres
import Testing
import TestSupport

/// The data is what the contract says, or nothing is done (docs/operations.md#the-data-contract): a
/// column of another type, a missing column or a value that cannot be decoded stops every
/// command with exit 65 before it changes anything; option values never become SQL text.
@Suite struct DataContractTests {
    static func outDirectory() -> String { ReportFolder.temporary("unreadctl-contract") }

    /// Every stored counter and the number of recorded runs: what a run must not change.
    static func state(_ db: Connection) throws -> [String] {
        let members = try db.query("SELECT channel_id, user_id, unread_count FROM channel_members ORDER BY channel_id, user_id COLLATE \"C\"")
        let users = try db.query("SELECT id, total_unread_count, unread_channels FROM users ORDER BY id COLLATE \"C\"")
        var rows = try (0..<members.rowCount).map { "\(try members.int($0, 0)!) \(try members.string($0, 1)!) \(try members.int($0, 2)!)" }
        rows += try (0..<users.rowCount).map { "\(try users.string($0, 0)!) \(try users.int($0, 1)!) \(try users.int($0, 2)!)" }
        rows.append("runs \(try db.scalarInt("SELECT count(*) FROM unreadctl_runs") ?? -1)")
        return rows
    }

    func expectRefused(_ run: UnreadctlBinary.Run, naming texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 65, "stderr: \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.split(separator: "\n").count == 1, "stderr: \(run.stderr)", sourceLocation: sourceLocation)
        for text in texts { #expect(run.stderr.contains(text), "stderr: \(run.stderr)", sourceLocation: sourceLocation) }
    }

    /// The issue's repro: `created_at` as text was read as NULL, every message skipped, and
    /// `--apply` zeroed every counter with exit 0.
    @Test func createdAtAsTextExits65AndApplyChangesNoCounter() throws {
        let target = try SmallHistory.database()
        let db = try Connection(target)
        try db.execute("ALTER TABLE messages ALTER COLUMN created_at TYPE text USING created_at::text")
        let before = try Self.state(db)
        let out = Self.outDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", target.conninfo, "--out", out])
        expectRefused(run, naming: ["messages.created_at", "expected timestamp with time zone", "found text"])
        #expect(try Self.state(db) == before)
        let written = (try? FileManager.default.subpathsOfDirectory(atPath: out)) ?? []
        #expect(!written.contains { $0.hasSuffix(".csv") || $0.hasSuffix(".md") }, "\(written)")
        // The same check stands before every command.
        for command in [["audit"], ["report"], ["nightly"], ["schema", "status"]] {
            let other = try UnreadctlBinary.run(command + ["--dsn", target.conninfo] + (command[0] == "schema" ? [] : ["--out", out]))
            expectRefused(other, naming: ["messages.created_at"])
        }
        #expect(try Self.state(db) == before)
    }

    /// A `date` receipt decoded as no receipt at all, which made the totals wrong.
    @Test func lastReadAtAsDateExits65() throws {
        let target = try SmallHistory.database()
        let db = try Connection(target)
        try db.execute("ALTER TABLE channel_members ALTER COLUMN last_read_at TYPE date")
        let before = try Self.state(db)
        let out = Self.outDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", target.conninfo, "--out", out])
        expectRefused(run, naming: ["channel_members.last_read_at: expected timestamp with time zone, found date"])
        #expect(try Self.state(db) == before)
    }

    /// Every mismatch is named in the one line: a missing column and a widened counter.
    @Test func aMissingColumnAndAnotherTypeAreBothNamed() throws {
        let target = try SmallHistory.database()
        let db = try Connection(target)
        try db.execute("ALTER TABLE channels DROP COLUMN team; ALTER TABLE users ALTER COLUMN unread_channels TYPE bigint")
        let out = Self.outDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out])
        expectRefused(run, naming: ["users.unread_channels: expected integer, found bigint", "channels.team: expected text, found no such column"])
        #expect(try db.scalarInt("SELECT count(*) FROM unreadctl_runs") == 0)
    }

    /// A type of the same width but another name is still refused: `timestamp` is not
    /// `timestamptz` (the values would be read as UTC whatever zone they were written in).
    @Test func timestampWithoutTimeZoneIsRefused() throws {
        let target = try SmallHistory.database()
        let db = try Connection(target)
        try db.execute("ALTER TABLE receipt_events ALTER COLUMN up_to TYPE timestamp")
        let run = try UnreadctlBinary.run(["audit", "--dsn", target.conninfo, "--out", Self.outDirectory()])
        expectRefused(run, naming: ["receipt_events.up_to: expected timestamp with time zone, found timestamp without time zone"])
    }

    /// A NULL where the contract's type allows none (NOT NULL dropped by hand): the row is named,
    /// exit 65, where the member used to count as joined forever.
    @Test func aNullJoinedAtExits65NamingTheRow() throws {
        let target = try SmallHistory.database()
        let db = try Connection(target)
        try db.execute("""
            ALTER TABLE channel_members ALTER COLUMN joined_at DROP NOT NULL;
            UPDATE channel_members SET joined_at = NULL WHERE user_id = 'bob'
            """)
        let before = try Self.state(db)
        let out = Self.outDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try UnreadctlBinary.run(["recompute", "--apply", "--dsn", target.conninfo, "--out", out])
        expectRefused(run, naming: ["row 2 (first field 1), field 3: NULL"])
        let audit = try UnreadctlBinary.run(["audit", "--dsn", target.conninfo, "--out", out])
        expectRefused(audit, naming: ["field 3: NULL"])
        #expect(try Array(Self.state(db).dropLast()) == Array(before.dropLast()))
    }

    /// `--channel-type` used to be spliced into a `SET LOCAL` literal: under
    /// `standard_conforming_strings = off` the backslash of `o'neil\type` became an escape
    /// (`\t`, a tab), and the second connection read no channel of that type.
    @Test func aChannelTypeWithAQuoteAndABackslashUnderNonStandardStrings() throws {
        let (db, target) = try TestCluster.connect()
        let database = try db.scalarString("SELECT current_database()")!
        try db.execute("""
            INSERT INTO channel_types (name, read_events) VALUES ('messaging', true), (E'o''neil\\\\type', true);
            INSERT INTO users (id, total_unread_count, unread_channels) VALUES ('alice', 0, 0), ('carol', 0, 0);
            INSERT INTO channels (id, cid, type) VALUES (1, 'messaging:ab', 'messaging'), (2, E'o''neil\\\\type:room', E'o''neil\\\\type');
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, unread_count) VALUES
              (1, 'carol', '2026-01-01', NULL, 0), (2, 'carol', '2026-01-01', '2026-01-02', 0);
            INSERT INTO messages (channel_id, user_id, created_at) VALUES
              (1, 'alice', '2026-01-02 10:00'), (2, 'alice', '2026-01-02 10:00'), (2, 'alice', '2026-01-03 10:00');
            ALTER DATABASE \(database) SET standard_conforming_strings = off;
            """)
        let name = "o'neil\\type"
        #expect(try Connection(target).scalarString("SELECT name FROM channel_types WHERE name <> 'messaging'") == name)
        #expect(try Connection(target).scalarString("SHOW standard_conforming_strings") == "off")
        let out = Self.outDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try UnreadctlBinary.run(["recompute", "--channel-type", name, "--dsn", target.conninfo, "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        let dir = try ReportFolder.runDirectory(out)
        // carol: 2 unread in the scoped channel (stored 0); the messaging channel is out of scope.
        #expect(ReportFolder.read(dir + "/unread_drift.csv") == """
            channel_cid,user_id,stored,recomputed,delta\r
            o'neil\\type:room,carol,0,2,2\r

            """)
    }
}
