import Foundation
import Testing
@testable import Reports
import TestSupport

/// docs/operations.md#failure-modes, "Files: never through a link, never over something else": what a
/// hostile neighbour can plant in a shared output folder is neither followed, truncated nor
/// replaced.
@Suite struct FileSafetyTests {
    static func scratch() throws -> String {
        let path = ReportFolder.temporary("file-safety")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A file outside the output folder that a planted link points at.
    static func victim(in directory: String) throws -> String {
        let path = directory + "/victim"
        try "precious\n".write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    static func kind(_ path: String) -> String? { FileKind.ofEntry(atPath: path) }

    static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    // MARK: - temporary files

    @Test func aLinkPlantedAtThePredictableTemporaryNameIsNeverFollowed() throws {
        let outside = try Self.scratch(), folder = try Self.scratch()
        let victim = try Self.victim(in: outside)
        // The names the first writes of this process would have used before: pid and counter.
        for number in 0...5 {
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/.audit.csv.tmp-\(getpid())-\(number)", withDestinationPath: victim)
        }
        try ReportFile.write(to: URL(fileURLWithPath: folder + "/audit.csv"), registry: TemporaryFiles()) { $0.write("report\n") }
        #expect(Self.read(victim) == "precious\n")
        #expect(Self.kind(folder + "/audit.csv") == FileKind.regular)
        #expect(Self.read(folder + "/audit.csv") == "report\n")
        for number in 0...5 { #expect(Self.kind("\(folder)/.audit.csv.tmp-\(getpid())-\(number)") == "a symbolic link") }
    }

    @Test func temporaryNamesAreRandomAndFilesAreNew() throws {
        let folder = try Self.scratch()
        var seen: [String] = []
        for _ in 0..<2 {
            try ReportFile.write(to: URL(fileURLWithPath: folder + "/latency.md")) { out in
                seen += try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".latency.md.tmp-") }
                out.write("x")
            }
        }
        #expect(seen.count == 2 && seen[0] != seen[1])
        for name in seen {
            #expect(name.range(of: #"^\.latency\.md\.tmp-[A-Za-z0-9]{16}$"#, options: .regularExpression) != nil, "\(name)")
        }
    }

    /// Reports hold user ids: an operator's `chmod 600` survives a rerun; a new file follows the umask.
    @Test func aReplacedReportKeepsItsModeAndANewOneFollowsTheUmask() throws {
        let folder = try Self.scratch()
        let path = folder + "/audit.csv"
        func mode(_ path: String) throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
        }
        // The process's umask, read without changing it (other tests create files meanwhile).
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let mask = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
            .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022
        try ReportFile.write(to: URL(fileURLWithPath: path)) { $0.write("a") }
        #expect(try mode(path) == 0o666 & ~mask)
        chmod(path, 0o600)
        try ReportFile.write(to: URL(fileURLWithPath: path)) { $0.write("b") }
        #expect(try mode(path) == 0o600)
        #expect(Self.read(path) == "b")
    }

    // MARK: - the final name

