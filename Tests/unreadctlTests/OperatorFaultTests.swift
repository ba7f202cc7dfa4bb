import Foundation
import Postgres
import Testing
import TestSupport
import ThrowawayPostgres
@testable import unreadctl

/// What an unlucky operator or cron meets, with the real binary: closed or full output
/// streams, JSON logs to the last line, passwords in any shape of DSN, bad option values
/// against an unreachable server, and runs that died (docs/operations.md#run-statuses).
@Suite struct OperatorFaultTests {
    static let unreachable = "host=/nonexistent-socket-dir port=5432 dbname=x connect_timeout=2"

    static func temporaryDirectory() -> String { ReportFolder.temporary("unreadctl-op") }

    /// Runs `script` with bash (`$BIN` is the binary; `environment` adds variables) and
    /// returns the exit status of the script, which ends with the binary's own status.
    static func shell(_ script: String, _ environment: [String: String] = [:]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PG") && $0.key != "DATABASE_URL" }
        env["BIN"] = UnreadctlBinary.path
        env.merge(environment) { $1 }
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    static let expectedDrift = """
        channel_cid,user_id,stored,recomputed,delta\r
        messaging:ab,alice,5,2,-3\r
        livestream:show,'=cmd,4,0,-4\r

        """

    // MARK: - output streams (issue 15 item 4)

    /// A pipe whose reader has already gone (`head -c0`, `true`): the reader opens a FIFO, the
    /// script waits for it to exit (the event, not a delay), then the binary writes into the FIFO.
    static func afterTheReaderExits(_ reader: String) -> String {
        "F=\"$OUT.fifo\"; mkfifo \"$F\"; \(reader) < \"$F\" & exec 3>\"$F\"; wait $!; rm \"$F\"; " +
            "exec \"$BIN\" recompute --dsn \"$DSN\" --out \"$OUT\" >&3 3>&-"
    }

    @Test(arguments: [
        afterTheReaderExits("head -c0"),
        afterTheReaderExits("true"),
        "\"$BIN\" recompute --dsn \"$DSN\" --out \"$OUT\" >&-",
        "\"$BIN\" recompute --dsn \"$DSN\" --out \"$OUT\" 2>/dev/full >/dev/full",
        "\"$BIN\" recompute --dsn \"$DSN\" --out \"$OUT\" >&- 2>&-",
    ])
    func aClosedOrFullOutputDoesNotStopTheWork(script: String) throws {
        let target = try SmallHistory.database()
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let status = try Self.shell(script, ["DSN": target.conninfo, "OUT": out])
        #expect(status == 0, "\(script)")
        let dir = try ReportFolder.runDirectory(out)
        #expect(ReportFolder.read(dir + "/unread_drift.csv") == Self.expectedDrift)
        #expect(ReportFolder.read(dir + "/unread.md").contains("| channel_members.unread_count |"))
    }

    @Test(arguments: ["2>/dev/full", "2>&-", "2>&- >&-", "| head -c0"])
    func anUnwritableStderrKeepsTheExitCode(redirection: String) throws {
        let target = try TestCluster.makeDatabase(schema: false)
        let status = try Self.shell("\"$BIN\" schema status --dsn \"$DSN\" \(redirection); exit ${PIPESTATUS[0]}", ["DSN": target.conninfo])
        #expect(status == 65, "\(redirection)")
        let unreachable = try Self.shell("\"$BIN\" audit --dsn \"$DSN\" --log-format json \(redirection); exit ${PIPESTATUS[0]}",
                                         ["DSN": Self.unreachable])
        #expect(unreachable == 69, "\(redirection)")
    }

    // MARK: - JSON logs to the last line (issue 14)

    static func expectJSONLines(_ run: UnreadctlBinary.Run, containing text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = run.stderr.split(separator: "\n")
        #expect(!lines.isEmpty, sourceLocation: sourceLocation)
        for line in lines {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object != nil, "not a JSON object: \(line)", sourceLocation: sourceLocation)
        }
        let last = lines.last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(last?["level"] as? String == "error", sourceLocation: sourceLocation)
        #expect((last?["msg"] as? String)?.contains(text) == true, "\(run.stderr)", sourceLocation: sourceLocation)
    }

