-- unreadctl schema, version 6: the time indexes a report window is read by
-- (docs/benchmark.md#the-days-report). `psql -1 -v ON_ERROR_STOP=1 -f sql/006_time_indexes.sql`
-- does what `unreadctl schema apply` does.
--
-- A live service writes messages and receipt events in time order, so a day's rows lie
-- together at the end of their tables. A BRIN index keeps, per stretch of 32 pages (256 kB),
-- the lowest and highest time in it: a few kilobytes for ten million rows (40 kB here), and
-- next to nothing for a write to keep up. A report of a day reads the stretches that can
-- hold the day (the messages created in it, the receipt events at or after its start) in one
-- pass, whatever the number of channels; without the index it read each channel's day through
-- `messages (channel_id, created_at)`, one range of channels after the other (10M messages, a
-- day's report: 6.0 s → 2.5–3.3 s). On a table laid out by channel the index narrows nothing;
-- the planner then plans a sequential scan, and the report keeps to the channel index.
--
-- autosummarize: autovacuum summarizes a stretch as soon as it fills, so the newest rows do not
-- wait for the next VACUUM to be skipped over (an unsummarized stretch is always read).
--
-- Building an index takes a SHARE lock on its table (writes wait) while it builds: about 3 s
-- per ten million rows for these two. On a large live database build them first with
-- CREATE INDEX CONCURRENTLY under these names; this file then finds them (IF NOT EXISTS) and
-- only records itself. One EXECUTE per index, for Citus (005_change_feeds.sql).
DO $indexes$
BEGIN
    EXECUTE 'CREATE INDEX IF NOT EXISTS messages_created_at_brin ON messages USING brin (created_at) WITH (pages_per_range = 32, autosummarize = on)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS receipt_events_at_brin ON receipt_events USING brin (at) WITH (pages_per_range = 32, autosummarize = on)';
END
$indexes$;

INSERT INTO schema_migrations (version, name) VALUES (6, '006_time_indexes');
