import Foundation
import Postgres
import ReadState
import Reports
import Runtime

/// What `unreadctl nightly` runs: `recompute --apply`, `audit`, `report`.
public struct NightlyOptions: Sendable, Encodable {
    public var recompute: RecomputeOptions
    public var audit: AuditOptions
    public var window: LatencyWindow
    public var perMessage: Bool
    public var out: String
    /// `--allow-empty`: a contract with no channels is not refused (docs/mappings.md#refusals).
    public var allowEmpty: Bool
    /// `--full`, `--full-every`, `--feed-overlap` (docs/change-feeds.md).
    public var feed: FeedOptions

    public init(recompute: RecomputeOptions, audit: AuditOptions, window: LatencyWindow, perMessage: Bool = false, out: String,
                allowEmpty: Bool = false, feed: FeedOptions = FeedOptions()) {
        var recompute = recompute
        recompute.apply = true
        recompute.out = out
        self.recompute = recompute
        self.audit = audit
        self.window = window
        self.perMessage = perMessage
        self.out = out
        self.allowEmpty = allowEmpty
        self.feed = feed
    }

    enum CodingKeys: String, CodingKey { case recompute, audit, since, until, perMessage = "per_message", out, allowEmpty = "allow_empty", feed }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(recompute, forKey: .recompute)
        try container.encode(audit, forKey: .audit)
        try container.encode(window.since.description, forKey: .since)
        try container.encode(window.until.description, forKey: .until)
        try container.encode(perMessage, forKey: .perMessage)
        try container.encode(out, forKey: .out)
        if allowEmpty { try container.encode(allowEmpty, forKey: .allowEmpty) }
        try container.encode(feed, forKey: .feed)
    }
}

/// What a nightly run did, phase by phase: each phase's outcome and duration, filled in as
/// phases finish, so a failed run still tells the metrics file how far it got.
public final class NightlyResults {
    public internal(set) var phaseSeconds: [(phase: String, seconds: Double)] = []
    public internal(set) var recompute: RecomputeOutcome?
    public internal(set) var audit: AuditOutcome?
    public internal(set) var latency: LatencyReportOutcome?
    public internal(set) var outputDirectory: String?
    /// Why the recompute ran as a dry run (a read-only mapping), nil when it applied.
    public internal(set) var dryRunReason: String?
    /// Tonight's change feeds and the decision they led to; nil on a source without feeds
    /// (docs/change-feeds.md), whose runs are all full.
    public internal(set) var plan: FeedPlan?
    /// What the next run starts from, once the recompute is done; recorded only by a run that succeeds.
    public internal(set) var feedState: FeedState?
    /// Incremental or full: the `scope` label of the metrics and trends.
    public var scope: NightlyScope { plan?.scope ?? .full }
    public init() {}

    func timed<T>(_ phase: String, _ body: () throws -> T) rethrows -> T {
        let started = Date()
        defer { phaseSeconds.append((phase, Date().timeIntervalSince(started))) }
        return try body()
    }

    /// The lines the command prints on stdout.
    public var summaryLines: [String] {
        var lines: [String] = []
        if let dryRunReason { lines.append("nightly: the recompute ran as a dry run: \(dryRunReason)") }
        if let plan {
            switch plan.scope {
            case .full: lines.append("nightly: full run (\(plan.reason))")
            case .incremental:
                let streams = plan.namedBy.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { "\($0.key) \(HumanFormat.count($0.value))" }
                lines.append("nightly: incremental run — \(HumanFormat.count(plan.named.count)) channels named by the change feeds" +
                             (streams.isEmpty ? "" : " (" + streams.joined(separator: ", ") + ")"))
            }
        }
        if let recompute { lines += recompute.summaryLines.filter { !$0.hasPrefix("reports:") } }
        if let audit { lines.append(audit.summaryLine) }
        if let latency { lines.append(latency.summaryLine) }
        if let outputDirectory { lines.append("reports: \(outputDirectory)/") }
        return lines
    }
}

/// `unreadctl nightly` (docs/commands.md#unreadctl-nightly--the-cron-job): one advisory lock, one `unreadctl_runs` record, one exit
/// code for the three phases. Reads go to the replica when there is one; the corrections go
/// to the primary, which must not be in recovery.
public enum NightlyJob {
    public static let command = "nightly"

    struct Stats: Encodable {
        var phases: [String: Double]
        var recompute: RecomputeStats?
        var audit: AuditOutcome.RecordStats?
        var latencyMessages: Int?
        var seconds: Double
        var statsVersion = RunMeasurements.statsVersion
        var measured: RunMeasurements?
        var scope: NightlyScope
        /// Why the run was full, and what the feeds named (docs/change-feeds.md).
        var fullReason: String?
        var namedChannels: Int?
        var namedBy: [String: Int]?
        /// The users whose totals were checked besides the named channels' members.
        var namedUsers: Int?
        /// The next run's watermarks: only a run that succeeded records them.
        var feed: FeedState?
        enum CodingKeys: String, CodingKey {
            case phases, recompute, audit, latencyMessages = "latency_messages", seconds
            case statsVersion = "stats_version", measured
            case scope, fullReason = "full_reason", namedChannels = "named_channels", namedBy = "named_by", namedUsers = "named_users", feed
        }
    }

