import Foundation
import Postgres

/// The small tables: channel types, channels, mutes, and users with their stored totals.
extension SeedLoad {
    mutating func loadChannelTypes() throws {
        rows.channelTypes = try connection.copyIn(table: "channel_types", columns: ["name", "read_events", "delivery_events"], freeze: true) { encoder, _ in
            for type in SeedChannelType.all {
                encoder.beginRow(fieldCount: 3)
                encoder.append(text: type.name)
                encoder.append(bool: type.readEvents)
                encoder.append(bool: type.deliveryEvents)
            }
        }
    }

    mutating func loadChannels() throws {
        let plan = self.plan
        rows.channels = try connection.copyIn(table: "channels", columns: ["id", "cid", "type", "created_at", "team"], freeze: true) { encoder, flush in
            for channel in plan.channels {
                encoder.beginRow(fieldCount: 5)
                encoder.append(int64: channel.id)
                encoder.append(text: channel.cid)
                encoder.append(text: channel.kind.type.name)
                encoder.append(timestampMicros: channel.createdAt)
                encoder.append(text: channel.team)
                if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
            }
        }
    }

    mutating func loadMutes() throws {
        let plan = self.plan
        rows.userMutes = try connection.copyIn(table: "user_mutes", columns: ["user_id", "muted_user_id"], freeze: true) { encoder, flush in
            for pair in plan.mutes {
                encoder.beginRow(fieldCount: 2)
                encoder.append(text: plan.userIds[Int(pair >> 32)])
                encoder.append(text: plan.userIds[Int(pair & 0xFFFF_FFFF)])
                if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
            }
        }
    }

    static let userColumns = ["id", "created_at", "total_unread_count", "unread_channels", "unread_threads", "total_unread_mentions"]

    /// Users with their stored totals: the truth, except where drift was planted.
    mutating func loadUsers(stored: [Int32: SeedUserCounters]) throws {
        let plan = self.plan
        let truth = self.truth
        rows.users = try connection.copyIn(table: "users", columns: Self.userColumns, freeze: true) { encoder, flush in
            for user in 0..<plan.userCount {
                let values = stored[Int32(user)] ?? truth[user]
                encoder.beginRow(fieldCount: 6)
                encoder.append(text: plan.userIds[user])
                encoder.append(timestampMicros: plan.userCreatedAt[user])
                encoder.append(int32: Int32(values.total))
                encoder.append(int32: Int32(values.channels))
                encoder.append(int32: Int32(values.threads))
                encoder.append(int32: Int32(values.mentions))
                if encoder.bytes.count >= Self.flushBytes { try flush(&encoder) }
            }
        }
    }
}
