/// RS016 mention-of-non-member (docs/checks.md#rs016-mention-of-non-member).
public enum MentionOfNonMemberCheck: ChannelCheck {
    public static let check = AuditCheck(
        code: .rs016, name: "mention-of-non-member", severity: .info,
        finding: "a mention of a user with no current membership in the channel, or of a message that is not a message of that channel (message id = the mention's message)",
        meaning: """
            A mention of someone who is not (or no longer) in the channel notifies nobody and counts \
            nowhere; a mention row whose message lives in another channel (or no longer exists) is \
            orphaned. Harmless for the counters, but it shows the mention writer skips a membership check \
            or that rows were moved without their mentions.
            """,
        repair: "Nothing counts it; delete the row if it is an orphan:",
        repairSQL: """
            DELETE FROM message_mentions
            WHERE channel_id = (SELECT id FROM channels WHERE cid = :'cid') AND message_id = :message_id AND user_id = :'user_id'
              AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = :message_id AND m.channel_id = message_mentions.channel_id);
            """,
        inputs: [.messages, .mentions], requires: [.mentionRows], planted: true,
        messageID: "the mention's message",
        notes: """
            One finding per mention row; the detail says which reason (or both) applies. A mention of a \
            former member is a mention of a non-member.
            """,
        examples: [
            "team:team-3,u0004410,9120,no current membership in the channel",
            "team:team-3,u0000802,77310,not a message of this channel",
        ],
        exampleNote: "illustrative")

    /// The mentioned messages are looked up among the channel's messages.
    public static func begin(_ pass: inout AuditPass) {
        for mention in pass.mentions { pass.lookUpMessage(mention.messageID) }
    }

    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        for mention in pass.mentions {
            var detail = AuditDetail()
            if case .some(.some) = pass.createdAt(ofMessage: mention.messageID) {} else { detail.append(.note("not a message of this channel")) }
            if !pass.isCurrentMember(mention.user) { detail.append(.note("no current membership in the channel")) }
            guard !detail.parts.isEmpty else { continue }
            pass.emit(.rs016, user: mention.user, message: mention.messageID, detail, into: &findings)
        }
    }
}
