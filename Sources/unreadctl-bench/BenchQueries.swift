import Foundation
import ReadState

/// The SQL the harness times: floors (a binary COPY of exactly the columns a step reads, to a
/// client that discards them) and peers (what an operator would write instead of the tool).
/// `{SAMPLE}` is replaced by a channel filter (`true`, or `c.id % 100 = 0` for a sample);
/// `{SINCE}` and `{UNTIL}`, the report window, by literals (`Dataset.bound`): constants the
/// planner sees, as an operator would type them (a `current_setting(…)` in a filter would be
/// evaluated per row and slow the floor down, flattering the tool).
enum BenchQueries {
    /// The message conditions of docs/rules.md#which-messages-can-count, on alias `x`: the
    /// tool's own fragment (`UnreadRules.SQL`), so the floors and peers filter what it filters.
    static let countable = UnreadRules.SQL.countable("x")

    // MARK: floors

    /// docs/rules.md#threads: the reply conditions inside a thread, on alias `x`.
    static let countableReply = UnreadRules.SQL.countableReply("x")

    /// docs/rules.md#channel-type-switches: the type `t` tracks reads.
    private static let readEvents = UnreadRules.SQL.readEvents("t")

    /// recompute reads: countable messages, countable replies, members, thread participants,
    /// mentions (with their message's sender and time: the columns the step needs exist only
    /// through messages), mutes, users, channels and types. The thread and mention columns are
    /// in the floor since the recompute computes them in the same pass
    /// (docs/rules.md#threads).
    static let recomputeFloor: [String] = [
        "SELECT x.channel_id, x.user_id, x.created_at FROM messages x WHERE \(countable)",
        "SELECT x.channel_id, x.parent_id, x.user_id, x.created_at FROM messages x WHERE \(countableReply)",
        "SELECT channel_id, user_id, joined_at, muted, last_read_at, unread_count, unread_mentions FROM channel_members WHERE left_at IS NULL",
        "SELECT channel_id, parent_id, user_id, joined_at, last_read_at, unread_replies FROM thread_participants",
        """
        SELECT mm.channel_id, mm.user_id, x.user_id, x.created_at FROM message_mentions mm \
        JOIN messages x ON x.id = mm.message_id AND x.channel_id = mm.channel_id WHERE \(countable)
        """,
        "SELECT user_id, muted_user_id FROM user_mutes",
        "SELECT id, total_unread_count, unread_channels, unread_threads, total_unread_mentions FROM users",
        "SELECT c.id, c.cid, c.type, c.team, t.read_events FROM channels c JOIN channel_types t ON t.name = c.type",
    ]

    /// report reads: the window's countable messages, the events that can cover them, members.
    static let reportFloor: [String] = [
        """
        SELECT x.id, x.channel_id, x.user_id, x.created_at FROM messages x WHERE \(countable) \
        AND x.created_at >= {SINCE} \
        AND x.created_at < {UNTIL}
        """,
        """
        SELECT e.channel_id, e.user_id, e.kind, e.up_to, e.at FROM receipt_events e \
        WHERE e.up_to >= {SINCE} AND e.at >= {SINCE}
        """,
        "SELECT channel_id, user_id, last_read_at, last_delivered_at FROM channel_members WHERE left_at IS NULL",
        "SELECT c.id, c.cid, c.type, t.read_events, t.delivery_events FROM channels c JOIN channel_types t ON t.name = c.type",
    ]

    static let countScans: [String] = [
        "SELECT count(*) FROM messages",
        "SELECT count(*) FROM channel_members",
        "SELECT count(*) FROM receipt_events",
    ]

    // MARK: peers

    /// The straightforward per-member correlated count (docs/rules.md#per-member-unread-count written as one subquery).
    static let correlatedUnread = """
        SELECT m.channel_id, m.user_id, (
            SELECT count(*) FROM messages x
            WHERE x.channel_id = m.channel_id AND \(UnreadRules.SQL.notOwn(message: "x", member: "m")) AND \(countable)
              AND \(UnreadRules.SQL.afterHorizon(message: "x", member: "m"))
              AND \(UnreadRules.SQL.senderNotMuted(message: "x", member: "m"))
        ) AS unread
        FROM channel_members m
        JOIN channels c ON c.id = m.channel_id
        JOIN channel_types t ON t.name = c.type AND \(readEvents)
        WHERE m.left_at IS NULL AND {SAMPLE}
        """

