import Postgres
import Runtime

/// The reference schema's change streams (docs/change-feeds.md#what-the-feeds-read): new
/// messages and receipt events by their ids, deletes, joins and leaves by their times, from the
/// indexes migration 5 adds.
struct ReferenceFeed: FeedStreams {
    let version = "reference/2"

    /// The streams, as the run record names them.
    enum Stream: String, CaseIterable {
        case messages, receiptEvents = "receipt_events", deletedMessages = "deleted_messages"
        case joins = "joined_members", leaves = "left_members"
    }

    /// The id streams: table and time column.
    static let idStreams = [(Stream.messages, "messages", "created_at"), (.receiptEvents, "receipt_events", "at")]

    /// What no feed of the reference schema sees (docs/change-feeds.md#what-the-feeds-cannot-see).
    static let blindSpots = [
        "hard deletes: a message, receipt event, mention or membership row removed from its table leaves nothing a feed can read",
        "a stored counter written with no other change (channel_members.unread_count or unread_mentions, thread_participants.unread_replies): its channel is not named",
        "a user's stored totals written with no other change (users.total_unread_count, unread_channels, unread_threads, total_unread_mentions), and a membership muted or unmuted with no other change: only the totals of the users the feeds touched are checked (the named channels' members, current or former; users whose mutes changed; users whose totals drifted at the last run)",
        "thread read positions and new thread participants: thread_participants has no log and no time a feed can read",
        "a message changed without a delete (its type, silent, shadowed, show_in_channel or parent) and mention rows added or removed after their message",
    ]

    func definitions(_ connection: Connection) throws -> String { "" }

    func blindSpots(_ connection: Connection) throws -> [String] { Self.blindSpots }

    /// One read of `channels`: the digest up to the last run's largest channel id (a new channel
    /// leaves it as it was; a type changed or a channel removed changes it), and tonight's.
    func channelsDigests(_ connection: Connection, last: FeedState?, settled: PostgresTimestamp) throws -> ChannelsDigests {
        let row = try connection.query("""
            SELECT \(ChangeFeed.digest("d.id <= $1")), \(ChangeFeed.digest("true")), coalesce(max(d.id), 0), count(*) \
            FROM \(ChangeFeed.hashedChannels)
            """, [last?.watermarks["channels"] ?? 0])
        return ChannelsDigests(covered: try row.string(0, 0) ?? "", recorded: try row.string(0, 1) ?? "",
                               marks: ["channels": Int64(try row.int(0, 2) ?? 0)], count: try row.int(0, 3) ?? 0)
    }

    func distrust(_ connection: Connection, last: FeedState) throws -> String? {
        for (stream, table, _) in Self.idStreams {
            let top = try connection.scalarInt("SELECT coalesce(max(t.id), 0) FROM \(table) t") ?? 0
            if let mark = last.watermarks[stream.rawValue], Int64(top) < mark {
                return "\(table) went backwards (largest id \(top) < watermark \(mark): a restore?)"
            }
        }
        return nil
    }

    /// The primary key from the top, down to the first row older than the overlap.
    func watermarks(_ connection: Connection, settled: PostgresTimestamp) throws -> [String: Int64] {
        var marks: [String: Int64] = [:]
        for (stream, table, time) in Self.idStreams {
            marks[stream.rawValue] = Int64(try connection.scalarInt(
                "SELECT coalesce((SELECT t.id FROM \(table) t WHERE t.\(time) <= $1 ORDER BY t.id DESC LIMIT 1), 0)", [settled]) ?? 0)
        }
        return marks
    }

    func changes(_ connection: Connection, last: FeedState, since: PostgresTimestamp, settled: PostgresTimestamp) throws -> FeedChanges {
        var changes = FeedChanges(order: Stream.allCases.map(\.rawValue))
        for (stream, table, time) in Self.idStreams {
            let (channels, watermark) = try idStream(connection, table: table, time: time, after: last.watermarks[stream.rawValue] ?? 0,
                                                     settled: settled)
            changes.channels[stream.rawValue] = channels
            changes.watermarks[stream.rawValue] = watermark
        }
        changes.channels[Stream.deletedMessages.rawValue] = try ChangeFeed.channels(
            connection, "SELECT DISTINCT m.channel_id::text FROM messages m WHERE m.deleted_at > $1", since)
        changes.channels[Stream.joins.rawValue] = try ChangeFeed.channels(
            connection, "SELECT DISTINCT cm.channel_id::text FROM channel_members cm WHERE cm.joined_at > $1", since)
        changes.channels[Stream.leaves.rawValue] = try ChangeFeed.channels(
            connection, "SELECT DISTINCT cm.channel_id::text FROM channel_members cm WHERE cm.left_at > $1", since)
        return changes
    }

    /// The channels of rows above `after` by id, and the new watermark: the largest id of those
    /// rows whose time is at or before `settled` (docs/change-feeds.md#watermarks). A row of a
    /// transaction still open at the snapshot took its id before it became visible, and its time
    /// is within the overlap; every visible row with a larger id is newer still, so the
    /// watermark stays below it and the next run reads it.
    private func idStream(_ connection: Connection, table: String, time: String, after: Int64,
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
}
