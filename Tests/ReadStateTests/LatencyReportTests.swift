import ReadState
import Testing

@Suite struct LatencyReportTests {
    let types = [
        ChannelTypeRules(name: "messaging", readEvents: true, deliveryEvents: true),
        ChannelTypeRules(name: "livestream", readEvents: false, deliveryEvents: false),
        ChannelTypeRules(name: "team", readEvents: true, deliveryEvents: false),
    ]
    /// Times are µs since 2000-01-01 (PostgreSQL's epoch): day 0 is 2000-01-01.
    let days = UTCOffsets.utc

    func outcome(type: Int, at created: Int64, read: Int64? = nil, delivered: Int64? = nil, size: SizeBucket = .two, readBy: Int? = nil, state: DeliveryState = .sent) -> MessageOutcome {
        MessageOutcome(typeIndex: type, createdAt: s(created), size: size,
                       firstReceipts: FirstReceipts(read: read.map(s) ?? .max, delivered: delivered.map(s) ?? .max),
                       readBy: readBy, state: state)
    }

    func row(_ report: LatencyReport, _ metric: LatencyMetric, _ groupBy: String, _ group: String) -> LatencyStatistics? {
        report.summary().first { $0.metric == metric && $0.groupBy == groupBy && $0.group == group }?.statistics
    }

    @Test func aReadEventsOffTypeIsAbsentFromReadLatency() {
        var report = LatencyReport(types: types, zone: days)
        report.record(outcome(type: 0, at: 10, read: 20, delivered: 12, readBy: 1, state: .read))
        // A livestream message with a (stray) read event: no read latency for the type.
        report.record(outcome(type: 1, at: 10, read: 11, delivered: 11, state: .hidden))
        report.record(outcome(type: 2, at: 86_400 + 5, read: 86_400 + 65, readBy: 1, state: .read))

        #expect(row(report, .read, "type", "livestream") == nil)
        #expect(row(report, .read, "all", "all")?.messages == 2)
        #expect(row(report, .read, "all", "all")?.max == s(60))
        #expect(row(report, .read, "day", "2000-01-01")?.percentile(50) == s(10))
        #expect(row(report, .read, "size", "2")?.messages == 2)
        // Delivered latency: only the type with delivery events.
        #expect(row(report, .delivered, "type", "team") == nil)
        #expect(row(report, .delivered, "type", "livestream") == nil)
        #expect(row(report, .delivered, "all", "all")?.messages == 1)
        #expect(row(report, .delivered, "all", "all")?.percentile(50) == s(2))
        // Every message is in the delivery-state breakdown.
        #expect(report.messages == 3)
        #expect(report.deliveryStates[1] == [0, 0, 0, 1])  // hidden: none of sent, delivered, read
        #expect(report.readByCounts == [0, 2])
    }

