import Foundation

/// `channels.team`: the teams (workspaces) of a multi-tenant app. Most channels belong to one
/// of a few teams, of Zipf-like sizes; some belong to none (cross-team DMs, public
/// livestreams and announcements more often than work channels). Drawn from the seed's own
/// `teams` stream, so the rest of the plan does not depend on it.
enum SeedTeams {
    static let names = ["acme", "globex", "initech", "umbrella", "hooli", "stark", "wonka", "wayne"]

    /// A few teams: three for test sizes, up to eight for large histories.
    static func count(channels: Int) -> Int { min(names.count, max(3, channels / 2_000)) }

    /// Share of channels of each kind that belong to no team.
    static func noTeamShare(_ kind: SeedChannelKind) -> Double {
        switch kind {
        case .direct: return 0.1
        case .group, .team: return 0.05
        case .livestream, .announcement: return 0.4
        }
    }

    static func assign(to channels: inout [SeedChannel], seed: UInt64) {
        var random = SeedRandom(seed: seed, stream: .teams)
        let teams = Array(names.prefix(count(channels: channels.count)))
        let choice = SeedWeightedChoice(weights: teams.indices.map { 1 / Double($0 + 1) })
        for index in channels.indices {
            let team = teams[choice.pick(&random)!]
            channels[index].team = random.chance(noTeamShare(channels[index].kind)) ? nil : team
        }
    }
}
