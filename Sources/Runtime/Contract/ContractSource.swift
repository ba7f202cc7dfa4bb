import Postgres
import ReadState

/// Where a command reads the contract (docs/mappings.md): the reference schema that `schema
/// apply` creates, or a mapping — a schema of its own whose data relations are views over a
/// chat backend's tables, with the tool's run records beside them. Found out once, before
/// anything is scanned: which kind it is, which capabilities it lacks, and every column that is
/// missing or of another type.
public struct ContractSource: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// `schema_migrations` exists: the numbered migrations of sql/ made it.
        case reference
        /// `channels` exists and `schema_migrations` does not: a mapping (docs/mappings.md).
        case mapping
        /// Neither: no contract on this search_path.
        case none
    }

    public var kind: Kind
    /// The `--schema` name; nil = the connection's search_path.
    public var schema: String?
    /// What the source lacks (always empty for the reference schema, whose columns are all required).
    public var absent: Set<SourceCapability>
    /// Columns missing or of another type: a source with any is refused (exit 65), all listed.
    public var mismatches: [SchemaContract.Mismatch]
    /// A mapping whose run-record table is missing (`schema apply --schema S` creates it).
    public var lacksRunTable: Bool
    /// The key types (docs/mappings.md#keys); the reference schema's are `bigint`.
    public var keys = ContractKeys.reference
    /// A "mapping" whose `channels` is a plain table: most likely a backend's own table of that
    /// name (Mattermost has one), not a mapping at all.
    public var channelsIsTable = false
    /// A mapping whose `channel_members` also has `unread_root_count integer`: a second stored
    /// counter per member, of root messages only (docs/mappings.md#root-counters), checked and
    /// repaired in the same run. Never on the reference schema.
    public var rootCounter = false
    /// A mapping whose `channel_members` also has `row_version` (any type, compared as text): a
    /// value the live service changes on every write of the member's row, which the repair's
    /// guard re-checks (docs/mappings.md#row-versions). Never on the reference schema.
    public var rowVersion = false
    /// A mapping with `addressed_messages` (docs/mappings.md#addressed-messages): messages
    /// addressed to one member alone, counted in that member's unread count. Never on the
    /// reference schema.
    public var addressedMessages = false
    /// A mapping with `channel_changes` (docs/change-feeds.md#a-mappings-feed): its nightly is
    /// incremental, as the reference schema's. Never set on the reference schema, whose feeds are its tables.
    public var changeFeed = false
    /// A mapping's `feed_blind_spots`: what its feed cannot see, one line each.
    public var feedBlindSpots = false
    /// A mapping's `check_severities` (docs/mappings.md#severities): checks whose findings are
    /// routine on this source, lowered, with the reason. The catalog's everywhere else.
    public var severities = AuditSeverities.catalog

    /// The reference schema as `schema apply` makes it: every capability, no mismatch.
    public static let reference = ContractSource(kind: .reference, schema: nil, absent: [], mismatches: [], lacksRunTable: false)

    public func has(_ capability: SourceCapability) -> Bool { !absent.contains(capability) }

    /// What the reports say was not measured, one line per missing capability, in catalog order.
    public var notMeasured: [String] { absent.sorted().map(\.absence) }

    /// The schema as the operator named it, for messages: `"S"` or "the search_path".
    public var placeName: String { schema.map { "schema \($0)" } ?? "the search_path" }

    /// Inspects the contract on `connection` (its search_path is the `--schema`). Throws only
    /// when the catalog cannot be read; what is wrong with the contract is in the result.
    public static func inspect(_ connection: Connection, schema: String?) throws -> ContractSource {
        try JobError.during("inspecting the schema") {
            let found = try connection.query("""
                SELECT to_regclass('schema_migrations') IS NOT NULL, to_regclass('channels') IS NOT NULL, \
                coalesce((SELECT relkind IN ('r', 'p') FROM pg_class WHERE oid = to_regclass('channels')), false)
                """)
            let hasVersions = try found.bool(0, 0) ?? false, hasChannels = try found.bool(0, 1) ?? false
            let channelsIsTable = try found.bool(0, 2) ?? false
            let kind: Kind = hasVersions ? .reference : hasChannels ? .mapping : .none
            switch kind {
            case .none:
                return ContractSource(kind: .none, schema: schema, absent: [], mismatches: [], lacksRunTable: true)
            case .reference:
                let mismatches = try SchemaContract.mismatches(connection, contract: SchemaContract.columns)
                return ContractSource(kind: .reference, schema: schema, absent: [], mismatches: mismatches, lacksRunTable: false)
            case .mapping:
                // The key types are the mapping's own, read from `channels.id` and `messages.id`;
                // every other key column must have the same type.
                let keyTypes = try connection.query("""
                    SELECT (SELECT format_type(atttypid, NULL) FROM pg_attribute WHERE attrelid = to_regclass('channels') AND attname = 'id' AND NOT attisdropped), \
                    (SELECT format_type(atttypid, NULL) FROM pg_attribute WHERE attrelid = to_regclass('messages') AND attname = 'id' AND NOT attisdropped)
                    """)
                var keys = ContractKeys.reference
                var keyMismatches: [SchemaContract.Mismatch] = []
                for (index, table) in ["channels", "messages"].enumerated() {
                    let found = try keyTypes.string(0, index)
                    if let found, let type = KeyType(formatType: found) {
                        if index == 0 { keys.channel = type } else { keys.message = type }
                    } else if found != nil {
                        keyMismatches.append(SchemaContract.Mismatch(table: table, column: "id", expected: "bigint, integer, text or uuid", found: found))
                    }
                }
                let all = keyMismatches + (try SchemaContract.mismatches(connection, contract: keys.typing(SchemaContract.dataColumns) + SchemaContract.runTable))
                    .filter { mismatch in !keyMismatches.contains { $0.table == mismatch.table && $0.column == mismatch.column } }
                let runTableMissing = all.filter { $0.table == "unreadctl_runs" && $0.found == nil }
                var remaining = all.filter { !($0.table == "unreadctl_runs" && $0.found == nil) }
                // A capability is absent when every one of its columns is missing; a capability
                // half there (a receipt_events view without `at`) is a mismatch, not an absence.
                var absent: Set<SourceCapability> = []
                for capability in SourceCapability.allCases {
                    let columns = SchemaContract.dataColumns.filter { $0.capability == capability }
                    let missing = remaining.filter { mismatch in
                        mismatch.found == nil && columns.contains { $0.table == mismatch.table && $0.column == mismatch.column }
                    }
                    if missing.count == columns.count {
                        absent.insert(capability)
                        remaining.removeAll { mismatch in missing.contains(mismatch) }
                    }
                }
                // The optional root counter: used when there, a mismatch when of another type.
                let rootType = try connection.query("""
                    SELECT format_type(atttypid, NULL) FROM pg_attribute \
                    WHERE attrelid = to_regclass('channel_members') AND attname = 'unread_root_count' AND NOT attisdropped
                    """)
                var rootCounter = false
                if rootType.rowCount > 0, let found = try rootType.string(0, 0) {
                    if found == "integer" { rootCounter = true } else {
                        remaining.append(SchemaContract.Mismatch(table: "channel_members", column: "unread_root_count", expected: "integer", found: found))
                    }
                }
                var source = ContractSource(kind: .mapping, schema: schema, absent: absent, mismatches: remaining,
                                            lacksRunTable: !runTableMissing.isEmpty, keys: keys, channelsIsTable: channelsIsTable)
                source.rootCounter = rootCounter
                source.rowVersion = try connection.scalarString("""
                    SELECT attname::text FROM pg_attribute \
                    WHERE attrelid = to_regclass('channel_members') AND attname = 'row_version' AND NOT attisdropped
                    """) != nil
                source.addressedMessages = try inspectAddressedMessages(connection, keys: keys, mismatches: &source.mismatches)
                source.severities = try readSeverities(connection, mismatches: &source.mismatches)
                source.changeFeed = try inspectOptional("channel_changes", keys.typing(SchemaContract.channelChanges), connection,
                                                        mismatches: &source.mismatches)
                source.feedBlindSpots = try inspectOptional("feed_blind_spots", SchemaContract.feedBlindSpots, connection,
                                                            mismatches: &source.mismatches)
                return source
            }
        }
    }

    /// docs/mappings.md#addressed-messages: whether the optional `addressed_messages` is there;
    /// when it is, every column must be of its type (a mismatch is refused, exit 65).
    static func inspectAddressedMessages(_ connection: Connection, keys: ContractKeys, mismatches: inout [SchemaContract.Mismatch]) throws -> Bool {
        guard try connection.scalarString("SELECT to_regclass('addressed_messages')::text") != nil else { return false }
        let found = try SchemaContract.mismatches(connection, contract: keys.typing(SchemaContract.addressedMessages))
        mismatches += found
        return found.isEmpty
    }

    /// Whether the optional relation `name` is there; when it is, every column must be of its
    /// type (a mismatch is refused before any scan, exit 65).
    static func inspectOptional(_ name: String, _ columns: [SchemaContract.Column], _ connection: Connection,
                                mismatches: inout [SchemaContract.Mismatch]) throws -> Bool {
        guard try connection.scalarString("SELECT to_regclass($1)::text", [name]) != nil else { return false }
        let found = try SchemaContract.mismatches(connection, contract: columns)
        mismatches += found
        return found.isEmpty
    }

    /// docs/mappings.md#severities: the optional `check_severities (code, severity, reason)`; a
    /// row naming no check or severity, or raising one, is a mismatch (refused, exit 65).
    static func readSeverities(_ connection: Connection, mismatches: inout [SchemaContract.Mismatch]) throws -> AuditSeverities {
        var severities = AuditSeverities.catalog
        guard try connection.scalarString("SELECT to_regclass('check_severities')::text") != nil else { return severities }
        let rows = try connection.query("SELECT code::text, severity::text, coalesce(reason::text, '') FROM check_severities ORDER BY 1")
        for row in 0..<rows.rowCount {
            let text = try rows.string(row, 0) ?? "", name = try rows.string(row, 1) ?? ""
            guard let code = AuditCode(text: text) else {
                mismatches.append(.init(table: "check_severities", column: "code", expected: "a check code (\(AuditCatalog.codeRange))", found: text))
                continue
            }
            guard let severity = AuditSeverity(name: name), severities.lower(code, to: severity, reason: try rows.string(row, 2) ?? "") else {
                mismatches.append(.init(table: "check_severities", column: "severity",
                                        expected: "info, warning or error, at most \(code.text)'s \(code.check.severity.name)", found: name))
                continue
            }
        }
        return severities
    }

    /// Throws unless the source can be read: exit 65 naming what to do (a missing schema, a
    /// known backend's tables without a mapping, any mismatched column, a mapping without its
    /// run table). `SchemaMigrator.requireCurrent` checks the reference schema's version first.
    public func requireReadable(_ connection: Connection) throws {
        switch kind {
        case .none:
            if let backend = try KnownBackend.detect(connection) { throw JobError.knownBackend(backend, schema: schema) }
            throw JobError.schemaMissing(schema: schema)
        case .reference, .mapping:
            if kind == .mapping, channelsIsTable, !mismatches.isEmpty, let backend = try KnownBackend.detect(connection) {
                throw JobError.knownBackend(backend, schema: schema)
            }
            if !mismatches.isEmpty { throw JobError.schemaContract(mismatches, schema: schema) }
            if kind == .mapping, lacksRunTable { throw JobError.mappingWithoutRunTable(schema: schema) }
        }
    }

    /// The statement rewriter of a mapping that lacks capabilities: each relation or column it
    /// lacks is read as an empty relation or a 0 column (a CTE of the same name, which the
    /// statement then reads instead), so the readers need no second path. What the stand-ins
    /// make look like a measurement is switched off by `has(_:)` in the jobs, which say so.
    /// nil when nothing stands in (the reference schema: its statements go out as they are).
    public var standIns: (@Sendable (String) -> String)? {
        let definitions = StandInRelations.definitions(absent: absent, keys: keys)
        if definitions.isEmpty { return nil }
        return { statement in StandInRelations.rewrite(statement, definitions: definitions) }
    }
}
