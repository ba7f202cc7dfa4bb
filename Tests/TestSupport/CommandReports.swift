import Foundation
import Postgres

/// A command line run against a database with its own `--out` folder, and the report files it
/// wrote there (by file name; the folder is removed afterwards).
public enum CommandReports {
    public static func run(_ arguments: [String], _ target: ConnectionString) throws -> (UnreadctlBinary.Run, [String: String]) {
        let out = ReportFolder.temporary("unreadctl-reports")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try UnreadctlBinary.run(arguments + ["--dsn", target.conninfo, "--out", out])
        var files: [String: String] = [:]
        for day in (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? [] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: out + "/" + day)) ?? [] {
                files[name] = try? String(contentsOfFile: out + "/" + day + "/" + name, encoding: .utf8)
            }
        }
        return (run, files)
    }

    /// A CSV file's data rows (docs/reports.md#csv-rules: CRLF line ends, a header first).
    public static func rows(_ csv: String?) -> [String] {
        (csv ?? "").components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
    }
}
