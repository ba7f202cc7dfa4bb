import Foundation
import Postgres

/// The members step: the parked membership rows, with planted states where there are any.
extension SeedLoad {
    static let memberColumns = ["channel_id", "user_id", "joined_at", "muted", "last_read_at", "last_read_message_id",
                                "unread_count", "last_delivered_at", "last_delivered_message_id", "left_at", "unread_mentions"]

    mutating func loadMembers(from file: SeedMemberFile, states: [SeedMemberKey: SeedMemberState]) throws {
        let plan = self.plan
        let progress = progress("loading channel members", unit: "members", total: file.count)
        rows.channelMembers = try connection.copyIn(table: "channel_members", columns: Self.memberColumns, freeze: true) { encoder, flush in
            var sinceFlush = 0
            try file.forEach { row in
                let state = states.isEmpty ? row.state : states[SeedMemberKey(channelId: row.channelId, user: row.user)] ?? row.state
                encoder.beginRow(fieldCount: 11)
                encoder.append(int64: row.channelId)
                encoder.append(text: plan.userIds[Int(row.user)])
                encoder.append(timestampMicros: row.joined)
                encoder.append(bool: row.muted)
                encoder.append(timestampMicros: state.readAt)
                encoder.append(int64: state.readMessageId)
                encoder.append(int32: Int32(state.unread))
                encoder.append(timestampMicros: state.deliveredAt)
                encoder.append(int64: state.deliveredMessageId)
                encoder.append(timestampMicros: row.left)
                encoder.append(int32: Int32(state.mentions))
                sinceFlush += 1
                if encoder.bytes.count >= Self.flushBytes {
                    try flush(&encoder)
                    progress.advance(by: sinceFlush)
                    sinceFlush = 0
                }
            }
            progress.advance(by: sinceFlush)
        }
        progress.finish()
    }
}
