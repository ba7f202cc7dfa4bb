import Foundation

/// What one run measured, as `unreadctl_runs.stats` keeps it under `measured` (with
/// `stats_version` 2) for `unreadctl trends` (docs/reports.md#trendscsv). Every field is optional:
/// nil = the run did not measure it (a dry run corrects nothing, an audit has no latency),
/// written as an absent key and shown as an empty cell.
public struct RunMeasurements: Sendable, Codable, Equatable {
    /// `stats_version` of rows that carry `measured`; rows without it are read by `RunHistory`'s
    /// fallbacks for the older shapes.
    public static let statsVersion = 2

    public var driftedMembers: Int?
    public var driftedUsers: Int?
    /// Filled by the thread and mention recompute (docs/rules.md#threads); nil until then.
    public var driftedThreads: Int?
    public var driftedMentions: Int?
    /// Member and user rows an `--apply` corrected; nil for a dry run.
    public var correctedRows: Int?
    /// Findings per severity name (`error`, `warning`, `info`) and per code (`RS005`).
    public var findingsBySeverity: [String: Int]?
    public var findingsByCode: [String: Int]?
    /// The `all` group's percentiles of the report window, in seconds; nil when no message had the event.
    public var readP50Seconds: Double?
    public var readP95Seconds: Double?
    public var deliveredP50Seconds: Double?
    public var deliveredP95Seconds: Double?
    public var durationSeconds: Double?
    /// A nightly's `incremental` or `full` (docs/change-feeds.md): drift is compared like with like.
    public var scope: String?

    public init() {}

    enum CodingKeys: String, CodingKey {
        case driftedMembers = "drifted_members", driftedUsers = "drifted_users", driftedThreads = "drifted_threads"
        case driftedMentions = "drifted_mentions", correctedRows = "corrected_rows"
        case findingsBySeverity = "findings_by_severity", findingsByCode = "findings_by_code"
        case readP50Seconds = "read_p50_s", readP95Seconds = "read_p95_s"
        case deliveredP50Seconds = "delivered_p50_s", deliveredP95Seconds = "delivered_p95_s"
        case durationSeconds = "duration_s"
        case scope
    }

    /// Lenient: a field that is missing or of another type reads as nil, never an error
    /// (a history is read, not validated).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        driftedMembers = c.lenient(Int.self, .driftedMembers)
        driftedUsers = c.lenient(Int.self, .driftedUsers)
        driftedThreads = c.lenient(Int.self, .driftedThreads)
        driftedMentions = c.lenient(Int.self, .driftedMentions)
        correctedRows = c.lenient(Int.self, .correctedRows)
        findingsBySeverity = c.lenient([String: Int].self, .findingsBySeverity)
        findingsByCode = c.lenient([String: Int].self, .findingsByCode)
        readP50Seconds = c.lenient(Double.self, .readP50Seconds)
        readP95Seconds = c.lenient(Double.self, .readP95Seconds)
        deliveredP50Seconds = c.lenient(Double.self, .deliveredP50Seconds)
        deliveredP95Seconds = c.lenient(Double.self, .deliveredP95Seconds)
        durationSeconds = c.lenient(Double.self, .durationSeconds)
        scope = c.lenient(String.self, .scope)
    }

    /// `other`'s measured fields over this one's (a nightly merges its phases).
    public func merging(_ other: RunMeasurements) -> RunMeasurements {
        var merged = self
        merged.driftedMembers = other.driftedMembers ?? driftedMembers
        merged.driftedUsers = other.driftedUsers ?? driftedUsers
        merged.driftedThreads = other.driftedThreads ?? driftedThreads
        merged.driftedMentions = other.driftedMentions ?? driftedMentions
        merged.correctedRows = other.correctedRows ?? correctedRows
        merged.findingsBySeverity = other.findingsBySeverity ?? findingsBySeverity
        merged.findingsByCode = other.findingsByCode ?? findingsByCode
        merged.readP50Seconds = other.readP50Seconds ?? readP50Seconds
        merged.readP95Seconds = other.readP95Seconds ?? readP95Seconds
        merged.deliveredP50Seconds = other.deliveredP50Seconds ?? deliveredP50Seconds
        merged.deliveredP95Seconds = other.deliveredP95Seconds ?? deliveredP95Seconds
        merged.durationSeconds = other.durationSeconds ?? durationSeconds
        merged.scope = other.scope ?? scope
        return merged
    }

    /// The largest count a run can have measured: no chat backend holds 2^50 (about 10^15) of
    /// anything. A stored value past it, or negative, is a hand edit or a fault, not a count.
    public static let largestCount = 1 << 50

    /// Whether every value is one a run can have measured (counts in 0…`largestCount`, seconds
    /// finite and not negative): what `trends` can draw and subtract without overflowing.
    public var isPlausible: Bool {
        let counts = [driftedMembers, driftedUsers, driftedThreads, driftedMentions, correctedRows].compactMap { $0 }
            + (findingsBySeverity.map { Array($0.values) } ?? []) + (findingsByCode.map { Array($0.values) } ?? [])
        let seconds = [readP50Seconds, readP95Seconds, deliveredP50Seconds, deliveredP95Seconds, durationSeconds].compactMap { $0 }
        return counts.allSatisfy { (0...Self.largestCount).contains($0) }
            && seconds.allSatisfy { $0.isFinite && $0 >= 0 && $0 < 1e12 }
    }
}

extension KeyedDecodingContainer {
    /// The value, or nil when it is missing, null or of another type.
    public func lenient<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }
}
