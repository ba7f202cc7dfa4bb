import Foundation
import Postgres
import Runtime

/// What the first pass parks on disk for the COPYs that follow it.
struct SeedParkedRows {
    let members: SeedMemberFile
    /// `thread_participants`: channel, parent, user, joined_at, last_read_at, unread_replies.
    let participants: SeedRowFile
    /// `message_mentions`: channel, message, user.
    let mentions: SeedRowFile
}

/// The first pass: every channel's whole history in turn. Its receipt events stream into
/// COPY; its membership, thread participant and mention rows are parked (their users' totals
/// are known only at the end); its true counts go into the users' totals, and its members and
/// participants are offered as anomaly candidates.
extension SeedLoad {
    mutating func loadHistory() throws -> SeedParkedRows {
        let plan = self.plan
        let progress = progress("generating the history (receipt events load alongside)", unit: "messages", total: plan.messageCount)
        let parked = SeedParkedRows(members: try SeedMemberFile(), participants: try SeedRowFile(slots: 6), mentions: try SeedRowFile(slots: 3))
        var pass = SeedHistoryPass(plan: plan, truth: truth, candidates: candidates, parked: parked, eventId: nextEventId)
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
        return parked
    }
}

/// The first pass's running state.
struct SeedHistoryPass {
    let plan: SeedPlan
    var truth: SeedUserTotals
    var candidates: AnomalyCandidates?
    let parked: SeedParkedRows
    var eventId: Int64

    /// One channel: its receipt events into `encoder`, its rows parked, its truth counted.
    mutating func generate(_ channel: SeedChannel, index channelIndex: Int, encoder: inout BinaryCopyEncoder,
                           flush: (inout BinaryCopyEncoder) throws -> Void) throws {
        var history = SeedChannelHistory(plan: plan, channel: channel)
        history.makeMentions(seed: plan.seed)
        let outcomes = try streamReceipts(history, encoder: &encoder, flush: flush)
        try parkMembers(history, outcomes: outcomes)
        let participants = history.participants(seed: plan.seed)
        try parkParticipants(history, participants)
        try parkMentions(history)
        candidates?.offer(history: history, outcomes: outcomes, channelIndex: channelIndex, userCount: plan.userCount)
        candidates?.offer(history: history, participants: participants, channelIndex: channelIndex)
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
            try parked.members.append(SeedMemberRow(channelId: history.channel.id, user: users[m], joined: history.joined[m],
                                             left: current ? nil : history.left[m], muted: history.mutedMembership[m], state: state))
            if current && !history.mutedMembership[m] {
                truth.total[Int(users[m])] += Int32(o.unread)
                truth.channels[Int(users[m])] += o.unread > 0 ? 1 : 0
                truth.mentions[Int(users[m])] += Int32(o.mentions)
            }
        }
    }

    /// Participant rows, by thread and user; a user's unread threads count the rows with
    /// unread replies whose membership is current and not muted.
    private mutating func parkParticipants(_ history: SeedChannelHistory, _ participants: [SeedParticipant]) throws {
        for p in participants {
            let user = history.users[p.member]
            try parked.participants.append(history.channel.id, history.messageId(Int(history.threads[p.thread].parent)), Int64(user),
                                           p.joined, p.readAt ?? SeedRowFile.null, Int64(p.unread))
            if p.unread > 0 && history.isCurrent(p.member) && !history.mutedMembership[p.member] {
                truth.threads[Int(user)] += 1
            }
        }
    }

    private func parkMentions(_ history: SeedChannelHistory) throws {
        for mention in history.mentions {
            try parked.mentions.append(history.channel.id, history.messageId(Int(mention.message)), Int64(history.users[Int(mention.member)]))
        }
    }
}
