/// Positions of byte strings (text or uuid keys as the server sends them), found without
/// allocating: the bytes of every key in one flat array, an open-addressing table of positions
/// (FNV-1a hash, linear probing). A recompute on text keys looks up a channel key per message
/// row (docs/mappings.md#keys); a `Dictionary` keyed by `[UInt8]` allocated an array for each
/// lookup.
struct ByteKeyIndex: Sendable {
    private var bytes: [UInt8] = []
    /// Key `i` is `bytes[ends[i] - length ..< ends[i]]`, its start being `ends[i - 1]` (0 for the first).
    private var ends: [Int] = []
    /// Key position + 1, 0 = empty; the count is a power of two, at most half full.
    private var slots: [Int32] = [Int32](repeating: 0, count: 16)

    var count: Int { ends.count }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        for index in slots.indices { slots[index] = 0 }
    }

    /// Adds a key (not already present); returns its position.
    @discardableResult
    mutating func append(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        if (ends.count + 1) * 2 > slots.count { grow() }
        bytes.append(contentsOf: key)
        ends.append(bytes.count)
        let position = ends.count - 1
        place(position, hash: Self.hash(key))
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
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if equals(entry - 1, key) { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private func equals(_ position: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = ends[position], start = position == 0 ? 0 : ends[position - 1]
        guard end - start == key.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            var index = 0
            while index < key.count {
                if all[start + index] != key[index] { return false }
                index += 1
            }
            return true
        }
    }

    private mutating func place(_ position: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        bytes.withUnsafeBufferPointer { all in
            for position in ends.indices {
                let start = position == 0 ? 0 : ends[position - 1]
                let key = UnsafeBufferPointer(rebasing: all[start..<ends[position]])
                let hash = Self.hash(key)
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(position + 1)
            }
        }
    }

    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash ^ (hash >> 29)
    }
}
