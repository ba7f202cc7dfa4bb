-- Least-privilege roles for unreadctl (not a numbered migration: run it once per database and
-- schema, as the owner of the schema, after `unreadctl schema apply`):
--
--   psql -v ON_ERROR_STOP=1 -d chat -f sql/roles.sql          # the reference schema, in public
--   psql -v ON_ERROR_STOP=1 -d chat -c "SET unreadctl.roles_schema = 'unreadctl_mattermost'" -f sql/roles.sql
--                                                             # a mapping (docs/mappings.md#rights)
--   CREATE ROLE nightly_job LOGIN PASSWORD '…' IN ROLE unreadctl_writer;   -- cron's login
--   CREATE ROLE ops_audit  LOGIN PASSWORD '…' IN ROLE unreadctl_reader;    -- audit / report
--
-- unreadctl_reader: runs `audit` and `report` (reads everything, records its own runs).
-- unreadctl_writer: also runs `recompute --apply` and `nightly`; of the chat data it may
--                   update only the stored counters. Neither may touch anything else.
-- In a mapping the grants are on the mapping's views only, never on the backend's tables: the
-- views read (and their triggers write) with their owner's rights.
-- Idempotent: re-running it resets both roles to exactly these grants in that schema.

DO $$
DECLARE
    role text;
BEGIN
    FOREACH role IN ARRAY ARRAY['unreadctl_reader', 'unreadctl_writer'] LOOP
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = role) THEN
            BEGIN
                EXECUTE format('CREATE ROLE %I NOLOGIN', role);
            EXCEPTION WHEN duplicate_object OR unique_violation THEN
                NULL; -- created meanwhile by the same script run for another database or schema
            END;
        END IF;
    END LOOP;
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO unreadctl_reader, unreadctl_writer', current_database());
END
$$;

DO $$
DECLARE
    -- The schema to grant on: `unreadctl.roles_schema` when set, else public. Plain SQL, no
    -- psql variables: the file also runs as one script through a driver.
    s text := coalesce(nullif(current_setting('unreadctl.roles_schema', true), ''), 'public');
    relation text;
    counter record;
BEGIN
    IF to_regnamespace(quote_ident(s)) IS NULL THEN
        RAISE EXCEPTION 'no schema named %', s;
    END IF;
    -- Start from nothing (REVOKE ALL), then grant what each command needs.
    EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM unreadctl_reader, unreadctl_writer', s);
    EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM unreadctl_reader, unreadctl_writer', s);
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO unreadctl_reader, unreadctl_writer', s);

    -- Read: every contract relation the schema has (a mapping may lack some, docs/mappings.md#capabilities).
    FOREACH relation IN ARRAY ARRAY['schema_migrations', 'channel_types', 'users', 'channels', 'channel_members',
                                    'user_mutes', 'messages', 'receipt_events', 'unreadctl_runs',
                                    'thread_participants', 'message_mentions',
                                    'channel_changes', 'feed_blind_spots', 'addressed_messages', 'check_severities'] LOOP
        IF to_regclass(format('%I.%I', s, relation)) IS NOT NULL THEN
            EXECUTE format('GRANT SELECT ON %I.%I TO unreadctl_reader, unreadctl_writer', s, relation);
        END IF;
    END LOOP;

    -- Every run records itself in unreadctl_runs.
    EXECUTE format('GRANT INSERT (command, options), UPDATE (finished_at, status, stats) ON %I.unreadctl_runs '
                   'TO unreadctl_reader, unreadctl_writer', s);

    -- The writer corrects the stored counters the schema has, and nothing else.
    FOR counter IN
        SELECT c.t, c.col FROM (VALUES ('channel_members', 'unread_count'), ('channel_members', 'unread_mentions'),
                                       ('channel_members', 'unread_root_count'),
                                       ('users', 'total_unread_count'), ('users', 'unread_channels'),
                                       ('users', 'unread_threads'), ('users', 'total_unread_mentions'),
                                       ('thread_participants', 'unread_replies')) AS c(t, col)
        JOIN pg_attribute a ON a.attrelid = to_regclass(format('%I.%I', s, c.t)) AND a.attname = c.col AND NOT a.attisdropped
    LOOP
        EXECUTE format('GRANT UPDATE (%I) ON %I.%I TO unreadctl_writer', counter.col, s, counter.t);
    END LOOP;
END
$$;
