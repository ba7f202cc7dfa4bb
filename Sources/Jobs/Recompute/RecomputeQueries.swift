/// The statements the recompute reads and writes with, in one place. COPY takes no `$n`
/// parameters: values travel as `unreadctl.*` settings (`set_config`, transaction-local) and
/// are read with `current_setting`.
enum RecomputeQueries {
    /// SPEC §2's message-level conditions on alias `m` (`UnreadRules.isCountable` in SQL).
    static let countable = """
        m.type IN ('regular', 'system') AND m.deleted_at IS NULL AND NOT m.silent AND NOT m.shadowed \
        AND (m.parent_id IS NULL OR m.show_in_channel)
        """

    /// The channel types in scope: `unreadctl.types` is a JSON array of names, `[]` = all.
    static let typeInScope = """
        ((SELECT current_setting('unreadctl.types')) = '[]' \
        OR c.type IN (SELECT jsonb_array_elements_text((SELECT current_setting('unreadctl.types')::jsonb))))
        """

    static let channelTypes = "SELECT name, read_events FROM channel_types"

    static let mutes = "SELECT user_id, muted_user_id FROM user_mutes"

    /// The next batch of channels in scope, by id (the primary key index, LIMIT rows).
    static let channelBatch = """
        SELECT c.id, c.cid, c.type FROM channels c \
        WHERE c.id > (SELECT current_setting('unreadctl.after')::bigint) AND \(typeInScope) \
        ORDER BY c.id LIMIT (SELECT current_setting('unreadctl.limit')::int)
        """

    static let channelCount = "SELECT count(*) FROM channels c WHERE \(typeInScope)"

    /// Which channels of a batch a statement reads: every channel in the id range
    /// (`unreadctl.after` < id ≤ `unreadctl.last`), or only those listed in `unreadctl.channels`
    /// (a bigint array) when the batch skips some (other types, `read_events` off).
    enum Selection {
        case range, listed

        func predicate(_ column: String) -> String {
            switch self {
            case .range:
                return "\(column) > (SELECT current_setting('unreadctl.after')::bigint) AND \(column) <= (SELECT current_setting('unreadctl.last')::bigint)"
            case .listed:
                return "\(column) = ANY ((SELECT current_setting('unreadctl.channels')::bigint[])::bigint[])"
            }
        }
    }

    /// Current members of the batch's channels, in primary key order.
    static func members(_ selection: Selection) -> String {
        """
        SELECT m.channel_id, m.user_id, m.joined_at, m.last_read_at, m.muted, m.unread_count \
        FROM channel_members m WHERE \(selection.predicate("m.channel_id")) AND m.left_at IS NULL \
        ORDER BY m.channel_id, m.user_id
        """
    }

    /// Countable messages of the batch's channels in (channel, time) order: the index on
    /// `messages (channel_id, created_at)` returns them so.
    static func messages(_ selection: Selection) -> String {
        """
        SELECT m.channel_id, m.user_id, m.created_at FROM messages m \
        WHERE \(selection.predicate("m.channel_id")) AND \(countable) \
        ORDER BY m.channel_id, m.created_at
        """
    }

    /// With a type scope, the stored counters of current, unmuted memberships outside it: they
    /// stay as they are and enter the users' totals as stored.
    static let outOfScopeStored = """
        SELECT m.user_id, m.unread_count FROM channel_members m JOIN channels c ON c.id = m.channel_id \
        WHERE m.left_at IS NULL AND NOT m.muted AND m.unread_count <> 0 AND NOT \(typeInScope)
        """

    static let users = "SELECT id, total_unread_count, unread_channels FROM users ORDER BY id"

    static let isolation = "SELECT current_setting('transaction_isolation')"
}
