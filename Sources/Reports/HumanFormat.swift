import Foundation

/// Numbers as the Markdown reports show them to people. CSV never uses these: machines get
/// plain seconds and plain integers there.
public enum HumanFormat {
    /// Shown where a value does not exist (e.g. a percentile of no messages).
    public static let missing = "—"

    /// `850 ms`, `12.3 s`, `4.2 min`, `3.1 h`, `2.4 d`. The unit is chosen after rounding, so
    /// 59.96 s reads `1.0 min`, not `60.0 s`.
    public static func duration(seconds: Double) -> String {
        guard seconds.isFinite else { return missing }
        let sign = seconds < 0 ? "-" : ""
        let magnitude = abs(seconds)
        let milliseconds = (magnitude * 1000).rounded()
        if milliseconds < 1000 { return "\(sign)\(Int(milliseconds)) ms" }
        let units: [(name: String, seconds: Double, next: Double)] = [
            ("s", 1, 60), ("min", 60, 60), ("h", 3600, 24), ("d", 86400, .infinity),
        ]
        for unit in units {
            let value = oneDecimal(magnitude / unit.seconds)
            if value < unit.next { return "\(sign)\(format(value)) \(unit.name)" }
        }
        return missing  // unreachable: the last unit has no upper limit
    }

    /// `12,345,678`: comma thousands separators — ASCII, never wraps inside a table cell.
    public static func count(_ value: some BinaryInteger) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        grouped.reserveCapacity(digits.utf8.count + digits.utf8.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `fraction` (0...1) as `12.3 %`. A value that is not exactly 0 or 1 never rounds to
    /// them: `under 0.1 %` and `over 99.9 %` keep "one message unread" visible, in words that Markdown shows as they are (a `<` would be escaped to `&lt;`).
    public static func percent(fraction: Double) -> String {
        guard fraction.isFinite else { return missing }
        let value = oneDecimal(fraction * 100)
        if value == 0, fraction > 0 { return "under 0.1 %" }
        if value == 100, fraction < 1 { return "over 99.9 %" }
        return "\(format(value)) %"
    }

    private static func oneDecimal(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
