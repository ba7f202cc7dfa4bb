@testable import Jobs
import Testing

/// `AuditBatch.groupByChannel`: rows read in no particular order come out in channel order,
/// each channel's rows in the order read, whether the channels are a narrow range (a counting
/// sort) or ids far apart (a comparison sort).
@Suite struct AuditBatchGroupingTests {
    @Test func rowsComeOutByChannelInTheOrderReadWhateverTheSpread() {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return seed
        }
        for (count, spread) in [(0, 1), (1, 1), (2_000, 50), (2_000, 5_000), (500, 1 << 40), (300, Int64.max / 4)] as [(Int, Int64)] {
            let base: Int64 = count % 3 == 0 ? -7 : 1_000
            var channels = (0..<count).map { _ in base + Int64(truncatingIfNeeded: next() % UInt64(spread)) }
            var rows = Array(0..<count)
            let expected = rows.sorted { (channels[$0], $0) < (channels[$1], $1) }
            let expectedChannels = expected.map { channels[$0] }
            if count > 1, spread < 10_000 { #expect(AuditBatch.countingOrder(channels) != nil) }
            AuditBatch.groupByChannel(&channels, &rows)
            #expect(rows == expected, "\(count) rows over \(spread)")
            #expect(channels == expectedChannels)
        }
        #expect(AuditBatch.countingOrder([Int64.min, Int64.max]) == nil)
    }
}
