import Foundation
import Histogram

/// The statistics of one latency metric over one group of messages (docs/rules.md#statistics-and-percentiles): messages,
/// with_event, fraction, nearest-rank percentiles, max and mean. Mergeable: two shards' values
/// `merge` into exactly what one pass over both would have given.
///
/// Precision: latencies are recorded in microseconds (the unit of `timestamptz`) into an
/// HdrHistogram with 3 significant digits. Values below 2,048 µs are exact; above, a bucket's
/// width is at most 1/1,024 of its lowest value, and a percentile is reported as its bucket's
/// highest value (never more than the exact max), so a reported percentile `r` and the exact
/// nearest-rank value `v` satisfy `v <= r < v * (1 + 1/1024)`: under 0.1 % high, never low.
/// `max` and `mean` are kept exactly beside the histogram. A group of at most `exactLimit`
/// latencies also keeps them all, and its percentiles are exact: small groups (a quiet day, a
/// small type, a test) show the true values, not a bucket's edge.
public struct LatencyStatistics: Sendable {
    /// Groups up to this many latencies keep them and report exact percentiles.
    public static let exactLimit = 8192

    /// Messages in the group (with or without the event).
    public private(set) var messages = 0
    /// Messages that had the event.
    public private(set) var withEvent = 0
    public private(set) var maxMicros: Microseconds = 0
    /// Every latency while there are at most `exactLimit`; empty once `histogram` takes over.
    private var exact: [Microseconds] = []
    /// Made when the exact values outgrow `exactLimit` (most groups of a small report never
    /// need one: no memory, no cache misses). 32-bit counts halve what recording keeps in
    /// cache; a group (or a merge of shards) holds at most `UInt32.max` latencies, checked.
    private var histogram: Histogram<UInt32>?
    /// Latencies not yet in `histogram`: recorded `pendingLimit` at a time, one histogram at a
    /// time, they hit a cache that holds it, where recording each message into the several
    /// groups it belongs to would miss the cache on nearly every count.
    private var pending: [UInt64] = []
    static let pendingLimit = 16_384
    /// The exact sum of the latencies in µs, as a 128-bit number (10M messages of a month each
    /// overflow 64 bits).
    private var sumHigh: UInt64 = 0
    private var sumLow: UInt64 = 0

    /// The percentiles every report shows, in percent.
    public static let reportedPercentiles = [50, 90, 95, 99]

    public init() {}

    /// Records one message: its latency in µs (never negative), or nil if it never had the event.
    public mutating func record(latency: Microseconds?) {
        if let latency { record(latencyMicros: latency) } else { recordWithoutEvent() }
    }

    public mutating func recordWithoutEvent() {
        messages += 1
    }

    public mutating func record(latencyMicros latency: Microseconds) {
        precondition(latency >= 0, "a latency is never negative: events before the message are ignored")
        messages += 1
        withEvent += 1
        precondition(withEvent <= UInt32.max, "a latency group holds at most 4,294,967,295 latencies")
        let value = UInt64(latency)
        let (low, carry) = sumLow.addingReportingOverflow(value)
        sumLow = low
        if carry { sumHigh &+= 1 }
        if latency > maxMicros { maxMicros = latency }
        if histogram != nil {
            pending.append(value)
            if pending.count >= Self.pendingLimit { flushPending() }
        } else {
            exact.append(latency)
            if exact.count > Self.exactLimit { startHistogram() }
        }
    }

    public mutating func merge(_ other: LatencyStatistics) {
        messages += other.messages
        withEvent += other.withEvent
        precondition(withEvent <= UInt32.max, "a latency group holds at most 4,294,967,295 latencies")
        maxMicros = Swift.max(maxMicros, other.maxMicros)
        let (low, carry) = sumLow.addingReportingOverflow(other.sumLow)
        sumLow = low
        sumHigh &+= other.sumHigh &+ (carry ? 1 : 0)
        if histogram == nil, other.histogram == nil, exact.count + other.exact.count <= Self.exactLimit {
            exact.append(contentsOf: other.exact)
            return
        }
        if histogram == nil { startHistogram() }
        flushPending()
        if let theirs = other.histogram {
            histogram!.add(theirs)
            for value in other.pending { histogram!.record(value) }
        } else {
            for value in other.exact { histogram!.record(UInt64(value)) }
        }
    }

    private mutating func flushPending() {
        guard !pending.isEmpty else { return }
        for value in pending { histogram!.record(value) }
        pending.removeAll(keepingCapacity: true)
    }

    /// This with every pending latency in the histogram (a copy when some are pending).
    private var settled: LatencyStatistics {
        guard !pending.isEmpty else { return self }
        var copy = self
        copy.flushPending()
        return copy
    }

