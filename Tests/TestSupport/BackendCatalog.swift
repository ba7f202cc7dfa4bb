import Postgres

/// What an adapter's install must leave alone (docs/mappings.md#adapters): every catalog object
/// outside the mapping's schema, and the backend's triggers and functions in `public`, as one
/// sorted text to compare before and after.
public enum BackendCatalog {
    public static func objects(outside schema: String, on db: Connection) throws -> String {
        try db.query("""
            SELECT string_agg(x, E'\\n' ORDER BY x) FROM (
              SELECT n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce(pg_get_indexdef(c.oid), '') AS x
                FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname <> $1 AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
              UNION ALL SELECT 'trigger ' || tgname || ' on ' || tgrelid::regclass::text FROM pg_trigger t
                JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
              UNION ALL SELECT 'function ' || p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
               WHERE n.nspname = 'public') s
            """, [schema]).string(0, 0) ?? ""
    }
}
