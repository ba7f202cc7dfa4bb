/// One row of a binary COPY stream, valid only inside the callback that receives it: the
/// fields point into libpq's buffer, so reading them allocates nothing (except `string`).
public struct CopyRow {
    @usableFromInline let base: UnsafePointer<UInt8>
    @usableFromInline let offsets: UnsafePointer<Int32>
    @usableFromInline let lengths: UnsafePointer<Int32>
    public let fieldCount: Int

    @inlinable
    init(base: UnsafePointer<UInt8>, offsets: UnsafePointer<Int32>, lengths: UnsafePointer<Int32>, fieldCount: Int) {
        self.base = base
        self.offsets = offsets
        self.lengths = lengths
        self.fieldCount = fieldCount
    }

    @inlinable public func isNull(_ field: Int) -> Bool { lengths[field] < 0 }

    /// The raw bytes of a field; empty for NULL.
    @inlinable public func bytes(_ field: Int) -> UnsafeBufferPointer<UInt8> {
        let length = Int(lengths[field])
        return UnsafeBufferPointer(start: base + Int(offsets[field]), count: max(length, 0))
    }

    /// An `int2`, `int4` or `int8` field, widened; nil for NULL.
    @inlinable public func int64(_ field: Int) -> Int64? {
        let p = base + Int(offsets[field])
        switch lengths[field] {
        case 8: return Int64(bitPattern: Self.bigEndian64(p))
        case 4: return Int64(Int32(bitPattern: Self.bigEndian32(p)))
        case 2: return Int64(Int16(bitPattern: UInt16(p[0]) << 8 | UInt16(p[1])))
        default: return nil
        }
    }

    /// A `timestamptz` field in microseconds since 2000-01-01 UTC; nil for NULL.
    @inlinable public func timestampMicros(_ field: Int) -> Int64? {
        lengths[field] == 8 ? Int64(bitPattern: Self.bigEndian64(base + Int(offsets[field]))) : nil
    }

    @inlinable public func timestamp(_ field: Int) -> PostgresTimestamp? {
        timestampMicros(field).map(PostgresTimestamp.init(microseconds:))
    }

    @inlinable public func bool(_ field: Int) -> Bool? {
        lengths[field] == 1 ? base[Int(offsets[field])] != 0 : nil
    }

    @inlinable public func float64(_ field: Int) -> Double? {
        lengths[field] == 8 ? Double(bitPattern: Self.bigEndian64(base + Int(offsets[field]))) : nil
    }

    /// A text field decoded as UTF-8; nil for NULL.
    public func string(_ field: Int) -> String? {
        lengths[field] < 0 ? nil : String(decoding: bytes(field), as: UTF8.self)
    }

    @inlinable static func bigEndian64(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(bigEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    }

    @inlinable static func bigEndian32(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(bigEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt32.self))
    }
}
