#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The group of consecutive channels a text or uuid key falls in, found from the groups' first
/// keys alone (docs/benchmark.md#the-reading-layer, "Rows are spilled by channel group"): a
/// binary search over at most 1,024 keys, which stay in the processor's cache, instead of a
/// lookup in the table of every channel, which on Mattermost's 158,000 channels waited for
/// memory on nearly every row. It holds only when the channels are listed in increasing byte
/// order (uuids always; text keys under the `C` collation), which `ScanChannels` checks. A key
/// that is no channel of the run falls in some group too: the batch's own lookup drops it.
struct KeyGroups: Sendable {
    /// Each group's first key, and its first eight bytes as a big-endian number (zero-padded):
    /// the search compares the numbers and reads a key only when they are equal.
    private let firsts: [[UInt8]]
    private let prefixes: [UInt64]

    init(firsts: [[UInt8]]) {
        self.firsts = firsts
        prefixes = firsts.map { key in key.withUnsafeBufferPointer(Self.prefix) }
    }

    /// The last group whose first key is at most `key` (group 0 for a key before them all).
    @inline(__always)
    func group(of key: UnsafeBufferPointer<UInt8>) -> Int {
        let prefix = Self.prefix(key)
        var low = 0, high = prefixes.count
        while low < high {
            let middle = (low &+ high) >> 1
            let first = prefixes[middle]
            if first < prefix || (first == prefix && Self.compare(firsts[middle], key) <= 0) {
                low = middle &+ 1
            } else {
                high = middle
            }
        }
        return max(low - 1, 0)
    }

    @inline(__always)
    static func prefix(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = key.baseAddress else { return 0 }
        if key.count >= 8 { return UInt64(bigEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)) }
        var value: UInt64 = 0
        for index in 0..<8 { value = value << 8 | UInt64(index < key.count ? key[index] : 0) }
        return value
    }

    /// Byte order: the shorter of two keys that agree on its length comes first.
    static func compare(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>) -> Int {
        a.withUnsafeBufferPointer { a in compare(a, b) }
    }

    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 0, let left = a.baseAddress, let right = b.baseAddress {
            let order = memcmp(left, right, common)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }
}
