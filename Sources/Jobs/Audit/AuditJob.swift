import Foundation
import Postgres
import ReadState
import Reports
import Runtime

/// What `unreadctl audit` is asked to do.
public struct AuditOptions: Sendable, Equatable, Encodable {
    public static let defaultSamples = 20
    /// Five minutes, in microseconds.
    public static let defaultClockSkew: Microseconds = 5 * 60 * 1_000_000

    public var checks: AuditCheckSet
    /// Exit status 1 when a finding of this severity or worse exists.
    public var failOn: AuditSeverity
    /// How many findings per check `audit.md` shows.
    public var samples: Int
    /// At most this many rows in `audit.csv` (nil: all); the counts stay complete.
    public var maxFindings: Int?
    /// RS002's tolerance beyond the audit's clock.
    public var clockSkew: Microseconds
    /// Each check's severity on this source (docs/mappings.md#severities); set from the source
    /// when the audit runs, not an option of its own (not recorded with the options).
    public var severities = AuditSeverities.catalog
    /// Only these channels (keys as the source spells them): an incremental nightly's named
    /// channels (docs/change-feeds.md); nil = every channel. Not an option of its own.
    public var channels: [String]?
    /// With `channels`: the users whose stored totals are checked besides those channels'
    /// members (`RecomputeScope.namedUsers`); nil = every user's. Not an option of its own.
    public var namedUsers: [String]?
    /// What the reports add under "Not measured" (an incremental run's blind spots).
    public var notMeasured: [String] = []

    public init(checks: AuditCheckSet = .all, failOn: AuditSeverity = .error, samples: Int = defaultSamples,
                maxFindings: Int? = nil, clockSkew: Microseconds = defaultClockSkew) {
        self.checks = checks
        self.failOn = failOn
        self.samples = samples
        self.maxFindings = maxFindings
        self.clockSkew = clockSkew
    }

    /// The clock plus the tolerance, saturating (the clock itself is never infinite).
    public func futureLimit(clock: Microseconds) -> Microseconds {
        let (sum, overflow) = clock.addingReportingOverflow(clockSkew)
        return overflow ? (clockSkew > 0 ? .max : .min) : sum
    }

    func failing(_ tally: AuditTally) -> Bool {
        checks.codes.contains { severities[$0] >= failOn && tally.count($0) > 0 }
    }

    enum CodingKeys: String, CodingKey {
        case checks, failOn = "fail_on", samples, maxFindings = "max_findings", clockSkewSeconds = "clock_skew_s"
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(checks.codes.map(\.text), forKey: .checks)
        try container.encode(failOn.name, forKey: .failOn)
        try container.encode(samples, forKey: .samples)
        try container.encode(maxFindings, forKey: .maxFindings)
        try container.encode(Double(clockSkew) / 1e6, forKey: .clockSkewSeconds)
    }
}

/// What an audit found and wrote.
public struct AuditOutcome: Sendable {
    public let options: AuditOptions
    /// Findings per code (0 for codes not run).
    public let counts: [AuditCode: Int]
    public let total: Int
    /// Rows written to `audit.csv` (fewer than `total` when `--max-findings` cut it).
    public let csvRows: Int
    /// The audit's clock: the snapshot's `now()`.
    public let clock: PostgresTimestamp
    public let files: [URL]
    public let seconds: Double
    let stats: AuditScan.Stats
    /// Selected checks the source could not run, with the reason (docs/mappings.md#capabilities).
    public var notRun: [AuditCode: String] = [:]

    public var truncated: Bool { csvRows < total }

    /// Whether a finding at or above `--fail-on` exists.
    public var failed: Bool {
        counts.contains { options.severities[$0.key] >= options.failOn && $0.value > 0 }
    }

    /// docs/operations.md#exit-codes: 1 when a finding at or above `--fail-on` exists, else 0.
    public var exitCode: Int32 { failed ? 1 : 0 }

