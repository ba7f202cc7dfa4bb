import Foundation
import Postgres
import ReadState
import Reports
import Runtime

/// What `unreadctl recompute` was asked to do (also the run record's `options`).
public struct RecomputeOptions: Sendable, Codable, Equatable {
    /// Correct the drifted counters; false = a dry run that changes no counter.
    public var apply: Bool
    public var scope: RecomputeScope
    /// Corrected rows per write transaction.
    public var batchSize: Int
    /// Channels read per batch at most (memory is bounded by one batch).
    public var channelsPerBatch: Int
    /// `--out`: reports go to `out/<UTC date>/`.
    public var out: String
    /// Draw a progress line on stderr (only when it is a terminal).
    public var showProgress: Bool

    public static let defaultBatchSize = 5_000

    public init(
        apply: Bool = false, scope: RecomputeScope = .all, batchSize: Int = defaultBatchSize,
        channelsPerBatch: Int = UnreadRecomputation.defaultChannelsPerBatch, out: String = OutputDirectory.defaultRoot,
        showProgress: Bool = true
    ) {
        self.apply = apply
        self.scope = scope
        self.batchSize = batchSize
        self.channelsPerBatch = channelsPerBatch
        self.out = out
        self.showProgress = showProgress
    }

    enum CodingKeys: String, CodingKey {
        case apply, batchSize = "batch_size", channelsPerBatch = "channels_per_batch", out
        case scope = "channel_types", channels, users
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            apply: try container.decode(Bool.self, forKey: .apply),
            scope: RecomputeScope(channelTypes: try container.decode([String].self, forKey: .scope),
                                  channels: try container.decodeIfPresent([String].self, forKey: .channels) ?? [],
                                  users: try container.decodeIfPresent([String].self, forKey: .users) ?? []),
            batchSize: try container.decode(Int.self, forKey: .batchSize),
            channelsPerBatch: try container.decode(Int.self, forKey: .channelsPerBatch),
            out: try container.decode(String.self, forKey: .out))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(apply, forKey: .apply)
        try container.encode(scope.channelTypes, forKey: .scope)
        // Only a run scoped to a ticket names its channels and users (docs/commands.md#a-run-scoped-to-one-ticket).
        if !scope.channels.isEmpty { try container.encode(scope.channels, forKey: .channels) }
        if !scope.users.isEmpty { try container.encode(scope.users, forKey: .users) }
        try container.encode(batchSize, forKey: .batchSize)
        try container.encode(channelsPerBatch, forKey: .channelsPerBatch)
        try container.encode(out, forKey: .out)
    }
}

/// What a recompute found and did.
public struct RecomputeOutcome: Sendable {
    public var report: DriftReport
    /// Nil for a dry run.
    public var applied: CounterCorrections.Outcome?
    /// The run's report folder (`out/<UTC date>`) and the files written in it.
    public var directory: String
    public var files: [String]
    /// The snapshot's `now()`: the counters are checked as of this instant.
    public var snapshotAt: PostgresTimestamp
    public var seconds: Double
    /// The stored counters compared with the truth (docs/mappings.md#capabilities).
    public var compared = ComparedCounters.all
    /// What the source lacks, as the reports say it (empty on the reference schema).
    public var notMeasured: [String] = []
    /// Why a run asked to apply ran dry (`nightly` on a read-only mapping).
    public var dryRunReason: String?
    /// The channels (keys as the source spells them) where a drifted counter was found: an
    /// incremental nightly reads them again until they are right (docs/change-feeds.md#open-drift).
    /// Kept only for a nightly with change feeds (`perform(keepsDrifted:)`), like `driftedUsers`.
    public var driftedChannels: Set<String> = []
    /// The users whose totals drifted: an incremental nightly checks them again (docs/change-feeds.md#open-drift).
    /// Kept only for a nightly with change feeds (`perform(keepsDrifted:)`).
    public var driftedUsers: Set<String> = []

