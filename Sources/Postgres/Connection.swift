import CLibPQ
import Foundation

/// One libpq connection. It owns its `PGconn` and finishes it exactly once, in `close()`,
/// which `deinit` calls; a connection that failed to open is finished before the error
/// is thrown. Use it from one thread at a time; `makeCanceller()` is the cross-thread path.
/// Sendable unchecked: it owns a `PGconn`, which libpq lets one thread at a time use; a side
/// reader hands it to its worker thread and back across a `DispatchGroup` wait.
public final class Connection: @unchecked Sendable {
    @usableFromInline var handle: OpaquePointer?
    public let target: ConnectionString
    /// The session settings `configure` applied (search_path, timeouts…), so that `sibling()`
    /// opens a second connection that sees the same relations under the same limits.
    public private(set) var sessionSettings: [(String, String)] = []
    /// Applied to every statement `query` and `copyOut` send (not to `execute` scripts): how a
    /// mapping stands in for the relations it lacks (docs/mappings.md#capabilities).
    public var statementRewriter: (@Sendable (String) -> String)?
    /// The schema this connection's search_path was set to (`useSchema`), for messages; nil = the default.
    public private(set) var schema: String?

    /// Connects with `target`, setting `application_name=unreadctl` (a conninfo that names
    /// its own application_name wins) and a 10 s connect timeout unless the conninfo sets one.
    public init(_ target: ConnectionString, applicationName: String = "unreadctl") throws {
        self.target = target
        Secrets.register(target)
        let keywords = ["connect_timeout", "application_name", "dbname"]
        let values = ["10", applicationName, target.conninfo]
        let conn: OpaquePointer? = withCStringArray(keywords) { keys in
            withCStringArray(values) { vals in PQconnectdbParams(keys, vals, 1) }
        }
        guard let conn else {
            throw PostgresError(kind: .connection, message: "libpq could not allocate a connection")
        }
        guard PQstatus(conn) == CONNECTION_OK else {
            let message = String(cString: PQerrorMessage(conn))
            PQfinish(conn)
            throw PostgresError(kind: .connection, message: target.redact(message, environment: ProcessInfo.processInfo.environment))
        }
        handle = conn
        PQsetNoticeProcessor(conn, { _, _ in }, nil) // server NOTICEs are not ours to print
    }

    deinit { close() }

    /// Sets each session setting (`set_config(name, value, false)`) and remembers it for `sibling()`.
    public func configure(_ settings: [(String, String)]) throws {
        for (name, value) in settings {
            try query("SELECT set_config($1, $2, false)", [name, value])
        }
        sessionSettings += settings
    }

    /// `settings` less those the connection string or `PGOPTIONS` set (`pg_settings.source`
    /// 'client'): a setting the operator gave is theirs (docs/commands.md), a tool's default or
    /// planner setting gives way to it.
    public func notGivenByClient(_ settings: [(String, String)]) throws -> [(String, String)] {
        guard !settings.isEmpty else { return [] }
        let given = try query("SELECT name FROM pg_settings WHERE source = 'client'")
        let names = Set(try (0..<given.rowCount).compactMap { try given.string($0, 0) })
        return settings.filter { !names.contains($0.0) }
    }

    /// Makes `name` the whole search_path (pg_catalog stays implicitly first): every unqualified
    /// relation then resolves in that schema only. The name is a parameter, quoted as an identifier
    /// by the server, never spliced into SQL text; a schema the database lacks returns false.
    public func useSchema(_ name: String) throws -> Bool {
        let exists = try query("SELECT EXISTS (SELECT FROM pg_namespace WHERE nspname = $1)", [name]).bool(0, 0) ?? false
        guard exists else { return false }
        let quoted = try query("SELECT quote_ident($1)", [name]).string(0, 0) ?? ""
        try configure([("search_path", quoted)])
        schema = name
        return true
    }

    /// A new connection to the same target with the same session settings and statement rewriter.
    public func sibling() throws -> Connection {
        let connection = try Connection(target)
        do {
            try connection.configure(sessionSettings)
        } catch {
            connection.close()
            throw error
        }
        connection.statementRewriter = statementRewriter
        connection.schema = schema
        return connection
    }

    /// `sql` as this connection sends it (after `statementRewriter`).
    @usableFromInline func rewritten(_ sql: String) -> String { statementRewriter.map { $0(sql) } ?? sql }

    /// Finishes the connection; calling it again does nothing.
    public func close() {
        if let handle { PQfinish(handle) }
        handle = nil
    }

    /// The server's version number, e.g. 150018.
    public var serverVersion: Int { handle.map { Int(PQserverVersion($0)) } ?? 0 }

    /// A canceller for the statement this connection is running, usable from any thread.
    public func makeCanceller() -> QueryCanceller? {
        guard let handle, let cancel = PQgetCancel(handle) else { return nil }
        return QueryCanceller(cancel)
    }

    @usableFromInline func requireHandle() throws -> OpaquePointer {
        guard let handle else { throw PostgresError(kind: .connection, message: "the connection is closed") }
        return handle
    }

    /// The current libpq error text of this connection, password-free.
    func lastErrorMessage() -> String {
        guard let handle else { return "the connection is closed" }
        return target.redact(String(cString: PQerrorMessage(handle)))
    }

    /// An error for a failure libpq reports on the connection (not in a result).
    func connectionError(_ fallback: String) -> PostgresError {
        let message = lastErrorMessage()
        let kind: PostgresError.Kind = handle.map { PQstatus($0) == CONNECTION_BAD } ?? true ? .connection : .server
        return PostgresError(kind: kind, message: message.isEmpty ? fallback : message)
    }
}

/// Calls `body` with a NULL-terminated C array of C strings.
func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let duplicated = strings.map { strdup($0) }
    defer { duplicated.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = duplicated.map { UnsafePointer($0) }
    pointers.append(nil)
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
