/// The statements the audit reads with. Channels are read in batches of consecutive ids; each
/// table is then read once per batch over the id range `unreadctl.from` … `unreadctl.to`
/// (inclusive), through its index on `channel_id`. The ranges of all batches cover every
/// bigint, so rows whose channel has no `channels` row (a dropped foreign key) are still read.
enum AuditQueries {
    /// The next batch of channel ids (primary key order, LIMIT rows).
    static let channelBatch = """
        SELECT c.id, c.cid, c.type FROM channels c \
        WHERE c.id > (SELECT current_setting('unreadctl.after')::bigint) \
        ORDER BY c.id LIMIT (SELECT current_setting('unreadctl.limit')::int)
        """

    /// `column` is one of this file's own column names; the bounds are settings, not SQL text.
    private static func inRange(_ column: String) -> String {
        "\(column) BETWEEN (SELECT current_setting('unreadctl.from')::bigint) AND (SELECT current_setting('unreadctl.to')::bigint)"
    }

    /// Every membership row, current and former.
    static let members = """
        SELECT m.channel_id, m.user_id, m.joined_at, m.muted, m.last_read_at, m.last_read_message_id, \
        m.unread_count, m.last_delivered_at, m.last_delivered_message_id, m.left_at, m.unread_mentions \
        FROM channel_members m WHERE \(inRange("m.channel_id")) \
        ORDER BY m.channel_id, m.user_id
        """

    /// Every message (RS004 looks up any message by id), with the message-level rule of docs/rules.md#which-messages-can-count as
    /// a column: the recompute's own condition, so both count the same messages. The parent and
    /// the reply rule inside a thread likewise (docs/rules.md#threads).
    static let messages = """
        SELECT m.channel_id, m.id, m.user_id, m.created_at, coalesce(\(RecomputeQueries.countable), false), \
        m.parent_id, coalesce(\(RecomputeQueries.countableReply), false) \
        FROM messages m WHERE \(inRange("m.channel_id")) \
        ORDER BY m.channel_id, m.created_at
        """

    /// Every receipt event; kind 0 = read, 1 = delivered, NULL = neither (a dropped CHECK).
    /// In no particular order: the checks need a channel's events together, not in any order
    /// within it, and the scan groups them by channel (`AuditEventReader.groupByChannel`), so
    /// the reader takes bitmap heap scans (`SnapshotSideReader.bitmapScans`).
    static let events = """
        SELECT e.channel_id, e.id, e.user_id, CASE e.kind WHEN 'read' THEN 0 WHEN 'delivered' THEN 1 END::int2, \
        e.up_to, e.at \
        FROM receipt_events e WHERE \(inRange("e.channel_id"))
        """

    /// Every thread participant row, member or not (RS007, RS011, RS012, RS015). In no
    /// particular order, like the events: an ORDER BY would walk the primary key and visit the
    /// heap row by row; the scan groups the rows by channel.
    static let participants = """
        SELECT p.channel_id, p.parent_id, p.user_id, p.joined_at, p.last_read_at, p.unread_replies \
        FROM thread_participants p WHERE \(inRange("p.channel_id"))
        """

    /// Every mention row (RS013, RS016), in no particular order (grouped by channel by the scan).
    static let mentions = """
        SELECT mm.channel_id, mm.message_id, mm.user_id \
        FROM message_mentions mm WHERE \(inRange("mm.channel_id"))
        """

    static let mutes = RecomputeQueries.mutes

    static let users = RecomputeQueries.users
}
