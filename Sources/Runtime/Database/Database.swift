import Postgres

/// Opens the connections a step uses: to the primary, and for read-only steps optionally to
/// a replica. Each connection is registered for cancellation on SIGINT / SIGTERM.
public struct Database: Sendable {
    public let primary: ConnectionString
    /// Where read-only phases read (`--replica-dsn`); the primary when nil.
    public let replica: ConnectionString?
    /// Session settings applied to every connection (statement_timeout, lock_timeout…).
    public let sessionSettings: [(String, String)]
    /// `--schema`: where the contract is (docs/mappings.md); nil = the connection's search_path.
    public let schema: String?
    /// Settings the tool applies unless the connection string already set them (`options='-c
    /// lock_timeout=1000'`, `PGOPTIONS`): the tool's defaults for options not given on the command line.
    public let defaultSettings: [(String, String)]

    public init(primary: ConnectionString, replica: ConnectionString? = nil, sessionSettings: [(String, String)] = [],
                schema: String? = nil, defaultSettings: [(String, String)] = []) {
        self.primary = primary
        self.replica = replica
        self.sessionSettings = sessionSettings
        self.schema = schema
        self.defaultSettings = defaultSettings
    }

    public func connectPrimary() throws -> Connection { try connect(primary, role: "primary") }

    /// The primary, for steps that write: a server in recovery (a replica) is refused with a
    /// clear error rather than failing half-way with "read-only transaction".
    public func connectWriter() throws -> Connection {
        let connection = try connectPrimary()
        let inRecovery = try JobError.during("checking the primary") {
            try connection.query("SELECT pg_is_in_recovery()").bool(0, 0) ?? false
        }
        if inRecovery {
            connection.close()
            throw JobError.invalidInput("the server given by --dsn is in recovery (a replica): writes need the primary; point --dsn at it and --replica-dsn at the replica")
        }
        return connection
    }
    public func connectReader() throws -> Connection { try connect(replica ?? primary, role: replica == nil ? "primary" : "replica") }

    private func connect(_ target: ConnectionString, role: String) throws -> Connection {
        let connection = try JobError.during("connecting to the \(role)") { try Connection(target) }
        _ = Interruption.shared.register(connection)
        do {
            try JobError.during("configuring the session") {
                try connection.configure(sessionSettings)
                // docs/commands.md#unreadctl-nightly--the-cron-job: a flag wins, then the connection string, then the tool's default.
                try connection.configure(connection.notGivenByClient(defaultSettings))
                if let schema, try !connection.useSchema(schema) { throw JobError.schemaNotFound(schema) }
            }
            // A mapping that lacks parts of the contract reads them as empty stand-ins
            // (docs/mappings.md#capabilities); the reference schema's statements go out as they are.
            connection.statementRewriter = try ContractSource.inspect(connection, schema: schema).standIns
        } catch {
            connection.close()
            throw error
        }
        return connection
    }
}
