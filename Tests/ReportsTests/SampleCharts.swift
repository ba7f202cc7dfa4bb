import Foundation
import Reports

/// Charts used by the tests and rendered to PNG when `rsvg-convert` is installed.
enum SampleCharts {
    /// A heavy-tailed cumulative curve: `fraction` of messages within `seconds`, up to `reached`.
    static func curve(median: Double, spread: Double, reached: Double) -> [CumulativeChart.Point] {
        (1...40).map { step in
            let fraction = Double(step) / 40 * reached
            // A log-logistic quantile: heavy right tail, like real read delays.
            let seconds = median * pow(fraction / (1 - fraction + 1e-9), spread)
            return CumulativeChart.Point(seconds: seconds, fraction: fraction)
        }
    }

    static let weekly = CumulativeChart(
        title: "Read and delivered latency — week of 2026-11-16",
        series: [
            .init(name: "delivered · messaging", points: curve(median: 1.5, spread: 1.2, reached: 0.99), dash: .dashed, colorKey: "messaging"),
            .init(name: "read · messaging", points: curve(median: 45, spread: 1.6, reached: 0.93), colorKey: "messaging"),
            .init(name: "delivered · team", points: curve(median: 3, spread: 1.3, reached: 0.97), dash: .dashed, colorKey: "team"),
            .init(name: "read · team", points: curve(median: 900, spread: 1.8, reached: 0.71), colorKey: "team"),
            .init(name: "read · commerce", points: curve(median: 7200, spread: 1.1, reached: 0.55), colorKey: "commerce"),
        ]
    )

    static let empty = CumulativeChart(title: "Read latency — no messages in the window", series: [])

    static let onePoint = CumulativeChart(
        title: "One message",
        series: [.init(name: "read · messaging", points: [.init(seconds: 42, fraction: 1)])]
    )

    static let edges = CumulativeChart(
        title: "Zero & huge <latencies> \"quoted\"",
        series: [
            .init(name: "read · a&b <x>", points: [.init(seconds: 0, fraction: 0.4), .init(seconds: 0.5, fraction: 0.6), .init(seconds: 1e12, fraction: 0.9)]),
            .init(name: "delivered · \u{1}ctl", points: [.init(seconds: 0, fraction: 0.7), .init(seconds: 3600, fraction: 1)], dash: .dotted),
            .init(name: "read · none", points: []),
        ],
        width: 640,
        height: 400
    )

    /// More channel types than colours, and long names: the legend must still fit.
    static let many = CumulativeChart(
        title: "Read latency by channel type",
        series: (0..<12).map { index in
            .init(name: "read · customer-support-tier-\(index)", points: curve(median: pow(3, Double(index)), spread: 1, reached: 0.9))
        }
    )

    static let all: [(name: String, chart: CumulativeChart)] = [
        ("weekly", weekly), ("empty", empty), ("one-point", onePoint), ("edges", edges), ("many", many),
    ]
}
