/// Gives each distinct user id (its UTF-8 bytes) a small integer, dense from 0, so the sweep
/// compares users as integers and reading a row allocates no String. Open addressing over one
/// byte arena; `reset` between batches keeps memory bounded by the batch (the table keeps its
/// capacity, so a batch like the last one never rehashes).
///
/// Lookups are what the passes spend their time on once users number in the hundreds of
/// thousands: the table is then megabytes, and a row's lookup lands at a random place in it.
/// So a small direct-mapped table of recent ids answers the repeats within a channel (its few
/// senders and readers) from cache; its slots carry the id's length and first 8 bytes, so an
/// id of up to 8 bytes is confirmed by the slot alone. The big table keeps 8-byte slots (its
/// size is per user, and the memory target is about growth with the data) and confirms a match
/// by the id's first 8 bytes, kept densely by id (one cache miss instead of two: `starts`, then
/// the arena), and the arena for the rest of a longer id.
public struct UserInterner: Sendable {
    /// A recent entry: `entry` = 0 for empty, else tag (hash's high 24 bits | min(length, 255))
    /// << 32 | id + 1; `prefix` = the id's first 8 bytes, little-endian, zero-padded
    /// (`UserKey.word`). The big table's entries are `entry` alone.
    struct Slot {
        var entry: UInt64
        var prefix: UInt64
        static let empty = Slot(entry: 0, prefix: 0)
    }

    private var arena: [UInt8] = []
    /// starts[id] ..< starts[id + 1] is the id's text in the arena.
    private var starts: [Int32] = [0]
    /// prefixes[id]: the id's first 8 bytes (as in `Slot.prefix`): an id of up to 8 bytes is
    /// confirmed with one look here instead of two (`starts`, then the arena).
    private var prefixes: [UInt64] = []
    /// The capacity is a power of two, at most half full.
    private var table: [UInt64] = Array(repeating: 0, count: 1024)
    /// Recently interned ids, direct-mapped by hash (a hit is confirmed like a table slot's).
    private var recent: [Slot] = Array(repeating: .empty, count: Self.recentSlots)
    private static let recentSlots = 4096
    /// What `map`'s early reads add up to (their values do not matter).
    private var touchedSum: UInt64 = 0

    public init() {}

    /// How many distinct ids have been interned since the last reset.
    public var count: Int { starts.count - 1 }

    public mutating func reset() {
        arena.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        starts.append(0)
        prefixes.removeAll(keepingCapacity: true)
        table.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        recent.withUnsafeMutableBufferPointer { $0.update(repeating: .empty) }
    }

    public mutating func intern(_ text: String) -> Int32 {
        var copy = text
        return copy.withUTF8 { intern($0) }
    }

