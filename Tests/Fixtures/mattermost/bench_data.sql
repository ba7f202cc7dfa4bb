-- A Mattermost server's data at benchmark size, over the tables of tables.sql (unreadctl-bench
-- --mattermost, docs/benchmark.md#mattermost; MattermostLiveWriterTests at a small size).
-- {POSTS}, {CHANNELS} and {USERS} are filled in by the caller; the harness gives, for 5,000,000
-- posts, 158,000 channels and 20,000 users: about 1.0 M memberships. Deterministic (setseed;
-- random() is only called in scans of one generated relation, so the plan cannot reorder it).
--
-- The shape of a real server (adapters/mattermost/README.md):
--   * channels: two town squares (one per team, every member of the team: 10,000 each at full
--     size), team channels (3/158 of the channels: open and private, skewed sizes, 2 %
--     archived), group messages (5/158: 3-8 members) and direct messages (the rest: 2 members);
--   * posts: 48 % in team channels (more in bigger ones), 44 % in direct messages (most of
--     them quiet, a few very busy), 5 % in group messages, 1.5 % in the town squares, where a
--     quarter are join/leave posts; other system posts, attachments and `me` posts; replies to
--     the latest regular root of their channel; deletes (2 %), edits (1.5 %) with the old copy
--     as a deleted row written at the edit; webhook posts (1 % in team channels);
--   * members: never viewed (3 %, LastViewedAt = MsgCount = 0), muted (5 %), LastViewedAt at or
--     after the member's own last post (posting marks the channel viewed, webhook posts
--     excepted); counters as Mattermost leaves them (deleted posts stay counted) and damaged on
--     about 1 % of members (negative stored values among them).
--
-- The physical order a live server writes: posts in CreateAt order across all channels (an
-- edit's old copy at the edit time), memberships in the order of their last write (joining,
-- then the last view), channels and users in creation order. Nothing is grouped by channel.
--
-- Loading: the indexes of posts and channelmembers (primary keys included) are dropped first
-- and built again at the end (the same definitions and names), and the loader's own session
-- uses more work_mem; the server's settings are not touched.
SET work_mem = '256MB';
SET maintenance_work_mem = '512MB';
SELECT setseed(0.26);

CREATE TEMP TABLE saved_keys AS
SELECT conrelid::regclass::text AS tablename, conname, pg_get_constraintdef(oid) AS condef FROM pg_constraint
WHERE conrelid IN ('public.posts'::regclass, 'public.channelmembers'::regclass) AND contype = 'p';
CREATE TEMP TABLE saved_indexes AS
SELECT indexname, indexdef FROM pg_indexes
WHERE schemaname = 'public' AND tablename IN ('posts', 'channelmembers')
  AND indexname NOT IN (SELECT conname FROM saved_keys);
DO $drop$
DECLARE x record;
BEGIN
    FOR x IN SELECT indexname FROM saved_indexes LOOP
        EXECUTE format('DROP INDEX public.%I', x.indexname);
    END LOOP;
    FOR x IN SELECT tablename, conname FROM saved_keys LOOP
        EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', x.tablename, x.conname);
    END LOOP;
END
$drop$;

-- Two years of history, ending at 2025-11-24.
CREATE TEMP TABLE cfg AS
SELECT {POSTS}::bigint AS posts, {CHANNELS}::int AS channels, {USERS}::int AS users,
       greatest({USERS} / 2, 1) AS half,
       greatest(round({CHANNELS} * 3 / 158.0)::int, 1) AS teamch,
       greatest(round({CHANNELS} * 5 / 158.0)::int, 1) AS gms,
       1764000000000::bigint AS t_end,
       730::bigint * 86400000 AS span;