    /// How the run record ends (`findings` with exit status 1).
    public var runStatus: RunRecord.Status { failed ? .findings : .succeeded }

    public func count(_ code: AuditCode) -> Int { counts[code] ?? 0 }

    /// One line for the operator.
    public var summaryLine: String {
        var line = "audit: "
        if total == 0 {
            line += "no findings"
        } else {
            let codes = AuditCode.allCases.filter { count($0) > 0 }.map { "\($0.text) \(HumanFormat.count(count($0)))" }
            line += "\(HumanFormat.count(total)) finding\(total == 1 ? "" : "s") (\(codes.joined(separator: ", ")))"
        }
        line += " in \(HumanFormat.count(stats.channels)) channels, \(HumanFormat.count(stats.messages)) messages, " +
            "\(HumanFormat.count(stats.events)) events; \(String(format: "%.1f", seconds)) s"
        if !notRun.isEmpty { line += "; not run: " + notRun.keys.sorted().map(\.text).joined(separator: ", ") + " (the source lacks their data)" }
        if truncated { line += "; audit.csv holds the first \(HumanFormat.count(csvRows)) (--max-findings)" }
        if failed { line += "; findings at or above \(options.failOn.name)" }
        return line
    }

    /// What the run record keeps (`unreadctl_runs.stats`).
    public var recordStats: RecordStats {
        RecordStats(
            findings: total, csvRows: csvRows, truncated: truncated,
            byCode: Dictionary(uniqueKeysWithValues: options.checks.codes.map { ($0.text, count($0)) }),
            clock: clock.description, seconds: seconds, exitCode: exitCode,
            channels: stats.channels, members: stats.members, messages: stats.messages, events: stats.events,
            users: stats.users, batches: stats.batches, measured: measured)
    }

    /// What `unreadctl trends` reads back (docs/reports.md#trendscsv): the codes that ran.
    public var measured: RunMeasurements {
        var measured = RunMeasurements()
        let byCode = Dictionary(uniqueKeysWithValues: options.checks.codes.map { ($0.text, count($0)) })
        measured.findingsByCode = byCode
        measured.findingsBySeverity = RunMeasurements.severities(ofCodes: byCode, options.severities)
        measured.durationSeconds = seconds
        return measured
    }

    public struct RecordStats: Sendable, Encodable {
        public var findings: Int
        public var csvRows: Int
        public var truncated: Bool
        public var byCode: [String: Int]
        public var clock: String
        public var seconds: Double
        public var exitCode: Int32
        public var channels, members, messages, events, users, batches: Int
        public var statsVersion = RunMeasurements.statsVersion
        public var measured: RunMeasurements

        enum CodingKeys: String, CodingKey {
            case findings, csvRows = "csv_rows", truncated, byCode = "by_code", clock, seconds, exitCode = "exit_code"
            case channels, members, messages, events, users, batches
            case statsVersion = "stats_version", measured
        }
    }
}

/// The audit (issue 5, docs/checks.md): every selected check in one read-only snapshot, sharing one
/// pass per batch over each table (`AuditScan`), then `audit.csv` (streamed as findings come)
/// and `audit.md`.
public enum AuditJob {
    public static let command = "audit"
    public static let csvFile = "audit.csv"
    public static let markdownFile = "audit.md"

