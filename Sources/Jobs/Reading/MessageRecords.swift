import Postgres
import ReadState

/// A messages read spilled as fixed 16-byte records instead of the COPY tuples
/// (docs/benchmark.md#the-reading-layer, "Message records"): the channel's position in the
/// scan, the sender as a number of the scan's own `UserInterner`, the creation time and the
/// root flag. Each row's channel is looked up and its sender interned once, while the
/// relation is read; a batch is then read back as numbers, with no second decode, no second
/// channel lookup and no second interning, in a fifth of the bytes (on Mattermost's 4.7M
/// counted posts, 374 MB of tuples against 76 MB of records).
///
/// The read's fields: 0 the channel key, 1 the sender's id (text, uuid or integer: its bytes),
/// 2 `created_at`, and with `roots` 3 whether the message is a root.
struct MessageRecords: Sendable {
    static let size = 16
    /// Whether field 3, the root flag, is read.
    let roots: Bool

    /// One record: the time, then the position and the sender with the root flag in its high bit.
    @inline(__always)
    static func record(position: Int, sender: Int32, createdAt: Int64, root: Bool) -> (UInt64, UInt64) {
        (UInt64(bitPattern: createdAt), UInt64(UInt32(truncatingIfNeeded: position)) | UInt64(UInt32(bitPattern: sender) | (root ? 0x8000_0000 : 0)) << 32)
    }

    /// Calls `body` with each record of `bytes` (whole records, as `record` made them).
    @inline(__always)
    static func forEach(_ bytes: UnsafeBufferPointer<UInt8>,
                        _ body: (_ position: Int, _ sender: Int32, _ createdAt: Int64, _ root: Bool) throws -> Void) rethrows {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + size <= bytes.count {
            let time = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let rest = raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            let sender = UInt32(truncatingIfNeeded: rest >> 32)
            try body(Int(UInt32(truncatingIfNeeded: rest)), Int32(bitPattern: sender & 0x7FFF_FFFF), Int64(bitPattern: time),
                     sender & 0x8000_0000 != 0)
            offset += size
        }
    }
}
