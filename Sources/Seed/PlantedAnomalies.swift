import ReadState

/// Which audit findings `seed --inject-anomalies` plants (docs/checks.md): every code up to
/// `lastCode`. Checks added after it (RS017, RS018) have no planter yet: seeded data has none
/// of them, planted or not.
public enum PlantedAnomalies {
    public static let lastCode = AuditCode.rs016
    public static var codeRange: String { "\(AuditCode.rs001.text)–\(lastCode.text)" }
}
