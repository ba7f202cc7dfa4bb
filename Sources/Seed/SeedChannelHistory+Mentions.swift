import Foundation

/// The mentions step: who is @-mentioned where. Denser in small groups than in large
/// channels; people who talk get mentioned more; only current members who had joined by
/// then (docs/checks.md#rs016-mention-of-non-member stays clean), never the sender.
extension SeedChannelHistory {
    /// Chance that a message mentions someone.
    var mentionDensity: Double {
        switch channel.kind {
        case .direct: return 0.01
        case .group: return 0.15
        case .team: return min(0.1, 0.4 / Double(channel.memberCount).squareRoot())
        case .livestream: return 0.005
        case .announcement: return 0.05
        }
    }

    mutating func makeMentions(seed: UInt64) {
        var random = SeedRandom(seed: seed, stream: .mentions, index: UInt64(channel.id))
        let density = mentionDensity
        mentionsOf = Array(repeating: [], count: memberCount)
        for index in 1..<max(messageCount, 1) where kinds[index].canMention && random.chance(density) {
            let wanted = min(random.geometric(mean: 1.3), 5)
            var picked: [Int32] = []
            for _ in 0..<(wanted * 4) where picked.count < wanted {
                // Half the time someone who spoke recently, otherwise anyone in the channel.
                let m = random.chance(0.5) ? Int(sender[index - 1 - random.below(min(20, index))]) : random.below(memberCount)
                guard m != Int(sender[index]), isCurrent(m), joined[m] < created[index], !picked.contains(Int32(m)) else { continue }
                picked.append(Int32(m))
            }
            for m in picked.sorted(by: { users[Int($0)] < users[Int($1)] }) {
                mentions.append((message: Int32(index), member: m))
                mentionsOf[Int(m)].append(Int32(index))
            }
        }
    }

    /// The members message `index` mentions (after `makeMentions`).
    func mentions(in index: Int) -> [Int32] {
        var low = 0, high = mentions.count
        while low < high {
            let mid = (low + high) / 2
            if Int(mentions[mid].message) < index { low = mid + 1 } else { high = mid }
        }
        var result: [Int32] = []
        while low < mentions.count && Int(mentions[low].message) == index {
            result.append(mentions[low].member)
            low += 1
        }
        return result
    }
}
