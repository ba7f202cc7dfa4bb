-- Mattermost's own tables, as its PostgreSQL migrations leave them: only the four tables the
-- unreadctl mapping reads (users, channels, channelmembers, posts), with the columns and
-- indexes that matter to it, and channelmemberhistory, which Mattermost writes on every join
-- and leave (the change feed's tests write it as Mattermost does). Restated from the migrations of mattermost/mattermost, directory
-- server/channels/db/migrations/postgres/ (read, not copied):
--
--   000020_create_posts.up.sql          posts: ids varchar(26), times bigint, type varchar(26),
--                                       indexes idx_posts_channel_id_delete_at_create_at,
--                                       idx_posts_create_at, idx_posts_user_id, ...
--   000039_create_channel_member_history.up.sql
--                                       channelmemberhistory: PK (channelid, userid, jointime),
--                                       leavetime bigint (no other index)
--   000046_create_users.up.sql          users: id varchar(26), createat/deleteat bigint
--   000049_create_channels.up.sql       channels: type varchar(1), teamid, lastpostat,
--                                       totalmsgcount bigint, deleteat bigint (archive time)
--   000050_create_channelmembers.up.sql channelmembers: PK (channelid, userid), lastviewedat,
--                                       msgcount, mentioncount bigint, notifyprops
--   000051_create_msg_root_count.up.sql channels.totalmsgcountroot, channelmembers.msgcountroot
--                                       and mentioncountroot (bigint)
--   000054_upgrade_posts_v6.0.up.sql    posts.props -> jsonb, posts.parentid dropped,
--                                       idx_posts_root_id_delete_at (rootid, deleteat)
--   000058_upgrade_channelmembers_v6.0  channelmembers.notifyprops -> jsonb, index
--                                       idx_channelmembers_user_id_channel_id_last_viewed_at
--   000056_upgrade_channels_v6.0        idx_channels_team_id_type
--   000076_upgrade_lastrootpostat       channels.lastrootpostat bigint default 0
--   (PostsPriority migration)           channelmembers.urgentmentioncount bigint
--   (Mattermost 6.7, per its changelog) idx_posts_create_at_id (createat, id)
--
-- All identifiers are created unquoted, so PostgreSQL folds them to lower case: the Go code
-- writes "ChannelMembers.MsgCount", the catalog holds channelmembers.msgcount. No column has a
-- NOT NULL constraint except the member key; Mattermost's Go code always writes values
-- ('' for "no root", 0 for "never"), so NULLs only appear in damaged data.
-- Columns of these tables that the mapping does not read (message, hashtags, roles, ...) are
-- kept where they make the rows look real, and left out otherwise.

CREATE TABLE public.users (
    id          varchar(26) PRIMARY KEY,
    createat    bigint,
    updateat    bigint,
    deleteat    bigint,            -- > 0: deactivated (the memberships stay)
    username    varchar(64) UNIQUE,
    email       varchar(128) UNIQUE,
    roles       varchar(256),
    locale      varchar(5),
    remoteid    varchar(26)
);
CREATE INDEX idx_users_create_at ON public.users (createat);
CREATE INDEX idx_users_delete_at ON public.users (deleteat);

CREATE TABLE public.channels (
    id                varchar(26) PRIMARY KEY,
    createat          bigint,
    updateat          bigint,
    deleteat          bigint,      -- > 0: archived (Mattermost serves no unread for it)
    teamid            varchar(26), -- '' for direct ('D') and group ('G') channels
    type              varchar(1),  -- 'O' open, 'P' private, 'D' direct, 'G' group
    displayname       varchar(64),
    name              varchar(64),
    header            varchar(1024),
    purpose           varchar(250),
    lastpostat        bigint,
    totalmsgcount     bigint,      -- +1 per saved post that is not a join/leave post
    extraupdateat     bigint,
    creatorid         varchar(26),
    schemeid          varchar(26),
    groupconstrained  boolean,
    shared            boolean,
    totalmsgcountroot bigint,      -- the same, root posts only (rootid = '')
    lastrootpostat    bigint DEFAULT '0'::bigint,
    UNIQUE (name, teamid)
);
CREATE INDEX idx_channels_update_at ON public.channels (updateat);
CREATE INDEX idx_channels_delete_at ON public.channels (deleteat);
CREATE INDEX idx_channels_create_at ON public.channels (createat);
CREATE INDEX idx_channels_team_id_type ON public.channels (teamid, type);

CREATE TABLE public.channelmembers (
    channelid          varchar(26) NOT NULL,
    userid             varchar(26) NOT NULL,
    roles              varchar(64),
    lastviewedat       bigint,     -- epoch ms; 0 = never viewed (a new member)
    msgcount           bigint,     -- channels.totalmsgcount when last viewed
    mentioncount       bigint,
    notifyprops        jsonb,      -- {"mark_unread": "all" | "mention", ...}; "mention" = muted
    lastupdateat       bigint,
    schemeuser         boolean,
    schemeadmin        boolean,
    schemeguest        boolean,
    mentioncountroot   bigint,
    msgcountroot       bigint,     -- channels.totalmsgcountroot when last viewed
    urgentmentioncount bigint DEFAULT '0'::bigint,
    PRIMARY KEY (channelid, userid)
);
CREATE INDEX idx_channelmembers_user_id_channel_id_last_viewed_at
    ON public.channelmembers (userid, channelid, lastviewedat);
CREATE INDEX idx_channelmembers_channel_id_scheme_guest_user_id
    ON public.channelmembers (channelid, schemeguest, userid);

CREATE TABLE public.posts (
    id           varchar(26) PRIMARY KEY,
    createat     bigint,
    updateat     bigint,
    deleteat     bigint,           -- > 0: soft-deleted (also every edit's old copy)
    userid       varchar(26),
    channelid    varchar(26),
    rootid       varchar(26),      -- '' for a root post, else the thread's root post id
    originalid   varchar(26),      -- on an edit's old copy: the id of the live post
    message      varchar(65535),
    type         varchar(26),      -- '' regular, 'system_*', 'slack_attachment', 'me', 'custom_*'
    props        jsonb,            -- e.g. {"from_webhook": "true"}, {"from_bot": "true"}
    hashtags     varchar(1000),
    filenames    varchar(4000),
    fileids      varchar(300),
    hasreactions boolean,
    editat       bigint,
    ispinned     boolean,
    remoteid     varchar(26)
);
CREATE INDEX idx_posts_update_at ON public.posts (updateat);
CREATE INDEX idx_posts_create_at ON public.posts (createat);
CREATE INDEX idx_posts_delete_at ON public.posts (deleteat);
CREATE INDEX idx_posts_user_id ON public.posts (userid);
CREATE INDEX idx_posts_is_pinned ON public.posts (ispinned);
CREATE INDEX idx_posts_channel_id_update_at ON public.posts (channelid, updateat);
CREATE INDEX idx_posts_channel_id_delete_at_create_at ON public.posts (channelid, deleteat, createat);
CREATE INDEX idx_posts_root_id_delete_at ON public.posts (rootid, deleteat);
CREATE INDEX idx_posts_create_at_id ON public.posts (createat, id);

-- One row per join (SqlChannelMemberHistoryStore.LogJoinEvent), its leavetime set on leave
-- (LogLeaveEvent); no index but the primary key.
CREATE TABLE public.channelmemberhistory (
    channelid varchar(26) NOT NULL,
    userid    varchar(26) NOT NULL,
    jointime  bigint NOT NULL,
    leavetime bigint,
    PRIMARY KEY (channelid, userid, jointime)
);
