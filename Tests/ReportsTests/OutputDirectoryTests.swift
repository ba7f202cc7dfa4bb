import Foundation
import Testing
@testable import Reports
import TestSupport

@Suite struct OutputDirectoryTests {
    /// 2026-11-21 23:30 UTC: still the 21st in UTC, already the 22nd east of it.
    let lateEvening = Date(timeIntervalSince1970: 1_795_303_800)

    @Test func dayIsTheUTCDate() {
        #expect(OutputDirectory.dayName(lateEvening) == "2026-11-21")
        #expect(OutputDirectory.dayName(Date(timeIntervalSince1970: 0)) == "1970-01-01")
    }

    @Test func createsTheRunDirectoryWithParents() throws {
        let root = ReportFolder.temporary("reports-out") + "/nested/"
        let output = try OutputDirectory(root: root, runDate: lateEvening)
        #expect(output.path == root.dropLast() + "/2026-11-21")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        // The writability probe is gone; the directory is empty and usable.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
        try ReportFile.write(to: output.file("audit.md")) { $0.write("ok") }
        #expect(try String(contentsOf: output.file("audit.md"), encoding: .utf8) == "ok")
        // A second run on the same day reuses the directory.
        #expect(try OutputDirectory(root: root, runDate: lateEvening).path == output.path)
    }

    @Test func aPathUnderARegularFileIsCannotWrite() throws {
        let file = ReportFolder.temporary("reports-file")
        try "not a directory".write(toFile: file, atomically: false, encoding: .utf8)
        let expected = ReportError.cannotWrite(path: file + "/sub/2026-11-21", reason: "Not a directory")
        #expect(throws: expected) {
            _ = try OutputDirectory(root: file + "/sub", runDate: lateEvening)
        }
        #expect(expected.description == "cannot write to \(file)/sub/2026-11-21: Not a directory — choose another --out")
    }

    @Test func theRunDirectoryBeingAFileIsCannotWrite() throws {
        let root = ReportFolder.temporary("reports-root")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try "".write(toFile: root + "/2026-11-21", atomically: false, encoding: .utf8)
        #expect(throws: ReportError.cannotWrite(path: root + "/2026-11-21", reason: "Not a directory")) {
            _ = try OutputDirectory(root: root, runDate: lateEvening)
        }
    }

    @Test func defaultRootIsReportsAndRelativePathsStayRelative() throws {
        let previous = FileManager.default.currentDirectoryPath
        let scratch = ReportFolder.temporary("reports-cwd")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        // Only this test changes the working directory, and it puts it back.
        #expect(FileManager.default.changeCurrentDirectoryPath(scratch))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let output = try OutputDirectory(runDate: lateEvening)
        #expect(output.path == "reports/2026-11-21")
        #expect(FileManager.default.fileExists(atPath: scratch + "/reports/2026-11-21"))
        #expect(output.file("latency.csv").path == scratch + "/reports/2026-11-21/latency.csv")
        // Errors name the path as the operator typed it.
        try "".write(toFile: scratch + "/blocked", atomically: false, encoding: .utf8)
        #expect(throws: ReportError.cannotWrite(path: "blocked/out/2026-11-21", reason: "Not a directory")) {
            _ = try OutputDirectory(root: "blocked/out", runDate: lateEvening)
        }
        #expect(throws: ReportError.cannotWrite(path: "blocked/latency.md", reason: "Not a directory")) {
            try ReportFile.write(to: URL(fileURLWithPath: "blocked/latency.md")) { $0.write("x") }
        }
    }
}
