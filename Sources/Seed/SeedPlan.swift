import Foundation
import Jobs
import Postgres

/// The channel types the seed creates (docs/rules.md#channel-type-switches): one per combination of the
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

    var cid: String { kind.type.name + ":" + kind.namePrefix + "-" + String(id) }
}

/// Everything decided before any channel's history: users, channels (kind, size, activity,
/// creation time), who is in which channel, and who muted whom. Small: a few bytes per
/// membership, so the bench scale plan fits in tens of MB.
struct SeedPlan: Sendable {
    let seed: UInt64
    /// History window in PostgreSQL microseconds (since 2000-01-01 UTC).
    let start: Int64
    let end: Int64
    let userIds: [String]
    let userCreatedAt: [Int64]
    let channels: [SeedChannel]
    let memberUsers: [Int32]
    /// (user << 32 | muted user), sorted: `user_mutes` rows in primary key order.
    let mutes: [UInt64]
    /// user → the users they muted.
    let mutedBy: [Int32: [Int32]]

    var userCount: Int { userIds.count }
    var messageCount: Int { channels.reduce(0) { $0 + $1.messageCount } }

    static let microsPerSecond: Int64 = 1_000_000
    static let microsPerHour: Int64 = 3_600_000_000

    static func userCount(messages: Int) -> Int { max(24, messages / 20) }
    static func channelCount(messages: Int) -> Int { max(12, messages / 64) }

