import Foundation

/// The channel types the seed creates (the `channel_types` table): one per combination of the
/// two switches.
struct SeedChannelType: Sendable, Equatable {
    let name: String
    let readEvents: Bool
    let deliveryEvents: Bool

    /// DMs and groups: read and delivery receipts.
    static let messaging = SeedChannelType(name: "messaging", readEvents: true, deliveryEvents: true)
    /// Work channels: read receipts, no delivery receipts.
    static let team = SeedChannelType(name: "team", readEvents: true, deliveryEvents: false)
    /// Large audiences: no receipts at all.
    static let livestream = SeedChannelType(name: "livestream", readEvents: false, deliveryEvents: false)
    /// Broadcasts by a few admins: delivery receipts only (who got the news, not who read it).
    static let announcement = SeedChannelType(name: "announcement", readEvents: false, deliveryEvents: true)

    static let all: [SeedChannelType] = [.messaging, .team, .livestream, .announcement]
}

/// The shape of a channel, which decides its type, size, activity and who talks.
enum SeedChannelKind: UInt8, CaseIterable, Sendable {
    case direct, group, team, livestream, announcement

    var type: SeedChannelType {
        switch self {
        case .direct, .group: return .messaging
        case .team: return .team
        case .livestream: return .livestream
        case .announcement: return .announcement
        }
    }

    var namePrefix: String {
        switch self {
        case .direct: return "dm"
        case .group: return "group"
        case .team: return "team"
        case .livestream: return "live"
        case .announcement: return "news"
        }
    }

    /// Share of all channels.
    var share: Double {
        switch self {
        case .direct: return 0.55
        case .group: return 0.25
        case .team: return 0.12
        case .livestream: return 0.04
        case .announcement: return 0.04
        }
    }
}

/// One channel of the plan; its members and history are generated from its own streams.
struct SeedChannel: Sendable {
    /// `channels.id`: channels are numbered in creation order.
    var id: Int64
    var kind: SeedChannelKind
    var createdAt: Int64
    /// Exactly this many messages; the first is the channel-created system message.
    var messageCount: Int
    /// Message ids are contiguous per channel, in time order: firstMessageId ..< +messageCount.
    var firstMessageId: Int64
    /// The members' user indices are `plan.memberUsers[memberStart ..< memberStart + memberCount]`,
    /// creator first.
    var memberStart: Int
    var memberCount: Int
    /// `channels.team`: the team (workspace) the channel belongs to, or nil.
    var team: String? = nil

    var cid: String { kind.type.name + ":" + kind.namePrefix + "-" + String(id) }
}
