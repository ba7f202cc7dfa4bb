-- unreadctl adapters: adapter_info, what a mapping is, in one shape for every adapter.
-- Included, never run alone: the adapter has named itself (unreadctl.adapter, see guard.sql)
-- and created adapter_counters, one row per stored counter its channel_members exposes:
--     column_name     the contract's column (unread_count, unread_root_count)
--     stored_counter  how the backend keeps the value the column shows
--     repair_writes   what a repair writes in the backend's tables; NULL: the mapping is read-only
--     source_rule     the backend's function that counts, as its source names it
-- then
--     \ir ../shared/adapter_info.sql
-- `SELECT * FROM adapter_info` adds the adapter's name and whether it repairs or only reads.
DO $info$
DECLARE
    shape name[] := ARRAY['adapter', 'column_name', 'writes', 'stored_counter', 'repair_writes', 'source_rule'];
    existing regclass := to_regclass(format('%I.adapter_info', current_schema()));
BEGIN
    -- An install by an earlier version had another shape, which CREATE OR REPLACE cannot change:
    -- only then is the view dropped (and a grant on it with it).
    IF existing IS NOT NULL AND (SELECT array_agg(a.attname ORDER BY a.attnum) FROM pg_attribute AS a
                                 WHERE a.attrelid = existing AND a.attnum > 0 AND NOT a.attisdropped) IS DISTINCT FROM shape THEN
        EXECUTE format('DROP VIEW %s', existing);
    END IF;
    EXECUTE format($view$
        CREATE OR REPLACE VIEW %I.adapter_info AS
        SELECT %L::text AS adapter, c.column_name::text AS column_name,
               CASE WHEN c.repair_writes IS NULL THEN 'read_only' ELSE 'repairs' END::text AS writes,
               c.stored_counter::text AS stored_counter, c.repair_writes::text AS repair_writes,
               c.source_rule::text AS source_rule
        FROM %I.adapter_counters AS c
        $view$, current_schema(), current_setting('unreadctl.adapter'), current_schema());
END
$info$;
