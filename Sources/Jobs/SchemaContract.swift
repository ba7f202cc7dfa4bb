import Postgres

/// Every table and column unreadctl reads or writes, with the type the contract gives it
/// (README.md#the-data-contract): checked by every command right after the schema version,
/// before any read or write, so a column whose type drifted (`messages.created_at` altered to
/// `text`, `channel_members.last_read_at` to `date`) stops the run with exit 65 instead of
/// being decoded as something else.
///
/// Types compare exactly, by type OID: the server resolves each contract name (`timestamptz` is
/// `timestamp with time zone`, `integer` is `int4`), and a column of any other type is refused,
/// even a compatible-looking one (`varchar` for `text`, `timestamp` for `timestamptz`, `bigint`
/// for `integer`, a domain over the type): the binary decoders read exactly these types.
/// A precision modifier (`timestamptz(3)`) is the same type and passes.
public enum SchemaContract {
    public struct Column: Sendable, Equatable {
        public var table: String
        public var column: String
        /// A type name the server resolves (`regtype`).
        public var type: String

        public init(table: String, column: String, type: String) {
            self.table = table
            self.column = column
            self.type = type
        }
    }

    /// A contract column missing or of another type.
    public struct Mismatch: Sendable, Equatable, CustomStringConvertible {
        public var table: String
        public var column: String
        public var expected: String
        /// `format_type` of the column found, nil when the table or the column is missing.
        public var found: String?

        public init(table: String, column: String, expected: String, found: String?) {
            self.table = table
            self.column = column
            self.expected = expected
            self.found = found
        }

        public var description: String {
            "\(table).\(column): expected \(expected), found \(found ?? "no such column")"
        }
    }

    /// The contract: sql/001_schema.sql and sql/003_threads_mentions_teams.sql, column by column.
    public static let columns: [Column] = table("schema_migrations", [
        ("version", "integer"), ("name", "text"), ("applied_at", "timestamptz"),
    ]) + table("channel_types", [
        ("name", "text"), ("read_events", "boolean"), ("delivery_events", "boolean"),
    ]) + table("users", [
        ("id", "text"), ("created_at", "timestamptz"), ("total_unread_count", "integer"),
        ("unread_channels", "integer"), ("unread_threads", "integer"), ("total_unread_mentions", "integer"),
    ]) + table("channels", [
        ("id", "bigint"), ("cid", "text"), ("type", "text"), ("created_at", "timestamptz"), ("team", "text"),
    ]) + table("channel_members", [
        ("channel_id", "bigint"), ("user_id", "text"), ("joined_at", "timestamptz"), ("muted", "boolean"),
        ("last_read_at", "timestamptz"), ("last_read_message_id", "bigint"), ("unread_count", "integer"),
        ("last_delivered_at", "timestamptz"), ("last_delivered_message_id", "bigint"), ("left_at", "timestamptz"),
        ("unread_mentions", "integer"),
    ]) + table("user_mutes", [
        ("user_id", "text"), ("muted_user_id", "text"),
    ]) + table("messages", [
        ("id", "bigint"), ("channel_id", "bigint"), ("user_id", "text"), ("created_at", "timestamptz"),
        ("type", "text"), ("parent_id", "bigint"), ("show_in_channel", "boolean"), ("silent", "boolean"),
        ("shadowed", "boolean"), ("deleted_at", "timestamptz"),
    ]) + table("receipt_events", [
        ("id", "bigint"), ("channel_id", "bigint"), ("user_id", "text"), ("kind", "text"),
        ("message_id", "bigint"), ("up_to", "timestamptz"), ("at", "timestamptz"),
    ]) + table("unreadctl_runs", [
        ("id", "bigint"), ("command", "text"), ("started_at", "timestamptz"), ("finished_at", "timestamptz"),
        ("status", "text"), ("options", "jsonb"), ("stats", "jsonb"),
    ]) + table("thread_participants", [
        ("channel_id", "bigint"), ("parent_id", "bigint"), ("user_id", "text"), ("joined_at", "timestamptz"),
        ("last_read_at", "timestamptz"), ("unread_replies", "integer"),
    ]) + table("message_mentions", [
        ("channel_id", "bigint"), ("message_id", "bigint"), ("user_id", "text"),
    ])

    private static func table(_ name: String, _ columns: [(String, String)]) -> [Column] {
        columns.map { Column(table: name, column: $0.0, type: $0.1) }
    }

    /// One catalog query: each contract column that is missing or not of its type, in contract
    /// order. Tables resolve through `search_path`, as the tool's own statements do. The names
    /// travel as parameters.
    static let query = """
        SELECT c.table_name, c.column_name, format_type(c.type_name::regtype, NULL), format_type(a.atttypid, a.atttypmod) \
        FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS c(table_name, column_name, type_name, position) \
        LEFT JOIN pg_attribute a ON a.attrelid = to_regclass(quote_ident(c.table_name)) \
        AND a.attname = c.column_name AND a.attnum > 0 AND NOT a.attisdropped \
        WHERE a.atttypid IS DISTINCT FROM c.type_name::regtype \
        ORDER BY c.position
        """

    /// The columns of `contract` that `connection`'s database lacks or types otherwise.
    public static func mismatches(_ connection: Connection, contract: [Column] = columns) throws -> [Mismatch] {
        try JobError.during("checking the column types") {
            let result = try connection.query(query, [
                arrayLiteral(contract.map(\.table)), arrayLiteral(contract.map(\.column)), arrayLiteral(contract.map(\.type)),
            ])
            return try (0..<result.rowCount).map { row in
                Mismatch(table: try result.string(row, 0) ?? "", column: try result.string(row, 1) ?? "",
                         expected: try result.string(row, 2) ?? "", found: try result.string(row, 3))
            }
        }
    }

    /// Throws `JobError.schemaContract` (exit 65) unless every contract column exists with its type.
    public static func check(_ connection: Connection) throws {
        let found = try mismatches(connection)
        if !found.isEmpty { throw JobError.schemaContract(found) }
    }

    /// A text[] literal whose elements are all double-quoted, so any name survives as it is.
    public static func arrayLiteral(_ values: [String]) -> String {
        let quoted = values.map { value in
            "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return "{" + quoted.joined(separator: ",") + "}"
    }
}
