-- unreadctl schema, version 5: what the incremental nightly's change feeds read
-- (docs/change-feeds.md). `psql -1 -v ON_ERROR_STOP=1 -f sql/005_change_feeds.sql` does what
-- `unreadctl schema apply` does.
--
-- New messages and receipt events are found by their primary keys (ids above the last run's
-- high-water marks). Three other changes a live service makes carry a time the service sets
-- when it makes them, but no index a feed could read them by:
--   a soft delete            messages.deleted_at
--   a join (or a rejoin)     channel_members.joined_at
--   a leave                  channel_members.left_at
-- These indexes let a nightly find the day's deletes, joins and leaves without reading the
-- tables. The two partial ones hold only the rows that have the time (deleted messages, former
-- members). None of the columns changes when a message is sent, a receipt moves or a counter
-- is written, so those updates stay HOT (002_counter_fillfactor.sql): only a delete, a join or
-- a leave adds an index entry.
--
-- Building an index takes a SHARE lock on its table (writes wait) while it builds. On a large
-- live database build them first with CREATE INDEX CONCURRENTLY under these names; this file
-- then finds them (IF NOT EXISTS) and only records itself.
--
-- Each index is its own EXECUTE: on Citus, a CREATE INDEX on a distributed table is sent to the
-- shards with the text of the statement that ran it, and three statements in one query string
-- are refused there ("cannot insert multiple commands into a prepared statement").
DO $indexes$
BEGIN
    EXECUTE 'CREATE INDEX IF NOT EXISTS messages_deleted_at_idx ON messages (deleted_at) WHERE deleted_at IS NOT NULL';
    EXECUTE 'CREATE INDEX IF NOT EXISTS channel_members_joined_at_idx ON channel_members (joined_at)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS channel_members_left_at_idx ON channel_members (left_at) WHERE left_at IS NOT NULL';
END
$indexes$;

INSERT INTO schema_migrations (version, name) VALUES (5, '005_change_feeds');