-- Channels. kind: T town square, O/P team channel, G group, D direct. Member k of a channel
-- is user off + (base + k * step) % modulus: a team's users (a contiguous half of all users)
-- for T/O/P, k * users/9 apart for G, the pair (a, a + d) for D.
CREATE TEMP TABLE ch0 AS
SELECT i,
       CASE WHEN i < 2 THEN 'T' WHEN i < 2 + teamch THEN (CASE WHEN r1 < 0.6 THEN 'O' ELSE 'P' END)
            WHEN i < 2 + teamch + gms THEN 'G' ELSE 'D' END AS kind,
       i - 2 - teamch - gms AS j, r1, r2, r3, r4, cfg.*
FROM cfg, LATERAL (SELECT i, random() AS r1, random() AS r2, random() AS r3, random() AS r4
                   FROM generate_series(0, {CHANNELS} - 1) AS i) AS g;

CREATE TEMP TABLE ch1 AS
SELECT i, kind,
       CASE kind WHEN 'T' THEN i WHEN 'O' THEN i % 2 WHEN 'P' THEN i % 2 ELSE NULL END AS team,
       CASE kind WHEN 'T' THEN half
                 WHEN 'G' THEN least(3 + (i % 6), users)
                 WHEN 'D' THEN 2
                 ELSE least(half, 3 + floor(0.11 * half * power(r2, 4))::int) END AS n,
       CASE kind WHEN 'T' THEN i * half WHEN 'O' THEN (i % 2) * half WHEN 'P' THEN (i % 2) * half ELSE 0 END AS off,
       CASE kind WHEN 'T' THEN 0 WHEN 'G' THEN (i * 131) % users WHEN 'D' THEN j % users
                 ELSE floor(r3 * half)::int END AS base,
       CASE kind WHEN 'G' THEN greatest(users / 9, 1) WHEN 'D' THEN 1 + (j / users)::int ELSE 1 END AS step,
       CASE WHEN kind IN ('G', 'D') THEN users ELSE half END AS modulus,
       CASE kind WHEN 'T' THEN t_end - span
                 WHEN 'G' THEN t_end - span + floor(r4 * span)::bigint
                 WHEN 'D' THEN t_end - span + floor(r4 * span)::bigint
                 ELSE t_end - span + floor(power(r4, 2) * 0.8 * span)::bigint END AS createat,
       (kind IN ('O', 'P') AND i % 50 = 7) AS archived,
       -- the channel's share of the posts, before normalising within its kind
       CASE kind WHEN 'T' THEN 1.0
                 WHEN 'G' THEN power(r2, 2)
                 WHEN 'D' THEN power(r2, 4)
                 ELSE power(least(half, 3 + floor(0.11 * half * power(r2, 4))::int), 0.7) * (0.2 + r3) END AS w,
       r1
FROM ch0;

CREATE TEMP TABLE ch AS
SELECT ch1.*, substr(md5('c' || i), 1, 26) AS id,
       floor((CASE kind WHEN 'T' THEN 0.015 WHEN 'G' THEN 0.05 WHEN 'D' THEN 0.44 ELSE 0.48 END)
             * cfg.posts * w / sum(w) OVER (PARTITION BY CASE WHEN kind IN ('O', 'P') THEN 'team' ELSE kind END)
             + r1)::int AS cnt,
       CASE WHEN kind = 'T' THEN 0.25 WHEN kind IN ('O', 'P') THEN 0.03 WHEN kind = 'G' THEN 0.01 ELSE 0 END AS jl,
       CASE WHEN kind IN ('O', 'P') THEN 0.15 WHEN kind = 'D' THEN 0.02 ELSE 0.05 END AS replies
FROM ch1, cfg
ORDER BY i;
CREATE UNIQUE INDEX ON ch (i);
ANALYZE ch;

