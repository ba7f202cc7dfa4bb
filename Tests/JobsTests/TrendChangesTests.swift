import Foundation
@testable import Jobs
import Postgres
import Runtime
import Testing

/// "What changed since the previous nightly" (docs/reports.md#trendscsv), with values.
@Suite struct TrendChangesTests {
    static func run(_ id: Int, _ command: String = "nightly", status: String = "succeeded", _ set: (inout RunMeasurements) -> Void) -> RecordedRun {
        var measured = RunMeasurements()
        set(&measured)
        return RecordedRun(id: id, command: command, startedAt: PostgresTimestamp(unixSeconds: 1_790_000_000 + Int64(id) * 86400),
                           finishedAt: nil, status: status, statsVersion: 2, measured: measured)
    }

    @Test func comparesTheNewestCompletedNightlyWithTheOneBefore() {
        let runs = [
            Self.run(1) { $0.driftedMembers = 100; $0.readP50Seconds = 60; $0.findingsByCode = ["RS001": 2, "RS005": 1] },
            Self.run(2, "audit") { $0.findingsByCode = ["RS009": 50] },                      // not a nightly
            Self.run(3, status: "failed") { _ in },                                         // did not complete
            Self.run(4) {
                $0.driftedMembers = 121; $0.readP50Seconds = 73; $0.deliveredP50Seconds = 10
                $0.findingsByCode = ["RS001": 2, "RS003": 4, "RS005": 0]
                $0.findingsBySeverity = ["error": 2, "warning": 4, "info": 0]
            },
        ]
        let changes = TrendChanges(runs: runs)
        #expect(changes.latest?.id == 4 && changes.previous?.id == 1)
        #expect(changes.items == [
            "New finding codes: RS003 (4).",
            "No longer firing: RS005.",
            "Drifted members rose from 100 to 121 (+21 %).",
            "Read p50 rose from 1.0 min to 1.2 min (+22 %).",
        ])
    }

    @Test func twentyPercentOrLessIsNotAChangeAndZeroToSomeIs() {
        let runs = [
            Self.run(1) { $0.driftedMembers = 100; $0.correctedRows = 0; $0.readP95Seconds = 100; $0.deliveredP95Seconds = 100 },
            Self.run(2) { $0.driftedMembers = 120; $0.correctedRows = 3; $0.readP95Seconds = 80; $0.deliveredP95Seconds = 79 },
        ]
        #expect(TrendChanges(runs: runs).items == [
            "Corrected rows rose from 0 to 3.",
            "Delivered p95 fell from 1.7 min to 1.3 min (-21 %).",
        ])
    }

    @Test func oneNightlyOrNoneHasNothingToCompare() {
        #expect(TrendChanges(runs: []).latest == nil)
        let one = TrendChanges(runs: [Self.run(1) { $0.driftedMembers = 5 }, Self.run(2, "audit") { _ in }])
        #expect(one.latest?.id == 1 && one.previous == nil && one.items.isEmpty)
    }
}
