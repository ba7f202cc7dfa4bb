import CLibPQ

/// The rows of one statement, in binary format. Owns its `PGresult` and clears it exactly
/// once (`close()`, called by `deinit`). Values are decoded by the column's type OID.
public final class QueryResult {
    private var handle: OpaquePointer?
    public let rowCount: Int
    public let columnCount: Int
    /// The number of rows the command affected (`UPDATE 42` → 42), 0 when not applicable.
    public let affectedRows: Int

    init(taking result: OpaquePointer) {
        handle = result
        rowCount = Int(PQntuples(result))
        columnCount = Int(PQnfields(result))
        affectedRows = Int(String(cString: PQcmdTuples(result))) ?? 0
    }

    deinit { close() }

    public func close() {
        if let handle { PQclear(handle) }
        handle = nil
    }

    public func columnName(_ column: Int) -> String {
        guard let handle else { return "" }
        return String(cString: PQfname(handle, Int32(column)))
    }

    public func isNull(_ row: Int, _ column: Int) -> Bool {
        guard let handle else { return true }
        return PQgetisnull(handle, Int32(row), Int32(column)) == 1
    }

    /// A text-like column (text, varchar, name, json, jsonb) as a String; integers, booleans,
    /// floats and timestamps are rendered too. NULL → nil.
    public func string(_ row: Int, _ column: Int) throws -> String? {
        guard let (bytes, oid) = try field(row, column) else { return nil }
        switch oid {
        case TypeOID.jsonb:
            return String(decoding: bytes.dropFirst(), as: UTF8.self) // version byte
        case TypeOID.int2, TypeOID.int4, TypeOID.int8, TypeOID.oid:
            return String(try decodeInt(bytes, oid, row, column))
        case TypeOID.bool:
            guard bytes.count == 1 else { throw typeError(row, column, expected: "bool") }
            return bytes[0] != 0 ? "true" : "false"
        case TypeOID.timestamptz, TypeOID.timestamp:
            guard bytes.count == 8 else { throw typeError(row, column, expected: "timestamptz") }
            return PostgresTimestamp(microseconds: Self.int64(bytes)).description
        case TypeOID.float8:
            guard bytes.count == 8 else { throw typeError(row, column, expected: "float8") }
            return String(Double(bitPattern: UInt64(bitPattern: Self.int64(bytes))))
        default:
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    public func int(_ row: Int, _ column: Int) throws -> Int? {
        guard let (bytes, oid) = try field(row, column) else { return nil }
        return Int(try decodeInt(bytes, oid, row, column))
    }

    public func bool(_ row: Int, _ column: Int) throws -> Bool? {
        guard let (bytes, oid) = try field(row, column) else { return nil }
        guard oid == TypeOID.bool, bytes.count == 1 else { throw typeError(row, column, expected: "bool") }
        return bytes[0] != 0
    }

    public func timestamp(_ row: Int, _ column: Int) throws -> PostgresTimestamp? {
        guard let (bytes, oid) = try field(row, column) else { return nil }
        guard oid == TypeOID.timestamptz || oid == TypeOID.timestamp, bytes.count == 8 else {
            throw typeError(row, column, expected: "timestamptz")
        }
        return PostgresTimestamp(microseconds: Self.int64(bytes))
    }

    public func double(_ row: Int, _ column: Int) throws -> Double? {
        guard let (bytes, oid) = try field(row, column) else { return nil }
        switch oid {
        case TypeOID.float8 where bytes.count == 8: return Double(bitPattern: UInt64(bitPattern: Self.int64(bytes)))
        case TypeOID.float4 where bytes.count == 4: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: Self.int64(bytes))))
        case TypeOID.int2, TypeOID.int4, TypeOID.int8: return Double(try decodeInt(bytes, oid, row, column))
        default: throw typeError(row, column, expected: "float8")
        }
    }

    // MARK: - decoding

    private func field(_ row: Int, _ column: Int) throws -> ([UInt8], UInt32)? {
        guard let handle else { throw Self.closed }
        guard row >= 0, row < rowCount, column >= 0, column < columnCount else {
            throw PostgresError(kind: .usage, message: "row \(row), column \(column) is outside the result")
        }
        if PQgetisnull(handle, Int32(row), Int32(column)) == 1 { return nil }
        let length = Int(PQgetlength(handle, Int32(row), Int32(column)))
        let pointer = UnsafeRawPointer(PQgetvalue(handle, Int32(row), Int32(column))!)
        let bytes = Array(UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: length))
        return (bytes, UInt32(PQftype(handle, Int32(column))))
    }

    private func decodeInt(_ bytes: [UInt8], _ oid: UInt32, _ row: Int, _ column: Int) throws -> Int64 {
        switch (oid, bytes.count) {
        case (TypeOID.int8, 8): return Self.int64(bytes)
        case (TypeOID.int4, 4): return Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: Self.int64(bytes))))
        case (TypeOID.oid, 4): return Self.int64(bytes)
        case (TypeOID.int2, 2): return Int64(Int16(bitPattern: UInt16(truncatingIfNeeded: Self.int64(bytes))))
        default: throw typeError(row, column, expected: "an integer")
        }
    }

    /// Big-endian bytes as an unsigned number in an Int64 (sign comes from the caller's width).
    static func int64(_ bytes: [UInt8]) -> Int64 {
        var value: UInt64 = 0
        for byte in bytes { value = value << 8 | UInt64(byte) }
        return Int64(bitPattern: value)
    }

    /// A value the caller cannot read as the type it asked for: a `.decoding` error (exit 65).
    private func typeError(_ row: Int, _ column: Int, expected: String) -> PostgresError {
        let oid = handle.map { PQftype($0, Int32(column)) } ?? 0
        let length = handle.map { PQgetlength($0, Int32(row), Int32(column)) } ?? 0
        return PostgresError(
            kind: .decoding,
            message: "row \(row + 1), column \(columnName(column)): a \(length)-byte value of type OID \(oid) where the reader needs \(expected)")
    }

    private static let closed = PostgresError(kind: .usage, message: "the result is closed")
}

/// Type OIDs of the built-in types this program decodes (pg_type.oid).
enum TypeOID {
    static let bool: UInt32 = 16
    static let int8: UInt32 = 20
    static let int2: UInt32 = 21
    static let int4: UInt32 = 23
    static let text: UInt32 = 25
    static let oid: UInt32 = 26
    static let float4: UInt32 = 700
    static let float8: UInt32 = 701
    static let timestamp: UInt32 = 1114
    static let timestamptz: UInt32 = 1184
    static let jsonb: UInt32 = 3802
}
