/// Gives each distinct user id (its UTF-8 bytes) a small integer, dense from 0, so the sweep
/// compares users as integers and reading a row allocates no String. Open addressing over one
/// byte arena; `reset` between batches keeps memory bounded by the batch (the table keeps its
/// capacity, so a batch like the last one never rehashes).
public struct UserInterner: Sendable {
    private var arena: [UInt8] = []
    /// starts[id] ..< starts[id + 1] is the id's text in the arena.
    private var starts: [Int32] = [0]
    /// Slot → (hash << 32 | id + 1); 0 is empty. The capacity is a power of two, at most half full.
    private var table: [UInt64] = Array(repeating: 0, count: 1024)

    public init() {}

    /// How many distinct ids have been interned since the last reset.
    public var count: Int { starts.count - 1 }

    public mutating func reset() {
        arena.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        starts.append(0)
        table.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    public mutating func intern(_ text: String) -> Int32 {
        var copy = text
        return copy.withUTF8 { intern($0) }
    }

    public mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(bytes)
        let found: Int32? = table.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { stored in
                starts.withUnsafeBufferPointer { starts in
                    let mask = slots.count - 1
                    var slot = Int(hash) & mask
                    while true {
                        let entry = slots[slot]
                        if entry == 0 { return nil }
                        if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                            let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                            let start = Int(starts[id]), end = Int(starts[id + 1])
                            if end - start == bytes.count,
                               bytes.isEmpty || memoryEquals(stored.baseAddress! + start, bytes.baseAddress!, bytes.count) {
                                return Int32(id)
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        if let found { return found }
        let id = Int32(count)
        arena.append(contentsOf: bytes)
        starts.append(Int32(arena.count))
        insert(hash: hash, id: id, into: &table)
        if count * 2 > table.count { grow() }
        return id
    }

    /// The id's text (for messages and tests, not the hot path).
    public func text(_ id: Int32) -> String {
        let range = Int(starts[Int(id)])..<Int(starts[Int(id) + 1])
        return String(decoding: arena[range], as: UTF8.self)
    }

    private func insert(hash: UInt32, id: Int32, into slots: inout [UInt64]) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = UInt64(hash) << 32 | UInt64(id + 1)
    }

    private mutating func grow() {
        var bigger = [UInt64](repeating: 0, count: table.count * 2)
        for entry in table where entry != 0 {
            insert(hash: UInt32(truncatingIfNeeded: entry >> 32), id: Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1, into: &bigger)
        }
        table = bigger
    }

    /// FNV-1a over 8-byte words (ids are short ASCII), then a final mix so the low bits (the
    /// slot) spread well.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x0000_0100_0000_01b3
                index += 8
            }
            while index < bytes.count {
                h = (h ^ UInt64(base[index])) &* 0x0000_0100_0000_01b3
                index += 1
            }
        }
        h ^= UInt64(bytes.count)
        h ^= h >> 29
        h = h &* 0xbf58_476d_1ce4_e5b9
        h ^= h >> 32
        return UInt32(truncatingIfNeeded: h)
    }
}

@inline(__always)
private func memoryEquals(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index + 8 <= count {
        if UnsafeRawPointer(a).loadUnaligned(fromByteOffset: index, as: UInt64.self)
            != UnsafeRawPointer(b).loadUnaligned(fromByteOffset: index, as: UInt64.self) { return false }
        index += 8
    }
    while index < count {
        if a[index] != b[index] { return false }
        index += 1
    }
    return true
}
