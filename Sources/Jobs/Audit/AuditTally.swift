import Postgres
import ReadState
import Reports

/// What the audit found, as it streams by: the count per code, the first `samples` findings of
/// each code for `audit.md`, and `audit.csv`'s rows (all of them, or the first `maxFindings`).
/// Its size is fixed by `samples`, whatever the number of findings.
struct AuditTally {
    static let csv = CSVReports.audit.writer

    let samples: Int
    let maxFindings: Int?
    /// The severity `audit.csv` gives each code (docs/mappings.md#severities).
    let severities: AuditSeverities
    private(set) var counts = [Int](repeating: 0, count: AuditCode.allCases.count + 1)
    private(set) var examples: [AuditCode: [AuditFinding]] = [:]
    private(set) var csvRows = 0
    private(set) var total = 0

    init(samples: Int, maxFindings: Int?, severities: AuditSeverities = .catalog) {
        self.samples = samples
        self.maxFindings = maxFindings
        self.severities = severities
    }

    func count(_ code: AuditCode) -> Int { counts[code.rawValue] }

    /// Findings past `--max-findings` are counted but not written.
    var truncated: Bool { csvRows < total }

    mutating func record(_ finding: AuditFinding, csv out: inout some TextOutputStream) {
        total += 1
        counts[finding.code.rawValue] += 1
        if counts[finding.code.rawValue] <= samples { examples[finding.code, default: []].append(finding) }
        guard maxFindings.map({ csvRows < $0 }) ?? true else { return }
        csvRows += 1
        Self.csv.writeRow(Self.fields(finding, severity: severities[finding.code]), to: &out)
    }

    static func fields(_ finding: AuditFinding, severity: AuditSeverity) -> [String] {
        [finding.code.text, severity.name, finding.channel?.displayName ?? "", finding.userID,
         finding.messageText ?? "", detailText(finding.detail)]
    }

    /// Timestamps as PostgreSQL reads them back: ISO 8601 UTC with microseconds, or ±infinity.
    static func detailText(_ detail: AuditDetail) -> String {
        detail.render { PostgresTimestamp(microseconds: $0).description }
    }
}
