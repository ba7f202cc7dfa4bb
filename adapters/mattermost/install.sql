-- unreadctl adapter: mattermost
-- product: Mattermost
-- detected by: channelmembers, posts, channels
-- summary: read and repair both counter pairs (MsgCount, MsgCountRoot) against Mattermost's own recount (CountPostsAfter), in one run
-- ===========================================================================================
-- The unreadctl contract (channel_types, channels, channel_members, users, messages) as VIEWS
-- over a Mattermost database, so that `unreadctl recompute / audit / nightly --schema S`
-- recount Mattermost's per-member unread counts and repair its stored counters in place.
-- Documentation, with the Mattermost source behind every rule: adapters/mattermost/README.md.
--
-- WHERE THINGS GO
--   * Mattermost's tables are assumed to be in schema `public` and are always referenced as
--     public.<table>. They are only read, except channelmembers.msgcount / msgcountroot,
--     written by the two repair triggers below. No Mattermost table, index or trigger is
--     created, altered or dropped.
--   * Objects are created in the FIRST schema of search_path (call it S; it must exist and
--     must not be public), and nowhere else. unreadctl runs, in one transaction,
--         SELECT set_config('search_path', '"unreadctl_mattermost", public', true);
--     and then this file. By hand, the same thing:
--         psql -X -1 -v ON_ERROR_STOP=1 \
--              -c "CREATE SCHEMA IF NOT EXISTS unreadctl_mattermost" \
--              -c "SELECT set_config('search_path', '\"unreadctl_mattermost\", public', true)" \
--              -f install.sql
--     (psql reads the two files it includes, ../shared/guard.sql and ../shared/adapter_info.sql,
--     from beside this folder: run it where it lies, in the repository's adapters/mattermost/ or the
--     package's /usr/share/unreadctl/adapters/mattermost/; `unreadctl adapter show mattermost` prints
--     this file with their text in place, for a psql with no such folder.)
--   * Idempotent: CREATE OR REPLACE VIEW / FUNCTION, DROP TRIGGER IF EXISTS + CREATE TRIGGER,
--     CREATE SCHEMA IF NOT EXISTS. Running it twice changes nothing. Over an earlier version
--     whose channel_members had another column type, that view is replaced, privileges kept.
--
-- WHAT IS CREATED (in S)
--   channel_types, channels, users, messages, channel_members   the contract's relations
--   write_unread_count()  + trigger write_unread_count          repairs of both counter pairs:
--                                                               INSTEAD OF UPDATE
--   channel_changes, feed_blind_spots                           the change feed of the
--                                                               incremental nightly (below)
--   adapter_counters, adapter_info, adapter_indexes             what this mapping is, and
--                                                               which Mattermost indexes it
--                                                               relies on (present or not)
--   Not created, because Mattermost has no such data: receipt_events, message_mentions,
--   thread_participants, user_mutes, and the users' stored totals (total_unread_count,
--   unread_channels, unread_threads, total_unread_mentions).
--
-- MATTERMOST INDEXES THE VIEWS RELY ON (all created by Mattermost's own migrations)
--   posts_pkey                                  posts (id)
--   idx_posts_channel_id_delete_at_create_at    posts (channelid, deleteat, createat)
--                                               = CountPostsAfter's own predicate
--   channelmembers_pkey                         channelmembers (channelid, userid)
--                                               (the repair triggers' one-row updates)
--   channels_pkey                               channels (id)
--   users_pkey                                  users (id)
--   idx_channelmembers_user_id_channel_id_last_viewed_at
--                                               channelmembers (userid, channelid, lastviewedat)
--   idx_posts_update_at                         posts (updateat)      the feed's posts stream
--   idx_channels_update_at                      channels (updateat)   the feed's channels stream
--   (channelmembers.lastupdateat has no index in Mattermost's migrations: the feed's
--   channel_members stream reads channelmembers whole, one sequential scan a night.)
--   A full recount reads every row once (sequential scans); the indexes serve per-channel
--   and per-row access. `SELECT * FROM adapter_indexes` says which of them exist.
--   A filter on a converted column (e.g. created_at > X) cannot use Mattermost's bigint
--   indexes; filter on the channel instead.
--
-- HOW MATTERMOST COUNTS, AND HOW THE VIEWS MAKE unreadctl's RULE SAY THE SAME
--   Mattermost's recount (SqlChannelStore.CountPostsAfter) counts, for a member, the posts
--   of the channel with CreateAt > LastViewedAt, DeleteAt = 0, Type not one of the ten
--   join/leave types; the root variant adds RootId = ''. The stored value the apps show is
--   Channels.TotalMsgCount - ChannelMembers.MsgCount (root pair: TotalMsgCountRoot -
--   MsgCountRoot). Archived channels (Channels.DeleteAt <> 0) are not served.
--   unreadctl's rule (messages of type regular/system, not deleted, not silent, not
--   shadowed, shown in the channel, not the member's own, created after last_read_at and
--   after joined_at) gives exactly that count with:
--     type        join/leave posts -> 'ephemeral' (never counts); 'system_*' -> 'system';
--                 every other post -> 'regular'. Posts Mattermost's SQL could never count
--                 (a NULL Type, UserId, CreateAt or DeleteAt) are 'ephemeral' too.
--     deleted_at  DeleteAt when <> 0 (soft delete; an edit's old copy is a deleted row).
--     silent, shadowed   false: Mattermost's count has no such exclusion.
--     parent_id   RootId ('' -> NULL; a NULL RootId, which Mattermost never writes, -> '' so
--                 that the post counts in the all-posts pair and not in the root pair, as
--                 Mattermost's SQL does). show_in_channel: true (every reply counts in the
--                 all-posts pair; the root pair counts posts whose parent_id is NULL).
--     last_read_at  LastViewedAt, NULL when it is 0 (never viewed: nothing read).
--     joined_at   the Unix epoch (or LastViewedAt if that is negative): Mattermost keeps no
--                 join time on the member and counts a new member's whole history, so
--                 joined_at must exclude nothing that CreateAt > LastViewedAt includes.
--   "Not the member's own": CountPostsAfter excludes the member's posts when given the member
--   as excludedUserID; Mattermost's mark-as-unread passes "" and counts them. The two agree
--   whenever LastViewedAt is at or after the member's own last post, which posting through
--   the apps ensures; webhook and bot posts, collapsed-thread replies and mark-unread above
--   one's own posts are the exceptions (the docs page has the list; audit RS001 names them).
--
-- TIMES
--   Mattermost stores epoch milliseconds in bigint (0 = never). The views convert with
--   to_timestamp(ms::double precision / 1000): one built-in immutable C function per value;
--   bigint -> double is exact below 2^53 and to_timestamp rounds to the microsecond, so every
--   millisecond maps exactly (order and equality are kept). `ms / 1000.0` would compute in
--   numeric (slow); `'epoch' + ms * interval '1 ms'` is interval arithmetic, slower and only
--   stable, not immutable. No plpgsql runs when the views are read.
--
-- BOTH COUNTER PAIRS
--   Mattermost keeps two stored counters per member: all posts (TotalMsgCount - MsgCount) and,
--   for collapsed reply threads, root posts only (TotalMsgCountRoot - MsgCountRoot). The view
--   exposes the first as unread_count and the second as unread_root_count, the contract's
--   optional root counter (docs/mappings.md#root-counters): one unreadctl run recounts,
--   reports and repairs both, reading the posts once.
--
-- REPAIRS
--   UPDATE S.channel_members SET unread_count = ... is turned by an INSTEAD OF trigger into
--       UPDATE public.channelmembers SET MsgCount = Channels.TotalMsgCount - unread_count
--   and SET unread_root_count = ... into MsgCountRoot = TotalMsgCountRoot - unread_root_count,
--   exactly what Mattermost's own mark-as-unread writes, and nothing else (not LastViewedAt,
--   not LastUpdateAt, not MentionCount). A change to any other column is refused with an
--   error. row_version is ChannelMembers.LastUpdateAt with the channel's TotalMsgCount and
--   TotalMsgCountRoot: Mattermost moves LastUpdateAt on every write of the member's row but a
--   view with no new post (which re-sets MsgCount), and a post raises the totals, so a view
--   followed by posts cannot bring the row back to the snapshot's version with the snapshot's
--   stored value. unreadctl reads it in its snapshot and its UPDATE compares it. A view has no
--   row lock, so the trigger's own UPDATE re-checks the row as it is then, under its lock:
--   LastViewedAt, the version and the stored value (Total - MsgCount) must all still be what
--   the view's row (OLD) said. Otherwise, or when
--   the new value is negative, the row is skipped (UPDATE reports it as not updated) and the
--   next run sees it again.
--   unreadctl changes one counter per statement. The trigger function is SECURITY DEFINER,
--   so the writer role needs UPDATE (unread_count, unread_root_count) on the view only, never
--   rights on Mattermost's tables.
--
-- CHANGE FEED (docs/change-feeds.md#a-mappings-feed)
--   channel_changes names the channels Mattermost wrote since a position, one stream per
--   UNION ALL branch, position = the table's own epoch-millisecond time:
--     posts            Posts.UpdateAt        a post saved (UpdateAt = CreateAt), edited, deleted
--                                            (with its replies), a reply (its root's UpdateAt)
--     channel_members  ChannelMembers.LastUpdateAt   a join, a mark-as-unread, a mention
--                                            counted, a mute, a member updated; no index
--     channels         Channels.UpdateAt     a channel renamed, converted, archived, restored
--   `WHERE stream = 'posts' AND position > N` keeps one branch (the others' constant stream
--   fails) and reads it by its index. What no stream sees is listed in feed_blind_spots;
--   the Mattermost source behind each stream: the docs page, "Change feed".
--
-- ARCHIVED CHANNELS
--   channels and channel_members leave archived channels out (Channels.DeleteAt <> 0);
--   messages does not join channels: unreadctl reads posts only for the channels of its
--   batch (docs/mappings.md#keys), so an archived channel's posts are never counted, and
--   the full recount reads posts without a join per row.
-- ===========================================================================================

-- Refuse to install anywhere but a dedicated, existing schema (the guard all adapters share),
-- and only over Mattermost.
SET LOCAL unreadctl.adapter = 'mattermost';
\ir ../shared/guard.sql
DO $tables$
BEGIN
    IF to_regclass('public.posts') IS NULL OR to_regclass('public.channels') IS NULL
       OR to_regclass('public.channelmembers') IS NULL OR to_regclass('public.users') IS NULL THEN
        RAISE EXCEPTION 'unreadctl mattermost adapter: Mattermost''s tables (posts, channels, channelmembers, users) are not in schema public';
    END IF;
END
$tables$;

-- ===========================================================================================
-- S: the all-posts pair (Channels.TotalMsgCount - ChannelMembers.MsgCount)
-- ===========================================================================================

-- Mattermost's channel types, by their own one-letter codes: O open, P private, D direct,
-- G group. Read state is kept for all of them; Mattermost has no delivery receipts.
CREATE OR REPLACE VIEW channel_types AS
SELECT t.name,
       true  AS read_events,
       false AS delivery_events
FROM (VALUES ('O'::text), ('P'), ('D'), ('G')) AS t(name);

-- Channels that are not archived. cid is the Mattermost channel id itself: what an operator
-- pastes into /api/v4/channels/{id} or a WHERE clause. team: NULL for direct/group channels.
CREATE OR REPLACE VIEW channels AS
SELECT c.id::text                                         AS id,
       c.id::text                                         AS cid,
       c.type::text                                       AS type,
       to_timestamp(c.createat::double precision / 1000)  AS created_at,
       nullif(c.teamid, '')::text                         AS team
FROM public.channels AS c
WHERE c.deleteat = 0;

-- Users (deactivated ones included: their memberships stay). No stored totals in Mattermost.
CREATE OR REPLACE VIEW users AS
SELECT u.id::text                                         AS id,
       to_timestamp(u.createat::double precision / 1000)  AS created_at
FROM public.users AS u;

-- Posts (of every channel: see ARCHIVED CHANNELS).
CREATE OR REPLACE VIEW messages AS
SELECT p.id::text                                                  AS id,
       p.channelid::text                                           AS channel_id,
       p.userid::text                                              AS user_id,
       to_timestamp(coalesce(p.createat, 0)::double precision / 1000) AS created_at,
       CASE
           WHEN p.type IS NULL OR p.userid IS NULL OR p.createat IS NULL OR p.deleteat IS NULL
               THEN 'ephemeral'
           WHEN p.type = '' THEN 'regular'                  -- most posts: decided at once
           WHEN p.type IN ('system_join_leave', 'system_add_remove',
                           'system_join_channel', 'system_leave_channel',
                           'system_join_team', 'system_leave_team',
                           'system_add_to_channel', 'system_remove_from_channel',
                           'system_add_to_team', 'system_remove_from_team')
               THEN 'ephemeral'
           WHEN left(p.type, 7) = 'system_' THEN 'system'
           ELSE 'regular'
       END                                                         AS type,
       CASE WHEN p.rootid IS NULL THEN '' ELSE nullif(p.rootid, '') END::text AS parent_id,
       true                                                        AS show_in_channel,
       false                                                       AS silent,
       false                                                       AS shadowed,
       CASE WHEN p.deleteat <> 0
            THEN to_timestamp(p.deleteat::double precision / 1000) END AS deleted_at
FROM public.posts AS p;

-- Upgrading an install whose channel_members.row_version was a bigint (LastUpdateAt alone,
-- until 2026-11-27): CREATE OR REPLACE VIEW cannot change a column's type, so that view is
-- set aside under another name; its privileges are copied to the new view and it is dropped
-- after the trigger below.
DO $upgrade$
BEGIN
    IF EXISTS (SELECT FROM pg_attribute a
               WHERE a.attrelid = to_regclass(format('%I.channel_members', current_schema()))
                 AND a.attname = 'row_version' AND NOT a.attisdropped AND a.atttypid <> 'text'::regtype) THEN
        EXECUTE format('DROP VIEW IF EXISTS %I.channel_members_before_upgrade', current_schema());
        EXECUTE format('ALTER VIEW %I.channel_members RENAME TO channel_members_before_upgrade', current_schema());
    END IF;
END
$upgrade$;

-- Memberships of channels that are not archived. Mattermost deletes the row when someone
-- leaves, so left_at is always NULL; it has no delivery state and no read-message id.
CREATE OR REPLACE VIEW channel_members AS
SELECT cm.channelid::text                                          AS channel_id,
       cm.userid::text                                             AS user_id,
       to_timestamp(least(coalesce(cm.lastviewedat, 0), 0)::double precision / 1000) AS joined_at,
       coalesce(cm.notifyprops ->> 'mark_unread' = 'mention', false) AS muted,
       CASE WHEN coalesce(cm.lastviewedat, 0) <> 0
            THEN to_timestamp(cm.lastviewedat::double precision / 1000) END AS last_read_at,
       NULL::text                                                  AS last_read_message_id,
       (c.totalmsgcount - cm.msgcount)::integer                    AS unread_count,
       NULL::timestamptz                                           AS last_delivered_at,
       NULL::text                                                  AS last_delivered_message_id,
       NULL::timestamptz                                           AS left_at,
       cm.mentioncount::integer                                    AS unread_mentions,
       (c.totalmsgcountroot - cm.msgcountroot)::integer            AS unread_root_count,
       -- LastUpdateAt is not moved by a view with no new post, which re-sets MsgCount; the
       -- channel's totals, which only rise, make the version move with any post as well
       concat(cm.lastupdateat, '/', c.totalmsgcount, '/', c.totalmsgcountroot) AS row_version
FROM public.channelmembers AS cm
JOIN public.channels AS c ON c.id = cm.channelid
WHERE c.deleteat = 0;

-- The repairs: unread_count := n becomes MsgCount := TotalMsgCount - n, and
-- unread_root_count := n becomes MsgCountRoot := TotalMsgCountRoot - n, as Mattermost's
-- mark-as-unread writes them (SqlChannelStore.UpdateLastViewedAtPost). Nothing else is written.
CREATE OR REPLACE FUNCTION write_unread_count() RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $function$
BEGIN
    IF (NEW.channel_id, NEW.user_id, NEW.joined_at, NEW.muted, NEW.last_read_at,
        NEW.last_read_message_id, NEW.last_delivered_at, NEW.last_delivered_message_id,
        NEW.left_at, NEW.unread_mentions, NEW.row_version)
       IS DISTINCT FROM
       (OLD.channel_id, OLD.user_id, OLD.joined_at, OLD.muted, OLD.last_read_at,
        OLD.last_read_message_id, OLD.last_delivered_at, OLD.last_delivered_message_id,
        OLD.left_at, OLD.unread_mentions, OLD.row_version) THEN
        RAISE EXCEPTION 'only unread_count and unread_root_count can be written through %.channel_members (channel %, user %)',
                        TG_TABLE_SCHEMA, OLD.channel_id, OLD.user_id
            USING ERRCODE = 'feature_not_supported',
                  HINT = 'The Mattermost mapping repairs ChannelMembers.MsgCount and MsgCountRoot and nothing else.';
    END IF;
    IF NEW.unread_count IS NULL OR NEW.unread_root_count IS NULL THEN
        RAISE EXCEPTION 'unread_count and unread_root_count cannot be set to NULL (channel %, user %)', OLD.channel_id, OLD.user_id
            USING ERRCODE = 'not_null_violation';
    END IF;
    IF (NEW.unread_count <> OLD.unread_count AND NEW.unread_count < 0)
       OR (NEW.unread_root_count <> OLD.unread_root_count AND NEW.unread_root_count < 0) THEN
        RETURN NULL;                      -- never a repair: the row moved; left for the next run
    END IF;
    IF NEW.unread_count <> OLD.unread_count THEN
        UPDATE public.channelmembers AS cm
           SET msgcount = c.totalmsgcount - NEW.unread_count
          FROM public.channels AS c
         WHERE cm.channelid = OLD.channel_id
           AND cm.userid = OLD.user_id
           AND c.id = cm.channelid
           AND c.deleteat = 0
           -- the row as it is now, under its lock, is still the row the view showed
           AND concat(cm.lastupdateat, '/', c.totalmsgcount, '/', c.totalmsgcountroot) = OLD.row_version
           AND CASE WHEN coalesce(cm.lastviewedat, 0) <> 0
                    THEN to_timestamp(cm.lastviewedat::double precision / 1000) END
               IS NOT DISTINCT FROM OLD.last_read_at
           AND c.totalmsgcount - cm.msgcount = OLD.unread_count;
        IF NOT FOUND THEN
            RETURN NULL;                  -- changed meanwhile: not updated, left for the next run
        END IF;
    END IF;
    IF NEW.unread_root_count <> OLD.unread_root_count THEN
        UPDATE public.channelmembers AS cm
           SET msgcountroot = c.totalmsgcountroot - NEW.unread_root_count
          FROM public.channels AS c
         WHERE cm.channelid = OLD.channel_id
           AND cm.userid = OLD.user_id
           AND c.id = cm.channelid
           AND c.deleteat = 0
           AND concat(cm.lastupdateat, '/', c.totalmsgcount, '/', c.totalmsgcountroot) = OLD.row_version
           AND CASE WHEN coalesce(cm.lastviewedat, 0) <> 0
                    THEN to_timestamp(cm.lastviewedat::double precision / 1000) END
               IS NOT DISTINCT FROM OLD.last_read_at
           AND c.totalmsgcountroot - cm.msgcountroot = OLD.unread_root_count;
        IF NOT FOUND THEN
            RETURN NULL;
        END IF;
    END IF;
    RETURN NEW;
END
$function$;

REVOKE ALL ON FUNCTION write_unread_count() FROM PUBLIC;

DROP TRIGGER IF EXISTS write_unread_count ON channel_members;
CREATE TRIGGER write_unread_count
    INSTEAD OF UPDATE ON channel_members
    FOR EACH ROW EXECUTE FUNCTION write_unread_count();

-- The upgrade above: the earlier view's privileges (table and column grants, as roles.sql
-- or an operator gave them) go to the new view, and the earlier view is dropped.
DO $grants$
DECLARE
    earlier regclass := to_regclass(format('%I.channel_members_before_upgrade', current_schema()));
    g record;
BEGIN
    IF earlier IS NULL THEN
        RETURN;
    END IF;
    FOR g IN
        SELECT x.privilege_type, NULL::name AS column_name, x.grantee, x.is_grantable
        FROM pg_class c, aclexplode(c.relacl) x WHERE c.oid = earlier AND x.grantee <> c.relowner
        UNION ALL
        SELECT x.privilege_type, a.attname, x.grantee, x.is_grantable
        FROM pg_attribute a, aclexplode(a.attacl) x WHERE a.attrelid = earlier AND NOT a.attisdropped
    LOOP
        EXECUTE format('GRANT %s%s ON %I.channel_members TO %s%s', g.privilege_type,
                       CASE WHEN g.column_name IS NULL THEN '' ELSE format(' (%I)', g.column_name) END, current_schema(),
                       CASE WHEN g.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(g.grantee)) END,
                       CASE WHEN g.is_grantable THEN ' WITH GRANT OPTION' ELSE '' END);
    END LOOP;
    EXECUTE format('DROP VIEW %s', earlier);
END
$grants$;

-- ===========================================================================================
-- The change feed: which channels Mattermost wrote since a position (epoch milliseconds)
-- ===========================================================================================

-- One branch per stream, its stream a constant and its position a Mattermost column, so that
-- unreadctl's `WHERE stream = $1 AND position > $2` reads one table by one index. user_id is
-- NULL throughout: every row names its channel (a mute is a membership's, not a user's).
CREATE OR REPLACE VIEW channel_changes AS
-- Posts.UpdateAt (idx_posts_update_at): a new post (Post.PreSave: UpdateAt = CreateAt), an edit
-- and its deleted old copy (SqlPostStore.Update), a delete and its replies (SqlPostStore.Delete),
-- a reply moves its root (SqlPostStore.SaveMultiple); a leave or removal posts a system message.
SELECT 'posts'::text                                              AS stream,
       p.channelid::text                                          AS channel_id,
       NULL::text                                                 AS user_id,
       p.updateat                                                 AS position,
       to_timestamp(p.updateat::double precision / 1000)          AS changed_at
FROM public.posts AS p
UNION ALL
-- ChannelMembers.LastUpdateAt (no index: a sequential scan of channelmembers): a join
-- (ChannelMember.PreSave), a mark-as-unread (SqlChannelStore.UpdateLastViewedAtPost), a mention
-- (SqlChannelStore.IncrementMentionCount), notify props such as a mute
-- (SqlChannelStore.UpdateMemberNotifyProps), any UpdateMember (ChannelMember.PreUpdate). A view
-- stamps the channel's LastPostAt (SqlChannelStore.UpdateLastViewedAt), not the time of the view.
SELECT 'channel_members'::text,
       cm.channelid::text,
       NULL::text,
       cm.lastupdateat,
       to_timestamp(cm.lastupdateat::double precision / 1000)
FROM public.channelmembers AS cm
UNION ALL
-- Channels.UpdateAt (idx_channels_update_at): Channel.PreUpdate through SqlChannelStore.Update;
-- archive and restore (SqlChannelStore.SetDeleteAt).
SELECT 'channels'::text,
       c.id::text,
       NULL::text,
       c.updateat,
       to_timestamp(c.updateat::double precision / 1000)
FROM public.channels AS c;

-- What the feed cannot see, beyond what every mapping shares (hard deletes, a counter written
-- with no other change): unreadctl lists these under "Not measured"; the next full run finds it.
CREATE OR REPLACE VIEW feed_blind_spots AS
SELECT b.description
FROM (VALUES
    ('a view of posts older than the last run: Mattermost stamps the member''s LastUpdateAt with the channel''s LastPostAt, not the time of the view (SqlChannelStore.UpdateLastViewedAt)'::text),
    ('on older Mattermost versions, a mute or another notification setting changed through the notify-props API (SqlChannelStore.UpdateMemberNotifyProps did not set LastUpdateAt); it changes no count this mapping measures'),
    ('a post saved with an old CreateAt (a bulk import, an integration or a shared channel that sets it): its UpdateAt is its CreateAt (Post.PreSave)'),
    ('a leave or removal that posts no system message (town square without join/leave messages, a team left, deactivated members removed): the member row is deleted, and ChannelMemberHistory.LeaveTime has no index')
) AS b(description);

-- What this mapping is (adapter_info, in the shape all adapters share): one row per stored
-- counter, the all-posts pair and the root pair.
CREATE OR REPLACE VIEW adapter_counters AS
SELECT c.column_name, c.stored_counter, c.repair_writes, c.source_rule
FROM (VALUES
    ('unread_count', 'all posts: Channels.TotalMsgCount - ChannelMembers.MsgCount',
     'ChannelMembers.MsgCount := Channels.TotalMsgCount - unread_count',
     'SqlChannelStore.CountPostsAfter (posts after LastViewedAt, not deleted, not join/leave, not the member''s own)'),
    ('unread_root_count', 'root posts: Channels.TotalMsgCountRoot - ChannelMembers.MsgCountRoot',
     'ChannelMembers.MsgCountRoot := Channels.TotalMsgCountRoot - unread_root_count',
     'SqlChannelStore.CountPostsAfter, root variant (RootId = '''')')
) AS c(column_name, stored_counter, repair_writes, source_rule);
\ir ../shared/adapter_info.sql

-- The Mattermost indexes the views rely on, and whether each exists now.
CREATE OR REPLACE VIEW adapter_indexes AS
SELECT i.table_name, i.index_name, i.columns, i.used_for,
       to_regclass('public.' || i.index_name) IS NOT NULL AS present
FROM (VALUES
    ('posts',          'posts_pkey',                               'id',                             'message lookups by id'),
    ('posts',          'idx_posts_channel_id_delete_at_create_at', 'channelid, deleteat, createat',  'per-channel message scans (CountPostsAfter''s predicate)'),
    ('channelmembers', 'channelmembers_pkey',                      'channelid, userid',              'repair trigger row updates, per-channel member scans'),
    ('channels',       'channels_pkey',                            'id',                             'member and message joins to their channel'),
    ('users',          'users_pkey',                               'id',                             'user lookups'),
    ('channelmembers', 'idx_channelmembers_user_id_channel_id_last_viewed_at', 'userid, channelid, lastviewedat', 'per-user member scans'),
    ('posts',          'idx_posts_update_at',                      'updateat',                       'change feed: the posts stream'),
    ('channels',       'idx_channels_update_at',                   'updateat',                       'change feed: the channels stream')
) AS i(table_name, index_name, columns, used_for);
