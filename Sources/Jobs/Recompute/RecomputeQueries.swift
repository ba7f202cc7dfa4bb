import ReadState
import Runtime

/// The statements the recompute reads and writes with, in one place. COPY takes no `$n`
/// parameters: values travel as `unreadctl.*` settings (`set_config`, transaction-local) and
/// are read with `current_setting`.
enum RecomputeQueries {
    /// What a message needs to count anywhere, in its channel or in its thread, on alias `m`:
    /// the part `countable` and `countableReply` share. The rule's one home is `UnreadRules`
    /// (docs/rules.md#which-messages-can-count); this is its SQL, `UnreadRules.SQL.countableKind`.
    static let countableKind = UnreadRules.SQL.countableKind("m")

    /// The message-level conditions of docs/rules.md#which-messages-can-count on alias `m` (`UnreadRules.isCountable` in SQL).
    static let countable = UnreadRules.SQL.countable("m")

    /// The channel types in scope: `unreadctl.types` is a JSON array of names, `[]` = all; and
    /// for a ticket run (`RecomputeScope.isTicket`) the channels listed in
    /// `unreadctl.ticket_channels` and every current channel of the users in `unreadctl.ticket_users`.
    static let typeInScope = "(\(typeClause) AND \(ticketInScope) AND \(namedInScope))"

    /// The channel types of `unreadctl.types` (`[]` = all), on alias `c`.
    static let typeClause = """
        ((SELECT current_setting('unreadctl.types')) = '[]' \
        OR c.type IN (SELECT jsonb_array_elements_text((SELECT current_setting('unreadctl.types')::jsonb))))
        """

    /// The channels whose stored counters enter the users' totals as they are: of the other
    /// types, or not named by the feeds; within a ticket's channels, as in scope.
    static let outOfScope = "(NOT (\(typeClause) AND \(namedInScope)) AND \(ticketInScope))"

    /// An incremental nightly's channels (`RecomputeScope.named`): those listed in
    /// `unreadctl.named_channels`; every channel where the setting is empty or was never set.
    /// The setting is read once per statement (a subquery): read per row, it was most of the
    /// time of the channel list on Mattermost's 158,000 channels (0.30 s of a 0.61 s statement).
    static let namedInScope = """
        ((SELECT coalesce(current_setting('unreadctl.named_channels', true), '')) = '' \
        OR c.id::text IN (SELECT jsonb_array_elements_text((SELECT nullif(current_setting('unreadctl.named_channels', true), '')::jsonb))))
        """

    /// A ticket setting, `[]` where it was never set in this session (the audit's statements).
    private static func ticket(_ name: String) -> String {
        "(SELECT coalesce(nullif(current_setting('unreadctl.\(name)', true), ''), '[]')::jsonb)"
    }

    static let ticketInScope = """
        ((\(ticket("ticket_channels")) = '[]' AND \(ticket("ticket_users")) = '[]') \
        OR c.id::text IN (SELECT jsonb_array_elements_text(\(ticket("ticket_channels")))) \
        OR c.id IN (SELECT tm.channel_id FROM channel_members tm WHERE tm.left_at IS NULL \
        AND tm.user_id IN (SELECT jsonb_array_elements_text(\(ticket("ticket_users"))))))
        """

    /// The next batch of channels in scope, by id (the primary key index, LIMIT rows).
    static let channelBatch = """
        SELECT c.id, c.cid, c.type, c.team FROM channels c \
        WHERE c.id > (SELECT current_setting('unreadctl.after')::bigint) AND \(typeInScope) \
        ORDER BY c.id LIMIT (SELECT current_setting('unreadctl.limit')::int)
        """

    /// The same on a source with text or uuid channel keys (docs/mappings.md#keys): after the
    /// previous batch's last key (`unreadctl.after_key`), none for the first batch.
    static func channelBatch(key: KeyType, first: Bool) -> String {
        guard !key.isInteger else { return channelBatch }
        return """
            SELECT c.id, c.cid, c.type, c.team FROM channels c \
            WHERE \(first ? "" : "c.id > (SELECT current_setting('unreadctl.after_key'))::\(key.sql) AND ")\(typeInScope) \
            ORDER BY c.id LIMIT (SELECT current_setting('unreadctl.limit')::int)
            """
    }

    static let channelCount = "SELECT count(*) FROM channels c WHERE \(typeInScope)"