    /// Whether the percentiles are exact (true) or from the histogram (within 0.1 %).
    public var percentilesAreExact: Bool { histogram == nil }

    /// Moves the exact values into a new histogram, sized for latencies up to about 19 hours
    /// (it grows past that): growing from nothing would resize it again and again.
    private mutating func startHistogram() {
        var made = Histogram<UInt32>(lowestDiscernibleValue: 1, highestTrackableValue: 1 << 36, numberOfSignificantValueDigits: .three)
        made.autoResize = true
        for value in exact { made.record(UInt64(value)) }
        exact = []
        histogram = made
    }

    /// with_event / messages; nil for no messages.
    public var fraction: Double? {
        messages == 0 ? nil : Double(withEvent) / Double(messages)
    }

    /// The exact mean latency in seconds; nil when no message had the event.
    public var meanSeconds: Double? {
        guard withEvent > 0 else { return nil }
        let sum = Double(sumHigh) * 18_446_744_073_709_551_616.0 + Double(sumLow)
        return sum / Double(withEvent) / 1_000_000
    }

    public var max: Microseconds? { withEvent == 0 ? nil : maxMicros }

    /// The nearest-rank `percent` percentile (PostgreSQL's `percentile_disc(percent / 100)`):
    /// the value at rank ceil(percent × n / 100), at least 1, within the precision above.
    public func percentile(_ percent: Int) -> Microseconds? {
        percentiles([percent])[0]
    }

    /// Several percentiles in one walk over the histogram.
    public func percentiles(_ percents: [Int]) -> [Microseconds?] {
        guard withEvent > 0 else { return percents.map { _ in nil } }
        guard pending.isEmpty else { return settled.percentiles(percents) }
        let n = withEvent
        // Integer ranks: the same as PostgreSQL's float ceil(p × n) for these percentages.
        let ranks = percents.map { percent -> UInt64 in
            precondition((0...100).contains(percent), "a percentile is between 0 and 100")
            return UInt64(Swift.max(1, (percent * n + 99) / 100))
        }
        if histogram == nil {
            let sorted = exact.sorted()
            return ranks.map { sorted[Int($0) - 1] }
        }
        let order = ranks.indices.sorted { ranks[$0] < ranks[$1] }
        var results = [Microseconds?](repeating: nil, count: percents.count)
        var next = 0
        walk { value, cumulative in
            while next < order.count, cumulative >= ranks[order[next]] {
                results[order[next]] = value
                next += 1
            }
            return next < order.count
        }
        return results
    }

    /// The cumulative distribution: (latency µs, messages with a latency at or below it), at
    /// most about `pointsPerDecade` points per decade of latency (a chart needs no more).
    public func cumulativeCounts(pointsPerDecade: Int = 100) -> [(micros: Microseconds, count: Int)] {
        guard pending.isEmpty else { return settled.cumulativeCounts(pointsPerDecade: pointsPerDecade) }
        var points: [(micros: Microseconds, count: Int)] = []
        let step = 1 / Double(pointsPerDecade)
        var lastLog = -Double.infinity
        var pending: (micros: Microseconds, count: Int)?
        let visit = { (value: Microseconds, cumulative: UInt64) -> Bool in
            let logValue = value > 0 ? log10(Double(value)) : -1
            if logValue - lastLog >= step {
                if let pending { points.append(pending) }
                pending = nil
                points.append((value, Int(cumulative)))
                lastLog = logValue
            } else {
                pending = (value, Int(cumulative))
            }
            return true
        }
        if histogram == nil {
            // Exact: a point per distinct latency, after all messages with it.
            let sorted = exact.sorted()
            for (index, value) in sorted.enumerated() where index + 1 == sorted.count || sorted[index + 1] != value {
                _ = visit(value, UInt64(index + 1))
            }
        } else {
            walk(visit)
        }
        if let pending { points.append(pending) }
        return points
    }

    /// Calls `visit(bucket's reported value, cumulative count)` for each non-empty bucket in
    /// ascending order until it returns false. Walks the buckets itself (O(buckets)) because the
    /// package's own iterators also sum value × count in 64 bits, which traps on big data.
    private func walk(_ visit: (Microseconds, UInt64) -> Bool) {
        guard let histogram else { return }
        let top = histogram.maxRecorded
        var value: UInt64 = 0
        var cumulative: UInt64 = 0
        while true {
            let count = histogram.countForValue(value)
            let next = histogram.nextNonEquivalentForValue(value)
            if count > 0 {
                cumulative += UInt64(count)
                let reported = Swift.min(next - 1, top)
                if !visit(Microseconds(reported), cumulative) { return }
            }
            if next > top || cumulative >= UInt64(withEvent) { return }
            value = next
        }
    }
}
