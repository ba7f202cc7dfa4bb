/// Cumulative distributions of latencies (docs/rules.md#latency) on a log time axis: for each series, the
/// fraction of messages that had their event within a given time. Rendered as SVG 1.1.
public struct CumulativeChart: Sendable {
    public struct Point: Sendable, Equatable {
        public var seconds: Double
        /// Cumulative fraction of the series' messages, 0...1.
        public var fraction: Double

        public init(seconds: Double, fraction: Double) {
            self.seconds = seconds
            self.fraction = fraction
        }
    }

    public enum Dash: Sendable {
        case solid, dashed, dotted
    }

    public struct Series: Sendable {
        public var name: String
        /// Where the cumulative fraction steps up; before the first point it is 0, after the
        /// last it stays (below 1 when some messages never had the event).
        public var points: [Point]
        public var dash: Dash
        /// Series with the same key share a colour (e.g. the channel type, with the metric
        /// told apart by `dash`); by default each series name gets its own.
        public var colorKey: String

        public init(name: String, points: [Point], dash: Dash = .solid, colorKey: String? = nil) {
            self.name = name
            self.points = points
            self.dash = dash
            self.colorKey = colorKey ?? name
        }
    }

    public var title: String
    public var series: [Series]
    public var width: Double
    public var height: Double
    public var xAxisTitle: String
    public var yAxisTitle: String

    public init(
        title: String,
        series: [Series],
        width: Double = 900,
        height: Double = 480,
        xAxisTitle: String = "time since the message was created (log scale)",
        yAxisTitle: String = "messages (cumulative %)"
    ) {
        self.title = title
        self.series = series
        self.width = width
        self.height = height
        self.xAxisTitle = xAxisTitle
        self.yAxisTitle = yAxisTitle
    }
}