    /// Which channels of a batch a statement reads: every channel in the id range
    /// (`unreadctl.after` < id ≤ `unreadctl.last`), or only those listed in `unreadctl.channels`
    /// (a bigint array) when the batch skips some (other types, `read_events` off).
    struct Selection {
        /// Only the channels listed, not every channel of the range.
        var listed: Bool
        /// The channel key's type: a text or uuid key selects by the batch's keys
        /// (`ChannelKeyBatch.settings`), an integer key by ids.
        var key: KeyType = .bigint
        /// Every channel: no predicate at all, what a full run's scan reads
        /// (docs/benchmark.md#the-reading-layer).
        var everything = false

        static let range = Selection(listed: false)
        static let listed = Selection(listed: true)

        func keyed(_ key: KeyType) -> Selection { Selection(listed: listed, key: key) }

        static let everything = Selection(listed: false, everything: true)

        /// `column` is this file's own column name; the ids are settings, not SQL text.
        func predicate(_ column: String) -> String {
            if everything { return "true" }
            switch (key.isInteger, listed) {
            case (true, false):
                return "\(column) > (SELECT current_setting('unreadctl.after')::bigint) AND \(column) <= (SELECT current_setting('unreadctl.last')::bigint)"
            case (true, true):
                return "\(column) = ANY ((SELECT current_setting('unreadctl.channels')::bigint[])::bigint[])"
            case (false, false):
                return "\(column) BETWEEN (SELECT current_setting('unreadctl.first_key'))::\(key.sql) AND (SELECT current_setting('unreadctl.last_key'))::\(key.sql)"
            case (false, true):
                return "\(column) = ANY ((SELECT current_setting('unreadctl.channel_keys'))::\(key.sql)[])"
            }
        }
    }

    /// Current members of the batch's channels, in primary key order; with `roots`, the
    /// member's stored root-message counter as well (docs/mappings.md#root-counters), and with
    /// `rowVersion` the row's version as text, last (docs/commands.md#the-repairs-guard).
    /// `ordered: false` (a scan, docs/benchmark.md#the-reading-layer) leaves the order to the reader.
    static func members(_ selection: Selection, roots: Bool = false, rowVersion: RowVersion = .none, ordered: Bool = true) -> String {
        """
        SELECT m.channel_id, m.user_id, m.joined_at, m.last_read_at, m.muted, m.unread_count, m.unread_mentions\(roots ? ", m.unread_root_count" : "")\(rowVersion.select.map { ", " + $0 } ?? "") \
        FROM channel_members m WHERE \(selection.predicate("m.channel_id")) AND m.left_at IS NULL\(ordered ? " ORDER BY m.channel_id, m.user_id" : "")
        """
    }

    /// Every channel in scope, by id: a scanned run's channels (docs/benchmark.md#the-reading-layer).
    static let channelList = "SELECT c.id, c.cid, c.type, c.team FROM channels c WHERE \(typeInScope) ORDER BY c.id"

    /// Countable messages of the batch's channels in (channel, time) order: the index on
    /// `messages (channel_id, created_at)` returns them so. `ordered: false` (a mapping,
    /// docs/mappings.md#speed) leaves the order to the reader (`ChannelTimelines.seal` sorts), so
    /// a view whose time is computed is read without a server-side sort; `roots` adds whether
    /// each message is a root message (not a reply), for a source's root counter; `ids` adds the
    /// message's id, last (`MentionJoin`).
    static func messages(_ selection: Selection, ordered: Bool = true, roots: Bool = false, ids: Bool = false) -> String {
        """
        SELECT m.channel_id, m.user_id, m.created_at\(roots ? ", m.parent_id IS NULL" : "")\(ids ? ", m.id" : "") FROM messages m \
        WHERE \(selection.predicate("m.channel_id")) AND \(countable)\(ordered ? " ORDER BY m.channel_id, m.created_at" : "")
        """
    }

    /// `messages` and `replies` of a whole scan in one read of `messages` (docs/benchmark.md#the-reading-layer,
    /// "Replies in the messages' read"): every message of a kind that counts, `messages`' fields,
    /// then whether it counts in its channel and its parent (NULL for a root; a reply of that
    /// kind counts in its thread). `ChannelScan` spills the first as records and the second as
    /// `replies`' tuples (`ChannelScan.Read.givesReplies`).
    /// `pages`: only the rows on those pages of the table (`PageRanges`), read by a TID range scan.
    static func messagesWithReplies(_ selection: Selection, roots: Bool = false, ids: Bool = false, pages: PageRanges.Range? = nil) -> String {
        """
        SELECT m.channel_id, m.user_id, m.created_at\(roots ? ", m.parent_id IS NULL" : "")\(ids ? ", m.id" : ""), \
        coalesce(\(UnreadRules.SQL.shownInChannel("m")), false), m.parent_id FROM messages m \
        WHERE \(selection.predicate("m.channel_id")) AND \(countableKind)\(PageRanges.clause(pages, on: "m"))
        """
    }

