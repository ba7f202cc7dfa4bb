import Foundation

/// Metrics in the Prometheus text exposition format, for node_exporter's textfile collector
/// (write them with `ReportFile.write`, which renames atomically as the collector requires).
public struct PrometheusMetrics: Sendable {
    public enum Kind: String, Sendable { case gauge, counter }

    struct Family: Sendable {
        let help: String
        let kind: Kind
        var samples: [(labels: [(String, String)], value: Double)]
    }

    private var order: [String] = []
    private var families: [String: Family] = [:]
    /// Exposition text kept from an earlier file, written first (`init(preserving:then:)`).
    private var preserved = ""

    public init() {}

    /// `text` (whole families of an earlier file, in the exposition format) followed by
    /// `metrics`' families, which must not repeat a family of `text`.
    public init(preserving text: String, then metrics: PrometheusMetrics) {
        self = metrics
        preserved = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
    }

    /// Only the families named in `names`.
    public func only(_ names: Set<String>) -> PrometheusMetrics {
        var kept = self
        kept.order = order.filter(names.contains)
        return kept
    }

    /// Adds a sample; the first sample of a name fixes its help text and kind.
    public mutating func add(
        _ name: String, _ value: Double, labels: [(String, String)] = [], help: String, kind: Kind = .gauge
    ) {
        if families[name] == nil {
            order.append(name)
            families[name] = Family(help: help, kind: kind, samples: [])
        }
        families[name]!.samples.append((labels, value))
    }

    public func write(to out: inout some TextOutputStream) {
        out.write(preserved)
        for name in order {
            guard let family = families[name] else { continue }
            out.write("# HELP \(name) \(Self.escapeHelp(family.help))\n")
            out.write("# TYPE \(name) \(family.kind.rawValue)\n")
            for sample in family.samples {
                out.write(name)
                if !sample.labels.isEmpty {
                    out.write("{")
                    out.write(sample.labels.map { "\($0.0)=\"\(Self.escapeLabel($0.1))\"" }.joined(separator: ","))
                    out.write("}")
                }
                out.write(" \(Self.format(sample.value))\n")
            }
        }
    }

    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func escapeLabel(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(c)
            }
        }
        return out
    }

    static func escapeHelp(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }
}
