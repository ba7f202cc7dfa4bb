import Foundation
import ReadState
import Reports

/// The Prometheus textfile for node_exporter (`--metrics-file`), written atomically after
/// every nightly run, successful or not.
public enum NightlyMetrics {
    public static let lastSuccessMetric = "unreadctl_nightly_last_success_timestamp_seconds"

    /// `exitStatus` is the run's exit code; `previousFile` keeps the last success time of an
    /// earlier run when this one failed.
    public static func build(_ progress: NightlyResults, exitStatus: Int32, now: Date = Date(), previousFile: URL?) -> PrometheusMetrics {
        var m = PrometheusMetrics()
        // docs/change-feeds.md: an incremental run's counts are of the channels it read; alerts compare like with like.
        let scope = ("scope", progress.scope.rawValue)
        for (phase, seconds) in progress.phaseSeconds {
            m.add("unreadctl_nightly_phase_duration_seconds", seconds, labels: [("phase", phase)],
                  help: "Seconds each phase of the last nightly run took.")
        }
        if let recompute = progress.recompute {
            let report = recompute.report
            // Only what the source lets the run measure (docs/mappings.md#capabilities): no 0 that is not a count.
            let kinds = StoredCounter.metricsOrder.filter { $0.isMeasured(recompute.compared, report) }
            for (index, kind) in kinds.filter({ $0.checkedInMetrics != nil }).enumerated() {
                m.add("unreadctl_nightly_rows_checked", Double(kind.checkedInMetrics!(report)), labels: [("kind", kind.metricLabel), scope],
                      help: index == 0 ? "Counters checked by the last nightly run." : "")
            }
            for (index, kind) in kinds.enumerated() {
                m.add("unreadctl_nightly_drifted", Double(kind.drifted(report)), labels: [("kind", kind.metricLabel), scope],
                      help: index == 0 ? "Counters that differed from the recomputed truth before correction." : "")
            }
            if let applied = recompute.applied {
                // The kinds `unreadctl_nightly_drifted` has, each with what was corrected and what was left.
                for (index, kind) in kinds.enumerated() {
                    m.add("unreadctl_nightly_corrections_applied", Double(applied[kind.id].corrected), labels: [("kind", kind.metricLabel), scope],
                          help: index == 0 ? "Counters corrected by the last nightly run." : "")
                }
                for (index, kind) in kinds.enumerated() {
                    m.add("unreadctl_nightly_corrections_deferred", Double(applied[kind.id].left), labels: [("kind", kind.metricLabel), scope],
                          help: index == 0 ? "Drifted counters left for the next run because the live service changed them after the snapshot." : "")
                }
            }
        }
        if let audit = progress.audit {
            for code in AuditCode.allCases where audit.options.checks.contains(code) {
                m.add("unreadctl_nightly_findings", Double(audit.count(code)),
                      labels: [("code", code.text), ("name", code.check.name), ("severity", code.check.severity.name), scope],
                      help: "Audit findings of the last nightly run, by check.")
            }
        }
        if let latency = progress.latency {
            m.add("unreadctl_nightly_latency_messages", Double(latency.messages),
                  help: "Messages in the last nightly latency report's window.")
            for metric in [LatencyMetric.read, .delivered] {
                guard let statistics = latency.summary.first(where: { $0.metric == metric && $0.groupBy == "all" })?.statistics else { continue }
                for (quantile, percent) in [("0.5", 50), ("0.95", 95)] {
                    guard let micros = statistics.percentile(percent) else { continue }
                    m.add("unreadctl_nightly_latency_seconds", Double(micros) / 1_000_000,
                          labels: [("metric", metric.rawValue), ("quantile", quantile)],
                          help: "Read and delivered latency of the last nightly report's window (all messages), p50 and p95.")
                }
            }
        }
        m.add("unreadctl_nightly_exit_status", Double(exitStatus), help: "Exit code of the last nightly run (0 done, 1 findings; docs/operations.md#exit-codes).")
        m.add("unreadctl_nightly_last_run_timestamp_seconds", now.timeIntervalSince1970.rounded(), help: "Unix time the last nightly run ended.")
        let succeeded = exitStatus == 0 || exitStatus == 1
        if succeeded {
            m.add(lastSuccessMetric, now.timeIntervalSince1970.rounded(), help: "Unix time of the last nightly run that completed (exit 0 or 1).")
        } else if let kept = completedSeries(previousFile) {
            // docs/reports.md#the-nightly-metrics-file: a failed or interrupted run keeps every series
            // of the last completed run (its last-success time included) and marks only its
            // own end and exit status, so alerts on drift, findings or latency neither go
            // silent nor resolve by themselves.
            return PrometheusMetrics(preserving: kept, then: m.only(["unreadctl_nightly_exit_status", "unreadctl_nightly_last_run_timestamp_seconds"]))
        }
        return m
    }

    /// The previous metrics file's families other than the run-status ones (a regular file:
    /// a link, FIFO or device there is neither followed nor read); nil without one.
    static func completedSeries(_ file: URL?) -> String? {
        guard let file, let text = ReportFile.readRegularFile(file), text.contains(lastSuccessMetric + " ") else { return nil }
        let replaced: Set<String> = ["unreadctl_nightly_exit_status", "unreadctl_nightly_last_run_timestamp_seconds"]
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let name = line.hasPrefix("# ") ? line.split(separator: " ").dropFirst(2).first.map(String.init) ?? ""
                : String(line.prefix { $0 != "{" && $0 != " " })
            return !replaced.contains(name)
        }.joined(separator: "\n")
    }

    /// Writes `metrics` with the report file rules (a new file under an unpredictable name,
    /// renamed only over a regular file); a failure is a `ReportError` naming `--metrics-file`
    /// (exit 73, docs/operations.md#failure-modes).
    public static func write(_ metrics: PrometheusMetrics, to file: URL) throws {
        do {
            try ReportFile.write(to: file) { metrics.write(to: &$0) }
        } catch let error as ReportError {
            throw ReportError.option(option, error)
        }
    }

    public static let option = "--metrics-file"

    /// Builds and writes the metrics of a finished run (successful or not) to `path`.
    public static func publish(_ progress: NightlyResults, exitStatus: Int32, to path: String) throws {
        let file = URL(fileURLWithPath: path)
        try write(build(progress, exitStatus: exitStatus, previousFile: file), to: file)
    }
}
