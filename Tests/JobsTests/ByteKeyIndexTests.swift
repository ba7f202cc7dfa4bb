@testable import Jobs
import Testing

/// The channel keys of a text- or uuid-keyed batch (docs/mappings.md#keys): found by their
/// bytes, through the table's growth, and never confused with a prefix or a longer key.
@Suite struct ByteKeyIndexTests {
    @Test func keysAreFoundAtTheirPositionThroughGrowth() {
        var index = ByteKeyIndex()
        let keys = (0..<5_000).map { "channel-\($0 * 7919 % 100_003)" } + ["", "a", "ab"]
        for (position, key) in keys.enumerated() {
            let added = Array(key.utf8).withUnsafeBufferPointer { index.append($0) }
            #expect(added == position)
        }
        #expect(index.count == keys.count)
        for (position, key) in keys.enumerated() {
            #expect(Array(key.utf8).withUnsafeBufferPointer { index.position(of: $0) } == position, "\(key)")
        }
        for missing in ["channel-", "channel-1x", "abc", "b", "channel-100003"] {
            #expect(Array(missing.utf8).withUnsafeBufferPointer { index.position(of: $0) } == nil, "\(missing)")
        }
        index.removeAll()
        #expect(Array("a".utf8).withUnsafeBufferPointer { index.position(of: $0) } == nil)
        #expect(Array("b".utf8).withUnsafeBufferPointer { index.append($0) } == 0)
    }

    /// `positionAppending` numbers keys as a lookup followed by `append` does: a key seen
    /// before keeps its position, a new one gets the next, through growth and mixed lengths.
    @Test func positionAppendingNumbersKeysOnFirstSight() {
        var index = ByteKeyIndex(), reference: [String: Int] = [:]
        let keys = (0..<20_000).map { n in n % 5 == 0 ? "k\(n / 10)" : String(String(n * 104_729, radix: 36).reversed()).padding(toLength: 26, withPad: "-", startingAt: 0) }
        for key in keys + keys.reversed() {
            let expected = reference[key] ?? reference.count
            reference[key] = expected
            #expect(Array(key.utf8).withUnsafeBufferPointer { index.positionAppending($0) } == expected, "\(key)")
        }
        #expect(index.count == reference.count)
        for (key, position) in reference {
            #expect(Array(key.utf8).withUnsafeBufferPointer { index.position(of: $0) } == position)
        }
    }

    /// Keys of one length (Mattermost's 26-character ids) are found without their ends; a key
    /// of another length, looked up or added later, is handled as before.
    @Test func keysOfOneLengthAndThenAnother() {
        var index = ByteKeyIndex()
        let keys = (0..<3_000).map { n in String(String(n * 104_729, radix: 36).reversed()).padding(toLength: 26, withPad: "-", startingAt: 0) }
        for key in keys { _ = Array(key.utf8).withUnsafeBufferPointer { index.append($0) } }
        for (position, key) in keys.enumerated() {
            #expect(Array(key.utf8).withUnsafeBufferPointer { index.position(of: $0) } == position, "\(key)")
            #expect(Array(key.utf8.dropLast()).withUnsafeBufferPointer { index.position(of: $0) } == nil)
            #expect(Array((key + "x").utf8).withUnsafeBufferPointer { index.position(of: $0) } == nil)
        }
        #expect(Array("short".utf8).withUnsafeBufferPointer { index.append($0) } == keys.count)
        for (position, key) in (keys + ["short"]).enumerated() {
            #expect(Array(key.utf8).withUnsafeBufferPointer { index.position(of: $0) } == position, "\(key)")
        }
        #expect(Array("shor".utf8).withUnsafeBufferPointer { index.position(of: $0) } == nil)
    }
}
