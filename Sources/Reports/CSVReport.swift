/// One CSV report's declaration: its file name and its columns, each with its type (or unit) and
/// meaning. The writer takes its header from it (`writer`), and docs/reports.md its column
/// table (`unreadctl-bench generate-docs`, docs/contributing.md#how-to-add-a-report): the columns are
/// written out here and nowhere else.
public struct CSVReport: Sendable {
    public struct Column: Sendable {
        public let name: String
        /// `integer`, `text`, `timestamp`, `seconds`, `count`…; empty when the meaning says it all.
        public let type: String
        /// Markdown, with links relative to `docs/`.
        public let meaning: String

        public init(_ name: String, _ type: String, _ meaning: String) {
            self.name = name
            self.type = type
            self.meaning = meaning
        }
    }

    public let file: String
    /// The heading of the type column in the docs' table: `type`, or `unit` for measurements.
    public let typeHeading: String
    public let columns: [Column]
    /// Data rows as the file holds them, shown under the header in the docs (illustrative).
    public let examples: [String]

    public init(file: String, typeHeading: String = "type", columns: [Column], examples: [String] = []) {
        precondition(Set(columns.map(\.name)).count == columns.count, "\(file): a column declared twice")
        self.file = file
        self.typeHeading = typeHeading
        self.columns = columns
        self.examples = examples
    }

    public var columnNames: [String] { columns.map(\.name) }

    /// The writer of this file: its header is the declared columns, in order.
    public var writer: CSVWriter { CSVWriter(columns: columnNames) }

    /// The docs' column table (docs/reports.md), then the header and the example rows as a file
    /// holds them.
    public var markdown: String {
        var text = "| column | \(typeHeading) | meaning |\n|---|---|---|\n"
        for column in columns {
            text += "| `\(column.name)` | " + (column.type.isEmpty ? "" : column.type + " ") + "| \(column.meaning) |\n"
        }
        guard !examples.isEmpty else { return text }
        var header = ""
        writer.writeHeader(to: &header)
        return text + "\n```csv\n" + header.replacingOccurrences(of: "\r\n", with: "\n") + examples.joined(separator: "\n") + "\n```\n"
    }
}
