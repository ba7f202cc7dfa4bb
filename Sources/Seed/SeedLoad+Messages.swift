import Foundation
import Postgres
import Runtime

/// The second pass: every channel's messages, regenerated from their own random streams
/// (identical to the first pass's) and streamed; and the planted receipt events.
extension SeedLoad {
    static let eventColumns = ["id", "channel_id", "user_id", "kind", "message_id", "up_to", "at"]

    mutating func loadMessages() throws {
        let plan = self.plan
        let progress = progress("loading messages", unit: "messages", total: plan.messageCount)
        rows.messages = try connection.copyIn(
            table: "messages",
            columns: ["id", "channel_id", "user_id", "created_at", "type", "parent_id", "show_in_channel", "silent", "shadowed", "deleted_at"],
            freeze: true
        ) { encoder, flush in
            for channel in plan.channels {
                try Interruption.shared.check()
                let h = SeedChannelHistory(plan: plan, channel: channel)
                for index in 0..<h.messageCount {
                    let kind = h.kinds[index]
                    encoder.beginRow(fieldCount: 10)
                    encoder.append(int64: channel.firstMessageId + Int64(index))
                    encoder.append(int64: channel.id)
                    encoder.append(text: plan.userIds[Int(h.users[Int(h.sender[index])])])
                    encoder.append(timestampMicros: h.created[index])
                    encoder.append(text: kind.typeText)
                    encoder.append(int64: h.parent[index] >= 0 ? channel.firstMessageId + Int64(h.parent[index]) : nil)
                    encoder.append(bool: kind == .threadReplyShown)
                    encoder.append(bool: kind == .silent)
                    encoder.append(bool: kind == .shadowed)
                    encoder.append(timestampMicros: kind == .deleted ? h.deletedAt[index] : nil)
                    if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
                }
                progress.advance(by: channel.messageCount)
            }
        }
        progress.finish()
    }

    mutating func loadPlantedEvents(_ events: [SeedPlantedEvent]) throws {
        guard !events.isEmpty else { return }
        let plan = self.plan
        var eventId = nextEventId
        rows.receiptEvents += try connection.copyIn(table: "receipt_events", columns: Self.eventColumns, freeze: true) { encoder, _ in
            for event in events {
                eventId += 1
                encoder.beginRow(fieldCount: 7)
                encoder.append(int64: eventId)
                encoder.append(int64: event.channelId)
                encoder.append(text: plan.userIds[Int(event.user)])
                encoder.append(text: event.kind.text)
                encoder.append(int64: event.messageId)
                encoder.append(timestampMicros: event.upTo)
                encoder.append(timestampMicros: event.at)
            }
        }
        nextEventId = eventId
    }
}