    @Test func theSummaryHasEveryGroupButEmptyDaysInOrder() {
        let empty = LatencyReport(types: types, zone: days)
        let read = empty.summary().filter { $0.metric == .read }.map { "\($0.groupBy)/\($0.group)" }
        #expect(read == ["all/all", "type/messaging", "type/team",
                         "size/2", "size/3-10", "size/11-100", "size/101-1000", "size/1001+"])
        let delivered = empty.summary().filter { $0.metric == .delivered }.map { "\($0.groupBy)/\($0.group)" }
        #expect(delivered.contains("type/messaging") && !delivered.contains("type/team"))
        #expect(empty.summary().allSatisfy { $0.statistics.messages == 0 })

        // Days come in calendar order, whatever order their messages came in; a day with only
        // messages of a type without the metric is no row of that metric.
        var report = LatencyReport(types: types, zone: days)
        report.record(outcome(type: 2, at: 400 * 86_400))
        report.record(outcome(type: 0, at: -3 * 86_400, delivered: -3 * 86_400 + 1))
        report.record(outcome(type: 1, at: 9_000 * 86_400))  // livestream: neither metric
        report.record(outcome(type: 2, at: 400 * 86_400 + 7))
        let readDays = report.summary().filter { $0.metric == .read && $0.groupBy == "day" }
        #expect(readDays.map(\.group) == ["1999-12-29", "2001-02-04"])
        #expect(readDays.map(\.statistics.messages) == [1, 2])
        let deliveredDays = report.summary().filter { $0.metric == .delivered && $0.groupBy == "day" }
        #expect(deliveredDays.map(\.group) == ["1999-12-29"])
    }

    /// docs/reports.md#latency_summarycsv: a window of ten thousand years with one message costs one
    /// day row per metric, not 3.6 million.
    @Test func aWideWindowHasOnlyItsMessagesDays() {
        var report = LatencyReport(types: types, zone: days)
        for day in stride(from: Int64(-700_000), to: 2_900_000, by: 500_000) {
            report.record(outcome(type: 0, at: day * 86_400, read: day * 86_400 + 5))
        }
        let dayRows = report.summary().filter { $0.groupBy == "day" }
        #expect(dayRows.count == 2 * 8)
        #expect(dayRows.allSatisfy { $0.statistics.messages == 1 })
        #expect(dayRows.first?.group == "0083-06-19")
    }

    @Test func reportsMerge() {
        var left = LatencyReport(types: types, zone: days), right = left, whole = left
        let outcomes = [outcome(type: 0, at: 1, read: 5, readBy: 2, state: .read), outcome(type: 2, at: 90_000, size: .upTo100),
                        outcome(type: 0, at: 7, delivered: 9, size: .over1000, readBy: 0, state: .delivered)]
        for (index, item) in outcomes.enumerated() {
            whole.record(item)
            if index == 0 { left.record(item) } else { right.record(item) }
        }
        left.merge(right)
        #expect(left.messages == whole.messages)
        #expect(left.readByCounts == whole.readByCounts)
        #expect(left.deliveryStates == whole.deliveryStates)
        #expect(left.summary().map(\.statistics.withEvent) == whole.summary().map(\.statistics.withEvent))
        #expect(left.summary().map { $0.statistics.percentile(50) } == whole.summary().map { $0.statistics.percentile(50) })
    }

    @Test func sizeBuckets() {
        #expect([0, 1, 2, 3, 10, 11, 100, 101, 1000, 1001, 50_000].map { SizeBucket(currentMembers: $0).name }
                == ["2", "2", "2", "3-10", "3-10", "11-100", "11-100", "101-1000", "101-1000", "1001+", "1001+"])
    }

    @Test func localDaysAreHalfOpenInTheZone() {
        var hint = 0
        #expect(days.day(of: s(0), hint: &hint) == 0)
        #expect(days.day(of: s(86_400) - 1, hint: &hint) == 0)
        #expect(days.day(of: s(86_400), hint: &hint) == 1)
        #expect(days.day(of: -1, hint: &hint) == -1)
        #expect(days.day(of: s(-86_400), hint: &hint) == -1)
        #expect(days.day(of: s(-86_400) - 1, hint: &hint) == -2)
        // UTC+2 until day 10 at noon, then UTC+1: 22:00 UTC is the next local day only before.
        let zone = UTCOffsets(starts: [.min, s(10 * 86_400 + 43_200)], offsets: [s(7200), s(3600)])
        #expect(zone.day(of: s(5 * 86_400 + 79_200), hint: &hint) == 6)
        #expect(zone.day(of: s(20 * 86_400 + 79_200), hint: &hint) == 20)
        #expect(zone.day(of: s(20 * 86_400 + 82_800), hint: &hint) == 21)
        #expect(zone.day(of: s(5 * 86_400 + 79_199), hint: &hint) == 5)
        #expect(UTCOffsets.fixed(seconds: -18_000).day(of: s(3600), hint: &hint) == -1)
        #expect(UTCOffsets.dayName(0) == "2000-01-01")
        #expect(UTCOffsets.dayName(-1) == "1999-12-31")
        #expect(UTCOffsets.dayName(-730_119) == "0001-01-01")
        #expect(UTCOffsets.dayName(2_921_939) == "9999-12-31")
    }
}