-- Posts, one channel after another (s: the post's place in its channel, in time order).
CREATE TEMP TABLE p AS
SELECT g.*,
       CASE WHEN g.r < g.jl THEN (ARRAY['system_join_channel', 'system_join_channel', 'system_leave_channel',
                                        'system_add_to_channel', 'system_remove_from_channel', 'system_join_team',
                                        'system_join_leave'])[1 + floor(g.r2 * 7)::int]
            WHEN g.r < g.jl + 0.01 THEN (ARRAY['system_header_change', 'system_purpose_change',
                                               'system_displayname_change'])[1 + floor(g.r2 * 3)::int]
            WHEN g.r < g.jl + 0.02 THEN (ARRAY['slack_attachment', 'me'])[1 + floor(g.r2 * 2)::int]
            ELSE '' END AS type
FROM (SELECT ch.i AS ci, ch.kind, ch.jl, ch.replies, s,
             ch.createat + floor((s + random()) * (1764000000000 - ch.createat) / ch.cnt)::bigint AS createat,
             CASE ch.kind WHEN 'D' THEN floor(random() * 2)::int
                          WHEN 'G' THEN floor(random() * ch.n)::int
                          WHEN 'T' THEN floor(ch.n * power(random(), 3))::int
                          ELSE floor(ch.n * power(random(), 2))::int END AS k,
             random() AS r, random() AS r2, random() AS r3
      FROM ch, generate_series(0, ch.cnt - 1) AS s) AS g;

-- Flags, and a reply's root: the latest regular root post before it in its channel.
CREATE TEMP TABLE p2 AS
SELECT ci, s, createat, k, type,
       is_reply AND root_s IS NOT NULL AS is_reply, root_s,
       (r3 > 0.98) AS deleted,
       (r3 BETWEEN 0.5 AND 0.515) AS edited,
       (r2 > 0.99 AND type = '' AND kind IN ('O', 'P', 'T')) AS from_webhook,
       type NOT IN ('system_join_leave', 'system_add_remove', 'system_join_channel', 'system_leave_channel',
                    'system_join_team', 'system_leave_team', 'system_add_to_channel', 'system_remove_from_channel',
                    'system_add_to_team', 'system_remove_from_team') AS counted
FROM (SELECT p.*, (type = '' AND r3 < replies) AS is_reply,
             max(CASE WHEN type = '' AND NOT (r3 < replies) THEN s END)
                 OVER (PARTITION BY ci ORDER BY s ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS root_s
      FROM p) AS x;
DROP TABLE p;

INSERT INTO public.users (id, createat, updateat, deleteat, username, email, roles, locale, remoteid)
SELECT substr(md5('u' || i), 1, 26), 1764000000000 - 740::bigint * 86400000 + i * 1000, 1764000000000 - 740::bigint * 86400000 + i * 1000,
       CASE WHEN i % 97 = 5 THEN 1750000000000 ELSE 0 END,
       'user' || i, 'user' || i || '@example.com', 'system_user', 'en', ''
FROM generate_series(0, {USERS} - 1) AS i
ORDER BY i;

-- Posts in the order a live server writes them: by CreateAt over all channels; an edit's old
-- copy (a deleted row with a new id, the live post's CreateAt, OriginalId = the live post) at
-- the edit's time.
INSERT INTO public.posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type,
                          props, hashtags, filenames, fileids, hasreactions, editat, ispinned, remoteid)
SELECT id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type,
       props, '', '[]', '[]', false, editat, false, ''
FROM (SELECT substr(md5('p' || p.ci || '.' || p.s), 1, 26) AS id, p.createat,
             p.createat + CASE WHEN p.edited THEN 90000 ELSE 0 END AS updateat,
             CASE WHEN p.deleted THEN p.createat + 60000 ELSE 0 END AS deleteat,
             substr(md5('u' || (ch.off + (ch.base + p.k * ch.step) % ch.modulus)), 1, 26) AS userid,
             ch.id AS channelid,
             CASE WHEN p.is_reply THEN substr(md5('p' || p.ci || '.' || p.root_s), 1, 26) ELSE '' END AS rootid,
             '' AS originalid, 'message ' || p.ci || '.' || p.s AS message, p.type,
             CASE WHEN p.from_webhook THEN '{"from_webhook": "true"}'::jsonb ELSE '{}'::jsonb END AS props,
             CASE WHEN p.edited THEN p.createat + 90000 ELSE 0 END AS editat,
             p.createat AS written
      FROM p2 AS p JOIN ch ON ch.i = p.ci
      UNION ALL
      SELECT substr(md5('e' || p.ci || '.' || p.s), 1, 26), p.createat, p.createat + 90000, p.createat + 90000,
             substr(md5('u' || (ch.off + (ch.base + p.k * ch.step) % ch.modulus)), 1, 26), ch.id,
             CASE WHEN p.is_reply THEN substr(md5('p' || p.ci || '.' || p.root_s), 1, 26) ELSE '' END,
             substr(md5('p' || p.ci || '.' || p.s), 1, 26), 'message ' || p.ci || '.' || p.s || ' (before edit)', p.type,
             CASE WHEN p.from_webhook THEN '{"from_webhook": "true"}'::jsonb ELSE '{}'::jsonb END, 0,
             p.createat + 90000
      FROM p2 AS p JOIN ch ON ch.i = p.ci
      WHERE p.edited) AS w
ORDER BY written, id;

-- Channels, in creation order, with TotalMsgCount(Root) as Mattermost keeps them: one per saved
-- post that is not a join/leave post (deleted ones stay counted; edit copies never were).
INSERT INTO public.channels (id, createat, updateat, deleteat, teamid, type, displayname, name, header, purpose,
                             lastpostat, totalmsgcount, extraupdateat, creatorid, schemeid, groupconstrained,
                             shared, totalmsgcountroot, lastrootpostat)
SELECT ch.id, ch.createat, ch.createat,
       CASE WHEN ch.archived THEN 1763000000000 ELSE 0 END,
       CASE WHEN ch.team IS NOT NULL THEN substr(md5('t' || ch.team), 1, 26) ELSE '' END,
       CASE WHEN ch.kind = 'T' THEN 'O' ELSE ch.kind END,
       CASE ch.kind WHEN 'T' THEN 'Town Square' WHEN 'D' THEN '' ELSE 'Channel ' || ch.i END,
       CASE ch.kind WHEN 'T' THEN 'town-square'
                    WHEN 'D' THEN least(a.id, b.id) || '__' || greatest(a.id, b.id)
                    ELSE 'channel-' || ch.i END,
       '', '', coalesce(t.last, 0), coalesce(t.n, 0), 0,
       substr(md5('u' || (ch.off + ch.base % ch.modulus)), 1, 26), NULL, false, false,
       coalesce(t.nroot, 0), coalesce(t.lastroot, 0)
FROM ch
LEFT JOIN (SELECT ci, count(*) FILTER (WHERE counted) AS n, count(*) FILTER (WHERE counted AND NOT is_reply) AS nroot,
                  max(createat) AS last, max(createat) FILTER (WHERE NOT is_reply) AS lastroot
           FROM p2 GROUP BY ci) AS t ON t.ci = ch.i
CROSS JOIN LATERAL (SELECT substr(md5('u' || (ch.off + ch.base % ch.modulus)), 1, 26) AS id) AS a
CROSS JOIN LATERAL (SELECT substr(md5('u' || (ch.off + (ch.base + ch.step) % ch.modulus)), 1, 26) AS id) AS b
ORDER BY ch.createat, ch.i;

-- Members: k = 0 .. n - 1 of each channel.
CREATE TEMP TABLE m AS
SELECT ch.i AS ci, k, random() AS r, random() AS rv, random() AS rl, random() AS rj
FROM ch, generate_series(0, ch.n - 1) AS k;

-- Read positions: most members nearly caught up; 3 % never viewed; posting marks the channel
-- viewed (webhook posts excepted), so LastViewedAt is at least the member's last own post.
CREATE TEMP TABLE lv AS
SELECT m.ci, m.k, m.r,
       CASE WHEN m.rv < 0.03 THEN 0
            ELSE greatest(coalesce(own.last, 0),
                          1764000000000 - floor(power(m.rl, 3) * (1764000000000 - ch.createat))::bigint) END AS lastviewedat,
       ch.createat + CASE WHEN ch.kind = 'D' THEN 0 ELSE floor(m.rj * 0.3 * (1764000000000 - ch.createat))::bigint END AS joinedat
FROM m
JOIN ch ON ch.i = m.ci
LEFT JOIN (SELECT ci, k, max(createat) AS last FROM p2 WHERE NOT from_webhook GROUP BY ci, k) AS own
       ON own.ci = m.ci AND own.k = m.k;
DROP TABLE m;

-- MsgCount(Root) = the channel's total when the member last viewed it: the counted posts
-- created at or before LastViewedAt (posts before members at the same time).
CREATE TEMP TABLE seen AS
SELECT ci, k, n, nroot
FROM (SELECT ci, k, ord, sum(c) OVER w AS n, sum(cr) OVER w AS nroot
      FROM (SELECT ci, createat AS t, 0 AS ord, NULL::int AS k, 1 AS c, CASE WHEN is_reply THEN 0 ELSE 1 END AS cr
            FROM p2 WHERE counted
            UNION ALL
            SELECT ci, lastviewedat, 1, k, 0, 0 FROM lv) AS e
      WINDOW w AS (PARTITION BY ci ORDER BY t, ord ROWS UNBOUNDED PRECEDING)) AS x
WHERE ord = 1;

-- Members in the order of their last write (the join, then the last view); counters damaged
-- on about 1 % of them.
INSERT INTO public.channelmembers (channelid, userid, roles, lastviewedat, msgcount, mentioncount, notifyprops,
                                   lastupdateat, schemeuser, schemeadmin, schemeguest, mentioncountroot, msgcountroot,
                                   urgentmentioncount)
SELECT ch.id, substr(md5('u' || (ch.off + (ch.base + lv.k * ch.step) % ch.modulus)), 1, 26), '', lv.lastviewedat,
       CASE WHEN lv.lastviewedat = 0 THEN 0 ELSE s.n END + CASE WHEN lv.r < 0.01 THEN floor(lv.r * 700)::int - 3 ELSE 0 END,
       CASE WHEN lv.r > 0.9 THEN 1 ELSE 0 END,
       CASE WHEN lv.r BETWEEN 0.3 AND 0.35 THEN '{"push": "default", "email": "default", "desktop": "default", "mark_unread": "mention", "ignore_channel_mentions": "default"}'::jsonb
            ELSE '{"push": "default", "email": "default", "desktop": "default", "mark_unread": "all", "ignore_channel_mentions": "default"}'::jsonb END,
       greatest(lv.joinedat, lv.lastviewedat), true, false, false, 0,
       CASE WHEN lv.lastviewedat = 0 THEN 0 ELSE s.nroot END + CASE WHEN lv.r > 0.995 THEN 2 ELSE 0 END,
       0
FROM lv
JOIN ch ON ch.i = lv.ci
JOIN seen AS s ON s.ci = lv.ci AND s.k = lv.k
ORDER BY greatest(lv.joinedat, lv.lastviewedat), lv.ci, lv.k;

DO $create$
DECLARE x record;
BEGIN
    FOR x IN SELECT tablename, conname, condef FROM saved_keys ORDER BY conname LOOP
        EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', x.tablename, x.conname, x.condef);
    END LOOP;
    FOR x IN SELECT indexdef FROM saved_indexes ORDER BY indexname LOOP
        EXECUTE x.indexdef;
    END LOOP;
END
$create$;

DROP TABLE p2, lv, seen, ch, ch1, ch0, cfg, saved_indexes, saved_keys;
RESET work_mem;
RESET maintenance_work_mem;
ANALYZE public.users, public.channels, public.channelmembers, public.posts;