    @Test func withJSONLogsEveryStderrLineIsJSONOnFailure() throws {
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let unreachable = try UnreadctlBinary.run(["audit", "--dsn", Self.unreachable, "--out", out, "--log-format", "json"])
        #expect(unreachable.status == 69)
        Self.expectJSONLines(unreachable, containing: "cannot reach the database")

        let empty = try TestCluster.makeDatabase(schema: false)
        for command in [["audit"], ["recompute"], ["report"], ["nightly"]] {
            let missing = try UnreadctlBinary.run(command + ["--dsn", empty.conninfo, "--out", out, "--log-format", "json"])
            #expect(missing.status == 65, "\(command)")
            Self.expectJSONLines(missing, containing: "schema apply")
        }

        let usage = try UnreadctlBinary.run(["audit", "--log-format", "json", "--fail-on", "sometimes"])
        #expect(usage.status == 64)
        Self.expectJSONLines(usage, containing: "--fail-on")
        let usageEquals = try UnreadctlBinary.run(["report", "--log-format=json", "--since", "0000-01-01"])
        #expect(usageEquals.status == 64)
        Self.expectJSONLines(usageEquals, containing: "--since")
    }

    // MARK: - secrets (issue 15 item 5)

    @Test(arguments: [
        ["schema", "status", "--dsn", "postgresql://u:Secret%zz@127.0.0.1:1/db?connect_timeout=2"],
        ["schema", "status", "--dsn", "postgresql://u@127.0.0.1:1/db?connect_timeout=2&password=Secret%zz"],
        ["schema", "status", "--dsn", "postgresql://u@127.0.0.1:1/db?connect_timeout=2&password=Secret42"],
        ["schema", "status", "--dsn", "host=127.0.0.1 port=1 connect_timeout=2 password='Secret 42'"],
        ["schema", "status", "--dsn", "host=127.0.0.1 port=1 password=Secret42 connect_timeout=nope"],
        ["audit", "--dsn", "postgresql://u:Secret%zz@127.0.0.1:1/db", "--log-format", "json"],
    ])
    func aPasswordIsNeverPrintedWhateverTheDSN(arguments: [String]) throws {
        let run = try UnreadctlBinary.run(arguments + (arguments[0] == "audit" ? ["--out", Self.temporaryDirectory()] : []))
        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(!(run.stderr + run.stdout).contains("Secret"), "\(run.stderr)")
    }

    @Test func aReplicaPasswordIsNeverPrinted() throws {
        let target = try SmallHistory.database()
        for replica in ["postgresql://u:Secret%zz@127.0.0.1:1/db", "host=127.0.0.1 port=1 password=Secret42 connect_timeout=2"] {
            for format in ["text", "json"] {
                let run = try UnreadctlBinary.run(["audit", "--dsn", target.conninfo, "--replica-dsn", replica,
                                                   "--out", Self.temporaryDirectory(), "--log-format", format])
                #expect(run.status == 69, "\(run.stderr)")
                #expect(run.stderr.contains("replica"), "\(run.stderr)")
                #expect(!(run.stderr + run.stdout).contains("Secret"), "\(run.stderr)")
            }
        }
    }

    @Test func aPasswordIsNeverStoredInTheRunRecord() throws {
        let cluster = try TestCluster.cluster()
        let role = try PasswordRole.make()
        let target = ConnectionString(cluster.conninfo(database: role.dbname))
        let owner = try Connection(target)
        try owner.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO \(role.user); GRANT INSERT, UPDATE ON unreadctl_runs TO \(role.user)")
        try owner.execute("INSERT INTO channel_types (name) VALUES ('messaging')")
        let dsn = "host=\(cluster.socketDirectory) port=\(cluster.port) dbname=\(role.dbname) user=\(role.user) password=\(role.password)"
        // The password pasted where a type name belongs: the run fails (64) and is recorded.
        let run = try UnreadctlBinary.run(["recompute", "--dsn", dsn, "--channel-type", role.password, "--out", Self.temporaryDirectory(),
                                           "--log-format", "json"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("unknown channel type"))
        #expect(!(run.stderr + run.stdout).contains(role.password))
        let stored = try owner.query("SELECT status, options::text, stats::text FROM unreadctl_runs")
        #expect(stored.rowCount == 1)
        #expect(try stored.string(0, 0) == "failed")
        #expect(try stored.string(0, 1)?.contains("***") == true)
        #expect(try !(stored.string(0, 1) ?? "").contains(role.password) && !(stored.string(0, 2) ?? "").contains(role.password))
    }

    // MARK: - every option checked before any database work (issue 15 item 7)

    @Test(arguments: [
        (["report", "--since", "0000-01-01"], "--since"),
        (["report", "--until", "10000-01-01"], "--until"),
        (["nightly", "--since", "0000-01-01"], "--since"),
        (["audit", "--statement-timeout", "100000d"], "--statement-timeout"),
        (["recompute", "--lock-timeout", "25d"], "--lock-timeout"),
        (["audit", "--clock-skew", "5parsecs"], "--clock-skew"),
        (["recompute", "--statement-timeout", "5parsecs"], "--statement-timeout"),
        (["nightly", "--lock-timeout", "5parsecs"], "--lock-timeout"),
        (["audit", "--clock-skew", "99999999999999999999d"], "--clock-skew"),
        (["nightly", "--fail-on", "sometimes"], "'error', 'warning' or 'info'"),
    ])
    func aBadValueExits64BeforeConnecting(arguments: [String], option: String) throws {
        let run = try UnreadctlBinary.run(arguments + ["--dsn", Self.unreachable, "--out", Self.temporaryDirectory()])
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains(option), "\(run.stderr)")
    }

