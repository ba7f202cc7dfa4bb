import Foundation
import ReadState
import Reports
import Runtime

/// "What changed since the previous nightly" (docs/reports.md#trendscsv): the newest completed
/// nightly against the one before it of the same scope (incremental or full) — finding codes that are new or gone, counters that
/// rose by more than 20 % (or from zero), latencies and duration that moved by more than 20 %.
public struct TrendChanges: Sendable, Equatable {
    /// A move counts past this fraction of the previous value.
    public static let threshold = 0.2

    public var latest: RecordedRun?
    public var previous: RecordedRun?
    /// One sentence each, plain text (the Markdown writer escapes them).
    public var items: [String] = []

    public init(runs: [RecordedRun]) {
        let nightlies = runs.filter { $0.command == "nightly" && $0.completed }
        latest = nightlies.last
        // docs/change-feeds.md: an incremental night is compared with the last incremental one, a full with a full.
        let scope = latest?.measured.scope ?? NightlyScopeName.full
        previous = nightlies.dropLast().last { ($0.measured.scope ?? NightlyScopeName.full) == scope }
        guard let latest, let previous else { return }
        let now = latest.measured, before = previous.measured

        let firing = Set((now.findingsByCode ?? [:]).filter { $0.value > 0 }.keys)
        let fired = Set((before.findingsByCode ?? [:]).filter { $0.value > 0 }.keys)
        let new = firing.subtracting(fired).sorted()
        if !new.isEmpty {
            items.append("New finding codes: " + new.map { "\($0) (\(HumanFormat.count(now.findingsByCode?[$0] ?? 0)))" }.joined(separator: ", ") + ".")
        }
        let gone = before.findingsByCode == nil || now.findingsByCode == nil ? [] : fired.subtracting(firing).sorted()
        if !gone.isEmpty { items.append("No longer firing: " + gone.joined(separator: ", ") + ".") }

        for (name, value) in Self.counters {
            guard let current = value(now), let earlier = value(before), current > earlier else { continue }
            if earlier == 0 {
                items.append("\(name) rose from 0 to \(HumanFormat.count(current)).")
            } else if Double(current - earlier) > Self.threshold * Double(earlier) {
                items.append("\(name) rose from \(HumanFormat.count(earlier)) to \(HumanFormat.count(current)) (\(Self.percent(Double(current), Double(earlier)))).")
            }
        }
        for (name, value) in Self.durations {
            guard let current = value(now), let earlier = value(before), earlier > 0,
                  abs(current - earlier) > Self.threshold * earlier else { continue }
            items.append("\(name) \(current > earlier ? "rose" : "fell") from \(HumanFormat.duration(seconds: earlier)) to " +
                         "\(HumanFormat.duration(seconds: current)) (\(Self.percent(current, earlier))).")
        }
    }

    static let counters: [(String, @Sendable (RunMeasurements) -> Int?)] = [
        ("Drifted members", \.driftedMembers), ("Drifted users", \.driftedUsers),
        ("Drifted thread counters", \.driftedThreads), ("Drifted mention counters", \.driftedMentions),
        ("Corrected rows", \.correctedRows),
        ("Error findings", { $0.findings(.error) }), ("Warning findings", { $0.findings(.warning) }),
        ("Info findings", { $0.findings(.info) }),
    ]

    static let durations: [(String, @Sendable (RunMeasurements) -> Double?)] = [
        ("Read p50", \.readP50Seconds), ("Read p95", \.readP95Seconds),
        ("Delivered p50", \.deliveredP50Seconds), ("Delivered p95", \.deliveredP95Seconds),
        ("The nightly's duration", \.durationSeconds),
    ]

    static func percent(_ current: Double, _ earlier: Double) -> String {
        let change = (current - earlier) / earlier * 100
        return (change >= 0 ? "+" : "") + String(format: "%.0f", change) + " %"
    }
}

/// A run's `scope` as recorded (`NightlyScope`); a run recorded before there were incremental runs was full.
enum NightlyScopeName {
    static let full = "full"
}
