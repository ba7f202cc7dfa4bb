-- Small, deterministic, real-shaped Mattermost data for the unreadctl mapping's tests.
-- Load after tables.sql. No random(): every value follows from the text below.
--
-- Ids are 26 characters like Mattermost's (substr of an md5 of a readable key, e.g.
-- 'user:alice', 'channel:dev', 'post:dev-05'), times are epoch milliseconds, 0 = never.
-- Base time T = 1700000000000 (2023-11-14 22:13:20 UTC).
--
-- The stored counters are first derived the way Mattermost itself leaves them:
--   * channels.totalmsgcount(+root): one per saved post that is not a join/leave post
--     (SqlPostStore.SaveMultiple); deleted posts stay counted, edit copies never were
--     (SqlPostStore.Update inserts the old copy without touching the channel).
--   * a member who last viewed the channel at LastViewedAt has MsgCount = the channel's
--     total as it was then (SqlChannelStore.UpdateLastViewedAt: greatest(MsgCount, Total)),
--     i.e. the number of counted posts created at or before LastViewedAt;
--   * a member who used "mark as unread" has MsgCount = Total - CountPostsAfter(..., "")
--     (SqlChannelStore.UpdateLastViewedAtPost), which counts the member's own posts too;
--   * a new member has LastViewedAt = 0, MsgCount = 0 (App.addUserToChannel).
-- That alone gives the drift Mattermost really accumulates (see "natural drift" below);
-- then a few counters are damaged on purpose ("planted drift").
--
-- Natural drift (stored TotalMsgCount - MsgCount, or the Root pair, vs CountPostsAfter with
-- the member excluded), all of it the way Mattermost really drifts:
--   town-square: bob   marked post 200 unread; his own posts after it are in his stored
--                      count (mark-unread counts every sender), not in the recount: +16/+16;
--                carol her collapsed-thread replies after her last view (replying under CRT
--                      does not mark the channel viewed) and posts deleted after it: +15/+3;
--                dave, erin, frank, ivan: posts deleted after their last view stay in the
--                      stored count (deleting never decrements): +5/+4 (dave also planted),
--                      +2/+1, +7/+6, +8/+6;
--   dev:         heidi her three incoming-webhook posts (they do not advance her
--                      LastViewedAt) and two deleted posts: +5/+4;
--                standupbot (never views) its own post and two deleted posts: +3/+2;
--                ivan (new member, never viewed) two deleted posts: +2/+1;
--                grace one deleted reply after her last view: +1/0.
-- Planted drift (UPDATEs at the end):
--   dave  @ town-square  msgcount     - 3   (stored all-posts count 3 too high)
--   erin  @ dev          msgcountroot + 2   (stored root count 2 too low; all-posts untouched)
--   grace @ ops          msgcount + 1, msgcountroot + 4 (both too low; root one negative)
--   alice @ dm           msgcount = totalmsgcount + 2   (stored count -2: a negative counter)
--   carol @ gm           msgcountroot - 5   (stored root count 5 too high)
--   bob   @ old-proj     msgcount - 10  (archived channel: must appear nowhere)

BEGIN;

-- ---------------------------------------------------------------------------------------
-- users: 9 people and 1 bot account; frank is deactivated (DeleteAt > 0), his memberships
-- stay; grace is a guest.
INSERT INTO public.users (id, createat, updateat, deleteat, username, email, roles, locale, remoteid)
SELECT substr(md5('user:' || u.name), 1, 26),
       1700000000000 - u.days_before * 86400000::bigint,
       1700000000000 - u.days_before * 86400000::bigint,
       u.deleteat,
       u.name,
       u.name || '@example.com',
       u.roles,
       'en',
       ''
