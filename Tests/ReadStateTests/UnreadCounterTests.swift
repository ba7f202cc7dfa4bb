import ReadState
import Testing

/// The fast path (timelines + binary searches) against the one-message-at-a-time rules.
@Suite struct UnreadCounterTests {
    /// Interns names the way the recompute does (bytes → small ids).
    struct Ids {
        var interner = UserInterner()
        mutating func callAsFunction(_ name: String) -> Int32 { interner.intern(name) }
    }

    @Test func countsAfterTheHorizonPerChannelAndPerSender() {
        var ids = Ids()
        let (a, b, c) = (ids("a"), ids("b"), ids("c"))
        var timelines = ChannelTimelines()
        for (time, sender) in [(10, a), (20, b), (20, a), (30, c), (40, a)] {
            timelines.append(channel: 7, sender: sender, createdAt: Int64(time))
        }
        timelines.append(channel: 9, sender: b, createdAt: 5)
        timelines.seal()
        let seven = timelines.timeline(of: 7)
        #expect(seven.messageCount == 5)
        #expect(seven.countAfter(.min) == 5)
        #expect(seven.countAfter(20) == 2) // strictly after
        #expect(seven.countAfter(19) == 4)
        #expect(seven.countAfter(40) == 0)
        #expect(seven.countAfter(10, sender: a) == 2)
        #expect(seven.countAfter(10, sender: b) == 1)
        #expect(seven.countAfter(10, sender: ids("nobody")) == 0)
        #expect(Array(seven.senders) == [a, b, c])
        #expect(timelines.timeline(of: 9).countAfter(0) == 1)
        #expect(timelines.timeline(of: 8).countAfter(.min) == 0) // no message: empty
        #expect(timelines.channelIDs == [7, 9])
    }

    @Test func outOfOrderInputIsSorted() {
        var timelines = ChannelTimelines()
        timelines.append(channel: 2, sender: 0, createdAt: 50)
        timelines.append(channel: 1, sender: 1, createdAt: 30)
        timelines.append(channel: 2, sender: 1, createdAt: 10)
        timelines.append(channel: 1, sender: 0, createdAt: 20)
        timelines.seal()
        #expect(timelines.channelIDs == [1, 2])
        #expect(timelines.timeline(of: 2).countAfter(10) == 1)
        #expect(timelines.timeline(of: 2).countAfter(9, sender: 1) == 1)
        #expect(timelines.timeline(of: 1).countAfter(25, sender: 1) == 1)
        #expect(timelines.timeline(of: 1).countAfter(25, sender: 0) == 0)
    }

