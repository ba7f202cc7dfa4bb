/// The text form of `explain` for a person (docs/commands.md#unreadctl-explain): aligned tables,
/// times in UTC as the snapshot gives them, the source's own ids.
public enum ExplainText {
    public static func write(_ e: MemberExplanation, to out: inout some TextOutputStream) {
        out.write("channel \(e.cid) (id \(e.channel), type \(e.channelType))\(e.schema.map { " in schema \($0)" } ?? "")\n")
        let receipt = e.lastReadAt.map { "read up to \($0)" + (e.lastReadMessageID.map { " (message \($0))" } ?? "") } ?? "nothing read yet"
        out.write("member  \(e.user): joined \(e.joinedAt), \(receipt)\(e.muted ? ", channel muted" : "")\n")
        out.write("snapshot \(e.snapshotAt); messages count when created after \(e.readPosition)\n\n")

        var counters = [["counter", "stored", "recount", "drift"]] + e.counters.map(row)
        for thread in e.threads ?? [] { counters.append(row(thread.unreadReplies, name: "unread_replies (thread \(thread.parentID))")) }
        table(counters, rightAligned: [1, 2, 3], to: &out)
        if let addressed = e.addressedCounting {
            out.write("  of unread_count: \(addressed) addressed to \(e.user) alone (docs/rules.md#addressed-messages)\n")
        }

        out.write("\nmessages (\(e.messages.filter { !$0.afterReadPosition }.count) before the read position, then every one after it)\n")
        var messages = [["id", "created_at (UTC)", "sender", "type", "counts?"]]
        var markedPosition = false
        for message in e.messages {
            if message.afterReadPosition, !markedPosition {
                messages.append(["--", "read position", "", "", ""])
                markedPosition = true
            }
            let type = message.type + (message.parentID.map { " reply to \($0)" } ?? "")
            let verdict = message.counts ? "counts" + (message.mention ? " (mentions \(e.user))" : "") : "no: " + (message.reasonText ?? "")
            messages.append([message.id, message.createdAt, message.sender, type, verdict])
        }
        if !markedPosition { messages.append(["--", "read position", "", "", ""]) }
        table(messages, rightAligned: [], to: &out)
        if e.messagesNotShown > 0 { out.write("  … \(e.messagesNotShown) more after these, not shown (--limit)\n") }

        for thread in e.threads ?? [] where !thread.excluded.isEmpty {
            let parts = thread.excluded.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            out.write("  thread \(thread.parentID): \(thread.unreadReplies.recount) replies count; left out: \(parts)\n")
        }

        if let receipts = e.receipts {
            out.write("\nreceipt trail (read events, newest first)\n")
            if receipts.isEmpty { out.write("  none: the member never sent a read receipt in this channel\n") }
            else { table([["at", "up_to", "message"]] + receipts.map { [$0.at, $0.upTo, $0.messageID ?? ""] }, rightAligned: [], to: &out) }
            if let more = e.receiptsNotShown, more > 0 { out.write("  … \(more) older read events not shown\n") }
        }

        out.write("\naudit findings about \(e.user) in this channel (docs/checks.md)\n")
        if e.findings.isEmpty { out.write("  none\n") }
        else { table([["code", "severity", "message", "detail"]] + e.findings.map { [$0.code, $0.severity, $0.messageID ?? "", $0.detail] }, rightAligned: [], to: &out) }

        out.write("\ntotals of \(e.user) (current memberships; a muted one keeps its own count but adds nothing)\n")
        table([["counter", "stored", "recount", "drift"]] + e.totals.map(row), rightAligned: [1, 2, 3], to: &out)
        var parts = [["channel", "cid", "muted", "stored", "recount", "drift", "adds"]]
        for c in e.contributions {
            parts.append([c.channel, c.cid, c.muted ? "yes" : "no", c.unread.stored.map(String.init) ?? "-", String(c.unread.recount),
                          drift(c.unread), c.inTotals ? String(c.unread.recount) : "0"])
        }
        out.write("\n")
        table(parts, rightAligned: [3, 4, 5, 6], to: &out)
        for line in e.notMeasured { out.write("not measured: \(line)\n") }
    }

    static func row(_ c: MemberExplanation.Counter) -> [String] { row(c, name: c.name) }

    static func row(_ c: MemberExplanation.Counter, name: String) -> [String] {
        [name, c.stored.map(String.init) ?? "not stored", String(c.recount), drift(c)]
    }

    static func drift(_ c: MemberExplanation.Counter) -> String {
        guard let drift = c.drift else { return "-" }
        return drift == 0 ? "ok" : (drift > 0 ? "+\(drift)" : String(drift))
    }

    /// Rows padded to each column's widest cell, two spaces apart, indented by two.
    static func table(_ rows: [[String]], rightAligned: Set<Int>, to out: inout some TextOutputStream) {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : (column == row.count - 1 ? cell : cell + pad)
            }
            var line = "  " + cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            out.write(line + "\n")
        }
    }
}
