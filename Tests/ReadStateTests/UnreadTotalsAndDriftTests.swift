import ReadState
import Testing

@Suite struct UnreadTotalsAndDriftTests {
    @Test func mutedMembershipsStayOutOfTheTotals() {
        var totals = UserTotals()
        totals.add(user: 3, unread: 4, membershipMuted: false)
        totals.add(user: 3, unread: 2, membershipMuted: true)
        totals.add(user: 3, unread: 0, membershipMuted: false)
        totals.add(user: 3, unread: 1, membershipMuted: false)
        #expect(totals.totals(of: 3) == (5, 2))
        #expect(totals.totals(of: 0) == (0, 0))
        #expect(totals.totals(of: 1_000) == (0, 0)) // never seen: 0 and 0
    }

    @Test func tallyAndDistribution() {
        var report = DriftReport()
        for (stored, recomputed) in [(0, 0), (5, 3), (0, 1), (0, 150), (200, 0), (7, 7), (1, 0)] {
            report.recordMember(stored: stored, recomputed: recomputed)
        }
        #expect(report.members == DriftReport.Tally(checked: 7, drifted: 5, absoluteDelta: 2 + 1 + 150 + 200 + 1))
        // Bands: ≤−100, −99…−10, −9…−2, −1, +1, +2…+9, +10…+99, ≥+100.
        #expect(report.memberDeltas.counts == [1, 0, 1, 1, 1, 0, 0, 1])
        report.recordUser(storedTotal: 3, recomputedTotal: 3, storedChannels: 1, recomputedChannels: 2)
        report.recordUser(storedTotal: 3, recomputedTotal: 3, storedChannels: 1, recomputedChannels: 1)
        #expect(report.usersChecked == 2)
        #expect(report.usersDrifted == 1)
        #expect(report.userTotals.drifted == 0)
        #expect(report.userChannels == DriftReport.Tally(checked: 2, drifted: 1, absoluteDelta: 1))
    }

    @Test func topChannelsAreBoundedAndRankedByDrift() {
        var report = DriftReport()
        for index in 0..<25 {
            let drift = DriftReport.Tally(checked: 10, drifted: index % 4, absoluteDelta: (index % 4) * index)
            report.recordChannel(DriftReport.ChannelDrift(cid: "team:c\(index)", type: index % 2 == 0 ? "team" : "dm", members: drift))
        }
        #expect(report.topChannels.count == DriftReport.topChannelLimit)
        let deltas = report.topChannels.map(\.members.absoluteDelta)
        #expect(deltas == deltas.sorted(by: >))
        #expect(report.topChannels.first?.cid == "team:c23") // 3 drifted × 23
        #expect(report.topChannels.allSatisfy { $0.members.drifted > 0 })
        #expect(report.types["team"]?.checked == 130)
        #expect(report.types["dm"]?.checked == 120)
        #expect(report.typesByDrift.map(\.type) == ["dm", "team"] || report.typesByDrift.map(\.type) == ["team", "dm"])
        let dm = (0..<25).filter { $0 % 2 == 1 }.map { ($0 % 4) * $0 }.reduce(0, +)
        #expect(report.types["dm"]?.absoluteDelta == dm)
    }
}
