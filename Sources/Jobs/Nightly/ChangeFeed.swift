import Foundation
import Postgres
import ReadState
import Reports
import Runtime
import Schema

/// Which channels a nightly reads: the ones the change feeds named, or all of them.
public enum NightlyScope: String, Sendable, Codable {
    case incremental, full
}

/// `nightly --full`, `--full-every`, `--feed-overlap` (docs/change-feeds.md).
public struct FeedOptions: Sendable, Equatable, Encodable {
    public static let defaultFullEvery: Microseconds = 7 * 86_400_000_000
    public static let defaultOverlap: Microseconds = 3_600_000_000
    /// docs/change-feeds.md#what-it-costs: near a tenth of the channels, reading them by key
    /// cost about what one scan of everything costs; 5 % keeps a margin.
    public static let defaultFullAbove = 5.0

    /// `--full`: read every channel whatever the feeds say.
    public var full: Bool
    /// A full run when the last one is at least this old.
    public var fullEvery: Microseconds
    /// How far behind the last run's snapshot a feed starts again: longer than any write
    /// transaction of the live service plus the clock skew between its servers.
    public var overlap: Microseconds
    /// `--full-above P`: a full run when the feeds name more than P % of the channels.
    public var fullAbove: Double

    public init(full: Bool = false, fullEvery: Microseconds = defaultFullEvery, overlap: Microseconds = defaultOverlap,
                fullAbove: Double = defaultFullAbove) {
        self.full = full
        self.fullEvery = fullEvery
        self.overlap = overlap
        self.fullAbove = fullAbove
    }

    enum CodingKeys: String, CodingKey {
        case full, fullEverySeconds = "full_every_s", overlapSeconds = "feed_overlap_s", fullAbovePercent = "full_above_percent"
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(full, forKey: .full)
        try container.encode(Double(fullEvery) / 1e6, forKey: .fullEverySeconds)
        try container.encode(Double(overlap) / 1e6, forKey: .overlapSeconds)
        try container.encode(fullAbove, forKey: .fullAbovePercent)
    }
}

/// What a nightly keeps for the next one, in its run record's stats under `feed`
/// (docs/change-feeds.md#watermarks). Only a run that succeeded writes it, so a failed or
/// interrupted run leaves the next one the same window to read again.
public struct FeedState: Codable, Sendable, Equatable {
    /// `ChangeFeed.version` of the run that wrote it: another version means a full run.
    public var version: String
    /// A digest of what the counting depends on besides the rows (`ChangeFeed.rulesDigest`).
    public var rules: String
    /// The time up to which the snapshot holds every commit (`ChangeFeed.visibleUpTo`,
    /// microseconds since 1970): the time streams start again there, less the overlap.
    public var snapshotAt: Int64
    /// The snapshot time of the last full run.
    public var lastFullAt: Int64
    /// Per stream: the id up to which rows are known (messages, receipt events, channels).
    public var watermarks: [String: Int64]
    /// A digest of the rows of `channels` up to the channels watermark: a changed channel type.
    public var channels: String
    /// Per user with mutes: a digest of the users they muted.
    public var mutes: [String: String]
    /// Channels where the run found a drifted counter: read again until they are right
    /// (docs/change-feeds.md#open-drift).
    public var openChannels: [String]
    /// Users whose totals drifted at the run: their totals are checked again until they are right.
    public var openUsers: [String]

    init(version: String, rules: String, snapshotAt: Int64, lastFullAt: Int64, watermarks: [String: Int64], channels: String,
         mutes: [String: String], openChannels: [String], openUsers: [String] = []) {
        self.version = version
        self.rules = rules
        self.snapshotAt = snapshotAt
        self.lastFullAt = lastFullAt
        self.watermarks = watermarks
        self.channels = channels
        self.mutes = mutes
        self.openChannels = openChannels
        self.openUsers = openUsers
    }

    enum CodingKeys: String, CodingKey {
        case version, rules, snapshotAt = "snapshot_at_us", lastFullAt = "last_full_at_us", watermarks, channels, mutes
        case openChannels = "open_channels", openUsers = "open_users"
    }

    /// An earlier version's state decodes (without `open_users`), so that the next run says the feed changed.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(version: try container.decode(String.self, forKey: .version), rules: try container.decode(String.self, forKey: .rules),
                  snapshotAt: try container.decode(Int64.self, forKey: .snapshotAt), lastFullAt: try container.decode(Int64.self, forKey: .lastFullAt),
                  watermarks: try container.decode([String: Int64].self, forKey: .watermarks),
                  channels: try container.decode(String.self, forKey: .channels), mutes: try container.decode([String: String].self, forKey: .mutes),
                  openChannels: try container.decode([String].self, forKey: .openChannels),
                  openUsers: try container.decodeIfPresent([String].self, forKey: .openUsers) ?? [])
    }
}