@Suite struct ChannelAudienceTests {
    @Test func readByAndDeliveredToLeaveTheSenderOut() {
        let rules = ChannelTypeRules(name: "messaging", readEvents: true, deliveryEvents: true)
        let members = [
            CurrentMember(user: 0, lastReadAt: s(500), lastDeliveredAt: s(500)),  // the sender
            CurrentMember(user: 1, lastReadAt: s(100), lastDeliveredAt: nil),     // read implies delivered
            CurrentMember(user: 2, lastReadAt: nil, lastDeliveredAt: s(300)),
            CurrentMember(user: 3, lastReadAt: nil, lastDeliveredAt: nil),
        ]
        let audience = ChannelAudience(rules: rules, members: members)
        #expect(audience.memberCount == 4)
        #expect(audience.readBy(createdAt: s(100), sender: 0) == 1)
        #expect(audience.deliveredTo(createdAt: s(100), sender: 0) == 2)
        #expect(audience.readBy(createdAt: s(101), sender: 0) == 0)
        #expect(audience.deliveredTo(createdAt: s(101), sender: 0) == 1)
        #expect(audience.state(readBy: 0, deliveredTo: 1) == .delivered)
        // Sent by someone who is not a current member: nobody is left out.
        #expect(audience.readBy(createdAt: s(100), sender: 9) == 2)
        // Without delivery events there is no `delivered` state, and no delivered count.
        let team = ChannelAudience(rules: ChannelTypeRules(name: "team"), members: members)
        #expect(team.deliveredTo(createdAt: s(101), sender: 0) == nil)
        #expect(team.state(readBy: 0, deliveredTo: 1) == .sent)
        // Without read events nothing is read, whatever last_read_at says.
        let live = ChannelAudience(rules: ChannelTypeRules(name: "livestream", readEvents: false), members: members)
        #expect(live.readBy(createdAt: s(100), sender: 0) == nil)
        #expect(live.state(readBy: nil, deliveredTo: nil) == .hidden)
        // docs/rules.md#delivery-state: no indicator there, even with delivery events on.
        let announcedLive = ChannelAudience(rules: ChannelTypeRules(name: "live", readEvents: false, deliveryEvents: true), members: members)
        #expect(announcedLive.state(readBy: nil, deliveredTo: 2) == .hidden)
    }
}

@Suite struct UserInternerTests {
    @Test func equalBytesGetEqualIds() {
        var interner = UserInterner()
        let ids = (0..<5_000).map { interner.intern("user-\($0)") }
        #expect(Set(ids).count == 5_000)
        #expect(interner.intern("user-4321") == ids[4321])
        #expect(interner.text(ids[17]) == "user-17")
        #expect(interner.intern("") != interner.intern("é"))
        interner.reset()
        #expect(interner.count == 0)
        #expect(interner.intern("user-4321") == 0)
    }

    /// Against a dictionary: ids that share their first 8 bytes (confirmed in the arena), ids
    /// that differ only by a trailing NUL or by length (zero padding is not a byte), ids longer
    /// than the 255 the slot's length field holds, in an order that keeps evicting the recent
    /// table, across the big table's growth and a reset.
    @Test func idsMatchADictionaryWhateverTheirShape() {
        let long = String(repeating: "y", count: 300)
        var shapes = ["", "a", "a\u{0}", "ann", "ann\u{0}", "user_000", "user_0001", long, long + "z", long + "\u{0}"]
        shapes += (0..<20_000).map { "user_\(String(repeating: "0", count: 8 - String($0).count))\($0)" }
        shapes += (0..<2_000).map { "6f1c2a9e-3b7d-4c11-9a0e-\($0)" }
        var interner = UserInterner()
        for round in 0..<2 {
            var oracle: [String: Int32] = [:]
            var state: UInt64 = 42
            for _ in 0..<200_000 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let text = shapes[Int(state >> 33) % shapes.count]
                let id = interner.intern(text)
                if let known = oracle[text] {
                    #expect(id == known, "\(text.prefix(20)) in round \(round)")
                    if id != known { return }
                } else {
                    #expect(id == Int32(oracle.count))
                    #expect(interner.text(id) == text)
                    oracle[text] = id
                }
            }
            #expect(interner.count == oracle.count)
            interner.reset()
        }
    }
}

