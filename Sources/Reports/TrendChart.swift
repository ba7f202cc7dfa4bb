/// Values per run, in stacked panels that share one run axis (docs/reports.md#trendscsv): each
/// panel has its own y scale. A value that a run did not measure is nil: the line joins the
/// runs that did. Rendered as SVG 1.1 (`TrendChart+SVG.swift`).
public struct TrendChart: Sendable {
    public enum Scale: Sendable, Equatable {
        /// Linear from 0, whole-number ticks.
        case count
        /// Linear from 0, ticks in round durations.
        case duration
        /// Log time axis (latencies spanning seconds to days).
        case logSeconds
    }

    public struct Series: Sendable {
        public var name: String
        /// One value per run, in the chart's run order; nil = not measured by that run.
        public var values: [Double?]
        public var dash: CumulativeChart.Dash
        /// Series with the same key share a colour (default: each name its own).
        public var colorKey: String

        public init(name: String, values: [Double?], dash: CumulativeChart.Dash = .solid, colorKey: String? = nil) {
            self.name = name
            self.values = values
            self.dash = dash
            self.colorKey = colorKey ?? name
        }
    }

    public struct Panel: Sendable {
        public var title: String
        public var scale: Scale
        public var series: [Series]

        public init(title: String, scale: Scale, series: [Series]) {
            self.title = title
            self.scale = scale
            self.series = series
        }
    }

    public var title: String
    /// The run axis: one label per run (a `\n` starts a second line), thinned when drawn.
    public var runLabels: [String]
    public var panels: [Panel]
    public var width: Double
    public var panelHeight: Double

    public init(title: String, runLabels: [String], panels: [Panel], width: Double = 900, panelHeight: Double = 230) {
        self.title = title
        self.runLabels = runLabels
        self.panels = panels
        self.width = width
        self.panelHeight = panelHeight
    }
}
