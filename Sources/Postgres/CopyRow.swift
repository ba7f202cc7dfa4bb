/// One row of a binary COPY stream, valid only inside the callback that receives it: the
/// fields point into libpq's buffer, so reading them allocates nothing (except `string`).
///
/// Decoding is strict (docs/operations.md#the-data-contract): NULL reads as
/// nil, and only NULL does. A value whose width the accessor's type cannot have (a 4-byte
/// `date` asked for as a timestamp, a text asked for as an integer), or a NULL asked for with
/// a `notNull:` accessor, is a decode failure: the accessor returns a placeholder, and the
/// decoder throws a `.decoding` error naming the row and the field as soon as the row's
/// callback returns, so a placeholder never outlives the failed COPY.
public struct CopyRow {
    @usableFromInline let base: UnsafePointer<UInt8>
    @usableFromInline let offsets: UnsafePointer<Int32>
    @usableFromInline let lengths: UnsafePointer<Int32>
    /// The decoder's failure slot: [field, `Expected` raw value] of the row's first failure, field -1 = none.
    @usableFromInline let failure: UnsafeMutablePointer<Int32>
    public let fieldCount: Int

    /// What an accessor wanted when a field failed to decode.
    @usableFromInline enum Expected: Int32 {
        case integer, timestamp, bool, float64, value

        var name: String {
            switch self {
            case .integer: return "an int2, int4 or int8 (2, 4 or 8 bytes)"
            case .timestamp: return "a timestamptz (8 bytes)"
            case .bool: return "a bool (1 byte)"
            case .float64: return "a float8 (8 bytes)"
            case .value: return "a value"
            }
        }
    }

    @inlinable
    init(base: UnsafePointer<UInt8>, offsets: UnsafePointer<Int32>, lengths: UnsafePointer<Int32>,
         failure: UnsafeMutablePointer<Int32>, fieldCount: Int) {
        self.base = base
        self.offsets = offsets
        self.lengths = lengths
        self.failure = failure
        self.fieldCount = fieldCount
    }

    @inlinable public func isNull(_ field: Int) -> Bool { lengths[field] < 0 }

    /// The raw bytes of a field; empty for NULL.
    @inlinable public func bytes(_ field: Int) -> UnsafeBufferPointer<UInt8> {
        let length = Int(lengths[field])
        return UnsafeBufferPointer(start: base + Int(offsets[field]), count: max(length, 0))
    }

    /// The whole tuple as the stream carried it (field count, then each field's length and
    /// bytes): what a spill stores, and `BinaryCopyDecoder(tuplesOnly:)` reads back.
    @inlinable public var tuple: UnsafeBufferPointer<UInt8> {
        guard fieldCount > 0 else { return UnsafeBufferPointer(start: base, count: 0) }
        let start = Int(offsets[0]) - 6
        let last = fieldCount - 1
        let end = Int(offsets[last]) + max(Int(lengths[last]), 0)
        return UnsafeBufferPointer(start: base + start, count: end - start)
    }

    /// An `int2`, `int4` or `int8` field, widened; nil for NULL.
    @inlinable public func int64(_ field: Int) -> Int64? {
        let p = base + Int(offsets[field])
        switch lengths[field] {
        case 8: return Int64(bitPattern: Self.bigEndian64(p))
        case 4: return Int64(Int32(bitPattern: Self.bigEndian32(p)))
        case 2: return Int64(Int16(bitPattern: UInt16(p[0]) << 8 | UInt16(p[1])))
        case ..<0: return nil
        default: fail(field, .integer); return 0
        }
    }

    /// A `timestamptz` field in microseconds since 2000-01-01 UTC; nil for NULL.
    @inlinable public func timestampMicros(_ field: Int) -> Int64? {
        switch lengths[field] {
        case 8: return Int64(bitPattern: Self.bigEndian64(base + Int(offsets[field])))
        case ..<0: return nil
        default: fail(field, .timestamp); return 0
        }
    }

    @inlinable public func timestamp(_ field: Int) -> PostgresTimestamp? {
        timestampMicros(field).map(PostgresTimestamp.init(microseconds:))
    }

    @inlinable public func bool(_ field: Int) -> Bool? {
        switch lengths[field] {
        case 1: return base[Int(offsets[field])] != 0
        case ..<0: return nil
        default: fail(field, .bool); return false
        }
    }

    @inlinable public func float64(_ field: Int) -> Double? {
        switch lengths[field] {
        case 8: return Double(bitPattern: Self.bigEndian64(base + Int(offsets[field])))
        case ..<0: return nil
        default: fail(field, .float64); return 0
        }
    }

    /// A text field decoded as UTF-8; nil for NULL.
    public func string(_ field: Int) -> String? {
        lengths[field] < 0 ? nil : String(decoding: bytes(field), as: UTF8.self)
    }

    // MARK: - fields the reader needs a value in (NULL is a decode failure)

    @inlinable public func int64(notNull field: Int) -> Int64 {
        if let value = int64(field) { return value }
        fail(field, .value)
        return 0
    }

    @inlinable public func timestampMicros(notNull field: Int) -> Int64 {
        if let value = timestampMicros(field) { return value }
        fail(field, .value)
        return 0
    }

    @inlinable public func bool(notNull field: Int) -> Bool {
        if let value = bool(field) { return value }
        fail(field, .value)
        return false
    }

    /// A text field's bytes; NULL is a decode failure (an empty buffer is returned).
    @inlinable public func bytes(notNull field: Int) -> UnsafeBufferPointer<UInt8> {
        if lengths[field] < 0 { fail(field, .value) }
        return bytes(field)
    }

    /// Records the row's first decode failure; the decoder throws once the callback returns.
    @inlinable func fail(_ field: Int, _ expected: Expected) {
        guard failure[0] < 0 else { return }
        failure[0] = Int32(field)
        failure[1] = expected.rawValue
    }

    @inlinable static func bigEndian64(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(bigEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    }

    @inlinable static func bigEndian32(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(bigEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt32.self))
    }
}
