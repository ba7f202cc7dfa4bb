@testable import Jobs
import Testing

/// `KeyGroups` (docs/benchmark.md#the-reading-layer): a key finds the group of consecutive
/// channels it belongs to from the groups' first keys alone.
@Suite struct KeyGroupsTests {
    /// Keys of several lengths (a prefix of another among them), in byte order.
    static let keys: [[UInt8]] = {
        var generator = SystemRandomNumberGenerator()
        var keys = Set<[UInt8]>()
        while keys.count < 2_000 {
            let length = Int.random(in: 1...30, using: &generator)
            keys.insert((0..<length).map { _ in UInt8.random(in: 0x30...0x7A, using: &generator) })
        }
        keys.insert(Array("abc".utf8))
        keys.insert(Array("abcdefghij".utf8))
        keys.insert(Array("abcdefghijk".utf8))
        return keys.sorted { $0.lexicographicallyPrecedes($1) }
    }()

    @Test(arguments: [1, 2, 7, 64, 5_000])
    func everyListedKeyFindsTheGroupOfItsPosition(size: Int) {
        let groups = KeyGroups(firsts: stride(from: 0, to: Self.keys.count, by: size).map { Self.keys[$0] })
        for (position, key) in Self.keys.enumerated() {
            #expect(key.withUnsafeBufferPointer(groups.group(of:)) == position / size)
        }
    }

    /// A key not listed falls in the last group whose first key is not after it (the first
    /// group before them all); the batch's lookup then drops it.
    @Test func aKeyNotListedFallsInTheGroupThatWouldHoldIt() {
        let size = 16
        let firsts = stride(from: 0, to: Self.keys.count, by: size).map { Self.keys[$0] }
        let groups = KeyGroups(firsts: firsts)
        for probe in [[UInt8](), [0x00], [0x7F, 0x7F], Array("abcd".utf8), Array("abcdefghi".utf8)] + Self.keys.map({ $0 + [0x00] }) {
            let expected = max((firsts.lastIndex { !probe.lexicographicallyPrecedes($0) }) ?? 0, 0)
            #expect(probe.withUnsafeBufferPointer(groups.group(of:)) == expected, "\(probe)")
        }
    }
}
