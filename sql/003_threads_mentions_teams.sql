-- unreadctl schema, version 3: threads, @mentions and teams (docs/rules.md#threads).
-- `psql -1 -v ON_ERROR_STOP=1 -f sql/003_threads_mentions_teams.sql` does what `unreadctl schema apply` does.
-- It upgrades a version-2 database in place: new tables, and new counter columns with defaults
-- (PostgreSQL adds a column with a constant default without rewriting the table).

-- The team / workspace a channel belongs to in a multi-tenant app; NULL = in no team.
ALTER TABLE channels ADD COLUMN IF NOT EXISTS team text;

-- Stored counters (denormalised, may drift): a member's unread @mentions, a user's unread
-- threads and total unread mentions.
ALTER TABLE channel_members ADD COLUMN IF NOT EXISTS unread_mentions integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN IF NOT EXISTS unread_threads integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN IF NOT EXISTS total_unread_mentions integer NOT NULL DEFAULT 0;

-- A user who takes part in a thread (replied, was mentioned in it, or follows it) since
-- joined_at. last_read_at is the thread read receipt; unread_replies the stored counter.
CREATE TABLE thread_participants (
    channel_id     bigint      NOT NULL,
    parent_id      bigint      NOT NULL,             -- the thread's parent message
    user_id        text        NOT NULL,
    joined_at      timestamptz NOT NULL,
    last_read_at   timestamptz,
    unread_replies integer     NOT NULL DEFAULT 0,
    PRIMARY KEY (channel_id, parent_id, user_id)
) WITH (fillfactor = 90);

-- message_id @-mentions user_id. Keyed by channel first, like every channel-keyed table.
CREATE TABLE message_mentions (
    channel_id bigint NOT NULL,
    message_id bigint NOT NULL,
    user_id    text   NOT NULL,
    PRIMARY KEY (channel_id, message_id, user_id)
);

-- The reads of recompute and audit:
-- a batch's thread replies by (channel, thread, time): the recompute's replies stream (a partial
-- index: replies are a minority of messages);
CREATE INDEX messages_channel_parent_created_idx ON messages (channel_id, parent_id, created_at)
    WHERE parent_id IS NOT NULL;
-- the guard of `recompute --apply` fingerprints a drifted user's participant rows by user.
CREATE INDEX thread_participants_user_idx ON thread_participants (user_id);
-- (thread_participants and message_mentions are read per channel batch through their primary
-- keys, which start with channel_id; a mention's message is found by messages' primary key.)

INSERT INTO schema_migrations (version, name) VALUES (3, '003_threads_mentions_teams');