    @Test func nightlyWithABadSinceChangesNothing() throws {
        let target = try SmallHistory.database()
        let run = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--since", "0000-01-01", "--out", Self.temporaryDirectory()])
        #expect(run.status == 64, "\(run.stderr)")
        let db = try Connection(target)
        #expect(try db.scalarInt("SELECT unread_count FROM channel_members WHERE user_id = 'alice'") == 5)
        #expect(try db.scalarInt("SELECT count(*) FROM unreadctl_runs") == 0)
    }

    @Test func theDurationOptionsTakeOneSyntax() throws {
        let target = try SmallHistory.database()
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        for value in ["5m", "300s", "1h", "300", "5min", "250ms", "1d"] {
            let recompute = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out,
                                                     "--statement-timeout", value, "--lock-timeout", value])
            #expect(recompute.status == 0, "\(value): \(recompute.stderr)")
            let audit = try UnreadctlBinary.run(["audit", "--dsn", target.conninfo, "--out", out, "--clock-skew", value,
                                                 "--statement-timeout", value])
            #expect(audit.status == 0 || audit.status == 1, "\(value): \(audit.stderr)")
        }
    }

    // MARK: - dead runs (issue 15 item 8)

    @Test func aKilledRunIsMarkedAbandonedByTheNextOne() throws {
        let target = try SmallHistory.database()
        let db = try Connection(target, applicationName: "test-observer")
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        // The live service holds a counter row: the apply waits on it, mid-run.
        let service = try Connection(target, applicationName: "live-service")
        try service.execute("BEGIN; SELECT 1 FROM channel_members FOR UPDATE")
        let pid = try ChildProcess.startDetached([UnreadctlBinary.path, "recompute", "--apply", "--dsn", target.conninfo,
                                                  "--out", out, "--lock-timeout", "60s"])
        #expect(try Eventually.holds(within: 15) {
            try db.scalarInt("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'unreadctl' AND datname = current_database() AND wait_event_type = 'Lock'") ?? 0 > 0
        })
        kill(pid, SIGKILL)
        _ = ChildProcess.wait(for: pid)
        try service.execute("ROLLBACK")
        #expect(try db.scalarString("SELECT status FROM unreadctl_runs") == "running")
        // Its server sessions end once they notice the client is gone.
        #expect(try Eventually.holds(within: 15) {
            try db.scalarInt("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'unreadctl' AND datname = current_database()") == 0
        })
        let next = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out])
        #expect(next.status == 0, "\(next.stderr)")
        let rows = try db.query("SELECT status, finished_at IS NOT NULL FROM unreadctl_runs ORDER BY id")
        #expect(rows.rowCount == 2)
        #expect(try rows.string(0, 0) == "abandoned" && rows.bool(0, 1) == true)
        #expect(try rows.string(1, 0) == "succeeded")
    }

    @Test func aLiveReadOnlyRunIsNotAbandoned() throws {
        let target = try SmallHistory.database()
        let db = try Connection(target, applicationName: "test-observer")
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        // The audit reads receipt_events, which the recompute does not: hold it, and the audit
        // waits alive while a recompute starts and ends beside it.
        let blocker = try Connection(target, applicationName: "blocker")
        try blocker.execute("BEGIN; LOCK TABLE receipt_events IN ACCESS EXCLUSIVE MODE")
        let pid = try ChildProcess.startDetached([UnreadctlBinary.path, "audit", "--dsn", target.conninfo, "--out", out])
        #expect(try Eventually.holds(within: 15) {
            try db.scalarInt("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'unreadctl' AND datname = current_database() AND wait_event_type = 'Lock'") ?? 0 > 0
        })
        let beside = try UnreadctlBinary.run(["recompute", "--dsn", target.conninfo, "--out", out])
        #expect(beside.status == 0, "\(beside.stderr)")
        #expect(try db.scalarString("SELECT status FROM unreadctl_runs WHERE command = 'audit'") == "running")
        try blocker.execute("ROLLBACK")
        let status = ChildProcess.wait(for: pid)
        #expect(status == 0 || status == 1)
        #expect(try db.scalarString("SELECT status FROM unreadctl_runs WHERE command = 'audit'") != "abandoned")
    }

    /// A table lock held by another session: the wait ends at lock_timeout with "try later"
    /// (exit 75, one line naming what waited), not as an internal error, whether the timeout
    /// comes from --lock-timeout or from the connection string (which value the session then
    /// has: `aConnectionStringsTimeoutsAreTheSessionsUnlessAFlagIsGiven`).
    @Test func aLockTimeoutIsTryLater() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: false)
        let holder = try Connection(target)
        defer { holder.close() }
        try holder.execute("BEGIN; LOCK TABLE channel_members IN ACCESS EXCLUSIVE MODE")
        let out = ReportFolder.temporary("nightly")
        for command in [["audit", "--lock-timeout", "1s"], ["recompute", "--apply", "--lock-timeout", "1s"]] {
            let run = try UnreadctlBinary.run(command + ["--dsn", target.conninfo, "--out", out])
            #expect(run.status == 75, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("longer than lock_timeout") && run.stderr.split(whereSeparator: \.isNewline).count == 1, "\(run.stderr)")
        }
        let fromDSN = try UnreadctlBinary.run(["audit", "--dsn", target.conninfo + " options='-c lock_timeout=1000'", "--out", out])
        #expect(fromDSN.status == 75, "\(fromDSN.stderr)")
        #expect(fromDSN.stderr.contains("longer than lock_timeout"), "\(fromDSN.stderr)")
        try holder.execute("ROLLBACK")
    }

    /// The timeouts a session of the tool runs with, read from the session itself (`SHOW`), not
    /// from how long a wait took: a flag wins, then the connection string's own setting, then
    /// the tool's default (docs/commands.md#unreadctl-nightly--the-cron-job).
    @Test func aConnectionStringsTimeoutsAreTheSessionsUnlessAFlagIsGiven() throws {
        let target = try TestCluster.makeDatabase()
        func session(_ arguments: [String]) throws -> (lock: String?, statement: String?) {
            let options = try ConnectionOptions.parse(arguments)
            let connection = try options.database.connectReader()
            defer { connection.close() }
            return (try connection.scalarString("SHOW lock_timeout"), try connection.scalarString("SHOW statement_timeout"))
        }
        let defaults = try session(["--dsn", target.conninfo])
        #expect(defaults.lock == "5s" && defaults.statement == "1h", "\(defaults)")
        let fromDSN = try session(["--dsn", target.conninfo + " options='-c lock_timeout=1000 -c statement_timeout=7000'"])
        #expect(fromDSN.lock == "1s" && fromDSN.statement == "7s", "\(fromDSN)")
        let flags = try session(["--dsn", target.conninfo + " options='-c lock_timeout=1000'", "--lock-timeout", "2s", "--statement-timeout", "3s"])
        #expect(flags.lock == "2s" && flags.statement == "3s", "\(flags)")
    }

    /// On a terminal the long phases draw a progress line naming what they count; `--quiet`
    /// silences every one of them, the latency report's included.
    @Test func progressNamesWhatItCountsAndQuietSilencesIt() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: false)
        let out = ReportFolder.temporary("nightly")
        func underATerminal(_ arguments: [String]) throws -> String {
            // script(1) gives the command a pseudo-terminal and copies what it writes.
            let command = ([UnreadctlBinary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", command, "/dev/null"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let window = ["--since", "2000-01-01", "--until", "2100-01-01", "--dsn", target.conninfo, "--out", out]
        let loud = try underATerminal(["report"] + window)
        #expect(loud.contains("latency report: ") && loud.contains(" rows/s"), "\(loud)")
        let audit = try underATerminal(["audit", "--dsn", target.conninfo, "--out", out])
        #expect(audit.contains("audit: ") && audit.contains(" channels/s"), "\(audit)")
        let quiet = try underATerminal(["report", "--quiet"] + window)
        #expect(!quiet.contains("rows/s"), "\(quiet)")
        let quietNightly = try underATerminal(["nightly", "--quiet"] + window)
        #expect(!quietNightly.contains("/s"), "\(quietNightly)")
    }
}
