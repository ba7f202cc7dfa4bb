-- unreadctl schema, version 4: the distributed layout on a Citus coordinator (docs/citus.md#running-on-citus).
-- `psql -1 -v ON_ERROR_STOP=1 -f sql/004_citus_layout.sql` does what `unreadctl schema apply` does.
--
-- On plain PostgreSQL (no `citus` extension in this database) this migration only creates the
-- function below and changes nothing else. Where the extension is installed, it shards every
-- channel-keyed table by channel_id, co-located, so that all of a channel's rows live on one
-- worker, and makes the small tables reference tables (a copy on every node):
--   distributed by channel_id: channel_members, messages, receipt_events,
--                              thread_participants, message_mentions
--   reference tables:          channel_types, users, user_mutes, channels
-- `channels` is a reference table rather than distributed by id: every step joins it to a
-- channel-keyed table by id, and a reference table joins on any node without a repartition;
-- it is small (one row per channel) and written rarely.
-- Citus needs channel_id in every primary key of a distributed table, so messages and
-- receipt_events are keyed (channel_id, id); their identity columns keep working (Citus
-- hands out bigint identity values from the coordinator).
-- unreadctl_runs and schema_migrations stay local to the coordinator, where the run lock lives.
--
-- `unreadctl schema distribute --yes` calls the same function on a database whose plain schema
-- was applied before the extension was installed.
CREATE OR REPLACE FUNCTION unreadctl_distribute_layout() RETURNS text
LANGUAGE plpgsql AS $fn$
DECLARE
    reference_tables   text[] := ARRAY['channel_types', 'users', 'channels', 'user_mutes'];
    distributed_tables text[] := ARRAY['channel_members', 'messages', 'receipt_events',
                                       'thread_participants', 'message_mentions'];
    t text;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
        RETURN 'plain';
    END IF;
    IF EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'channel_members'::regclass) THEN
        RETURN 'citus';
    END IF;
    -- A foreign key to a reference table would otherwise turn the referencing tables into
    -- Citus local tables on the way, which cannot then be distributed.
    PERFORM set_config('citus.enable_local_reference_table_foreign_keys', 'off', true);
    -- DDL after a parallel multi-shard read fails in one transaction: keep this one sequential.
    PERFORM set_config('citus.multi_shard_modify_mode', 'sequential', true);
    ALTER TABLE messages DROP CONSTRAINT messages_pkey, ADD PRIMARY KEY (channel_id, id);
    ALTER TABLE receipt_events DROP CONSTRAINT receipt_events_pkey, ADD PRIMARY KEY (channel_id, id);
    FOREACH t IN ARRAY reference_tables LOOP
        PERFORM create_reference_table(t);
    END LOOP;
    FOREACH t IN ARRAY distributed_tables LOOP
        PERFORM create_distributed_table(t, 'channel_id',
            colocate_with => CASE WHEN t = 'channel_members' THEN 'default' ELSE 'channel_members' END);
    END LOOP;
    -- Distributing copies a table's rows to the shards and leaves the local copy on disk, unseen.
    FOREACH t IN ARRAY reference_tables || distributed_tables LOOP
        PERFORM truncate_local_data_after_distributing_table(t);
    END LOOP;
    RETURN 'citus';
END
$fn$;

SELECT unreadctl_distribute_layout();

INSERT INTO schema_migrations (version, name) VALUES (4, '004_citus_layout');
