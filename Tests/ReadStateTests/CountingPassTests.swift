import ReadState
import Testing

/// docs/contributing.md#the-counting-pass: the pass the recompute and the audit share, against
/// the rules one message at a time (`UnreadRules`), on random channels: unread messages
/// (addressed ones included), mentions, root messages, a participant's replies, the totals.
@Suite struct CountingPassTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func theFastCountsAreTheRulesOneMessageAtATime(seed: UInt64) {
        // The same cases on every run (ThreadRulesTests' generator).
        var random = ThreadRandom(seed: seed)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        let names = (0..<6).map { "u\($0)" }
        var interner = UserInterner()
        let ids = names.map { interner.intern($0) }
        var mutes = MuteList()
        var muted: [String: Set<String>] = [:]
        for _ in 0..<4 {
            let (user, sender) = (next(6), next(6))
            mutes.add(user: ids[user], muted: ids[sender])
            muted[names[user], default: []].insert(names[sender])
        }
        mutes.seal()
        var addressed = AddressedMessages()
        var addressedRows: [(channel: Int64, to: String, sender: String, at: Int64)] = []
        for _ in 0..<6 {
            let row = (channel: Int64(1 + next(2)), to: names[next(6)], sender: names[next(6)], at: Int64(next(100)))
            addressed.add(channel: String(row.channel), addressee: row.to, .init(sender: ids[names.firstIndex(of: row.sender)!], createdAt: row.at))
            addressedRows.append(row)
        }
        var pass = CountingPass(mutes: mutes, addressed: addressed)
        // Messages: (channel, sender, time, parent, shown in channel, mentioned users).
        var messages: [(channel: Int64, message: UnreadRules.Message, mentions: Set<String>)] = []
        for index in 0..<60 {
            let parent: Int64? = next(4) == 0 ? Int64(1 + next(3)) : nil
            let message = UnreadRules.Message(
                sender: names[next(6)], createdAt: Int64(next(100)),
                type: next(8) == 0 ? .ephemeral : .regular, parentID: parent,
                showInChannel: parent != nil && next(2) == 0, deletedAt: next(10) == 0 ? 5 : nil)
            let mentioned: Set<String> = next(3) == 0 ? [names[next(6)]] : []
            messages.append((Int64(1 + index % 2), message, mentioned))
        }
        for (channel, message, mentioned) in messages {
            let sender = ids[names.firstIndex(of: message.sender)!]
            if UnreadRules.isCountable(message) {
                pass.channels.append(channel: channel, sender: sender, createdAt: message.createdAt)
                if message.parentID == nil { pass.roots.append(channel: channel, sender: sender, createdAt: message.createdAt) }
                for user in mentioned.sorted() {
                    pass.mentions.append(channel: channel, key: Int64(ids[names.firstIndex(of: user)!]), sender: sender, createdAt: message.createdAt)
                }
            }
            if UnreadRules.isCountableReply(message), let parent = message.parentID {
                pass.replies.append(channel: channel, key: parent, sender: sender, createdAt: message.createdAt)
            }
        }
        pass.channels.seal(); pass.roots.seal(); pass.replies.seal(); pass.mentions.seal()

        var totals = UserTotals()
        var expectedTotals: [String: Int] = [:]
        var seen = (unread: 0, addressed: 0, mentions: 0, replies: 0)
        for channelID: Int64 in [1, 2, 3] {
            let readEvents = channelID != 2 || seed % 2 == 0
            let channel = pass.channel(channelID, readEvents: readEvents, roots: true) { String(channelID) }
            let inChannel = messages.filter { $0.channel == channelID }
            for (index, name) in names.enumerated() {
                let lastReadAt: Int64? = next(4) == 0 ? nil : Int64(next(100))
                let member = UnreadRules.Member(userID: name, joinedAt: Int64(next(50)), lastReadAt: lastReadAt)
                let mutedSenders = muted[name] ?? []
                var asked = 0
                let counts = pass.count(member: lastReadAt, joinedAt: member.joinedAt, in: channel,
                                        user: { asked += 1; return ids[index] }, addressee: { name })
                let unread = inChannel.filter { UnreadRules.isUnread($0.message, for: member, mutedSenders: mutedSenders, readEvents: readEvents) }
                let addressedUnread = addressedRows.filter {
                    $0.channel == channelID && $0.to == name
                        && UnreadRules.isUnreadAddressed(createdAt: $0.at, sender: $0.sender, to: member, mutedSenders: mutedSenders, readEvents: readEvents)
                }
                #expect(counts.unread == unread.count + addressedUnread.count, "channel \(channelID), \(name)")
                seen.unread += counts.unread
                seen.addressed += addressedUnread.count
                seen.mentions += counts.mentions
                #expect(counts.mentions == unread.filter { $0.mentions.contains(name) }.count)
                #expect(counts.roots == (counts.unread == 0 ? 0 : unread.filter { $0.message.parentID == nil }.count))
                #expect(asked <= 1 && (counts.unread == 0 || counts.user == ids[index]))
                let muting = index == 0
                counts.add(to: &totals, muted: muting)
                if !muting { expectedTotals[name, default: 0] += counts.unread }
                for parent: Int64 in [1, 2, 3] {
                    let replies = pass.countReplies(participant: lastReadAt, joinedAt: member.joinedAt, parent: parent, in: channel) { ids[index] }
                    let expected = inChannel.filter {
                        $0.message.parentID == parent
                            && UnreadRules.isUnreadReply($0.message, for: member, currentMember: true, mutedSenders: mutedSenders, readEvents: readEvents)
                    }.count
                    #expect(replies == expected, "channel \(channelID), \(name), thread \(parent)")
                    seen.replies += replies
                }
            }
        }
        // The cases count something of every kind (over all seeds, addressed and mentions may be rare).
        #expect(seen.unread > 0 && seen.replies > 0, "\(seen)")
        for (index, name) in names.enumerated() {
            #expect(totals.totals(of: ids[index]).total == expectedTotals[name, default: 0])
        }
    }
}
