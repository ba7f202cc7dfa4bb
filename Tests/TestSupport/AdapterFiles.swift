import Foundation

/// An adapter's files as the repository has them (`adapters/NAME/`, `adapters/shared/`), read
/// by the tests themselves to compare with what the binary embeds and prints.
public enum AdapterFiles {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `adapters/PATH`.
    public static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("adapters/" + path), encoding: .utf8)
    }

    /// `adapters/NAME/install.sql` as psql runs it: each `\ir ../shared/FILE` line replaced by
    /// that file (without its last newline).
    public static func installSQLWithIncludes(_ name: String) throws -> String {
        try text(name + "/install.sql").components(separatedBy: "\n").map { line in
            guard line.hasPrefix("\\ir ../shared/") else { return line }
            let included = try text("shared/" + line.dropFirst("\\ir ../shared/".count))
            return included.hasSuffix("\n") ? String(included.dropLast()) : included
        }.joined(separator: "\n")
    }
}
