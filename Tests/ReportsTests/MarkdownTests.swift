import Testing
import Reports

@Suite struct MarkdownTableTests {
    @Test func rendersAlignedPaddedTable() {
        var table = MarkdownTable(columns: [.init("type"), .init("messages", alignment: .right)])
        table.append(["messaging", "12,345"])
        table.append(["team", "7"])
        var out = ""
        table.write(to: &out)
        #expect(out == """
        | type      | messages |
        | :-------- | -------: |
        | messaging |   12,345 |
        | team      |        7 |

        """)
    }

    @Test func escapesPipesAndLineBreaks() {
        #expect(MarkdownTable.escapeCell("a|b") == "a\\|b")
        #expect(MarkdownTable.escapeCell("one\ntwo\r\nthree\rfour") == "one two three four")
        #expect(MarkdownTable.escapeCell("日本|語") == "日本\\|語")
        var table = MarkdownTable(columns: [.init("detail")])
        table.append(["x|y\nz"])
        var out = ""
        table.write(to: &out)
        let lastLine = out.split(separator: "\n").last.map(String.init)
        #expect(lastLine == "| x\\|y z |")
        // Every line has exactly the two unescaped outer pipes of a one-column table.
        for line in out.split(separator: "\n") {
            #expect(line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 2)
        }
    }

    @Test func shortTitlesStillGetThreeDashes() {
        var out = ""
        MarkdownTable(columns: [.init("n", alignment: .right)]).write(to: &out)
        #expect(out == "|   n |\n| --: |\n")
    }
}

@Suite struct MarkdownTests {
    @Test func blocks() {
        var out = ""
        Markdown.heading("Read latency\n2026-11-21", level: 2, to: &out)
        Markdown.paragraph("Window: one day.", to: &out)
        Markdown.bulletList(["first", "second\nline"], to: &out)
        #expect(out == "## Read latency 2026-11-21\n\nWindow: one day.\n\n- first\n- second line\n\n")
    }

    @Test func codeBlockFenceOutgrowsBackticksInside() {
        var out = ""
        Markdown.codeBlock("unreadctl audit", language: "sh", to: &out)
        #expect(out == "```sh\nunreadctl audit\n```\n\n")
        out = ""
        Markdown.codeBlock("a ```` b\n", to: &out)
        #expect(out == "`````\na ```` b\n`````\n\n")
    }

    @Test func inlinePieces() {
        #expect(Markdown.link("latency chart", to: "latency.svg") == "[latency chart](latency.svg)")
        #expect(Markdown.link("a [b]", to: "my file (1).svg") == "[a \\[b\\]](my%20file%20%281%29.svg)")
        #expect(Markdown.image("read latency", source: "latency.svg") == "![read latency](latency.svg)")
        #expect(Markdown.code("RS001") == "`RS001`")
        #expect(Markdown.code("a`b") == "``a`b``")
        #expect(Markdown.code("`x") == "`` `x ``")
    }
}

/// docs/operations.md#failure-modes, "Markdown is text": a value from the data shows as itself in every
/// viewer — no HTML, no code span, no broken table row, no heading or list it did not ask for.
@Suite struct MarkdownTextTests {
    @Test func htmlCharactersBecomeEntities() {
        #expect(Markdown.text("<script>alert(1)</script>") == "&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(Markdown.text("<img src=x onerror=alert(1)>") == "&lt;img src=x onerror=alert(1)&gt;")
        #expect(Markdown.text("a & b &amp; <https://x.test>") == "a &amp; b &amp;amp; &lt;https://x.test&gt;")
    }

    @Test func noCodeSpanEmphasisLinkOrCellBreak() {
        #expect(Markdown.text("`rm -rf /`") == "\\`rm -rf /\\`")
        #expect(Markdown.text("a|b") == "a\\|b")
        #expect(Markdown.text("**bold** *it*") == "\\*\\*bold\\*\\* \\*it\\*")
        #expect(Markdown.text("[click](https://evil.test)") == "\\[click\\](https://evil.test)")
        #expect(Markdown.text("~~gone~~ $x$") == "\\~\\~gone\\~\\~ \\$x\\$")
        // A user's backslash cannot escape one of ours.
        #expect(Markdown.text("\\<b>") == "\\\\&lt;b&gt;")
        #expect(Markdown.text("\\|") == "\\\\\\|")
    }

    @Test func underscoresInsideAWordStayReadable() {
        #expect(Markdown.text("channel_members.unread_count") == "channel_members.unread_count")
        #expect(Markdown.text("_x_ a_ _b") == "\\_x\\_ a\\_ \\_b")
    }

    @Test func lineBreaksAndControlCharacters() {
        #expect(Markdown.text("one\ntwo\r\nthree\rfour") == "one two three four")
        #expect(Markdown.text("a\u{0}b\u{7F}c\td") == "a\u{FFFD}b\u{FFFD}c\td")
    }

    @Test func whatWouldStartABlockIsEscaped() {
        #expect(Markdown.text("# title") == "\\# title")
        #expect(Markdown.text("###") == "\\###")
        #expect(Markdown.text("#123") == "#123")  // a channel without cid: no heading
        #expect(Markdown.text("- item") == "\\- item")
        #expect(Markdown.text("---") == "\\---")
        #expect(Markdown.text("-5") == "-5")
        #expect(Markdown.text("+ item") == "\\+ item")
        #expect(Markdown.text("+1") == "+1")
        #expect(Markdown.text("1. first") == "1\\. first")
        #expect(Markdown.text("12) x") == "12\\) x")
        #expect(Markdown.text("12.5 %") == "12.5 %")
        #expect(Markdown.text("> quote") == "&gt; quote")
        #expect(Markdown.text("    code") == "&#32;   code")
        #expect(Markdown.text("title #") == "title \\#")
        #expect(Markdown.text("") == "")
    }

    @Test func aHostileCellKeepsTheTableWhole() {
        var table = MarkdownTable(columns: [.init("user"), .init("detail")])
        table.append(["<script>alert(1)</script>|`x`", "a\n# b|c\\|d"])
        table.append(markdown: [Markdown.code("a|b"), Markdown.text("<i>")])
        var out = ""
        table.write(to: &out)
        #expect(!out.contains("<script") && !out.contains("<i>"))
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[2] == "| &lt;script&gt;alert(1)&lt;/script&gt;\\|\\`x\\` | a # b\\|c\\\\\\|d |")
        #expect(lines[3].hasPrefix("| `a\\|b` "))
        // Every line splits into exactly the table's two cells: pipes after an odd run of
        // backslashes are escaped (GFM splits cells before it reads other escapes).
        for line in lines { #expect(Self.cellSeparators(line) == 3, "\(line)") }
    }

    @Test func linkTextIsText() {
        #expect(Markdown.link("<b>[x]</b>", to: "a.svg") == "[&lt;b&gt;\\[x\\]&lt;/b&gt;](a.svg)")
    }

    /// The `|` a GFM table reader splits a row at.
    static func cellSeparators(_ line: String) -> Int {
        var count = 0, backslashes = 0
        for character in line {
            if character == "|", backslashes % 2 == 0 { count += 1 }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return count
    }
}
