/// The few Markdown pieces the reports use besides tables. Blocks are written to a stream and
/// end with a blank line; inline pieces (link, image, code span) are returned as text.
///
/// Block and paragraph texts are Markdown already: a value that comes from the data or the
/// command line (a user id, a cid, a channel type, a finding's detail) goes through
/// `Markdown.text` first; `MarkdownTable` does that for every cell.
public enum Markdown {
    /// `text` as literal text in any inline place (paragraph, heading, list item, table cell,
    /// link text), so every Markdown viewer shows these characters and nothing else
    /// (docs/operations.md#failure-modes):
    /// - `&`, `<`, `>` become entities: no raw HTML, no autolink, no block quote;
    /// - `\`, `` ` ``, `*`, `[`, `]`, `|`, `~`, `$` are backslash-escaped: no code span can be
    ///   opened or closed, no emphasis, link, table cell break, strike-through or math; `_` too,
    ///   unless between two letters or digits, where CommonMark never reads it as emphasis;
    /// - line breaks become spaces, other control characters U+FFFD;
    /// - what would start a block at the start of a line (`#`, `-`, `+`, `1.`, leading
    ///   spaces) is escaped as well, and a ` #` at the end, which a heading would drop.
    public static func text(_ text: String) -> String {
        let characters = Array(text)
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        let first = characters.firstIndex { $0 != " " && $0 != "\t" } ?? characters.count
        if first > 0 {
            // Leading blanks would make an indented code block; one entity stops that.
            escaped += characters[0] == "\t" ? "&#9;" : "&#32;"
        }
        let markerAt = blockMarkerIndex(characters, from: first)
        let closingAt = headingClosingIndex(characters)
        for index in (first > 0 ? 1 : 0)..<characters.count {
            let character = characters[index]
            if index == markerAt || index == closingAt { escaped += "\\" }
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\\", "`", "*", "[", "]", "|", "~", "$": escaped += "\\" + String(character)
            case "_":
                let inWord = index > 0 && index + 1 < characters.count
                    && isWordCharacter(characters[index - 1]) && isWordCharacter(characters[index + 1])
                escaped += inWord ? "_" : "\\_"
            default:
                if character.isNewline {
                    escaped += " "
                } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                          scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.append(character)
                }
            }
        }
        return escaped
    }

    /// Where a backslash keeps the start of `characters` from opening a block: the `#` of a
    /// heading, the `-`/`+` of a list item or rule, the `.`/`)` of an ordered list item.
    static func blockMarkerIndex(_ characters: [Character], from first: Int) -> Int? {
        guard first < characters.count else { return nil }
        func endsMarker(_ index: Int) -> Bool {
            index >= characters.count || characters[index] == " " || characters[index] == "\t"
        }
        switch characters[first] {
        case "#":
            var end = first
            while end < characters.count, characters[end] == "#" { end += 1 }
            return endsMarker(end) ? first : nil
        case "-", "+":
            return endsMarker(first + 1) || characters[first + 1] == characters[first] ? first : nil
        case let digit where digit.isASCII && digit.isNumber:
            var end = first
            while end < characters.count, end - first < 9, characters[end].isASCII, characters[end].isNumber { end += 1 }
            guard end < characters.count, characters[end] == "." || characters[end] == ")", endsMarker(end + 1) else { return nil }
            return end
        default:
            return nil
        }
    }

    /// The first `#` of a closing run (` ##` at the end) that a heading would drop.
    static func headingClosingIndex(_ characters: [Character]) -> Int? {
        guard characters.last == "#" else { return nil }
        var start = characters.count - 1
        while start > 0, characters[start - 1] == "#" { start -= 1 }
        return start == 0 || characters[start - 1] == " " || characters[start - 1] == "\t" ? start : nil
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    public static func heading(_ text: String, level: Int = 1, to out: inout some TextOutputStream) {
        precondition((1...6).contains(level), "Markdown headings have levels 1 to 6")
        out.write(String(repeating: "#", count: level) + " " + oneLine(text) + "\n\n")
    }

    /// `text` is Markdown already: nothing in it is escaped.
    public static func paragraph(_ text: String, to out: inout some TextOutputStream) {
        out.write(text + "\n\n")
    }

    public static func bulletList(_ items: [String], to out: inout some TextOutputStream) {
        for item in items { out.write("- " + oneLine(item) + "\n") }
        out.write("\n")
    }

    /// A fenced block whose fence is longer than any run of backticks in `text`.
    public static func codeBlock(_ text: String, language: String = "", to out: inout some TextOutputStream) {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(text) + 1))
        let body = text.hasSuffix("\n") ? text : text + "\n"
        out.write(fence + language + "\n" + body + fence + "\n\n")
    }

    public static func link(_ text: String, to destination: String) -> String {
        "[\(Markdown.text(text))](\(escapeDestination(destination)))"
    }

    public static func image(_ altText: String, source: String) -> String {
        "!" + link(altText, to: source)
    }

    /// A code span that survives backticks in `text` (CommonMark: a longer delimiter run).
    public static func code(_ text: String) -> String {
        let ticks = String(repeating: "`", count: longestBacktickRun(text) + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return ticks + pad + oneLine(text) + pad + ticks
    }

    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }


    /// Percent-encodes what would end or split a link destination (space, parentheses, <>).
    static func escapeDestination(_ destination: String) -> String {
        var escaped = ""
        for character in destination {
            switch character {
            case " ", "\n", "\r", "\r\n": escaped += "%20"
            case "(": escaped += "%28"
            case ")": escaped += "%29"
            case "<": escaped += "%3C"
            case ">": escaped += "%3E"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
