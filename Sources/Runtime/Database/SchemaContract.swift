import Postgres
import ReadState

/// Every table and column unreadctl reads or writes, with the type the contract gives it
/// (docs/operations.md#the-data-contract): checked by every command right after the schema version,
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
        /// The part of the contract a mapping may lack that this column belongs to; nil = required
        /// of every source (docs/mappings.md#capabilities). The reference schema has every column.
        public var capability: SourceCapability?

        public init(table: String, column: String, type: String, capability: SourceCapability? = nil) {
            self.table = table
            self.column = column
            self.type = type
            self.capability = capability
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

    /// The tool's own tables: the reference schema has both; a mapping has only the run records.
    public static let versionTable = table("schema_migrations", [
        ("version", "integer"), ("name", "text"), ("applied_at", "timestamptz"),
    ])
    public static let runTable = table("unreadctl_runs", [
        ("id", "bigint"), ("command", "text"), ("started_at", "timestamptz"), ("finished_at", "timestamptz"),
        ("status", "text"), ("options", "jsonb"), ("stats", "jsonb"),
    ])

    /// The data relations: sql/001_schema.sql and sql/003_threads_mentions_teams.sql, column by
    /// column, each tagged with the capability it belongs to where a mapping may lack it.
    public static let dataColumns: [Column] = table("channel_types", [
        ("name", "text"), ("read_events", "boolean"), ("delivery_events", "boolean"),
    ]) + table("users", [("id", "text"), ("created_at", "timestamptz")])
        + table("users", [("total_unread_count", "integer"), ("unread_channels", "integer")], .storedUserTotals)
        + table("users", [("unread_threads", "integer")], .storedUserThreads)
        + table("users", [("total_unread_mentions", "integer")], .storedUserMentions)
        + table("channels", [
        ("id", "bigint"), ("cid", "text"), ("type", "text"), ("created_at", "timestamptz"), ("team", "text"),
    ]) + table("channel_members", [
        ("channel_id", "bigint"), ("user_id", "text"), ("joined_at", "timestamptz"), ("muted", "boolean"),
        ("last_read_at", "timestamptz"), ("last_read_message_id", "bigint"), ("unread_count", "integer"),
        ("last_delivered_at", "timestamptz"), ("last_delivered_message_id", "bigint"), ("left_at", "timestamptz"),
    ]) + table("channel_members", [("unread_mentions", "integer")], .storedMemberMentions)
        + table("user_mutes", [("user_id", "text"), ("muted_user_id", "text")], .mutes)
        + table("messages", [
        ("id", "bigint"), ("channel_id", "bigint"), ("user_id", "text"), ("created_at", "timestamptz"),
        ("type", "text"), ("parent_id", "bigint"), ("show_in_channel", "boolean"), ("silent", "boolean"),
        ("shadowed", "boolean"), ("deleted_at", "timestamptz"),
    ]) + table("receipt_events", [
        ("id", "bigint"), ("channel_id", "bigint"), ("user_id", "text"), ("kind", "text"),
        ("message_id", "bigint"), ("up_to", "timestamptz"), ("at", "timestamptz"),
    ], .receiptLog) + table("thread_participants", [
        ("channel_id", "bigint"), ("parent_id", "bigint"), ("user_id", "text"), ("joined_at", "timestamptz"),
        ("last_read_at", "timestamptz"),
    ], .threadParticipants) + table("thread_participants", [("unread_replies", "integer")], .storedThreadCounters)
        + table("message_mentions", [
        ("channel_id", "bigint"), ("message_id", "bigint"), ("user_id", "text"),
    ], .mentionRows)

    /// A mapping's optional `addressed_messages` (docs/mappings.md#addressed-messages): messages
    /// addressed to one member alone. Not part of the reference schema.
    public static let addressedMessages = table("addressed_messages", [
        ("channel_id", "bigint"), ("user_id", "text"), ("sender_id", "text"), ("created_at", "timestamptz"),
    ])

    /// A mapping's optional change feed (docs/change-feeds.md#a-mappings-feed): what changed,
    /// per stream, by position. Not part of the reference schema, whose feeds are its tables.
    public static let channelChanges = table("channel_changes", [
        ("stream", "text"), ("channel_id", "bigint"), ("user_id", "text"), ("position", "bigint"), ("changed_at", "timestamptz"),
    ])

    /// What a mapping's feed cannot see, one row each, listed under "Not measured".
    public static let feedBlindSpots = table("feed_blind_spots", [("description", "text")])

    /// The whole contract of the reference schema: every column is required there.
    public static let columns: [Column] = versionTable + dataColumns + runTable

    private static func table(_ name: String, _ columns: [(String, String)], _ capability: SourceCapability? = nil) -> [Column] {
        columns.map { Column(table: name, column: $0.0, type: $0.1, capability: capability) }
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


    /// A text[] literal whose elements are all double-quoted, so any name survives as it is.
    public static func arrayLiteral(_ values: [String]) -> String {
        let quoted = values.map { value in
            "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return "{" + quoted.joined(separator: ",") + "}"
    }

    /// The same array as a constant of the statement's text, `E'{…}'::type[]` (`text`, or a
    /// channel key's type: `bigint`, `uuid`), its elements given as the type's text: the planner
    /// sees them, so it estimates the rows they select, and PostgreSQL (14 and later) tests a row
    /// against a long constant list by a hash. Inside `E''` a backslash is written `\\` and a
    /// quote `''`, whatever `standard_conforming_strings` says.
    public static func arrayConstant(_ values: [String], of type: String) -> String {
        let literal = arrayLiteral(values).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''")
        return "E'" + literal + "'::\(type)[]"
    }
}