    @Test func aSymbolicLinkAtTheTargetIsRefusedAndLeftAlone() throws {
        let outside = try Self.scratch(), folder = try Self.scratch()
        let victim = try Self.victim(in: outside)
        let target = folder + "/audit.md"
        try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: victim)
        var bodyRan = false
        #expect(throws: ReportError.notARegularFile(path: target, found: "a symbolic link")) {
            try ReportFile.write(to: URL(fileURLWithPath: target)) { bodyRan = true; $0.write("report") }
        }
        #expect(!bodyRan, "refused before the work")
        #expect(Self.kind(target) == "a symbolic link")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: target) == victim)
        #expect(Self.read(victim) == "precious\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["audit.md"], "no temporary file left")
        let message = ReportError.notARegularFile(path: target, found: "a symbolic link").description
        #expect(message == "will not replace \(target): it is a symbolic link, not a regular file (left untouched) — remove it or choose another --out")
    }

    @Test func aFIFOAFolderOrADeviceAtTheTargetIsRefusedAndLeftAlone() throws {
        let folder = try Self.scratch()
        #expect(mkfifo(folder + "/latency.csv", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder + "/unread.md", withIntermediateDirectories: false)
        var planted = [("latency.csv", "a FIFO"), ("unread.md", "a folder")]
        // Making a device node needs root; /dev/null's numbers (1, 3).
        if geteuid() == 0, mknod(folder + "/metrics.prom", S_IFCHR | 0o666, (1 << 8) | 3) == 0 {
            planted.append(("metrics.prom", "a character device"))
        }
        for (name, found) in planted {
            let target = folder + "/" + name
            #expect(throws: ReportError.notARegularFile(path: target, found: found)) {
                try ReportFile.write(to: URL(fileURLWithPath: target)) { $0.write("report") }
            }
            #expect(Self.kind(target) == found)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == planted.map(\.0).sorted())
    }

    @Test func anEntryPlantedDuringTheWorkIsRefusedBeforeTheRename() throws {
        let outside = try Self.scratch(), folder = try Self.scratch()
        let victim = try Self.victim(in: outside)
        let target = folder + "/audit.csv"
        #expect(throws: ReportError.notARegularFile(path: target, found: "a symbolic link")) {
            try ReportFile.write(to: URL(fileURLWithPath: target)) { out in
                out.write("report")
                try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: victim)
            }
        }
        #expect(Self.kind(target) == "a symbolic link")
        #expect(Self.read(victim) == "precious\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["audit.csv"])
    }

    @Test func aRegularFileIsStillReplaced() throws {
        let folder = try Self.scratch()
        let target = folder + "/audit.md"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try ReportFile.write(to: URL(fileURLWithPath: target)) { $0.write("new") }
        #expect(Self.read(target) == "new")
    }

    @Test func anotherOptionIsNamedInTheMessage() {
        let error = ReportError.option("--metrics-file", .notARegularFile(path: "/x/u.prom", found: "a FIFO"))
        #expect(error.description == "--metrics-file will not replace /x/u.prom: it is a FIFO, not a regular file (left untouched) — remove it or choose another --metrics-file")
        let cannot = ReportError.option("--metrics-file", .cannotWrite(path: "/x/u.prom", reason: "Permission denied"))
        #expect(cannot.description == "--metrics-file cannot write to /x/u.prom: Permission denied — choose another --metrics-file")
        #expect(!cannot.description.contains("--out"))
    }

    // MARK: - reading a previous file

    @Test func readingAPreviousFileNeverBlocksOrFollowsALink() throws {
        let outside = try Self.scratch(), folder = try Self.scratch()
        let victim = try Self.victim(in: outside)
        try "last 1\n".write(toFile: folder + "/regular", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: victim)
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        #expect(ReportFile.readRegularFile(URL(fileURLWithPath: folder + "/regular")) == "last 1\n")
        #expect(ReportFile.readRegularFile(URL(fileURLWithPath: folder + "/link")) == nil)
        #expect(ReportFile.readRegularFile(URL(fileURLWithPath: folder + "/fifo")) == nil)  // would block forever
        #expect(ReportFile.readRegularFile(URL(fileURLWithPath: "/dev/zero")) == nil)
        #expect(ReportFile.readRegularFile(URL(fileURLWithPath: folder + "/absent")) == nil)
    }

    // MARK: - the run folder and its probe

    let day = Date(timeIntervalSince1970: 1_795_303_800)  // 2026-11-21

    @Test func aLinkPlantedAtTheProbeNameIsNeverFollowed() throws {
        let outside = try Self.scratch(), root = try Self.scratch()
        let victim = try Self.victim(in: outside)
        try FileManager.default.createDirectory(atPath: root + "/2026-11-21", withIntermediateDirectories: false)
        let predictable = root + "/2026-11-21/.unreadctl-write-check-\(getpid())"
        try FileManager.default.createSymbolicLink(atPath: predictable, withDestinationPath: victim)
        _ = try OutputDirectory(root: root, runDate: day)
        #expect(Self.read(victim) == "precious\n")
        #expect(Self.kind(predictable) == "a symbolic link")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/2026-11-21") == [".unreadctl-write-check-\(getpid())"])
    }

    @Test func aLinkAtTheRunFolderIsRefused() throws {
        let elsewhere = try Self.scratch(), root = try Self.scratch()
        try FileManager.default.createSymbolicLink(atPath: root + "/2026-11-21", withDestinationPath: elsewhere)
        #expect(throws: ReportError.notAFolder(path: root + "/2026-11-21", found: "a symbolic link")) {
            _ = try OutputDirectory(root: root, runDate: day)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }

    @Test func aRunFolderSwappedForALinkAfterTheCheckIsNotWrittenThrough() throws {
        let elsewhere = try Self.scratch(), root = try Self.scratch()
        let output = try OutputDirectory(root: root, runDate: day)
        try FileManager.default.moveItem(atPath: output.path, toPath: root + "/moved")
        try FileManager.default.createSymbolicLink(atPath: output.path, withDestinationPath: elsewhere)
        #expect(throws: ReportError.folderReplaced(path: output.path)) {
            try ReportFile.write(to: output.file("audit.md")) { $0.write("report") }
        }
        // Another real folder in its place is refused too.
        try FileManager.default.removeItem(atPath: output.path)
        try FileManager.default.createDirectory(atPath: output.path, withIntermediateDirectories: false)
        #expect(throws: ReportError.folderReplaced(path: output.path)) {
            try ReportFile.write(to: output.file("audit.md")) { $0.write("report") }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
        // The operator's own --out may lead through a link: only the date folder is the tool's.
        let linkedRoot = try Self.scratch() + "/linked"
        try FileManager.default.createSymbolicLink(atPath: linkedRoot, withDestinationPath: try Self.scratch())
        let linked = try OutputDirectory(root: linkedRoot, runDate: day)
        try ReportFile.write(to: linked.file("audit.md")) { $0.write("ok") }
        #expect(Self.read(linked.path + "/audit.md") == "ok")
    }
}
