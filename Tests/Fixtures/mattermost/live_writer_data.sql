-- The live-writer test's data (MattermostLiveWriterTests): the harness's earlier generator, kept as it was.
-- Mattermost-shaped data at benchmark size, over the tables of tables.sql (unreadctl-bench
-- --mattermost, docs/benchmark.md#mattermost). {POSTS}, {CHANNELS} and {USERS} are filled in by
-- the harness (default 2,000,000 posts, 5,000 channels, 20,000 users: about 120,000 members).
-- Deterministic (setseed). Shaped like a real server's data, as the adapter's page describes it
-- (docs/adapters/mattermost.md): O/P/D/G channels (2 % archived), join/leave and other system
-- posts, replies to the latest root of their channel, deleted posts and edits' deleted copies,
-- webhook posts, never-viewed members (3 %), muted members, LastViewedAt at or after the
-- member's own last post (posting marks the channel viewed), counters as Mattermost leaves them
-- (deleted posts stay counted: the drift Mattermost's own recount would find) and damaged on
-- about 1 % of members, negative stored values among them.
SELECT setseed(0.26);
CREATE TEMP TABLE ch AS
SELECT i,
       substr(md5('c' || i), 1, 26) AS id,
       CASE WHEN i % 20 < 10 THEN 'O' WHEN i % 20 < 14 THEN 'P' WHEN i % 20 < 19 THEN 'D' ELSE 'G' END AS type,
       CASE WHEN i % 20 < 14 THEN 10 + (i * 37) % 47 WHEN i % 20 < 19 THEN 2 ELSE 5 END AS n
FROM generate_series(0, {CHANNELS} - 1) AS i;

INSERT INTO public.users (id, createat, updateat, deleteat, username, email, roles, locale, remoteid)
SELECT substr(md5('u' || i), 1, 26), 1690000000000 + i * 1000, 1690000000000 + i * 1000,
       CASE WHEN i % 97 = 5 THEN 1720000000000 ELSE 0 END,
       'user' || i, 'user' || i || '@example.com', 'system_user', 'en', ''
FROM generate_series(0, {USERS} - 1) AS i;

INSERT INTO public.channels (id, createat, updateat, deleteat, teamid, type, displayname, name, header, purpose,
                             lastpostat, totalmsgcount, extraupdateat, creatorid, schemeid, groupconstrained,
                             shared, totalmsgcountroot, lastrootpostat)
SELECT id, 1695000000000 + i * 1000, 1695000000000 + i * 1000,
       CASE WHEN i % 50 = 7 THEN 1730000000000 ELSE 0 END,
       CASE WHEN type IN ('O', 'P') THEN substr(md5('t' || (i % 8)), 1, 26) ELSE '' END,
       type, 'Channel ' || i, 'channel-' || i, '', '', 0, 0, 0, substr(md5('u' || (i * 7919 % {USERS})), 1, 26),
       NULL, false, false, 0, 0
FROM ch;

CREATE TEMP TABLE mem AS
SELECT ch.i AS ci, ch.id AS channelid, k, substr(md5('u' || ((ch.i * 7919 + k * 4729) % {USERS})), 1, 26) AS userid
FROM ch, generate_series(0, ch.n - 1) AS k;

-- posts: channel skewed toward low numbers; author a member; time increasing with i.
CREATE TEMP TABLE p0 AS
SELECT s.i, c AS ci, floor(random() * ch.n)::int AS k, random() AS r, random() AS r2, random() AS r3,
       1700000000000 + s.i * 15000 + floor(random() * 14000)::bigint AS createat
FROM (SELECT i, least({CHANNELS} - 1, floor({CHANNELS} * power(random(), 1.6)))::int AS c
      FROM generate_series(0::bigint, {POSTS} - 1) AS i) AS s
JOIN ch ON ch.i = s.c;

CREATE TEMP TABLE p1 AS
SELECT p0.i, p0.ci, ch.id AS channelid, substr(md5('p' || p0.i), 1, 26) AS id,
       substr(md5('u' || ((ch.i * 7919 + p0.k * 4729) % {USERS})), 1, 26) AS userid,
       p0.createat,
       CASE WHEN p0.r < 0.030 THEN (ARRAY['system_join_channel','system_leave_channel','system_add_to_channel',
                                          'system_remove_from_channel','system_join_team','system_join_leave'])[1 + floor(p0.r2 * 6)::int]
            WHEN p0.r < 0.040 THEN (ARRAY['system_header_change','system_purpose_change','system_displayname_change'])[1 + floor(p0.r2 * 3)::int]
            WHEN p0.r < 0.050 THEN (ARRAY['slack_attachment','me'])[1 + floor(p0.r2 * 2)::int]
            ELSE '' END AS type,
       (p0.r >= 0.05 AND p0.r3 < 0.12) AS is_reply,
       (p0.r3 > 0.98) AS deleted,
       (p0.r3 BETWEEN 0.5 AND 0.515) AS edited,
       (p0.r2 > 0.99 AND p0.r >= 0.05) AS from_webhook
FROM p0 JOIN ch ON ch.i = p0.ci;

-- a reply's root: the latest root post before it in the same channel
CREATE TEMP TABLE p2 AS
SELECT p1.*, max(CASE WHEN NOT is_reply THEN createat END)
             OVER (PARTITION BY channelid ORDER BY createat ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS root_at
FROM p1;
CREATE INDEX ON p2 (channelid, createat);

INSERT INTO public.posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type,
                          props, hashtags, filenames, fileids, hasreactions, editat, ispinned, remoteid)
SELECT p.id, p.createat, p.createat, CASE WHEN p.deleted THEN p.createat + 60000 ELSE 0 END,
       p.userid, p.channelid,
       CASE WHEN p.is_reply AND p.root_at IS NOT NULL
            THEN (SELECT r.id FROM p2 r WHERE r.channelid = p.channelid AND r.createat = p.root_at LIMIT 1) ELSE '' END,
       '', 'message ' || p.i, p.type,
       CASE WHEN p.from_webhook THEN '{"from_webhook": "true"}'::jsonb ELSE '{}'::jsonb END,
       '', '[]', '[]', false, CASE WHEN p.edited THEN p.createat + 90000 ELSE 0 END, false, ''
FROM p2 AS p;

-- an edit's old copy: a deleted row with a new id, the live post's CreateAt, OriginalId = the live post
INSERT INTO public.posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type,
                          props, hashtags, filenames, fileids, hasreactions, editat, ispinned, remoteid)
SELECT substr(md5('e' || p.id), 1, 26), p.createat, p.createat + 90000, p.createat + 90000, p.userid, p.channelid,
       p.rootid, p.id, p.message || ' (before edit)', p.type, p.props, '', '[]', '[]', false, 0, false, ''
FROM public.posts AS p WHERE p.editat > 0;

ANALYZE public.posts;

-- counters: TotalMsgCount counts every saved post but join/leave (deleted ones stay counted)
CREATE TEMP TABLE counted AS
SELECT channelid, createat, (rootid = '') AS root
FROM public.posts
WHERE originalid = ''
  AND type NOT IN ('system_join_leave','system_add_remove','system_join_channel','system_leave_channel',
                   'system_join_team','system_leave_team','system_add_to_channel','system_remove_from_channel',
                   'system_add_to_team','system_remove_from_team');
CREATE TEMP TABLE cum AS
SELECT channelid, createat,
       count(*) OVER (PARTITION BY channelid ORDER BY createat) AS n,
       count(*) FILTER (WHERE root) OVER (PARTITION BY channelid ORDER BY createat) AS nroot
FROM counted;
CREATE INDEX ON cum (channelid, createat);

UPDATE public.channels c SET totalmsgcount = t.n, totalmsgcountroot = t.nroot, lastpostat = t.last, lastrootpostat = t.last
FROM (SELECT channelid, count(*) AS n, count(*) FILTER (WHERE root) AS nroot, max(createat) AS last
      FROM counted GROUP BY channelid) AS t
WHERE c.id = t.channelid;

-- read positions: most members are nearly caught up; 3 % never viewed; posting marks the
-- channel viewed (except webhook posts), so LastViewedAt is at least the member's last own post
CREATE TEMP TABLE lv AS
SELECT m.channelid, m.userid,
       CASE WHEN random() < 0.03 THEN 0
            ELSE greatest(coalesce(own.last, 0),
                          1700000000000 + {POSTS}::bigint * 15000 - floor(power(random(), 3) * {POSTS}::bigint * 15000)::bigint) END AS lastviewedat,
       random() AS r
FROM mem AS m
LEFT JOIN (SELECT channelid, userid, max(createat) AS last FROM public.posts
           WHERE originalid = '' AND NOT (props ? 'from_webhook') GROUP BY channelid, userid) AS own
       ON own.channelid = m.channelid AND own.userid = m.userid;

INSERT INTO public.channelmembers (channelid, userid, roles, lastviewedat, msgcount, mentioncount, notifyprops,
                                   lastupdateat, schemeuser, schemeadmin, schemeguest, mentioncountroot, msgcountroot,
                                   urgentmentioncount)
SELECT lv.channelid, lv.userid, '', lv.lastviewedat,
       coalesce(c.n, 0) + CASE WHEN lv.r < 0.01 THEN floor(lv.r * 700)::int - 3 ELSE 0 END,
       CASE WHEN lv.r > 0.9 THEN 1 ELSE 0 END,
       CASE WHEN lv.r BETWEEN 0.3 AND 0.35 THEN '{"mark_unread": "mention", "desktop": "default"}'::jsonb
            ELSE '{"mark_unread": "all", "desktop": "default"}'::jsonb END,
       lv.lastviewedat, true, false, false, 0,
       coalesce(c.nroot, 0) + CASE WHEN lv.r > 0.995 THEN 2 ELSE 0 END,
       0
FROM lv
LEFT JOIN LATERAL (SELECT n, nroot FROM cum WHERE cum.channelid = lv.channelid AND cum.createat <= lv.lastviewedat
                   ORDER BY createat DESC LIMIT 1) AS c ON true;