    /// A mapping's messages arrive in no order (docs/mappings.md#speed): shuffled rows, with
    /// channel ids dense (the counting sort) or far apart (the general sort), give the same
    /// counts as the same rows appended in order, equal times and senders included.
    @Test(arguments: [(1 as UInt64, false), (2, false), (3, true), (4, true)])
    func shuffledRowsCountAsOrderedOnes(seed: UInt64, sparse: Bool) {
        var random = UnreadTestRandom(seed: seed)
        var rows: [(channel: Int64, sender: Int32, time: Int64)] = []
        for channel in Int64(1)...8 {
            var time: Int64 = 0
            for _ in 0..<random.next(80) {
                time += Int64(random.next(3))
                rows.append((sparse ? channel * 1_000_000_000_007 : channel, Int32(random.next(6)), time))
            }
        }
        var ordered = ChannelTimelines(), shuffled = ChannelTimelines()
        for row in rows.sorted(by: { ($0.channel, $0.time, $0.sender) < ($1.channel, $1.time, $1.sender) }) {
            ordered.append(channel: row.channel, sender: row.sender, createdAt: row.time)
        }
        var order = Array(rows.indices)
        for index in order.indices.reversed() { order.swapAt(index, random.next(index + 1)) }
        for index in order { shuffled.append(channel: rows[index].channel, sender: rows[index].sender, createdAt: rows[index].time) }
        ordered.seal()
        shuffled.seal()
        #expect(shuffled.channelIDs == ordered.channelIDs)
        #expect(shuffled.messageCount == rows.count && rows.count > 100)
        for channel in ordered.channelIDs {
            for horizon in Int64(-1)...130 {
                #expect(shuffled.timeline(of: channel).countAfter(horizon) == ordered.timeline(of: channel).countAfter(horizon))
                for sender in Int32(0)..<6 {
                    #expect(shuffled.timeline(of: channel).countAfter(horizon, sender: sender)
                        == ordered.timeline(of: channel).countAfter(horizon, sender: sender))
                }
            }
        }
    }

    /// A batch loaded at once from messages that name their channel by place, in the order a
    /// table in time order (or shuffled) gives them, counts as the same messages appended one
    /// at a time: places with no message, times out of order within a channel, equal times.
    @Test(arguments: [(5 as UInt64, false), (6, true)])
    func aBatchLoadedAtOnceCountsAsOneAppendedMessageByMessage(seed: UInt64, shuffled: Bool) {
        var random = UnreadTestRandom(seed: seed)
        let places = 40..<70
        let id = { (place: Int) in Int64(place) * 3 + 1 }
        var rows: [(place: Int, sender: Int32, time: Int64)] = []
        var time: Int64 = 0
        for _ in 0..<2_000 {
            time += Int64(random.next(3))
            let place = places.lowerBound + random.next(places.count)
            if place % 7 == 0 { continue } // places with no message
            // Now and then a message stamped earlier than the ones before it.
            rows.append((place, Int32(random.next(9)), random.next(20) == 0 ? time - Int64(random.next(50)) : time))
        }
        if shuffled {
            for index in rows.indices.reversed() { rows.swapAt(index, random.next(index + 1)) }
        }
        var appended = ChannelTimelines(), loaded = ChannelTimelines()
        for row in rows.sorted(by: { ($0.place, $0.time, $0.sender) < ($1.place, $1.time, $1.sender) }) {
            appended.append(channel: id(row.place), sender: row.sender, createdAt: row.time)
        }
        loaded.load(places: places, id: id) { add in for row in rows { add(row.place, row.sender, row.time) } }
        appended.seal()
        loaded.seal()
        #expect(loaded.channelIDs == appended.channelIDs && !loaded.channelIDs.contains(id(42)))
        #expect(loaded.messageCount == rows.count && rows.count > 1_500)
        for channel in appended.channelIDs {
            #expect(loaded.timeline(of: channel).senders == appended.timeline(of: channel).senders)
            for horizon in stride(from: Int64(-60), through: time + 1, by: 37) {
                #expect(loaded.timeline(of: channel).countAfter(horizon) == appended.timeline(of: channel).countAfter(horizon))
                for sender in Int32(0)..<9 {
                    #expect(loaded.timeline(of: channel).countAfter(horizon, sender: sender)
                        == appended.timeline(of: channel).countAfter(horizon, sender: sender))
                }
            }
        }
    }

    @Test func renumberedSendersAreCountedUnderTheirNewIds() {
        var timelines = ChannelTimelines()
        // Read with another interner's ids (0, 1, 2), renumbered to the pass's (9, 4, 6):
        // runs are ordered by the new ids, so each is found under its new id only.
        timelines.append(channel: 1, sender: 0, createdAt: 10)
        timelines.append(channel: 1, sender: 1, createdAt: 20)
        timelines.append(channel: 1, sender: 0, createdAt: 30)
        timelines.append(channel: 1, sender: 2, createdAt: 40)
        timelines.renumberSenders([9, 4, 6])
        timelines.seal()
        let channel = timelines.timeline(of: 1)
        #expect(channel.senders.elementsEqual([4, 6, 9]))
        #expect(channel.countAfter(0, sender: 9) == 2)
        #expect(channel.countAfter(15, sender: 9) == 1)
        #expect(channel.countAfter(0, sender: 4) == 1)
        #expect(channel.countAfter(0, sender: 6) == 1)
        #expect(channel.countAfter(0, sender: 0) == 0)
    }

    @Test func reuseAfterRemoveAllForgetsTheLastBatch() {
        var timelines = ChannelTimelines()
        timelines.append(channel: 1, sender: 3, createdAt: 1)
        timelines.seal()
        timelines.removeAll()
        timelines.append(channel: 2, sender: 3, createdAt: 5)
        timelines.append(channel: 2, sender: 4, createdAt: 6)
        timelines.seal()
        #expect(timelines.timeline(of: 1).messageCount == 0)
        #expect(timelines.timeline(of: 2).countAfter(0, sender: 3) == 1)
        #expect(timelines.timeline(of: 2).countAfter(0, sender: 4) == 1)
    }

    @Test func muteListSortsAndDeduplicates() {
        var mutes = MuteList()
        mutes.add(user: 2, muted: 9)
        mutes.add(user: 1, muted: 5)
        mutes.add(user: 2, muted: 3)
        mutes.add(user: 2, muted: 9)
        mutes.seal()
        #expect(mutes.count == 3)
        #expect(Array(mutes.mutedUsers(of: 2)) == [3, 9])
        #expect(Array(mutes.mutedUsers(of: 1)) == [5])
        #expect(mutes.mutedUsers(of: 7).isEmpty)
        #expect(mutes.isMuted(9, by: 2))
        #expect(!mutes.isMuted(2, by: 9))
    }

    @Test func ownAndMutedMessagesAreSubtracted() {
        var ids = Ids()
        let (alice, bob, carol) = (ids("alice"), ids("bob"), ids("carol"))
        var timelines = ChannelTimelines()
        for (time, sender) in [(1, bob), (2, alice), (3, carol), (4, carol), (5, bob)] {
            timelines.append(channel: 1, sender: sender, createdAt: Int64(time))
        }
        timelines.seal()
        var mutes = MuteList()
        mutes.add(user: alice, muted: carol)
        mutes.add(user: alice, muted: alice) // a self-mute must not subtract own messages twice
        mutes.seal()
        let counter = MemberUnreadCounter(mutes: mutes)
        let timeline = timelines.timeline(of: 1)
        #expect(counter.unreadCount(member: alice, lastReadAt: nil, joinedAt: .min, in: timeline) == 2)
        #expect(counter.unreadCount(member: bob, lastReadAt: nil, joinedAt: .min, in: timeline) == 3)
        #expect(counter.unreadCount(member: alice, lastReadAt: 4, joinedAt: 0, in: timeline) == 1)
        #expect(counter.unreadCount(member: bob, lastReadAt: nil, joinedAt: 0, in: timeline, readEvents: false) == 0)
    }

    /// Random channels, members and mutes: the fast count equals the reference count, whichever
    /// of the counter's two mute paths (few mutes / many mutes) a member takes.
    @Test(arguments: [1, 2, 3, 4, 5])
    func randomHistoriesAgreeWithTheReference(seed: UInt64) {
        var random = UnreadTestRandom(seed: seed)
        let names = (0..<12).map { "user-\($0)" }
        var ids = Ids()
        names.forEach { _ = ids($0) }
        var mutes = MuteList()
        var mutedBy: [String: Set<String>] = [:]
        for _ in 0..<40 {
            let (user, muted) = (names[random.next(12)], names[random.next(12)])
            mutes.add(user: ids(user), muted: ids(muted))
            mutedBy[user, default: []].insert(muted)
        }
        mutes.seal()
        let counter = MemberUnreadCounter(mutes: mutes)
        var timelines = ChannelTimelines()
        var history: [Int64: [UnreadRules.Message]] = [:]
        for channel in Int64(1)...6 {
            var time: Int64 = 0
            for _ in 0..<random.next(60) {
                time += Int64(random.next(3)) // equal times happen
                let message = UnreadRules.Message(
                    sender: names[random.next(channel == 1 ? 2 : 12)], createdAt: time,
                    type: UnreadRules.MessageType.allCases[random.next(4)], parentID: random.next(4) == 0 ? 1 : nil,
                    showInChannel: random.next(2) == 0, silent: random.next(10) == 0, shadowed: random.next(10) == 0,
                    deletedAt: random.next(10) == 0 ? time : nil)
                history[channel, default: []].append(message)
                if UnreadRules.isCountable(message) {
                    timelines.append(channel: channel, sender: ids(message.sender), createdAt: message.createdAt)
                }
            }
        }
        timelines.seal()
        var compared = 0
        for channel in Int64(1)...6 {
            for name in names {
                let joinedAt = Int64(random.next(40)) - 5
                let lastReadAt: Int64? = random.next(3) == 0 ? nil : Int64(random.next(120))
                let member = UnreadRules.Member(userID: name, joinedAt: joinedAt, lastReadAt: lastReadAt)
                let expected = UnreadRules.unreadCount(of: member, in: history[channel] ?? [], mutedSenders: mutedBy[name] ?? [], readEvents: true)
                let fast = counter.unreadCount(member: ids(name), lastReadAt: lastReadAt, joinedAt: joinedAt, in: timelines.timeline(of: channel))
                #expect(fast == expected, "channel \(channel), \(name)")
                compared += expected
            }
        }
        #expect(compared > 0) // the histories do have unread messages
    }
}

/// A tiny deterministic generator for the randomised tests.
private struct UnreadTestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