FROM (VALUES
    ('alice',      400, 0,             'system_user system_admin'),
    ('bob',        380, 0,             'system_user'),
    ('carol',      200, 0,             'system_user'),
    ('dave',       150, 0,             'system_user'),
    ('erin',        90, 0,             'system_user'),
    ('frank',      300, 1700060000000, 'system_user'),
    ('grace',       10, 0,             'system_guest'),
    ('heidi',       60, 0,             'system_user'),
    ('standupbot',  30, 0,             'system_user'),
    ('ivan',         2, 0,             'system_user')
) AS u(name, days_before, deleteat, roles);

-- ---------------------------------------------------------------------------------------
-- channels: one team; a direct and a group channel have TeamId ''; old-proj is archived.
INSERT INTO public.channels (id, createat, updateat, deleteat, teamid, type, displayname, name,
                             header, purpose, lastpostat, totalmsgcount, extraupdateat, creatorid,
                             schemeid, groupconstrained, shared, totalmsgcountroot, lastrootpostat)
SELECT substr(md5('channel:' || c.key), 1, 26),
       1700000000000 - 30 * 86400000::bigint,
       1700000000000 - 30 * 86400000::bigint,
       c.deleteat,
       CASE WHEN c.type IN ('D', 'G') THEN '' ELSE substr(md5('team:acme'), 1, 26) END,
       c.type,
       c.display,
       c.name,
       '', '', 0, 0, 0,
       substr(md5('user:alice'), 1, 26),
       NULL, NULL, false, 0, 0
FROM (VALUES
    ('town-square', 'O', 'Town Square',   'town-square', 0),
    ('dev',         'O', 'Development',   'dev',         0),
    ('ops',         'P', 'Operations',    'ops',         0),
    ('dm',          'D', '',              substr(md5('user:alice'), 1, 26) || '__' || substr(md5('user:bob'), 1, 26), 0),
    ('gm',          'G', 'alice, bob, carol', substr(md5('gm:alice,bob,carol'), 1, 26), 0),
    ('old-proj',    'O', 'Old project',   'old-proj',    1700072000000)
) AS c(key, type, display, name, deleteat);

-- ---------------------------------------------------------------------------------------
-- town-square: 240 posts, one a minute from T + 1 min. Generated:
--   * author by period: minutes 1-100 alice/bob/carol/dave (frank every 17th, up to 51),
--     101-150 alice/bob/carol, 151-240 alice/bob; thread replies (n % 7 = 3, n > 3) answer the
--     root three minutes earlier and are written by carol after minute 150 (her CRT replies);
--   * types: system_join_channel (n % 37 = 0), system_leave_channel (n % 53 = 0),
--     system_add_to_channel (n % 41 = 0), system_header_change (n % 29 = 0),
--     slack_attachment (n % 19 = 0), otherwise a regular post ('');
--   * deleted two minutes after creation when n % 31 = 0; deleting a root deletes its
--     replies too (SqlPostStore.Delete: WHERE Id = $4 OR RootId = $4), so reply 220 of
--     root 217 goes with it.
INSERT INTO public.posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid,
                          message, type, props, hashtags, filenames, fileids, hasreactions,
                          editat, ispinned, remoteid)
SELECT substr(md5('post:ts-' || g.n), 1, 26),
       1700000000000 + g.n * 60000,
       1700000000000 + g.n * 60000 + g.del,
       g.del_at,
       substr(md5('user:' || g.author), 1, 26),
       substr(md5('channel:town-square'), 1, 26),
       CASE WHEN g.is_reply THEN substr(md5('post:ts-' || (g.n - 3)), 1, 26) ELSE '' END,
       '',
       'town-square message ' || g.n,
       g.type,
       '{}'::jsonb,
       '', '[]', '[]', false, 0, false, ''
