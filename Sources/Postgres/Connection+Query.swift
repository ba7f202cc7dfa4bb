import CLibPQ
import Foundation

extension Connection {
    /// Runs one statement with `$1…` parameters (text form, typed by the server) and returns
    /// its rows in binary format.
    @discardableResult
    public func query(_ sql: String, _ parameters: [(any QueryParameter)?] = []) throws -> QueryResult {
        let conn = try requireHandle()
        let texts = parameters.map { $0?.postgresText }
        let sent: Int32 = withOptionalCStrings(texts) { values in
            PQsendQueryParams(conn, sql, Int32(texts.count), nil, values, nil, nil, 1)
        }
        guard sent == 1 else { throw connectionError("could not send the statement") }
        return try collectResult(expecting: [PGRES_TUPLES_OK, PGRES_COMMAND_OK])
    }

    /// Runs a script of one or more statements without parameters (simple query protocol),
    /// e.g. a migration file. Results other than errors are discarded.
    public func execute(_ script: String) throws {
        let conn = try requireHandle()
        guard PQsendQuery(conn, script) == 1 else { throw connectionError("could not send the script") }
        _ = try collectResult(expecting: [PGRES_TUPLES_OK, PGRES_COMMAND_OK, PGRES_EMPTY_QUERY])
    }

    /// A single value of a one-row, one-column query.
    public func scalarInt(_ sql: String, _ parameters: [(any QueryParameter)?] = []) throws -> Int? {
        let result = try query(sql, parameters)
        return result.rowCount == 0 ? nil : try result.int(0, 0)
    }

    public func scalarString(_ sql: String, _ parameters: [(any QueryParameter)?] = []) throws -> String? {
        let result = try query(sql, parameters)
        return result.rowCount == 0 ? nil : try result.string(0, 0)
    }

    /// Reads every result of the statement just sent (draining `PQgetResult` to NULL) and
    /// returns the last one; the first error wins.
    func collectResult(expecting statuses: [ExecStatusType]) throws -> QueryResult {
        let conn = try requireHandle()
        var last: QueryResult?
        var failure: PostgresError?
        while let result = PQgetResult(conn) {
            let status = PQresultStatus(result)
            if statuses.contains(status) {
                last = QueryResult(taking: result)
            } else {
                if failure == nil { failure = error(from: result) }
                PQclear(result)
            }
        }
        if let failure { throw failure }
        guard let last else { throw connectionError("the server sent no result") }
        return last
    }

    /// The server's error fields from a failed result; a lost connection is a connection error.
    func error(from result: OpaquePointer) -> PostgresError {
        func field(_ code: UInt8) -> String? {
            guard let value = PQresultErrorField(result, Int32(code)) else { return nil }
            return String(cString: value)
        }
        let sqlState = field(UInt8(ascii: "C"))
        let message = field(UInt8(ascii: "M")) ?? String(cString: PQresultErrorMessage(result))
        let lost = handle.map { PQstatus($0) == CONNECTION_BAD } ?? true
        let kind: PostgresError.Kind = (sqlState == nil && lost) ? .connection : .server
        let text = message.isEmpty ? lastErrorMessage() : message
        return PostgresError(
            kind: kind, sqlState: sqlState, message: target.redact(text),
            detail: field(UInt8(ascii: "D")).map { target.redact($0) }, hint: field(UInt8(ascii: "H")))
    }
}

/// Calls `body` with C strings for each value, NULL for nil.
func withOptionalCStrings<R>(_ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
    let duplicated = strings.map { $0.map { strdup($0) } ?? nil }
    defer { duplicated.forEach { free($0) } }
    let pointers: [UnsafePointer<CChar>?] = duplicated.map { $0.map { UnsafePointer($0) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}
