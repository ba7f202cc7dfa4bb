import Adapters
import Postgres

/// A chat backend whose tables unreadctl recognises, so that a database that has them but no
/// contract is told which adapter to install (adapters/NAME/README.md), not to create an empty
/// reference schema beside them.
public struct KnownBackend: Sendable, Equatable {
    /// The adapter's name (`unreadctl adapter install NAME`).
    public var adapter: String
    /// The backend as operators call it.
    public var product: String
    /// `schema.table` of the table that gave it away.
    public var evidence: String

    /// The tables that identify each backend (all must exist in one schema): each adapter's
    /// `detected by` line (`Adapter.signature`).
    static var signatures: [(adapter: String, product: String, tables: [String])] {
        Adapters.all.map { ($0.name, $0.product, $0.signature) }
    }

    /// The first backend whose tables are all present in one schema of the database.
    public static func detect(_ connection: Connection) throws -> KnownBackend? {
        for signature in signatures {
            let result = try connection.query("""
                SELECT n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
                WHERE c.relname = ANY ($1::text[]) AND c.relkind IN ('r', 'p') \
                GROUP BY n.nspname HAVING count(DISTINCT c.relname) = $2::int ORDER BY n.nspname LIMIT 1
                """, [SchemaContract.arrayLiteral(signature.tables), signature.tables.count])
            if result.rowCount > 0, let schema = try result.string(0, 0) {
                return KnownBackend(adapter: signature.adapter, product: signature.product,
                                    evidence: "\(schema).\(signature.tables[0])")
            }
        }
        return nil
    }
}