extension UserInternerTests {
    /// A pass that recalls ids into the recent table (the audit, before a channel's messages)
    /// and copies ids into another interner by their bytes (the recompute's side reader) gets
    /// the same ids as without.
    @Test func recalledAndCopiedIdsMatchADictionary() {
        let shapes = (0..<30_000).map { "u\($0 * 7919 % 1_000_003)" } + (0..<500).map { "member-with-a-long-id-\($0)" }
        var interner = UserInterner(), copy = UserInterner()
        var oracle: [String: Int32] = [:]
        var recalls: [UserInterner.Recall] = []
        var state: UInt64 = 7
        for step in 0..<150_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let text = shapes[Int(state >> 33) % shapes.count]
            var bytes = text
            let recall = bytes.withUTF8 { interner.internRecallable($0) }
            let expected = oracle[text] ?? Int32(oracle.count)
            oracle[text] = expected
            #expect(recall.id == expected, "\(text) at step \(step)")
            if recall.id != expected { return }
            recalls.append(recall)
            if step % 97 == 0 {
                for old in recalls.suffix(300) { interner.recall(old) }
            }
        }
        var copied: [Int32] = []
        copy.map(interner, into: &copied)
        #expect(copied.count == interner.count)
        for id in 0..<Int32(interner.count) {
            #expect(copied[Int(id)] == id)
            #expect(copy.text(copied[Int(id)]) == interner.text(id))
        }
    }
}

@Suite struct UserKeyTests {
    @Test func keysCompareAllTheBytes() {
        var tails = UserKeyTails()
        let long = String(repeating: "x", count: 40)
        let a = UserKey(long + "-a", tails: &tails), b = UserKey(long + "-b", tails: &tails), a2 = UserKey(long + "-a", tails: &tails)
        #expect(a.equals(a2, tails: tails))
        #expect(!a.equals(b, tails: tails))  // same 32 inline bytes, different tail
        #expect(a.text(tails: tails) == long + "-a")
        let short = UserKey("ann", tails: &tails), nul = UserKey("ann\u{0}", tails: &tails)
        #expect(!short.equals(nul, tails: tails))  // the zero padding is not a byte of the id
        #expect(short.text(tails: tails) == "ann")
        let uuid = "6f1c2a9e-3b7d-4c11-9a0e-2f5d8b7c6e41"
        #expect(UserKey(uuid, tails: &tails).equals(UserKey(uuid, tails: &tails), tails: tails))
    }

    @Test func channelUsersAreDenseAndReset() {
        var tails = UserKeyTails()
        var users = ChannelUsers()
        users.reset(expected: 2)
        let keys = (0..<500).map { UserKey("user-\($0)", tails: &tails) }
        let ids = keys.map { users.id($0, tails: tails) }
        #expect(ids == (0..<500).map(Int32.init))  // grew past the expected size
        #expect(users.id(UserKey("user-7", tails: &tails), tails: tails) == 7)
        users.reset(expected: 3)
        #expect(users.count == 0)
        #expect(users.id(keys[42], tails: tails) == 0)
        #expect(users.id(keys[7], tails: tails) == 1)
        #expect(users.id(keys[42], tails: tails) == 0)
    }
}
