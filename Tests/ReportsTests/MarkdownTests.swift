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
