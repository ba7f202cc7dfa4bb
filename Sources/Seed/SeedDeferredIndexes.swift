import Postgres

/// The secondary indexes and foreign keys of the tables being loaded, dropped before a bulk
/// load and recreated after it from the definitions the catalog gave (`pg_get_indexdef`,
/// `pg_get_constraintdef`), so the schema after the load is exactly the one before — whatever
/// the migrations defined. Primary keys and unique constraints stay. All of it runs inside the
/// load's transaction: a failed load rolls the drops back too.
struct SeedDeferredIndexes {
    private(set) var indexDefinitions: [String] = []
    private(set) var foreignKeyDefinitions: [String] = []

    /// Drops the foreign keys declared on `tables` and their indexes that back no constraint.
    static func drop(on connection: Connection, tables: [String]) throws -> SeedDeferredIndexes {
        var deferred = SeedDeferredIndexes()
        let list = "{" + tables.joined(separator: ",") + "}"
        let keys = try connection.query("""
            SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname),
                   format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
            FROM pg_constraint
            WHERE contype = 'f' AND conrelid = ANY ($1::regclass[])
            ORDER BY conrelid::regclass::text, conname
            """, [list])
        for row in 0..<keys.rowCount {
            try connection.execute(try keys.string(row, 0) ?? "")
            deferred.foreignKeyDefinitions.append(try keys.string(row, 1) ?? "")
        }
        let indexes = try connection.query("""
            SELECT format('DROP INDEX %s', i.indexrelid::regclass), pg_get_indexdef(i.indexrelid)
            FROM pg_index i
            WHERE i.indrelid = ANY ($1::regclass[])
              AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
            ORDER BY i.indexrelid::regclass::text
            """, [list])
        for row in 0..<indexes.rowCount {
            try connection.execute(try indexes.string(row, 0) ?? "")
            deferred.indexDefinitions.append(try indexes.string(row, 1) ?? "")
        }
        return deferred
    }

    /// Builds the indexes (one sort each, instead of row-by-row inserts), then re-adds and so
    /// validates the foreign keys.
    func restore(on connection: Connection) throws {
        for definition in indexDefinitions { try connection.execute(definition) }
        for definition in foreignKeyDefinitions { try connection.execute(definition) }
    }
}
