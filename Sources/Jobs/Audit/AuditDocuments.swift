import Postgres
import ReadState
import Reports

/// `audit.md`: a summary table (code, name, severity, count), then for each check with
/// findings what it means, how to repair it (with a SQL hint where one is safe), and samples.
struct AuditDocuments {
    let tally: AuditTally
    let options: AuditOptions
    let clock: PostgresTimestamp
    let csvFileName: String
    /// Checks the source could not run, and why; what it lacks (docs/mappings.md#capabilities).
    var notRun: [AuditCode: String] = [:]
    var notMeasured: [String] = []

    func writeMarkdown(to out: inout some TextOutputStream) {
        Markdown.heading("Read-receipt audit", to: &out)
        let limit = PostgresTimestamp(microseconds: options.futureLimit(clock: clock.microseconds))
        let checks = options.checks.codes
        let scope = checks.count == AuditCode.allCases.count
            ? "all \(checks.count) checks"
            : "\(checks.count) of \(AuditCode.allCases.count) checks (\(checks.map(\.text).joined(separator: ", ")))"
        Markdown.paragraph(
            "One read-only snapshot taken at \(Markdown.code(clock.description)) (the audit's clock; RS002's limit is " +
                "\(Markdown.code(limit.description)), `--clock-skew` \(HumanFormat.duration(seconds: Double(options.clockSkew) / 1e6))). " +
                "Ran \(scope).", to: &out)
        Markdown.paragraph(verdict, to: &out)
        if !notMeasured.isEmpty {
            Markdown.heading("Not measured", level: 2, to: &out)
            for line in notMeasured { out.write("- \(Markdown.text(line))\n") }
            for code in notRun.keys.sorted() {
                out.write("- \(code.text) \(code.check.name): not run — \(Markdown.text(notRun[code] ?? ""))\n")
            }
            out.write("\n")
        }

        var table = MarkdownTable(columns: [
            .init("code"), .init("name"), .init("severity"), .init("findings", alignment: .right),
        ])
        for code in AuditCode.allCases {
            let check = code.check
            let count = options.checks.contains(code) ? HumanFormat.count(tally.count(code))
                : notRun[code] != nil ? "not measured" : "not run"
            table.append([code.text, check.name, options.severities[code].name, count])
        }
        table.write(to: &out)
        out.write("\n")
        let lowered = options.severities.overrides.sorted { $0.key < $1.key }
        if !lowered.isEmpty {
            // docs/mappings.md#severities: said once, with the source's reason.
            Markdown.paragraph("Severities this source sets (the catalog's in parentheses):", to: &out)
            for (code, override) in lowered {
                out.write("- \(code.text) \(code.check.name): \(override.severity.name) (\(code.check.severity.name)) — \(Markdown.text(override.reason))\n")
            }
            out.write("\n")
        }
        if tally.truncated, let cap = options.maxFindings {
            Markdown.paragraph(
                "**Note:** `\(csvFileName)` holds only the first \(HumanFormat.count(tally.csvRows)) of " +
                    "\(HumanFormat.count(tally.total)) findings (`--max-findings \(cap)`); the counts above are complete.",
                to: &out)
        } else {
            Markdown.paragraph("Every finding is in `\(csvFileName)` (\(AuditTally.csv.columns.joined(separator: ","))).", to: &out)
        }

        for code in checks where tally.count(code) > 0 {
            writeSection(code, to: &out)
        }
    }

    private var verdict: String {
        guard tally.total > 0 else { return "**No findings.**" }
        var bySeverity: [String] = []
        for severity in AuditSeverity.allCases.reversed() {
            let count = options.checks.codes.filter { options.severities[$0] == severity }.reduce(0) { $0 + tally.count($1) }
            if count > 0 { bySeverity.append("\(HumanFormat.count(count)) \(severity.name)") }
        }
        let failing = options.failing(tally)
        return "**\(HumanFormat.count(tally.total)) finding\(tally.total == 1 ? "" : "s")** (\(bySeverity.joined(separator: ", "))). " +
            (failing ? "Findings at or above `--fail-on \(options.failOn.name)`: exit status 1."
                     : "None at or above `--fail-on \(options.failOn.name)`: exit status 0.")
    }

    private func writeSection(_ code: AuditCode, to out: inout some TextOutputStream) {
        let check = code.check
        let count = tally.count(code)
        Markdown.heading("\(code.text) \(check.name) — \(options.severities[code].name), \(HumanFormat.count(count)) finding\(count == 1 ? "" : "s")", level: 2, to: &out)
        Markdown.paragraph("**Finding:** " + check.finding + ".", to: &out)
        Markdown.paragraph("**What it means:** " + check.meaning, to: &out)
        Markdown.paragraph("**Repair:** " + check.repair, to: &out)
        if let sql = check.repairSQL {
            Markdown.paragraph("For one finding, with its values as psql variables (`psql -v cid=… -v user_id=… -v message_id=…`):", to: &out)
            Markdown.codeBlock(sql, language: "sql", to: &out)
        }
        let examples = tally.examples[code] ?? []
        guard !examples.isEmpty else { return } // --samples 0
        Markdown.paragraph(
            examples.count < count ? "Samples (the first \(examples.count) of \(HumanFormat.count(count)), in channel order):" : "Findings:",
            to: &out)
        var table = MarkdownTable(columns: [.init("channel"), .init("user"), .init("message", alignment: .right), .init("detail")])
        for finding in examples {
            table.append([finding.channel?.displayName ?? "—", finding.userID, finding.messageText ?? "—",
                          AuditTally.detailText(finding.detail)])
        }
        table.write(to: &out)
        out.write("\n")
    }
}
