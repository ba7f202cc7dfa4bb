/// How bad a finding is (docs/checks.md). Ordered: `info < warning < error`, so `--fail-on warning`
/// means "a warning or an error".
public enum AuditSeverity: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case info, warning, error

    public var name: String {
        switch self {
        case .info: return "info"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    public var description: String { name }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = match
    }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The stable check codes (docs/checks.md), like a linter's: never renumbered, never reused.
/// The cases, and the unit each code names, are in `Checks/AuditCheckRegistry.swift`.
extension AuditCode {
    /// `RS001` …
    public var text: String { rawValue < 10 ? "RS00\(rawValue)" : "RS0\(rawValue)" }
    public var description: String { text }
    public var check: AuditCheck { AuditCatalog.check(self) }

    /// Accepts the code in any case (`rs005`) or the check's name (`unread-count-drift`).
    public init?(parsing text: String) {
        let wanted = String(text.unicodeScalars.filter { $0 != " " && $0 != "\t" }).lowercased()
        guard let match = Self.allCases.first(where: { $0.text.lowercased() == wanted || $0.check.name == wanted }) else {
            return nil
        }
        self = match
    }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// What a check is (docs/checks.md), declared by its unit (`Checks/RS0xx….swift`): what
/// `audit.md` says about it, what it reads, what a source must have for it to run, and
/// whether the seed plants it.
public struct AuditCheck: Sendable {
    public let code: AuditCode
    /// The stable kebab-case name, e.g. `receipt-before-own-message`.
    public let name: String
    public let severity: AuditSeverity
    /// The one-line definition, as in docs/checks.md.
    public let finding: String
    /// What a finding means for the product, and why an operator should care.
    public let meaning: String
    /// How to repair it, in words.
    public let repair: String
    /// A safe SQL statement for one finding, with psql variables `:'cid'`, `:'user_id'`,
    /// `:message_id`; nil where no SQL repair is safe (the event log is append-only).
    public let repairSQL: String?
    /// The tables the audit's scan reads for it, beside `channels` and `channel_members`
    /// (which it always reads).
    public let inputs: AuditInputs
    /// What a source must have for it to run (docs/mappings.md#capabilities): without one of
    /// them it is not run, and `audit.md` gives the first missing one's reason. Empty: it runs
    /// on whatever is there.
    public let requires: [SourceCapability]
    /// `seed --inject-anomalies` plants it (the seed's planter is registered under its code).
    public let planted: Bool
    /// Run without `--checks`. A check that is off by default runs when `--checks` names it, or
    /// when the source turns it on (docs/mappings.md#severities): what it finds is normal on
    /// the reference schema and a fault only where a backend serves it.
    public let byDefault: Bool
    /// What the finding's `message_id` names ("the member's own latest counted message"); nil
    /// when the check never sets one (docs/checks.md#how-findings-look lists them).
    public let messageID: String?
    /// For docs/checks.md only (the section is generated from this declaration, `unreadctl-bench
    /// generate-docs`): Markdown with links relative to `docs/`. What the finding's columns hold
    /// and the edge cases decided, beyond `finding`; printed after it.
    public let notes: String?
    /// Example rows of `audit.csv` without the code and severity, which come from the
    /// declaration: `channel_cid,user_id,message_id,detail`.
    public let examples: [String]
    /// What the example rows show, in a few words ("illustrative", "a member state, and an event").
    public let exampleNote: String?
    /// Docs only, after the repair's SQL: what else an operator may do or look at.
    public let repairNotes: String?

    public init(code: AuditCode, name: String, severity: AuditSeverity, finding: String, meaning: String, repair: String,
                repairSQL: String?, inputs: AuditInputs, requires: [SourceCapability] = [], planted: Bool, byDefault: Bool = true,
                messageID: String? = nil, notes: String? = nil, examples: [String] = [], exampleNote: String? = nil, repairNotes: String? = nil) {
        self.code = code
        self.name = name
        self.severity = severity
        self.finding = finding
        self.meaning = meaning
        self.repair = repair
        self.repairSQL = repairSQL
        self.inputs = inputs
        self.requires = requires
        self.planted = planted
        self.byDefault = byDefault
        self.messageID = messageID
        self.notes = notes
        self.examples = examples
        self.exampleNote = exampleNote
        self.repairNotes = repairNotes
    }

    /// The member row a SQL hint touches: one member of one channel, by psql variables.
    static let oneMemberSQL = "channel_id = (SELECT id FROM channels WHERE cid = :'cid') AND user_id = :'user_id'"
}

/// The tables a check reads beyond `channels` and `channel_members`, so the scan reads only
/// what the selected checks need.
public struct AuditInputs: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let messages = AuditInputs(rawValue: 1 << 0)
    public static let receiptEvents = AuditInputs(rawValue: 1 << 1)
    public static let threadParticipants = AuditInputs(rawValue: 1 << 2)
    public static let mentions = AuditInputs(rawValue: 1 << 3)
    /// `users`, after the last batch.
    public static let users = AuditInputs(rawValue: 1 << 4)
    /// The recompute's counts (`user_mutes` besides, and the messages as timelines).
    public static let recomputedCounts = AuditInputs(rawValue: 1 << 5)
}

/// The catalog of docs/checks.md, in code order: each check's declaration, from its unit.
public enum AuditCatalog {
    /// The codes from first to last, as help texts say it (first and last code, en dash): from the catalog, never typed.
    public static var codeRange: String { "\(AuditCode.allCases.first!.text)–\(AuditCode.allCases.last!.text)" }

    public static func check(_ code: AuditCode) -> AuditCheck { checks[code.rawValue - 1] }

    public static let checks: [AuditCheck] = AuditCode.allCases.map { $0.unit.check }

    /// The units of the selected checks, in code order.
    public static func units(_ checks: AuditCheckSet) -> [any AuditCheckUnit.Type] { checks.codes.map(\.unit) }

    /// What the selected checks read, together.
    public static func inputs(_ checks: AuditCheckSet) -> AuditInputs {
        checks.codes.reduce(into: AuditInputs()) { $0.formUnion($1.check.inputs) }
    }
}

/// Which checks a run performs (`--checks`); all of them by default.
public struct AuditCheckSet: Sendable, Equatable {
    private var bits: UInt32

    /// The checks an audit runs without `--checks`: every check that is on by default.
    public static let all = AuditCheckSet(AuditCode.allCases.filter { $0.check.byDefault })

    public init(_ codes: some Sequence<AuditCode>) {
        bits = 0
        for code in codes { bits |= 1 << code.rawValue }
    }

    @inline(__always) public func contains(_ code: AuditCode) -> Bool { bits & (1 << code.rawValue) != 0 }

    public var codes: [AuditCode] { AuditCode.allCases.filter(contains) }
    public var isEmpty: Bool { bits == 0 }

    /// Parses `RS001,RS005` (codes or names, any case, commas or spaces). Throws the unknown ones.
    public init(parsing list: String) throws(AuditCheckSetError) {
        let items = list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        var codes: [AuditCode] = []
        var unknown: [String] = []
        for item in items {
            if let code = AuditCode(parsing: item) { codes.append(code) } else { unknown.append(item) }
        }
        guard unknown.isEmpty else { throw AuditCheckSetError(unknown: unknown) }
        guard !codes.isEmpty else { throw AuditCheckSetError(unknown: []) }
        self.init(codes)
    }
}

public struct AuditCheckSetError: Error, Sendable, CustomStringConvertible {
    public let unknown: [String]
    public var description: String {
        let known = AuditCode.allCases.map(\.text).joined(separator: ",")
        if unknown.isEmpty { return "--checks needs at least one check code (\(known))" }
        return "unknown check code(s) \(unknown.joined(separator: ", ")): use codes among \(known) or their names"
    }
}
