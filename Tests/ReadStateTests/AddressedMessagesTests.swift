import ReadState
import Testing

/// docs/rules.md#addressed-messages: the fast count of a member's addressed messages against the
/// one-message-at-a-time rule, on every combination of read position, sender, mute and switch.
@Suite struct AddressedMessagesTests {
    @Test func theFastCountIsTheRuleOneMessageAtATime() {
        var interner = UserInterner()
        let names = ["member", "friend", "muted", "other"]
        let ids = names.map { interner.intern($0) }
        var mutes = MuteList()
        mutes.add(user: ids[0], muted: ids[2])
        mutes.seal()
        // Messages before, at and after the read position; before the join too.
        let times: [Int64] = [5, 10, 20, 30, 40]
        var messages: [AddressedMessages.Message] = []
        var rows: [(sender: String, at: Int64)] = []
        for time in times {
            for (index, name) in names.enumerated() {
                messages.append(.init(sender: ids[index], createdAt: time))
                rows.append((name, time))
            }
        }
        var checked = 0
        for lastReadAt in [nil, Int64(0), 10, 25, 40] as [Int64?] {
            for joinedAt: Int64 in [0, 30, 100] {
                for readEvents in [true, false] {
                    let member = UnreadRules.Member(userID: "member", joinedAt: joinedAt, lastReadAt: lastReadAt)
                    let expected = rows.filter {
                        UnreadRules.isUnreadAddressed(createdAt: $0.at, sender: $0.sender, to: member, mutedSenders: ["muted"], readEvents: readEvents)
                    }.count
                    let fast = AddressedMessages.unreadCount(messages, member: ids[0], lastReadAt: lastReadAt, mutes: mutes, readEvents: readEvents)
                    #expect(fast == expected, "lastReadAt \(String(describing: lastReadAt)), joinedAt \(joinedAt), readEvents \(readEvents)")
                    checked += 1
                }
            }
        }
        #expect(checked == 30)
        // The rule itself: own and muted never count, joined_at does not bound, NULL is nothing read.
        let unread = UnreadRules.Member(userID: "member", joinedAt: 100, lastReadAt: nil)
        #expect(UnreadRules.isUnreadAddressed(createdAt: 5, sender: "friend", to: unread, mutedSenders: [], readEvents: true))
        #expect(!UnreadRules.isUnreadAddressed(createdAt: 5, sender: "member", to: unread, mutedSenders: [], readEvents: true))
        #expect(!UnreadRules.isUnreadAddressed(createdAt: 5, sender: "muted", to: unread, mutedSenders: ["muted"], readEvents: true))
        #expect(AddressedMessages.unreadCount(messages, member: ids[0], lastReadAt: 25, mutes: mutes, readEvents: true) == 4) // friend, other at 30, 40
    }

    @Test func messagesAreFoundByChannelAndAddressee() {
        var addressed = AddressedMessages()
        addressed.add(channel: "!room:x", addressee: "@a:x", .init(sender: 1, createdAt: 10))
        addressed.add(channel: "!room:x", addressee: "@a:x", .init(sender: 2, createdAt: 20))
        addressed.add(channel: "!room:x", addressee: "@b:x", .init(sender: 1, createdAt: 30))
        #expect(addressed.count == 3 && !addressed.isEmpty)
        #expect(addressed.channel("!room:x")?["@a:x"]?.map(\.createdAt) == [10, 20])
        #expect(addressed.channel("!room:x")?["@c:x"] == nil)
        #expect(addressed.channel("!other:x") == nil)
        #expect(AddressedMessages().isEmpty)
    }
}
