import ReadState
import Testing

/// docs/rules.md#per-member-unread-count, one message at a time: the reference the fast counter is checked against.
@Suite struct UnreadRulesTests {
    let alice = UnreadRules.Member(userID: "alice", joinedAt: 0, lastReadAt: nil)

    func unread(_ message: UnreadRules.Message, muted: Set<String> = [], readEvents: Bool = true) -> Bool {
        UnreadRules.isUnread(message, for: alice, mutedSenders: muted, readEvents: readEvents)
    }

    @Test func onlyRegularAndSystemMessagesCount() {
        for type in UnreadRules.MessageType.allCases {
            let counts = unread(UnreadRules.Message(sender: "bob", createdAt: 10, type: type))
            #expect(counts == (type == .regular || type == .system), "\(type)")
        }
    }

    @Test func deletedSilentAndShadowedNeverCount() {
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10, deletedAt: 11)))
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10, silent: true)))
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10, shadowed: true)))
        #expect(unread(UnreadRules.Message(sender: "bob", createdAt: 10)))
    }

    @Test func threadRepliesCountOnlyWhenShownInTheChannel() {
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10, parentID: 1)))
        #expect(unread(UnreadRules.Message(sender: "bob", createdAt: 10, parentID: 1, showInChannel: true)))
    }

    @Test func ownAndMutedSendersNeverCount() {
        #expect(!unread(UnreadRules.Message(sender: "alice", createdAt: 10)))
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10), muted: ["bob"]))
        #expect(unread(UnreadRules.Message(sender: "carol", createdAt: 10), muted: ["bob"]))
    }

    @Test func readEventsOffMeansNothingCounts() {
        #expect(!unread(UnreadRules.Message(sender: "bob", createdAt: 10), readEvents: false))
    }

    @Test func theHorizonIsStrict() {
        let member = UnreadRules.Member(userID: "alice", joinedAt: 5, lastReadAt: 20)
        let at = { (time: Int64) in UnreadRules.isUnread(UnreadRules.Message(sender: "bob", createdAt: time), for: member, mutedSenders: [], readEvents: true) }
        #expect(!at(20)) // created exactly at last_read_at: read
        #expect(at(21))
        let joinedLater = UnreadRules.Member(userID: "alice", joinedAt: 30, lastReadAt: 20)
        #expect(UnreadRules.horizon(lastReadAt: joinedLater.lastReadAt, joinedAt: joinedLater.joinedAt) == 30)
        #expect(UnreadRules.horizon(lastReadAt: nil, joinedAt: 7) == 7) // NULL: nothing read, but not before joining
        #expect(UnreadRules.horizon(lastReadAt: .max, joinedAt: 7) == .max) // infinity: everything read
    }
}
