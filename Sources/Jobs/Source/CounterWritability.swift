import Postgres
import Runtime

/// Whether `recompute --apply` can write the stored counters it would correct, asked of the
/// catalog before any scan (docs/mappings.md#writable-counters): a view column must be
/// updatable (an auto-updatable view or an `INSTEAD OF UPDATE` trigger), and the connection's
/// role must hold UPDATE on it.
public enum CounterWritability: Sendable, Equatable {
    case writable
    /// The source cannot be written by anyone: a read-only mapping.
    case readOnly(String)
    /// The source could be written, but not by this role.
    case notGranted(String)

    /// The counter columns a repair writes on `source`: those it compares (stores, and can
    /// recount), nothing else.
    public static func columns(of source: ContractSource) -> [(table: String, column: String)] {
        StoredCounter.repairOrder.flatMap { $0.comparedColumns(of: source).map { ($0.table, $0.name) } }
    }

    /// A column can be updated when its relation is a table, when the view has a row-level
    /// `INSTEAD OF UPDATE` trigger (tgtype bits: row 1, update 16, instead 64), or when the
    /// view is auto-updatable in that column. (`pg_column_is_updatable` alone also asks for
    /// INSERT, which a counter repair never does.)
    static let query = """
        SELECT c.t || '.' || c.col, \
        r.relkind IN ('r', 'p') OR pg_column_is_updatable(r.oid, a.attnum, false) \
        OR EXISTS (SELECT FROM pg_trigger t WHERE t.tgrelid = r.oid AND NOT t.tgisinternal AND t.tgtype & 81 = 81), \
        has_column_privilege(r.oid, a.attnum, 'UPDATE') \
        FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS c(t, col, position) \
        JOIN pg_class r ON r.oid = to_regclass(quote_ident(c.t)) \
        JOIN pg_attribute a ON a.attrelid = r.oid AND a.attname = c.col AND NOT a.attisdropped \
        ORDER BY c.position
        """

    /// Checks every counter column of `source` on `connection` (the writer).
    public static func check(_ connection: Connection, source: ContractSource) throws -> CounterWritability {
        let columns = columns(of: source)
        let result = try JobError.during("checking which counters can be written") {
            try connection.query(query, [SchemaContract.arrayLiteral(columns.map(\.table)),
                                         SchemaContract.arrayLiteral(columns.map(\.column))])
        }
        var notUpdatable: [String] = [], notGranted: [String] = []
        for row in 0..<result.rowCount {
            let name = try result.string(row, 0) ?? ""
            if try !(result.bool(row, 1) ?? false) { notUpdatable.append(name) }
            else if try !(result.bool(row, 2) ?? false) { notGranted.append(name) }
        }
        if !notUpdatable.isEmpty {
            return .readOnly("\(source.placeName) is read-only: \(notUpdatable.joined(separator: ", ")) cannot be updated (a view with no INSTEAD OF UPDATE trigger that is not auto-updatable; docs/mappings.md#writable-counters)")
        }
        if !notGranted.isEmpty {
            let role = (try? connection.scalarString("SELECT current_user")) ?? nil
            return .notGranted("role \(role ?? "?") may not UPDATE \(notGranted.joined(separator: ", ")) (grant it as sql/roles.sql does)")
        }
        return .writable
    }

    /// Throws `JobError.writesRefused` (exit 65) unless every counter can be written.
    public static func require(_ connection: Connection, source: ContractSource) throws {
        switch try check(connection, source: source) {
        case .writable: return
        case .readOnly(let message), .notGranted(let message): throw JobError.writesRefused(message)
        }
    }
}
