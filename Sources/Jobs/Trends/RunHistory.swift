import Foundation
import Postgres
import Runtime

/// One row of `unreadctl_runs` as `unreadctl trends` reads it (docs/reports.md#trendscsv).
public struct RecordedRun: Sendable, Equatable {
    public var id: Int
    public var command: String
    public var startedAt: PostgresTimestamp
    public var finishedAt: PostgresTimestamp?
    /// As stored: `running`, `succeeded`, `findings`, `failed`, `interrupted`, `abandoned`…
    public var status: String
    /// `stats_version` (nil: a row from before the versioned stats).
    public var statsVersion: Int?
    public var measured: RunMeasurements

    public init(id: Int, command: String, startedAt: PostgresTimestamp, finishedAt: PostgresTimestamp?, status: String,
                statsVersion: Int?, measured: RunMeasurements) {
        self.id = id
        self.command = command
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.status = status
        self.statsVersion = statsVersion
        self.measured = measured
    }

    /// The run's own measurement, else the record's start to finish for a run that ended by
    /// itself; none for one still `running` or `abandoned` (its finish is when a later run noticed).
    public var durationSeconds: Double? {
        if let seconds = measured.durationSeconds { return seconds }
        guard let finishedAt, !["running", "abandoned"].contains(status) else { return nil }
        let (micros, overflow) = finishedAt.microseconds.subtractingReportingOverflow(startedAt.microseconds)
        return overflow ? nil : Double(micros) / 1_000_000
    }

    /// Whether `trends` can use the row: finite times (not ±infinity, which PostgreSQL stores as
    /// the extreme values) and plausible measurements. Any other row is skipped with a warning.
    public var isReadable: Bool {
        func finite(_ time: PostgresTimestamp) -> Bool { time.microseconds != .min && time.microseconds != .max }
        return finite(startedAt) && finishedAt.map(finite) != false && measured.isPlausible
            && durationSeconds.map { $0.isFinite && $0 >= 0 && $0 < 1e12 } != false
    }

    /// Whether the run ran to its end (its measurements are complete).
    public var completed: Bool { status == "succeeded" || status == "findings" }
}

/// Reads `unreadctl_runs`, oldest first.
public enum RunHistory {
    /// The newest `$2` runs (all when NULL) started at or after `$1` (any when NULL), oldest first.
    static let query = """
        SELECT id, command, started_at, finished_at, status, stats::text
        FROM (SELECT id, command, started_at, finished_at, status, stats FROM unreadctl_runs
              WHERE $1::timestamptz IS NULL OR started_at >= $1::timestamptz
              ORDER BY id DESC LIMIT $2::bigint) AS recent
        ORDER BY id
        """

    /// The readable runs, and the ids of the rows skipped as unreadable (`RecordedRun.isReadable`).
    public static func read(on connection: Connection, since: PostgresTimestamp?, last: Int?) throws
        -> (runs: [RecordedRun], skipped: [Int]) {
        let result = try connection.query(query, [since, last])
        let all = try (0..<result.rowCount).map { row in
            let stats = try StoredStats.decode(result.string(row, 5) ?? "{}")
            return RecordedRun(
                id: try result.int(row, 0) ?? 0, command: try result.string(row, 1) ?? "",
                startedAt: try result.timestamp(row, 2) ?? PostgresTimestamp(microseconds: 0),
                finishedAt: try result.timestamp(row, 3), status: try result.string(row, 4) ?? "",
                statsVersion: stats.version, measured: stats.measured)
        }
        return (all.filter(\.isReadable), all.filter { !$0.isReadable }.map(\.id))
    }
}

/// `unreadctl_runs.stats` of any version. From version 2 on, `measured` says it all; older rows
/// (the shapes recompute, audit and nightly wrote before) give what they had: drift, corrections,
/// findings by code, seconds. Anything missing or of another type reads as not measured.
struct StoredStats: Decodable {
    var version: Int?
    var measured = RunMeasurements()

    static func decode(_ json: String) -> StoredStats {
        (try? JSONDecoder().decode(StoredStats.self, from: Data(json.utf8))) ?? StoredStats()
    }

    init() {}

    enum Key: String, CodingKey {
        case statsVersion = "stats_version", measured, recompute, audit, seconds
        case members, usersDrifted = "users_drifted", applied, byCode = "by_code"
    }

    struct Tally: Decodable { var drifted: Int? }
    struct Applied: Decodable {
        var membersCorrected: Int?, usersCorrected: Int?
        enum CodingKeys: String, CodingKey { case membersCorrected = "members_corrected", usersCorrected = "users_corrected" }
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        version = c.lenient(Int.self, .statsVersion)
        if let version, version >= RunMeasurements.statsVersion {
            measured = c.lenient(RunMeasurements.self, .measured) ?? RunMeasurements()
            return
        }
        // Before stats_version 2: a nightly nested its phases, recompute and audit did not.
        measured = Self.legacyPhase(c)
        for phase in [Key.recompute, .audit] {
            if let nested = try? c.nestedContainer(keyedBy: Key.self, forKey: phase) {
                measured = measured.merging(Self.legacyPhase(nested))
            }
        }
        measured.durationSeconds = c.lenient(Double.self, .seconds)
    }

    private static func legacyPhase(_ c: KeyedDecodingContainer<Key>) -> RunMeasurements {
        var measured = RunMeasurements()
        measured.driftedMembers = c.lenient(Tally.self, .members)?.drifted
        measured.driftedUsers = c.lenient(Int.self, .usersDrifted)
        if let applied = c.lenient(Applied.self, .applied), let members = applied.membersCorrected, let users = applied.usersCorrected {
            let (sum, overflow) = members.addingReportingOverflow(users)
            measured.correctedRows = overflow ? .max : sum // past `largestCount`: the row is skipped
        }
        if let byCode = c.lenient([String: Int].self, .byCode) {
            measured.findingsByCode = byCode
            measured.findingsBySeverity = RunMeasurements.severities(ofCodes: byCode)
        }
        return measured
    }
}