    /// The correlated count's work, to scale a sample by: per current member of a channel with
    /// read receipts, one index descent plus the messages after its cut-off (the stored counts
    /// are right but for the planted drift). It only decides whether the peer runs in full: on
    /// the bench data it estimated 212 s, and the peer took 176 s in full.
    static let correlatedWork = """
        SELECT sum(1 + m.unread_count)::bigint FROM channel_members m
        JOIN channels c ON c.id = m.channel_id
        JOIN channel_types t ON t.name = c.type AND \(readEvents)
        WHERE m.left_at IS NULL AND {SAMPLE}
        """

    /// The LATERAL query's rows, to scale a sample by.
    static let lateralWork = "SELECT count(*) FROM messages x JOIN channels c ON c.id = x.channel_id WHERE {SAMPLE}"

    /// The best single statement found with window functions: members' cut-offs are merged into
    /// each channel's message stream; a running count from the end gives "messages after the
    /// cut-off"; the same per (channel, user) removes own messages; muted senders' messages
    /// after the cut-off are subtracted by a join (mutes are rare).
    static let windowUnread = """
        WITH members AS (
            SELECT m.channel_id, m.user_id, greatest(m.joined_at, coalesce(m.last_read_at, '-infinity')) AS cutoff
            FROM channel_members m
            JOIN channels c ON c.id = m.channel_id
            JOIN channel_types t ON t.name = c.type AND \(readEvents)
            WHERE m.left_at IS NULL AND {SAMPLE}
        ), stream AS (
            SELECT x.channel_id, x.user_id, x.created_at AS at, 1 AS is_message
            FROM messages x JOIN channels c ON c.id = x.channel_id
            WHERE \(countable) AND {SAMPLE}
            UNION ALL
            SELECT channel_id, user_id, cutoff, 0 FROM members
        ), counted AS (
            SELECT channel_id, user_id, is_message,
                   sum(is_message) OVER (PARTITION BY channel_id ORDER BY at DESC, is_message ROWS UNBOUNDED PRECEDING) AS after_all,
                   sum(is_message) OVER (PARTITION BY channel_id, user_id ORDER BY at DESC, is_message ROWS UNBOUNDED PRECEDING) AS after_own
            FROM stream
        ), muted AS (
            SELECT mb.channel_id, mb.user_id, count(*) AS n
            FROM members mb
            JOIN user_mutes um ON um.user_id = mb.user_id
            JOIN messages x ON x.channel_id = mb.channel_id AND x.user_id = um.muted_user_id AND x.created_at > mb.cutoff
            WHERE \(countable)
            GROUP BY 1, 2
        )
        SELECT k.channel_id, k.user_id, k.after_all - k.after_own - coalesce(mu.n, 0) AS unread
        FROM counted k LEFT JOIN muted mu USING (channel_id, user_id)
        WHERE k.is_message = 0
        """

    /// Per message, the first read by someone else from the log (a LATERAL subquery), then
    /// nearest-rank percentiles with percentile_disc.
    static let lateralFirstRead = """
        SELECT percentile_disc(ARRAY[0.5, 0.9, 0.95, 0.99]) WITHIN GROUP (ORDER BY latency), max(latency), avg(latency), count(*)
        FROM (
            SELECT extract(epoch FROM fr.first_read - x.created_at) AS latency
            FROM messages x
            JOIN channels c ON c.id = x.channel_id
            JOIN channel_types t ON t.name = c.type AND \(readEvents)
            CROSS JOIN LATERAL (
                SELECT min(e.at) AS first_read FROM receipt_events e
                WHERE e.channel_id = x.channel_id AND e.kind = 'read' AND e.user_id <> x.user_id
                  AND e.up_to >= x.created_at AND e.at >= x.created_at
            ) fr
            WHERE \(countable) AND {SAMPLE}
              AND x.created_at >= {SINCE}
              AND x.created_at < {UNTIL}
        ) s
        WHERE latency IS NOT NULL
        """

    static func sampled(_ sql: String, every k: Int) -> String {
        sql.replacingOccurrences(of: "{SAMPLE}", with: k <= 1 ? "true" : "c.id % \(k) = 0")
    }
}

