/// A user id carried by value: a 64-bit hash, the length, and the first 32 bytes inline (the
/// rest, rare, in a `UserKeyTails` arena). Rows keep their user as a key, so users can be
/// told apart per channel, where the channel's few users fit in cache, instead of through one
/// big table that every row of the batch hits at random (`UserInterner`, a cache miss or
/// three a row once the users outgrow the cache). Equality compares all the bytes: exact,
/// not a hash match.
public struct UserKey: Sendable {
    public let hash: UInt64
    public let length: Int32
    /// Where bytes 32... are in the tails arena; -1 when the id fits inline.
    private(set) var tail: Int32
    let w0: UInt64, w1: UInt64, w2: UInt64, w3: UInt64

    public init(_ bytes: UnsafeBufferPointer<UInt8>, tails: inout UserKeyTails) {
        w0 = Self.word(bytes, 0)
        w1 = Self.word(bytes, 8)
        w2 = Self.word(bytes, 16)
        w3 = Self.word(bytes, 24)
        length = Int32(bytes.count)
        if bytes.count > 32 {
            tail = Int32(tails.bytes.count)
            tails.bytes.append(contentsOf: bytes[32...])
        } else {
            tail = -1
        }
        // A 64-bit mix of the words (and the tail): only for spreading keys over a table;
        // equality compares the bytes.
        var h = Self.mix(UInt64(bytes.count) ^ w0 ^ (w1 &* 0xC2B2_AE3D_27D4_EB4F)
                         ^ (w2 &* 0x1656_67B1_9E37_79F9) ^ (w3 &* 0x27D4_EB2F_1656_67C5))
        if bytes.count > 32 {
            for byte in bytes[32...] { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            h = Self.mix(h)
        }
        hash = h
    }

    public init(_ text: String, tails: inout UserKeyTails) {
        var copy = text
        self = copy.withUTF8 { UserKey($0, tails: &tails) }
    }

    /// Bytes `offset ..< offset + 8` as a little-endian word, zero past the end.
    @inline(__always) static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt64 {
        guard offset < bytes.count, let base = bytes.baseAddress else { return 0 }
        if offset + 8 <= bytes.count {
            return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        var value: UInt64 = 0
        for index in stride(from: bytes.count - 1, through: offset, by: -1) { value = value << 8 | UInt64(base[index]) }
        return value
    }

    @inline(__always) static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Same bytes (`tails` is the arena both keys were made with).
    @inline(__always) public func equals(_ other: UserKey, tails: UserKeyTails) -> Bool {
        guard hash == other.hash, length == other.length, w0 == other.w0, w1 == other.w1,
              w2 == other.w2, w3 == other.w3 else { return false }
        guard length > 32 else { return true }
        let count = Int(length) - 32
        return tails.bytes[Int(tail)..<Int(tail) + count].elementsEqual(tails.bytes[Int(other.tail)..<Int(other.tail) + count])
    }

    /// The same key for the arena its own was appended to, at `offset` (`UserKeyTails.append`).
    public func movingTail(by offset: Int32) -> UserKey {
        guard tail >= 0 else { return self }
        var moved = self
        moved.tail += offset
        return moved
    }

    /// The id as text (error messages, tests).
    public func text(tails: UserKeyTails) -> String {
        var bytes: [UInt8] = []
        for word in [w0, w1, w2, w3] {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
        }
        bytes.removeLast(32 - min(Int(length), 32))
        if length > 32 { bytes += tails.bytes[Int(tail)..<Int(tail) + Int(length) - 32] }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The bytes past the 32nd of long user ids, for one batch.
public struct UserKeyTails: Sendable {
    public internal(set) var bytes: [UInt8] = []
    public init() {}
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }
    /// Appends `other`'s bytes; returns the offset its keys move by (`UserKey.movingTail`).
    public mutating func append(_ other: UserKeyTails) -> Int32 {
        let offset = Int32(bytes.count)
        bytes.append(contentsOf: other.bytes)
        return offset
    }
}

/// Small dense ids (0, 1, 2…) for the users of one channel: a table sized for the channel,
/// reset per channel, so it stays in cache.
public struct ChannelUsers: Sendable {
    private var keys: [UserKey] = []
    /// Slot → index in `keys` + 1; 0 is empty.
    private var table: [Int32] = Array(repeating: 0, count: 16)
    private var used: [Int] = []

    public init() {}

    public var count: Int { keys.count }

    /// Empties the table, sized for up to `expected` distinct users.
    public mutating func reset(expected: Int) {
        keys.removeAll(keepingCapacity: true)
        let wanted = max(16, (expected * 2).nextPowerOfTwo)
        if wanted > table.count || wanted * 64 < table.count {
            table = Array(repeating: 0, count: wanted)
            used.removeAll(keepingCapacity: true)
        } else {
            for slot in used { table[slot] = 0 }
            used.removeAll(keepingCapacity: true)
        }
    }

    public mutating func id(_ key: UserKey, tails: UserKeyTails) -> Int32 {
        if keys.count * 2 >= table.count { grow(tails: tails) }
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: key.hash) & mask
        while true {
            let entry = table[slot]
            if entry == 0 { break }
            if keys[Int(entry) - 1].equals(key, tails: tails) { return entry - 1 }
            slot = (slot + 1) & mask
        }
        keys.append(key)
        table[slot] = Int32(keys.count)
        used.append(slot)
        return Int32(keys.count - 1)
    }

    private mutating func grow(tails: UserKeyTails) {
        table = Array(repeating: 0, count: table.count * 2)
        used.removeAll(keepingCapacity: true)
        let mask = table.count - 1
        for (index, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key.hash) & mask
            while table[slot] != 0 { slot = (slot + 1) & mask }
            table[slot] = Int32(index + 1)
            used.append(slot)
        }
    }
}

fileprivate extension Int {
    /// The smallest power of two >= self (1 for 0).
    var nextPowerOfTwo: Int {
        self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
    }
}
