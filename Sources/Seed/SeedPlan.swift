import Foundation

/// Everything decided before any channel's history: users, channels (kind, size, activity,
/// creation time, team), who is in which channel, and who muted whom. Small: a few bytes per
/// membership, so the bench scale plan fits in tens of MB.
///
/// Built in named steps, each drawing from the `plan` stream in turn (users, channels,
/// messages per channel, memberships, mutes); teams draw from their own stream.
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

    static let microsPerHour: Int64 = 3_600_000_000

    static func userCount(messages: Int) -> Int { max(24, messages / 20) }
    static func channelCount(messages: Int) -> Int { max(12, messages / 64) }

    init(seed: UInt64, messages: Int, start: Int64, end: Int64) {
        self.seed = seed
        self.start = start
        self.end = end
        var random = SeedRandom(seed: seed, stream: .plan)
        let users = Self.makeUsers(count: Self.userCount(messages: messages), start: start, random: &random)
        userIds = users.ids
        userCreatedAt = users.createdAt
        let drafts = Self.draftChannels(count: Self.channelCount(messages: messages), userCount: users.ids.count,
                                        start: start, span: Double(end - start), random: &random)
        let counts = Self.shareMessages(messages, among: drafts)
        let made = Self.makeMemberships(drafts, messageCounts: counts, popularity: users.popularity,
                                        userCount: users.ids.count, random: &random)
        var channels = made.channels
        let memberUsers = made.memberUsers
        mutes = Self.makeMutes(channels: channels, memberUsers: memberUsers, random: &random)
        var mutedBy: [Int32: [Int32]] = [:]
        for pair in mutes { mutedBy[Int32(pair >> 32), default: []].append(Int32(truncatingIfNeeded: pair & 0xFFFF_FFFF)) }
        self.mutedBy = mutedBy
        SeedTeams.assign(to: &channels, seed: seed)
        self.channels = channels
        self.memberUsers = memberUsers
    }

    func members(of channel: SeedChannel) -> ArraySlice<Int32> {
        memberUsers[channel.memberStart ..< channel.memberStart + channel.memberCount]
    }
}

// MARK: - the steps

extension SeedPlan {
    /// Users: ids in index order ("u0000001"…), created before the history starts, with a
    /// power-law popularity (a few users are in very many channels).
    static func makeUsers(count: Int, start: Int64, random: inout SeedRandom)
        -> (ids: [String], createdAt: [Int64], popularity: SeedWeightedChoice) {
        let width = max(7, String(count).count)
        let ids = (0..<count).map { index in
            let digits = String(index + 1)
            return "u" + String(repeating: "0", count: width - digits.count) + digits
        }
        let createdAt = (0..<count).map { _ in
            start - microsPerHour * 24 - Int64(random.logUniform(3_600, 400 * 86_400) * 1e6)
        }
        let popularity = SeedWeightedChoice(weights: (0..<count).map { _ in min(random.pareto(minimum: 1, alpha: 1.6), 200) })
        return (ids, createdAt, popularity)
    }

    /// A channel before it has members: kind, creation time, size and activity.
    struct Draft {
        var kind: SeedChannelKind
        var createdAt: Int64
        var size: Int
        var activity: Double
    }

    /// Channel kinds (at least one of each, two teams), with power-law sizes and activity
    /// capped by the population, in creation order (stable for equal instants).
    static func draftChannels(count channelCount: Int, userCount: Int, start: Int64, span: Double,
                              random: inout SeedRandom) -> [Draft] {
        var kindCounts = SeedChannelKind.allCases.map { max($0 == .team ? 2 : 1, Int(Double(channelCount) * $0.share)) }
        kindCounts[0] += max(0, channelCount - kindCounts.reduce(0, +))
        var kinds: [SeedChannelKind] = []
        for (kind, count) in zip(SeedChannelKind.allCases, kindCounts) {
            kinds.append(contentsOf: repeatElement(kind, count: count))
        }
        let maximumSize = max(4, min(5_000, userCount * 6 / 10))
        let drafts: [Draft] = kinds.map { kind in
            // Front-loaded: half the channels exist in the first fifth of the span; none in the last tenth.
            let u = random.unit()
            let createdAt = start + Int64(span * 0.9 * u * u)
            let (size, activity) = sizeAndActivity(kind, maximumSize: maximumSize, random: &random)
            return Draft(kind: kind, createdAt: createdAt, size: max(2, min(size, userCount)), activity: activity)
        }
        let order = drafts.indices.sorted { (drafts[$0].createdAt, $0) < (drafts[$1].createdAt, $1) }
        return order.map { drafts[$0] }
    }

