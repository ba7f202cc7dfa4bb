import Foundation
@testable import Jobs
import Runtime
@testable import Seed
import Postgres
import Testing

/// The seed generator without a database: options, random streams, the plan, one channel.
@Suite struct SeedGeneratorTests {
    @Test func scalesParseByNameOrCount() throws {
        #expect(try SeedScale(parsing: "tiny").messageCount == 1_000)
        #expect(try SeedScale(parsing: "SMALL").messageCount == 100_000)
        #expect(try SeedScale(parsing: "medium").messageCount == 1_000_000)
        #expect(try SeedScale(parsing: "bench").messageCount == 10_000_000)
        #expect(try SeedScale(parsing: "250_000") == .messages(250_000))
        for bad in ["huge", "-5", "0", "99", "1e6", ""] {
            do {
                _ = try SeedScale(parsing: bad)
                Issue.record("accepted --scale \(bad)")
            } catch JobError.invalidInput(let message) {
                #expect(message.contains(bad.isEmpty ? "unknown scale" : bad))
            }
        }
    }

    @Test func theWindowEndsAtMidnightAndNeverInTheFuture() throws {
        let now = Date(timeIntervalSince1970: 1_750_000_000) // 2025-06-15T15:06:40Z
        let (start, end) = try SeedOptions(scale: .tiny, days: 30).window(now: now)
        #expect(end.description == "2025-06-15T00:00:00.000000Z")
        #expect(start.description == "2025-05-16T00:00:00.000000Z")
        let future = SeedOptions(scale: .tiny, start: try SeedOptions.parseStart("2025-06-10"), days: 30)
        #expect(throws: JobError.self) { try future.window(now: now) }
        #expect(throws: JobError.self) { try SeedOptions(scale: .tiny, days: 0).window(now: now) }
        #expect(throws: JobError.self) { try SeedOptions(scale: .tiny, days: -3).window(now: now) }
        #expect(try SeedOptions.parseStart("2025-01-02T03:04:05Z").description == "2025-01-02T03:04:05.000000Z")
        #expect(throws: JobError.self) { try SeedOptions.parseStart("yesterday") }
    }

    @Test func randomStreamsAreReproducibleAndIndependent() {
        var a = SeedRandom(seed: 42, stream: .messages, index: 7)
        var b = SeedRandom(seed: 42, stream: .messages, index: 7)
        var c = SeedRandom(seed: 42, stream: .messages, index: 8)
        var d = SeedRandom(seed: 42, stream: .events, index: 7)
        var e = SeedRandom(seed: 43, stream: .messages, index: 7)
        let first = (0..<100).map { _ in a.next() }
        #expect(first == (0..<100).map { _ in b.next() })
        #expect(first != (0..<100).map { _ in c.next() })
        #expect(first != (0..<100).map { _ in d.next() })
        #expect(first != (0..<100).map { _ in e.next() })
        var r = SeedRandom(seed: 1, stream: .plan)
        let units = (0..<10_000).map { _ in r.unit() }
        #expect(units.allSatisfy { $0 >= 0 && $0 < 1 })
        #expect(abs(units.reduce(0, +) / 10_000 - 0.5) < 0.02)
        let below = (0..<10_000).map { _ in r.below(10) }
        #expect(Set(below) == Set(0..<10))
    }

