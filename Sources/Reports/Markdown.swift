/// The few Markdown pieces the reports use besides tables. Blocks are written to a stream and
/// end with a blank line; inline pieces (link, image, code span) are returned as text.
public enum Markdown {
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
        "[\(escapeBrackets(text))](\(escapeDestination(destination)))"
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

    static func escapeBrackets(_ text: String) -> String {
        var escaped = ""
        for character in oneLine(text) {
            if character == "[" || character == "]" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
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
