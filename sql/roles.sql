-- Least-privilege roles for unreadctl (not a numbered migration: run it once per database,
-- as the owner of the schema, after `unreadctl schema apply`):
--
--   psql -v ON_ERROR_STOP=1 -d chat -f sql/roles.sql
--   CREATE ROLE nightly_job LOGIN PASSWORD '…' IN ROLE unreadctl_writer;   -- cron's login
--   CREATE ROLE ops_audit  LOGIN PASSWORD '…' IN ROLE unreadctl_reader;    -- audit / report
--
-- unreadctl_reader: runs `audit` and `report` (reads everything, records its own runs).
-- unreadctl_writer: also runs `recompute --apply` and `nightly`; of the chat tables it may
--                   update only the stored counters. Neither may touch anything else.
-- Idempotent: re-running it resets both roles to exactly these grants.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'unreadctl_reader') THEN
        CREATE ROLE unreadctl_reader NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'unreadctl_writer') THEN
        CREATE ROLE unreadctl_writer NOLOGIN;
    END IF;
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO unreadctl_reader, unreadctl_writer', current_database());
END
$$;

-- Start from nothing (REVOKE ALL), then grant what each command needs.
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM unreadctl_reader, unreadctl_writer;
REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM unreadctl_reader, unreadctl_writer;
GRANT USAGE ON SCHEMA public TO unreadctl_reader, unreadctl_writer;

GRANT SELECT ON schema_migrations, channel_types, users, channels, channel_members,
                user_mutes, messages, receipt_events, unreadctl_runs,
                thread_participants, message_mentions
    TO unreadctl_reader, unreadctl_writer;

-- Every run records itself in unreadctl_runs.
GRANT INSERT (command, options), UPDATE (finished_at, status, stats) ON unreadctl_runs
    TO unreadctl_reader, unreadctl_writer;

-- The writer corrects the stored counters, and nothing else.
GRANT UPDATE (unread_count, unread_mentions) ON channel_members TO unreadctl_writer;
GRANT UPDATE (total_unread_count, unread_channels, unread_threads, total_unread_mentions) ON users TO unreadctl_writer;
GRANT UPDATE (unread_replies) ON thread_participants TO unreadctl_writer;
