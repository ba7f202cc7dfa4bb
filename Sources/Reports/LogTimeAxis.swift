import Foundation

/// A log10 time axis for latencies: the range the data needs (padded, never narrower than
/// two decades) and the human ticks inside it.
struct LogTimeAxis: Equatable {
    /// Zero (and negative) latencies cannot sit on a log axis; they are drawn here.
    static let minimumSeconds = 0.1
    /// Past a century a latency is a data error; it is drawn here rather than stretch the axis.
    static let maximumSeconds = 100 * 365 * 86400.0

    static let ticks: [(seconds: Double, label: String)] = [
        (0.1, "100 ms"), (1, "1 s"), (10, "10 s"), (60, "1 min"), (600, "10 min"),
        (3600, "1 h"), (6 * 3600, "6 h"), (86400, "1 d"), (7 * 86400, "1 w"),
        (30 * 86400, "30 d"), (365 * 86400, "1 y"), (3650 * 86400, "10 y"), (maximumSeconds, "100 y"),
    ]

    /// log10 of the axis ends, in seconds.
    let low: Double
    let high: Double

    /// The axis for data between `smallest` and `largest` seconds (already clamped); with
    /// no data, one second to one day.
    init(smallest: Double?, largest: Double?) {
        var low = log10(smallest ?? 1)
        var high = log10(largest ?? 86400)
        let padding = max(0.08 * (high - low), 0.15)
        low -= padding
        high += padding
        // The widest gap between ticks is about 1.1 decades, so 2.2 decades show at least two.
        let minimumSpan = 2.2
        if high - low < minimumSpan {
            let middle = (low + high) / 2
            low = middle - minimumSpan / 2
            high = middle + minimumSpan / 2
        }
        self.low = low
        self.high = high
    }

    /// Where `seconds` falls, from 0 (left end) to 1 (right end).
    func position(_ seconds: Double) -> Double {
        (log10(Self.clamp(seconds)) - low) / (high - low)
    }

    /// The ticks inside the axis whose labels fit side by side on `length` pixels. Round
    /// units (1 s, 1 min, 1 h, 1 d...) win over the ticks between them when space is short.
    func visibleTicks(length: Double) -> [(seconds: Double, label: String)] {
        let inside = Self.ticks.filter { (low...high).contains(log10($0.seconds)) }
        let preferred = inside.filter { $0.label.hasPrefix("1 ") } + inside.filter { !$0.label.hasPrefix("1 ") }
        var kept: [(seconds: Double, label: String, center: Double, halfWidth: Double)] = []
        for tick in preferred {
            // About 6.5 px per character at 11 px, plus a gap.
            let halfWidth = Double(tick.label.count) * 3.25 + 6
            let center = position(tick.seconds) * length
            if kept.allSatisfy({ abs($0.center - center) >= $0.halfWidth + halfWidth }) {
                kept.append((tick.seconds, tick.label, center, halfWidth))
            }
        }
        return kept.sorted { $0.seconds < $1.seconds }.map { ($0.seconds, $0.label) }
    }

    static func clamp(_ seconds: Double) -> Double {
        min(max(seconds, minimumSeconds), maximumSeconds)
    }
}