FROM (
    SELECT s.n,
           s.n % 7 = 3 AND s.n > 3 AS is_reply,
           CASE
               WHEN s.n % 7 = 3 AND s.n > 150 THEN 'carol'
               WHEN s.n % 17 = 0 AND s.n <= 51 THEN 'frank'
               WHEN s.n <= 100 THEN (ARRAY['alice', 'bob', 'carol', 'dave'])[1 + (s.n * 7) % 4]
               WHEN s.n <= 150 THEN (ARRAY['alice', 'bob', 'carol'])[1 + s.n % 3]
               ELSE (ARRAY['alice', 'bob'])[1 + s.n % 2]
           END AS author,
           CASE
               WHEN s.n % 7 = 3 AND s.n > 3 THEN ''
               WHEN s.n % 37 = 0 THEN 'system_join_channel'
               WHEN s.n % 53 = 0 THEN 'system_leave_channel'
               WHEN s.n % 41 = 0 THEN 'system_add_to_channel'
               WHEN s.n % 29 = 0 THEN 'system_header_change'
               WHEN s.n % 19 = 0 THEN 'slack_attachment'
               ELSE ''
           END AS type,
           CASE
               WHEN s.n % 31 = 0 THEN 1700000000000 + s.n * 60000 + 120000
               WHEN s.n % 7 = 3 AND s.n > 3 AND (s.n - 3) % 31 = 0 THEN 1700000000000 + (s.n - 3) * 60000 + 120000
               ELSE 0
           END AS del_at,
           CASE
               WHEN s.n % 31 = 0 OR (s.n % 7 = 3 AND s.n > 3 AND (s.n - 3) % 31 = 0) THEN 120000
               ELSE 0
           END AS del
    FROM generate_series(1, 240) AS s(n)
) AS g;

-- Two town-square posts were edited five minutes after posting: the live row keeps its id
-- and CreateAt and gets EditAt; the old text is kept as a new, deleted row whose OriginalId is
-- the live post's id (SqlPostStore.Update).
UPDATE public.posts
   SET editat = createat + 300000, updateat = createat + 300000, message = message || ' (edited)'
 WHERE id IN (substr(md5('post:ts-48'), 1, 26), substr(md5('post:ts-134'), 1, 26));

INSERT INTO public.posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid,
                          message, type, props, hashtags, filenames, fileids, hasreactions,
                          editat, ispinned, remoteid)
SELECT substr(md5('post:ts-' || e.n || '-old'), 1, 26),
       p.createat, p.createat + 300000, p.createat + 300000,
       p.userid, p.channelid, p.rootid, p.id,
       'town-square message ' || e.n, p.type, p.props, '', '[]', '[]', false, 0, false, ''
FROM (VALUES (48), (134)) AS e(n)
JOIN public.posts p ON p.id = substr(md5('post:ts-' || e.n), 1, 26);

-- ---------------------------------------------------------------------------------------
-- dev, ops, the direct and the group channel, the archived channel: hand-written.
-- minute: from the channel's base time; root: key of the root post; deleted: minute or NULL.
INSERT INTO public.posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid,
                          message, type, props, hashtags, filenames, fileids, hasreactions,
                          editat, ispinned, remoteid)
SELECT substr(md5('post:' || v.key), 1, 26),
       v.base + (v.minute * 60000)::bigint,
       v.base + (coalesce(v.deleted, v.minute) * 60000)::bigint,
       CASE WHEN v.deleted IS NULL THEN 0 ELSE v.base + (v.deleted * 60000)::bigint END,
       substr(md5('user:' || v.author), 1, 26),
       substr(md5('channel:' || v.chan), 1, 26),
       CASE WHEN v.root IS NULL THEN '' ELSE substr(md5('post:' || v.root), 1, 26) END,
       '',
       v.message,
       v.type,
       v.props::jsonb,
       '', '[]', '[]', false, 0, false, ''
