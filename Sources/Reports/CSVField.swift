/// How one CSV field is written: as is (the fast path, no allocation), neutralised, quoted.
enum CSVField {
    /// What a field needs, found by scanning its UTF-8 bytes (the special bytes are ASCII).
    struct Needs: Equatable {
        var quoting = false
        var neutralising = false
    }

    static func write(_ field: String, to out: inout some TextOutputStream) {
        let needs = self.needs(field)
        if needs == Needs() {
            out.write(field)
            return
        }
        if needs.quoting { out.write("\"") }
        if needs.neutralising { out.write("'") }
        if needs.quoting {
            // Inner quotes are doubled; split on them so the runs between are written as is.
            var run = Substring(field)
            while let quote = run.firstIndex(of: "\"") {
                out.write(String(run[...quote]))
                out.write("\"")
                run = run[run.index(after: quote)...]
            }
            out.write(String(run))
            out.write("\"")
        } else {
            out.write(field)
        }
    }

    /// The text written for `field` (tests and one-off callers; `write` avoids the copy).
    static func escaped(_ field: String) -> String {
        var text = ""
        write(field, to: &text)
        return text
    }

    static func needs(_ field: String) -> Needs {
        // Native strings are contiguous UTF-8: scan the bytes directly (the hot path).
        let needs = field.utf8.withContiguousStorageIfAvailable(needs(bytes:))
            ?? needs(bytes: Array(field.utf8))
        // docs/reports.md#csv-rules: a leading sign makes a formula, but drift deltas like -3 must stay numbers.
        if needs.neutralising, let first = field.utf8.first,
           first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            return Needs(quoting: needs.quoting, neutralising: !isPlainNumber(field))
        }
        // A Matrix user id (`@alice:example.org`, adapters/synapse/README.md) is written as is: an
        // operator pastes it into an admin API; its grammar has no parenthesis, pipe, quote or
        // space, so it cannot call a function or reach out of a spreadsheet.
        if needs.neutralising, field.utf8.first == UInt8(ascii: "@"), isMatrixUserID(field) {
            return Needs(quoting: needs.quoting, neutralising: false)
        }
        return needs
    }

    private static func needs(bytes: some Collection<UInt8>) -> Needs {
        guard let first = bytes.first else { return Needs() }
        return Needs(quoting: bytes.contains(where: isSpecial), neutralising: startsFormula(first))
    }

    /// `= + - @`, and tab or CR, which some spreadsheets skip before looking for a formula.
    static func startsFormula(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"),
             UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            return true
        default:
            return false
        }
    }

    static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    /// `@localpart:server` as the Matrix spec writes user ids: a localpart of `a-z 0-9 . _ = - / +`,
    /// a server name of letters, digits, `.` and `-`, an optional `:port` — nothing else.
    static func isMatrixUserID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count > 3, bytes.count <= 255, bytes[0] == UInt8(ascii: "@"),
              let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 1, colon < bytes.count - 1 else { return false }
        let localpart = bytes[1..<colon], server = bytes[(colon + 1)...]
        func isLower(_ b: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) }
        func isDigit(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }
        guard localpart.allSatisfy({ isLower($0) || isDigit($0) || Array("._=-/+".utf8).contains($0) }) else { return false }
        let host = server.prefix { $0 != UInt8(ascii: ":") }, port = server.dropFirst(host.count)
        guard !host.isEmpty, host.allSatisfy({ isLower($0) || isDigit($0) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
                                                || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }) else { return false }
        return port.isEmpty || (port.count > 1 && port.dropFirst().allSatisfy(isDigit))
    }

    /// `[+-]? (digits [. digits*] | . digits) ([eE] [+-]? digits)?` — nothing else, no spaces.
    static func isPlainNumber(_ text: String) -> Bool {
        // Native strings are contiguous: scanned in place (most rows of a drift file have a
        // negative delta, and copying each into an array cost an allocation per row).
        text.utf8.withContiguousStorageIfAvailable { isPlainNumber(bytes: $0[...]) } ?? isPlainNumber(bytes: Array(text.utf8)[...])
    }

    private static func isPlainNumber<Bytes: Collection<UInt8>>(bytes whole: Bytes) -> Bool where Bytes.SubSequence == Bytes {
        let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
        var bytes = whole
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        let integer = bytes.prefix(while: digit.contains)
        bytes = bytes.dropFirst(integer.count)
        var fraction = bytes.prefix(0)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = bytes.prefix(while: digit.contains)
            bytes = bytes.dropFirst(fraction.count)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            let exponent = bytes.prefix(while: digit.contains)
            guard !exponent.isEmpty else { return false }
            bytes = bytes.dropFirst(exponent.count)
        }
        return bytes.isEmpty
    }
}