    @Test(arguments: [100, 1_000, 12_345])
    func thePlanHasExactlyTheMessagesAndEveryKindOfChannel(messages: Int) {
        let plan = SeedPlan(seed: 3, messages: messages, start: 0, end: 30 * 86_400 * 1_000_000)
        #expect(plan.messageCount == messages)
        #expect(Set(plan.channels.map(\.kind)) == Set(SeedChannelKind.allCases))
        #expect(plan.channels.map(\.id) == (1...Int64(plan.channels.count)).map { $0 })
        #expect(zip(plan.channels, plan.channels.dropFirst()).allSatisfy { $0.createdAt <= $1.createdAt })
        // Message ids are contiguous per channel and in channel order.
        var next: Int64 = 1
        for channel in plan.channels {
            #expect(channel.firstMessageId == next && channel.messageCount >= 1)
            next += Int64(channel.messageCount)
            let members = plan.members(of: channel)
            #expect(Set(members).count == members.count)
            if channel.kind == .direct { #expect(members.count == 2) }
        }
        let pairs = plan.channels.filter { $0.kind == .direct }.map { Set(plan.members(of: $0)) }
        #expect(Set(pairs).count == pairs.count, "one DM per pair")
        #expect(plan.mutes.allSatisfy { $0 >> 32 != $0 & 0xFFFF_FFFF })
        #expect(plan.userIds == plan.userIds.sorted(), "ids sort like indices (primary key order)")
    }

    @Test func aChannelHistoryIsReproducibleAndKeepsItsInvariants() throws {
        let end: Int64 = 30 * 86_400 * 1_000_000
        let plan = SeedPlan(seed: 5, messages: 20_000, start: 0, end: end)
        for channel in plan.channels where channel.kind == .group || channel.kind == .team || channel.kind == .direct {
            let history = SeedChannelHistory(plan: plan, channel: channel)
            let again = SeedChannelHistory(plan: plan, channel: channel)
            #expect(history.created == again.created && history.sender == again.sender && history.kinds == again.kinds)
            #expect(history.created.count == channel.messageCount)
            #expect(zip(history.created, history.created.dropFirst()).allSatisfy { $0 < $1 })
            #expect(history.created.last! < end)
            var events: [(SeedReceiptKind, Int, Int, Int64)] = []
            let outcomes = history.receipts(seed: plan.seed) { events.append(($0, $1, $2, $3)) }
            for m in 0..<history.memberCount {
                let mine = events.filter { $0.1 == m }
                for kind in [SeedReceiptKind.read, .delivered] {
                    let log = mine.filter { $0.0 == kind }
                    // docs/checks.md#rs009-receipt-covers-future, RS008: up_to <= at, within the membership; log order is time order.
                    #expect(log.allSatisfy { history.created[$0.2] <= $0.3 && $0.3 >= history.joined[m] && $0.3 < min(history.left[m], end) })
                    #expect(zip(log, log.dropFirst()).allSatisfy { $0.3 < $1.3 })
                    // docs/checks.md#rs010-state-log-disagreement: the state is the latest event.
                    let state = kind == .read ? outcomes[m].readIndex : outcomes[m].deliveredIndex
                    #expect((log.last?.2 ?? -1) == state)
                }
                if channel.kind.type.deliveryEvents {
                    // docs/checks.md#rs003-delivered-behind-read: delivered state present and not behind the read state.
                    #expect(outcomes[m].deliveredIndex >= max(outcomes[m].readIndex, 0))
                }
                // docs/checks.md#rs001-receipt-before-own-message: the receipt covers the member's own latest message.
                if let own = history.ownMessages(m).last {
                    #expect(outcomes[m].readIndex >= Int(own))
                }
            }
            if channel.id > 40 { break }
        }
    }

    @Test func threadsAndMentionsKeepTheirInvariants() throws {
        let end: Int64 = 30 * 86_400 * 1_000_000
        let plan = SeedPlan(seed: 8, messages: 20_000, start: 0, end: end)
        var replies = 0, participants = 0, behind = 0
        for channel in plan.channels where channel.kind.type.readEvents {
            var history = SeedChannelHistory(plan: plan, channel: channel)
            history.makeMentions(seed: plan.seed)
            // Threads: every reply is in exactly one thread, whose parent is an earlier top-level message.
            #expect(history.threads.reduce(0) { $0 + $1.replies.count } == history.kinds.filter(\.isThreadReply).count)
            for thread in history.threads {
                #expect(history.parent[Int(thread.parent)] < 0 && !history.kinds[Int(thread.parent)].isThreadReply)
                #expect(thread.replies.allSatisfy { $0 > thread.parent && history.parent[Int($0)] == thread.parent })
            }
            // Mentions: current members who had joined, never the sender.
            for mention in history.mentions {
                let (i, m) = (Int(mention.message), Int(mention.member))
                #expect(m != Int(history.sender[i]) && history.isCurrent(m) && history.joined[m] < history.created[i])
            }
            for p in history.participants(seed: plan.seed) {
                let thread = history.threads[p.thread]
                participants += 1
                if p.unread > 0 { behind += 1 }
                // docs/checks.md#rs015-thread-receipt-before-own-reply: the thread receipt covers the participant's own replies.
                if let own = thread.replies.last(where: { Int(history.sender[Int($0)]) == p.member }) {
                    #expect((p.readAt ?? .min) >= history.created[Int(own)])
                }
                #expect((p.readAt ?? .min) < end)
                #expect(p.unread == history.unreadReplies(member: p.member, thread: thread, joined: p.joined, readAt: p.readAt))
            }
            replies += history.kinds.filter(\.isThreadReply).count
            if channel.id > 200 { break }
        }
        #expect(replies > 100 && participants > 100 && behind > 10, "\(replies) replies, \(participants) participants, \(behind) behind")
    }

    @Test func teamsAreAFewAndSomeChannelsHaveNone() {
        let plan = SeedPlan(seed: 2, messages: 100_000, start: 0, end: 30 * 86_400 * 1_000_000)
        let teams = plan.channels.compactMap(\.team)
        #expect(Set(teams).count == SeedTeams.count(channels: plan.channels.count))
        #expect(teams.count < plan.channels.count && teams.count > plan.channels.count * 7 / 10)
        #expect(plan.channels.map(\.team) == SeedPlan(seed: 2, messages: 100_000, start: 0, end: 30 * 86_400 * 1_000_000).channels.map(\.team))
    }
}
