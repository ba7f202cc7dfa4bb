/// Builds PostgreSQL's binary COPY format (PGCOPY) for `COPY … FROM STDIN (FORMAT binary)`.
/// The column types must match the table's exactly (int8 for bigint, int4 for int, …).
public struct BinaryCopyEncoder: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(header: Bool = true) {
        if header {
            bytes.append(contentsOf: BinaryCopyDecoder.signature)
            appendInt32(0) // flags
            appendInt32(0) // header extension length
        }
        bytes.reserveCapacity(1 << 16)
    }

    public mutating func beginRow(fieldCount: Int) { appendInt16(Int16(fieldCount)) }
    public mutating func appendNull() { appendInt32(-1) }

    public mutating func append(int64 value: Int64) { appendInt32(8); appendRaw64(UInt64(bitPattern: value)) }
    public mutating func append(int32 value: Int32) { appendInt32(4); appendInt32(value) }
    public mutating func append(bool value: Bool) { appendInt32(1); bytes.append(value ? 1 : 0) }
    public mutating func append(float64 value: Double) { appendInt32(8); appendRaw64(value.bitPattern) }
    public mutating func append(timestampMicros value: Int64) { append(int64: value) }
    public mutating func append(text value: String) {
        var value = value
        value.withUTF8 { utf8 in
            appendInt32(Int32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }
    /// `jsonb` in binary form is a version byte (1) followed by the JSON text.
    public mutating func append(jsonb value: String) {
        let utf8 = Array(value.utf8)
        appendInt32(Int32(utf8.count + 1))
        bytes.append(1)
        bytes.append(contentsOf: utf8)
    }

    public mutating func append(int64 value: Int64?) { if let value { append(int64: value) } else { appendNull() } }
    public mutating func append(int32 value: Int32?) { if let value { append(int32: value) } else { appendNull() } }
    public mutating func append(timestampMicros value: Int64?) { if let value { append(int64: value) } else { appendNull() } }
    public mutating func append(text value: String?) { if let value { append(text: value) } else { appendNull() } }

    public mutating func appendTrailer() { appendInt16(-1) }

    /// Hands the bytes built so far to `flush` and starts again (without a header).
    public mutating func drain() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    @inline(__always) mutating func appendInt16(_ v: Int16) {
        let u = UInt16(bitPattern: v)
        bytes.append(UInt8(u >> 8)); bytes.append(UInt8(u & 0xFF))
    }
    @inline(__always) mutating func appendInt32(_ v: Int32) {
        let u = UInt32(bitPattern: v)
        bytes.append(UInt8(u >> 24)); bytes.append(UInt8((u >> 16) & 0xFF))
        bytes.append(UInt8((u >> 8) & 0xFF)); bytes.append(UInt8(u & 0xFF))
    }
    @inline(__always) mutating func appendRaw64(_ u: UInt64) {
        appendInt32(Int32(bitPattern: UInt32(u >> 32)))
        appendInt32(Int32(bitPattern: UInt32(u & 0xFFFF_FFFF)))
    }
}
