import ReadState
import Reports

/// The parts of `docs/` generated from the code, SwiftLint-style (docs/contributing.md#generated-docs):
/// the check catalog of docs/checks.md from the check units, and the column tables of
/// docs/reports.md from the report declarations (`CSVReports`). `unreadctl-bench generate-docs`
/// writes them; a test fails when a committed page differs from what this gives.
public enum ReferenceDocs {
    public struct Page: Sendable {
        /// Relative to the repository's root.
        public let path: String
        public let regions: [(name: String, text: String)]
    }

    public static var pages: [Page] { [checksPage, reportsPage] }

    /// The page as it should be: `committed` with its generated regions made anew.
    public static func render(_ page: Page, over committed: String) throws(GeneratedRegionsError) -> String {
        try GeneratedRegions.fill(committed, with: page.regions)
    }

    // MARK: - docs/checks.md

    static var checksPage: Page {
        Page(path: "docs/checks.md", regions: [
            ("checks-not-run", notRunList),
            ("checks-table", checksTable),
            ("checks-finding-columns", findingColumns),
            ("checks-sections", AuditCatalog.checks.map(section).joined(separator: "\n")),
        ])
    }

    /// Per missing part of a source, the checks that need it (`AuditCheck.requires`).
    static var notRunList: String {
        var text = ""
        for capability in SourceCapability.allCases {
            let codes = AuditCatalog.checks.filter { $0.requires.contains(capability) }.map(\.code.text)
            guard !codes.isEmpty else { continue }
            text += "- \(capability.absence): \(codes.joined(separator: ", "))\n"
        }
        return text
    }

    /// Which checks leave `channel_cid` empty (their unit is a `UserCheck`), and which fill
    /// `message_id`, with what (`AuditCheck.messageID`).
    static var findingColumns: String {
        let filled = AuditCatalog.checks.compactMap { check in check.messageID.map { "\(check.code.text) (\($0))" } }
        return "`channel_cid` is empty in the findings about a user as a whole, those of \(userLevelFindings); `#<id>` "
            + "when the channel id has no `channels` row.\n\n"
            + "`message_id` is filled only where the check is about one message: \(filled.joined(separator: ", ")); "
            + "it is empty in the findings of the other checks.\n"
    }

    /// The checks with findings about a user as a whole (`UserCheck`): "RS006, RS007 (on `users`), RS014".
    static var userLevelFindings: String {
        AuditCode.allCases.compactMap { code -> String? in
            guard code.unit is any UserCheck.Type else { return nil }
            return code.unit is any ChannelCheck.Type ? "\(code.text) (on `users`)" : code.text
        }.joined(separator: ", ")
    }

    static var checksTable: String {
        var text = "| code | name | severity | runs by default | planted |\n|---|---|---|---|---|\n"
        for check in AuditCatalog.checks {
            text += "| [\(check.code.text)](#\(anchor(check))) | `\(check.name)` | \(check.severity.name) | "
                + "\(check.byDefault ? "yes" : "no") | \(check.planted ? "yes" : "no") |\n"
        }
        return text
    }

    /// GitHub's anchor of a section heading `RS001 receipt-before-own-message`.
    static func anchor(_ check: AuditCheck) -> String { "\(check.code.text.lowercased())-\(check.name)" }

    /// A check's section: what `audit.md` says of it, and what only the reference adds.
    static func section(_ check: AuditCheck) -> String {
        var parts = ["## \(check.code.text) \(check.name)", "**Severity:** \(check.severity.name)"]
        if !check.byDefault {
            parts.append("**Off by default**: it runs when `--checks` names it, or when the source turns it on ([mappings.md](mappings.md#severities)).")
        }
        parts.append("**Finding:** \(check.finding).")
        if let message = check.messageID { parts.append("The finding's `message_id` is \(message).") }
        if let notes = check.notes { parts.append(notes) }
        parts.append("**What it means:** \(check.meaning)")
        if !check.requires.isEmpty {
            parts.append("**Not run** ([mappings.md](mappings.md#capabilities)) when \(check.requires.map(\.absence).joined(separator: ", or when ")).")
        }
        if !check.examples.isEmpty {
            let label = check.examples.count == 1 ? "Example row" : "Example rows"
            parts.append(check.exampleNote.map { "**\(label)** (\($0)):" } ?? "**\(label):**")
            let rows = check.examples.map { "\(check.code.text),\(check.severity.name),\($0)" }
            parts.append("```csv\n" + rows.joined(separator: "\n") + "\n```")
        }
        parts.append("**Repair:** \(check.repair)")
        if let sql = check.repairSQL {
            parts.append("```sql\n" + sql.trimmingSuffix("\n") + "\n```")
        }
        if let notes = check.repairNotes { parts.append(notes) }
        return parts.joined(separator: "\n\n") + "\n"
    }

    // MARK: - docs/reports.md

    static var reportsPage: Page {
        Page(path: "docs/reports.md", regions: CSVReports.all.map { ("columns-\($0.file)", $0.markdown) })
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        return text
    }
}
