import Foundation
import Testing
@testable import Reports
import TestSupport

@Suite struct ReportFileTests {
    struct BodyFailed: Error, Equatable {}

    /// A fresh empty directory for one test.
    func scratchDirectory() throws -> URL {
        let url = URL(fileURLWithPath: ReportFolder.temporary("reports-test"))
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func listing(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func writesTheTargetAndLeavesNoTemporaryFile() throws {
        let directory = try scratchDirectory()
        let target = directory.appendingPathComponent("latency.md")
        let rows = try ReportFile.write(to: target) { out in
            out.write("# Latency\n")
            out.write("日本語\n")
            return 2
        }
        #expect(rows == 2)
        #expect(try String(contentsOf: target, encoding: .utf8) == "# Latency\n日本語\n")
        #expect(try listing(directory) == ["latency.md"])
        #expect(TemporaryFiles.shared.inFlight.allSatisfy { !$0.hasPrefix(directory.path) })
    }

    @Test func aThrowingBodyLeavesTheOldTargetAndNoTemporaryFile() throws {
        let directory = try scratchDirectory()
        let target = directory.appendingPathComponent("audit.csv")
        try "old report\n".write(to: target, atomically: false, encoding: .utf8)
        var sawTemporary = false
        #expect(throws: BodyFailed()) {
            try ReportFile.write(to: target) { out in
                out.write("half a report")
                out.flush()
                sawTemporary = try listing(directory).contains { $0.hasPrefix(".audit.csv.tmp-") }
                throw BodyFailed()
            }
        }
        #expect(sawTemporary)
        #expect(try String(contentsOf: target, encoding: .utf8) == "old report\n")
        #expect(try listing(directory) == ["audit.csv"])
    }

    /// Several files through one body (the recompute's drift files): each stream reaches its
    /// own file; a throwing body leaves every target as it was.
    @Test func severalTargetsAreWrittenTogetherOrNotAtAll() throws {
        let directory = try scratchDirectory()
        let targets = ["a.csv", "b.csv", "c.csv"].map { directory.appendingPathComponent($0) }
        try ReportFile.write(to: targets) { out in
            for round in 0..<3 { for index in out.indices.reversed() { out[index].write("\(index):\(round)\n") } }
        }
        for (index, target) in targets.enumerated() {
            #expect(try String(contentsOf: target, encoding: .utf8) == "\(index):0\n\(index):1\n\(index):2\n")
        }
        #expect(throws: BodyFailed()) {
            try ReportFile.write(to: targets) { out in
                out[1].write("half")
                throw BodyFailed()
            }
        }
        #expect(try String(contentsOf: targets[1], encoding: .utf8) == "1:0\n1:1\n1:2\n")
        #expect(try listing(directory) == ["a.csv", "b.csv", "c.csv"])
    }

    @Test func replacesAnExistingTarget() throws {
        let directory = try scratchDirectory()
        let target = directory.appendingPathComponent("unread.md")
        try ReportFile.write(to: target) { $0.write("first") }
        try ReportFile.write(to: target) { $0.write("second") }
        #expect(try String(contentsOf: target, encoding: .utf8) == "second")
        #expect(try listing(directory) == ["unread.md"])
    }

    @Test func largeOutputCrossesTheBufferIntact() throws {
        let directory = try scratchDirectory()
        let target = directory.appendingPathComponent("big.csv")
        let writer = CSVWriter(columns: ["message_id", "channel_cid", "state"])
        let huge = String(repeating: "x", count: BufferedFileStream.bufferSize + 17)
        try ReportFile.write(to: target) { out in
            writer.writeHeader(to: &out)
            for id in 0..<50_000 { writer.writeRow([String(id), "messaging:ü\(id % 7)", "read"], to: &out) }
            writer.writeRow(["-1", huge, "sent"], to: &out)
        }
        let data = try Data(contentsOf: target)
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n")
        #expect(lines.count == 50_003)  // header, rows, the huge row, and "" after the last CRLF
        #expect(lines[1] == "0,messaging:ü0,read")
        #expect(lines[50_000] == "49999,messaging:ü5,read")
        // Compared by parts: a failure must not print a quarter of a megabyte.
        let hugeRow = lines[50_001]
        #expect(hugeRow.hasPrefix("-1,xxx") && hugeRow.hasSuffix("xxx,sent"))
        #expect(hugeRow.utf8.count == huge.utf8.count + 8 && hugeRow.utf8.filter { $0 == UInt8(ascii: "x") }.count == huge.utf8.count)
    }

    @Test func removeTemporaryFilesDeletesFilesInFlight() throws {
        let directory = try scratchDirectory()
        let target = directory.appendingPathComponent("latency.csv")
        var filesBefore: [String] = [], filesAfter: [String] = []
        // A registry of its own: the process-wide one also holds other tests' files.
        let registry = TemporaryFiles()
        #expect(throws: ReportError.self) {
            try ReportFile.write(to: target, registry: registry) { out in
                out.write("partial")
                out.flush()
                filesBefore = try listing(directory)
                // What the SIGINT clean-up (`ReportFile.removeTemporaryFiles`) does mid-report.
                registry.removeAll()
                filesAfter = try listing(directory)
            }
        }
        #expect(filesBefore.count == 1 && filesBefore[0].hasPrefix(".latency.csv.tmp-"))
        #expect(filesAfter.isEmpty)
        #expect(registry.inFlight.isEmpty)
        // The rename found no temporary file: no report, not half of one.
        #expect(try listing(directory).isEmpty)
    }

    @Test func aMissingDirectoryIsCannotWrite() throws {
        let target = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/latency.md")
        #expect(throws: ReportError.cannotWrite(path: target.path, reason: "No such file or directory")) {
            try ReportFile.write(to: target) { $0.write("x") }
        }
    }

    @Test func aFailedWriteIsRememberedNotLost() throws {
        // /dev/full fails every write with ENOSPC, like a full disk.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        var stream = BufferedFileStream(fileDescriptor: open("/dev/full", O_WRONLY))
        defer { close(stream.fileDescriptor) }
        stream.write("some text")
        #expect(stream.failure == nil)
        stream.flush()
        #expect(stream.failure == ENOSPC)
    }
}