    /// With a type scope or named channels, the stored counters of current, unmuted memberships
    /// outside them: they stay as they are and enter the users' totals as stored.
    static let outOfScopeStored = """
        SELECT m.user_id, m.unread_count, m.unread_mentions FROM channel_members m JOIN channels c ON c.id = m.channel_id \
        WHERE m.left_at IS NULL AND NOT m.muted AND (m.unread_count <> 0 OR m.unread_mentions <> 0) AND \(outOfScope)
        """

    /// An incremental nightly's users whose totals are checked (docs/change-feeds.md#what-an-incremental-run-checks):
    /// every user with a membership row, current or former, in a named channel
    /// (`unreadctl.named_channels`, read by the primary key), and those of `unreadctl.named_users`.
    /// Read once (`TouchedUsers`), the reads of their other memberships and threads take them as
    /// a constant array whose size the planner sees: it reads a few users' rows by the `user_id`
    /// indexes and a large share of them by one sequential read.
    static func touchedUsers(_ key: KeyType) -> String {
        """
        SELECT x.user_id FROM channel_members x \
        WHERE x.channel_id = ANY (ARRAY(SELECT jsonb_array_elements_text((SELECT current_setting('unreadctl.named_channels')::jsonb))::\(key.sql))) \
        UNION SELECT jsonb_array_elements_text((SELECT current_setting('unreadctl.named_users')::jsonb))
        """
    }

    /// `touchedUsers` as one text array the statement computes once.
    static func touchedUsersArray(_ key: KeyType) -> String {
        "(SELECT array_agg(t.user_id) FROM (\(touchedUsers(key))) t(user_id))::text[]"
    }

    /// `outOfScopeStored` and `outOfScopeThreads` for the touched users only (an incremental
    /// nightly), in one read of their memberships: each current, unmuted membership outside the
    /// named channels with its stored counters and its number of stored unread threads (the
    /// users' participant rows with unread replies, read by the `user_id` index and grouped by
    /// membership, joined to it on its key). Two statements read the memberships twice, the
    /// second time to check each unread thread's membership: at the benchmark scale with 1 % of
    /// the channels named (27,173 users, 505,249 memberships, 12,373 unread threads) 1.30–1.57 s
    /// in the server's log against 1.01–1.39 s for this one
    /// (docs/change-feeds.md#one-read-of-the-touched-users-memberships).
    static func touchedStored(_ users: TouchedUsers) -> String {
        """
        SELECT m.user_id, m.unread_count, m.unread_mentions, coalesce(t.threads, 0) \
        FROM channel_members m JOIN channels c ON c.id = m.channel_id \
        LEFT JOIN (SELECT tp.channel_id, tp.user_id, count(*) AS threads FROM thread_participants tp \
        WHERE tp.user_id = ANY (\(users.constant)) AND tp.unread_replies > 0 GROUP BY tp.channel_id, tp.user_id) t \
        ON t.channel_id = m.channel_id AND t.user_id = m.user_id \
        WHERE m.user_id = ANY (\(users.constant)) AND m.left_at IS NULL AND NOT m.muted \
        AND (m.unread_count <> 0 OR m.unread_mentions <> 0 OR t.threads > 0) AND \(outOfScope)
        """
    }

    /// With a type scope, the stored unread threads outside it (participant rows with unread
    /// replies, membership current and not muted): they enter the users' totals as stored.
    static let outOfScopeThreads = """
        SELECT tp.user_id FROM thread_participants tp \
        JOIN channel_members m ON m.channel_id = tp.channel_id AND m.user_id = tp.user_id \
        JOIN channels c ON c.id = tp.channel_id \
        WHERE tp.unread_replies > 0 AND m.left_at IS NULL AND NOT m.muted AND \(outOfScope)
        """

    /// docs/rules.md#threads: the reply conditions on alias `m` (`UnreadRules.isCountableReply`);
    /// show_in_channel does not matter inside a thread. Whether the thread's parent is a message
    /// of the reply's channel is a property of the thread, not of each reply:
    /// `threadsWithoutParent` finds the threads where it is not.
    static let countableReply = UnreadRules.SQL.countableReply("m")

