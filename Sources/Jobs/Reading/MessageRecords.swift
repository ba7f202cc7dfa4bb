import Postgres
import ReadState

/// A messages read spilled as fixed 16-byte (or 24-byte) records instead of the COPY tuples
/// (docs/benchmark.md#the-reading-layer, "Message records"): the channel's position in the
/// scan, the sender as a number of the scan's own `UserInterner`, the creation time and the
/// root flag. Each row's channel is looked up and its sender interned once, while the
/// relation is read; a batch is then read back as numbers, with no second decode, no second
/// channel lookup and no second interning, in a fifth of the bytes (on Mattermost's 4.7M
/// counted posts, 374 MB of tuples against 76 MB of records).
///
/// The read's fields: 0 the channel key, 1 the sender's id (text, uuid or integer: its bytes),
/// 2 `created_at`, with `roots` then whether the message is a root, and with `ids` then the
/// message's integer id (24-byte records: the recompute finds a mention's message among the
/// batch's records, "Mentions joined by the client").
struct MessageRecords: Sendable {
    /// Whether the root flag is read (field 3).
    let roots: Bool
    /// Whether the message's integer id is read (the field after the root flag, or field 3).
    var ids = false

    /// The bytes of one record.
    var size: Int { ids ? 24 : 16 }
    /// The field the id is read from.
    var idField: Int { roots ? 4 : 3 }

    /// One record: the time, then the position and the sender with the root flag in its high
    /// bit, then (with ids) the id.
    @inline(__always)
    static func record(position: Int, sender: Int32, createdAt: Int64, root: Bool) -> (UInt64, UInt64) {
        (UInt64(bitPattern: createdAt), UInt64(UInt32(truncatingIfNeeded: position)) | UInt64(UInt32(bitPattern: sender) | (root ? 0x8000_0000 : 0)) << 32)
    }

    /// Calls `body` with the bytes of one record of this layout (`id` is dropped without ids).
    @inline(__always)
    func withRecord<R>(position: Int, sender: Int32, createdAt: Int64, root: Bool, id: Int64,
                       _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let record = Self.record(position: position, sender: sender, createdAt: createdAt, root: root)
        if ids { return try withUnsafeBytes(of: (record.0, record.1, id)) { try body($0.bindMemory(to: UInt8.self)) } }
        return try withUnsafeBytes(of: record) { try body($0.bindMemory(to: UInt8.self)) }
    }

    /// Calls `body` with each record of `bytes` (whole records, as `record` made them); `id` is
    /// 0 without ids.
    @inline(__always)
    func forEach(_ bytes: UnsafeBufferPointer<UInt8>,
                 _ body: (_ position: Int, _ sender: Int32, _ createdAt: Int64, _ root: Bool, _ id: Int64) throws -> Void) rethrows {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base), size = self.size, ids = self.ids
        var offset = 0
        while offset + size <= bytes.count {
            let time = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let rest = raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            let id = ids ? raw.loadUnaligned(fromByteOffset: offset + 16, as: Int64.self) : 0
            let sender = UInt32(truncatingIfNeeded: rest >> 32)
            try body(Int(UInt32(truncatingIfNeeded: rest)), Int32(bitPattern: sender & 0x7FFF_FFFF), Int64(bitPattern: time),
                     sender & 0x8000_0000 != 0, id)
            offset += size
        }
    }
}
