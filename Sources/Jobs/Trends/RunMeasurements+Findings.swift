import ReadState
import Runtime

/// The run measurements read through the audit catalog (docs/checks.md): severities of findings.
extension RunMeasurements {
    /// Findings of one severity (nil when the run did not audit).
    public func findings(_ severity: AuditSeverity) -> Int? {
        findingsBySeverity.map { $0[severity.name] ?? 0 }
    }

    /// The findings per severity of per-code counts, the severity taken from the catalog or
    /// the source's `severities` (codes the catalog does not know are left out of the
    /// severities, kept in `findingsByCode`).
    public static func severities(ofCodes counts: [String: Int], _ severities: AuditSeverities = .catalog) -> [String: Int] {
        var bySeverity = Dictionary(uniqueKeysWithValues: AuditSeverity.allCases.map { ($0.name, 0) })
        for (text, count) in counts {
            guard let code = AuditCode.allCases.first(where: { $0.text == text }) else { continue }
            // Saturating: a stored count near Int.max must not trap here (`isPlausible` rejects it).
            let severity = severities[code].name
            let (sum, overflow) = bySeverity[severity, default: 0].addingReportingOverflow(count)
            bySeverity[severity] = overflow ? (count < 0 ? .min : .max) : sum
        }
        return bySeverity
    }
}
