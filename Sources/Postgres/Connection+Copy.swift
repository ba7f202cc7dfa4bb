import CLibPQ
import Foundation

extension Connection {
    /// Streams `COPY (query) TO STDOUT (FORMAT binary)` row by row into `row`, decoding each
    /// CopyData message as it arrives; nothing is materialised. COPY takes no `$n` parameters:
    /// pass values as `settings` (set with `set_config`, read in SQL with `current_setting`),
    /// local to the open transaction when there is one. Returns the number of rows.
    @discardableResult
    public func copyOut(
        _ query: String,
        settings: [(String, String)] = [],
        row: (CopyRow) throws -> Void
    ) throws -> Int {
        try applySettings(settings)
        let conn = try requireHandle()
        guard PQsendQuery(conn, "COPY (\(rewritten(query))) TO STDOUT (FORMAT binary)") == 1 else {
            throw connectionError("could not send COPY")
        }
        try expectCopyState(PGRES_COPY_OUT)
        var decoder = BinaryCopyDecoder()
        var callbackError: Error?
        while true {
            var buffer: UnsafeMutablePointer<CChar>?
            let length = PQgetCopyData(conn, &buffer, 0)
            if length > 0, let buffer {
                if callbackError == nil {
                    do {
                        try buffer.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                            try decoder.decode(UnsafeBufferPointer(start: $0, count: Int(length)), row: row)
                        }
                    } catch {
                        // Stop the server; the rest of the stream is read and dropped below.
                        callbackError = error
                        makeCanceller()?.cancel()
                    }
                }
                PQfreemem(buffer)
            } else if length == -1 {
                break
            } else {
                if let buffer { PQfreemem(buffer) }
                _ = try? collectResult(expecting: [PGRES_COMMAND_OK])
                throw connectionError("COPY failed")
            }
        }
        do {
            _ = try collectResult(expecting: [PGRES_COMMAND_OK])
        } catch let error as PostgresError where callbackError != nil && error.isCancellation {
            // The cancel we sent after the callback failed; report the callback's error.
        }
        if let callbackError { throw callbackError }
        return decoder.rowCount
    }

    /// Bulk-loads rows with `COPY table (columns) FROM STDIN (FORMAT binary)`. `write` adds
    /// rows to the encoder and may call `flush` to send what it has built; an error thrown by
    /// `write` aborts the COPY, so nothing of it is kept. Returns the rows the server loaded.
    /// `freeze` adds COPY's FREEZE option (rows loaded frozen and all-visible; only allowed when
    /// the table was created or truncated in the current transaction).
    @discardableResult
    public func copyIn(
        table: String,
        columns: [String],
        freeze: Bool = false,
        write: (inout BinaryCopyEncoder, _ flush: (inout BinaryCopyEncoder) throws -> Void) throws -> Void
    ) throws -> Int {
        let conn = try requireHandle()
        let sql = "COPY \(table) (\(columns.joined(separator: ", "))) FROM STDIN (FORMAT binary\(freeze ? ", FREEZE" : ""))"
        guard PQsendQuery(conn, sql) == 1 else { throw connectionError("could not send COPY") }
        try expectCopyState(PGRES_COPY_IN)
        var encoder = BinaryCopyEncoder()
        let flush: (inout BinaryCopyEncoder) throws -> Void = { encoder in
            let bytes = encoder.drain()
            try self.putCopyData(bytes)
        }
        do {
            try write(&encoder, flush)
            encoder.appendTrailer()
            try flush(&encoder)
        } catch {
            _ = PQputCopyEnd(conn, "unreadctl aborted the COPY")
            _ = try? collectResult(expecting: [PGRES_COMMAND_OK])
            throw error
        }
        guard PQputCopyEnd(conn, nil) == 1 else { throw connectionError("could not end COPY") }
        return try collectResult(expecting: [PGRES_COMMAND_OK]).affectedRows
    }

    private func putCopyData(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        let conn = try requireHandle()
        let sent = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                PQputCopyData(conn, $0, Int32(buffer.count))
            }
        }
        guard sent == 1 else { throw connectionError("could not send COPY data") }
    }

    /// After sending COPY: the first result must say the COPY started.
    private func expectCopyState(_ state: ExecStatusType) throws {
        let conn = try requireHandle()
        guard let result = PQgetResult(conn) else { throw connectionError("the server sent no result") }
        let status = PQresultStatus(result)
        if status == state { PQclear(result); return }
        let failure = error(from: result)
        PQclear(result)
        while let extra = PQgetResult(conn) { PQclear(extra) }
        throw failure
    }

    /// Runs `body` with `settings` applied, and sets each back to the value it had before,
    /// however `body` ends.
    public func withSettings<T>(_ settings: [(String, String)], _ body: () throws -> T) throws -> T {
        let before = try settings.map { ($0.0, try scalarString("SELECT current_setting($1)", [$0.0]) ?? "") }
        try applySettings(settings)
        defer { try? applySettings(before) }
        return try body()
    }

    /// Sets custom settings (`unreadctl.since` …) for the statements that follow.
    public func applySettings(_ settings: [(String, String)]) throws {
        guard !settings.isEmpty else { return }
        let local = PQtransactionStatus(try requireHandle()) == PQTRANS_INTRANS
        for (name, value) in settings {
            try query("SELECT set_config($1, $2, $3)", [name, value, local])
        }
    }
}
