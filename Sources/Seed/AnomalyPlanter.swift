import Foundation
import Postgres
import ReadState

/// What the planter changes: applied by the loader while it writes the rows (member states,
/// users' stored totals, extra events) and after the indexes are built (deleted events).
struct AnomalyPlan {
    var memberStates: [SeedMemberKey: SeedMemberState] = [:]
    var storedUserTotals: [Int32: SeedUserCounters] = [:]
    var extraEvents: [SeedPlantedEvent] = []
    /// (channel, user) whose delivered events are deleted.
    var deletedDeliveries: [SeedMemberKey] = []
    var codes: [String: SeedManifest.PlantedFindings] = [:]
    var memberDrift: [SeedManifest.MemberDrift] = []
    var userDrift: [SeedManifest.UserDrift] = []
    var threadDrift: [SeedManifest.ThreadDrift] = []
    var mentionDrift: [SeedManifest.MemberDrift] = []
    var participantStates: [SeedParticipantKey: SeedParticipantState] = [:]
    var extraMentions: [SeedPlantedMention] = []
}

/// Plants a known number of each planted anomaly (`PlantedAnomalies`) into clean generated data, each on its
/// own member, so that each yields exactly the findings the manifest lists (see `SeedManifest`).
struct AnomalyPlanter {
    let plan: SeedPlan
    var candidates: AnomalyCandidates
    /// True per-user totals of the clean data; adjusted where a plant changes a true count.
    var truth: SeedUserTotals

    var random: SeedRandom
    var used = Set<SeedMemberKey>()
    var touchedUsers = Set<Int32>()
    var result = AnomalyPlan()

    static let millisecond: Int64 = 1_000
    static let minute: Int64 = 60_000_000
    static let hour: Int64 = 3_600_000_000
    /// RS002: an instant no audit clock reaches: 100 years after the history's end.
    static let farFuture: Int64 = 36_525 * 86_400 * 1_000_000

    init(plan: SeedPlan, candidates: AnomalyCandidates, truth: SeedUserTotals) {
        self.plan = plan
        self.candidates = candidates
        self.truth = truth
        random = SeedRandom(seed: plan.seed, stream: .anomalies, index: 1)
    }

    /// How many of each code at a scale: 3–5 for tests, more for big data.
    static func perCode(messages: Int) -> Int {
        switch messages {
        case ..<20_001: return 3
        case ..<200_001: return 4
        case ..<2_000_001: return 6
        default: return 10
        }
    }

    mutating func plant(perCode n: Int) -> AnomalyPlan {
        for code in PlantedAnomalies.codes { Self.planters[code]?.members?(&self, n) }
        // User-level drift last, on users no member-level plant touched (a plant that changes
        // a true count stores the user's new true totals).
        for code in PlantedAnomalies.codes { Self.planters[code]?.users?(&self, n) }
        for code in SeedManifest.allCodes where result.codes[code] == nil { result.codes[code] = .init() }
        return result
    }

    // MARK: - helpers

    /// The next unused candidate of `pool` that satisfies `condition`.
    mutating func take(_ pool: AnomalyCandidates.Pool, where condition: (SeedMemberFacts) -> Bool = { _ in true }) -> SeedMemberFacts? {
        for facts in candidates.pools[pool.rawValue] where !used.contains(facts.key) && condition(facts) {
            used.insert(facts.key)
            touchedUsers.insert(facts.user)
            return facts
        }
        return nil
    }

    /// The next unused participant of `pool` (at most one plant per member, thread or not).
    mutating func take(_ pool: [SeedParticipantFacts]) -> SeedParticipantFacts? {
        for facts in pool where !used.contains(facts.memberKey) {
            used.insert(facts.memberKey)
            touchedUsers.insert(facts.key.user)
            return facts
        }
        return nil
    }

    /// A user no other plant touches, for user-level drift.
    mutating func takeUser() -> Int32? {
        for _ in 0..<64 {
            let user = Int32(random.below(plan.userCount))
            if touchedUsers.insert(user).inserted { return user }
        }
        return nil
    }

    mutating func addEvent(_ f: SeedMemberFacts, _ kind: SeedReceiptKind, _ message: SeedMessageRef, at: Int64) {
        result.extraEvents.append(SeedPlantedEvent(channelId: f.channelId, user: f.user, kind: kind,
                                               messageId: message.id, upTo: message.createdAt, at: at))
    }

    /// Replaces a member's stored state; a changed true count moves the user's true totals.
    mutating func setState(_ f: SeedMemberFacts, _ state: SeedMemberState) {
        result.memberStates[f.key] = state
        if (state.unread != f.unread || state.mentions != f.mentions) && f.isCurrent && !f.mutedMembership {
            let u = Int(f.user)
            truth.total[u] += Int32(state.unread - f.unread)
            truth.channels[u] += Int32((state.unread > 0 ? 1 : 0) - (f.unread > 0 ? 1 : 0))
            truth.mentions[u] += Int32(state.mentions - f.mentions)
            // The user is touched, so never drifted: the stored totals stay equal to the truth.
            result.storedUserTotals[f.user] = truth[u]
        }
    }

    mutating func driftMember(_ f: SeedMemberFacts, stored: Int) {
        var state = SeedMemberState(facts: f)
        state.unread = stored
        result.memberStates[f.key] = state
        let cid = plan.channels[f.channelIndex].cid
        result.memberDrift.append(.init(channelCid: cid, userId: plan.userIds[Int(f.user)], stored: stored, trueValue: f.unread))
        record("RS005", f, messageId: nil, "unread_count \(stored), true \(f.unread)")
    }

    mutating func driftUser(_ user: Int32, stored: SeedUserCounters) {
        let u = Int(user), trueValues = truth[u]
        result.storedUserTotals[user] = stored
        result.userDrift.append(.init(userId: plan.userIds[u], stored: stored, trueValues: trueValues))
        if stored.total != trueValues.total || stored.channels != trueValues.channels {
            recordKey("RS006", .init(channelCid: nil, userId: plan.userIds[u]),
                      "total_unread_count \(stored.total) (true \(trueValues.total)), unread_channels \(stored.channels) (true \(trueValues.channels))")
        }
        if stored.threads != trueValues.threads || stored.mentions != trueValues.mentions {
            recordKey("RS014", .init(channelCid: nil, userId: plan.userIds[u]),
                      "unread_threads \(stored.threads) (true \(trueValues.threads)), total_unread_mentions \(stored.mentions) (true \(trueValues.mentions))")
        }
    }

    mutating func record(_ code: String, _ f: SeedMemberFacts, messageId: Int64?, _ detail: String) {
        recordKey(code, .init(channelCid: plan.channels[f.channelIndex].cid, userId: plan.userIds[Int(f.user)], messageId: messageId), detail)
    }

    mutating func recordKey(_ code: String, _ key: SeedManifest.FindingKey, _ detail: String) {
        var findings = result.codes[code] ?? .init()
        findings.keys.append(key)
        findings.details.append(detail)
        findings.count = findings.keys.count
        result.codes[code] = findings
    }

    func stamp(_ micros: Int64) -> String { PostgresTimestamp(microseconds: micros).description }
}
