import Postgres
import ReadState
import Runtime

extension MemberReading {
    /// docs/rules.md#threads: each thread the member takes part in, its replies recounted by `UnreadRules.replyReason`.
    func threads(_ channel: String, mutedSenders muted: Set<String>) throws -> [MemberExplanation.Thread] {
        let found = try connection.query(ExplainQueries.participants(keys.channel), [channel, user])
        guard found.rowCount > 0 else { return [] }
        var participants: [(parent: String, rules: UnreadRules.Member, stored: Int)] = []
        for row in 0..<found.rowCount {
            participants.append((try found.string(row, 0) ?? "", UnreadRules.Member(
                userID: user, joinedAt: try Self.time(found, row, 1).microseconds, lastReadAt: try found.timestamp(row, 2)?.microseconds),
                try found.int(row, 3) ?? 0))
        }
        let parents = SchemaContract.arrayLiteral(participants.map(\.parent))
        let present = try connection.query(ExplainQueries.parentsInChannel(keys.channel, message: keys.message), [channel, parents])
        let inChannel = Set(try (0..<present.rowCount).compactMap { try present.string($0, 0) })
        var replies: [String: [Row]] = [:]
        try messageRows(ExplainQueries.replies(keys.channel, message: keys.message),
                        settings: [("unreadctl.explain_channel", channel), ("unreadctl.explain_parents", parents)]) { reply in
            replies[reply.parent ?? "", default: []].append(reply)
        }
        return participants.map { participant in
            var unread = 0
            var excluded: [String: Int] = [:]
            for reply in replies[participant.parent] ?? [] {
                if let reason = UnreadRules.replyReason(reply.message, parentInChannel: inChannel.contains(participant.parent),
                                                        for: participant.rules, mutedSenders: muted, readEvents: true) {
                    excluded[reason.code, default: 0] += 1
                } else {
                    unread += 1
                }
            }
            return MemberExplanation.Thread(
                parentID: participant.parent, joinedAt: PostgresTimestamp(microseconds: participant.rules.joinedAt).description,
                lastReadAt: participant.rules.lastReadAt.map { PostgresTimestamp(microseconds: $0).description },
                unreadReplies: .init("unread_replies", stored: compared.threadReplies ? participant.stored : nil, recount: unread),
                excluded: excluded)
        }
    }
}
