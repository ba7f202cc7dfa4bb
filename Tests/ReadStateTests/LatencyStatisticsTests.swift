import ReadState
import Testing

@Suite struct LatencyStatisticsTests {
    /// PostgreSQL's percentile_disc: the value at rank ceil(p × n), at least 1, of the sorted values.
    func nearestRank(_ sorted: [Int64], _ percent: Int) -> Int64 {
        sorted[max(1, (percent * sorted.count + 99) / 100) - 1]
    }

    @Test func smallValuesAreExactNearestRank() {
        var statistics = LatencyStatistics()
        for value in (1...100).reversed() { statistics.record(latencyMicros: Int64(value)) }
        #expect(statistics.percentiles([50, 90, 95, 99]) == [50, 90, 95, 99])
        #expect(statistics.percentile(0) == 1)
        #expect(statistics.percentile(100) == 100)
        #expect(statistics.max == 100)
        #expect(statistics.meanSeconds == 50.5 / 1_000_000)
        // Nearest rank, not interpolation: of [1, 2], p50 is 1 and p90 is 2.
        var two = LatencyStatistics()
        two.record(latencyMicros: 1)
        two.record(latencyMicros: 2)
        #expect(two.percentiles([50, 90]) == [1, 2])
    }

    @Test func largeValuesAreWithinATenthOfAPercentAndNeverLow() {
        var random = SplitMix(seed: 42)
        var values: [Int64] = []
        var statistics = LatencyStatistics()
        // 40,000: past `exactLimit`, and past a flush of the pending latencies into the histogram.
        for _ in 0..<40_000 {
            // Heavy-tailed: from a millisecond to about four months, in microseconds.
            let exponent = Double(random.next(upTo: 10_000)) / 10_000 * 10
            let value = Int64(1_000 * pow10(exponent))
            values.append(value)
            statistics.record(latencyMicros: value)
        }
        values.sort()
        for percent in [1, 10, 50, 90, 95, 99, 100] {
            let exact = nearestRank(values, percent)
            let reported = statistics.percentile(percent)!
            #expect(reported >= exact, "p\(percent)")
            #expect(Double(reported - exact) <= Double(exact) * 0.001, "p\(percent): \(reported) vs \(exact)")
        }
        #expect(statistics.max == values.last)
        let mean = Double(values.reduce(0, +)) / Double(values.count) / 1_000_000
        #expect(abs(statistics.meanSeconds! - mean) <= mean * 1e-12)
    }

    @Test func mergingShardsEqualsOnePass() {
        var random = SplitMix(seed: 7)
        var whole = LatencyStatistics(), left = LatencyStatistics(), right = LatencyStatistics()
        // 20,000 latencies: the shards keep exact values (one of them) and histograms; the
        // merged group and the whole have outgrown `exactLimit`.
        for index in 0..<20_000 {
            let value: Int64? = random.next(upTo: 10) == 0 ? nil : Int64(random.next(upTo: 1 << 40))
            whole.record(latency: value)
            if index % 3 == 0 { left.record(latency: value) } else { right.record(latency: value) }
        }
        left.merge(right)
        #expect(left.messages == whole.messages)
        #expect(left.withEvent == whole.withEvent)
        #expect(left.max == whole.max)
        #expect(left.meanSeconds == whole.meanSeconds)
        #expect(left.percentiles([50, 90, 95, 99]) == whole.percentiles([50, 90, 95, 99]))
        #expect(left.cumulativeCounts().map(\.count) == whole.cumulativeCounts().map(\.count))
        #expect(!left.percentilesAreExact && !whole.percentilesAreExact)
    }

    @Test func smallGroupsAreExactAtAnyMagnitude() {
        var statistics = LatencyStatistics()
        for seconds in [0, 300, 600, 3_570, 32_400] as [Int64] { statistics.record(latencyMicros: seconds * 1_000_000) }
        #expect(statistics.percentilesAreExact)
        #expect(statistics.percentiles([50, 90]) == [600_000_000, 32_400_000_000])
        // Past the limit the histogram answers, within 0.1 %.
        for _ in 0..<LatencyStatistics.exactLimit { statistics.record(latencyMicros: 600_000_000) }
        #expect(!statistics.percentilesAreExact)
        let p50 = statistics.percentile(50)!
        #expect(p50 >= 600_000_000 && p50 <= 600_600_000)
    }

    @Test func theMeanIsExactPastSixtyFourBits() {
        var statistics = LatencyStatistics()
        let big = Int64(1) << 62
        for _ in 0..<8 { statistics.record(latencyMicros: big) }
        #expect(statistics.meanSeconds == Double(big) / 1_000_000)
    }

    @Test func noEventsMeansNoPercentiles() {
        var statistics = LatencyStatistics()
        #expect(statistics.fraction == nil)
        statistics.record(latency: nil)
        #expect(statistics.messages == 1)
        #expect(statistics.fraction == 0)
        #expect(statistics.percentile(50) == nil)
        #expect(statistics.meanSeconds == nil)
        #expect(statistics.max == nil)
        #expect(statistics.cumulativeCounts().isEmpty)
    }

    @Test func theCumulativeCountsEndAtEveryMessageWithTheEvent() {
        var statistics = LatencyStatistics()
        for value in [0, 5, 5, 1_000_000, 86_400_000_000] as [Int64] { statistics.record(latencyMicros: value) }
        statistics.record(latency: nil)
        let points = statistics.cumulativeCounts()
        #expect(points.first?.micros == 0 && points.first?.count == 1)
        #expect(points.last?.count == 5)
        #expect(points.last?.micros == 86_400_000_000)
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.micros < $1.micros && $0.count < $1.count })
    }
}

/// 10^x without Foundation.
func pow10(_ x: Double) -> Double {
    var result = 1.0
    var whole = Int(x)
    while whole > 0 { result *= 10; whole -= 1 }
    let fraction = x - Double(Int(x))
    // e^(fraction × ln 10) by its series (fraction < 1).
    let y = fraction * 2.302585092994046
    var term = 1.0, sum = 1.0
    for n in 1...30 { term *= y / Double(n); sum += term }
    return result * sum
}