    /// Countable replies of the batch's channels, by thread and time: the partial index on
    /// `messages (channel_id, parent_id, created_at) WHERE parent_id IS NOT NULL` returns them so.
    static func replies(_ selection: Selection, ordered: Bool = true) -> String {
        """
        SELECT m.channel_id, m.parent_id, m.user_id, m.created_at FROM messages m \
        WHERE \(selection.predicate("m.channel_id")) AND \(countableReply)\(ordered ? " ORDER BY m.channel_id, m.parent_id, m.created_at" : "")
        """
    }

    /// docs/rules.md#threads: the threads of the batch's participants whose parent is not a
    /// message of the thread's channel (missing, or another channel's): their replies count in
    /// no thread. Only participants' threads matter — a reply is counted for a participant of its
    /// thread and for no one else. One primary-key lookup per thread (`probed`: the planner
    /// would otherwise hash every message of the table to answer a few thousand lookups; Citus
    /// plans the plain anti-join on each shard instead). Usually no row.
    static func threadsWithoutParent(_ selection: Selection, citus: Bool) -> String {
        """
        SELECT t.channel_id, t.parent_id FROM (SELECT DISTINCT tp.channel_id, tp.parent_id FROM thread_participants tp \
        WHERE \(selection.predicate("tp.channel_id"))) t \
        WHERE NOT \(UnreadRules.SQL.parentInChannel("t", probed: !citus))
        """
    }

    /// A mapping's messages in one read (docs/mappings.md#speed), where the source has thread
    /// participants: each message of the batch's channels once, with whether it counts in its
    /// channel, whether it is a root message, whether it counts in its thread, its parent and its
    /// key. The reader takes the countable messages, the countable replies and the message keys
    /// (the replies' parents are looked up among them) from these rows: a view that computes its
    /// messages (Synapse's parses each event's JSON) runs once instead of three times.
    /// Fields: channel, sender, time, counts, root, counts in thread, parent, key.
    static func mappedMessages(_ selection: Selection) -> String {
        """
        SELECT m.channel_id, m.user_id, m.created_at, coalesce(\(countable), false), m.parent_id IS NULL, \
        coalesce(\(UnreadRules.SQL.countableReply("m")), false), m.parent_id, m.id FROM messages m \
        WHERE \(selection.predicate("m.channel_id"))
        """
    }

    /// docs/rules.md#threads: the mentions of the batch's channels whose message is a countable
    /// message of that channel (the channel rules, docs/rules.md#unread-rules), with the message's sender and time, by
    /// (channel, mentioned user, time).
    static func mentions(_ selection: Selection, ordered: Bool = true) -> String {
        """
        SELECT mm.channel_id, mm.user_id, m.user_id, m.created_at FROM message_mentions mm \
        JOIN messages m ON m.id = mm.message_id AND m.channel_id = mm.channel_id \
        WHERE \(selection.predicate("mm.channel_id")) AND \(countable)\(ordered ? " ORDER BY mm.channel_id, mm.user_id, m.created_at" : "")
        """
    }

    /// The mention rows alone, for a scan whose message records carry their ids: the reader
    /// finds each mention's message among the batch's records (`MentionJoin`), where `mentions`
    /// has the server join them. Fields: channel, mentioned user, message.
    static func mentionRows(_ selection: Selection) -> String {
        "SELECT mm.channel_id, mm.user_id, mm.message_id FROM message_mentions mm WHERE \(selection.predicate("mm.channel_id"))"
    }

    /// docs/rules.md#threads: the participant rows of the batch's channels, in no particular
    /// order (an ORDER BY would walk the primary key and visit the heap row by row). Whether the
    /// user is a current member, and the membership's `muted` and `joined_at`, come from the
    /// batch's members (`BatchParticipants`): the server joins nothing.
    static func participants(_ selection: Selection) -> String {
        """
        SELECT tp.channel_id, tp.parent_id, tp.user_id, tp.joined_at, tp.last_read_at, tp.unread_replies \
        FROM thread_participants tp WHERE \(selection.predicate("tp.channel_id"))
        """
    }

    static let users = "SELECT id, total_unread_count, unread_channels, unread_threads, total_unread_mentions FROM users ORDER BY id"

    /// `users` for the touched users only (an incremental nightly), by the primary key.
    /// Here the users are computed inside the statement: each is one row of the primary key, so
    /// the planner's guess at their number changes nothing, and a constant array of tens of
    /// thousands of users costs more to plan (about 0.1 s) than the list costs to compute.
    static func touchedUsersTotals(_ key: KeyType) -> String {
        """
        SELECT id, total_unread_count, unread_channels, unread_threads, total_unread_mentions FROM users \
        WHERE id = ANY (\(touchedUsersArray(key))) ORDER BY id
        """
    }
}
