/// A GitHub-flavoured Markdown table. Cells are padded so the raw file also reads as a table
/// in a terminal; `|` in cell text is escaped and line breaks become spaces (docs/reports.md#markdown-rules).
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

    /// Appends a row; its cell count must equal the column count (a caller bug otherwise).
    public mutating func append(_ row: [String]) {
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

    /// Cell text made safe for one table cell: `|` → `\|`, CR/LF (any mix) → one space each.
    public static func escapeCell(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            if character == "|" {
                escaped += "\\|"
            } else if character.isNewline {
                escaped += " "
            } else {
                escaped.append(character)
            }
        }
        return escaped
    }
}