    init(seed: UInt64, messages: Int, start: Int64, end: Int64) {
        self.seed = seed
        self.start = start
        self.end = end
        var random = SeedRandom(seed: seed, stream: .plan)
        let span = Double(end - start)

        // Users: ids in index order ("u0000001"…), created before the history starts.
        let userCount = Self.userCount(messages: messages)
        let width = max(7, String(userCount).count)
        userIds = (0..<userCount).map { index in
            let digits = String(index + 1)
            return "u" + String(repeating: "0", count: width - digits.count) + digits
        }
        userCreatedAt = (0..<userCount).map { _ in
            start - Self.microsPerHour * 24 - Int64(random.logUniform(3_600, 400 * 86_400) * 1e6)
        }
        // Power-law popularity: a few users are in very many channels.
        let popularity = SeedWeightedChoice(weights: (0..<userCount).map { _ in min(random.pareto(minimum: 1, alpha: 1.6), 200) })

        // Channel kinds, at least one of each.
        let channelCount = Self.channelCount(messages: messages)
        var kindCounts = SeedChannelKind.allCases.map { max($0 == .team ? 2 : 1, Int(Double(channelCount) * $0.share)) }
        kindCounts[0] += max(0, channelCount - kindCounts.reduce(0, +))
        var kinds: [SeedChannelKind] = []
        for (kind, count) in zip(SeedChannelKind.allCases, kindCounts) {
            kinds.append(contentsOf: repeatElement(kind, count: count))
        }

        // Sizes and activity: power laws, capped by the population.
        let maximumSize = max(4, min(5_000, userCount * 6 / 10))
        struct Draft { var kind: SeedChannelKind; var createdAt: Int64; var size: Int; var activity: Double }
        var drafts: [Draft] = kinds.map { kind in
            // Front-loaded: half the channels exist in the first fifth of the span; none in the last tenth.
            let u = random.unit()
            let createdAt = start + Int64(span * 0.9 * u * u)
            let size: Int
            var activity = min(random.pareto(minimum: 1, alpha: 1.15), 1_000)
            switch kind {
            case .direct:
                size = 2
            case .group:
                size = min(Int(random.pareto(minimum: 3, alpha: 1.4)), min(40, maximumSize))
                activity *= 1.5
            case .team:
                // Work channels: traffic grows with the number of members (each brings about the
                // same), so the large channels are also the busy ones, where most of the people
                // who fall behind are. The chattiness factor is capped lower than elsewhere so
                // that no single channel carries a large share of all messages.
                size = min(Int(random.pareto(minimum: 4, alpha: 1.15)), maximumSize)
                activity = min(activity, 20) * 4 * Double(size) / 10
            case .livestream:
                size = min(Int(random.pareto(minimum: 15, alpha: 0.9)), maximumSize)
                activity *= 8 * pow(Double(size) / 50, 0.3) // live chat is busy
            case .announcement:
                size = min(Int(random.pareto(minimum: 20, alpha: 0.9)), maximumSize)
                activity = min(activity, 5) * 0.2
            }
            return Draft(kind: kind, createdAt: createdAt, size: max(2, min(size, userCount)), activity: activity)
        }
        // Ids in creation order (stable for equal instants).
        let order = drafts.indices.sorted { (drafts[$0].createdAt, $0) < (drafts[$1].createdAt, $1) }
        drafts = order.map { drafts[$0] }

        // Messages per channel: exactly `messages` in all, at least the creation message each,
        // the rest shared by activity (largest remainder, ties by id).
        let extra = messages - drafts.count
        let totalActivity = drafts.reduce(0) { $0 + $1.activity }
        var counts = drafts.map { 1 + Int(Double(extra) * $0.activity / totalActivity) }
        var remaining = messages - counts.reduce(0, +)
        if remaining > 0 {
            let byRemainder = drafts.indices.sorted {
                let a = Double(extra) * drafts[$0].activity / totalActivity, b = Double(extra) * drafts[$1].activity / totalActivity
                let ra = a - a.rounded(.down), rb = b - b.rounded(.down)
                return ra != rb ? ra > rb : $0 < $1
            }
            for index in byRemainder where remaining > 0 { counts[index] += 1; remaining -= 1 }
        }

        // Memberships: distinct users per channel, drawn by popularity; DM pairs are unique.
        var memberUsers: [Int32] = []
        memberUsers.reserveCapacity(drafts.reduce(0) { $0 + $1.size })
        var channels: [SeedChannel] = []
        channels.reserveCapacity(drafts.count)
        var dmPairs = Set<UInt64>()
        var nextMessageId: Int64 = 1
        var chosen = Set<Int32>()
        for (index, draft) in drafts.enumerated() {
            let memberStart = memberUsers.count
            chosen.removeAll(keepingCapacity: true)
            var members: [Int32] = []
            if draft.kind == .direct {
                for _ in 0..<20 {
                    let a = Int32(popularity.pick(&random)!), b = Int32(popularity.pick(&random)!)
                    guard a != b else { continue }
                    members = [a, b]
                    if dmPairs.insert(UInt64(min(a, b)) << 32 | UInt64(max(a, b))).inserted { break }
                }
                if members.isEmpty { members = [0, 1] }
            } else {
                var attempts = 0
                while members.count < draft.size && attempts < draft.size * 8 {
                    attempts += 1
                    let user = Int32(popularity.pick(&random)!)
                    if chosen.insert(user).inserted { members.append(user) }
                }
                var next = random.below(userCount) // fill up from a random point when popularity saturates
                while members.count < draft.size {
                    let user = Int32(next)
                    if chosen.insert(user).inserted { members.append(user) }
                    next = (next + 1) % userCount
                }
            }
            memberUsers.append(contentsOf: members)
            channels.append(SeedChannel(
                id: Int64(index + 1), kind: draft.kind, createdAt: draft.createdAt, messageCount: counts[index],
                firstMessageId: nextMessageId, memberStart: memberStart, memberCount: members.count))
            nextMessageId += Int64(counts[index])
        }
        self.channels = channels
        self.memberUsers = memberUsers

        // User mutes between people who share a channel, so that they change unread counts.
        var mutes = Set<UInt64>()
        for channel in channels {
            let members = memberUsers[channel.memberStart ..< channel.memberStart + channel.memberCount]
            switch channel.kind {
            case .direct:
                if random.chance(0.03) {
                    let (a, b) = random.chance(0.5) ? (members.first!, members.last!) : (members.last!, members.first!)
                    mutes.insert(UInt64(a) << 32 | UInt64(b))
                }
            case .group, .team, .livestream:
                if random.chance(0.15) {
                    let a = members[members.startIndex + random.below(members.count)]
                    let b = members[members.startIndex + random.below(members.count)]
                    if a != b { mutes.insert(UInt64(a) << 32 | UInt64(b)) }
                }
            case .announcement:
                break
            }
        }
        // Even the smallest history has a few mutes between people in the same channel.
        let shared = channels.filter { $0.kind == .group || $0.kind == .team }
        for _ in 0..<20 where mutes.count < 3 && !shared.isEmpty {
            let channel = shared[random.below(shared.count)]
            let members = memberUsers[channel.memberStart ..< channel.memberStart + channel.memberCount]
            let a = members[members.startIndex + random.below(members.count)]
            let b = members[members.startIndex + random.below(members.count)]
            if a != b { mutes.insert(UInt64(a) << 32 | UInt64(b)) }
        }
        self.mutes = mutes.sorted()
        var mutedBy: [Int32: [Int32]] = [:]
        for pair in self.mutes { mutedBy[Int32(pair >> 32), default: []].append(Int32(truncatingIfNeeded: pair & 0xFFFF_FFFF)) }
        self.mutedBy = mutedBy
    }

    func members(of channel: SeedChannel) -> ArraySlice<Int32> {
        memberUsers[channel.memberStart ..< channel.memberStart + channel.memberCount]
    }
}
