import Postgres
import ReadState
import Runtime

extension MemberReading {
    /// docs/rules.md#per-user-totals: the user's stored totals beside the sums of the recounts
    /// of every current membership (the explained one reused), and each channel's part.
    func totals(_ stored: QueryResult, mutedSenders muted: Set<String>, explained: (String, ChannelRecount))
        throws -> ([MemberExplanation.Counter], [MemberExplanation.Contribution]) {
        let memberships = try connection.query(ExplainQueries.memberships, [user])
        var contributions: [MemberExplanation.Contribution] = []
        var total = 0, channels = 0, threads = 0, mentions = 0
        for row in 0..<memberships.rowCount {
            let key = try memberships.string(row, 0) ?? "", cid = try memberships.string(row, 1) ?? ""
            guard let member = try member(key) else { continue }
            let recount: ChannelRecount
            if key == explained.0 {
                recount = explained.1
            } else {
                let readEvents = try connection.query(ExplainQueries.channel(keys.channel), [key]).bool(0, 3) ?? true
                recount = try self.recount(key, member: member, mutedSenders: muted, readEvents: readEvents)
            }
            if !member.muted {
                total += recount.unread
                channels += recount.unread > 0 ? 1 : 0
                threads += recount.unreadThreads
                mentions += recount.mentions
            }
            contributions.append(MemberExplanation.Contribution(
                channel: key, cid: cid, muted: member.muted, inTotals: !member.muted,
                unread: .init("unread_count", stored: member.storedUnread, recount: recount.unread),
                mentions: source.has(.mentionRows)
                    ? .init("unread_mentions", stored: compared.memberMentions ? member.storedMentions : nil, recount: recount.mentions) : nil,
                unreadThreads: source.has(.threadParticipants) ? recount.unreadThreads : nil))
        }
        // A total the source does not store is shown without a stored value (docs/mappings.md#capabilities).
        func storedTotal(_ column: Int, _ isCompared: Bool) throws -> Int? { try isCompared ? stored.int(0, column) ?? 0 : nil }
        var totals = [
            MemberExplanation.Counter("total_unread_count", stored: try storedTotal(0, compared.userTotals), recount: total),
            MemberExplanation.Counter("unread_channels", stored: try storedTotal(1, compared.userTotals), recount: channels),
        ]
        if source.has(.threadParticipants) {
            totals.append(.init("unread_threads", stored: try storedTotal(2, compared.userThreads), recount: threads))
        }
        if source.has(.mentionRows) {
            totals.append(.init("total_unread_mentions", stored: try storedTotal(3, compared.userMentions), recount: mentions))
        }
        return (totals, contributions)
    }
}