/// What a nightly reads tonight, decided inside its snapshot.
public struct FeedPlan: Sendable {
    public var scope: NightlyScope
    /// Why the run is full (empty for an incremental one).
    public var reason: String
    /// An incremental run's channels, in key order.
    public var named: [String]
    /// The users whose totals an incremental run checks besides the named channels' members
    /// (whose mutes changed, whose totals drifted at the last run), in order.
    public var namedUsers: [String] = []
    /// How many channels each stream named (a channel may be named by several).
    public var namedBy: [String: Int]
    /// The state the next run starts from, once this one has succeeded (its `openChannels` are
    /// this run's drifted channels, `completed(drifted:)`).
    public var next: FeedState
    /// What an incremental run's reports list under "Not measured".
    public var notMeasured: [String]
    /// Per named channel: its `cid` and the streams that named it (`named_channels.csv`).
    public var cids: [String: String] = [:]
    public var streams: [String: [String]] = [:]

    /// `named_channels.csv`: an incremental run's channels, in key order, with the streams that named each.
    func writeNamedChannels(to out: inout some TextOutputStream) {
        let csv = CSVWriter(columns: CSVReports.namedChannels.columnNames)
        csv.writeHeader(to: &out)
        for channel in named {
            csv.writeRow([channel, cids[channel] ?? "", (streams[channel] ?? []).joined(separator: " ")], to: &out)
        }
    }

    func completed(drifted: Set<String>, users: Set<String>) -> FeedState {
        var state = next
        state.openChannels = ChangeFeed.sortedKeys(drifted)
        state.openUsers = users.sorted()
        return state
    }
}

/// The reference schema's change feeds (docs/change-feeds.md): what changed since the last
/// successful nightly, read inside the run's snapshot from columns the schema indexes, and the
/// decision between an incremental and a full run.
public enum ChangeFeed {
    /// Changes when what the feeds read changes: a run with another version is full.
    static let version = "reference/2"
    /// An incremental run's channels, written beside its other reports.
    public static let namedFile = "named_channels.csv"

    /// The streams, as the run record names them.
    enum Stream: String, CaseIterable {
        case messages, receiptEvents = "receipt_events", deletedMessages = "deleted_messages"
        case joins = "joined_members", leaves = "left_members", mutes = "user_mutes", openDrift = "open_drift"
    }

    /// What no feed of the reference schema sees (docs/change-feeds.md#what-the-feeds-cannot-see).
    static let blindSpots = [
        "hard deletes: a message, receipt event, mention or membership row removed from its table leaves nothing a feed can read",
        "a stored counter written with no other change (channel_members.unread_count or unread_mentions, thread_participants.unread_replies): its channel is not named",
        "a user's stored totals written with no other change (users.total_unread_count, unread_channels, unread_threads, total_unread_mentions), and a membership muted or unmuted with no other change: only the totals of the users the feeds touched are checked (the named channels' members, current or former; users whose mutes changed; users whose totals drifted at the last run)",
        "thread read positions and new thread participants: thread_participants has no log and no time a feed can read",
        "a message changed without a delete (its type, silent, shadowed, show_in_channel or parent) and mention rows added or removed after their message",
    ]

    /// The time up to which the snapshot holds every commit: `now()` on a primary; on a replica,
    /// no later than the last transaction it replayed, so that its lag is not taken for a quiet day.
    static let visibleUpTo = """
        SELECT CASE WHEN pg_is_in_recovery() THEN least(now(), coalesce(pg_last_xact_replay_timestamp(), now())) ELSE now() END
        """

