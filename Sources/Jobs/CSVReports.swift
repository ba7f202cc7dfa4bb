import ReadState
import Reports

/// Every CSV report of the tool, declared once (docs/reports.md): the writers take their headers
/// from these, and `unreadctl-bench generate-docs` writes docs/reports.md's column tables from them.
/// Changing a column here changes the file users parse: add columns at the end.
public enum CSVReports {
    /// In the order of docs/reports.md.
    public static let all: [CSVReport] = [
        unreadDrift, threadDrift, mentionDrift, userTotalsDrift, unreadByGroup, audit, latencySummary, latencyMessages, trends,
        namedChannels, bench,
    ]

    private static let delta = "`recomputed − stored`"

    public static let unreadDrift = CSVReport(file: RecomputeJob.memberDriftFile, columns: [
        .init("channel_cid", "text", "the channel"),
        .init("user_id", "text", "the member"),
        .init("stored", "integer", "`channel_members.unread_count` as found in the snapshot"),
        .init("recomputed", "integer", "the correct count"),
        .init("delta", "integer", "\(delta): what `--apply` adds; positive means the stored counter was too low"),
    ], examples: [
        "messaging:group-436,u0000524,-2,0,2",
        "messaging:dm-530,u0002129,3,0,-3",
    ])

    /// docs/mappings.md#root-counters: the root counter's drift, with the columns of `unread_drift.csv`.
    public static let unreadRootDrift = CSVReport(file: RecomputeJob.rootDriftFile, columns: unreadDrift.columns)

    public static let threadDrift = CSVReport(file: RecomputeJob.threadDriftFile, columns: [
        .init("channel_cid", "text", "the channel"),
        .init("parent_id", "integer", "the thread's parent message id"),
        .init("user_id", "text", "the participant"),
        .init("stored", "integer", "`thread_participants.unread_replies`"),
        .init("recomputed", "integer", "the correct count of unread replies"),
        .init("delta", "integer", delta),
    ], examples: ["messaging:group-12,4410,u0000731,4,1,-3"])

    public static let mentionDrift = CSVReport(file: RecomputeJob.mentionDriftFile, columns: [
        .init("channel_cid", "text", "the channel"),
        .init("user_id", "text", "the member"),
        .init("stored", "integer", "`channel_members.unread_mentions`"),
        .init("recomputed", "integer", "the correct number of unread mentions"),
        .init("delta", "integer", delta),
    ])

    public static let userTotalsDrift = CSVReport(file: RecomputeJob.userDriftFile, columns: [
        .init("user_id", "text", "the user"),
        .init("stored_total", "integer", "`users.total_unread_count`"),
        .init("recomputed_total", "integer", "sum of unread counts over current, not muted memberships"),
        .init("stored_channels", "integer", "`users.unread_channels`"),
        .init("recomputed_channels", "integer", "those memberships with unread > 0"),
        .init("stored_threads", "integer", "`users.unread_threads`"),
        .init("recomputed_threads", "integer", "[threads with unread replies](rules.md#unread-threads-per-user)"),
        .init("stored_mentions", "integer", "`users.total_unread_mentions`"),
        .init("recomputed_mentions", "integer", "[unread mentions](rules.md#mentions) over current, not muted memberships"),
    ], examples: ["u0001165,34,28,1,1,0,0,2,2"])

    public static let unreadByGroup = CSVReport(file: RecomputeJob.groupFile, columns: [
        .init("group_by", "`all`, `type` or `team`", "the grouping"),
        .init("group", "text", "`all`; the type's name; the team's name, `(none)` for channels with no team (a team name beginning with `(` or `\\` gets a leading `\\`: [rules.md](rules.md#breakdowns-by-type-and-team))"),
        .init("users_with_unread", "integer", "distinct users with unread messages in the group"),
        .init("channels_with_unread", "integer", "channels with at least one member with unread messages"),
        .init("unread_messages", "integer", "sum of correct per-member unread counts"),
        .init("unread_mentions", "integer", "sum of correct per-member unread mentions"),
        .init("unread_threads", "integer", "thread participant rows with unread replies"),
    ], examples: [
        "all,all,3,3,10,3,1",
        "type,messaging,2,2,5,3,1",
        "type,team,2,1,5,0,0",
        "team,(none),1,1,2,1,0",
        "team,acme,2,2,8,2,1",
    ])

    public static let audit = CSVReport(file: AuditJob.csvFile, columns: [
        .init("code", "`\(AuditCode.allCases.first!.text)` … `\(AuditCode.allCases.last!.text)`", "the [check](checks.md)"),
        .init("severity", AuditSeverity.allCases.reversed().map { "`\($0.name)`" }.joined(separator: ", "),
              "the check's, or the one the source sets ([mappings.md](mappings.md#severities))"),
        .init("channel_cid", "text", "the channel; empty for findings about a user as a whole (\(ReferenceDocs.userLevelFindings))"),
        .init("user_id", "text", "the member, participant or user"),
        .init("message_id", "integer", "the message the finding is about, where the [check](checks.md) names one; else empty"),
        .init("detail", "text", "the values involved, `name=value` parts joined by `; `"),
    ], examples: [AuditCode.rs001, .rs011].map { "\($0.text),\($0.check.severity.name),\($0.check.examples[0])" })

