import Postgres
import Runtime

/// A mapping's change streams (docs/change-feeds.md#a-mappings-feed): the rows of its
/// `channel_changes`, each stream by its own position. Tonight reads each stream the last run
/// recorded with `stream = S AND position > watermark`, which a view of one `UNION ALL` branch
/// per stream turns into an index read of that branch alone.
public struct MappingFeed: FeedStreams {
    let source: ContractSource
    let version = "mapping/1"

    /// What no mapping's feed sees, before the lines of its own `feed_blind_spots`.
    static let blindSpots = [
        "a change channel_changes does not list (the mapping's feed_blind_spots below, and its documentation)",
        "a stored counter written with no other change: its channel is not named",
        "a user's stored totals written with no other change: only the totals of the users the feed touched are checked (the named channels' members, current or former; users whose own rows or mutes changed; users whose totals drifted at the last run)",
    ]

    /// The definitions of the mapping's views (its schema is the first of the search_path): a
    /// changed view may count otherwise, so the next night is full.
    func definitions(_ connection: Connection) throws -> String {
        try connection.scalarString("""
            SELECT coalesce(md5(string_agg(c.relname || ':' || pg_get_viewdef(c.oid), E'\\n' ORDER BY c.relname)), '') \
            FROM pg_class c WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND c.relkind IN ('v', 'm')
            """) ?? ""
    }

    func blindSpots(_ connection: Connection) throws -> [String] {
        guard source.feedBlindSpots else { return Self.blindSpots }
        let rows = try connection.query("SELECT b.description FROM feed_blind_spots b WHERE b.description IS NOT NULL ORDER BY 1")
        return Self.blindSpots + (try (0..<rows.rowCount).compactMap { try rows.string($0, 0) })
    }

    /// The run record's watermark key of a stream (`channel_changes.NAME`), apart from the
    /// channels' digest mark (`channels_created`), whatever the streams are named.
    static let prefix = "channel_changes."
    static let createdMark = "channels_created"

    /// A mapping's channel keys have no order a new channel comes after: the digests cover the
    /// channels created at or before a settled time — the last run's, and tonight's for the next.
    func channelsDigests(_ connection: Connection, last: FeedState?, settled: PostgresTimestamp) throws -> ChannelsDigests {
        let lastSettled = PostgresTimestamp(microseconds: last?.watermarks[Self.createdMark] ?? settled.microseconds)
        let row = try connection.query("""
            SELECT \(ChangeFeed.digest("d.created_at <= $1")), \(ChangeFeed.digest("d.created_at <= $2")), count(*) \
            FROM \(ChangeFeed.hashedChannels)
            """, [lastSettled, settled])
        return ChannelsDigests(covered: try row.string(0, 0) ?? "", recorded: try row.string(0, 1) ?? "",
                               marks: [Self.createdMark: settled.microseconds], count: try row.int(0, 2) ?? 0)
    }

    /// The streams the last run recorded, by name, with their watermarks.
    static func recorded(_ state: FeedState) -> [String: Int64] {
        var streams: [String: Int64] = [:]
        for (key, mark) in state.watermarks where key.hasPrefix(prefix) { streams[String(key.dropFirst(prefix.count))] = mark }
        return streams
    }

    /// A recorded stream whose largest position is now below its watermark: a restore. Each
    /// stream by its own statement, so that PostgreSQL keeps only that stream's branch.
    func distrust(_ connection: Connection, last: FeedState) throws -> String? {
        for (stream, mark) in Self.recorded(last).sorted(by: { $0.key < $1.key }) {
            let top = try connection.query("SELECT f.position FROM channel_changes f WHERE f.stream = $1 ORDER BY f.position DESC LIMIT 1", [stream])
            let largest = top.rowCount > 0 ? try top.int(0, 0).map(Int64.init) : nil
            if largest.map({ $0 < mark }) ?? true {
                return "channel_changes stream \(stream) went backwards (largest position \(largest.map(String.init) ?? "none") < watermark \(mark): a restore?)"
            }
        }
        return nil
    }

    /// One read of the whole view: each stream's largest settled position. A stream without a
    /// settled row gets none, and is read from its start until it has one.
    func watermarks(_ connection: Connection, settled: PostgresTimestamp) throws -> [String: Int64] {
        let rows = try connection.query("""
            SELECT f.stream, max(f.position) FILTER (WHERE f.changed_at <= $1) FROM channel_changes f \
            WHERE f.stream IS NOT NULL GROUP BY f.stream
            """, [settled])
        var marks: [String: Int64] = [:]
        for row in 0..<rows.rowCount {
            if let stream = try rows.string(row, 0), let mark = try rows.int(row, 1) { marks[Self.prefix + stream] = Int64(mark) }
        }
        return marks
    }

    /// The statement of `changes`: `$1` the watermarks by stream (a JSON object), `$2` the settled time.
    public static let changesStatement = """
        SELECT f.stream, f.channel_id::text, f.user_id, max(f.position) FILTER (WHERE f.changed_at <= $2) FROM channel_changes f \
        WHERE f.position > coalesce(($1::jsonb ->> f.stream)::bigint, '-9223372036854775808'::bigint) GROUP BY 1, 2, 3
        """

    /// Every stream above its watermark, in one statement: the bound of a row's stream is looked
    /// up in a JSON object of the watermarks, which PostgreSQL folds to a constant in each
    /// `UNION ALL` branch (its stream a constant) and so reads the branch by its index. A stream
    /// the last run did not record is read from its start.
    func changes(_ connection: Connection, last: FeedState, since: PostgresTimestamp, settled: PostgresTimestamp) throws -> FeedChanges {
        let recorded = Self.recorded(last)
        let rows = try connection.query(Self.changesStatement, [try JSONText.encode(recorded), settled])
        var changes = FeedChanges(order: recorded.keys.sorted())
        for (stream, mark) in recorded {
            changes.channels[stream] = []
            changes.watermarks[Self.prefix + stream] = mark
        }
        for row in 0..<rows.rowCount {
            guard let stream = try rows.string(row, 0) else { continue }
            if let channel = try rows.string(row, 1) {
                changes.channels[stream, default: []].insert(channel)
            } else if let user = try rows.string(row, 2) {
                changes.users[stream, default: []].insert(user)
            }
            if let position = try rows.int(row, 3) {
                changes.watermarks[Self.prefix + stream] = max(changes.watermarks[Self.prefix + stream] ?? Int64.min, Int64(position))
            }
        }
        return changes
    }
}
