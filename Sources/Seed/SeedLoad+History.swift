import Foundation
import Jobs
import Postgres

/// What the first pass parks on disk for the COPYs that follow it.
struct SeedParkedRows {
    let members: SeedMemberFile
}

/// The first pass: every channel's whole history in turn. Its receipt events stream into
/// COPY; its membership rows are parked (their users' totals are known only at the end); its
/// members' true counts go into the users' totals, and its members are offered as anomaly
/// candidates.
extension SeedLoad {
    mutating func loadHistory() throws -> SeedParkedRows {
        let plan = self.plan
        let progress = progress("generating the history (messages), loading receipt events", total: plan.messageCount)
        var pass = SeedHistoryPass(plan: plan, truth: truth, candidates: candidates, members: try SeedMemberFile(), eventId: nextEventId)
        rows.receiptEvents = try connection.copyIn(table: "receipt_events", columns: Self.eventColumns, freeze: true) { encoder, flush in
            for (channelIndex, channel) in plan.channels.enumerated() {
                try Interruption.shared.check()
                try pass.generate(channel, index: channelIndex, encoder: &encoder, flush: flush)
                progress.advance(by: channel.messageCount)
            }
        }
        progress.finish()
        nextEventId = pass.eventId
        truth = pass.truth
        candidates = pass.candidates
        return SeedParkedRows(members: pass.members)
    }
}

/// The first pass's running state.
struct SeedHistoryPass {
    let plan: SeedPlan
    var truth: SeedUserTotals
    var candidates: AnomalyCandidates?
    let members: SeedMemberFile
    var eventId: Int64

    /// One channel: its receipt events into `encoder`, its rows parked, its truth counted.
    mutating func generate(_ channel: SeedChannel, index channelIndex: Int, encoder: inout BinaryCopyEncoder,
                           flush: (inout BinaryCopyEncoder) throws -> Void) throws {
        let history = SeedChannelHistory(plan: plan, channel: channel)
        let outcomes = try streamReceipts(history, encoder: &encoder, flush: flush)
        try parkMembers(history, outcomes: outcomes)
        candidates?.offer(history: history, outcomes: outcomes, channelIndex: channelIndex, userCount: plan.userCount)
    }

    private mutating func streamReceipts(_ history: SeedChannelHistory, encoder: inout BinaryCopyEncoder,
                                         flush: (inout BinaryCopyEncoder) throws -> Void) throws -> [SeedMemberOutcome] {
        let plan = self.plan, channel = history.channel
        var eventId = self.eventId
        defer { self.eventId = eventId }
        return try history.receipts(seed: plan.seed) { kind, member, index, at in
            eventId += 1
            encoder.beginRow(fieldCount: 7)
            encoder.append(int64: eventId)
            encoder.append(int64: channel.id)
            encoder.append(text: plan.userIds[Int(history.users[member])])
            encoder.append(text: kind.text)
            encoder.append(int64: channel.firstMessageId + Int64(index))
            encoder.append(timestampMicros: history.created[index])
            encoder.append(timestampMicros: at)
            if encoder.bytes.count >= SeedLoad.flushBytes { try flush(&encoder) }
        }
    }

    /// Membership rows in primary key order (user ids sort like user indices); the users'
    /// totals over current, not muted memberships (docs/rules.md: read_events off counts 0).
    private mutating func parkMembers(_ history: SeedChannelHistory, outcomes: [SeedMemberOutcome]) throws {
        let users = history.users, created = history.created
        for m in (0..<history.memberCount).sorted(by: { users[$0] < users[$1] }) {
            let o = outcomes[m]
            let state = SeedMemberState(
                readAt: o.readIndex >= 0 ? created[o.readIndex] : nil,
                readMessageId: o.readIndex >= 0 ? history.messageId(o.readIndex) : nil,
                deliveredAt: o.deliveredIndex >= 0 ? created[o.deliveredIndex] : nil,
                deliveredMessageId: o.deliveredIndex >= 0 ? history.messageId(o.deliveredIndex) : nil,
                unread: o.unread, mentions: o.mentions)
            let current = history.isCurrent(m)
            try members.append(SeedMemberRow(channelId: history.channel.id, user: users[m], joined: history.joined[m],
                                             left: current ? nil : history.left[m], muted: history.mutedMembership[m], state: state))
            if current && !history.mutedMembership[m] && o.unread > 0 {
                truth.total[Int(users[m])] += Int32(o.unread)
                truth.channels[Int(users[m])] += 1
            }
        }
    }
}
