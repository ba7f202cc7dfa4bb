-- A day of Mattermost writes in 1 % of the channels (chosen by a hash of the id), as Mattermost's store writes them:
-- five posts by one member (Post.PreSave: UpdateAt = CreateAt; SaveMultiple: the channel's totals and LastPostAt),
-- a view by another member (UpdateLastViewedAt: LastViewedAt, MsgCount = total, LastUpdateAt = LastPostAt),
-- a delete in a fifth of them (Delete: DeleteAt, UpdateAt); and counters drifted inside and outside the chosen channels.
CREATE TEMP TABLE chosen AS SELECT c.id, row_number() OVER (ORDER BY c.id) AS n FROM channels c
  WHERE c.deleteat = 0 AND abs(hashtext(c.id)) % 100 < 1;
CREATE TEMP TABLE posters AS SELECT DISTINCT ON (ch.id) ch.id AS channelid, cm.userid FROM chosen ch
  JOIN channelmembers cm ON cm.channelid = ch.id ORDER BY ch.id, cm.userid;
CREATE TEMP TABLE t AS SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms;
INSERT INTO posts (id, createat, updateat, deleteat, userid, channelid, rootid, originalid, message, type, props, hashtags, filenames, fileids, hasreactions, editat, ispinned, remoteid)
  SELECT substr(md5(p.channelid || g || random()::text), 1, 26), t.ms + g, t.ms + g, 0, p.userid, p.channelid, '', '', 'churn', '', '{}', '', '[]', '[]', false, 0, false, ''
  FROM posters p, t, generate_series(1, 5) g;
UPDATE channels c SET totalmsgcount = totalmsgcount + 5, totalmsgcountroot = totalmsgcountroot + 5, lastpostat = t.ms + 5, lastrootpostat = t.ms + 5
  FROM chosen ch, t WHERE c.id = ch.id;
CREATE TEMP TABLE viewers AS SELECT DISTINCT ON (ch.id) ch.id AS channelid, cm.userid FROM chosen ch
  JOIN channelmembers cm ON cm.channelid = ch.id ORDER BY ch.id, cm.userid DESC;
UPDATE channelmembers cm SET lastviewedat = c.lastpostat, msgcount = c.totalmsgcount, msgcountroot = c.totalmsgcountroot,
  mentioncount = 0, lastupdateat = c.lastpostat
  FROM viewers v JOIN channels c ON c.id = v.channelid WHERE cm.channelid = v.channelid AND cm.userid = v.userid;
UPDATE posts p SET deleteat = t.ms + 7, updateat = t.ms + 7 FROM t WHERE p.id IN (
  SELECT (SELECT x.id FROM posts x WHERE x.channelid = ch.id AND x.deleteat = 0 AND x.createat < t.ms ORDER BY x.createat DESC LIMIT 1)
  FROM chosen ch, t WHERE ch.n % 5 = 0);
-- drift Mattermost's own code would not write: a counter off by 3 in a tenth of the chosen channels and in 0.1 % of the others
UPDATE channelmembers cm SET msgcount = msgcount - 3 FROM chosen ch WHERE cm.channelid = ch.id AND ch.n % 10 = 0;
UPDATE channelmembers cm SET msgcount = msgcount - 3 WHERE abs(hashtext(cm.channelid || cm.userid)) % 1000 = 0
  AND cm.channelid NOT IN (SELECT id FROM chosen);
SELECT (SELECT count(*) FROM chosen) AS chosen_channels;
