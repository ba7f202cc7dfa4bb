import ReadState
import Runtime

/// Which audit checks a source can run (docs/mappings.md#capabilities, docs/checks.md): a check
/// whose inputs the source lacks is not run, and `audit.md` says why, instead of reporting
/// every member (RS010 without a receipt log) or every user (RS006 without stored totals).
/// Checks that read an absent table among others (RS002, RS007, RS011) run on what is there.
public enum AuditAvailability {
    /// The checks that cannot run on `source`, with the reason: each check's `requires`
    /// (declared by its unit), the first one the source lacks.
    public static func unavailable(on source: ContractSource) -> [AuditCode: String] {
        var reasons: [AuditCode: String] = [:]
        for code in AuditCode.allCases {
            if let missing = code.check.requires.first(where: { !source.has($0) }) { reasons[code] = missing.absence }
        }
        return reasons
    }
}
