#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Positions of byte strings (text or uuid keys as the server sends them), found without
/// allocating: the bytes of every key in one flat array, an open-addressing table of positions
/// (linear probing). A recompute on text keys looks up a channel key per message row
/// (docs/mappings.md#keys), and a scan per row of every relation (docs/benchmark.md#the-reading-layer).
/// On a Mattermost of 158,000 channels whose posts lie in time order that lookup is about a
/// quarter of the client's time, nearly all of it waiting for memory: the slot and the key's
/// bytes are nowhere near the last row's. The hash takes the key eight bytes at a time; each
/// slot keeps 32 bits of its key's hash beside the position, so a probe that meets another key
/// moves on without reading that key's bytes; keys of one length (Mattermost's ids, uuids) are
/// found without `ends`. A `Dictionary` keyed by `[UInt8]` allocated an array for each lookup.
struct ByteKeyIndex: Sendable {
    private var bytes: [UInt8] = []
    /// Key `i` is `bytes[ends[i] - length ..< ends[i]]`, its start being `ends[i - 1]` (0 for the first).
    private var ends: [Int] = []
    /// The key's hash in the high 32 bits, position + 1 in the low ones; 0 = empty. The count
    /// is a power of two, at most half full.
    private var slots: [UInt64] = [UInt64](repeating: 0, count: 16)
    /// The length of every key when all have the same (Mattermost's 26-character ids, uuids):
    /// key `i` then starts at `i * length`, and a lookup does not read `ends`. 0 when they differ
    /// (or there are none).
    private var uniformLength = 0

    var count: Int { ends.count }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        uniformLength = 0
        for index in slots.indices { slots[index] = 0 }
    }

    /// Adds a key (not already present); returns its position.
    @discardableResult
    mutating func append(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        if (ends.count + 1) * 2 > slots.count { grow() }
        uniformLength = ends.isEmpty || key.count == uniformLength ? key.count : 0
        bytes.append(contentsOf: key)
        ends.append(bytes.count)
        let position = ends.count - 1
        place(position, hash: Self.hash(key))
        return position
    }

    /// The position of `key`, appended first when absent: one hash and one probe, where a
    /// lookup followed by `append` made two of each (the audit numbers every message key of a
    /// batch, nearly all of them new).
    @inline(__always)
    mutating func positionAppending(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        if (ends.count + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(key)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if equals(position, key) { return position }
            }
            slot = (slot + 1) & mask
        }
        uniformLength = ends.isEmpty || key.count == uniformLength ? key.count : 0
        bytes.append(contentsOf: key)
        ends.append(bytes.count)
        let position = ends.count - 1
        slots[slot] = tag | UInt64(position + 1)
        return position
    }

    /// The key at `position`.
    func withKey<R>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let end = ends[position], start = position == 0 ? 0 : ends[position - 1]
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// The position of `key`, nil when absent.
    @inline(__always)
    func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(key)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if entry & 0xFFFF_FFFF_0000_0000 == tag {
                    let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                    if equals(position, key) { return position }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    @inline(__always)
    private func equals(_ position: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start: Int
        if uniformLength > 0 {
            guard key.count == uniformLength else { return false }
            start = position &* uniformLength
        } else {
            let end = ends[position]
            start = position == 0 ? 0 : ends[position - 1]
            guard end - start == key.count else { return false }
        }
        guard let other = key.baseAddress, key.count > 0 else { return true }
        return bytes.withUnsafeBufferPointer { all in memcmp(all.baseAddress! + start, other, key.count) == 0 }
    }

    private mutating func place(_ position: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(position + 1)
    }

    private mutating func grow() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        let keys = bytes, ends = self.ends
        keys.withUnsafeBufferPointer { all in
            for position in ends.indices {
                let start = position == 0 ? 0 : ends[position - 1]
                place(position, hash: Self.hash(UnsafeBufferPointer(rebasing: all[start..<ends[position]])))
            }
        }
    }

    /// A 64-bit hash of the key, eight bytes at a time (multiply and fold, as in MurmurHash3's
    /// finalizer); the low bits pick the slot, the high 32 are the slot's tag.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(key.count)
        guard let base = key.baseAddress, key.count > 0 else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= key.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        if offset < key.count {
            var tail: UInt64 = 0, shift: UInt64 = 0
            while offset < key.count {
                tail |= UInt64(key[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        }
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        return hash ^ (hash >> 29)
    }
}
