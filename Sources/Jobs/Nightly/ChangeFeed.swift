import Foundation
import Postgres
import ReadState
import Reports
import Runtime
import Schema

/// What a source's streams found since the last run (docs/change-feeds.md#what-the-feeds-read).
struct FeedChanges {
    /// Per stream, the channels it named.
    var channels: [String: Set<String>] = [:]
    /// Per stream, the users whose own rows changed (a mapping's user rows): every current
    /// channel of theirs is read and their totals are checked.
    var users: [String: Set<String>] = [:]
    /// Each stream's new watermark.
    var watermarks: [String: Int64] = [:]
    /// The streams in the order `named_channels.csv` lists them.
    var order: [String] = []
}

/// One source's change streams: the reference schema's tables (`ReferenceFeed`) or a
/// mapping's `channel_changes` (`MappingFeed`). `ChangeFeed` decides with them.
protocol FeedStreams {
    /// Changes when what the streams read changes: a run with another version is full.
    var version: String { get }
    /// What the streams depend on besides the rows (a mapping's view definitions), in the rules' digest.
    func definitions(_ connection: Connection) throws -> String
    /// What the streams cannot see, for "Not measured".
    func blindSpots(_ connection: Connection) throws -> [String]
    /// The channels' digests: of the channels the last run's digest covered (`last` nil: none),
    /// and the one to record tonight, with the watermark that marks what it covers, if any.
    func channelsDigests(_ connection: Connection, last: FeedState?, settled: PostgresTimestamp) throws -> ChannelsDigests
    /// Why the streams cannot be trusted tonight (one went backwards: a restore), if so.
    func distrust(_ connection: Connection, last: FeedState) throws -> String?
    /// Each stream's watermark for a full run.
    func watermarks(_ connection: Connection, settled: PostgresTimestamp) throws -> [String: Int64]
    /// What changed since the last run (`since`: its snapshot less the overlap).
    func changes(_ connection: Connection, last: FeedState, since: PostgresTimestamp, settled: PostgresTimestamp) throws -> FeedChanges
}

/// The channels with their types, digested (docs/change-feeds.md#watermarks): a channel whose
/// type changed, or that was removed, changes the digest of the channels the last run saw.
struct ChannelsDigests {
    /// The digest of the channels the last run's digest covered, read tonight.
    var covered: String
    /// Tonight's digest, for the next run.
    var recorded: String
    /// What marks the channels `recorded` covers (the reference schema's largest id, a
    /// mapping's settled time), kept with the watermarks.
    var marks: [String: Int64]
    /// Every channel.
    var count: Int
}

/// The incremental nightly's change feeds (docs/change-feeds.md): what changed since the last
/// successful nightly, read inside the run's snapshot, and the decision between an incremental
/// and a full run.
public enum ChangeFeed {
    /// An incremental run's channels, written beside its other reports.
    public static let namedFile = "named_channels.csv"

    /// Streams every source has.
    static let mutesStream = "user_mutes", openDriftStream = "open_drift"

    /// The time up to which the snapshot holds every commit: `now()` on a primary; on a replica,
    /// no later than the last transaction it replayed, so that its lag is not taken for a quiet day.
    static let visibleUpTo = """
        SELECT CASE WHEN pg_is_in_recovery() THEN least(now(), coalesce(pg_last_xact_replay_timestamp(), now())) ELSE now() END
        """

    /// The streams of `source`: nil when it has no feed (a mapping without `channel_changes`).
    static func streams(_ source: ContractSource) -> (any FeedStreams)? {
        switch source.kind {
        case .reference: return ReferenceFeed()
        case .mapping: return source.changeFeed ? MappingFeed(source: source) : nil
        case .none: return nil
        }
    }