FROM (VALUES
    -- dev, base T + 300 min
    ('dev-01', 'dev', 1700018000000, 'bob',        0.0,  '',                          NULL,     NULL, '{}', 'deploy at 5?'),
    ('dev-02', 'dev', 1700018000000, 'alice',      1.0,  '',                          NULL,     NULL, '{}', 'release notes draft'),
    ('dev-03', 'dev', 1700018000000, 'carol',      2.0,  '',                          'dev-02', NULL, '{}', 'looks good'),
    ('dev-04', 'dev', 1700018000000, 'bob',        3.0,  'system_header_change',      NULL,     NULL, '{"old_header": "", "new_header": "deploys: #ops"}', 'bob updated the channel header'),
    ('dev-05', 'dev', 1700018000000, 'heidi',      4.0,  'slack_attachment',          NULL,     NULL, '{"from_webhook": "true", "override_username": "CI"}', 'build 812 passed'),
    ('dev-06', 'dev', 1700018000000, 'heidi',      5.0,  'slack_attachment',          NULL,     NULL, '{"from_webhook": "true", "override_username": "CI"}', 'build 813 failed'),
    ('dev-07', 'dev', 1700018000000, 'standupbot', 6.0,  '',                          NULL,     NULL, '{"from_bot": "true"}', 'standup in 10 minutes'),
    ('dev-08', 'dev', 1700018000000, 'alice',      7.0,  'system_add_guest_to_chan',  NULL,     NULL, '{"addedUserId": "grace"}', 'alice added grace as a guest'),
    ('dev-09', 'dev', 1700018000000, 'alice',      9.0,  'me',                        NULL,     NULL, '{}', 'waves'),
    ('dev-10', 'dev', 1700018000000, 'carol',     10.0,  '',                          NULL,     11.0, '{}', 'oops, wrong channel'),
    ('dev-11', 'dev', 1700018000000, 'bob',       10.5,  '',                          'dev-10', 11.0, '{}', 'np'),
    ('dev-12', 'dev', 1700018000000, 'erin',      12.0,  '',                          NULL,     NULL, '{}', 'who owns the flaky test?'),
    ('dev-13', 'dev', 1700018000000, 'bob',       13.0,  '',                          'dev-02', NULL, '{}', 'added the migration note'),
    ('dev-14', 'dev', 1700018000000, 'heidi',     14.0,  'slack_attachment',          NULL,     NULL, '{"from_webhook": "true", "override_username": "CI"}', 'build 814 passed'),
    ('dev-15', 'dev', 1700018000000, 'ivan',      15.0,  'system_join_channel',       NULL,     NULL, '{}', 'ivan joined the channel'),
    ('dev-16', 'dev', 1700018000000, 'carol',     16.0,  '',                          NULL,     NULL, '{}', 'welcome ivan'),
    ('dev-17', 'dev', 1700018000000, 'bob',       18.0,  '',                          NULL,     NULL, '{}', 'deploying now'),
    -- ops (private), base T + 400 min
    ('ops-1',  'ops', 1700024000000, 'alice',      0.0,  '',                          NULL,     NULL, '{}', 'disk at 80%'),
    ('ops-2',  'ops', 1700024000000, 'dave',       1.0,  '',                          NULL,     NULL, '{}', 'on it'),
    ('ops-3',  'ops', 1700024000000, 'alice',      2.0,  '',                          NULL,     NULL, '{}', 'runbook link?'),
    ('ops-4',  'ops', 1700024000000, 'grace',      3.0,  '',                          'ops-3',  NULL, '{}', 'here it is'),
    ('ops-5',  'ops', 1700024000000, 'alice',      4.0,  '',                          NULL,     NULL, '{}', 'thanks'),
    ('ops-6',  'ops', 1700024000000, 'dave',       5.0,  'system_purpose_change',     NULL,     NULL, '{"old_purpose": "", "new_purpose": "on-call"}', 'dave updated the channel purpose'),
    -- alice <-> bob, base T + 500 min
    ('dm-1',   'dm',  1700030000000, 'alice',      0.0,  '',                          NULL,     NULL, '{}', 'lunch?'),
    ('dm-2',   'dm',  1700030000000, 'bob',        1.0,  '',                          NULL,     NULL, '{}', 'sure'),
    ('dm-3',   'dm',  1700030000000, 'alice',      2.0,  '',                          NULL,     NULL, '{}', '12:30'),
    ('dm-4',   'dm',  1700030000000, 'bob',        3.0,  '',                          NULL,     4.0,  '{}', 'typo'),
    ('dm-5',   'dm',  1700030000000, 'bob',        5.0,  '',                          NULL,     NULL, '{}', 'see you'),
    -- alice, bob, carol, base T + 600 min
    ('gm-1',   'gm',  1700036000000, 'carol',      0.0,  '',                          NULL,     NULL, '{}', 'offsite dates'),
    ('gm-2',   'gm',  1700036000000, 'alice',      1.0,  '',                          NULL,     NULL, '{}', 'march?'),
    ('gm-3',   'gm',  1700036000000, 'bob',        2.0,  '',                          'gm-1',   NULL, '{}', 'march works'),
    ('gm-4',   'gm',  1700036000000, 'carol',      3.0,  '',                          NULL,     NULL, '{}', 'booked'),
    ('gm-5',   'gm',  1700036000000, 'alice',      4.0,  '',                          NULL,     NULL, '{}', 'great'),
    -- old-proj (archived later), base T + 700 min
    ('old-1',  'old-proj', 1700042000000, 'alice', 0.0,  '',                          NULL,     NULL, '{}', 'kickoff'),
    ('old-2',  'old-proj', 1700042000000, 'bob',   1.0,  '',                          NULL,     NULL, '{}', 'agenda'),
    ('old-3',  'old-proj', 1700042000000, 'alice', 2.0,  '',                          NULL,     NULL, '{}', 'wrap-up')
) AS v(key, chan, base, author, minute, type, root, deleted, props, message);

