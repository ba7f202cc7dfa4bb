import ReadState
import Runtime

/// The statements the latency report reads with, one batch of channel ids at a time. COPY takes
/// no `$n` parameters, so the values come from settings local to the report's transaction:
/// `unreadctl.since`, `unreadctl.until` (the window) and `unreadctl.first_channel`,
/// `unreadctl.last_channel` (the batch). Each setting is read in a scalar subquery: an InitPlan
/// evaluated once per statement and usable in index conditions, where a bare `current_setting(…)::type`
/// in a filter is parsed again for every row (a whole-history scan of 1M messages took 1.0 s
/// that way, 0.18 s this way).
enum LatencyQueries {
    static let since = "unreadctl.since"
    static let until = "unreadctl.until"
    static let firstChannel = "unreadctl.first_channel"
    static let lastChannel = "unreadctl.last_channel"

    static let channelIDRange = "SELECT min(id), max(id) FROM channels"

    /// Spliced into the statements below: constant SQL; the bounds are settings, not SQL text.
    private static let batch = """
        BETWEEN (SELECT current_setting('unreadctl.first_channel')::bigint) AND (SELECT current_setting('unreadctl.last_channel')::bigint)
        """

    /// The window's messages that count (the message conditions of docs/rules.md#which-messages-can-count, none of the per-member
    /// ones: `UnreadRules.SQL.countable`) — index `messages (channel_id, created_at)`.
    static let messages = messages(channels: "m.channel_id \(batch)")

    /// The same for every channel (a scan, docs/benchmark.md#the-reading-layer).
    static let allMessages = messages(channels: "true")

    private static func messages(channels: String) -> String { """
        SELECT m.channel_id, m.id, m.created_at, m.user_id
        FROM messages m
        WHERE \(channels)
          AND m.created_at >= (SELECT current_setting('unreadctl.since')::timestamptz)
          AND m.created_at < (SELECT current_setting('unreadctl.until')::timestamptz)
          AND \(UnreadRules.SQL.countable("m"))
        """ }

    /// The events that can be a first receipt of a window message: one needs `up_to >=
    /// created_at` and `at >= created_at`, and `created_at >= since` — index
    /// `receipt_events (channel_id, kind, up_to)`. Events after the window still count: a
    /// message sent at 23:59 is read the next morning.
    static let events = events(channels: "e.channel_id \(batch)")

    static let allEvents = events(channels: "true")

    private static func events(channels: String) -> String { """
        SELECT e.channel_id, e.user_id, e.kind = 'read', e.up_to, e.at
        FROM receipt_events e
        WHERE \(channels)
          AND e.up_to >= (SELECT current_setting('unreadctl.since')::timestamptz)
          AND e.at >= (SELECT current_setting('unreadctl.since')::timestamptz)
        """ }

    /// Current members (docs/rules.md#data-model: `left_at IS NULL`): the channel's size and its read positions.
    static let members = members(channels: "cm.channel_id \(batch)")

    static let allMembers = members(channels: "true")

    /// The current members of the channels in `channels`, a constant array of their keys (a narrow
    /// window read by time: the channels its messages were in, `ChannelScan.Narrowing`).
    @Sendable static func members(of channels: String) -> String {
        members(channels: "cm.channel_id = ANY (\(channels))")
    }

    /// The current members of the channels a batch found window messages in, listed in
    /// `unreadctl.report_channels` (a JSON array of keys): each channel read by the primary key.
    /// A range of ids would read every channel between the first and the last of them — on a day
    /// when a quarter of the channels had messages, nearly every member (docs/benchmark.md#the-days-report).
    /// The list's length is unknown to the planner, which estimates it small and so keeps to the
    /// index: a bitmap over a long list that went lossy would recheck each row against the list one
    /// key at a time (docs/change-feeds.md#what-it-costs).
    static let reportChannels = "unreadctl.report_channels"

    static func listedMembers(_ key: KeyType) -> String {
        members(channels: """
            cm.channel_id = ANY (ARRAY(SELECT jsonb_array_elements_text((SELECT current_setting('unreadctl.report_channels')::jsonb))::\(key.sql)))
            """)
    }

    private static func members(channels: String) -> String { """
        SELECT cm.channel_id, cm.user_id, cm.last_read_at, cm.last_delivered_at
        FROM channel_members cm
        WHERE \(channels) AND cm.left_at IS NULL
        """ }

    /// Every channel, by id: a scanned report's channels.
    static let channelList = "SELECT c.id, c.type, c.cid FROM channels c ORDER BY c.id"

    /// The planner's estimate of the window's messages and of all messages (`$1`, `$2`: the
    /// window): a window that holds a good part of the history is read by a scan.
    static let windowEstimate = "EXPLAIN (FORMAT JSON) SELECT 1 FROM messages m WHERE m.created_at >= $1::timestamptz AND m.created_at < $2::timestamptz"
    static let messagesEstimate = "EXPLAIN (FORMAT JSON) SELECT 1 FROM messages m"

    static let channels = """
        SELECT c.id, c.type, c.cid
        FROM channels c
        WHERE c.id \(batch)
        """

    // MARK: - text or uuid channel keys (docs/mappings.md#keys)

    /// The next batch of channels by key: after `unreadctl.after_key` (none for the first), at
    /// most `unreadctl.limit`.
    static func channelBatch(key: KeyType, first: Bool) -> String {
        """
        SELECT c.id, c.type, c.cid FROM channels c \
        \(first ? "" : "WHERE c.id > (SELECT current_setting('unreadctl.after_key'))::\(key.sql) ")\
        ORDER BY c.id LIMIT (SELECT current_setting('unreadctl.limit')::int)
        """
    }

    /// A statement above with the batch selected by its first and last key instead of ids.
    static func keyed(_ statement: String, _ key: KeyType) -> String {
        guard !key.isInteger else { return statement }
        return statement.replacingOccurrences(of: batch, with: """
            BETWEEN (SELECT current_setting('unreadctl.first_key'))::\(key.sql) AND (SELECT current_setting('unreadctl.last_key'))::\(key.sql)
            """)
    }
}