    /// The plan for tonight, on `connection` inside the run's snapshot (`snapshotAt` its `now()`).
    static func plan(_ connection: Connection, streams: any FeedStreams, source: ContractSource, options: FeedOptions,
                     snapshotAt: PostgresTimestamp) throws -> FeedPlan {
        try JobError.during("reading the change feeds") {
            let wallClock = snapshotAt.microseconds
            let now = try connection.query(visibleUpTo).timestamp(0, 0)?.microseconds ?? wallClock
            let settled = PostgresTimestamp(microseconds: now &- options.overlap)
            let previous = try lastState(connection)
            let rules = try rulesDigest(connection, definitions: try streams.definitions(connection))
            let mutes = source.has(.mutes) ? try muteDigests(connection) : [:]
            let lastState: FeedState? = if case .found(let state) = previous { state } else { nil }
            let digests = try streams.channelsDigests(connection, last: lastState, settled: settled)
            var next = FeedState(version: streams.version, rules: rules, snapshotAt: now, lastFullAt: now, watermarks: [:],
                                 channels: digests.recorded, mutes: mutes, openChannels: [])
            next.watermarks.merge(digests.marks) { $1 }

            let last: FeedState
            switch previous {
            case _ where options.full: return try full(connection, streams, reason: "--full", next: next, settled: settled)
            case .missing: return try full(connection, streams, reason: "no watermark: the first run with a change feed", next: next, settled: settled)
            case .unreadable: return try full(connection, streams, reason: "the last run's watermarks could not be read", next: next, settled: settled)
            case .found(let state): last = state
            }
            if let reason = try fullReason(connection, streams, last: last, rules: rules, channels: digests.covered, now: wallClock, options: options) {
                return try full(connection, streams, reason: reason, next: next, settled: settled)
            }

            // An incremental run: each stream from where the last run left it.
            next.lastFullAt = last.lastFullAt
            let since = PostgresTimestamp(microseconds: last.snapshotAt &- options.overlap)
            let changes = try streams.changes(connection, last: last, since: since, settled: settled)
            next.watermarks.merge(changes.watermarks) { $1 }
            var named = changes.channels
            // docs/change-feeds.md#mutes: a user who muted or unmuted someone, or whose own rows
            // a mapping's feed names: every current channel of theirs.
            var users = changes.users
            users[mutesStream] = Set(mutes.keys).union(last.mutes.keys).filter { mutes[$0] != last.mutes[$0] }
            for (stream, changed) in users {
                named[stream, default: []].formUnion(changed.isEmpty ? [] : try currentChannels(connection, of: changed))
            }
            named[openDriftStream] = Set(last.openChannels)
            let all = named.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            // Many channels are read faster by one scan of everything than channel by channel.
            if Double(all.count) > options.fullAbove / 100 * Double(digests.count) {
                return try full(connection, streams,
                                reason: "the change feeds named \(all.count) of \(digests.count) channels, more than --full-above \(options.fullAbove) %",
                                next: next, settled: settled)
            }
            var plan = FeedPlan(scope: .incremental, reason: "", named: sortedKeys(all), namedBy: named.mapValues(\.count), next: next,
                                notMeasured: try streams.blindSpots(connection))
            // docs/change-feeds.md#what-an-incremental-run-checks: the named channels' members are checked by the recompute's own reads.
            plan.namedUsers = users.values.reduce(into: Set<String>()) { $0.formUnion($1) }.union(last.openUsers).sorted()
            let order = changes.order + [mutesStream, openDriftStream]
            for stream in order + named.keys.filter({ !order.contains($0) }).sorted() {
                for channel in named[stream] ?? [] { plan.streams[channel, default: []].append(stream) }
            }
            let found = try connection.query(
                "SELECT c.id::text, c.cid FROM channels c WHERE c.id IN (SELECT jsonb_array_elements_text($1::jsonb)::\(source.keys.channel.sql))",
                [try JSONText.encode(plan.named)])
            for row in 0..<found.rowCount {
                if let id = try found.string(row, 0) { plan.cids[id] = try found.string(row, 1) }
            }
            return plan
        }
    }

    private enum Previous { case found(FeedState), unreadable, missing }

    /// The state the last successful nightly left (`findings` is a success: the run did its work).
    private static func lastState(_ connection: Connection) throws -> Previous {
        let text = try connection.scalarString("""
            SELECT (r.stats -> 'feed')::text FROM unreadctl_runs r \
            WHERE r.command = 'nightly' AND r.status IN ('succeeded', 'findings') AND r.stats -> 'feed' IS NOT NULL \
            ORDER BY r.id DESC LIMIT 1
            """)
        guard let text else { return .missing }
        guard let state = try? JSONDecoder().decode(FeedState.self, from: Data(text.utf8)) else { return .unreadable }
        return .found(state)
    }