-- dev-16 was edited a minute later (old copy kept as a deleted row, as above).
UPDATE public.posts SET editat = createat + 60000, updateat = createat + 60000, message = 'welcome, ivan!'
 WHERE id = substr(md5('post:dev-16'), 1, 26);
INSERT INTO public.posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid,
                          message, type, props, hashtags, filenames, fileids, hasreactions,
                          editat, ispinned, remoteid)
SELECT substr(md5('post:dev-16-old'), 1, 26), p.createat, p.createat + 60000, p.createat + 60000,
       p.userid, p.channelid, p.rootid, p.id, 'welcome ivan', p.type, p.props, '', '[]', '[]',
       false, 0, false, ''
FROM public.posts p WHERE p.id = substr(md5('post:dev-16'), 1, 26);

-- ---------------------------------------------------------------------------------------
-- Channel totals as SaveMultiple leaves them: every saved post except join/leave posts and
-- except edit copies (OriginalId <> ''), deleted or not.
UPDATE public.channels c
   SET totalmsgcount     = s.total,
       totalmsgcountroot = s.total_root,
       lastpostat        = s.last_post,
       lastrootpostat    = s.last_root,
       updateat          = s.last_post
FROM (
    SELECT p.channelid,
           count(*) FILTER (WHERE p.type NOT IN (
               'system_join_leave', 'system_add_remove', 'system_join_channel',
               'system_leave_channel', 'system_join_team', 'system_leave_team',
               'system_add_to_channel', 'system_remove_from_channel',
               'system_add_to_team', 'system_remove_from_team')) AS total,
           count(*) FILTER (WHERE p.rootid = '' AND p.type NOT IN (
               'system_join_leave', 'system_add_remove', 'system_join_channel',
               'system_leave_channel', 'system_join_team', 'system_leave_team',
               'system_add_to_channel', 'system_remove_from_channel',
               'system_add_to_team', 'system_remove_from_team')) AS total_root,
           max(p.createat) AS last_post,
           coalesce(max(p.createat) FILTER (WHERE p.rootid = ''), 0) AS last_root
    FROM public.posts p
    WHERE p.originalid = ''
    GROUP BY p.channelid
) AS s
WHERE s.channelid = c.id;

