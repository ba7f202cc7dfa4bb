import Testing
@testable import Reports

@Suite struct CSVWriterTests {
    func csv(_ columns: [String], _ rows: [[String]]) -> String {
        let writer = CSVWriter(columns: columns)
        var out = ""
        writer.writeHeader(to: &out)
        for row in rows { writer.writeRow(row, to: &out) }
        return out
    }

    @Test func headerFirstCommasAndCRLF() {
        let text = csv(["channel_cid", "user_id", "delta"], [["messaging:a", "u1", "2"], ["team:b", "u2", "7"]])
        #expect(text == "channel_cid,user_id,delta\r\nmessaging:a,u1,2\r\nteam:b,u2,7\r\n")
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("\"", "\"\"\"\""),
        ("line1\nline2", "\"line1\nline2\""),
        ("cr\rhere", "\"cr\rhere\""),
        ("crlf\r\n", "\"crlf\r\n\""),
        ("", ""),
        (" spaced ", " spaced "),
    ])
    func quoting(field: String, written: String) {
        #expect(CSVField.escaped(field) == written)
    }

    @Test(arguments: [
        ("=SUM(A1:A9)", "'=SUM(A1:A9)"),
        ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
        ("-2+3", "'-2+3"),
        ("@SUM(1)", "'@SUM(1)"),
        ("\t=1", "'\t=1"),
        ("\r=1", "\"'\r=1\""),
        ("=HYPERLINK(\"x\",\"y\")", "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\""),
        ("-", "'-"),
        ("+", "'+"),
        ("--1", "'--1"),
        ("-1e", "'-1e"),
        ("-e5", "'-e5"),
        ("-.", "'-."),
        ("-1 ", "'-1 "),
        ("-1,5", "\"'-1,5\""),
        ("-inf", "'-inf"),
        ("a=1", "a=1"),
        // Not Matrix user ids: upper-case or odd localparts, a call, a pipe, no server, a bad port.
        ("@Alice:example.org", "'@Alice:example.org"),
        ("@a(b):example.org", "'@a(b):example.org"),
        ("@a|b:example.org", "'@a|b:example.org"),
        ("@alice", "'@alice"),
        ("@alice:", "'@alice:"),
        ("@alice:host:", "'@alice:host:"),
        ("@alice:ho st", "'@alice:ho st"),
    ])
    func formulasAreNeutralised(field: String, written: String) {
        #expect(CSVField.escaped(field) == written)
    }

    /// docs/reports.md#csv-rules: a Matrix user id stays what it is (Synapse's mapping shows them).
    @Test(arguments: ["@alice:unreadctl.test", "@bot.one_2=x-y/z+w:matrix.example.org", "@u:localhost:8448", "@dave:Example.ORG"])
    func matrixUserIDsStayAsTheyAre(field: String) {
        #expect(CSVField.escaped(field) == field)
    }

    @Test(arguments: ["-3", "+4", "-0.25", "1e5", "-1E-7", "+2.5e+3", "-.5", "-5.", "0", "-0", "12345678901234567890"])
    func plainNumbersStayNumbers(field: String) {
        #expect(CSVField.escaped(field) == field)
        #expect(CSVField.isPlainNumber(field))
    }

    /// What only looks like a number at its start is neutralised: the check reads the whole field.
    @Test(arguments: ["-", "+", "-e5", "1e", "-3a", "- 3", "--3", "-.", "1.2.3", "-3,5", "+1e+", "-1)"])
    func almostNumbersAreNot(field: String) {
        #expect(!CSVField.isPlainNumber(field))
    }

    /// A row written from its values writes the bytes a row of strings does, integers as
    /// `String(value)`: text quoted and neutralised, negative numbers as they are, a lone empty field quoted.
    @Test func aRowOfValuesIsTheRowOfItsStrings() {
        let three = CSVWriter(columns: ["a", "b", "c"])
        let texts = ["x", "a,b", "=1+1", "-3a", "", "日本,語", "@alice:example.org", "q\"q"]
        for text in texts {
            for number in [0, 7, -3, Int.min, Int.max] {
                var values = "", strings = ""
                three.writeRow(text, number, text, to: &values)
                three.writeRow([text, String(number), text], to: &strings)
                #expect(values == strings, "\(text) \(number)")
            }
        }
        let one = CSVWriter(columns: ["only"])
        for value in ["", "x", "-1"] {
            var values = "", strings = ""
            one.writeRow(value, to: &values)
            one.writeRow([value], to: &strings)
            #expect(values == strings)
        }
        var lone = ""
        one.writeRow(-1, to: &lone)
        #expect(lone == "-1\r\n")
    }

    @Test func multibyteText() {
        #expect(CSVField.escaped("日本語のチャンネル") == "日本語のチャンネル")
        #expect(CSVField.escaped("Zoë, 日本") == "\"Zoë, 日本\"")
        #expect(CSVField.escaped("=日本") == "'=日本")
        #expect(CSVField.escaped("👩‍👩‍👧 \"family\"") == "\"👩‍👩‍👧 \"\"family\"\"\"")
        // A multibyte character whose bytes are all ≥ 0x80 never looks like a separator.
        #expect(CSVField.escaped("，＂") == "，＂")
    }

    @Test func emptyFields() {
        #expect(csv(["a", "b", "c"], [["", "", ""], ["", "x", ""]]) == "a,b,c\r\n,,\r\n,x,\r\n")
        // A one-column empty row must not become a blank line a reader would skip.
        #expect(csv(["only"], [[""]]) == "only\r\n\"\"\r\n")
    }

    @Test func roundTripsThroughAnRFC4180Reader() {
        let tricky = ["a,b", "q\"q", "", "x\r\ny", "=1+1", "-3", "日本,語", "@x", "\n", "-1e5", "\t"]
        let rows = [tricky, tricky.reversed()]
        let parsed = RFC4180.parse(csv(Array(repeating: "c", count: tricky.count), rows))
        #expect(parsed.count == 3)
        let expected = rows.map { $0.map { CSVField.needs($0).neutralising ? "'" + $0 : $0 } }
        #expect(Array(parsed.dropFirst()) == expected)
        #expect(expected[0][4] == "'=1+1" && expected[0][5] == "-3" && expected[0][10] == "'\t")
    }

    @Test func fieldCountMismatchTraps() async {
        await #expect(processExitsWith: .failure) {
            var out = ""
            CSVWriter(columns: ["a", "b"]).writeRow(["1"], to: &out)
        }
    }
}

/// A strict reader, independent of the writer, to check what a consumer would see.
enum RFC4180 {
    static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = ""
        var scalars = Array(text.unicodeScalars)[...]
        var quoted = false, wasQuoted = false
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" { field.unicodeScalars.append("\""); scalars.removeFirst() } else { quoted = false }
                } else {
                    field.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"", field.isEmpty, !wasQuoted {
                quoted = true; wasQuoted = true
            } else if scalar == "," {
                row.append(field); field = ""; wasQuoted = false
            } else if scalar == "\r", scalars.first == "\n" {
                scalars.removeFirst()
                row.append(field); rows.append(row); row = []; field = ""; wasQuoted = false
            } else {
                field.unicodeScalars.append(scalar)
            }
        }
        return rows
    }
}