    private static func sizeAndActivity(_ kind: SeedChannelKind, maximumSize: Int, random: inout SeedRandom) -> (Int, Double) {
        var activity = min(random.pareto(minimum: 1, alpha: 1.15), 1_000)
        switch kind {
        case .direct:
            return (2, activity)
        case .group:
            let size = min(Int(random.pareto(minimum: 3, alpha: 1.4)), min(40, maximumSize))
            return (size, activity * 1.5)
        case .team:
            // Work channels: traffic grows with the number of members (each brings about the
            // same), so the large channels are also the busy ones, where most of the people
            // who fall behind are. The chattiness factor is capped lower than elsewhere so
            // that no single channel carries a large share of all messages.
            let size = min(Int(random.pareto(minimum: 4, alpha: 1.15)), maximumSize)
            activity = min(activity, 20) * 4 * Double(size) / 10
            return (size, activity)
        case .livestream:
            let size = min(Int(random.pareto(minimum: 15, alpha: 0.9)), maximumSize)
            return (size, activity * 8 * pow(Double(size) / 50, 0.3)) // live chat is busy
        case .announcement:
            let size = min(Int(random.pareto(minimum: 20, alpha: 0.9)), maximumSize)
            return (size, min(activity, 5) * 0.2)
        }
    }

    /// Messages per channel: exactly `messages` in all, at least the creation message each,
    /// the rest shared by activity (largest remainder, ties by id).
    static func shareMessages(_ messages: Int, among drafts: [Draft]) -> [Int] {
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
        return counts
    }

    /// Memberships: distinct users per channel, drawn by popularity; DM pairs are unique.
    static func makeMemberships(_ drafts: [Draft], messageCounts counts: [Int], popularity: SeedWeightedChoice,
                                userCount: Int, random: inout SeedRandom) -> (channels: [SeedChannel], memberUsers: [Int32]) {
        var memberUsers: [Int32] = []
        memberUsers.reserveCapacity(drafts.reduce(0) { $0 + $1.size })
        var channels: [SeedChannel] = []
        channels.reserveCapacity(drafts.count)
        var dmPairs = Set<UInt64>()
        var nextMessageId: Int64 = 1
        var chosen = Set<Int32>()
        for (index, draft) in drafts.enumerated() {
            let memberStart = memberUsers.count
            let members = draft.kind == .direct
                ? directPair(popularity: popularity, pairs: &dmPairs, random: &random)
                : pickMembers(size: draft.size, popularity: popularity, userCount: userCount, chosen: &chosen, random: &random)
            memberUsers.append(contentsOf: members)
            channels.append(SeedChannel(
                id: Int64(index + 1), kind: draft.kind, createdAt: draft.createdAt, messageCount: counts[index],
                firstMessageId: nextMessageId, memberStart: memberStart, memberCount: members.count))
            nextMessageId += Int64(counts[index])
        }
        return (channels, memberUsers)
    }

    private static func directPair(popularity: SeedWeightedChoice, pairs: inout Set<UInt64>, random: inout SeedRandom) -> [Int32] {
        var members: [Int32] = []
        for _ in 0..<20 {
            let a = Int32(popularity.pick(&random)!), b = Int32(popularity.pick(&random)!)
            guard a != b else { continue }
            members = [a, b]
            if pairs.insert(UInt64(min(a, b)) << 32 | UInt64(max(a, b))).inserted { break }
        }
        return members.isEmpty ? [0, 1] : members
    }

    private static func pickMembers(size: Int, popularity: SeedWeightedChoice, userCount: Int,
                                chosen: inout Set<Int32>, random: inout SeedRandom) -> [Int32] {
        chosen.removeAll(keepingCapacity: true)
        var members: [Int32] = []
        var attempts = 0
        while members.count < size && attempts < size * 8 {
            attempts += 1
            let user = Int32(popularity.pick(&random)!)
            if chosen.insert(user).inserted { members.append(user) }
        }
        var next = random.below(userCount) // fill up from a random point when popularity saturates
        while members.count < size {
            let user = Int32(next)
            if chosen.insert(user).inserted { members.append(user) }
            next = (next + 1) % userCount
        }
        return members
    }

    /// User mutes between people who share a channel, so that they change unread counts.
    static func makeMutes(channels: [SeedChannel], memberUsers: [Int32], random: inout SeedRandom) -> [UInt64] {
        var mutes = Set<UInt64>()
        func membersOf(_ channel: SeedChannel) -> ArraySlice<Int32> {
            memberUsers[channel.memberStart ..< channel.memberStart + channel.memberCount]
        }
        func randomPair(_ members: ArraySlice<Int32>) {
            let a = members[members.startIndex + random.below(members.count)]
            let b = members[members.startIndex + random.below(members.count)]
            if a != b { mutes.insert(UInt64(a) << 32 | UInt64(b)) }
        }
        for channel in channels {
            let members = membersOf(channel)
            switch channel.kind {
            case .direct:
                if random.chance(0.03) {
                    let (a, b) = random.chance(0.5) ? (members.first!, members.last!) : (members.last!, members.first!)
                    mutes.insert(UInt64(a) << 32 | UInt64(b))
                }
            case .group, .team, .livestream:
                if random.chance(0.15) { randomPair(members) }
            case .announcement:
                break
            }
        }
        // Even the smallest history has a few mutes between people in the same channel.
        let shared = channels.filter { $0.kind == .group || $0.kind == .team }
        for _ in 0..<20 where mutes.count < 3 && !shared.isEmpty {
            randomPair(membersOf(shared[random.below(shared.count)]))
        }
        return mutes.sorted()
    }
}