    /// A few lines for stdout.
    public var summaryLines: [String] {
        var lines = [
            "recompute: \(applied == nil ? "dry run, no counter changed (--apply corrects)" : "applied") — snapshot \(snapshotAt), \(String(format: "%.1f", seconds)) s",
            "members: \(HumanFormat.count(report.members.checked)) checked, \(HumanFormat.count(report.members.drifted)) drifted, sum |delta| \(HumanFormat.count(report.members.absoluteDelta))",
        ] + rootsLines + [
            threadsAndMentionsLine,
            usersLine,
        ]
        if let applied {
            lines.append("corrected: \(HumanFormat.count(applied[.members].corrected)) member counters, \(HumanFormat.count(applied[.users].corrected)) users; left for the next run: \(HumanFormat.count(applied[.members].left)) members, \(HumanFormat.count(applied[.users].left)) users")
            if report.roots != nil {
                lines.append("corrected: \(HumanFormat.count(applied[.roots].corrected)) root counters; left for the next run: \(HumanFormat.count(applied[.roots].left))")
            }
            if applied.usersOutOfRange > 0 {
                lines.append("not corrected: \(HumanFormat.count(applied.usersOutOfRange)) users whose recomputed totals do not fit the stored integer columns (named in the warnings)")
            }
            if compared.threadReplies || compared.memberMentions {
                lines.append("corrected: \(HumanFormat.count(applied[.threads].corrected)) thread participant rows, \(HumanFormat.count(applied[.mentions].corrected)) mention counters; left for the next run: \(HumanFormat.count(applied[.threads].left)) participant rows, \(HumanFormat.count(applied[.mentions].left)) mention counters")
            }
        }
        if !notMeasured.isEmpty { lines.append("not measured: " + notMeasured.joined(separator: "; ")) }
        lines.append("reports: \(files.map { directory + "/" + $0 }.joined(separator: ", "))")
        return lines
    }

    /// docs/mappings.md#root-counters: the root counter's line, on a source that has one.
    var rootsLines: [String] {
        guard let roots = report.roots else { return [] }
        return ["root counters: \(HumanFormat.count(roots.checked)) checked, \(HumanFormat.count(roots.drifted)) drifted, sum |delta| \(HumanFormat.count(roots.absoluteDelta))"]
    }

    /// Threads and mentions, each "not measured" where the source cannot give it (docs/mappings.md#capabilities).
    var threadsAndMentionsLine: String {
        let threads = compared.threadReplies
            ? "\(HumanFormat.count(report.threads.checked)) participant rows checked, \(HumanFormat.count(report.threads.drifted)) drifted"
            : "not measured"
        let mentions = compared.memberMentions
            ? "\(HumanFormat.count(report.mentions.checked)) members checked, \(HumanFormat.count(report.mentions.drifted)) drifted"
            : "not measured"
        return "threads: \(threads); mentions: \(mentions)"
    }

    var usersLine: String {
        let columns = [("total_unread_count", report.userTotals, compared.userTotals),
                       ("unread_channels", report.userChannels, compared.userTotals),
                       ("unread_threads", report.userThreads, compared.userThreads),
                       ("total_unread_mentions", report.userMentions, compared.userMentions)].filter(\.2)
        if columns.isEmpty { return "users: not measured (the source stores no per-user counters)" }
        return "users: \(HumanFormat.count(report.usersChecked)) checked, \(HumanFormat.count(report.usersDrifted)) drifted (" +
            columns.map { "\($0.0) \(HumanFormat.count($0.1.drifted))" }.joined(separator: ", ") + ")"
    }

    /// The run record's `stats`.
    public var stats: RecomputeStats {
        RecomputeStats(members: report.members, userTotals: report.userTotals, userChannels: report.userChannels,
                       usersDrifted: report.usersDrifted, applied: applied, snapshotAt: snapshotAt.description, seconds: seconds,
                       measured: measured,
                       threads: report.threads, mentions: report.mentions, userThreads: report.userThreads,
                       userMentions: report.userMentions, roots: report.roots)
    }

    /// What `unreadctl trends` reads back (docs/reports.md#trendscsv).
    public var measured: RunMeasurements {
        var measured = RunMeasurements()
        measured.driftedMembers = report.members.drifted
        measured.driftedUsers = report.usersDrifted
        measured.driftedThreads = report.threads.drifted
        measured.driftedMentions = report.mentions.drifted
        measured.correctedRows = applied.map(\.corrected)
        measured.durationSeconds = seconds
        return measured
    }
}

/// The run record's `stats` of a recompute.
public struct RecomputeStats: Sendable, Codable, Equatable {
    public var members: DriftReport.Tally
    public var userTotals: DriftReport.Tally
    public var userChannels: DriftReport.Tally
    public var usersDrifted: Int
    public var applied: CounterCorrections.Outcome?
    public var snapshotAt: String
    public var seconds: Double
    public var statsVersion = RunMeasurements.statsVersion
    public var measured: RunMeasurements?
    /// docs/rules.md#threads (absent from runs recorded before them).
    public var threads: DriftReport.Tally? = nil
    public var mentions: DriftReport.Tally? = nil
    public var userThreads: DriftReport.Tally? = nil
    public var userMentions: DriftReport.Tally? = nil
    /// docs/mappings.md#root-counters: only on a source with a root counter.
    public var roots: DriftReport.Tally? = nil