    /// Why tonight must be a full run, if it must (docs/change-feeds.md#full-runs).
    private static func fullReason(_ connection: Connection, _ streams: any FeedStreams, last: FeedState, rules: String, channels: String,
                                   now: Int64, options: FeedOptions) throws -> String? {
        if last.version != streams.version { return "the change feed changed (\(last.version) → \(streams.version))" }
        if last.rules != rules { return "the rules changed (channel types, the counting rules or the mapping's views)" }
        if now < last.snapshotAt { return "the clock went backwards since the last run" }
        if let reason = try streams.distrust(connection, last: last) { return reason }
        if channels != last.channels {
            return "channels changed (a channel's type changed, or a channel was removed)"
        }
        if now &- last.lastFullAt >= options.fullEvery {
            return "the last full run is older than --full-every"
        }
        return nil
    }

    /// A full run: the streams' watermarks from the newest settled rows.
    private static func full(_ connection: Connection, _ streams: any FeedStreams, reason: String, next: FeedState,
                             settled: PostgresTimestamp) throws -> FeedPlan {
        var next = next
        next.lastFullAt = next.snapshotAt
        next.watermarks.merge(try streams.watermarks(connection, settled: settled)) { $1 }
        return FeedPlan(scope: .full, reason: reason, named: [], namedBy: [:], next: next, notMeasured: [])
    }

    /// Every current channel of `users`.
    private static func currentChannels(_ connection: Connection, of users: Set<String>) throws -> Set<String> {
        try channels(connection,
                     "SELECT DISTINCT cm.channel_id::text FROM channel_members cm WHERE cm.user_id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND cm.left_at IS NULL",
                     try JSONText.encode(users.sorted()))
    }

    static func channels(_ connection: Connection, _ sql: String, _ parameter: any QueryParameter) throws -> Set<String> {
        let result = try connection.query(sql, [parameter])
        var channels = Set<String>()
        for row in 0..<result.rowCount { if let channel = try result.string(row, 0) { channels.insert(channel) } }
        return channels
    }

    /// What the counting depends on besides the rows: the channel types' switches, the rules'
    /// SQL (docs/rules.md), the schema version and the streams' `definitions`.
    static func rulesDigest(_ connection: Connection, definitions: String = "") throws -> String {
        let rules = [UnreadRules.SQL.countable("m"), UnreadRules.SQL.countableReply("m"), String(Migrations.latestVersion), definitions]
            .filter { !$0.isEmpty }.joined(separator: "\n")
        return try connection.scalarString("""
            SELECT md5(coalesce((SELECT string_agg(t.name || ':' || coalesce(t.read_events::text, '') || ':' || \
            coalesce(t.delivery_events::text, ''), ',' ORDER BY t.name) FROM channel_types t), '') || '|' || $1)
            """, [rules]) ?? ""
    }

    /// Per user, a digest of whom they muted.
    static func muteDigests(_ connection: Connection) throws -> [String: String] {
        let result = try connection.query(
            "SELECT um.user_id, md5(string_agg(um.muted_user_id, E'\\n' ORDER BY um.muted_user_id)) FROM user_mutes um GROUP BY um.user_id")
        var digests: [String: String] = [:]
        for row in 0..<result.rowCount {
            if let user = try result.string(row, 0), let digest = try result.string(row, 1) { digests[user] = digest }
        }
        return digests
    }

    /// A digest of a set of channels with their types: the count and the sum of a 64-bit hash
    /// of each id and type (no sort, no string of every channel), over alias `d` of `channels`.
    static func digest(_ filter: String) -> String {
        "count(*) FILTER (WHERE \(filter)) || ':' || coalesce(sum(d.h) FILTER (WHERE \(filter)), 0)"
    }
    static let hashedChannels = "(SELECT c.*, hashtextextended(c.id::text || ':' || coalesce(c.type, ''), 0) AS h FROM channels c) d"

    /// Channel keys in order: by number where they are numbers (the reference schema's bigint ids).
    static func sortedKeys(_ keys: Set<String>) -> [String] {
        keys.sorted { a, b in
            switch (Int64(a), Int64(b)) {
            case let (x?, y?): return x < y
            default: return a < b
            }
        }
    }
}
