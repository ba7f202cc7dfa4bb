import ReadState
import Reports
import Runtime

/// A kind of stored counter the recompute checks and `--apply` repairs, declared once
/// (docs/contributing.md#how-to-add-a-counter-kind): its contract columns (also what `sql/roles.sql`
/// grants the writer), its rule, its guard, its drift file, its metric label and the capability
/// it needs. The recompute's outputs, the corrections and their outcome, the nightly's metrics,
/// `schema status` and the writability check iterate `StoredCounter.all`; none names a kind.
/// Like the audit's check units (docs/contributing.md#how-to-add-a-check), a kind is data.
public struct StoredCounter: Sendable {
    public enum ID: String, Sendable, CaseIterable, Hashable {
        case members, roots, users, threads, mentions
    }

    /// A column the kind stores, and whether a source stores it and can give its truth
    /// (docs/mappings.md#capabilities): the repair writes only those, `sql/roles.sql` grants
    /// UPDATE on each.
    public struct Column: Sendable {
        public let table: String
        public let name: String
        public let isCompared: @Sendable (ContractSource) -> Bool
    }

    /// Where its drift comes from and where its corrections go.
    public enum Rows: Sendable {
        /// A counter of the current member's `channel_members` row: `MemberDrift`s of this
        /// `MemberCounter`, repaired by the member rows' guard.
        case member(MemberCounter)
        /// `thread_participants` rows: `ThreadDrift`s, repaired by the participant rows' guard.
        case threadParticipant
        /// The `users` row's totals: `UserDrift`s, repaired last by the users' fingerprint guard.
        case user
    }

    public let id: ID
    public let rows: Rows
    public let columns: [Column]
    /// Its rule: where `UnreadRules` (ReadState) and docs/rules.md define the truth it is
    /// compared with.
    public let rule: String
    /// Its repair's guard (docs/commands.md#the-repairs-guard).
    public let guardDescription: String
    /// The CSV it writes its drift to (declared in `CSVReports`), and what a row of it is.
    public let driftReport: CSVReport
    public let driftRow: String
    /// What `unread.md`'s table of corrections calls it, and what the repair's messages call its rows.
    public let correctionsLabel: String
    public let rowsName: String
    /// The `kind` label of the nightly's drift and correction metrics
    /// (docs/reports.md#the-nightly-metrics-file).
    public let metricLabel: String
    /// The run record's `<key>_corrected` / `<key>_left_for_next_run` of `recompute --apply`.
    public let recordKey: String
    /// Only some mappings have it (docs/mappings.md#root-counters): `schema status` prints it
    /// as an extra, the run record keeps its corrections only where there were some, the
    /// metrics list it after the contract's counters, and its drift file is written only where
    /// the source has it.
    public let extra: String?
    /// Whether a run measured it: reported, exported, repaired.
    public let isMeasured: @Sendable (ComparedCounters, DriftReport) -> Bool
    /// Its drifted counters (rows, or users) in a report.
    public let drifted: @Sendable (DriftReport) -> Int
    /// Its checked counters, where the nightly exports them as `unreadctl_nightly_rows_checked`.
    public let checkedInMetrics: (@Sendable (DriftReport) -> Int)?

    /// The drift file's name.
    public var driftFile: String { driftReport.file }

    /// Every kind, in the order the recompute lists its drift files.
    public static let all: [StoredCounter] = [members, roots, users, threads, mentions]

    public static subscript(_ id: ID) -> StoredCounter { all.first { $0.id == id }! }

    /// The order the repair takes them: a member row's counters, then the participant rows,
    /// then the users, whose guard counts what the others added.
    public static var repairOrder: [StoredCounter] {
        all.filter { $0.stage == 0 } + all.filter { $0.stage == 1 } + all.filter { $0.stage == 2 }
    }

    /// The order of the nightly's metrics: the contract's counters, then a mapping's extras.
    public static var metricsOrder: [StoredCounter] { all.filter { $0.extra == nil } + all.filter { $0.extra != nil } }

    var stage: Int {
        switch rows {
        case .member: 0
        case .threadParticipant: 1
        case .user: 2
        }
    }

    /// Whether `source` has it: an extra only where it stores its column.
    public func isPresent(in source: ContractSource) -> Bool { extra == nil || !comparedColumns(of: source).isEmpty }

    /// Whether a run's report has it: an extra only where it was measured.
    public func isPresent(in report: DriftReport, compared: ComparedCounters) -> Bool { extra == nil || isMeasured(compared, report) }

    /// The columns `source` stores and the repair writes.
    public func comparedColumns(of source: ContractSource) -> [Column] { columns.filter { $0.isCompared(source) } }

    // MARK: - the kinds

    public static let members = StoredCounter(
        id: .members, rows: .member(.unreadCount),
        columns: [Column(table: "channel_members", name: "unread_count", isCompared: { _ in true })],
        rule: "UnreadRules.isUnread (docs/rules.md#per-member-unread-count)",
        guardDescription: "the member's row is as the snapshot saw it (docs/commands.md#the-repairs-guard)",
        driftReport: CSVReports.unreadDrift, driftRow: "one row per drifted member", correctionsLabel: "member unread_count", rowsName: "member counters",
        metricLabel: "members", recordKey: "members", extra: nil,
        isMeasured: { _, _ in true }, drifted: { $0.members.drifted }, checkedInMetrics: { $0.members.checked })