    enum CodingKeys: String, CodingKey {
        case members, userTotals = "user_totals", userChannels = "user_channels", usersDrifted = "users_drifted"
        case applied, snapshotAt = "snapshot_at", seconds
        case statsVersion = "stats_version", measured
        case threads, mentions, userThreads = "user_threads", userMentions = "user_mentions", roots
    }
}

/// `unreadctl recompute`: one run at a time, recorded in `unreadctl_runs`; reads one snapshot,
/// writes `unread_drift.csv`, `user_totals_drift.csv`, `thread_drift.csv`, `mention_drift.csv`,
/// `unread_by_group.csv` and `unread.md`, and with `--apply` corrects the counters
/// (docs/commands.md#unreadctl-recompute).
public enum RecomputeJob {
    public static let command = "recompute"
    public static let memberDriftFile = "unread_drift.csv"
    public static let userDriftFile = "user_totals_drift.csv"
    public static let threadDriftFile = "thread_drift.csv"
    public static let mentionDriftFile = "mention_drift.csv"
    /// Only on a source with a root counter (docs/mappings.md#root-counters).
    public static let rootDriftFile = "unread_root_drift.csv"
    public static let groupFile = "unread_by_group.csv"
    public static let markdownFile = "unread.md"

    // The files' columns are declared once, in CSVReports (docs/reports.md is generated from them).
    static let groupColumns = CSVReports.unreadByGroup.columnNames

    /// The whole run, as the command does it: checks the output folder and the schema, records
    /// the run in `unreadctl_runs` on the primary, then `perform`s it. Reads go to the replica
    /// when the database has one; writes to the primary.
    ///
    /// The run lock (docs/operations.md#one-run-at-a-time) guards writers: `--apply` takes it on the primary for the whole
    /// run (a second writer — `recompute --apply`, `nightly` — gets `JobError.lockHeld`, exit
    /// 75), and needs a primary that is not in recovery. A dry run changes no counter and reads
    /// one snapshot, like `audit`: it takes no lock, so an ad-hoc dry run never makes the
    /// nightly correction fail with 75.
    public static func run(_ options: RecomputeOptions, database: Database, runDate: Date = Date()) throws -> RecomputeOutcome {
        var options = options
        let output = try OutputDirectory(root: options.out, runDate: runDate)
        Interruption.shared.onInterrupt { ReportFile.removeTemporaryFiles() }
        let primary = try options.apply ? database.connectWriter() : database.connectPrimary()
        defer { primary.close() }
        let source = try SchemaMigrator.requireCurrent(primary)
        if options.scope.isTicket { options.scope = try options.scope.resolved(on: primary, source: source) }
        // docs/mappings.md#refusals: a source that cannot be written is refused before any scan.
        if options.apply { try CounterWritability.require(primary, source: source) }
        // A ticket's few rows are not the database's drift: its run leaves the trends' measures empty (docs/reports.md#trendscsv).
        let ticket = options.scope.isTicket
        return try RunRecord.recording(on: primary, command: command, options: options, runLock: options.apply,
                                       ending: { outcome in
                                           var stats = outcome.stats
                                           if ticket { stats.measured = nil }
                                           return (.succeeded, stats)
                                       }) {
            let reader = try database.connectReader()
            defer { reader.close() }
            if database.replica != nil { try SchemaMigrator.requireCurrent(reader) }
            return try perform(options, primary: primary, reader: reader, output: output, source: source)
        }
    }

