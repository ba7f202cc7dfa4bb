import Postgres

/// One batch of member-keyed corrections (`unread_count` or `unread_mentions`), as the array
/// parameters of one guarded `UPDATE … FROM unnest(…)` (README.md#unreadctl-recompute).
struct MemberCorrectionBatch {
    private(set) var channelIDs = BinaryArray(.int8)
    private(set) var userIDs = BinaryArray(.text)
    private(set) var joinedAt = BinaryArray(.timestamptz)
    private(set) var lastReadAt = BinaryArray(.timestamptz)
    private(set) var deltas = BinaryArray(.int8)

    var count: Int { channelIDs.count }

    mutating func append(_ drift: MemberDrift) {
        channelIDs.append(drift.channelID)
        userIDs.append(drift.userID)
        joinedAt.append(timestampMicros: drift.joinedAt)
        lastReadAt.append(timestampMicros: drift.lastReadAt)
        deltas.append(Int64(drift.delta))
    }

    var parameters: [(any QueryParameter)?] { [channelIDs, userIDs, joinedAt, lastReadAt, deltas] }
    var bytes: Int { [channelIDs, userIDs, joinedAt, lastReadAt, deltas].reduce(0) { $0 + $1.bytes } }
}

/// One batch of thread participant corrections.
struct ThreadCorrectionBatch {
    private(set) var channelIDs = BinaryArray(.int8)
    private(set) var parentIDs = BinaryArray(.int8)
    private(set) var userIDs = BinaryArray(.text)
    private(set) var joinedAt = BinaryArray(.timestamptz)
    private(set) var lastReadAt = BinaryArray(.timestamptz)
    private(set) var memberJoinedAt = BinaryArray(.timestamptz)
    private(set) var deltas = BinaryArray(.int8)

    var count: Int { channelIDs.count }

    mutating func append(_ drift: ThreadDrift) {
        channelIDs.append(drift.channelID)
        parentIDs.append(drift.parentID)
        userIDs.append(drift.userID)
        joinedAt.append(timestampMicros: drift.joinedAt)
        lastReadAt.append(timestampMicros: drift.lastReadAt)
        memberJoinedAt.append(timestampMicros: drift.memberJoinedAt)
        deltas.append(Int64(drift.delta))
    }

    var parameters: [(any QueryParameter)?] { [channelIDs, parentIDs, userIDs, joinedAt, lastReadAt, memberJoinedAt, deltas] }
    var bytes: Int { [channelIDs, parentIDs, userIDs, joinedAt, lastReadAt, memberJoinedAt, deltas].reduce(0) { $0 + $1.bytes } }
}

/// What a user's totals are derived from, summed over the user's current memberships (or
/// thread rows): how many rows, a sum of hashes of their read state, and the sums of their
/// stored counters. Equal on both sides of the guard means nothing the totals depend on moved.
struct ReadStateFingerprint: Equatable {
    var rows: Int64 = 0
    var readStateHash = ""
    /// `unread_count` (or `unread_replies`) summed.
    var counter: Int64 = 0
    /// `unread_mentions` summed (memberships only).
    var mentions: Int64 = 0

    /// This fingerprint after corrections of this run moved the counters by `applied`.
    func adding(_ applied: (counter: Int64, mentions: Int64)) -> Self {
        var moved = self
        moved.counter += applied.counter
        moved.mentions += applied.mentions
        return moved
    }
}

/// A drifted user with the fingerprints its snapshot saw (nil: no rows). Only the counters
/// that drifted change; one that did not is written back as the value the guard finds, so its
/// fingerprint is not needed: `memberships` backs the totals, unread channels and mentions,
/// `participants` the unread threads.
struct FingerprintedUser {
    var drift: UserDrift
    var memberships: ReadStateFingerprint?
    var participants: ReadStateFingerprint?

    var needsMemberships: Bool {
        drift.storedTotal != drift.recomputedTotal || drift.storedChannels != drift.recomputedChannels
            || drift.storedMentions != drift.recomputedMentions
    }
    var needsParticipants: Bool { drift.storedThreads != drift.recomputedThreads }
}

/// One batch of user corrections that passed the guard, as the parameters of one `UPDATE`.
struct UserCorrectionBatch {
    private(set) var userIDs = BinaryArray(.text)
    private(set) var values: [BinaryArray] = Array(repeating: BinaryArray(.int8), count: 8)

    var count: Int { userIDs.count }

    mutating func append(_ drift: UserDrift) {
        userIDs.append(drift.userID)
        let columns = [drift.storedTotal, drift.storedChannels, drift.storedThreads, drift.storedMentions,
                       drift.recomputedTotal, drift.recomputedChannels, drift.recomputedThreads, drift.recomputedMentions]
        for (index, value) in columns.enumerated() { values[index].append(Int64(value)) }
    }

    var parameters: [(any QueryParameter)?] { [userIDs] + values }
}

/// What one correction statement changed: how many rows, and the deltas it added per user.
struct CorrectedRows {
    var rows: Int
    var deltas: [String: Int64] = [:]
}