    public static let latencySummary = CSVReport(file: LatencyReportJob.summaryFile, typeHeading: "unit", columns: [
        .init("metric", "", "`read` (types with read events) or `delivered` (types with delivery events; a read counts as a delivery)"),
        .init("group_by", "", "`all`, `type`, `day` or `size` ([groups](rules.md#latency-groups))"),
        .init("group", "", "`all`; type name; `YYYY-MM-DD` (UTC or `--tz`); `2`, `3-10`, `11-100`, `101-1000`, `1001+`"),
        .init("messages", "count", "measured messages in the group"),
        .init("with_event", "count", "those with a first read (delivery)"),
        .init("fraction", "0–1", "`with_event / messages`; empty when `messages` is 0"),
    ] + LatencyStatistics.reportedPercentiles.map { percentile in
        .init("p\(percentile)_s", "seconds", "the nearest-rank \(percentile)th percentile of the latency; empty when `with_event` is 0")
    } + [
        .init("max_s", "seconds", "the longest latency (exact)"),
        .init("mean_s", "seconds", "the average latency (exact, 6 decimals)"),
    ], examples: ["read,all,all,28757,28381,0.986925,209.584127,1944.059903,7348.420607,117306.294271,530557.023372,4079.475301"])

    public static let latencyMessages = CSVReport(file: LatencyReportJob.messagesFile, typeHeading: "unit", columns: [
        .init("message_id", "", "the message"),
        .init("channel_cid", "", "its channel"),
        .init("created_at", "timestamp", "when it was sent"),
        .init("first_delivered_at", "timestamp", "[first delivery](rules.md#first-read-and-first-delivery) by someone else; empty when never, or when the type has no delivery events"),
        .init("first_read_at", "timestamp", "first read by someone else; empty when never, or when the type has no read events"),
        .init("read_by", "count", "current members other than the sender who have [read it](rules.md#read-by-and-delivered-to); empty when the type has no read events"),
        .init("delivered_to", "count", "current members other than the sender to whom it was delivered (reads included); empty when the type has no delivery events"),
        .init("state", "", "[`sent`, `delivered`, `read` or `hidden`](rules.md#delivery-state)"),
    ], examples: ["30,messaging:group-2,2026-11-16T23:47:00.616307Z,2026-11-16T23:47:20.029478Z,2026-11-16T23:47:20.029478Z,5,6,read"])

    public static let trends = CSVReport(file: TrendsJob.csvFile, typeHeading: "unit", columns: [
        .init("run_id", "", "`unreadctl_runs.id`"),
        .init("command", "", "`recompute`, `audit`, `report`, `nightly`, …"),
        .init("started_at", "timestamp", "when the run started"),
        .init("status", "", "`succeeded`, `findings`, `failed`, `interrupted`, `abandoned`, `running`"),
        .init("duration_s", "seconds", "`finished_at − started_at`"),
        .init("drifted_members", "count", "members whose `unread_count` drifted (before correction)"),
        .init("drifted_users", "count", "users with a drifted total"),
        .init("drifted_threads", "count", "participant rows whose `unread_replies` drifted"),
        .init("drifted_mentions", "count", "members whose `unread_mentions` drifted"),
        .init("corrected_rows", "count", "counters `--apply` corrected, of every kind (members, users, thread rows, mention and root counters)"),
    ] + AuditSeverity.allCases.reversed().map { severity in
        .init("findings_\(severity.name)", "count", "audit findings of severity `\(severity.name)`")
    } + [
        .init("read_p50_s", "seconds", "read latency, `all` group, of the run's window: median"),
        .init("read_p95_s", "seconds", "read latency, `all` group: 95th percentile"),
        .init("delivered_p50_s", "seconds", "delivered latency, `all` group: median"),
        .init("delivered_p95_s", "seconds", "delivered latency, `all` group: 95th percentile"),
        .init("scope", "", "a nightly's `incremental` or `full` ([change-feeds.md](change-feeds.md#the-run-record-reports-metrics-and-trends)); empty for other commands and for nightlies recorded before incremental runs (those were full)"),
    ])

    /// An incremental nightly's channels (docs/change-feeds.md#what-the-feeds-read), in key order.
    public static let namedChannels = CSVReport(file: ChangeFeed.namedFile, columns: [
        .init("channel_id", "key", "the channel's id, as the source spells it"),
        .init("channel_cid", "text", "its `cid` (empty when no `channels` row has that id)"),
        .init("streams", "text", "the streams that named it, space-separated: `messages`, `receipt_events`, `deleted_messages`, `joined_members`, `left_members`, `user_mutes`, `open_drift`"),
    ], examples: [
        "4711,messaging:group-436,messages receipt_events",
        "5120,team:general-3,open_drift",
    ])

    /// The benchmark harness's `bench.csv` (`unreadctl-bench`), declared here with the tool's
    /// reports so that docs/reports.md is generated from one list.
    public static let bench = CSVReport(file: "bench.csv", typeHeading: "unit", columns: [
        .init("step", "", "`recompute`, `apply`, `audit`, `report`, and the memory rows below"),
        .init("seconds", "seconds", "the step's median time"),
        .init("floor_seconds", "seconds", "the binary `COPY` of exactly the columns the step reads"),
        .init("ratio_to_floor", "ratio", "`seconds / floor_seconds`"),
        .init("peer", "", "the SQL statement compared with (or, for `apply`, the rows and rate)"),
        .init("peer_seconds", "seconds", "the peer's time (measured or extrapolated, as `bench.md` says)"),
        .init("speedup_vs_peer", "ratio", "`peer_seconds / seconds`"),
        .init("peak_rss_mb", "MB", "the step's peak resident memory (`ru_maxrss`)"),
    ], examples: [
        "recompute,2.843,2.814,1.010,window-function SQL (correlated: 62× slower),12.263,4.314,76.406",
        "apply,1.009,,,146548 corrected rows → 145212 rows/s,,,80.629",
        "rss_scale_ratio,,,1.357,recompute peak RSS at 2500000 vs 10000000 messages,,,76.406",
    ])
}