    /// Runs the three phases; `results` records what finished (also when it throws). Returns
    /// true when the audit found something at or above `--fail-on` (exit 1).
    @discardableResult
    public static func run(_ options: NightlyOptions, database: Database, results: NightlyResults, runDate: Date = Date()) throws -> Bool {
        let started = Date()
        let output = try OutputDirectory(root: options.out, runDate: runDate)
        results.outputDirectory = output.path
        Interruption.shared.onInterrupt { ReportFile.removeTemporaryFiles() }
        let primary = try database.connectWriter()
        defer { primary.close() }
        let source = try SchemaMigrator.requireCurrent(primary)
        // docs/mappings.md#refusals: an empty contract is most likely the wrong --schema, not a quiet night.
        if !options.allowEmpty, try !(primary.query("SELECT EXISTS (SELECT FROM channels)").bool(0, 0) ?? false) {
            throw JobError.noChannels(schema: database.schema)
        }
        // A read-only mapping is checked and reported but not repaired; a role without the grant is refused.
        var recomputeOptions = options.recompute
        switch try CounterWritability.check(primary, source: source) {
        case .writable: break
        case .readOnly(let reason):
            recomputeOptions.apply = false
            results.dryRunReason = reason
        case .notGranted(let reason):
            throw JobError.writesRefused(reason)
        }
        let ending = { (failed: Bool) in (failed ? RunRecord.Status.findings : .succeeded, stats(results, started: started)) }
        return try RunRecord.recording(on: primary, command: command, options: options, runLock: true, ending: ending) {
            let reader = try database.connectReader()
            defer { reader.close() }
            if database.replica != nil { try SchemaMigrator.requireCurrent(reader) }
            // docs/change-feeds.md: the feeds and the recompute read one snapshot, so the
            // watermarks recorded are those of the rows counted.
            var auditOptions = options.audit
            try reader.transaction(.snapshotReadOnly()) {
                var recomputeOptions = recomputeOptions
                if let streams = feedStreams(options, source: source) {
                    let plan = try results.timed("feed") {
                        let snapshotAt = try JobError.during("opening the snapshot") { try reader.query("SELECT now()").timestamp(0, 0) }
                        return try ChangeFeed.plan(reader, streams: streams, source: source, options: options.feed,
                                                   snapshotAt: snapshotAt ?? PostgresTimestamp(date: Date()))
                    }
                    results.plan = plan
                    if plan.scope == .incremental {
                        try ReportFile.write(to: output.file(ChangeFeed.namedFile)) { plan.writeNamedChannels(to: &$0) }
                        recomputeOptions.scope.named = plan.named
                        recomputeOptions.scope.namedUsers = plan.namedUsers
                        auditOptions.channels = plan.named
                        auditOptions.namedUsers = plan.namedUsers
                        auditOptions.notMeasured = plan.notMeasured
                    }
                }
                let plan = results.plan
                results.recompute = try results.timed("recompute") {
                    try RecomputeJob.perform(recomputeOptions, primary: primary, reader: reader, output: output, source: source,
                                             dryRunReason: results.dryRunReason, notMeasured: plan?.notMeasured ?? [],
                                             keepsDrifted: plan != nil)
                }
                if let plan, let recompute = results.recompute { results.feedState = plan.completed(drifted: recompute.driftedChannels, users: recompute.driftedUsers) }
            }
            do {
                ProcessMemory.releaseFreed()
                try Interruption.shared.check()
                results.audit = try results.timed("audit") {
                    try AuditJob.run(reader: reader, options: auditOptions, output: output,
                                     progress: options.recompute.showProgress && isatty(STDERR_FILENO) == 1
                                        ? TerminalProgress(phase: "audit", unit: "channels") : nil)
                }
                ProcessMemory.releaseFreed()
                try Interruption.shared.check()
                results.latency = try results.timed("report") {
                    try LatencyReportJob.run(reader: reader, options: LatencyReportOptions(window: options.window, perMessage: options.perMessage,
                                                                                         showProgress: options.recompute.showProgress), output: output)
                }
            } catch {
                // The corrections are committed: the run record keeps them beside the error.
                if let applied = results.recompute?.applied { throw FailedAfterWork(error, applied: applied) }
                throw error
            }
            return results.audit?.failed ?? false
        }
    }

    /// The source's change streams: the reference schema's, or a mapping's `channel_changes`;
    /// nil for a mapping without it, and for a run scoped to channel types, which neither reads
    /// nor advances the watermarks (docs/change-feeds.md#full-runs).
    static func feedStreams(_ options: NightlyOptions, source: ContractSource) -> (any FeedStreams)? {
        options.recompute.scope.channelTypes.isEmpty ? ChangeFeed.streams(source) : nil
    }

    static func stats(_ results: NightlyResults, started: Date) -> Stats {
        Stats(phases: Dictionary(results.phaseSeconds.map { ($0.phase, $0.seconds) }, uniquingKeysWith: { $1 }),
              recompute: results.recompute?.stats, audit: results.audit?.recordStats,
              latencyMessages: results.latency?.messages, seconds: Date().timeIntervalSince(started),
              measured: measured(results, started: started), scope: results.scope,
              fullReason: results.plan.flatMap { $0.scope == .full ? $0.reason : nil },
              namedChannels: results.plan.flatMap { $0.scope == .incremental ? $0.named.count : nil },
              namedBy: results.plan.flatMap { $0.scope == .incremental ? $0.namedBy : nil },
              namedUsers: results.plan.flatMap { $0.scope == .incremental ? $0.namedUsers.count : nil }, feed: results.feedState)
    }

    /// The phases' measurements in one, for `unreadctl trends` (docs/reports.md#trendscsv).
    static func measured(_ results: NightlyResults, started: Date) -> RunMeasurements {
        var measured = RunMeasurements()
        for phase in [results.recompute?.measured, results.audit?.measured, results.latency?.measured] {
            if let phase { measured = measured.merging(phase) }
        }
        measured.durationSeconds = Date().timeIntervalSince(started)
        measured.scope = results.scope.rawValue
        return measured
    }
}