    /// The plan for tonight, on `connection` inside the run's snapshot (`snapshotAt` its `now()`).
    static func plan(_ connection: Connection, options: FeedOptions, snapshotAt: PostgresTimestamp) throws -> FeedPlan {
        try JobError.during("reading the change feeds") {
            let wallClock = snapshotAt.microseconds
            let now = try connection.query(visibleUpTo).timestamp(0, 0)?.microseconds ?? wallClock
            let previous = try lastState(connection)
            let rules = try rulesDigest(connection)
            let mutes = try muteDigests(connection)
            // One read of `channels`: the digest up to the last run's watermark, and tonight's.
            let digests = try channelsDigests(connection, upTo: {
                if case .found(let state) = previous { return state.watermarks["channels"] ?? 0 }
                return 0
            }())
            var next = FeedState(version: version, rules: rules, snapshotAt: now, lastFullAt: now, watermarks: [:],
                                 channels: digests.all, mutes: mutes, openChannels: [])
            next.watermarks["channels"] = digests.top

            let last: FeedState
            switch previous {
            case _ where options.full: return try full(connection, reason: "--full", next: next, options: options)
            case .missing: return try full(connection, reason: "no watermark: the first run with a change feed", next: next, options: options)
            case .unreadable: return try full(connection, reason: "the last run's watermarks could not be read", next: next, options: options)
            case .found(let state): last = state
            }
            if let reason = try fullReason(connection, last: last, rules: rules, channels: digests.upToMark, now: wallClock, options: options) {
                return try full(connection, reason: reason, next: next, options: options)
            }

            // An incremental run: each stream from where the last run left it.
            next.lastFullAt = last.lastFullAt
            let since = PostgresTimestamp(microseconds: last.snapshotAt &- options.overlap)
            let settled = PostgresTimestamp(microseconds: now &- options.overlap)
            var named: [String: Set<String>] = [:]
            for (stream, table, time) in [(Stream.messages, "messages", "created_at"), (.receiptEvents, "receipt_events", "at")] {
                let (channels, watermark) = try idStream(connection, table: table, time: time, after: last.watermarks[stream.rawValue] ?? 0,
                                                         settled: settled)
                named[stream.rawValue] = channels
                next.watermarks[stream.rawValue] = watermark
            }
            named[Stream.deletedMessages.rawValue] = try channels(connection, "SELECT DISTINCT m.channel_id::text FROM messages m WHERE m.deleted_at > $1", since)
            named[Stream.joins.rawValue] = try channels(connection, "SELECT DISTINCT cm.channel_id::text FROM channel_members cm WHERE cm.joined_at > $1", since)
            named[Stream.leaves.rawValue] = try channels(connection, "SELECT DISTINCT cm.channel_id::text FROM channel_members cm WHERE cm.left_at > $1", since)
            // docs/change-feeds.md#mutes: a user who muted or unmuted someone: every channel of theirs.
            let changedUsers = Set(mutes.keys).union(last.mutes.keys).filter { mutes[$0] != last.mutes[$0] }
            named[Stream.mutes.rawValue] = changedUsers.isEmpty ? [] : try channels(
                connection,
                "SELECT DISTINCT cm.channel_id::text FROM channel_members cm WHERE cm.user_id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND cm.left_at IS NULL",
                try JSONText.encode(changedUsers.sorted()))
            named[Stream.openDrift.rawValue] = Set(last.openChannels)
            let all = named.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            // Many channels are read faster by one scan of everything than channel by channel.
            let channelCount = digests.count
            if Double(all.count) > options.fullAbove / 100 * Double(channelCount) {
                return try full(connection, reason: "the change feeds named \(all.count) of \(channelCount) channels, more than --full-above \(options.fullAbove) %",
                                next: next, options: options)
            }
            var plan = FeedPlan(scope: .incremental, reason: "", named: sortedKeys(all), namedBy: named.mapValues(\.count), next: next,
                                notMeasured: blindSpots)
            // docs/change-feeds.md#what-an-incremental-run-checks: the named channels' members are checked by the recompute's own reads.
            plan.namedUsers = changedUsers.union(last.openUsers).sorted()
            for stream in Stream.allCases {
                for channel in named[stream.rawValue] ?? [] { plan.streams[channel, default: []].append(stream.rawValue) }
            }
            let found = try connection.query(
                "SELECT c.id::text, c.cid FROM channels c WHERE c.id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)",
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
    private static func fullReason(_ connection: Connection, last: FeedState, rules: String, channels: String, now: Int64,
                                   options: FeedOptions) throws -> String? {
        if last.version != version { return "the change feed changed (\(last.version) → \(version))" }
        if last.rules != rules { return "the rules changed (channel types or the counting rules)" }
        if now < last.snapshotAt { return "the clock went backwards since the last run" }
        for (stream, table) in [(Stream.messages, "messages"), (.receiptEvents, "receipt_events")] {
            let top = try connection.scalarInt("SELECT coalesce(max(t.id), 0) FROM \(table) t") ?? 0
            if let mark = last.watermarks[stream.rawValue], Int64(top) < mark {
                return "\(table) went backwards (largest id \(top) < watermark \(mark): a restore?)"
            }
        }
        if channels != last.channels {
            return "channels changed (a channel's type changed, or a channel was removed)"
        }
        if now &- last.lastFullAt >= options.fullEvery {
            return "the last full run is older than --full-every"
        }
        return nil
    }

    /// A full run: the id streams' watermarks from the newest settled rows.
    private static func full(_ connection: Connection, reason: String, next: FeedState, options: FeedOptions) throws -> FeedPlan {
        var next = next
        next.lastFullAt = next.snapshotAt
        let settled = PostgresTimestamp(microseconds: next.snapshotAt &- options.overlap)
        for (stream, table, time) in [(Stream.messages, "messages", "created_at"), (.receiptEvents, "receipt_events", "at")] {
            // The primary key from the top, down to the first row older than the overlap.
            next.watermarks[stream.rawValue] = Int64(try connection.scalarInt(
                "SELECT coalesce((SELECT t.id FROM \(table) t WHERE t.\(time) <= $1 ORDER BY t.id DESC LIMIT 1), 0)", [settled]) ?? 0)
        }
        return FeedPlan(scope: .full, reason: reason, named: [], namedBy: [:], next: next, notMeasured: [])
    }

    /// The channels of rows above `after` by id, and the new watermark: the largest id of those
    /// rows whose time is at or before `settled` (docs/change-feeds.md#watermarks). A row of a
    /// transaction still open at the snapshot took its id before it became visible, and its time
    /// is within the overlap; every visible row with a larger id is newer still, so the
    /// watermark stays below it and the next run reads it.
    private static func idStream(_ connection: Connection, table: String, time: String, after: Int64,
                                 settled: PostgresTimestamp) throws -> (Set<String>, Int64) {
        let result = try connection.query(
            "SELECT t.channel_id::text, max(t.id) FILTER (WHERE t.\(time) <= $2) FROM \(table) t WHERE t.id > $1 GROUP BY t.channel_id",
            [after, settled])
        var channels = Set<String>()
        var watermark = after
        for row in 0..<result.rowCount {
            if let channel = try result.string(row, 0) { channels.insert(channel) }
            if let id = try result.int(row, 1) { watermark = max(watermark, Int64(id)) }
        }
        return (channels, watermark)
    }

    private static func channels(_ connection: Connection, _ sql: String, _ parameter: any QueryParameter) throws -> Set<String> {
        let result = try connection.query(sql, [parameter])
        var channels = Set<String>()
        for row in 0..<result.rowCount { if let channel = try result.string(row, 0) { channels.insert(channel) } }
        return channels
    }

    /// What the counting depends on besides the rows: the channel types' switches, the rules'
    /// SQL (docs/rules.md) and the schema version.
    static func rulesDigest(_ connection: Connection) throws -> String {
        let rules = [UnreadRules.SQL.countable("m"), UnreadRules.SQL.countableReply("m"), String(Migrations.latestVersion)].joined(separator: "\n")
        return try connection.scalarString("""
            SELECT md5(coalesce((SELECT string_agg(t.name || ':' || coalesce(t.read_events::text, '') || ':' || \
            coalesce(t.delivery_events::text, ''), ',' ORDER BY t.name) FROM channel_types t), '') || '|' || $1)
            """, [rules]) ?? ""
    }

    /// Digests of the channels with their types, in one read of `channels`: of those up to
    /// `mark` (a new channel leaves it as it was; a type changed or a channel removed changes
    /// it) and of all; the largest id and the count. A digest is the count and the sum of a
    /// 64-bit hash per channel: no sort, no string of every channel.
    static func channelsDigests(_ connection: Connection, upTo mark: Int64) throws -> (upToMark: String, all: String, top: Int64, count: Int) {
        let row = try connection.query("""
            SELECT count(*) FILTER (WHERE d.id <= $1) || ':' || coalesce(sum(d.h) FILTER (WHERE d.id <= $1), 0), \
            count(*) || ':' || coalesce(sum(d.h), 0), coalesce(max(d.id), 0), count(*) \
            FROM (SELECT c.id, hashtextextended(c.id::text || ':' || coalesce(c.type, ''), 0) AS h FROM channels c) d
            """, [mark])
        return (try row.string(0, 0) ?? "", try row.string(0, 1) ?? "", Int64(try row.int(0, 2) ?? 0), try row.int(0, 3) ?? 0)
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
