import CLibPQ
import Foundation

extension Connection {
    /// Runs one statement with `$1…` parameters (text form, typed by the server) and returns
    /// its rows in binary format.
    @discardableResult
    public func query(_ statement: String, _ parameters: [(any QueryParameter)?] = []) throws -> QueryResult {
        let conn = try requireHandle()
        let sql = rewritten(statement)
        let binaries = parameters.map { $0?.postgresBinary }
        let sent: Int32
        if binaries.allSatisfy({ $0 == nil }) {
            let texts = parameters.map { $0?.postgresText }
            sent = withOptionalCStrings(texts) { values in
                PQsendQueryParams(conn, sql, Int32(texts.count), nil, values, nil, nil, 1)
            }
        } else {
            sent = withParameterBytes(parameters, binaries) { values, lengths, formats in
                PQsendQueryParams(conn, sql, Int32(parameters.count), nil, values, lengths, formats, 1)
            }
        }
        guard sent == 1 else { throw connectionError("could not send the statement") }
        return try collectResult(expecting: [PGRES_TUPLES_OK, PGRES_COMMAND_OK])
    }

    /// Runs a script of one or more statements without parameters (simple query protocol),
    /// e.g. a migration file. Results other than errors are discarded.
    /// Sets `values` (`unreadctl.after` …) local to the open transaction, in one round trip:
    /// how values reach statements that take no `$n` parameters (COPY) or that read them with
    /// `current_setting`.
    public func setLocal(_ values: KeyValuePairs<String, String>) throws {
        let calls = values.indices.map { "set_config($\($0 * 2 + 1), $\($0 * 2 + 2), true)" }
        let parameters: [(any QueryParameter)?] = values.flatMap { [$0.key, $0.value] }
        try query("SELECT " + calls.joined(separator: ", "), parameters)
    }

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

/// Calls `body` with each parameter's bytes, lengths and formats (1: binary, 0: text, whose
/// bytes end in NUL), NULL for nil.
func withParameterBytes<R>(
    _ parameters: [(any QueryParameter)?], _ binaries: [[UInt8]?],
    _ body: (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?) -> R
) -> R {
    var buffers: [UnsafeMutableRawPointer?] = []
    var lengths: [Int32] = []
    var formats: [Int32] = []
    for (parameter, binary) in zip(parameters, binaries) {
        let bytes: [UInt8]? = binary ?? parameter.map { Array($0.postgresText.utf8) + [0] }
        guard let bytes else {
            buffers.append(nil); lengths.append(0); formats.append(0)
            continue
        }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        buffers.append(buffer)
        lengths.append(Int32(binary == nil ? bytes.count - 1 : bytes.count))
        formats.append(binary == nil ? 0 : 1)
    }
    defer { buffers.forEach { $0?.deallocate() } }
    let pointers: [UnsafePointer<CChar>?] = buffers.map { $0.map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) } }
    return pointers.withUnsafeBufferPointer { values in
        lengths.withUnsafeBufferPointer { lengthBuffer in
            formats.withUnsafeBufferPointer { body(values.baseAddress, lengthBuffer.baseAddress, $0.baseAddress) }
        }
    }
}
