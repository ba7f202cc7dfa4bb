import Testing
@testable import Reports

@Suite struct PrometheusMetricsTests {
    @Test func familiesGroupSamplesWithOneHelpAndType() {
        var metrics = PrometheusMetrics()
        metrics.add("unreadctl_phase_duration_seconds", 1.5, labels: [("phase", "recompute")], help: "Seconds per phase.")
        metrics.add("unreadctl_findings", 3, labels: [("code", "RS005"), ("severity", "warning")], help: "Findings.")
        metrics.add("unreadctl_phase_duration_seconds", 0.25, labels: [("phase", "audit")], help: "ignored")
        metrics.add("unreadctl_last_success_timestamp_seconds", 1_763_694_000, help: "Unix time.")
        #expect(metrics.text == """
            # HELP unreadctl_phase_duration_seconds Seconds per phase.
            # TYPE unreadctl_phase_duration_seconds gauge
            unreadctl_phase_duration_seconds{phase="recompute"} 1.5
            unreadctl_phase_duration_seconds{phase="audit"} 0.25
            # HELP unreadctl_findings Findings.
            # TYPE unreadctl_findings gauge
            unreadctl_findings{code="RS005",severity="warning"} 3
            # HELP unreadctl_last_success_timestamp_seconds Unix time.
            # TYPE unreadctl_last_success_timestamp_seconds gauge
            unreadctl_last_success_timestamp_seconds 1763694000

            """)
    }

    @Test func labelValuesAreEscaped() {
        var metrics = PrometheusMetrics()
        metrics.add("m", 1, labels: [("path", "a\"b\\c\nd")], help: "h")
        #expect(metrics.text.contains(#"m{path="a\"b\\c\nd"} 1"#))
    }
}
