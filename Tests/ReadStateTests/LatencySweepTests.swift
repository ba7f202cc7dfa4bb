import ReadState
import Testing

/// Seconds as the domain's microseconds.
func s(_ seconds: Int64) -> Microseconds { seconds * 1_000_000 }

/// Hand-built event logs, one case each (issue 6). Users: 0 = Ann, 1 = Bob, 2 = Cid.
@Suite struct LatencySweepTests {
    let ann: Int32 = 0, bob: Int32 = 1, cid: Int32 = 2

    func read(_ user: Int32, upTo: Microseconds, at: Microseconds) -> ReceiptEvent {
        ReceiptEvent(user: user, kind: .read, upTo: upTo, at: at)
    }

    func delivered(_ user: Int32, upTo: Microseconds, at: Microseconds) -> ReceiptEvent {
        ReceiptEvent(user: user, kind: .delivered, upTo: upTo, at: at)
    }

    @Test func theSendersOwnReceiptIsEarliestAndExcluded() {
        // Ann sends at 100 and her client marks the channel read at once (and again at 105);
        // Bob reads at 160, Cid at 170. The first read by someone else is Bob's.
        let message = LatencyMessage(id: 1, createdAt: s(100), sender: ann)
        let events = [
            read(ann, upTo: s(100), at: s(100)), read(ann, upTo: s(100), at: s(105)),
            read(cid, upTo: s(100), at: s(170)), read(bob, upTo: s(100), at: s(160)),
        ]
        let first = LatencySweep.firstReceipts(messages: [message], events: events)[0]
        #expect(first.readAt == s(160))
        #expect(first.deliveredAt == s(160))
        // The same log for a message Bob sent: Ann's own-channel read at 100 is the first.
        let bobs = LatencyMessage(id: 2, createdAt: s(100), sender: bob)
        #expect(LatencySweep.firstReceipts(messages: [bobs], events: events)[0].readAt == s(100))
    }

    @Test func oneEventCoversManyMessages() {
        let messages = [10, 20, 30].enumerated().map { LatencyMessage(id: Int64($0 + 1), createdAt: s($1), sender: ann) }
        let first = LatencySweep.firstReceipts(messages: messages, events: [read(bob, upTo: s(30), at: s(50))])
        #expect(first.map(\.readAt) == [s(50), s(50), s(50)])
        // A message after the event's up_to is not covered.
        let later = LatencyMessage(id: 4, createdAt: s(31), sender: ann)
        #expect(LatencySweep.firstReceipts(messages: [later], events: [read(bob, upTo: s(30), at: s(50))])[0].readAt == nil)
    }

    @Test func anEventWithAtBeforeTheMessageIsIgnored() {
        // Bob's client claims at 90 to have read up to 200 (RS009): the message did not exist at 90.
        let message = LatencyMessage(id: 1, createdAt: s(100), sender: ann)
        let events = [read(bob, upTo: s(200), at: s(90)), read(bob, upTo: s(100), at: s(150))]
        let first = LatencySweep.firstReceipts(messages: [message], events: events)[0]
        #expect(first.readAt == s(150))
        // Only the early event: never read.
        #expect(LatencySweep.firstReceipts(messages: [message], events: [events[0]])[0].readAt == nil)
    }

    @Test func aReadWithNoDeliveryEventCountsAsDelivered() {
        let message = LatencyMessage(id: 1, createdAt: s(100), sender: ann)
        let onlyRead = LatencySweep.firstReceipts(messages: [message], events: [read(bob, upTo: s(100), at: s(130))])[0]
        #expect(onlyRead.deliveredAt == s(130))
        #expect(onlyRead.readAt == s(130))
        // A delivery before the read is the first delivery; one after it changes nothing.
        let events = [read(bob, upTo: s(100), at: s(130)), delivered(cid, upTo: s(100), at: s(110)), delivered(bob, upTo: s(100), at: s(140))]
        let both = LatencySweep.firstReceipts(messages: [message], events: events)[0]
        #expect(both.deliveredAt == s(110))
        #expect(both.readAt == s(130))
    }

    @Test func aMessageThatIsNeverRead() {
        let messages = [LatencyMessage(id: 1, createdAt: s(100), sender: ann), LatencyMessage(id: 2, createdAt: s(200), sender: ann)]
        let events = [read(bob, upTo: s(150), at: s(300)), delivered(bob, upTo: s(200), at: s(201))]
        let first = LatencySweep.firstReceipts(messages: messages, events: events)
        #expect(first[0].readAt == s(300))
        #expect(first[1].readAt == nil)
        #expect(first[1].deliveredAt == s(201))
        // It is in the messages of its group, not in the percentiles.
        var statistics = LatencyStatistics()
        for (message, receipts) in zip(messages, first) {
            statistics.record(latency: receipts.readAt.map { $0 - message.createdAt })
        }
        #expect(statistics.messages == 2)
        #expect(statistics.withEvent == 1)
        #expect(statistics.fraction == 0.5)
        #expect(statistics.percentile(99) == s(200))
    }