-- ---------------------------------------------------------------------------------------
-- Memberships. lastviewedat is absolute (0 = never viewed); muted = NotifyProps.mark_unread
-- 'mention'. Nobody has left: Mattermost deletes the member row when someone leaves.
INSERT INTO public.channelmembers (channelid, userid, roles, lastviewedat, msgcount, mentioncount,
                                   notifyprops, lastupdateat, schemeuser, schemeadmin, schemeguest,
                                   mentioncountroot, msgcountroot, urgentmentioncount)
SELECT substr(md5('channel:' || m.chan), 1, 26),
       substr(md5('user:' || m.member), 1, 26),
       '',
       m.lastviewedat,
       0,
       m.mentions,
       jsonb_build_object('desktop', 'default', 'email', 'default', 'push', 'default',
                          'mark_unread', CASE WHEN m.muted THEN 'mention' ELSE 'all' END,
                          'ignore_channel_mentions', 'default',
                          'channel_auto_follow_threads', 'off'),
       greatest(m.lastviewedat, 1700000000000),
       m.member <> 'grace', m.member = 'alice', m.member = 'grace',
       m.mentions, 0, 0
FROM (VALUES
    -- town-square (posts at T + n min, n = 1..240)
    ('town-square', 'alice', 1700014400000::bigint, false, 0),   -- viewed at the last post
    ('town-square', 'bob',   1700011999999,         false, 0),   -- marked post 200 unread
    ('town-square', 'carol', 1700009030000,         false, 1),   -- viewed at 150.5 min
    ('town-square', 'dave',  1700006000000,         false, 0),   -- viewed at 100 min
    ('town-square', 'erin',  1700012000001,         true,  0),   -- muted; viewed after 200
    ('town-square', 'frank', 1700003600000,         false, 0),   -- deactivated later
    ('town-square', 'heidi', 1700014400000,         false, 0),
    ('town-square', 'ivan',  0,                     false, 0),   -- new member: never viewed
    -- dev (base T + 300 min = 1700018000000)
    ('dev', 'alice',      1700018900000, false, 0),   -- viewed at minute 15
    ('dev', 'bob',        1700019080000, false, 0),   -- his own last post (minute 18)
    ('dev', 'carol',      1700018960000, false, 0),   -- her own post at minute 16
    ('dev', 'erin',       1700018720000, false, 1),   -- her own post at minute 12
    ('dev', 'grace',      1700018612000, false, 0),   -- viewed at minute 10.2
    ('dev', 'heidi',      1700018180000, false, 0),   -- minute 3, before her webhooks
    ('dev', 'standupbot', 0,             false, 0),   -- a bot never views
    ('dev', 'ivan',       0,             false, 0),   -- joined at minute 15, never viewed
    -- ops (base T + 400 min = 1700024000000)
    ('ops', 'alice', 1700024240000, false, 0),
    ('ops', 'dave',  1700024300000, true,  0),        -- muted
    ('ops', 'grace', 1700024180000, false, 0),
    -- dm (base T + 500 min = 1700030000000)
    ('dm', 'alice', 1700030120000, false, 1),
    ('dm', 'bob',   1700030300000, false, 0),
    -- gm (base T + 600 min = 1700036000000)
    ('gm', 'alice', 1700036240000, false, 0),
    ('gm', 'bob',   1700036120000, false, 0),
    ('gm', 'carol', 1700036180000, false, 0),
    -- old-proj (archived)
    ('old-proj', 'alice', 1700042120000, false, 0),
    ('old-proj', 'bob',   1700042060000, false, 0)
) AS m(chan, member, lastviewedat, muted, mentions);

-- MsgCount(+Root) = the channel's total when the member last viewed it: the counted posts
-- created at or before LastViewedAt (0 for a member who never viewed).
UPDATE public.channelmembers cm
   SET msgcount = s.seen, msgcountroot = s.seen_root
