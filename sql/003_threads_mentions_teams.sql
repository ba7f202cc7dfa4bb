-- unreadctl schema, version 3: threads, @mentions and teams (docs/rules.md#threads-mentions-teams).
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

INSERT INTO schema_migrations (version, name) VALUES (3, '003_threads_mentions_teams');