    /// Runs the audit on `reader` (a replica will do: it only reads) and writes `audit.csv` and
    /// `audit.md` into `output`. Opens its own REPEATABLE READ READ ONLY transaction, or runs
    /// inside the caller's when `reader` is already in one (it must be REPEATABLE READ).
    /// Takes no run lock and writes no run record: `nightly` and `demo` call this inside their
    /// own run; `unreadctl audit` calls `runRecorded`.
    public static func run(
        reader: Connection, options: AuditOptions, output: OutputDirectory, progress: TerminalProgress? = nil
    ) throws -> AuditOutcome {
        let started = Date()
        let source = try SchemaMigrator.requireCurrent(reader)
        var options = options
        // docs/mappings.md#severities: without --checks, the checks the source turns on run too.
        if options.checks == .all { options.checks = AuditCheckSet(options.checks.codes + source.severities.enabled) }
        // docs/mappings.md#capabilities: checks whose inputs the source lacks are not run, and said so.
        let notRun = AuditAvailability.unavailable(on: source).filter { options.checks.contains($0.key) }
        options.checks = AuditCheckSet(options.checks.codes.filter { notRun[$0] == nil })
        // docs/change-feeds.md#the-audit: a check of the users' recomputed totals needs every
        // channel; an incremental run leaves it to the recompute's exact totals and to full runs.
        let partialTotals = options.channels == nil ? [] : options.checks.codes.filter { code in
            code.unit is any UserCheck.Type && code.unit.check.inputs.contains(.recomputedCounts)
        }
        options.checks = AuditCheckSet(options.checks.codes.filter { !partialTotals.contains($0) })
        options.severities = source.severities
        // SIGINT / SIGTERM: no half-written report stays behind.
        Interruption.shared.onInterrupt { ReportFile.removeTemporaryFiles() }
        var tally = AuditTally(samples: max(options.samples, 0), maxFindings: options.maxFindings, severities: options.severities)
        var clock = PostgresTimestamp(date: started)
        var stats = AuditScan.Stats()

        let csvURL = output.file(csvFile)
        try ReportFile.write(to: csvURL) { stream in
            AuditTally.csv.writeHeader(to: &stream)
            try JobError.during("reading the audit's data") {
                try Snapshot.reading(reader) { snapshotClock in
                    clock = snapshotClock
                    if options.channels != nil { try reader.setLocal(KeyedReads.settings) }
                    let scan = AuditScan(connection: reader, checks: options.checks,
                                         futureLimit: options.futureLimit(clock: clock.microseconds), progress: progress,
                                         keys: source.keys, addressed: source.addressedMessages,
                                         orderedMessages: source.kind != .mapping, onlyChannels: options.channels,
                                         namedUsers: options.namedUsers)
                    try scan.run { findings in
                        for finding in findings { tally.record(finding, csv: &stream) }
                    }
                    stats = scan.stats
                }
            }
        }

        let markdownURL = output.file(markdownFile)
        let documents = AuditDocuments(tally: tally, options: options, clock: clock, csvFileName: csvFile,
                                       notRun: notRun, notMeasured: source.notMeasured + options.notMeasured
                                           + partialTotals.map { "\($0.text): users' recomputed totals are checked by full runs (the recompute's user_totals_drift.csv has them exact)" })
        try ReportFile.write(to: markdownURL) { documents.writeMarkdown(to: &$0) }

        let counts = Dictionary(uniqueKeysWithValues: AuditCode.allCases.map { ($0, tally.count($0)) })
        return AuditOutcome(
            options: options, counts: counts, total: tally.total, csvRows: tally.csvRows, clock: clock,
            files: [csvURL, markdownURL], seconds: Date().timeIntervalSince(started), stats: stats, notRun: notRun)
    }

    /// `unreadctl audit`: the schema check, the run recorded in `unreadctl_runs` on the primary
    /// (status `findings` when the exit status is 1), the reads on the reader (`--replica-dsn`).
    /// No run lock: the audit changes nothing, so it may run beside a nightly `--apply`.
    public static func runRecorded(
        database: Database, options: AuditOptions, output: OutputDirectory, progress: TerminalProgress? = nil
    ) throws -> AuditOutcome {
        let primary = try database.connectPrimary()
        defer { primary.close() }
        try SchemaMigrator.requireCurrent(primary)
        let reader = database.replica == nil ? primary : try database.connectReader()
        defer { if reader !== primary { reader.close() } }
        return try RunRecord.recording(on: primary, command: command, options: options, ending: { ($0.runStatus, $0.recordStats) }) {
            try run(reader: reader, options: options, output: output, progress: progress)
        }
    }
}
