import ReadState

/// Which audit findings `seed --inject-anomalies` plants (docs/checks.md): the checks with a
/// planter in `AnomalyPlanter.planters`, which are those whose unit says `planted` (a test holds
/// the two equal). Checks without one (RS017, RS018) find nothing in seeded data, planted or not.
public enum PlantedAnomalies {
    /// The planted codes, in code order.
    public static let codes: [AuditCode] = AuditCode.allCases.filter { AnomalyPlanter.planters[$0] != nil }
    public static var lastCode: AuditCode { codes.last! }
    public static var codeRange: String { "\(codes.first!.text)–\(lastCode.text)" }
}

extension AnomalyPlanter {
    /// A check's planter: what it plants on members, and what on users as a whole.
    struct Planter: Sendable {
        var members: (@Sendable (inout AnomalyPlanter, Int) -> Void)?
        var users: (@Sendable (inout AnomalyPlanter, Int) -> Void)?

        init(members: (@Sendable (inout AnomalyPlanter, Int) -> Void)? = nil, users: (@Sendable (inout AnomalyPlanter, Int) -> Void)? = nil) {
            self.members = members
            self.users = users
        }
    }

    /// The planter of each planted check, by its code (docs/contributing.md#how-to-add-a-check).
    /// `plant` runs the member-level planters in code order, then the user-level ones, on users no
    /// member-level plant touched.
    static let planters: [AuditCode: Planter] = [
        .rs001: Planter(members: { $0.plantRS001($1) }),
        .rs002: Planter(members: { $0.plantRS002($1) }),
        .rs003: Planter(members: { $0.plantRS003($1) }),
        .rs004: Planter(members: { $0.plantRS004($1) }),
        .rs005: Planter(members: { $0.plantRS005($1) }),
        .rs006: Planter(users: { $0.plantRS006($1) }),
        .rs007: Planter(members: { $0.plantRS007OnMembers($1) }, users: { $0.plantRS007OnUsers($1) }),
        .rs008: Planter(members: { $0.plantRS008($1) }),
        .rs009: Planter(members: { $0.plantRS009($1) }),
        .rs010: Planter(members: { $0.plantRS010($1) }),
        .rs011: Planter(members: { $0.plantRS011($1) }),
        .rs012: Planter(members: { $0.plantRS012($1) }),
        .rs013: Planter(members: { $0.plantRS013($1) }),
        .rs014: Planter(users: { $0.plantRS014($1) }),
        .rs015: Planter(members: { $0.plantRS015($1) }),
        .rs016: Planter(members: { $0.plantRS016($1) }),
    ]
}
