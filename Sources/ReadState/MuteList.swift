/// `user_mutes` as sorted pairs of small user ids: who has muted whom (docs/rules.md#per-member-unread-count: a muted
/// sender's messages are never unread). 8 bytes a mute; one binary search finds a user's list.
public struct MuteList: Sendable {
    /// `muter << 32 | muted`, sorted and without duplicates after `seal()`.
    private var keys: [UInt64] = []
    private var sealed = true

    public init() {}

    public var count: Int { keys.count }

    /// Records that `user` has muted `muted` (ids are non-negative).
    public mutating func add(user: Int32, muted: Int32) {
        precondition(user >= 0 && muted >= 0, "user ids are non-negative")
        keys.append(Self.key(user, muted))
        sealed = false
    }

    /// Sorts the pairs; call after the last `add`.
    public mutating func seal() {
        guard !sealed else { return }
        keys.sort()
        var unique = 0
        for index in keys.indices where unique == 0 || keys[index] != keys[unique - 1] {
            keys[unique] = keys[index]
            unique += 1
        }
        keys.removeLast(keys.count - unique)
        sealed = true
    }

    /// The users `user` has muted, ascending.
    public func mutedUsers(of user: Int32) -> MutedUsers {
        MutedUsers(keys: keys[mutedRange(of: user)])
    }

    /// Where `user`'s mutes are (`mutedUser(at:)`): empty for most users, found without copying.
    @inline(__always)
    public func mutedRange(of user: Int32) -> Range<Int> {
        precondition(sealed, "seal() the mute list first")
        guard user >= 0, !keys.isEmpty else { return 0..<0 }
        let low = lowerBound(Self.key(user, 0))
        guard low < keys.count, keys[low] >> 32 == UInt64(UInt32(bitPattern: user)) else { return low..<low }
        return low..<lowerBound(Self.key(user, 0) &+ (1 << 32))
    }

    @inline(__always)
    public func mutedUser(at index: Int) -> Int32 {
        Int32(bitPattern: UInt32(truncatingIfNeeded: keys[index]))
    }

    public func isMuted(_ sender: Int32, by user: Int32) -> Bool {
        precondition(sealed, "seal() the mute list first")
        guard user >= 0, sender >= 0 else { return false }
        let key = Self.key(user, sender)
        let index = lowerBound(key)
        return index < keys.count && keys[index] == key
    }

    private func lowerBound(_ key: UInt64) -> Int {
        keys.withUnsafeBufferPointer { buffer in
            var low = 0, high = buffer.count
            while low < high {
                let mid = (low + high) &>> 1
                if buffer[mid] < key { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    @inline(__always)
    static func key(_ user: Int32, _ muted: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: user)) << 32 | UInt64(UInt32(bitPattern: muted))
    }

    /// One user's muted users, ascending (a view into the list).
    public struct MutedUsers: RandomAccessCollection, Sendable {
        let keys: ArraySlice<UInt64>
        public var startIndex: Int { keys.startIndex }
        public var endIndex: Int { keys.endIndex }
        public subscript(position: Int) -> Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: keys[position])) }
    }
}