    @Test func aMarkUnreadRegressionDoesNotMakeAnyReadEarlier() {
        // Bob reads everything at 310, marks unread back to 150 at 400 (a read event whose up_to
        // moves backwards), then reads again at 500. Nothing is read earlier than 310.
        let messages = [100, 200, 300].enumerated().map { LatencyMessage(id: Int64($0 + 1), createdAt: s($1), sender: ann) }
        let events = [read(bob, upTo: s(300), at: s(310)), read(bob, upTo: s(150), at: s(400)), read(bob, upTo: s(300), at: s(500))]
        let first = LatencySweep.firstReceipts(messages: messages, events: events)
        #expect(first.map(\.readAt) == [s(310), s(310), s(310)])
        // Without the first read, the message before the regression point is read at 400, the
        // others at 500: the regression covers only what it claims.
        let regressedFirst = LatencySweep.firstReceipts(messages: messages, events: Array(events.dropFirst()))
        #expect(regressedFirst.map(\.readAt) == [s(400), s(500), s(500)])
    }

    @Test func equalTimestampsAtTheBoundary() {
        let message = LatencyMessage(id: 1, createdAt: s(100), sender: ann)
        // up_to == created_at covers; at == created_at counts (latency 0).
        let exact = LatencySweep.firstReceipts(messages: [message], events: [read(bob, upTo: s(100), at: s(100))])[0]
        #expect(exact.readAt == s(100))
        // One microsecond short on either side does not.
        let shortUpTo = read(bob, upTo: s(100) - 1, at: s(100))
        let shortAt = read(cid, upTo: s(100), at: s(100) - 1)
        #expect(LatencySweep.firstReceipts(messages: [message], events: [shortUpTo, shortAt])[0].readAt == nil)
        // Two messages created at the same instant are both covered by the same event.
        let twin = LatencyMessage(id: 2, createdAt: s(100), sender: cid)
        let twins = LatencySweep.firstReceipts(messages: [message, twin], events: [read(bob, upTo: s(100), at: s(120))])
        #expect(twins.map(\.readAt) == [s(120), s(120)])
    }

    @Test func theSweepAgreesWithADirectMinimumOnRandomLogs() {
        var random = SplitMix(seed: 6)
        for _ in 0..<300 {
            let users = Int32(random.next(upTo: 4) + 1)
            let messages = (0..<random.next(upTo: 12)).map { index in
                LatencyMessage(id: Int64(index), createdAt: Int64(random.next(upTo: 50)), sender: Int32(random.next(upTo: Int(users))))
            }
            let events = (0..<random.next(upTo: 15)).map { _ in
                ReceiptEvent(user: Int32(random.next(upTo: Int(users))), kind: random.next(upTo: 2) == 0 ? .read : .delivered,
                             upTo: Int64(random.next(upTo: 60)), at: Int64(random.next(upTo: 70)))
            }
            let swept = LatencySweep.firstReceipts(messages: messages, events: events)
            for (message, first) in zip(messages, swept) {
                // docs/rules.md#first-read-and-first-delivery word for word.
                let covering = events.filter { $0.user != message.sender && $0.upTo >= message.createdAt && $0.at >= message.createdAt }
                #expect(first.readAt == covering.filter { $0.kind == .read }.map(\.at).min())
                #expect(first.deliveredAt == covering.map(\.at).min())
            }
        }
    }

    @Test func earliestReceiptsKeepsTwoDistinctUsers() {
        var earliest = EarliestReceipts()
        #expect(earliest.earliest(excluding: 0) == EarliestReceipts.none)
        earliest.add(user: 0, at: 10)
        #expect(earliest.earliest(excluding: 0) == EarliestReceipts.none)
        earliest.add(user: 0, at: 5)  // the same user again: still no second user
        #expect(earliest.earliest(excluding: 0) == EarliestReceipts.none)
        #expect(earliest.earliest(excluding: 1) == 5)
        earliest.add(user: 1, at: 7)
        earliest.add(user: 2, at: 6)
        #expect(earliest.earliest(excluding: 0) == 6)
        #expect(earliest.earliest(excluding: 2) == 5)
        earliest.add(user: 2, at: 1)  // the second becomes the first; the old first is second
        #expect(earliest.earliest(excluding: 2) == 5)
        #expect(earliest.earliest(excluding: 1) == 1)
    }
}

/// A small deterministic generator for property tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(upTo bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
