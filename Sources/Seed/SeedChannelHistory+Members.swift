import Foundation

/// The members step: who joins when, who leaves, who talks, and how each reads.
extension SeedChannelHistory {
    /// Per kind (direct, group, team, livestream, announcement).
    private static let initialShare: [Double] = [1, 0.6, 0.4, 0.2, 0.3]
    private static let leaveShare: [Double] = [0, 0.08, 0.07, 0.25, 0.05]
    private static let mutedShare: [Double] = [0.03, 0.05, 0.12, 0.1, 0.15]
    private static let readPace: [Double] = [0.5, 1, 1.5, 1, 1]

    mutating func makeMembers(plan: SeedPlan) {
        var random = SeedRandom(seed: plan.seed, stream: .members, index: UInt64(channel.id))
        let kind = Int(channel.kind.rawValue)
        let createdAt = channel.createdAt
        let joinRoom = end - 3 * SeedPlan.microsPerHour - createdAt
        // People read large channels in batches rather than message by message.
        let sizeFactor = max(1, (Double(channel.memberCount) / 10).squareRoot())
        for (position, user) in plan.members(of: channel).enumerated() {
            users.append(user)
            // Members join mid-history; the creator and the first members at creation.
            let initial = position == 0 || random.chance(Self.initialShare[kind]) || joinRoom <= 0
            let joinedAt = initial ? createdAt : createdAt + 1 + Int64(random.unit() * Double(joinRoom))
            joined.append(joinedAt)
            var leftAt = Self.never
            if position > 0 && random.chance(Self.leaveShare[kind]) {
                let low = joinedAt + 120 * Self.second, high = end - 120 * Self.second
                if high > low { leftAt = low + Int64(random.unit() * Double(high - low)) }
            }
            left.append(leftAt)
            let (weight, lurkerNeverReads) = talk(position: position, random: &random)
            sendWeight.append(weight)
            // Members who never read anything send nothing either (sending reads the channel).
            neverReads.append(weight == 0 && random.chance(lurkerNeverReads))
            mutedMembership.append(random.chance(Self.mutedShare[kind]))
            // Heavy-tailed reading habits: people who talk read within minutes, lurkers within
            // hours or days (read delays from seconds to days); the larger the channel, the
            // more rarely a lurker opens it.
            let habit = weight > 0 ? random.logUniform(30, 3_600) * sizeFactor : random.logUniform(3_600, 4 * 86_400) * sizeFactor
            readMedianSeconds.append(habit * Self.readPace[kind])
            deliveryAckShare.append(random.uniform(0.02, 0.12))
        }
    }

    /// How much the member at `position` talks (0: never), and the chance that a member who
    /// never talks never reads either.
    private func talk(position: Int, random: inout SeedRandom) -> (weight: Double, lurkerNeverReads: Double) {
        let admins = 1 + min(2, channel.memberCount / 20)
        let senderShare = min(0.6, 3 / Double(channel.memberCount).squareRoot())
        var weight: Double
        var lurkerNeverReads = 0.0
        switch channel.kind {
        case .direct:
            weight = random.pareto(minimum: 1, alpha: 1.5)
            if position == 1 && random.chance(0.04) { weight = 0; lurkerNeverReads = 1 }
        case .group:
            weight = random.chance(0.25) ? 0 : random.pareto(minimum: 1, alpha: 1.3)
            lurkerNeverReads = 0.15
        case .team:
            // The larger the channel, the smaller the share of people who post.
            weight = random.chance(senderShare) ? random.pareto(minimum: 1, alpha: 1.1) : 0
            lurkerNeverReads = 0.45
        case .livestream:
            weight = random.chance(min(0.3, senderShare)) ? random.pareto(minimum: 1, alpha: 1.2) : 0
        case .announcement:
            weight = position < admins ? random.pareto(minimum: 1, alpha: 1.5) : 0
        }
        if position == 0 { weight = max(weight, 1) * (channel.kind == .livestream ? 20 : 3) }
        return (min(weight, 500), lurkerNeverReads)
    }
}
