-- unreadctl adapters: the guard every adapter's install.sql runs before it creates anything.
-- Included, never run alone: the adapter names itself first, in the same transaction,
--     SET LOCAL unreadctl.adapter = 'NAME';
--     \ir ../shared/guard.sql
-- (psql reads the include relative to install.sql; `unreadctl adapter install` and
-- `adapter show` put this file's text in its place: docs/contributing.md#how-to-add-an-adapter).
-- It refuses any schema but a dedicated, existing one as the first on search_path; the
-- adapter's own check of the backend's tables follows it in install.sql.
DO $guard$
DECLARE
    adapter text := coalesce(current_setting('unreadctl.adapter', true), '');
BEGIN
    IF adapter = '' THEN
        RAISE EXCEPTION 'unreadctl adapter: unreadctl.adapter is not set: run install.sql in one transaction (psql -1), as its header shows';
    END IF;
    IF current_schema() IS NULL
       OR current_schema() IN ('public', 'pg_catalog', 'information_schema')
       OR current_schema() LIKE 'pg\_%' THEN
        RAISE EXCEPTION 'unreadctl % adapter: the first schema on search_path is %, not a mapping schema',
                        adapter, coalesce(current_schema(), '(none)')
            USING HINT = format('Create the mapping schema and put it first, e.g. SELECT set_config(''search_path'', ''"unreadctl_%s", public'', true) in the same transaction.', adapter);
    END IF;
END
$guard$;
