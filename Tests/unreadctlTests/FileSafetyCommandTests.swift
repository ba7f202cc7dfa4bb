import Foundation
import Postgres
import Testing
import TestSupport

/// docs/operations.md#failure-modes, as an operator meets it: something planted in a shared output
/// folder (a link, a FIFO, a folder at a report's name, links at the temporary names an older
/// build used) or at the metrics file is never followed or replaced; the command exits 73
/// naming it.
@Suite struct FileSafetyCommandTests {
    static func scratch(_ label: String) throws -> String {
        let path = ReportFolder.temporary("\(label)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The run folder a command started now will use (`--out`/YYYY-MM-DD, UTC).
    static func runFolder(_ out: String) throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let folder = out + "/" + formatter.string(from: Date())
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func victim() throws -> String {
        let path = try scratch("victim") + "/precious"
        try "precious\n".write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    static func kind(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func aLinkAFIFOOrAFolderAtAReportNameExits73AndStaysPut() throws {
        let dsn = try TestCluster.makeDatabase().conninfo
        let victim = try Self.victim()

        let auditOut = try Self.scratch("planted-link")
        let link = try Self.runFolder(auditOut) + "/audit.md"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        let audit = try UnreadctlBinary.run(["audit", "--dsn", dsn, "--out", auditOut])
        #expect(audit.status == 73, "\(audit.stderr)")
        #expect(audit.stderr.split(separator: "\n").count == 1)
        #expect(audit.stderr.contains(link) && audit.stderr.contains("symbolic link"), "\(audit.stderr)")
        #expect(Self.kind(link) == S_IFLNK && Self.read(victim) == "precious\n")

        let reportOut = try Self.scratch("planted-fifo")
        let fifo = try Self.runFolder(reportOut) + "/latency.md"
        #expect(mkfifo(fifo, 0o644) == 0)
        let report = try UnreadctlBinary.run(["report", "--dsn", dsn, "--out", reportOut])
        #expect(report.status == 73, "\(report.stderr)")
        #expect(report.stderr.contains(fifo) && report.stderr.contains("FIFO"), "\(report.stderr)")
        #expect(Self.kind(fifo) == S_IFIFO)

        let recomputeOut = try Self.scratch("planted-folder")
        let folder = try Self.runFolder(recomputeOut) + "/unread.md"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let recompute = try UnreadctlBinary.run(["recompute", "--dsn", dsn, "--out", recomputeOut])
        #expect(recompute.status == 73, "\(recompute.stderr)")
        #expect(recompute.stderr.contains(folder) && recompute.stderr.contains("a folder"), "\(recompute.stderr)")
        #expect(Self.kind(folder) == S_IFDIR)
        for run in [audit, report, recompute] { #expect(!run.stderr.contains(".tmp-")) }
    }

    /// An older build named its temporary files `.<name>.tmp-<pid>-<n>` and its probe
    /// `.unreadctl-write-check-<pid>`: links planted there for the next few thousand pids.
    @Test func linksAtThePredictableTemporaryNamesAreNotFollowed() throws {
        let dsn = try TestCluster.makeDatabase().conninfo
        let victim = try Self.victim()
        let out = try Self.scratch("predictable")
        let folder = try Self.runFolder(out)
        let lastPID = Int(Self.read("/proc/sys/kernel/ns_last_pid")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? Int(getpid())
        var planted: [String] = []
        for pid in lastPID + 1...lastPID + 3000 {
            for name in [".audit.csv.tmp-\(pid)-1", ".audit.md.tmp-\(pid)-2", ".unreadctl-write-check-\(pid)"] {
                planted.append(folder + "/" + name)
                try FileManager.default.createSymbolicLink(atPath: planted.last!, withDestinationPath: victim)
            }
        }
        let run = try UnreadctlBinary.run(["audit", "--dsn", dsn, "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.read(victim) == "precious\n")
        #expect(planted.allSatisfy { Self.kind($0) == S_IFLNK })
        #expect(Self.kind(folder + "/audit.csv") == S_IFREG && Self.kind(folder + "/audit.md") == S_IFREG)
        #expect(Self.read(folder + "/audit.md")?.contains("No findings") == true)
    }

    /// The metrics file gets the report files' rules; a failure comes after the run's work and
    /// wins over the findings' exit 1.
    @Test func aMetricsFileThatCannotBeWrittenExits73AfterTheWork() throws {
        let target = try SeededDatabase.tinyEndingToday(anomalies: false)
        let victim = try Self.victim()
        let place = try Self.scratch("metrics")
        let fifo = place + "/fifo.prom", link = place + "/link.prom", folder = place + "/folder.prom"
        #expect(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        var planted = [(fifo, "a FIFO"), (link, "a symbolic link"), (folder, "a folder")]
        // The case first seen: the rename put a regular file where a device node was. Making
        // one needs root; /dev/null's numbers (1, 3).
        let device = place + "/device.prom"
        if geteuid() == 0, mknod(device, S_IFCHR | 0o666, (1 << 8) | 3) == 0 { planted.append((device, "a character device")) }
        for (index, (metrics, found)) in planted.enumerated() {
            let out = try Self.scratch("metrics-out")
            let run = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", out, "--metrics-file", metrics])
            #expect(run.status == 73, "\(metrics): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stderr.contains("--metrics-file") && run.stderr.contains(metrics) && run.stderr.contains(found), "\(run.stderr)")
            #expect(!run.stderr.contains("--out"), "\(run.stderr)")
            // The work was done: the summary, the reports and the run record are there.
            #expect(run.stdout.contains("audit: no findings"))
            let day = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first)
            #expect(FileManager.default.fileExists(atPath: "\(out)/\(day)/latency.md"))
            let succeeded = try Connection(target).scalarInt("SELECT count(*) FROM unreadctl_runs WHERE status = 'succeeded'")
            #expect(succeeded == index + 1)
        }
        #expect(Self.kind(fifo) == S_IFIFO && Self.kind(link) == S_IFLNK && Self.kind(folder) == S_IFDIR)
        if planted.count == 4 { #expect(Self.kind(device) == S_IFCHR) }
        #expect(Self.read(victim) == "precious\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: place).sorted()
                == planted.map { ($0.0 as NSString).lastPathComponent }.sorted())

        let findings = try SeededDatabase.tinyEndingToday(anomalies: true)
        let run = try UnreadctlBinary.run(["nightly", "--dsn", findings.conninfo, "--out", try Self.scratch("metrics-out"),
                                           "--metrics-file", fifo])
        #expect(run.status == 73, "a metrics failure wins over findings (1): \(run.stderr)")
        #expect(try Connection(findings).scalarString("SELECT status FROM unreadctl_runs") == "findings")

        // Unwritable for another reason (its folder is missing): 73 too, naming the option.
        let missing = place + "/no-such-folder/unreadctl.prom"
        let lost = try UnreadctlBinary.run(["nightly", "--dsn", target.conninfo, "--out", try Self.scratch("metrics-out"),
                                            "--metrics-file", missing])
        #expect(lost.status == 73, "\(lost.stderr)")
        #expect(lost.stderr.contains("--metrics-file cannot write to \(missing)") && lost.stderr.contains("choose another --metrics-file"))
    }

    /// docs/operations.md#failure-modes, "Markdown is text": user ids, cids and type names from the data.
    @Test func valuesFromTheDataAreTextInEveryMarkdownReport() throws {
        let (db, target) = try TestCluster.connect()
        let script = "<script>alert(1)</script>|`x`"
        let heading = "# heading\n- item"
        let cid = "messaging:<img src=x onerror=alert(1)>"
        let type = "<b>bold</b>|`t`"
        try db.query("INSERT INTO channel_types (name, read_events, delivery_events) VALUES ('messaging', true, true), ($1, true, false)", [type])
        for user in ["ann", script, heading] { try db.query("INSERT INTO users (id) VALUES ($1)", [user]) }
        try db.query("INSERT INTO channels (id, cid, type) VALUES (1, $1, 'messaging'), (2, '<i>c</i>', $2)", [cid, type])
        try db.query("""
            INSERT INTO channel_members (channel_id, user_id, joined_at, last_read_at, unread_count) VALUES
                (1, 'ann', '2025-12-01Z', '2026-01-01 10:00Z', 0), (1, $1, '2025-12-01Z', NULL, -1),
                (2, 'ann', '2025-12-01Z', '2026-01-01 11:00Z', 0), (2, $2, '2025-12-01Z', NULL, -2)
            """, [script, heading])
        try db.execute("""
            INSERT INTO messages (id, channel_id, user_id, created_at) VALUES (1, 1, 'ann', '2026-01-01 10:00Z'), (2, 2, 'ann', '2026-01-01 11:00Z');
            """)
        try db.query("INSERT INTO receipt_events (channel_id, user_id, kind, up_to, at) VALUES (1, $1, 'read', '2026-01-01 10:00Z', '2026-01-01 10:01Z')", [script])
        let out = try Self.scratch("markdown")
        for arguments in [["audit"], ["recompute"], ["report", "--since", "2026-01-01", "--until", "2026-01-02"]] {
            let run = try UnreadctlBinary.run(arguments + ["--dsn", target.conninfo, "--out", out])
            #expect(run.status == 0 || run.status == 1, "\(arguments): \(run.stderr)")
        }
        let day = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first)
        let folder = "\(out)/\(day)"
        let audit = Self.read(folder + "/audit.md") ?? ""
        let unread = Self.read(folder + "/unread.md") ?? ""
        let latency = Self.read(folder + "/latency.md") ?? ""
        #expect(audit.contains("| &lt;script&gt;alert(1)&lt;/script&gt;\\|\\`x\\` "), "\(audit)")
        #expect(unread.contains("messaging:&lt;img src=x onerror=alert(1)&gt;"), "\(unread)")
        #expect(unread.contains("&lt;b&gt;bold&lt;/b&gt;\\|\\`t\\`"), "\(unread)")
        #expect(latency.contains("&lt;b&gt;bold&lt;/b&gt;\\|\\`t\\`"), "\(latency)")
        for (name, text) in [("audit.md", audit), ("unread.md", unread), ("latency.md", latency)] {
            #expect(!text.isEmpty, "\(name)")
            for raw in ["<script", "<img", "<b>", "<i>"] { #expect(!text.contains(raw), "\(name) has \(raw)") }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(!lines.contains { $0.hasPrefix("# heading") || $0.hasPrefix("- item") }, "\(name)")
            // Each table keeps its column count on every row.
            var separators: Int?
            for line in lines {
                guard line.hasPrefix("|") else { separators = nil; continue }
                let count = Self.cellSeparators(line)
                if let separators { #expect(count == separators, "\(name): \(line)") } else { separators = count }
            }
        }
        let svg = Self.read(folder + "/latency.svg") ?? ""
        #expect(svg.contains("&lt;b&gt;bold&lt;/b&gt;|`t`") && !svg.contains("<b>"), "\(svg)")
    }

    /// The `|` a GFM table reader splits a row at (not after an odd run of backslashes).
    static func cellSeparators(_ line: String) -> Int {
        var count = 0, backslashes = 0
        for character in line {
            if character == "|", backslashes % 2 == 0 { count += 1 }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return count
    }
}
