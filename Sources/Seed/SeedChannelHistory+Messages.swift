import Foundation

/// The messages step: when people talk, who talks, and what kind of message each is.
extension SeedChannelHistory {
    /// Per kind (direct, group, team, livestream, announcement).
    private static let burstMean: [Double] = [5, 8, 7, 10, 1.3]
    private static let gapMeanSeconds: [Double] = [45, 60, 90, 8, 600]
    /// Activity by hour of the day (UTC).
    private static let hourWeight: [Double] = [0.3, 0.2, 0.15, 0.15, 0.2, 0.3, 0.5, 0.7, 0.9, 1, 1, 1,
                                               1, 1, 1, 1, 1, 0.95, 0.9, 0.9, 0.85, 0.7, 0.55, 0.4]

    mutating func makeMessages(seed: UInt64) {
        var random = SeedRandom(seed: seed, stream: .messages, index: UInt64(channel.id))
        let n = channel.messageCount
        created.reserveCapacity(n)
        // The channel-created system message, by the creator (senders are members).
        created.append(channel.createdAt + 1_000)
        var previous = created[0]
        for time in messageTimes(count: n - 1, random: &random) {
            let t = max(time, previous + 1)
            created.append(t)
            previous = t
        }
        makeSendersAndKinds(random: &random)
    }

    /// Bursts of conversation, more by day than by night (UTC), never in the last minute; sorted.
    private func messageTimes(count: Int, random: inout SeedRandom) -> [Int64] {
        let kind = Int(channel.kind.rawValue)
        let low = channel.createdAt + Self.second, high = end - 60 * Self.second
        var times: [Int64] = []
        times.reserveCapacity(count)
        while times.count < count {
            var start = low
            for _ in 0..<6 {
                start = low + Int64(random.unit() * Double(high - low))
                let hour = Int((start / SeedPlan.microsPerHour) % 24)
                if random.unit() < Self.hourWeight[hour] { break }
            }
            let size = min(random.geometric(mean: Self.burstMean[kind]), count - times.count)
            var t = start
            for _ in 0..<size {
                times.append(min(t, high))
                t += 1_000 + Int64(random.exponential(mean: Self.gapMeanSeconds[kind]) * 1e6)
            }
        }
        times.sort()
        return times
    }

    /// Senders: replies go back and forth between the last two speakers; otherwise anyone
    /// active, weighted by a power law (most members of large channels never post). Kinds:
    /// mostly regular, a few percent of each other kind; a reply's parent is one of the recent
    /// top-level messages (`arrangeThreads` then gathers replies into threads).
    private mutating func makeSendersAndKinds(random: inout SeedRandom) {
        let n = channel.messageCount
        let choice = SeedWeightedChoice(weights: sendWeight)
        sender = [0]
        kinds = [.system]
        parent = [-1]
        deletedAt = [0]
        sender.reserveCapacity(n); kinds.reserveCapacity(n); parent.reserveCapacity(n); deletedAt.reserveCapacity(n)
        var topLevel: [Int32] = [0]
        var last = 0, other = -1
        for index in 1..<max(n, 1) {
            let t = created[index]
            let speaker = pickSpeaker(at: t, last: last, other: other, choice: choice, random: &random)
            if speaker != last { other = last; last = speaker }
            sender.append(Int32(speaker))
            let messageKind = Self.pickKind(random: &random)
            var parentIndex: Int32 = -1
            if messageKind.isThreadReply {
                parentIndex = topLevel[topLevel.count - 1 - random.below(min(50, topLevel.count))]
            } else if messageKind != .error && messageKind != .ephemeral {
                topLevel.append(Int32(index))
            }
            var deleted: Int64 = 0
            if messageKind == .deleted {
                let delay = Int64(random.logNormal(median: 300, sigma: 1.8) * 1e6)
                deleted = min(t + max(delay, 1), end - Self.second)
            }
            kinds.append(messageKind)
            parent.append(parentIndex)
            deletedAt.append(deleted)
        }
    }

    private func pickSpeaker(at t: Int64, last: Int, other: Int, choice: SeedWeightedChoice, random: inout SeedRandom) -> Int {
        let r = random.unit()
        if r < 0.5, other >= 0, canSend(other, at: t) { return other }
        if r < 0.7, canSend(last, at: t) { return last }
        for _ in 0..<8 {
            let candidate = choice.pick(&random) ?? 0
            if canSend(candidate, at: t) { return candidate }
        }
        return 0 // the creator never leaves and always may post
    }

    private static func pickKind(random: inout SeedRandom) -> SeedMessageKind {
        switch random.unit() {
        case ..<0.02: return .system
        case ..<0.04: return .silent
        case ..<0.055: return .shadowed
        case ..<0.08: return .deleted
        case ..<0.09: return .error
        case ..<0.10: return .ephemeral
        case ..<0.16: return random.chance(0.25) ? .threadReplyShown : .threadReply
        default: return .regular
        }
    }
}
