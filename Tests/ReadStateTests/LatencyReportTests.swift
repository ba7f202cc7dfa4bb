import ReadState
import Testing

@Suite struct LatencyReportTests {
    let types = [
        ChannelTypeRules(name: "messaging", readEvents: true, deliveryEvents: true),
        ChannelTypeRules(name: "livestream", readEvents: false, deliveryEvents: false),
        ChannelTypeRules(name: "team", readEvents: true, deliveryEvents: false),
    ]
    let days = DayGrouping(starts: [s(0), s(86_400), s(2 * 86_400)], names: ["2026-01-01", "2026-01-02"])

    func outcome(type: Int, at created: Int64, read: Int64? = nil, delivered: Int64? = nil, size: SizeBucket = .two, readBy: Int? = nil, state: DeliveryState = .sent) -> MessageOutcome {
        MessageOutcome(typeIndex: type, createdAt: s(created), size: size,
                       firstReceipts: FirstReceipts(read: read.map(s) ?? .max, delivered: delivered.map(s) ?? .max),
                       readBy: readBy, state: state)
    }

    func row(_ report: LatencyReport, _ metric: LatencyMetric, _ groupBy: String, _ group: String) -> LatencyStatistics? {
        report.summary().first { $0.metric == metric && $0.groupBy == groupBy && $0.group == group }?.statistics
    }

    @Test func aReadEventsOffTypeIsAbsentFromReadLatency() {
        var report = LatencyReport(types: types, days: days)
        report.record(outcome(type: 0, at: 10, read: 20, delivered: 12, readBy: 1, state: .read))
        // A livestream message with a (stray) read event: no read latency for the type.
        report.record(outcome(type: 1, at: 10, read: 11, delivered: 11))
        report.record(outcome(type: 2, at: 86_400 + 5, read: 86_400 + 65, readBy: 1, state: .read))

        #expect(row(report, .read, "type", "livestream") == nil)
        #expect(row(report, .read, "all", "all")?.messages == 2)
        #expect(row(report, .read, "all", "all")?.max == s(60))
        #expect(row(report, .read, "day", "2026-01-01")?.percentile(50) == s(10))
        #expect(row(report, .read, "size", "2")?.messages == 2)
        // Delivered latency: only the type with delivery events.
        #expect(row(report, .delivered, "type", "team") == nil)
        #expect(row(report, .delivered, "type", "livestream") == nil)
        #expect(row(report, .delivered, "all", "all")?.messages == 1)
        #expect(row(report, .delivered, "all", "all")?.percentile(50) == s(2))
        // Every message is in the delivery-state breakdown.
        #expect(report.messages == 3)
        #expect(report.deliveryStates[1][DeliveryState.sent.rawValue] == 1)
        #expect(report.readByCounts == [0, 2])
    }

    @Test func theSummaryHasEveryGroupInOrder() {
        let report = LatencyReport(types: types, days: days)
        let read = report.summary().filter { $0.metric == .read }.map { "\($0.groupBy)/\($0.group)" }
        #expect(read == ["all/all", "type/messaging", "type/team", "day/2026-01-01", "day/2026-01-02",
                         "size/2", "size/3-10", "size/11-100", "size/101-1000", "size/1001+"])
        let delivered = report.summary().filter { $0.metric == .delivered }.map { "\($0.groupBy)/\($0.group)" }
        #expect(delivered.contains("type/messaging") && !delivered.contains("type/team"))
        #expect(report.summary().allSatisfy { $0.statistics.messages == 0 })
    }

    @Test func reportsMerge() {
        var left = LatencyReport(types: types, days: days), right = left, whole = left
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

    @Test func dayGroupingUsesHalfOpenDays() {
        #expect(days.dayIndex(s(0)) == 0)
        #expect(days.dayIndex(s(86_400) - 1) == 0)
        #expect(days.dayIndex(s(86_400)) == 1)
        #expect(days.dayIndex(s(3 * 86_400)) == 1)  // clamped
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
        #expect(live.state(readBy: nil, deliveredTo: nil) == .sent)
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
