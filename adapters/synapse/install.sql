-- unreadctl adapter: synapse
-- product: Synapse (Matrix)
-- detected by: event_push_summary, events, receipts_linearized
-- summary: read-only: each local user's unread count per joined room (MSC2654 unread_count: push summary + push actions after the read receipt) against a recount from events and receipts in stream order
-- ===========================================================================================
-- The unreadctl contract (channel_types, channels, users, channel_members, messages,
-- thread_participants, user_mutes) as READ-ONLY VIEWS over a Synapse (Matrix homeserver)
-- database, so that `unreadctl recompute / audit / nightly --schema S` recount every local
-- user's unread count per joined room from the events and receipts, in Synapse's own order,
-- and compare it with the count Synapse serves in /sync (MSC2654 `unread_count`).
-- Documentation, with the Synapse source behind every rule: adapters/synapse/README.md.
--
-- WHERE THINGS GO
--   * Synapse's tables are assumed to be in schema `public` and are always referenced as
--     public.<table>. They are only read: nothing of Synapse is created, altered, dropped or
--     written. No view here is updatable (each has a join, an aggregate, a set operation or
--     OFFSET 0) and there are no triggers, so `recompute --apply` is refused (exit 65)
--     before any scan.
--   * Objects are created in the FIRST schema of search_path (call it S; it must exist and must
--     not be public). unreadctl runs, in one transaction,
--         SELECT set_config('search_path', '"unreadctl_synapse", public', true);
--     then this file, then sql/mapping_tables.sql (the tool's run table, S.unreadctl_runs).
--     By hand:
--         psql -X -1 -v ON_ERROR_STOP=1 \
--              -c "CREATE SCHEMA IF NOT EXISTS unreadctl_synapse" \
--              -c "SELECT set_config('search_path', '\"unreadctl_synapse\", public', true)" \
--              -f install.sql
--     (psql reads the two files it includes, ../shared/guard.sql and ../shared/adapter_info.sql,
--     from beside this folder: run it where it lies, in the repository's adapters/synapse/ or the
--     package's /usr/share/unreadctl/adapters/synapse/; `unreadctl adapter show synapse` prints
--     this file with their text in place, for a psql with no such folder.)
--   * Idempotent: CREATE OR REPLACE VIEW only (and the drop of a view an earlier version of this
--     file made, at the end). Running it twice changes nothing.
--
-- HOW THE VIEWS ARE BUILT
--   Each view is renames, casts and filters over Synapse's tables, joins on a key, or one
--   grouped pass (GROUP BY, DISTINCT ON, a window partitioned by the room): nothing is looked
--   up row by row, so the planner joins the parts with hashes or merges over one read of each
--   table, and a filter on the room reaches the events (the windows' partition) and the
--   members. The planner computes a view again for each reference to it, so the members' views
--   are one chain, each read once by the next: member_positions, member_times (the positions
--   and their times: one window pass over the room's events), member_threads (× the room's
--   threads), stored_counts, and channel_members / thread_participants on top. What Synapse
--   serves is one GROUP BY over event_push_actions (push_counts, which reads the members'
--   receipts, member_reads, a second time) joined to the summaries on their key. The members'
--   views and push_counts name each thread's timeline ('main' or 'thread') and join on it, so
--   that thread_participants' filter (timeline = 'thread') crosses stored_counts' outer join
--   and the push actions of the main timeline are never grouped for it.
--
-- WHAT IS CREATED (in S)
--   channel_types, channels, users, messages, channel_members,   the contract's relations
--   thread_participants, user_mutes
--   addressed_messages an invite that notified its invitee alone, counting notifications
--                      (docs/mappings.md#addressed-messages)
--   event_times        every event, the columns of it the mapping reads, and its time on the
--                      room's scale (TIMES)
--   event_threads      each related event's thread: the first m.thread up its relations
--   member_reads       per local member: its membership and the read position Synapse counts
--                      the main timeline from
--   member_positions   per local member: the stream positions Synapse counts from
--   thread_receipts    per member and thread: the latest threaded read receipt
--   member_times       per member, those positions and their times on the room's scale (one
--                      pass)
--   member_threads     per local member and thread ('main' = the main timeline): where
--                      Synapse counts that thread from, and its time
--   push_counts        per member and thread with push actions: those after the rotation
--                      point and after the read position (one grouped pass)
--   stored_counts      per member and thread: the unread and notification counts Synapse
--                      serves, computed as Synapse's own query does
--   counting_mode      'unread' (MSC2654 on: unread counts recorded) or 'notification'
--                      (Synapse's default: notification counts only); what the drift compares
--   room_mutes         members' own push rules for a room that do not notify
--   leftover_summaries push-summary counts Synapse still holds for rooms the user has left
--   check_severities   the audit on Matrix: RS001/RS015 lowered to info (routine here), RS019
--                      (a former member's counter) turned on
--   channel_changes    the change feed the incremental nightly reads (CHANGE FEED below)
--   feed_blind_spots   what that feed cannot see, one line each ("Not measured")
--   adapter_counters, adapter_info, adapter_indexes   what this mapping is; the Synapse indexes
--                                                     it relies on
--   Not created, because Synapse has no such data: receipt_events (only the latest receipt
--   per room, type, user and thread is kept), message_mentions, the users' stored totals,
--   channel_members.unread_mentions.
--
-- HOW SYNAPSE COUNTS, AND HOW THE VIEWS MAKE unreadctl's RULE SAY THE SAME
--   When an event is persisted, Synapse gives every local user joined to the room (not the
--   sender; not one who ignores the sender, for non-state events) a row in
--   event_push_actions with unread = 1 if the event "counts as unread"
--   (bulk_push_rule_evaluator._should_count_as_unread: not rejected or soft-failed, not an
--   m.notice, not an edit, and a non-empty string body, or a topic/name/avatar/tombstone
--   state event, or an encrypted event). Each row carries the event's thread ('main' or the
--   thread root). A redaction deletes the redacted event's rows. Every 30 s the rows are
--   summed into event_push_summary per (user, room, thread). /sync serves, per joined room,
--   the rows after the user's read position: the latest unthreaded m.read / m.read.private
--   receipt by stream ordering (none: the user's current membership event), or, for a
--   thread, the thread's own receipt when it is later (event_push_actions.py,
--   _get_unread_counts_by_receipt_txn / _get_unread_counts_by_pos_txn).
--   unreadctl's rule gives exactly that count with:
--     type        'regular' when the event counts as unread, 'ephemeral' otherwise (member
--                 events, notices, edits, reactions, redactions, bodiless events, rejected,
--                 soft-failed, outliers, backfilled history).
--     deleted_at  the first later redaction of the event in the same room.
--     parent_id   the thread root, as Synapse assigns the event's thread (relations.py,
--                 get_thread_id); show_in_channel false: a thread event counts in its
--                 thread (thread_participants), never in the main timeline.
--     last_read_at  the main-timeline read position; thread_participants.last_read_at the
--                 thread's. joined_at: the join that started the current membership.
--     user_mutes  ignored_users.
--   The stored counter unread_count is Synapse's main-timeline count and
--   thread_participants.unread_replies its per-thread count; /sync's unread_count without
--   thread notifications is their sum.
--
-- TIMES
--   Synapse orders everything by stream_ordering; unreadctl compares timestamps. Each event
--   gets, per room, a time that is strictly increasing in stream_ordering and close to the
--   time the server received it (events.received_ts, milliseconds): rank + the running
--   maximum of (received_ts in microseconds - rank), so events received in the same
--   millisecond (or with a clock that went backwards) are 1 microsecond apart, in stream
--   order. A read position is the time of the room's last event at or before it. So "created
--   after last_read_at" is exactly Synapse's "stream_ordering after the receipt". Backfilled
--   history (stream_ordering <= 0) is '-infinity': before everything, never counted.
--
-- CHANGE FEED (docs/change-feeds.md#a-mappings-feed)
--   channel_changes names what changed by Synapse's own stream positions, one stream per
--   UNION ALL branch, each read by a Synapse index through `position > N`:
--     events       events.stream_ordering                    events_stream_ordering
--     receipts     receipts_linearized.stream_id             receipts_linearized_id
--     memberships  current_state_delta_stream.stream_id      current_state_delta_stream_idx
--     push_rules   push_rules_stream.stream_id               push_rules_stream_id
--     ex_outliers  ex_outlier_stream.event_stream_ordering   ex_outlier_stream_pkey
--   (and events_stream_ordering again for the times of the last three, events_event_id_key
--   for an ex-outlier's room). Synapse takes every position from a PostgreSQL sequence before
--   the transaction that writes the row commits, so rows become visible out of position order;
--   each row's changed_at is no earlier than the moment its position was taken, which keeps
--   the tool's watermark below a row still in flight as long as --feed-overlap exceeds
--   Synapse's longest write (allocation to commit) plus the clock skew between its workers
--   and the database. Ignored users are not a stream: the tool compares user_mutes
--   (ignored_users) whole every night. Backfilled history and purges: feed_blind_spots.
-- ===========================================================================================

-- Refuse to install anywhere but a dedicated, existing schema (the guard all adapters share),
-- and only over a Synapse with the columns the views read.
SET LOCAL unreadctl.adapter = 'synapse';
\ir ../shared/guard.sql
DO $tables$
DECLARE
    missing text;
BEGIN
    SELECT string_agg(t || '.' || c, ', ' ORDER BY t, c) INTO missing
    FROM (VALUES ('events', 'stream_ordering'), ('events', 'received_ts'), ('events', 'rejection_reason'),
                 ('event_json', 'internal_metadata'), ('event_json', 'json'),
                 ('receipts_linearized', 'event_stream_ordering'), ('receipts_linearized', 'thread_id'),
                 ('event_push_summary', 'thread_id'), ('event_push_summary', 'last_receipt_stream_ordering'),
                 ('event_push_summary', 'unread_count'), ('event_push_actions', 'unread'),
                 ('event_push_actions', 'thread_id'), ('event_push_summary_stream_ordering', 'stream_ordering'),
                 ('local_current_membership', 'membership'), ('local_current_membership', 'event_stream_ordering'),
                 ('room_memberships', 'event_stream_ordering'), ('room_memberships', 'sender'),
                 ('event_relations', 'relation_type'), ('redactions', 'redacts'), ('rejections', 'event_id'),
                 ('ignored_users', 'ignored_user_id'), ('users', 'creation_ts'), ('users', 'appservice_id'),
                 ('rooms', 'room_id'), ('threads', 'thread_id'), ('push_rules', 'actions'),
                 ('push_rules_enable', 'enabled'), ('account_data', 'account_data_type'),
                 ('receipts_linearized', 'stream_id'), ('receipts_linearized', 'data'),
                 ('current_state_delta_stream', 'stream_id'), ('push_rules_stream', 'event_stream_ordering'),
                 ('ex_outlier_stream', 'event_stream_ordering')) AS r(t, c)
    WHERE NOT EXISTS (SELECT FROM information_schema.columns AS i
                      WHERE i.table_schema = 'public' AND i.table_name = r.t AND i.column_name = r.c);
    IF missing IS NOT NULL THEN
        RAISE EXCEPTION 'unreadctl synapse adapter: Synapse''s tables in schema public lack %', missing
            USING HINT = 'The adapter needs a Synapse database at schema version 74 or later (threaded receipts, per-thread push summaries, stream orderings on memberships); adapters/synapse/README.md#synapse-versions.';
    END IF;
END
$tables$;

-- ===========================================================================================
-- Synapse's events, with their time on the room's stream order (see TIMES above)
-- ===========================================================================================

-- Every event, its time on the room's scale and the events columns the mapping reads. One pass
-- over the room's events in stream order: the windows' partition is the room, so a filter on
-- room_id reaches public.events. rank counts the room's events up to this one; backfilled
-- history (stream_ordering <= 0) is not counted and is '-infinity'.
CREATE OR REPLACE VIEW event_times AS
SELECT w.room_id, w.event_id, w.stream_ordering,
       CASE WHEN w.stream_ordering > 0
            THEN to_timestamp((w.us / 1000000)::double precision) + (w.us % 1000000) * interval '1 microsecond'
            ELSE '-infinity' END                                    AS at,
       w.sender, w.type, w.state_key, w.outlier, w.rejection_reason
FROM (SELECT r.room_id, r.event_id, r.stream_ordering, r.sender, r.type, r.state_key, r.outlier, r.rejection_reason,
             r.rank + max(r.ms * 1000 - r.rank) FILTER (WHERE r.stream_ordering > 0)
                      OVER (PARTITION BY r.room_id ORDER BY r.stream_ordering ROWS UNBOUNDED PRECEDING) AS us
      FROM (SELECT e.room_id, e.event_id, e.stream_ordering, e.sender, e.type, e.state_key, e.outlier,
                   e.rejection_reason, coalesce(e.received_ts, e.origin_server_ts, 0) AS ms,
                   count(*) FILTER (WHERE e.stream_ordering > 0)
                            OVER (PARTITION BY e.room_id ORDER BY e.stream_ordering ROWS UNBOUNDED PRECEDING) AS rank
            FROM public.events AS e) AS r) AS w;

-- For each event with a relation in event_relations, the thread it belongs to: the root of the
-- first m.thread relation up its chain of relations (RelationsWorkerStore.get_thread_id), at
-- most 32 levels up. One recursive pass over event_relations (each step follows a relation that
-- is not a thread's); messages joins it on the event an event relates to.
CREATE OR REPLACE VIEW event_threads AS
WITH RECURSIVE chain(start_id, relates_to_id, relation_type, depth) AS (
    SELECT r.event_id, r.relates_to_id, r.relation_type, 0
    FROM public.event_relations AS r
    UNION
    SELECT chain.start_id, r.relates_to_id, r.relation_type, chain.depth + 1
    FROM chain JOIN public.event_relations AS r ON r.event_id = chain.relates_to_id
    WHERE chain.depth < 32 AND chain.relation_type IS DISTINCT FROM 'm.thread')
SELECT DISTINCT ON (chain.start_id) chain.start_id AS event_id, chain.relates_to_id AS thread_root
FROM chain
WHERE chain.relation_type = 'm.thread'
ORDER BY chain.start_id, chain.depth;

-- ===========================================================================================
-- Rooms and users
-- ===========================================================================================

-- Two kinds of room: 'direct' when a local user's m.direct account data lists it, 'group'
-- otherwise. Read state is kept for both; Matrix has no delivery receipts in the contract's sense.
CREATE OR REPLACE VIEW channel_types AS
SELECT t.name, true AS read_events, false AS delivery_events
FROM (VALUES ('direct'::text), ('group')) AS t(name);

-- cid is the room id itself (!opaque:server): what an operator pastes into the admin API.
-- The rooms some local user's m.direct account data lists, and each room's m.room.create time,
-- are read once per query (grouped, joined on the room id; a query that reads neither column
-- does not read them).
CREATE OR REPLACE VIEW channels AS
SELECT r.room_id                                                   AS id,
       r.room_id                                                   AS cid,
       CASE WHEN d.room_id IS NOT NULL THEN 'direct' ELSE 'group' END AS type,
       coalesce(c.created_at, '-infinity')                         AS created_at,
       NULL::text                                                  AS team
FROM public.rooms AS r
LEFT JOIN (SELECT DISTINCT l.room_id
           FROM public.account_data AS a
           CROSS JOIN LATERAL jsonb_each(a.content::jsonb) AS p(other, rooms)
           CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(p.rooms) = 'array'
                                                             THEN p.rooms ELSE '[]' END) AS l(room_id)
           WHERE a.account_data_type = 'm.direct'
             AND jsonb_typeof(a.content::jsonb) = 'object') AS d ON d.room_id = r.room_id
LEFT JOIN (SELECT c.room_id, to_timestamp(min(coalesce(c.received_ts, c.origin_server_ts))::double precision / 1000) AS created_at
           FROM public.events AS c
           WHERE c.type = 'm.room.create' AND c.state_key = ''
           GROUP BY c.room_id) AS c ON c.room_id = r.room_id;

-- Local users (Synapse's users table holds local accounts only). creation_ts is in seconds.
-- OFFSET 0, here and in user_mutes: the view is not auto-updatable, so nothing can be written
-- through it.
CREATE OR REPLACE VIEW users AS
SELECT u.name                                                      AS id,
       to_timestamp(coalesce(u.creation_ts, 0)::double precision)  AS created_at
FROM public.users AS u
OFFSET 0;

-- Ignoring a user (m.ignored_user_list): their non-state events never count for the ignorer.
CREATE OR REPLACE VIEW user_mutes AS
SELECT i.ignorer_user_id AS user_id, i.ignored_user_id AS muted_user_id
FROM public.ignored_users AS i
OFFSET 0;

-- ===========================================================================================
-- Events
-- ===========================================================================================

-- TWO COUNTING MODES (adapters/synapse/README.md#two-counting-modes). Synapse records unread
-- counts only with experimental_features.msc2654_enabled (bulk_push_rule_evaluator.py,
-- action_for_event_by_user: _should_count_as_unread runs only then); without it (the default)
-- /sync serves notification_count alone. The mapping reads what the server records: 'unread'
-- when any push action or summary holds an unread count, 'notification' when only
-- notification counts are there, 'unread' on a server with neither (nothing to count).
-- The views below read it as a scalar subquery, (SELECT mode FROM counting_mode): evaluated
-- once per statement.
CREATE OR REPLACE VIEW counting_mode AS
SELECT CASE WHEN EXISTS (SELECT FROM public.event_push_actions AS a WHERE a.unread = 1)
              OR EXISTS (SELECT FROM public.event_push_summary AS s WHERE coalesce(s.unread_count, 0) <> 0)
            THEN 'unread'
            WHEN EXISTS (SELECT FROM public.event_push_actions AS a WHERE a.notif = 1)
              OR EXISTS (SELECT FROM public.event_push_summary AS s WHERE s.notif_count <> 0)
            THEN 'notification'
            ELSE 'unread' END::text AS mode;

-- A member's own push rule for the room that does not notify (what clients write for "mute"),
-- unless push_rules_enable turns it off. One row per (user, room).
CREATE OR REPLACE VIEW room_mutes AS
SELECT DISTINCT pr.user_name AS user_id, substr(pr.rule_id, length(split_part(pr.rule_id, '/', 1) || '/' || split_part(pr.rule_id, '/', 2)) + 2) AS room_id
FROM public.push_rules AS pr
LEFT JOIN public.push_rules_enable AS en ON en.user_name = pr.user_name AND en.rule_id = pr.rule_id
WHERE (pr.rule_id LIKE 'global/override/!%' OR pr.rule_id LIKE 'global/room/!%')
  AND NOT (pr.actions::jsonb @> '["notify"]')
  AND coalesce(en.enabled, 1) = 1;

-- One row per event of event_times: renames, the rule as one CASE over the event's columns and
-- content, and joins on a key: event_json, rejections, the thread of what it relates to
-- (event_threads), its first redaction.
CREATE OR REPLACE VIEW messages AS
SELECT t.event_id                                                  AS id,
       t.room_id                                                   AS channel_id,
       t.sender                                                    AS user_id,
       t.at                                                        AS created_at,
       CASE WHEN t.stream_ordering > 0                              -- not backfilled history
             AND NOT coalesce(t.outlier, false)                     -- in the timeline
             AND t.rejection_reason IS NULL
             AND rj.event_id IS NULL                                   -- not in rejections
             AND c.soft_failed IS DISTINCT FROM 'true'
             AND t.type <> 'm.room.member'                          -- pushed to the target only, never unread
             AND (CASE WHEN (SELECT c.mode FROM counting_mode AS c) = 'notification'
                  -- What notifies under the default push rules (push_rule_evaluator's
                  -- BASE_RULES): .m.rule.message, .m.rule.encrypted, .m.rule.call; not a notice
                  -- (.m.rule.suppress_notices), not an edit (.m.rule.suppress_edits), no state
                  -- event but the room's tombstone (.m.rule.tombstone).
                  THEN (t.state_key IS NULL AND t.type = 'm.room.message'
                        AND c.content ->> 'msgtype' IS DISTINCT FROM 'm.notice'
                        AND (c.content -> 'm.relates_to' ->> 'rel_type' = 'm.replace'
                             AND jsonb_typeof(c.content -> 'm.relates_to' -> 'event_id') = 'string') IS NOT TRUE)
                       OR (t.state_key IS NULL AND t.type IN ('m.room.encrypted', 'm.call.invite'))
                       OR (t.state_key = '' AND t.type = 'm.room.tombstone')
                  -- _should_count_as_unread.
                  ELSE (t.state_key IS NOT NULL OR t.type <> 'm.room.message'     -- not a notice
                        OR c.content ->> 'msgtype' IS DISTINCT FROM 'm.notice')
                       AND (c.content -> 'm.relates_to' ->> 'rel_type' = 'm.replace'   -- not an edit
                            AND jsonb_typeof(c.content -> 'm.relates_to' -> 'event_id') = 'string') IS NOT TRUE
                       AND ((jsonb_typeof(c.content -> 'body') = 'string' AND c.content ->> 'body' <> '')
                            OR (t.state_key IS NOT NULL
                                AND t.type IN ('m.room.topic', 'm.room.name', 'm.room.avatar', 'm.room.tombstone'))
                            OR (t.state_key IS NULL AND t.type = 'm.room.encrypted'))
                  END) IS TRUE
            THEN 'regular' ELSE 'ephemeral' END                    AS type,
       -- The thread: the event's own m.thread relation (with a string event_id, as
       -- relation_from_event requires), else the thread of what another relation points at.
       CASE WHEN c.content -> 'm.relates_to' ->> 'rel_type' = 'm.thread'
            THEN CASE WHEN jsonb_typeof(c.content -> 'm.relates_to' -> 'event_id') = 'string'
                      THEN c.content -> 'm.relates_to' ->> 'event_id' END
            ELSE up.thread_root
       END                                                         AS parent_id,
       false                                                       AS show_in_channel,
       false                                                       AS silent,
       false                                                       AS shadowed,
       rd.deleted_at                                               AS deleted_at
FROM event_times AS t
LEFT JOIN public.event_json AS j ON j.event_id = t.event_id
LEFT JOIN public.rejections AS rj ON rj.event_id = t.event_id
-- The event's JSON, parsed once per event: OFFSET 0 keeps the planner from parsing it again in
-- every expression that reads it. No table is read here; j is the row joined above.
LEFT JOIN LATERAL (SELECT j.json::jsonb -> 'content' AS content,
                          j.internal_metadata::jsonb ->> 'soft_failed' AS soft_failed
                   OFFSET 0) AS c ON true
LEFT JOIN event_threads AS up
       ON up.event_id = CASE WHEN jsonb_typeof(c.content -> 'm.relates_to' -> 'event_id') = 'string'
                             THEN c.content -> 'm.relates_to' ->> 'event_id' END
-- The receive time of the first later, not rejected redaction of the event in its room.
LEFT JOIN (SELECT x.redacts, x.room_id, to_timestamp(min(x.ms)::double precision / 1000) AS deleted_at
           FROM (SELECT red.redacts, re.room_id, coalesce(re.received_ts, re.origin_server_ts) AS ms
                 FROM public.redactions AS red
                 JOIN public.events AS re ON re.event_id = red.event_id
                 JOIN public.events AS target ON target.event_id = red.redacts AND target.room_id = re.room_id
                 WHERE re.stream_ordering > target.stream_ordering AND re.rejection_reason IS NULL) AS x
           GROUP BY x.redacts, x.room_id) AS rd
       ON rd.redacts = t.event_id AND rd.room_id = t.room_id;

-- ===========================================================================================
-- Members and where Synapse counts from
-- ===========================================================================================

-- Per local membership (joined, left or banned; appservice users are left out, as Synapse
-- leaves them out of push): the stream position of the current membership event (the stream
-- ordering local_current_membership keeps beside it, as _update_current_state_txn writes it:
-- events, the widest table, is not read for it; a row without one, left by an unfinished
-- background update, is left out) and of the latest unthreaded m.read / m.read.private receipt
-- by stream ordering (Synapse's own ORDER BY ... DESC LIMIT 1, NULLs first as PostgreSQL sorts
-- them). unthreaded_position is what Synapse counts the main timeline from: that receipt, or
-- without one the current membership event. receipts_linearized is joined on (room, user).
-- What push_counts needs of a member; member_positions adds the join.
CREATE OR REPLACE VIEW member_reads AS
SELECT m.room_id, m.user_id, m.membership, m.event_stream_ordering AS membership_position,
       r.event_id                                                   AS receipt_event_id,
       CASE WHEN r.user_id IS NOT NULL THEN r.event_stream_ordering ELSE m.event_stream_ordering END AS unthreaded_position
FROM public.local_current_membership AS m
LEFT JOIN (SELECT DISTINCT ON (x.room_id, x.user_id) x.room_id, x.user_id, x.event_id, x.event_stream_ordering
           FROM public.receipts_linearized AS x
           WHERE x.thread_id IS NULL AND x.receipt_type IN ('m.read', 'm.read.private')
           ORDER BY x.room_id, x.user_id, x.event_stream_ordering DESC) AS r
       ON r.room_id = m.room_id AND r.user_id = m.user_id
WHERE m.membership IN ('join', 'leave', 'ban') AND m.event_stream_ordering IS NOT NULL
  AND NOT EXISTS (SELECT FROM public.users AS u WHERE u.name = m.user_id AND u.appservice_id IS NOT NULL)
-- One row per membership already: grouped so that a statement joining it to the push actions
-- keeps it whole (the planner would otherwise test the appservice users once per push action).
GROUP BY m.room_id, m.user_id, m.membership, m.event_stream_ordering, r.user_id, r.event_id, r.event_stream_ordering;

-- Per local membership: member_reads and the stream position of the join that started the
-- current (or last) stretch in the room (the first join after the last other membership event
-- before the current one). Grouped per membership; room_memberships is joined on (room, user).
CREATE OR REPLACE VIEW member_positions AS
SELECT s.room_id, s.user_id, s.membership, s.membership_position,
       min(j.event_stream_ordering)                                 AS join_position,
       s.receipt_event_id, s.unthreaded_position
FROM (SELECT m.room_id, m.user_id, m.membership, m.membership_position, m.receipt_event_id, m.unthreaded_position,
             max(o.event_stream_ordering)                           AS last_other   -- the last leave, ban, invite … before it
      FROM member_reads AS m
      LEFT JOIN public.room_memberships AS o
             ON o.room_id = m.room_id AND o.user_id = m.user_id AND o.membership <> 'join'
            AND o.event_stream_ordering < m.membership_position
      GROUP BY m.room_id, m.user_id, m.membership, m.membership_position, m.receipt_event_id, m.unthreaded_position) AS s
LEFT JOIN public.room_memberships AS j
       ON j.room_id = s.room_id AND j.user_id = s.user_id AND j.membership = 'join'
      AND j.event_stream_ordering <= s.membership_position AND j.event_stream_ordering > coalesce(s.last_other, -1)
GROUP BY s.room_id, s.user_id, s.membership, s.membership_position, s.receipt_event_id, s.unthreaded_position;

-- Per member and thread ('main' = the main timeline): the latest threaded m.read /
-- m.read.private receipt by stream ordering. Where it is later than the member's unthreaded
-- position, Synapse counts that thread from it; every other thread counts from
-- unthreaded_position.
CREATE OR REPLACE VIEW thread_receipts AS
SELECT DISTINCT ON (x.room_id, x.user_id, x.thread_id)
       x.room_id, x.user_id, x.thread_id, x.event_stream_ordering AS read_position, x.event_id AS receipt_event_id
FROM public.receipts_linearized AS x
WHERE x.thread_id IS NOT NULL AND x.receipt_type IN ('m.read', 'm.read.private')
  AND x.event_stream_ordering IS NOT NULL
ORDER BY x.room_id, x.user_id, x.thread_id, x.event_stream_ordering DESC;

-- Every member's positions (member_positions, one row per member, its columns repeated after the
-- times) and those positions as times on the room's scale (TIMES): the join that started the
-- membership (joined_at), the unthreaded read position (last_read_at), the leave or ban
-- (left_at), and thread_read_at, per thread ('main' included) whose own receipt is later than
-- the unthreaded one, that receipt's time ({"thread": "time", ...}; {} for none). One pass over
-- the room's events and the positions together, in stream order, with event_times' formula:
-- rank and the running maximum count events only, so a position takes the time of the last
-- event at or before it ('-infinity' when there is none; NULL for a NULL position, a receipt
-- whose event Synapse could not place). The windows order by the stream position alone: an event
-- and a position at the same stream ordering are peers, and the default frame (RANGE ... CURRENT
-- ROW) puts that event in the position's count; so the events come in the order of Synapse's
-- index events_room_stream and only the positions are sorted, merged in. A filter on room_id
-- reaches the events and the members (it is the windows' partition). The views after this one
-- read member_positions through it, so a statement computes the positions once.
CREATE OR REPLACE VIEW member_times AS
SELECT w.room_id, w.user_id,
       max(w.at) FILTER (WHERE w.what = 'joined') AS joined_at,
       max(w.at) FILTER (WHERE w.what = 'read')   AS last_read_at,
       max(w.at) FILTER (WHERE w.what = 'left')   AS left_at,
       coalesce(jsonb_object_agg(w.thread_id, w.at) FILTER (WHERE w.what = 'thread_read'), '{}') AS thread_read_at,
       -- The member's own positions, the same on each of its rows (max() only carries them).
       max(w.membership) AS membership, max(w.membership_position) AS membership_position,
       max(w.join_position) AS join_position, max(w.receipt_event_id) AS receipt_event_id,
       max(w.unthreaded_position) AS unthreaded_position
FROM (SELECT r.room_id, r.user_id, r.thread_id, r.what,
             r.membership, r.membership_position, r.join_position, r.receipt_event_id, r.unthreaded_position,
             CASE WHEN r.us IS NULL THEN '-infinity'
                  ELSE to_timestamp((r.us / 1000000)::double precision) + (r.us % 1000000) * interval '1 microsecond'
             END AS at
      FROM (SELECT q.*,
                   q.rank + max(q.ms * 1000 - q.rank) FILTER (WHERE q.what IS NULL AND q.position > 0)
                            OVER (PARTITION BY q.room_id ORDER BY q.position) AS us
            FROM (SELECT x.*,
                         count(*) FILTER (WHERE x.what IS NULL AND x.position > 0)
                                  OVER (PARTITION BY x.room_id ORDER BY x.position) AS rank
                  -- what: NULL for an event, else which position of the member the row is.
                  FROM (SELECT e.room_id, NULL::text AS user_id, NULL::text AS thread_id, NULL::text AS what,
                               e.stream_ordering AS position, coalesce(e.received_ts, e.origin_server_ts, 0) AS ms,
                               NULL::text AS membership, NULL::bigint AS membership_position,
                               NULL::bigint AS join_position, NULL::text AS receipt_event_id,
                               NULL::bigint AS unthreaded_position
                        FROM public.events AS e
                        UNION ALL
                        SELECT p.room_id, p.user_id, v.thread_id, v.what, v.position, NULL,
                               p.membership, p.membership_position, p.join_position, p.receipt_event_id,
                               p.unthreaded_position
                        FROM member_positions AS p
                        LEFT JOIN thread_receipts AS tr
                               ON tr.room_id = p.room_id AND tr.user_id = p.user_id
                              AND tr.read_position > p.unthreaded_position
                        CROSS JOIN LATERAL (VALUES (NULL::text, 'read'::text, p.unthreaded_position),
                                                   (NULL, 'joined', coalesce(p.join_position, p.membership_position)),
                                                   (NULL, 'left', CASE WHEN p.membership <> 'join' THEN p.membership_position END),
                                                   (tr.thread_id, 'thread_read', tr.read_position))
                                   AS v(thread_id, what, position)
                        -- A NULL position (no leave, no thread receipt, a receipt Synapse could not
                        -- place) has no time: it needs no row ('joined' always has one).
                        WHERE v.position IS NOT NULL) AS x) AS q) AS r
      WHERE r.what IS NOT NULL) AS w
GROUP BY w.room_id, w.user_id;

-- Per member and thread: 'main', every thread of the room (threads), and any other thread the
-- member's push summaries or push actions name; read_position is where Synapse counts that
-- thread from (its own later receipt, else the unthreaded position), read_at that position's
-- time, joined_at and left_at the member's (member_times), timeline 'main' or 'thread' (a
-- constant of each branch below). One join on the room: the room's threads, and a thread only
-- a member's own push rows name for that member alone.
CREATE OR REPLACE VIEW member_threads AS
SELECT p.room_id, p.user_id, p.membership, p.membership_position, p.join_position,
       p.receipt_event_id, t.thread_id,
       coalesce(tr.read_position, p.unthreaded_position)            AS read_position,
       tr.receipt_event_id                                          AS thread_receipt_event_id,
       p.joined_at, p.left_at,
       coalesce((p.thread_read_at ->> t.thread_id)::timestamptz, p.last_read_at) AS read_at,
       t.timeline
FROM member_times AS p
JOIN (SELECT m.room_id, NULL::text AS user_id, 'main'::text AS thread_id, 'main'::text AS timeline
      FROM (SELECT DISTINCT lcm.room_id FROM public.local_current_membership AS lcm) AS m
      UNION ALL
      SELECT th.room_id, NULL, th.thread_id, 'thread' FROM public.threads AS th WHERE th.thread_id <> 'main'
      UNION ALL
      SELECT k.room_id, k.user_id, k.thread_id, 'thread'
      FROM (SELECT s.room_id, s.user_id, s.thread_id FROM public.event_push_summary AS s
            WHERE NOT EXISTS (SELECT FROM public.threads AS th WHERE th.room_id = s.room_id AND th.thread_id = s.thread_id)
            UNION
            SELECT a.room_id, a.user_id, a.thread_id FROM public.event_push_actions AS a
            WHERE NOT EXISTS (SELECT FROM public.threads AS th WHERE th.room_id = a.room_id AND th.thread_id = a.thread_id)) AS k
      WHERE k.thread_id <> 'main') AS t
  ON t.room_id = p.room_id AND (t.user_id IS NULL OR t.user_id = p.user_id)
LEFT JOIN thread_receipts AS tr
       ON tr.room_id = p.room_id AND tr.user_id = p.user_id AND tr.thread_id = t.thread_id
      AND tr.read_position > p.unthreaded_position;

-- ===========================================================================================
-- What Synapse serves: one grouped pass over the push actions
-- ===========================================================================================

-- Per member and thread that has push actions: how many of them are unread and notify after
-- the rotation point (event_push_summary_stream_ordering) and after the read position (as
-- member_threads places it). One GROUP BY over event_push_actions, joined on (room, user) to
-- the member's reads (member_reads: no join position needed) and on (room, user, thread) to its
-- thread receipt.
CREATE OR REPLACE VIEW push_counts AS
SELECT a.room_id, a.user_id, a.thread_id,
       count(*) FILTER (WHERE a.unread = 1 AND a.stream_ordering > rot.stream_ordering) AS unread_after_rotation,
       count(*) FILTER (WHERE a.notif = 1 AND a.stream_ordering > rot.stream_ordering)  AS notif_after_rotation,
       count(*) FILTER (WHERE a.unread = 1
                          AND a.stream_ordering > coalesce(tr.read_position, p.unthreaded_position)) AS unread_after_read,
       count(*) FILTER (WHERE a.notif = 1
                          AND a.stream_ordering > coalesce(tr.read_position, p.unthreaded_position)) AS notif_after_read,
       a.thread_id = 'main'                                         AS main_timeline,
       -- 'main' or 'thread', as member_threads names it: stored_counts joins on it
       -- (thread_participants' filter reaches the push actions through it, HOW THE VIEWS ARE BUILT).
       CASE WHEN a.thread_id = 'main' THEN 'main' ELSE 'thread' END AS timeline
FROM public.event_push_actions AS a
JOIN member_reads AS p ON p.room_id = a.room_id AND p.user_id = a.user_id
LEFT JOIN thread_receipts AS tr
       ON tr.room_id = a.room_id AND tr.user_id = a.user_id AND tr.thread_id = a.thread_id
      AND tr.read_position > p.unthreaded_position
CROSS JOIN public.event_push_summary_stream_ordering AS rot
WHERE a.thread_id IS NOT NULL
GROUP BY a.room_id, a.user_id, a.thread_id;

-- What Synapse serves per member and thread, as its own query computes it
-- (event_push_actions.py, _get_unread_counts_by_pos_txn): the push summary when its
-- last_receipt_stream_ordering matches the read position (or is NULL and the summary is newer)
-- and it is not all zeros, plus the push actions after the rotation point; otherwise the push
-- actions after the read position. Joins on keys: the summary, push_counts. joined_at, left_at
-- and read_at are member_threads' times; main_timeline says whether thread_id is 'main', and
-- timeline names it ('main' or 'thread').
CREATE OR REPLACE VIEW stored_counts AS
SELECT mt.room_id, mt.user_id, mt.membership, mt.thread_id, mt.read_position,
       mt.receipt_event_id, mt.thread_receipt_event_id,
       s.user_id IS NOT NULL                                        AS from_summary,
       -- The summary counts from the user's first push action in the room: no receipt had
       -- reset it (the member reads as having read nothing, adapters/synapse/README.md#invites).
       (s.user_id IS NOT NULL AND s.last_receipt_stream_ordering IS NULL) AS from_start,
       CASE WHEN s.user_id IS NOT NULL
            THEN coalesce(s.unread_count, 0) + coalesce(c.unread_after_rotation, 0)
            ELSE coalesce(c.unread_after_read, 0)
       END::integer                                                 AS unread_count,
       CASE WHEN s.user_id IS NOT NULL
            THEN s.notif_count + coalesce(c.notif_after_rotation, 0)
            ELSE coalesce(c.notif_after_read, 0)
       END::integer                                                 AS notification_count,
       mt.joined_at, mt.left_at, mt.read_at,
       mt.thread_id = 'main'                                        AS main_timeline,
       mt.timeline
FROM member_threads AS mt
LEFT JOIN public.event_push_summary AS s
       ON s.room_id = mt.room_id AND s.user_id = mt.user_id AND s.thread_id = mt.thread_id
      AND ((s.last_receipt_stream_ordering IS NULL AND s.stream_ordering > mt.read_position)
           OR s.last_receipt_stream_ordering = mt.read_position)
      AND (s.notif_count <> 0 OR coalesce(s.unread_count, 0) <> 0)
LEFT JOIN push_counts AS c
       ON c.room_id = mt.room_id AND c.user_id = mt.user_id AND c.thread_id = mt.thread_id
      -- Implied by the thread ids, and stated: PostgreSQL carries a filter on one side's key to
      -- the other side of an outer join only as an equality of a column with a constant, so
      -- thread_participants' timeline = 'thread' reaches the push actions. (A boolean would not:
      -- PostgreSQL rewrites main_timeline = false as NOT main_timeline, which is no equality.)
      AND c.timeline = mt.timeline;

-- Push summaries (and unsummarised push actions) that Synapse still holds for a room the user
-- is no longer joined to: /sync serves nothing for such a room, but the rows stay (and come
-- back into the count if the user rejoins before reading). One row per (room, user, thread).
CREATE OR REPLACE VIEW leftover_summaries AS
SELECT s.room_id, s.user_id, s.thread_id, coalesce(m.membership, 'none') AS membership,
       coalesce(s.unread_count, 0)::integer AS summary_unread_count, s.notif_count::integer AS summary_notif_count,
       s.stream_ordering AS summary_stream_ordering, s.last_receipt_stream_ordering
FROM public.event_push_summary AS s
LEFT JOIN public.local_current_membership AS m ON m.room_id = s.room_id AND m.user_id = s.user_id
WHERE coalesce(m.membership, 'none') <> 'join'
  AND (s.notif_count <> 0 OR coalesce(s.unread_count, 0) <> 0);

-- Per member: Synapse's count for the main timeline ('main' of stored_counts), the positions as
-- times, the member's mute and, for a former member, what leftover_summaries add up to. Joins
-- on (room, user).
-- muted: an enabled override or room push rule for exactly this room whose actions do not
-- notify (what clients write for "mute"). Only the user totals, which Synapse does not store,
-- would use it.
CREATE OR REPLACE VIEW channel_members AS
SELECT sc.room_id                                                   AS channel_id,
       sc.user_id                                                   AS user_id,
       sc.joined_at                                                 AS joined_at,
       rm.user_id IS NOT NULL                                       AS muted,
       CASE WHEN sc.from_start THEN NULL ELSE sc.read_at END        AS last_read_at,
       coalesce(sc.thread_receipt_event_id, sc.receipt_event_id)    AS last_read_message_id,
       CASE WHEN sc.left_at IS NULL
            THEN CASE WHEN (SELECT c.mode FROM counting_mode AS c) = 'notification'
                      THEN sc.notification_count ELSE sc.unread_count END
            -- A former member: what the push summaries Synapse still holds for the room add up
            -- to (leftover_summaries; audit RS019). The recompute does not count former members.
            ELSE coalesce(CASE WHEN (SELECT c.mode FROM counting_mode AS c) = 'notification'
                               THEN lo.notif_count ELSE lo.unread_count END, 0)::integer
       END                                                          AS unread_count,
       NULL::timestamptz                                            AS last_delivered_at,
       NULL::text                                                   AS last_delivered_message_id,
       sc.left_at                                                   AS left_at
FROM stored_counts AS sc
LEFT JOIN room_mutes AS rm ON rm.user_id = sc.user_id AND rm.room_id = sc.room_id
LEFT JOIN (SELECT l.room_id, l.user_id, sum(l.summary_unread_count) AS unread_count, sum(l.summary_notif_count) AS notif_count
           FROM leftover_summaries AS l
           GROUP BY l.room_id, l.user_id) AS lo ON lo.room_id = sc.room_id AND lo.user_id = sc.user_id
WHERE sc.thread_id = 'main'
  -- Counting notifications, a member's own mute decides them (Synapse serves 0, or only the
  -- mentions): the default push rules do not, so the member is not checked.
  AND NOT ((SELECT c.mode FROM counting_mode AS c) = 'notification' AND rm.user_id IS NOT NULL);

-- adapters/synapse/README.md#invites: counting notifications, the invite that began a member's
-- current stretch in the room notified the invitee alone (the default push rule
-- .m.rule.invite_for_me), before the join; it stays in the count until a receipt resets the
-- summary. One row per joined local member whose stretch began with a local, accepted invite
-- event: the member's last membership event before the join (none in unread mode: an invite
-- does not count as unread).
CREATE OR REPLACE VIEW addressed_messages AS
SELECT inv.room_id AS channel_id, inv.user_id, inv.sender AS sender_id, t.at AS created_at
FROM (SELECT DISTINCT ON (p.room_id, p.user_id) p.room_id, p.user_id, rm.event_id, rm.sender, rm.membership
      FROM member_positions AS p
      JOIN public.room_memberships AS rm
        ON rm.room_id = p.room_id AND rm.user_id = p.user_id AND rm.event_stream_ordering < p.join_position
      WHERE p.membership = 'join'
      ORDER BY p.room_id, p.user_id, rm.event_stream_ordering DESC) AS inv
JOIN event_times AS t ON t.room_id = inv.room_id AND t.event_id = inv.event_id
WHERE (SELECT c.mode FROM counting_mode AS c) = 'notification' AND inv.membership = 'invite'
  AND t.stream_ordering > 0 AND NOT coalesce(t.outlier, false) AND t.rejection_reason IS NULL;

-- Every member of every thread of the room: Synapse keeps a count per (user, room, thread) for
-- each local member, so each member takes part in each thread (the rows of stored_counts but
-- 'main'). A thread's count starts at the thread's own receipt when it is later than the
-- unthreaded one. Joins on keys, like channel_members.
CREATE OR REPLACE VIEW thread_participants AS
SELECT sc.room_id                                                   AS channel_id,
       sc.thread_id                                                 AS parent_id,
       sc.user_id                                                   AS user_id,
       sc.joined_at                                                 AS joined_at,
       CASE WHEN sc.from_start THEN NULL ELSE sc.read_at END        AS last_read_at,
       CASE WHEN (SELECT c.mode FROM counting_mode AS c) = 'notification'
            THEN sc.notification_count ELSE sc.unread_count END     AS unread_replies
FROM stored_counts AS sc
LEFT JOIN room_mutes AS rm ON rm.user_id = sc.user_id AND rm.room_id = sc.room_id
WHERE sc.timeline = 'thread'   -- the threads; an equality, which reaches push_counts (stored_counts)
  AND NOT ((SELECT c.mode FROM counting_mode AS c) = 'notification' AND rm.user_id IS NOT NULL);

-- An install of an earlier version of this file had position_times (per member and thread, the
-- positions placed one by one), which member_times replaces; nothing here reads it any more.
DROP VIEW IF EXISTS position_times;

-- ===========================================================================================
-- The change feed: what changed since the last nightly, by Synapse's own stream positions
-- (docs/change-feeds.md#a-mappings-feed, adapters/synapse/README.md#change-feed)
-- ===========================================================================================

-- One UNION ALL branch per stream, its stream a constant and its position a column Synapse
-- indexes (CHANGE FEED in the header): `stream = S AND position > N` leaves one branch, read by
-- that index. changed_at is the time Synapse wrote the row, or a time no earlier than the moment
-- it took the row's position; NULL where it has neither (such a row names its room, but never
-- moves its stream's watermark by itself: the next run reads it again until a later row with a
-- time does).
CREATE OR REPLACE VIEW channel_changes AS
-- events: every event of the forward stream (backfilled history is at or below 0: nobody counts
-- it). received_ts is stamped inside the transaction that writes the row, after its stream
-- ordering was taken (PersistEventsStore._store_event_txn).
SELECT 'events'::text AS stream, e.room_id AS channel_id, NULL::text AS user_id,
       e.stream_ordering AS position,
       to_timestamp(e.received_ts::double precision / 1000) AS changed_at
FROM public.events AS e
WHERE e.stream_ordering > 0
UNION ALL
-- receipts: a local user's latest m.read / m.read.private per room and thread (another server's
-- users are no member the mapping counts). data.ts is stamped when the client's receipt arrives,
-- just before its stream_id is taken (ReceiptsHandler.received_client_receipt).
SELECT 'receipts', r.room_id, r.user_id, r.stream_id,
       CASE WHEN jsonb_typeof(r.data::jsonb -> 'ts') = 'number'
            THEN to_timestamp((r.data::jsonb ->> 'ts')::double precision / 1000) END
FROM public.receipts_linearized AS r
WHERE r.receipt_type IN ('m.read', 'm.read.private')
  AND EXISTS (SELECT FROM public.users AS u WHERE u.name = r.user_id)
UNION ALL
-- memberships: each change of a room's current membership, state resets and the resync of a
-- partial-state room included. Its position is an events stream ordering: the first event of
-- the batch that made the change (PersistEventsStore._update_current_state_txn), whose time is
-- its changed_at; none for a resync (a position no event took).
SELECT 'memberships', d.room_id, d.state_key, d.stream_id,
       to_timestamp(e.received_ts::double precision / 1000)
FROM public.current_state_delta_stream AS d
LEFT JOIN public.events AS e ON e.stream_ordering = d.stream_id
WHERE d.type = 'm.room.member'
UNION ALL
-- push_rules: a user's own rules for a room, as room_mutes reads them (added, deleted, enabled,
-- disabled, new actions). The row names the user. It has no time: its event_stream_ordering is
-- the events stream's position when its stream_id had been taken (PushRulesWorkerStore.add_push_rule
-- and the other writers), so the receive time of the first event after that position is no
-- earlier than that moment, give or take one event batch's transaction; none yet on a server
-- with no later event.
SELECT 'push_rules', NULL, p.user_id, p.stream_id, nxt.changed_at
FROM public.push_rules_stream AS p
LEFT JOIN LATERAL (SELECT to_timestamp(e.received_ts::double precision / 1000) AS changed_at
                   FROM public.events AS e
                   WHERE e.stream_ordering > p.event_stream_ordering
                   ORDER BY e.stream_ordering
                   LIMIT 1) AS nxt ON true
