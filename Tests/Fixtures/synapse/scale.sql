-- Grows a restored Synapse fixture database (synapse.sql) with synthetic rooms in Synapse's
-- own tables, for timing the adapter at a larger size (adapters/synapse/README.md#cost). Not a
-- test fixture: nothing here came from a real Synapse. Placeholders: {ROOMS} rooms, each with
-- {MEMBERS} local users joined, drawn in turn from a pool of {USERS} users (USERS = MEMBERS:
-- the same users in every room), and {MESSAGES} m.text messages from random members; every
-- tenth message is a thread reply (m.thread) to the first message of its block of 100, so a
-- room has ceil({MESSAGES} / 100) threads. Each member's unthreaded m.read receipt sits up to
-- {LAG} messages before the end ({LAG} <= {MESSAGES}), and each member has the push actions
-- Synapse would write for the messages after it (notify, unread, in the message's thread; none
-- for their own), so a healthy recount finds no drift. {LAYOUT} is `room` (each room's events
-- together, rooms one after the other) or `time` (as a homeserver writes them: stream orderings
-- interleave the rooms, the joins first, then message 1 of every room, message 2, ...; every
-- table's rows inserted in stream order). Deterministic (setseed): the same placeholders give
-- the same rows.
--   20 rooms of 200:     sed 's/{ROOMS}/20/g; s/{MEMBERS}/200/g; s/{USERS}/200/g; s/{MESSAGES}/10000/g; s/{LAG}/100/g; s/{LAYOUT}/room/g'
--   6,000 small rooms:   sed 's/{ROOMS}/6000/g; s/{MEMBERS}/6/g; s/{USERS}/3000/g; s/{MESSAGES}/30/g; s/{LAG}/20/g; s/{LAYOUT}/time/g'
BEGIN;
SELECT setseed(0.25);
CREATE TEMP TABLE g_room AS
SELECT r, '!scale' || r || ':example.org' AS room_id FROM generate_series(1, {ROOMS}) AS r;
CREATE TEMP TABLE g_user AS
SELECT u, '@scale' || u || ':example.org' AS user_id FROM generate_series(1, {USERS}) AS u;
CREATE TEMP TABLE g_base AS SELECT coalesce(max(stream_ordering), 0) + 1000 AS base FROM public.events;

INSERT INTO public.users (name, creation_ts) SELECT user_id, 1700000000 FROM g_user;
INSERT INTO public.rooms (room_id, is_public, creator, room_version, has_auth_chain_index)
SELECT room_id, false, '@scale1:example.org', '10', true FROM g_room;

-- Member u (1..MEMBERS) of room r is user ((r - 1) * MEMBERS + u - 1) % USERS + 1.
CREATE FUNCTION pg_temp.member(r int, u int) RETURNS int LANGUAGE sql IMMUTABLE
    RETURN ((r - 1) * {MEMBERS} + u - 1) % {USERS} + 1;
-- The joins: stream orderings base + (r - 1) * (MEMBERS + MESSAGES) + u by room, or
-- base + (u - 1) * ROOMS + r in time order.
CREATE TEMP TABLE g_join AS
SELECT g_room.r, g_room.room_id, m.u, '@scale' || pg_temp.member(g_room.r, m.u) || ':example.org' AS user_id,
       '$join-' || g_room.r || '-' || m.u AS event_id,
       g_base.base + CASE WHEN '{LAYOUT}' = 'time' THEN (m.u - 1) * {ROOMS} + g_room.r
                          ELSE (g_room.r - 1) * ({MEMBERS} + {MESSAGES}) + m.u END AS so
FROM g_room CROSS JOIN generate_series(1, {MEMBERS}) AS m(u) CROSS JOIN g_base
ORDER BY g_room.r, m.u;  -- room by room: g_pick's random() below is drawn in this order
-- The messages after them, from random members; thread replies name their root.
CREATE TEMP TABLE g_msg AS
SELECT g_room.r, g_room.room_id, m, '$msg-' || g_room.r || '-' || m AS event_id,
       g_base.base + CASE WHEN '{LAYOUT}' = 'time' THEN {MEMBERS} * {ROOMS} + (m - 1) * {ROOMS} + g_room.r
                          ELSE (g_room.r - 1) * ({MEMBERS} + {MESSAGES}) + {MEMBERS} + m END AS so,
       '@scale' || pg_temp.member(g_room.r, (1 + floor(random() * {MEMBERS}))::int) || ':example.org' AS sender,
       CASE WHEN m % 10 = 0 THEN '$msg-' || g_room.r || '-' || (m - (m - 1) % 100) END AS thread_root
FROM g_room CROSS JOIN generate_series(1, {MESSAGES}) AS m CROSS JOIN g_base;

-- {LAYOUT} time: every table's rows go in in stream order (the ORDER BY below is a constant,
-- hence no sort at all, for room).
INSERT INTO public.events (topological_ordering, event_id, type, room_id, processed, outlier, depth,
                           origin_server_ts, received_ts, sender, stream_ordering, state_key)
SELECT x.so, x.event_id, x.type, x.room_id, true, false, x.so, 1700000000000 + x.so, 1700000000000 + x.so, x.sender, x.so, x.state_key
FROM (SELECT so, event_id, 'm.room.member' AS type, room_id, user_id AS sender, user_id AS state_key FROM g_join
      UNION ALL
      SELECT so, event_id, 'm.room.message', room_id, sender, NULL FROM g_msg) AS x
ORDER BY CASE WHEN '{LAYOUT}' = 'time' THEN x.so END;
INSERT INTO public.event_json (event_id, room_id, internal_metadata, json, format_version)
SELECT x.event_id, x.room_id, '{}', x.json, 3
FROM (SELECT so, event_id, room_id, '{"content":{"membership":"join"}}' AS json FROM g_join
      UNION ALL
      SELECT so, event_id, room_id, '{"content":{"msgtype":"m.text","body":"message ' || m || '"'
             || CASE WHEN thread_root IS NOT NULL THEN ',"m.relates_to":{"rel_type":"m.thread","event_id":"' || thread_root || '"}' ELSE '' END
             || '}}' FROM g_msg) AS x
ORDER BY CASE WHEN '{LAYOUT}' = 'time' THEN x.so END;
INSERT INTO public.event_relations (event_id, relates_to_id, relation_type)
SELECT event_id, thread_root, 'm.thread' FROM g_msg WHERE thread_root IS NOT NULL
ORDER BY CASE WHEN '{LAYOUT}' = 'time' THEN so END;
INSERT INTO public.threads (room_id, thread_id, latest_event_id, topological_ordering, stream_ordering)
SELECT room_id, thread_root, (array_agg(event_id ORDER BY so DESC))[1], max(so), max(so)
FROM g_msg WHERE thread_root IS NOT NULL GROUP BY room_id, thread_root;
INSERT INTO public.room_memberships (event_id, user_id, sender, room_id, membership, event_stream_ordering)
SELECT event_id, user_id, user_id, room_id, 'join', so FROM g_join
ORDER BY CASE WHEN '{LAYOUT}' = 'time' THEN so END;
INSERT INTO public.local_current_membership (room_id, user_id, event_id, membership, event_stream_ordering)
SELECT room_id, user_id, event_id, 'join', so FROM g_join
ORDER BY CASE WHEN '{LAYOUT}' = 'time' THEN so END;

-- Each member's receipt, up to {LAG} messages before the end.
CREATE TEMP TABLE g_pick AS
SELECT j.r, j.room_id, j.user_id, ({MESSAGES} - floor(random() * {LAG}))::int AS m FROM g_join AS j;
CREATE TEMP TABLE g_receipt AS
SELECT p.room_id, p.user_id, msg.event_id, msg.so
FROM g_pick AS p JOIN g_msg AS msg ON msg.r = p.r AND msg.m = p.m;
INSERT INTO public.receipts_linearized (stream_id, room_id, receipt_type, user_id, event_id, data, event_stream_ordering, thread_id)
SELECT row_number() OVER () + 1000000, room_id, 'm.read', user_id, event_id, '{}', so, NULL FROM g_receipt
ORDER BY CASE WHEN '{LAYOUT}' = 'time' THEN so END;
-- What Synapse writes per member for each later message not their own.
INSERT INTO public.event_push_actions (room_id, event_id, user_id, actions, topological_ordering, stream_ordering,
                                       notif, highlight, unread, thread_id)
SELECT msg.room_id, msg.event_id, rc.user_id, '["notify"]', msg.so, msg.so, 1, 0, 1, coalesce(msg.thread_root, 'main')
FROM g_receipt AS rc JOIN g_msg AS msg ON msg.room_id = rc.room_id AND msg.so > rc.so AND msg.sender <> rc.user_id
ORDER BY CASE WHEN '{LAYOUT}' = 'time' THEN msg.so END;
COMMIT;
ANALYZE;