FROM (
    SELECT m.channelid, m.userid,
           count(p.id) FILTER (WHERE p.id IS NOT NULL) AS seen,
           count(p.id) FILTER (WHERE p.rootid = '') AS seen_root
    FROM public.channelmembers m
    LEFT JOIN public.posts p
           ON p.channelid = m.channelid
          AND p.originalid = ''
          AND p.createat <= m.lastviewedat
          AND p.type NOT IN (
               'system_join_leave', 'system_add_remove', 'system_join_channel',
               'system_leave_channel', 'system_join_team', 'system_leave_team',
               'system_add_to_channel', 'system_remove_from_channel',
               'system_add_to_team', 'system_remove_from_team')
    GROUP BY m.channelid, m.userid
) AS s
WHERE s.channelid = cm.channelid AND s.userid = cm.userid;

-- bob marked town-square post 200 as unread: LastViewedAt = its CreateAt - 1 and
-- MsgCount = TotalMsgCount - (posts after that, not deleted, not join/leave, ANY sender),
-- as UpdateLastViewedAtPost does with CountPostsAfter(channel, CreateAt - 1, "").
UPDATE public.channelmembers cm
   SET msgcount     = c.totalmsgcount     - (SELECT count(*) FROM public.posts p
                                              WHERE p.channelid = cm.channelid AND p.createat > cm.lastviewedat
                                                AND p.deleteat = 0 AND p.type NOT IN (
               'system_join_leave', 'system_add_remove', 'system_join_channel',
               'system_leave_channel', 'system_join_team', 'system_leave_team',
               'system_add_to_channel', 'system_remove_from_channel',
               'system_add_to_team', 'system_remove_from_team')),
       msgcountroot = c.totalmsgcountroot - (SELECT count(*) FROM public.posts p
                                              WHERE p.channelid = cm.channelid AND p.createat > cm.lastviewedat
                                                AND p.deleteat = 0 AND p.rootid = '' AND p.type NOT IN (
               'system_join_leave', 'system_add_remove', 'system_join_channel',
               'system_leave_channel', 'system_join_team', 'system_leave_team',
               'system_add_to_channel', 'system_remove_from_channel',
               'system_add_to_team', 'system_remove_from_team'))
FROM public.channels c
WHERE c.id = cm.channelid
  AND cm.channelid = substr(md5('channel:town-square'), 1, 26)
  AND cm.userid = substr(md5('user:bob'), 1, 26);

-- ---------------------------------------------------------------------------------------
-- Planted drift.
UPDATE public.channelmembers SET msgcount = msgcount - 3
 WHERE channelid = substr(md5('channel:town-square'), 1, 26) AND userid = substr(md5('user:dave'), 1, 26);
UPDATE public.channelmembers SET msgcountroot = msgcountroot + 2
 WHERE channelid = substr(md5('channel:dev'), 1, 26) AND userid = substr(md5('user:erin'), 1, 26);
UPDATE public.channelmembers SET msgcount = msgcount + 1, msgcountroot = msgcountroot + 4
 WHERE channelid = substr(md5('channel:ops'), 1, 26) AND userid = substr(md5('user:grace'), 1, 26);
UPDATE public.channelmembers cm SET msgcount = c.totalmsgcount + 2
  FROM public.channels c
 WHERE c.id = cm.channelid
   AND cm.channelid = substr(md5('channel:dm'), 1, 26) AND cm.userid = substr(md5('user:alice'), 1, 26);
UPDATE public.channelmembers SET msgcountroot = msgcountroot - 5
 WHERE channelid = substr(md5('channel:gm'), 1, 26) AND userid = substr(md5('user:carol'), 1, 26);
UPDATE public.channelmembers SET msgcount = msgcount - 10
 WHERE channelid = substr(md5('channel:old-proj'), 1, 26) AND userid = substr(md5('user:bob'), 1, 26);

COMMIT;
