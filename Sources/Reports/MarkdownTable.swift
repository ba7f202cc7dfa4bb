/// A GitHub-flavoured Markdown table. Cells are padded so the raw file also reads as a table
/// in a terminal. A cell is text (`append`, escaped with `Markdown.text`: a user id shows as
/// itself, never as HTML, a code span or a broken row) unless the caller hands over Markdown
/// it made (`append(markdown:)`, e.g. a `Markdown.code` span), where only `|` and line breaks
/// are escaped.
public struct MarkdownTable: Sendable {
    public enum Alignment: Sendable {
        case left, right
    }

    public struct Column: Sendable {
        public var title: String
        public var alignment: Alignment

        public init(_ title: String, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    public let columns: [Column]
    public private(set) var rows: [[String]] = []

    public init(columns: [Column]) {
        precondition(!columns.isEmpty, "a Markdown table needs at least one column")
        self.columns = columns
    }

    /// Appends a row of plain text; its cell count must equal the column count (a caller bug
    /// otherwise).
    public mutating func append(_ row: [String]) {
        append(markdown: row.map(Markdown.text))
    }

    /// Appends a row whose cells are Markdown already (made by `Markdown.code`, `Markdown.link`
    /// or from `Markdown.text`): never put a value from the data here unescaped.
    public mutating func append(markdown row: [String]) {
        precondition(
            row.count == columns.count,
            "Markdown row has \(row.count) cells, the table has \(columns.count) columns"
        )
        rows.append(row)
    }

    public func write(to out: inout some TextOutputStream) {
        let header = columns.map { Self.escapeCell($0.title) }
        let body = rows.map { $0.map(Self.escapeCell) }
        // GFM needs at least three dashes per delimiter cell (":--" plus one).
        var widths = header.map { max($0.count, 3) }
        for row in body {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        writeLine(header, widths: widths, to: &out)
        let delimiter = columns.indices.map { index -> String in
            let dashes = String(repeating: "-", count: widths[index] - 1)
            return columns[index].alignment == .left ? ":" + dashes : dashes + ":"
        }
        writeLine(delimiter, widths: widths, to: &out)
        for row in body { writeLine(row, widths: widths, to: &out) }
    }

    private func writeLine(_ cells: [String], widths: [Int], to out: inout some TextOutputStream) {
        out.write("|")
        for (index, cell) in cells.enumerated() {
            let padding = String(repeating: " ", count: widths[index] - cell.count)
            let padded = columns[index].alignment == .left ? cell + padding : padding + cell
            out.write(" \(padded) |")
        }
        out.write("\n")
    }

    /// Markdown made safe for one table cell: a `|` not escaped yet → `\|` (GFM splits cells
    /// before it reads other escapes; a pipe after an odd run of backslashes is escaped
    /// already), CR/LF (any mix) → one space each.
    public static func escapeCell(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        var backslashes = 0
        for character in text {
            defer { backslashes = character == "\\" ? backslashes + 1 : 0 }
            if character == "|" {
                escaped += backslashes % 2 == 1 ? "|" : "\\|"
            } else if character.isNewline {
                escaped += " "
            } else {
                escaped.append(character)
            }
        }
        return escaped
    }
}
