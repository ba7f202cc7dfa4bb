import ReadState
import Runtime

/// The statements `explain` reads with (docs/commands.md#unreadctl-explain): each one channel's
/// rows by the channel key (`$1`, cast to the source's key type, docs/mappings.md#keys) and one
/// user (`$2`), through the indexes on `(channel_id, …)`; the user's memberships by
/// `channel_members (user_id)`. Never a scan of the whole history.
enum ExplainQueries {
    /// The channel, and whether its type tracks reads (a missing type row or a NULL reads as the default).
    static func channel(_ key: KeyType) -> String {
        """
        SELECT c.id::text, c.cid, c.type, \(UnreadRules.SQL.readEvents("t")) FROM channels c \
        LEFT JOIN channel_types t ON t.name = c.type WHERE c.id = $1::\(key.sql)
        """
    }

    /// The membership row, current or not; with `roots`, the source's root counter too.
    static func member(_ key: KeyType, roots: Bool) -> String {
        """
        SELECT m.joined_at, m.last_read_at, m.last_read_message_id::text, m.muted, m.unread_count, m.unread_mentions, \
        m.left_at IS NOT NULL\(roots ? ", m.unread_root_count" : "") \
        FROM channel_members m WHERE m.channel_id = $1::\(key.sql) AND m.user_id = $2
        """
    }

    static let user = "SELECT u.total_unread_count, u.unread_channels, u.unread_threads, u.total_unread_mentions FROM users u WHERE u.id = $1"

    static let mutes = "SELECT um.muted_user_id FROM user_mutes um WHERE um.user_id = $1"

    /// The user's current memberships, for the totals (docs/rules.md#per-user-totals).
    static let memberships = """
        SELECT m.channel_id::text, c.cid, m.muted FROM channel_members m JOIN channels c ON c.id = m.channel_id \
        WHERE m.user_id = $1 AND m.left_at IS NULL ORDER BY c.cid, 1
        """

    /// The columns the rules look at; NULL flags read as the SQL filter reads them
    /// (`NOT m.silent` keeps out a NULL, `show_in_channel` NULL shows nothing).
    static let messageColumns = """
        m.id::text, m.user_id, m.created_at, coalesce(m.type::text, ''), m.parent_id::text, m.show_in_channel IS TRUE, \
        m.silent IS NOT FALSE, m.shadowed IS NOT FALSE, m.deleted_at
        """

    /// Messages (`m`) of the channel in `unreadctl.explain_channel`, by its key.
    static func inChannel(_ key: KeyType) -> String {
        "m.channel_id = (SELECT current_setting('unreadctl.explain_channel'))::\(key.sql)"
    }

    /// Every message of the channel created after the member's horizon: all that can count. A
    /// binary COPY (a backlog may be tens of thousands of rows), so the channel key and the
    /// horizon travel as the settings `unreadctl.explain_channel` and `unreadctl.explain_after`.
    static func messagesAfter(_ key: KeyType) -> String {
        """
        SELECT \(messageColumns) FROM messages m \
        WHERE \(inChannel(key)) \
        AND m.created_at > (SELECT current_setting('unreadctl.explain_after'))::timestamptz ORDER BY m.created_at, 1
        """
    }

    /// The few messages just before the horizon, newest first (`unreadctl.explain_context` of
    /// them): where the read position lies.
    static func messagesBefore(_ key: KeyType) -> String {
        """
        SELECT \(messageColumns) FROM messages m \
        WHERE \(inChannel(key)) \
        AND m.created_at <= (SELECT current_setting('unreadctl.explain_after'))::timestamptz \
        ORDER BY m.created_at DESC, 1 DESC LIMIT (SELECT current_setting('unreadctl.explain_context')::int)
        """
    }

    static func mentions(_ key: KeyType) -> String {
        "SELECT mm.message_id::text FROM message_mentions mm WHERE mm.channel_id = $1::\(key.sql) AND mm.user_id = $2"
    }

    static func participants(_ key: KeyType) -> String {
        """
        SELECT tp.parent_id::text, tp.joined_at, tp.last_read_at, tp.unread_replies FROM thread_participants tp \
        WHERE tp.channel_id = $1::\(key.sql) AND tp.user_id = $2 ORDER BY 1
        """
    }

    /// The replies of the threads listed in `unreadctl.explain_parents` (an array of message
    /// keys), by the partial index on `messages (channel_id, parent_id, created_at)`.
    static func replies(_ channel: KeyType, message: KeyType) -> String {
        """
        SELECT \(messageColumns) FROM messages m \
        WHERE \(inChannel(channel)) \
        AND m.parent_id = ANY ((SELECT current_setting('unreadctl.explain_parents'))::\(message.sql)[])
        """
    }

    /// Which of the keys in `$2` are messages of the channel (docs/rules.md#threads: a thread's parent must be).
    static func parentsInChannel(_ channel: KeyType, message: KeyType) -> String {
        "SELECT p.id::text FROM messages p WHERE p.channel_id = $1::\(channel.sql) AND p.id = ANY ($2::\(message.sql)[])"
    }

    static func addressed(_ key: KeyType) -> String {
        "SELECT a.sender_id, a.created_at FROM addressed_messages a WHERE a.channel_id = $1::\(key.sql) AND a.user_id = $2"
    }

    /// The latest `$3` read events of the member, and how many there are.
    static func receipts(_ key: KeyType) -> String {
        """
        SELECT r.message_id::text, r.up_to, r.at FROM receipt_events r \
        WHERE r.channel_id = $1::\(key.sql) AND r.user_id = $2 AND r.kind = 'read' ORDER BY r.at DESC, r.up_to DESC LIMIT $3
        """
    }

    static func receiptCount(_ key: KeyType) -> String {
        "SELECT count(*) FROM receipt_events r WHERE r.channel_id = $1::\(key.sql) AND r.user_id = $2 AND r.kind = 'read'"
    }
}