    /// The recompute without lock and run record (for `nightly`, which holds both): the reads
    /// on `reader` in one snapshot, the corrections on `primary` (two connections, which may
    /// point at the same server), the reports in `output`.
    public static func perform(
        _ options: RecomputeOptions, primary: Connection, reader: Connection, output: OutputDirectory,
        source: ContractSource = .reference, dryRunReason: String? = nil, notMeasured: [String] = [],
        keepsDrifted: Bool = false
    ) throws -> RecomputeOutcome {
        let compared = ComparedCounters(source)
        precondition(primary !== reader, "the corrections stream to the primary while the snapshot streams from the reader: two connections")
        let started = Date()
        var reading = MessageReading(source)
        reading.citus = try JobError.during("checking for Citus") { try CitusSnapshot.isCitus(reader) }
        if options.apply { // only the repair's guard reads the row versions
            reading.rowVersion = RowVersion(source, citus: reading.citus)
        }
        let corrections = options.apply ? try CounterCorrections(on: primary, batchSize: options.batchSize, compared: compared, keys: source.keys,
                                                                  rowVersion: reading.rowVersion) : nil
        // On every way out, a failure too: the caller finishes its run record on the primary next.
        defer { corrections?.close() }
        // One drift file per kind of stored counter (`StoredCounter`); an extra the source lacks
        // (docs/mappings.md#root-counters) gets none.
        let kinds = StoredCounter.all.filter { $0.isPresent(in: source) }
        let csvs = kinds.map { CSVWriter(columns: $0.driftReport.columnNames) }
        let position = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($0.element.id, $0.offset) })
        var driftedUsers: [UserDrift] = []
        var driftedChannels: Set<String> = []
        var usersDrifted: Set<String> = []

        var (report, snapshotAt) = try JobError.during("reading the snapshot") { try Snapshot.reading(reader) { snapshotAt in
            var progress: TerminalProgress?
            if options.showProgress, isatty(STDERR_FILENO) == 1 {
                progress = TerminalProgress(phase: "recompute", unit: "channels", total: try UnreadRecomputation.channelCount(on: reader, scope: options.scope))
            }
            let report = try ReportFile.write(to: kinds.map { output.file($0.driftFile) }) { out in
                for (index, csv) in csvs.enumerated() { csv.writeHeader(to: &out[index]) }
                // The drifts are written on a thread of their own (`DriftWriter`), in the order
                // they are found; the streams, the corrections and the sets below are its until
                // it is finished or stopped.
                var streams = out
                defer { out = streams }
                let writer = DriftWriter { drift in
                    let index = position[drift.kind]!
                    drift.writeCSVRow(compared: compared, with: csvs[index], to: &streams[index])
                    if keepsDrifted, let channel = drift.channel { driftedChannels.insert(channel) }
                    switch drift {
                    case .member(let member): try corrections?.add(member)
                    case .thread(let thread): try corrections?.addThread(thread)
                    case .user(let user):
                        // Only a nightly with change feeds reads them (its open users): a set of
                        // every drifted user's id would grow the memory of every other run.
                        if keepsDrifted { usersDrifted.insert(user.userID) }
                        if corrections != nil { driftedUsers.append(user) }
                    }
                }
                defer { writer.stop() }
                let report = try UnreadRecomputation.run(
                    on: reader, scope: options.scope, channelsPerBatch: options.channelsPerBatch, compared: compared, keys: source.keys,
                    reading: reading, progress: progress, onDrift: { try writer.add($0) })
                try writer.finish()
                return report
            }
            try ReportFile.write(to: output.file(groupFile)) { out in
                let csv = CSVWriter(columns: groupColumns)
                csv.writeHeader(to: &out)
                for row in report.groups where !options.scope.readsByKey {
                    csv.writeRow([row.groupBy, row.group, String(row.usersWithUnread), String(row.channelsWithUnread),
                                  String(row.unreadMessages), String(row.unreadMentions), String(row.unreadThreads)], to: &out)
                }
            }
            // The users' guard needs their memberships' read state in this same snapshot.
            try corrections?.addUsers(driftedUsers, snapshot: reader)
            return (report, snapshotAt)
        } }
        driftedUsers = []
        // A ticket's or a feed's run reads a few channels: breakdowns of them would pass for the database's.
        if options.scope.readsByKey { report.groups = [] }

        var applied: CounterCorrections.Outcome?
        if let corrections { applied = try corrections.finish() }

        var outcome = RecomputeOutcome(
            report: report, applied: applied, directory: output.path,
            files: [markdownFile] + kinds.map(\.driftFile) + [groupFile],
            snapshotAt: snapshotAt, seconds: 0)
        outcome.compared = compared
        outcome.notMeasured = source.notMeasured + notMeasured
        outcome.driftedChannels = driftedChannels
        outcome.driftedUsers = usersDrifted
        outcome.dryRunReason = dryRunReason
        outcome.seconds = Date().timeIntervalSince(started)
        let finished = outcome
        do {
            try ReportFile.write(to: output.file(markdownFile)) { out in
                UnreadMarkdown.write(finished, scope: options.scope, to: &out)
            }
        } catch {
            // The corrections are committed: the run record keeps them beside the error.
            if let applied { throw FailedAfterWork(error, applied: applied) }
            throw error
        }
        return outcome
    }
}
