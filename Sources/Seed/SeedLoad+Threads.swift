import Foundation
import Postgres

/// The threads and mentions steps: the parked participant and mention rows, with planted
/// states and extra mentions where there are any.
extension SeedLoad {
    static let participantColumns = ["channel_id", "parent_id", "user_id", "joined_at", "last_read_at", "unread_replies"]
    static let mentionColumns = ["channel_id", "message_id", "user_id"]

    mutating func loadParticipants(from file: SeedRowFile, states: [SeedParticipantKey: SeedParticipantState]) throws {
        let plan = self.plan
        rows.threadParticipants = try connection.copyIn(table: "thread_participants", columns: Self.participantColumns, freeze: true) { encoder, flush in
            try file.forEach { row in
                let key = SeedParticipantKey(channelId: row[0], parentId: row[1], user: Int32(row[2]))
                let state = states.isEmpty ? nil : states[key]
                encoder.beginRow(fieldCount: 6)
                encoder.append(int64: key.channelId)
                encoder.append(int64: key.parentId)
                encoder.append(text: plan.userIds[Int(key.user)])
                encoder.append(timestampMicros: row[3])
                encoder.append(timestampMicros: state.map(\.readAt) ?? row.optional(4))
                encoder.append(int32: Int32(state?.unread ?? Int(row[5])))
                if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
            }
        }
    }

    mutating func loadMentions(from file: SeedRowFile, extra: [SeedPlantedMention]) throws {
        let plan = self.plan
        rows.messageMentions = try connection.copyIn(table: "message_mentions", columns: Self.mentionColumns, freeze: true) { encoder, flush in
            func append(_ channelId: Int64, _ messageId: Int64, _ user: Int32) {
                encoder.beginRow(fieldCount: 3)
                encoder.append(int64: channelId)
                encoder.append(int64: messageId)
                encoder.append(text: plan.userIds[Int(user)])
            }
            try file.forEach { row in
                append(row[0], row[1], Int32(row[2]))
                if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
            }
            for mention in extra { append(mention.channelId, mention.messageId, mention.user) }
        }
    }
}
