-- Grows a restored Synapse fixture database (synapse.sql) with synthetic rooms in Synapse's
-- own tables, for timing the adapter at a larger size (docs/adapters/synapse.md#cost). Not a
-- test fixture: nothing here came from a real Synapse. Placeholders: {ROOMS} rooms, each with
-- {MEMBERS} local users joined (the same users in every room) and {MESSAGES} m.text messages
-- from random members; every tenth message is a thread reply (m.thread) to the first message
-- of its block of 100, so a room has {MESSAGES} / 100 threads. Each member's unthreaded m.read
-- receipt sits up to 100 messages before the end, and each member has the push actions
-- Synapse would write for the messages after it (notify, unread, in the message's thread; none
-- for their own), so a healthy recount finds no drift. Deterministic (setseed).
BEGIN;
SELECT setseed(0.25);
CREATE TEMP TABLE g_room AS
SELECT r, '!scale' || r || ':example.org' AS room_id FROM generate_series(1, {ROOMS}) AS r;
CREATE TEMP TABLE g_user AS
SELECT u, '@scale' || u || ':example.org' AS user_id FROM generate_series(1, {MEMBERS}) AS u;
CREATE TEMP TABLE g_base AS SELECT coalesce(max(stream_ordering), 0) + 1000 AS base FROM public.events;

INSERT INTO public.users (name, creation_ts) SELECT user_id, 1700000000 FROM g_user;
INSERT INTO public.rooms (room_id, is_public, creator, room_version, has_auth_chain_index)
SELECT room_id, false, '@scale1:example.org', '10', true FROM g_room;

-- The joins: stream orderings base + (r - 1) * (MEMBERS + MESSAGES) + u.
CREATE TEMP TABLE g_join AS
SELECT g_room.r, g_room.room_id, g_user.u, g_user.user_id,
       '$join-' || g_room.r || '-' || g_user.u AS event_id,
       g_base.base + (g_room.r - 1) * ({MEMBERS} + {MESSAGES}) + g_user.u AS so
FROM g_room CROSS JOIN g_user CROSS JOIN g_base;
-- The messages after them, from random members; thread replies name their root.
CREATE TEMP TABLE g_msg AS
SELECT g_room.r, g_room.room_id, m, '$msg-' || g_room.r || '-' || m AS event_id,
       g_base.base + (g_room.r - 1) * ({MEMBERS} + {MESSAGES}) + {MEMBERS} + m AS so,
       '@scale' || (1 + floor(random() * {MEMBERS}))::int || ':example.org' AS sender,
       CASE WHEN m % 10 = 0 THEN '$msg-' || g_room.r || '-' || (m - (m - 1) % 100) END AS thread_root
FROM g_room CROSS JOIN generate_series(1, {MESSAGES}) AS m CROSS JOIN g_base;

INSERT INTO public.events (topological_ordering, event_id, type, room_id, processed, outlier, depth,
                           origin_server_ts, received_ts, sender, stream_ordering, state_key)
SELECT so, event_id, 'm.room.member', room_id, true, false, so, 1700000000000 + so, 1700000000000 + so, user_id, so, user_id FROM g_join
UNION ALL
SELECT so, event_id, 'm.room.message', room_id, true, false, so, 1700000000000 + so, 1700000000000 + so, sender, so, NULL FROM g_msg;
INSERT INTO public.event_json (event_id, room_id, internal_metadata, json, format_version)
SELECT event_id, room_id, '{}', '{"content":{"membership":"join"}}', 3 FROM g_join
UNION ALL
SELECT event_id, room_id, '{}', '{"content":{"msgtype":"m.text","body":"message ' || m || '"'
       || CASE WHEN thread_root IS NOT NULL THEN ',"m.relates_to":{"rel_type":"m.thread","event_id":"' || thread_root || '"}' ELSE '' END
       || '}}', 3 FROM g_msg;
INSERT INTO public.event_relations (event_id, relates_to_id, relation_type)
SELECT event_id, thread_root, 'm.thread' FROM g_msg WHERE thread_root IS NOT NULL;
INSERT INTO public.threads (room_id, thread_id, latest_event_id, topological_ordering, stream_ordering)
SELECT room_id, thread_root, (array_agg(event_id ORDER BY so DESC))[1], max(so), max(so)
FROM g_msg WHERE thread_root IS NOT NULL GROUP BY room_id, thread_root;
INSERT INTO public.room_memberships (event_id, user_id, sender, room_id, membership, event_stream_ordering)
SELECT event_id, user_id, user_id, room_id, 'join', so FROM g_join;
INSERT INTO public.local_current_membership (room_id, user_id, event_id, membership, event_stream_ordering)
SELECT room_id, user_id, event_id, 'join', so FROM g_join;

-- Each member's receipt, up to 100 messages before the end.
CREATE TEMP TABLE g_pick AS
SELECT j.r, j.room_id, j.user_id, ({MESSAGES} - floor(random() * 100))::int AS m FROM g_join AS j;
CREATE TEMP TABLE g_receipt AS
SELECT p.room_id, p.user_id, msg.event_id, msg.so
FROM g_pick AS p JOIN g_msg AS msg ON msg.r = p.r AND msg.m = p.m;
INSERT INTO public.receipts_linearized (stream_id, room_id, receipt_type, user_id, event_id, data, event_stream_ordering, thread_id)
SELECT row_number() OVER () + 1000000, room_id, 'm.read', user_id, event_id, '{}', so, NULL FROM g_receipt;
-- What Synapse writes per member for each later message not their own.
INSERT INTO public.event_push_actions (room_id, event_id, user_id, actions, topological_ordering, stream_ordering,
                                       notif, highlight, unread, thread_id)
SELECT msg.room_id, msg.event_id, rc.user_id, '["notify"]', msg.so, msg.so, 1, 0, 1, coalesce(msg.thread_root, 'main')
FROM g_receipt AS rc JOIN g_msg AS msg ON msg.room_id = rc.room_id AND msg.so > rc.so AND msg.sender <> rc.user_id;
COMMIT;
ANALYZE;
