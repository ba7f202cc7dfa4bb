import Foundation
import Jobs
import Postgres
import ReadState
import Runtime
import Testing
import TestSupport

/// One hand-built fixture per docs/rules.md#per-member-unread-count rule, each with an exact count. Stored counters are -1,
/// so the recompute reports every current member and user with its recomputed value.
@Suite struct RecomputeRuleTests {
    @Test func ownMessagesNeverCount() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let c = try f.channel("messaging:own")
        try f.member(c, "alice")
        try f.member(c, "bob")
        try f.message(c, from: "alice", at: 10)
        try f.message(c, from: "bob", at: 11)
        try f.message(c, from: "bob", at: 12)
        let r = try f.recompute()
        #expect(r.unread("messaging:own", "alice") == 2)
        #expect(r.unread("messaging:own", "bob") == 1)
    }

    @Test func systemCountsErrorAndEphemeralDoNot() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let c = try f.channel("messaging:types")
        try f.member(c, "alice")
        for type in ["regular", "system", "error", "ephemeral", "system"] { try f.message(c, from: "bob", at: 10, type: type) }
        #expect(try f.recompute().unread("messaging:types", "alice") == 3)
    }

    @Test func deletedSilentAndShadowedMessagesDoNotCount() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let c = try f.channel("messaging:hidden")
        try f.member(c, "alice")
        try f.message(c, from: "bob", at: 10)
        try f.message(c, from: "bob", at: 11, deleted: true)
        try f.message(c, from: "bob", at: 12, silent: true)
        try f.message(c, from: "bob", at: 13, shadowed: true)
        try f.message(c, from: "bob", at: 14, type: "system", silent: true)
        #expect(try f.recompute().unread("messaging:hidden", "alice") == 1)
    }

    @Test func threadRepliesCountOnlyWhenShownInTheChannel() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let c = try f.channel("messaging:thread")
        try f.member(c, "alice")
        let parent = try f.message(c, from: "alice", at: 10)
        try f.message(c, from: "bob", at: 11, parent: parent)
        try f.message(c, from: "bob", at: 12, parent: parent)
        try f.message(c, from: "bob", at: 13, parent: parent, shown: true)
        #expect(try f.recompute().unread("messaging:thread", "alice") == 1)
    }

    @Test func aMutedSendersMessagesDoNotCount() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob", "carol")
        let c = try f.channel("messaging:mute")
        for user in ["alice", "bob", "carol"] { try f.member(c, user) }
        try f.mute("alice", "carol")
        for t in 10...12 { try f.message(c, from: "carol", at: t) }
        try f.message(c, from: "bob", at: 13)
        let r = try f.recompute()
        #expect(r.unread("messaging:mute", "alice") == 1)
        #expect(r.unread("messaging:mute", "bob") == 3) // bob has not muted carol
        #expect(r.unread("messaging:mute", "carol") == 1)
    }

    @Test func messagesBeforeJoiningDoNotCount() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let c = try f.channel("messaging:join")
        try f.member(c, "alice", joined: 20)
        try f.message(c, from: "bob", at: 10)
        try f.message(c, from: "bob", at: 20) // exactly at joined_at: history
        try f.message(c, from: "bob", at: 21)
        #expect(try f.recompute().unread("messaging:join", "alice") == 1)
    }

    @Test func aMessageAtExactlyLastReadAtIsRead() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let c = try f.channel("messaging:exact")
        try f.member(c, "alice", lastRead: 30)
        try f.message(c, from: "bob", at: 29)
        try f.message(c, from: "bob", at: 30)
        try f.message(c, from: "bob", at: 31)
        #expect(try f.recompute().unread("messaging:exact", "alice") == 1)
    }

    @Test func aNullLastReadAtMeansNothingRead() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let c = try f.channel("messaging:null")
        try f.member(c, "alice", joined: 5, lastRead: nil)
        for t in [1, 6, 7, 8] { try f.message(c, from: "bob", at: t) }
        #expect(try f.recompute().unread("messaging:null", "alice") == 3)
    }

    @Test func aTypeWithReadEventsOffCountsZero() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let c = try f.channel("livestream:show", type: "livestream")
        try f.member(c, "alice")
        try f.member(c, "bob", stored: 0)
        for t in 10...14 { try f.message(c, from: "bob", at: t) }
        let r = try f.recompute()
        #expect(r.unread("livestream:show", "alice") == 0) // stored -1 → drift to 0
        #expect(r.members["livestream:show/bob"] == nil) // stored 0 is right
        #expect(r.totals("alice")! == (0, 0))
    }

    @Test func aMutedMembershipKeepsItsCountButStaysOutOfTotals() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let muted = try f.channel("messaging:muted")
        let open = try f.channel("messaging:open")
        try f.member(muted, "alice", muted: true)
        try f.member(open, "alice")
        for t in 1...2 { try f.message(muted, from: "bob", at: t) }
        for t in 1...3 { try f.message(open, from: "bob", at: t) }
        let r = try f.recompute()
        #expect(r.unread("messaging:muted", "alice") == 2)
        #expect(r.unread("messaging:open", "alice") == 3)
        #expect(r.totals("alice")! == (3, 1))
    }

    @Test func aFormerMemberIsNotCheckedAndCountsNowhere() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob")
        let c = try f.channel("messaging:left")
        try f.member(c, "alice", left: 50, stored: 7)
        try f.member(c, "bob")
        for t in 10...12 { try f.message(c, from: "bob", at: t) }
        try f.message(c, from: "alice", at: 13)
        let r = try f.recompute()
        #expect(r.members["messaging:left/alice"] == nil)
        #expect(r.totals("alice")! == (0, 0))
        #expect(r.unread("messaging:left", "bob") == 1) // a former member's message still counts for others
        #expect(r.report.members.checked == 1)
    }

    @Test func aUserWithNoMembershipsHasZeroAndZero() throws {
        let f = try RecomputeFixture()
        try f.users("dave", "erin")
        try f.db.query("UPDATE users SET total_unread_count = 4, unread_channels = 1 WHERE id = 'dave'")
        try f.db.query("UPDATE users SET total_unread_count = 0, unread_channels = 0 WHERE id = 'erin'")
        let r = try f.recompute()
        #expect(r.users["dave"] == UserDrift(userID: "dave", storedTotal: 4, recomputedTotal: 0, storedChannels: 1, recomputedChannels: 0))
        #expect(r.users["erin"] == nil)
        #expect(r.report.usersChecked == 2)
        #expect(r.report.usersDrifted == 1)
    }

    /// The same history cut into batches of 1, 2 and 3 channels gives the same numbers, and a
    /// type scope checks only its channels while the totals take the others as stored.
    @Test func batchingDoesNotChangeTheResultAndScopeLimitsIt() throws {
        let f = try RecomputeFixture()
        try f.users("alice", "bob", "carol")
        var channels: [Int64] = []
        for index in 0..<7 {
            let type = index % 3 == 2 ? "team" : "messaging"
            let c = try f.channel("\(type):c\(index)", type: type)
            channels.append(c)
            try f.member(c, "alice", joined: index, lastRead: index % 2 == 0 ? nil : 5 + index, muted: index == 4)
            try f.member(c, "bob", joined: 0, lastRead: 3)
            if index % 2 == 0 { try f.member(c, "carol", joined: 8) }
            for t in 0..<(index * 3) { try f.message(c, from: ["alice", "bob", "carol"][t % 3], at: t + 1) }
        }
        try f.mute("bob", "carol")
        let whole = try f.recompute()
        #expect(whole.report.members.checked == 18)
        for size in [1, 2, 3] {
            let batched = try f.recompute(channelsPerBatch: size)
            #expect(batched.memberOrder == whole.memberOrder, "batches of \(size)")
            #expect(batched.members == whole.members, "batches of \(size)")
            #expect(batched.users == whole.users, "batches of \(size)")
            #expect(batched.report == whole.report, "batches of \(size)")
        }
        // Scope: only 'team' channels (c2, c5) are checked; messaging counters (all -1) enter the
        // totals as stored.
        let team = try f.recompute(scope: RecomputeScope(channelTypes: ["team"]))
        #expect(Set(team.members.values.map(\.channelType)) == ["team"])
        #expect(team.report.members.checked == 5)
        let aliceTeam = ["team:c2", "team:c5"].compactMap { whole.unread($0, "alice") }.reduce(0, +)
        // alice's messaging memberships c0, c1, c3, c6 store -1 each; c4 is muted: not in totals.
        #expect(team.totals("alice")?.0 == aliceTeam - 4)
    }

    @Test func anUnknownChannelTypeIsAUsageError() throws {
        let f = try RecomputeFixture()
        #expect(throws: JobError.self) { try f.recompute(scope: RecomputeScope(channelTypes: ["nope"])) }
    }
}
