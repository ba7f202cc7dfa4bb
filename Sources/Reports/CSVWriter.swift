/// RFC 4180 CSV (docs/reports.md#csv-rules): UTF-8, CRLF line ends, header row first, fields quoted only when
/// they must be, and fields a spreadsheet would run as a formula neutralised with a leading `'`.
public struct CSVWriter: Sendable {
    public let columns: [String]

    public init(columns: [String]) {
        precondition(!columns.isEmpty, "a CSV file needs at least one column")
        self.columns = columns
    }

    public func writeHeader(to out: inout some TextOutputStream) {
        writeFields(columns, to: &out)
    }

    /// Writes one record. The field count must equal the column count: a mismatch is a bug
    /// in the caller, not bad data, so it traps rather than throws.
    public func writeRow(_ fields: [String], to out: inout some TextOutputStream) {
        precondition(
            fields.count == columns.count,
            "CSV row has \(fields.count) fields, the header has \(columns.count)"
        )
        writeFields(fields, to: &out)
    }

    /// Writes one record from its values, text or integers, without an array of strings: what a
    /// file of a million rows writes (the recompute's drift rows, docs/benchmark.md#the-reading-layer).
    /// The same bytes as `writeRow(_:to:)` with each integer as `String(value)`.
    @inlinable
    public func writeRow<each Value: CSVValue>(_ values: repeat each Value, to out: inout some TextOutputStream) {
        var count = 0
        for _ in repeat each values { count += 1 }
        precondition(count == columns.count, "CSV row has \(count) fields, the header has \(columns.count)")
        if count == 1 {
            // A lone empty field, as `writeRow(_:to:)` writes it.
            for value in repeat each values {
                var text = ""
                value.writeCSVField(to: &text)
                if text.isEmpty { out.write("\"\"\r\n"); return }
            }
        }
        var first = true
        for value in repeat each values {
            if !first { out.write(",") }
            first = false
            value.writeCSVField(to: &out)
        }
        out.write("\r\n")
    }

    /// One field as a row holds it (neutralised and quoted as needed), for writers that build
    /// their rows as bytes (e.g. a ten-million-row per-message file).
    public static func escape(_ field: String) -> String {
        CSVField.escaped(field)
    }

    private func writeFields(_ fields: [String], to out: inout some TextOutputStream) {
        // A lone empty field would make an empty line, which many readers skip.
        if fields.count == 1, fields[0].isEmpty {
            out.write("\"\"\r\n")
            return
        }
        var first = true
        for field in fields {
            if !first { out.write(",") }
            first = false
            CSVField.write(field, to: &out)
        }
        out.write("\r\n")
    }
}


/// A value of a CSV field (`CSVWriter.writeRow(_:to:)` with values): text, quoted and
/// neutralised as docs/reports.md#csv-rules says, or an integer, a plain number written as is.
public protocol CSVValue {
    func writeCSVField(to out: inout some TextOutputStream)
}

extension String: CSVValue {
    public func writeCSVField(to out: inout some TextOutputStream) { CSVField.write(self, to: &out) }
}

extension Int: CSVValue {
    public func writeCSVField(to out: inout some TextOutputStream) { out.write(String(self)) }
}
