import Postgres

/// Which layout the tables have: plain PostgreSQL, or sharded by channel on a Citus
/// coordinator (docs/citus.md#running-on-citus). `sql/004_citus_layout.sql` builds the Citus one.
public enum SchemaLayout: Sendable, Equatable, CustomStringConvertible {
    /// No `citus` extension in this database.
    case plain
    /// The extension is installed but the tables are still plain: `schema distribute` converts them.
    case citusNotDistributed
    /// Channel-keyed tables distributed by channel_id, the small ones reference tables.
    case citus(distributedTables: [String], referenceTables: [String])

    public var description: String {
        switch self {
        case .plain:
            return "plain PostgreSQL"
        case .citusNotDistributed:
            return "Citus extension installed, tables not distributed (run: unreadctl schema distribute --yes)"
        case .citus(let distributed, let reference):
            return "Citus: distributed by channel_id: \(distributed.joined(separator: ", ")); reference: \(reference.joined(separator: ", "))"
        }
    }

    /// The statements `schema distribute` runs, in order, for its plan (`--yes` absent).
    public static let distributionPlan: [String] = [
        "re-key messages and receipt_events to PRIMARY KEY (channel_id, id) (Citus needs the distribution column in every key)",
        "make channel_types, users, channels, user_mutes reference tables (a copy on every node)",
        "distribute channel_members, messages, receipt_events, thread_participants, message_mentions by channel_id, co-located",
        "remove the coordinator's local copies of the moved rows",
        "all in one transaction, by the function unreadctl_distribute_layout() that migration 004 installed",
    ]

    /// Reads the layout (read-only; works on any node).
    public static func read(_ connection: Connection) throws -> SchemaLayout {
        try JobError.during("reading the schema layout") {
            let hasCitus = try connection.query("SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus')").bool(0, 0) ?? false
            guard hasCitus else { return .plain }
            // pg_dist_partition exists only where the extension does: this query is not run otherwise.
            let result = try connection.query("""
                SELECT logicalrelid::regclass::text, partmethod = 'h'
                FROM pg_dist_partition ORDER BY logicalrelid::regclass::text
                """)
            var distributed: [String] = []
            var reference: [String] = []
            for row in 0..<result.rowCount {
                guard let name = try result.string(row, 0) else { continue }
                if try result.bool(row, 1) ?? false { distributed.append(name) } else { reference.append(name) }
            }
            return distributed.contains("channel_members") ? .citus(distributedTables: distributed, referenceTables: reference) : .citusNotDistributed
        }
    }

    /// Converts a plain schema on a Citus coordinator (`schema distribute --yes`); returns the
    /// layout after. Idempotent: a distributed schema is left as it is.
    public static func distribute(_ connection: Connection) throws -> SchemaLayout {
        try SchemaMigrator.requireCurrent(connection)
        guard try read(connection) != .plain else {
            throw JobError.invalidInput("this database has no citus extension: CREATE EXTENSION citus on the coordinator and every worker, add the workers, then run schema distribute")
        }
        try JobError.during("distributing the tables") {
            try connection.transaction(.readWrite) {
                try connection.query("SELECT pg_advisory_xact_lock($1::bigint)", [SchemaMigrator.applyLockKey])
                _ = try connection.scalarString("SELECT unreadctl_distribute_layout()")
            }
        }
        return try read(connection)
    }
}
