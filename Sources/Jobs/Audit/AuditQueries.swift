import Runtime
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

    /// The same on a source with text or uuid channel keys (docs/mappings.md#keys).
    static func channelBatch(key: KeyType, first: Bool) -> String {
        guard !key.isInteger else { return channelBatch }
        return """
            SELECT c.id, c.cid, c.type FROM channels c \
            \(first ? "" : "WHERE c.id > (SELECT current_setting('unreadctl.after_key'))::\(key.sql) ")\
            ORDER BY c.id LIMIT (SELECT current_setting('unreadctl.limit')::int)
            """
    }

    /// A batch of listed channels by key (`unreadctl.audit_channels`, an array of the source's
    /// key type): an incremental run's named channels (docs/change-feeds.md#the-audit).
    static func listedChannels(_ key: KeyType) -> String {
        """
        SELECT c.id, c.cid, c.type FROM channels c \
        WHERE c.id = ANY ((SELECT current_setting('unreadctl.audit_channels'))::\(key.sql)[]) ORDER BY c.id
        """
    }

    /// `column` is one of this file's own column names; the bounds are settings, not SQL text.
    /// Text or uuid keys select the batch's own key range (`ChannelKeyBatch.settings`): rows of
    /// a channel that has no `channels` row are not audited on such a source.
    private static func inRange(_ column: String, _ key: KeyType = .bigint, everything: Bool = false, listed: Bool = false) -> String {
        // docs/benchmark.md#the-reading-layer: a full audit reads every channel with no predicate.
        if everything { return "true" }
        // docs/change-feeds.md#the-audit: a batch of an incremental run's channels, by their ids.
        if listed { return "\(column) = ANY ((SELECT current_setting('unreadctl.audit_channels'))::\(key.sql)[])" }
        guard key.isInteger else {
            return "\(column) BETWEEN (SELECT current_setting('unreadctl.first_key'))::\(key.sql) AND (SELECT current_setting('unreadctl.last_key'))::\(key.sql)"
        }
        return "\(column) BETWEEN (SELECT current_setting('unreadctl.from')::bigint) AND (SELECT current_setting('unreadctl.to')::bigint)"
    }

    /// Every membership row, current and former.
    /// `ordered: false` (a scan, docs/benchmark.md#the-reading-layer): the reader sorts them.
    static func members(_ key: KeyType = .bigint, everything: Bool = false, ordered: Bool = true, listed: Bool = false) -> String { """
        SELECT m.channel_id, m.user_id, m.joined_at, m.muted, m.last_read_at, m.last_read_message_id, \
        m.unread_count, m.last_delivered_at, m.last_delivered_message_id, m.left_at, m.unread_mentions \
        FROM channel_members m WHERE \(inRange("m.channel_id", key, everything: everything, listed: listed))\(ordered ? " ORDER BY m.channel_id, m.user_id" : "")
        """ }

    /// Every channel, by id: a scanned audit's channels (docs/benchmark.md#the-reading-layer).
    static let channelList = "SELECT c.id, c.cid, c.type FROM channels c ORDER BY c.id"

    /// Every message (RS004 looks up any message by id), with its parent and how it counts as
    /// one `int2` of flags: 1 = countable in its channel
    /// (docs/rules.md#which-messages-can-count), 2 = a reply of the kind that counts in its
    /// thread (docs/rules.md#threads). They are the recompute's own conditions
    /// (`RecomputeQueries.countable`, `.countableReply`), so both count the same messages, with
    /// the part they share evaluated once: one column and one test of the type instead of two
    /// (bench scale: about 2.5 s of server time less). Whether a reply's parent is a message of
    /// its channel (`UnreadRules.SQL.parentInChannel`) is looked up by the reader in the batch
    /// itself, which holds every message of its channels (`AuditBatch.markForeignParents`):
    /// a primary-key probe per reply on the server cost a third of the query on Mattermost's posts.
    /// In (channel, time) order on the reference schema (its index returns them so); a
    /// mapping's rows come in the order the server finds them and are grouped by channel by the
    /// reader (no check depends on the order within a channel).
    static func messages(_ key: KeyType = .bigint, ordered: Bool = true, everything: Bool = false, listed: Bool = false,
                         pages: PageRanges.Range? = nil) -> String { """
        SELECT m.channel_id, m.id, m.user_id, m.created_at, m.parent_id, \
        CASE WHEN NOT coalesce(\(RecomputeQueries.countableKind), false) THEN 0::int2 \
        WHEN m.parent_id IS NULL THEN 1::int2 \
        WHEN m.show_in_channel THEN 3::int2 ELSE 2::int2 END \
        FROM messages m WHERE \(inRange("m.channel_id", key, everything: everything, listed: listed))\(PageRanges.clause(pages, on: "m"))\
        \(ordered ? " ORDER BY m.channel_id, m.created_at" : "")
        """ }

    /// Every receipt event, its kind as stored: the reader compares the text itself
    /// (`AuditEventReader.event`), which costs the server less than a CASE turning it into a
    /// number (bench scale: about 1 s). In no particular order: the checks need a channel's
    /// events together, not in any order within it, and the reader groups them by channel
    /// (`AuditBatch.groupByChannel`), so it takes bitmap heap scans (`SnapshotSideReader.bitmapScans`).
    /// `pages`: only the rows on those pages of the table (`PageRanges`), read by a TID range scan.
    static func events(_ key: KeyType = .bigint, everything: Bool = false, listed: Bool = false, pages: PageRanges.Range? = nil) -> String { """
        SELECT e.channel_id, e.id, e.user_id, e.kind, e.up_to, e.at \
        FROM receipt_events e WHERE \(inRange("e.channel_id", key, everything: everything, listed: listed))\(PageRanges.clause(pages, on: "e"))
        """ }

    /// Every thread participant row, member or not (RS007, RS011, RS012, RS015), and whether its
    /// parent is a message of its channel (RS017) when `parentCheck` (a primary-key probe per
    /// row: only on the reference schema, and only when no other check reads the messages); else
    /// the checking thread finds that in the batch's messages (`AuditBatch.markParticipantParents`,
    /// `AuditBatch.Tables.parentsOnServer`). In no
    /// particular order, like the events: an ORDER BY would walk the primary key and visit the
    /// heap row by row; the scan groups the rows by channel.
    static func participants(_ key: KeyType = .bigint, everything: Bool = false, parentCheck: Bool = true, listed: Bool = false) -> String { """
        SELECT p.channel_id, p.parent_id, p.user_id, p.joined_at, p.last_read_at, p.unread_replies, \
        \(parentCheck ? "EXISTS (SELECT FROM messages x WHERE x.id = p.parent_id AND x.channel_id = p.channel_id)" : "true") \
        FROM thread_participants p WHERE \(inRange("p.channel_id", key, everything: everything, listed: listed))
        """ }

    /// Every mention row (RS013, RS016), in no particular order (grouped by channel by the scan).
    static func mentions(_ key: KeyType = .bigint, everything: Bool = false, listed: Bool = false) -> String { """
        SELECT mm.channel_id, mm.message_id, mm.user_id \
        FROM message_mentions mm WHERE \(inRange("mm.channel_id", key, everything: everything, listed: listed))
        """ }


    static let users = RecomputeQueries.users
}
