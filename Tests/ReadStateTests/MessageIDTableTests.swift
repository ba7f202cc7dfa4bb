import ReadState
import Testing

/// The checks' id lookups (RS004, RS016) against a `Dictionary` doing the same.
@Suite struct MessageIDTableTests {
    @Test func agreesWithADictionaryThroughGrowthAndEmptying() {
        var table = MessageIDTable<Int>()
        var reference: [Int64: Int] = [:]
        var random = SystemRandomNumberGenerator()
        // Extreme ids included: odd data is what the audit exists to find.
        let special: [Int64] = [.min, .max, 0, -1, 1, 1 << 40, -(1 << 40)]
        for round in 0..<4 {
            table.removeAll()
            reference.removeAll()
            #expect(table.isEmpty)
            let keys = special + (0..<(500 * (round + 1))).map { _ in Int64.random(in: -5_000...5_000, using: &random) }
            for (index, key) in keys.enumerated() {
                table.set(key, index)
                reference[key] = index
            }
            #expect(table.count == reference.count)
            for key in Int64(-5_100)...5_100 {
                #expect(table[key] == reference[key])
                #expect(table.contains(key) == (reference[key] != nil))
            }
            for key in special { #expect(table[key] == reference[key]) }
            // A value changed through its slot.
            let slot = try! #require(table.slot(of: .min))
            table[slot: slot] = -7
            #expect(table[.min] == -7)
        }
    }

    @Test func anEmptiedTableFindsNothingOfBefore() {
        var table = MessageIDTable<Bool>()
        for key in Int64(1)...100 { table.set(key, true) }
        table.removeAll()
        #expect(table.count == 0)
        for key in Int64(1)...100 { #expect(table[key] == nil) }
        table.set(42, false)
        #expect(table[42] == false)
        #expect(table[41] == nil)
    }

    @Test func anOptionalValueTellsAbsentFromNil() {
        var table = MessageIDTable<Int64?>()
        table.set(5, nil)
        #expect(table[5] == .some(nil))
        #expect(table[6] == nil)
        table[slot: table.slot(of: 5)!] = 99
        #expect(table[5] == .some(99))
    }
}
