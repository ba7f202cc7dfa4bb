import Foundation
import ReadState
import Testing

/// docs/rules.md#threads as values: the one-reply-at-a-time reference, the fast
/// path (`KeyedTimelines` + `MemberUnreadCounter`) checked against it on random threads, the
/// user totals and the breakdowns' order.
@Suite struct ThreadRulesTests {
    let cat = UnreadRules.Member(userID: "cat", joinedAt: 0, lastReadAt: nil)

    func unread(_ reply: UnreadRules.Message, member: Bool = true, muted: Set<String> = [], readEvents: Bool = true) -> Bool {
        UnreadRules.isUnreadReply(reply, for: cat, currentMember: member, mutedSenders: muted, readEvents: readEvents)
    }

    @Test func everyClauseOfAReply() {
        let reply = UnreadRules.Message(sender: "bob", createdAt: 10, parentID: 1)
        #expect(unread(reply)) // show_in_channel does not matter inside the thread
        #expect(unread(UnreadRules.Message(sender: "bob", createdAt: 10, parentID: 1, showInChannel: true)))
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10))) // not a reply
        #expect(!unread(UnreadRules.Message(sender: "cat", createdAt: 10, parentID: 1))) // own
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10, type: .error, parentID: 1)))
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10, type: .ephemeral, parentID: 1)))
        #expect(unread(UnreadRules.Message(sender: "bob", createdAt: 10, type: .system, parentID: 1)))
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10, parentID: 1, silent: true)))
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10, parentID: 1, shadowed: true)))
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10, parentID: 1, deletedAt: 11)))
        #expect(!unread(reply, muted: ["bob"]))
        #expect(!unread(reply, member: false)) // left the channel: counts nowhere
        #expect(!unread(reply, readEvents: false))
        let late = UnreadRules.Member(userID: "cat", joinedAt: 10, lastReadAt: nil)
        #expect(!UnreadRules.isUnreadReply(reply, for: late, currentMember: true, mutedSenders: [], readEvents: true))
        let read = UnreadRules.Member(userID: "cat", joinedAt: 0, lastReadAt: 10)
        #expect(!UnreadRules.isUnreadReply(reply, for: read, currentMember: true, mutedSenders: [], readEvents: true))
    }

    @Test func aMentionIsAnUnreadMessageThatMentions() {
        let message = UnreadRules.Message(sender: "bob", createdAt: 10)
        #expect(UnreadRules.isUnreadMention(message, mentions: true, for: cat, mutedSenders: [], readEvents: true))
        #expect(!UnreadRules.isUnreadMention(message, mentions: false, for: cat, mutedSenders: [], readEvents: true))
        #expect(!UnreadRules.isUnreadMention(UnreadRules.Message(sender: "bob", createdAt: 10, parentID: 1), mentions: true,
                                             for: cat, mutedSenders: [], readEvents: true))
    }

    /// Random threads (several channels share parent ids), appended out of order: the counter
    /// over `KeyedTimelines` equals the reference for every participant.
    @Test(arguments: 1...5)
    func randomThreadsAgreeWithTheReference(seed: UInt64) {
        var random = ThreadRandom(seed: seed)
        let users = (0..<6).map { "u\($0)" }
        var interner = UserInterner()
        let ids = users.map { interner.intern($0) }
        var mutes = MuteList()
        var muted: [String: Set<String>] = [:]
        for a in 0..<6 { for b in 0..<6 where random.next() % 5 == 0 { mutes.add(user: ids[a], muted: ids[b]); muted[users[a], default: []].insert(users[b]) } }
        mutes.seal()
        var replies: [(channel: Int64, parent: Int64, message: UnreadRules.Message)] = []
        for _ in 0..<300 {
            let kinds = UnreadRules.MessageType.allCases
            replies.append((Int64(random.next() % 3), Int64(random.next() % 4), UnreadRules.Message(
                sender: users[Int(random.next() % 6)], createdAt: Int64(random.next() % 100), type: kinds[Int(random.next() % 4)],
                parentID: 0, showInChannel: random.next() % 2 == 0, silent: random.next() % 10 == 0,
                shadowed: random.next() % 10 == 0, deletedAt: random.next() % 10 == 0 ? 1 : nil)))
        }
        var keyed = KeyedTimelines()
        for reply in replies.shuffled(using: &random) where UnreadRules.isCountableReply(reply.message) {
            keyed.append(channel: reply.channel, key: reply.parent, sender: interner.intern(reply.message.sender), createdAt: reply.message.createdAt)
        }
        keyed.seal()
        let counter = MemberUnreadCounter(mutes: mutes)
        for channel in Int64(0)..<3 {
            for parent in Int64(0)..<5 {
                for (index, user) in users.enumerated() {
                    let lastRead: Int64? = random.next() % 4 == 0 ? nil : Int64(random.next() % 100)
                    let member = UnreadRules.Member(userID: user, joinedAt: Int64(random.next() % 30), lastReadAt: lastRead)
                    let expected = replies.filter { $0.channel == channel && $0.parent == parent }.filter {
                        UnreadRules.isUnreadReply($0.message, for: member, currentMember: true, mutedSenders: muted[user] ?? [], readEvents: true)
                    }.count
                    let fast = counter.unreadCount(member: ids[index], lastReadAt: lastRead, joinedAt: member.joinedAt,
                                                   in: keyed.timelines, channel: keyed.index(channel: channel, key: parent))
                    #expect(fast == expected, "channel \(channel) parent \(parent) \(user)")
                }
            }
        }
    }

    @Test func userTotalsCountThreadsAndMentionsOfUnmutedMemberships() {
        var totals = UserTotals()
        totals.add(user: 3, unreadReplies: 2, membershipMuted: false)
        totals.add(user: 3, unreadReplies: 0, membershipMuted: false)
        totals.add(user: 3, unreadReplies: 5, membershipMuted: true)
        totals.add(user: 3, mentions: 2, membershipMuted: false)
        totals.add(user: 3, mentions: 7, membershipMuted: true)
        #expect(totals.threadsAndMentions(of: 3) == (1, 2))
        #expect(totals.threadsAndMentions(of: 9) == (0, 0))
        #expect(totals.totals(of: 3) == (0, 0))
    }

    @Test func breakdownRowsAreInTheDocumentedOrder() {
        var breakdown = UnreadBreakdown()
        let a = breakdown.groups(type: "team", team: nil)
        let b = breakdown.groups(type: "messaging", team: "zeta")
        let c = breakdown.groups(type: "livestream", team: "acme")
        breakdown.addMembership(a, user: 1, unread: 3, mentions: 1)
        breakdown.addMembership(a, user: 2, unread: 0, mentions: 0) // nothing unread: not a user with unread
        breakdown.addThread(b, user: 1)
        breakdown.addThread(b, user: 2)
        breakdown.finishChannel(a, hasUnread: true)
        breakdown.finishChannel(b, hasUnread: true)
        breakdown.finishChannel(c, hasUnread: false)
        let rows = breakdown.result.map { "\($0.groupBy)/\($0.group) \($0.usersWithUnread) \($0.channelsWithUnread) \($0.unreadMessages) \($0.unreadMentions) \($0.unreadThreads)" }
        #expect(rows == [
            "all/all 2 2 3 1 2",
            "type/livestream 0 0 0 0 0", "type/messaging 2 1 0 0 2", "type/team 1 1 3 1 0",
            "team/acme 0 0 0 0 0", "team/zeta 2 1 0 0 2", "team/(none) 1 1 3 1 0",
        ])
    }

    /// Users with unread are counted once per group, whether the group keeps them as bits (the
    /// first 64 groups) or in a set (those after): 150 teams, users with ids across words.
    @Test func usersWithUnreadAreCountedOncePerGroupForManyGroups() {
        var breakdown = UnreadBreakdown()
        var random = ThreadRandom(seed: 7)
        var expected: [String: Set<Int32>] = [:]
        for channel in 0..<600 {
            let type = "type\(channel % 3)", team = "team\(String(format: "%03d", channel % 150))"
            let groups = breakdown.groups(type: type, team: team)
            var hasUnread = false
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let user = Int32.random(in: 0..<5000, using: &random)
                let unread = Int.random(in: 0...2, using: &random)
                breakdown.addMembership(groups, user: user, unread: unread, mentions: 0)
                if unread > 0 {
                    hasUnread = true
                    for key in ["all", type, team] { expected[key, default: []].insert(user) }
                }
            }
            breakdown.finishChannel(groups, hasUnread: hasUnread)
        }
        let rows = breakdown.result
        #expect(rows.count == 1 + 3 + 150)
        for row in rows {
            #expect(row.usersWithUnread == (expected[row.group]?.count ?? 0), "\(row.groupBy)/\(row.group)")
        }
    }

    /// docs/rules.md#breakdowns-by-type-and-team: a team literally named `(none)` is not the channels with no team.
    @Test func aTeamNamedNoneIsNotTheChannelsWithoutATeam() {
        var breakdown = UnreadBreakdown()
        let literal = breakdown.groups(type: "team", team: "(none)")
        let none = breakdown.groups(type: "team", team: nil)
        let slash = breakdown.groups(type: "team", team: "\\x")
        breakdown.addMembership(literal, user: 1, unread: 2, mentions: 0)
        breakdown.addMembership(none, user: 2, unread: 5, mentions: 0)
        for groups in [literal, none, slash] { breakdown.finishChannel(groups, hasUnread: groups != slash) }
        let teams = breakdown.result.filter { $0.groupBy == "team" }.map { "\($0.group) \($0.unreadMessages)" }
        #expect(teams == ["\\(none) 2", "\\\\x 0", "(none) 5"])
        #expect(Set(teams.map { $0.split(separator: " ")[0] }).count == 3, "one key per group")
    }
}

/// A small deterministic generator for the tests.
struct ThreadRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
