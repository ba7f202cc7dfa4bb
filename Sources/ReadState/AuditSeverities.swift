/// The severity of each check in one audit: the catalog's, except where the source says a
/// finding is normal there (docs/mappings.md#severities). A Matrix server does not move a read
/// receipt when its user posts, so RS001 is routine on Synapse; its mapping lowers it to `info`,
/// with the reason, and `audit.md` says so. Only lowering: a source cannot make a check fail runs
/// that the catalog would pass.
public struct AuditSeverities: Sendable, Equatable {
    public struct Override: Sendable, Equatable {
        public var severity: AuditSeverity
        /// Why, as the source states it; shown in `audit.md`.
        public var reason: String

        public init(severity: AuditSeverity, reason: String) {
            self.severity = severity
            self.reason = reason
        }
    }

    public private(set) var overrides: [AuditCode: Override] = [:]
    /// Checks off by default (`AuditCheck.byDefault`) that the source turns on.
    public private(set) var enabled: [AuditCode] = []

    /// The catalog's severities, no override.
    public static let catalog = AuditSeverities()

    public init() {}

    /// Adds an override; one that would raise the catalog's severity is ignored (returns false).
    /// A check that is off by default is turned on, at that severity.
    @discardableResult
    public mutating func lower(_ code: AuditCode, to severity: AuditSeverity, reason: String) -> Bool {
        guard severity <= code.check.severity else { return false }
        overrides[code] = Override(severity: severity, reason: reason)
        if !code.check.byDefault, !enabled.contains(code) { enabled.append(code) }
        return true
    }

    public subscript(code: AuditCode) -> AuditSeverity { overrides[code]?.severity ?? code.check.severity }
}

extension AuditCode {
    /// The code written `RS001` (any case), nil for anything else.
    public init?(text: String) {
        guard let code = AuditCode.allCases.first(where: { $0.text == text.uppercased() }) else { return nil }
        self = code
    }
}