    /// docs/mappings.md#root-counters: the member rule over root messages only.
    public static let roots = StoredCounter(
        id: .roots, rows: .member(.unreadRootCount),
        columns: [Column(table: "channel_members", name: "unread_root_count", isCompared: { $0.rootCounter })],
        rule: "UnreadRules.isUnread over root messages (docs/mappings.md#root-counters)",
        guardDescription: "the member's row is as the snapshot saw it (docs/commands.md#the-repairs-guard)",
        driftReport: CSVReports.unreadRootDrift, driftRow: "one row per drifted root counter", correctionsLabel: "member unread_root_count", rowsName: "root counters",
        metricLabel: "root_counters", recordKey: "roots",
        extra: "present: checked and repaired with unread_count",
        isMeasured: { _, report in report.roots != nil }, drifted: { $0.roots?.drifted ?? 0 }, checkedInMetrics: nil)

    public static let users = StoredCounter(
        id: .users, rows: .user,
        columns: [
            Column(table: "users", name: "total_unread_count", isCompared: { ComparedCounters($0).userTotals }),
            Column(table: "users", name: "unread_channels", isCompared: { ComparedCounters($0).userTotals }),
            Column(table: "users", name: "unread_threads", isCompared: { ComparedCounters($0).userThreads }),
            Column(table: "users", name: "total_unread_mentions", isCompared: { ComparedCounters($0).userMentions }),
        ],
        rule: "the sums of UnreadRules' member, thread and mention counts (docs/rules.md#per-user-totals)",
        guardDescription: "the user's counters and the read state of every membership and thread row are the snapshot's, as fingerprints (docs/commands.md#the-repairs-guard)",
        driftReport: CSVReports.userTotalsDrift, driftRow: "one row per drifted user", correctionsLabel: "user totals", rowsName: "user totals",
        metricLabel: "users", recordKey: "users", extra: nil,
        isMeasured: { _, _ in true }, drifted: { $0.usersDrifted }, checkedInMetrics: { $0.usersChecked })

    public static let threads = StoredCounter(
        id: .threads, rows: .threadParticipant,
        columns: [Column(table: "thread_participants", name: "unread_replies", isCompared: { ComparedCounters($0).threadReplies })],
        rule: "UnreadRules.isUnreadReply (docs/rules.md#threads)",
        guardDescription: "the participant row and its membership are as the snapshot saw them (docs/commands.md#the-repairs-guard)",
        driftReport: CSVReports.threadDrift, driftRow: "one row per drifted thread participant", correctionsLabel: "thread participant unread_replies", rowsName: "thread participants",
        metricLabel: "threads", recordKey: "threads", extra: nil,
        isMeasured: { compared, _ in compared.threadReplies }, drifted: { $0.threads.drifted }, checkedInMetrics: nil)

    public static let mentions = StoredCounter(
        id: .mentions, rows: .member(.unreadMentions),
        columns: [Column(table: "channel_members", name: "unread_mentions", isCompared: { ComparedCounters($0).memberMentions })],
        rule: "UnreadRules.isUnreadMention (docs/rules.md#mentions)",
        guardDescription: "the member's row is as the snapshot saw it (docs/commands.md#the-repairs-guard)",
        driftReport: CSVReports.mentionDrift, driftRow: "one row per drifted mention counter", correctionsLabel: "member unread_mentions", rowsName: "mention counters",
        metricLabel: "mentions", recordKey: "mentions", extra: nil,
        isMeasured: { compared, _ in compared.memberMentions }, drifted: { $0.mentions.drifted }, checkedInMetrics: nil)
}

extension MemberCounter {
    /// The declaration of this member counter.
    public var kind: StoredCounter { StoredCounter[id] }

    /// Its kind's id, found once for every counter: a drifted row asks for it, and a search of
    /// `StoredCounter.all` copies each declaration on the way (on Mattermost, half a million
    /// drifted members a run).
    public var id: StoredCounter.ID { Self.ids[self]! }

    private static let ids: [MemberCounter: StoredCounter.ID] = Dictionary(uniqueKeysWithValues: StoredCounter.all.compactMap { counter in
        if case .member(let member) = counter.rows { (member, counter.id) } else { nil }
    })
}

/// One drifted counter, of any kind, as the recompute reports it.
public enum CounterDrift: Sendable, Equatable {
    case member(MemberDrift)
    case thread(ThreadDrift)
    case user(UserDrift)

    public var kind: StoredCounter.ID {
        switch self {
        case .member(let drift): drift.counter.id
        case .thread: .threads
        case .user: .users
        }
    }

    /// The channel it is in (as the source spells its key), for the incremental nightly; nil for a user.
    var channel: String? {
        switch self {
        case .member(let drift): drift.channelKey ?? String(drift.channelID)
        case .thread(let drift): drift.channelKey ?? String(drift.channelID)
        case .user: nil
        }
    }

    /// Writes its row of the kind's drift file (`csv`, that file's columns), field by field
    /// (no array of strings per row: docs/benchmark.md#the-reading-layer). A counter the source
    /// does not store has no stored value: empty, not a number.
    func writeCSVRow(compared: ComparedCounters, with csv: CSVWriter, to out: inout some TextOutputStream) {
        switch self {
        case .member(let drift):
            csv.writeRow(drift.channelCID, drift.userID, drift.stored, drift.recomputed, drift.delta, to: &out)
        case .thread(let drift):
            csv.writeRow(drift.channelCID, drift.parentText, drift.userID, drift.stored, drift.recomputed, drift.delta, to: &out)
        case .user(let drift):
            func stored(_ value: Int, _ isCompared: Bool) -> String { isCompared ? String(value) : "" }
            csv.writeRow(drift.userID, stored(drift.storedTotal, compared.userTotals), drift.recomputedTotal,
                         stored(drift.storedChannels, compared.userTotals), drift.recomputedChannels,
                         stored(drift.storedThreads, compared.userThreads), drift.recomputedThreads,
                         stored(drift.storedMentions, compared.userMentions), drift.recomputedMentions, to: &out)
        }
    }
}
