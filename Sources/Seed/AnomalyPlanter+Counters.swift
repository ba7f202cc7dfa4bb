import Foundation
import Postgres

/// The counter anomalies: RS005–RS007.
extension AnomalyPlanter {
    /// RS005: stored `unread_count` off by a few (never negative here: that is RS007's).
    mutating func plantRS005(_ n: Int) {
        for _ in 0..<n {
            guard let f = take(.counted) else { break }
            let stored: Int
            if f.unread > 0 && random.chance(0.5) { stored = f.unread - random.int(in: 1...f.unread) } else { stored = f.unread + random.int(in: 1...5) }
            driftMember(f, stored: stored)
        }
    }

    /// RS006: a user's stored total, unread channels, or both, off.
    mutating func plantRS006(_ n: Int) {
        for i in 0..<n {
            guard let user = takeUser() else { break }
            var stored = truth[Int(user)]
            switch i % 3 {
            case 0: stored.total += random.int(in: 1...9)
            case 1: stored.channels = stored.channels > 0 && random.chance(0.5) ? stored.channels - 1 : stored.channels + 1
            default: stored.total += random.int(in: 1...9); stored.channels += 1
            }
            driftUser(user, stored: stored)
        }
    }

    /// RS007: negative stored counters, half on members (also RS005)…
    mutating func plantRS007OnMembers(_ n: Int) {
        for _ in 0..<(n + 1) / 2 {
            guard let f = take(.counted) else { break }
            let stored = -random.int(in: 1...3)
            driftMember(f, stored: stored)
            record("RS007", f, messageId: nil, "unread_count \(stored)")
        }
    }

    /// …half on users (also RS006).
    mutating func plantRS007OnUsers(_ n: Int) {
        for _ in (n + 1) / 2 ..< n {
            guard let user = takeUser() else { break }
            let stored = -random.int(in: 1...5)
            var values = truth[Int(user)]
            values.total = stored
            driftUser(user, stored: values)
            recordKey("RS007", .init(channelCid: nil, userId: plan.userIds[Int(user)]), "total_unread_count \(stored)")
        }
    }
}
