/// Message ids → a value, for the checks' per-channel lookups: every message of a channel is
/// looked up in the ids its members' receipts name (RS004) or its mentions name (RS016), so at
/// bench scale tens of millions of times. A `Dictionary` hashes each id with SipHash; this table
/// uses one multiply (ids are distinct integers, not input an attacker chooses per lookup) and
/// linear probing in flat arrays, and empties in O(1) by moving to a new generation, keeping
/// its storage from channel to channel. Inlinable, so the audit's own module gets it
/// specialized for its value type instead of calling through generic witnesses.
public struct MessageIDTable<Value>: Sendable where Value: Sendable {
    @usableFromInline var keys: [Int64]
    @usableFromInline var values: [Value?]
    /// A slot is in use when its generation is the table's.
    @usableFromInline var generations: [UInt32]
    @usableFromInline var generation: UInt32 = 1
    /// Keys in the table.
    @usableFromInline var used = 0
    /// log2 of the capacity, for the hash's shift.
    @usableFromInline var bits: Int

    @inlinable public init() {
        bits = 4
        keys = Array(repeating: 0, count: 1 << bits)
        values = Array(repeating: nil, count: 1 << bits)
        generations = Array(repeating: 0, count: 1 << bits)
    }

    @inlinable public var count: Int { used }
    @inlinable public var isEmpty: Bool { used == 0 }

    /// Empties the table, keeping its storage.
    @inlinable public mutating func removeAll() {
        guard used > 0 else { return }
        used = 0
        generation &+= 1
        if generation == 0 {
            // Once in 2^32 generations: the stale marks could read as current.
            generations.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            generation = 1
        }
    }

    /// The slot holding `key`, nil when it is absent.
    @inlinable public func slot(of key: Int64) -> Int? {
        let mask = keys.count - 1
        var slot = home(key)
        while generations[slot] == generation {
            if keys[slot] == key { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    @inlinable public func contains(_ key: Int64) -> Bool { slot(of: key) != nil }

    /// The value stored for `key` (nil when absent).
    @inlinable public subscript(key: Int64) -> Value? { slot(of: key).flatMap { values[$0] } }

    /// The value in a slot `slot(of:)` returned.
    @inlinable public subscript(slot slot: Int) -> Value {
        get { values[slot]! }
        set { values[slot] = newValue }
    }

    /// Sets `key`'s value, adding the key when absent.
    @inlinable public mutating func set(_ key: Int64, _ value: Value) {
        if let slot = slot(of: key) {
            values[slot] = value
            return
        }
        if (used + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = home(key)
        while generations[slot] == generation { slot = (slot + 1) & mask }
        keys[slot] = key
        values[slot] = value
        generations[slot] = generation
        used += 1
    }

    @inlinable func home(_ key: Int64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    @inlinable mutating func grow() {
        let old = (keys, values, generations, generation)
        bits += 1
        keys = Array(repeating: 0, count: 1 << bits)
        values = Array(repeating: nil, count: 1 << bits)
        generations = Array(repeating: 0, count: 1 << bits)
        generation = 1
        used = 0
        for slot in old.0.indices where old.2[slot] == old.3 { set(old.0[slot], old.1[slot]!) }
    }
}