    @inline(__always)
    public mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        internRecallable(bytes).id
    }

    /// What puts an interned id back into the recent table (`recall`) without its text: a
    /// pass that interns a channel's members, then reads the channel's messages from another
    /// stream, recalls the members first, so that the senders are answered from cache.
    public struct Recall: Sendable {
        fileprivate let slot: Slot
        public var id: Int32 { Int32(truncatingIfNeeded: slot.entry & 0xFFFF_FFFF) - 1 }
    }

    /// `intern`, returning what `recall` needs.
    public mutating func internRecallable(_ bytes: UnsafeBufferPointer<UInt8>) -> Recall {
        internRecallable(bytes, hash: Self.hash(bytes))
    }

    @inline(__always)
    private mutating func internRecallable(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Recall {
        let tag = UInt64(hash & 0xFFFF_FF00 | UInt32(min(bytes.count, 255))) << 32
        let prefix = UserKey.word(bytes, 0)
        let recentSlot = Int(hash >> 8) & (Self.recentSlots - 1)
        if let id = match(recent[recentSlot], tag: tag, prefix: prefix, bytes) {
            return Recall(slot: Slot(entry: tag | UInt64(id + 1), prefix: prefix))
        }
        let id = lookupOrInsert(bytes, hash: hash, tag: tag, prefix: prefix)
        let slot = Slot(entry: tag | UInt64(id + 1), prefix: prefix)
        recent[recentSlot] = slot
        return Recall(slot: slot)
    }

    /// Puts an id interned since the last `reset` back into the recent table.
    @inline(__always)
    public mutating func recall(_ recall: Recall) {
        recent[Int(recall.slot.entry >> 40) & (Self.recentSlots - 1)] = recall.slot
    }

    /// The slot's id when it holds exactly `bytes`.
    @inline(__always)
    private func match(_ slot: Slot, tag: UInt64, prefix: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard slot.entry & 0xFFFF_FFFF_0000_0000 == tag, slot.prefix == prefix else { return nil }
        let id = Int(truncatingIfNeeded: slot.entry & 0xFFFF_FFFF) - 1
        return bytes.count <= 8 || restEquals(id, bytes) ? Int32(id) : nil
    }

    /// Bytes 8... of an id longer than 8 bytes against the arena (the first 8 matched already).
    private func restEquals(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        arena.withUnsafeBufferPointer { stored in
            starts.withUnsafeBufferPointer { starts in
                let start = Int(starts[id]), end = Int(starts[id + 1])
                return end - start == bytes.count
                    && memoryEquals(stored.baseAddress! + start + 8, bytes.baseAddress! + 8, bytes.count - 8)
            }
        }
    }

    private mutating func lookupOrInsert(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32, tag: UInt64, prefix: UInt64) -> Int32 {
        let mask = table.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = table[slot]
            if entry == 0 { break }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if prefixes[id] == prefix, bytes.count <= 8 || restEquals(id, bytes) { return Int32(id) }
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(count)
        arena.append(contentsOf: bytes)
        starts.append(Int32(arena.count))
        prefixes.append(prefix)
        table[slot] = tag | UInt64(id + 1)
        if count * 2 > table.count { grow() }
        return id
    }

    /// Extends `ids` so that `ids[i]` is this interner's id for `other`'s id `i`, for every id
    /// of `other`; the ids already mapped are kept (a reader on another thread interns with its
    /// own interner, and the pass maps what is new after each batch).
    ///
    /// Ids go by in groups: each group's table slots are read first, then the prefixes of the
    /// ids found there, and only then are the ids interned. Those reads do not depend on one
    /// another, so their cache misses overlap instead of following one another (the audit maps
    /// every batch's users into a table of all users, megabytes large).
    public mutating func map(_ other: UserInterner, into ids: inout [Int32]) {
        guard ids.count < other.count else { return }
        var hashes = [UInt32](repeating: 0, count: Self.mapGroup)
        other.arena.withUnsafeBufferPointer { stored in
            func text(_ id: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: stored[Int(other.starts[id])..<Int(other.starts[id + 1])])
            }
            while ids.count < other.count {
                let group = ids.count..<min(ids.count + Self.mapGroup, other.count)
                var touched: UInt64 = 0
                let mask = table.count - 1
                for id in group {
                    let hash = Self.hash(text(id))
                    hashes[id - group.lowerBound] = hash
                    touched &+= table[Int(hash) & mask]
                }
                for id in group {
                    let entry = table[Int(hashes[id - group.lowerBound]) & mask]
                    if entry != 0 { touched &+= prefixes[Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1] }
                }
                // Kept, so the reads above are not optimized away.
                touchedSum &+= touched
                for id in group { ids.append(internRecallable(text(id), hash: hashes[id - group.lowerBound]).id) }
            }
        }
    }

    private static let mapGroup = 16

    /// The id's text (for messages and tests, not the hot path).
    public func text(_ id: Int32) -> String {
        let range = Int(starts[Int(id)])..<Int(starts[Int(id) + 1])
        return String(decoding: arena[range], as: UTF8.self)
    }

    private mutating func grow() {
        var bigger = [UInt64](repeating: 0, count: table.count * 2)
        let mask = bigger.count - 1
        for entry in table where entry != 0 {
            let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            let hash = arena.withUnsafeBufferPointer { stored in
                Self.hash(UnsafeBufferPointer(rebasing: stored[Int(starts[id])..<Int(starts[id + 1])]))
            }
            var slot = Int(hash) & mask
            while bigger[slot] != 0 { slot = (slot + 1) & mask }
            bigger[slot] = entry
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