WHERE p.rule_id LIKE 'global/override/!%' OR p.rule_id LIKE 'global/room/!%'
UNION ALL
-- ex_outliers: an event Synapse had stored as an outlier, now in the room's timeline: it keeps
-- its first stream ordering, and the stream ordering taken for it this time goes to
-- ex_outlier_stream (PersistEventsStore._update_outliers_txn). The receive time of the first
-- event at or after that position (its batch's, or a later one) is no earlier than the moment
-- it was taken.
SELECT 'ex_outliers', e.room_id, NULL, x.event_stream_ordering, nxt.changed_at
FROM public.ex_outlier_stream AS x
JOIN public.events AS e ON e.event_id = x.event_id
LEFT JOIN LATERAL (SELECT to_timestamp(n.received_ts::double precision / 1000) AS changed_at
                   FROM public.events AS n
                   WHERE n.stream_ordering >= x.event_stream_ordering
                   ORDER BY n.stream_ordering
                   LIMIT 1) AS nxt ON true;

-- What the feed cannot see, one line each: the incremental nightly lists them under "Not
-- measured", and the next full run finds what they hide (adapters/synapse/README.md#blind-spots).
CREATE OR REPLACE VIEW feed_blind_spots AS
SELECT b.description
FROM (VALUES
    ('Synapse: history backfilled from other servers (negative stream orderings) is never named; it counts for nobody here, but a backfilled redaction still removes the push actions of the event it redacts'),
    ('Synapse: a purge of room history (admin API, retention) deletes events and push actions and leaves no stream row; run nightly --full after one'),
    ('Synapse: push summaries rewritten by the rotation or a receipt''s reset later than --feed-overlap after their event or receipt (Synapse''s background tasks lagging), and push actions deleted a day after rotation, change a served count with no stream row'),
    ('Synapse: push rules other than a user''s own rules for a room (keywords, the master rule) are not followed by the mapping and name nobody')
) AS b(description);

-- ===========================================================================================
-- What only this mapping can see, and what it is
-- ===========================================================================================

-- The audit on Matrix (docs/mappings.md#severities, adapters/synapse/README.md#the-audit-on-matrix):
-- what is routine here is lowered, with the reason audit.md prints; RS019 is turned on, because
-- Synapse serves a former member's push summary again when the user rejoins (#14567).
CREATE OR REPLACE VIEW check_severities AS
SELECT c.code, c.severity, c.reason
FROM (VALUES
    ('RS001', 'info', 'a Matrix server does not move a read receipt when its user sends (matrix-org/synapse#2193), and Synapse never counts one''s own events: routine, not a fault'),
    ('RS015', 'info', 'the same for thread receipts and one''s own replies (matrix-org/synapse#2193)'),
    ('RS019', 'warning', 'Synapse keeps the push summaries of rooms a user has left and serves them again on rejoin (element-hq/synapse#14567)')
) AS c(code, severity, reason);

-- What this mapping is (adapter_info, in the shape all adapters share): the one counter it
-- reads, and no repair (Synapse's counts are served, not stored: nothing to write).
CREATE OR REPLACE VIEW adapter_counters AS
SELECT 'unread_count'::text AS column_name,
       'MSC2654 unread_count per joined room: event_push_summary + event_push_actions after the read position'::text AS stored_counter,
       NULL::text AS repair_writes,
       'bulk_push_rule_evaluator._should_count_as_unread; event_push_actions._get_unread_counts_by_pos_txn'::text AS source_rule;
\ir ../shared/adapter_info.sql

-- The Synapse indexes the views rely on, and whether each exists now.
CREATE OR REPLACE VIEW adapter_indexes AS
SELECT i.table_name, i.index_name, i.columns, i.used_for,
       to_regclass('public.' || i.index_name) IS NOT NULL AS present
FROM (VALUES
    ('events',              'events_room_stream',                    'room_id, stream_ordering',                 'a room''s events in stream order (event_times, member_times)'),
    ('events',              'events_event_id_key',                   'event_id',                                 'event lookups by id'),
    ('event_json',          'event_json_event_id_key',               'event_id',                                 'event content by id'),
    ('event_relations',     'event_relations_id',                    'event_id',                                 'thread of a related event'),
    ('redactions',          'redactions_redacts',                    'redacts',                                  'is an event redacted'),
    ('receipts_linearized', 'receipts_linearized_uniqueness_thread', 'room_id, receipt_type, user_id, thread_id', 'a member''s receipts'),
    ('event_push_actions',  'event_push_actions_room_id_user_id',    'room_id, user_id',                         'a member''s push actions'),
    ('event_push_summary',  'event_push_summary_unique_index2',      'user_id, room_id, thread_id',              'a member''s push summaries'),
    ('local_current_membership', 'local_current_membership_idx',     'user_id, room_id',                         'members'),
    ('room_memberships',    'room_membership_user_room_idx',         'user_id, room_id',                         'the join that started a membership'),
    ('events',              'events_stream_ordering',                'stream_ordering',                          'change feed: events, and the times of memberships, push_rules, ex_outliers'),
    ('receipts_linearized', 'receipts_linearized_id',                'stream_id',                                'change feed: receipts'),
    ('current_state_delta_stream', 'current_state_delta_stream_idx', 'stream_id',                                'change feed: memberships'),
    ('push_rules_stream',   'push_rules_stream_id',                  'stream_id',                                'change feed: push_rules'),
    ('ex_outlier_stream',   'ex_outlier_stream_pkey',                'event_stream_ordering',                    'change feed: ex_outliers')
) AS i(table_name, index_name, columns, used_for);
