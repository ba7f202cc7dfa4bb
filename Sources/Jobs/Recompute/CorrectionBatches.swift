import Postgres

/// One batch of member-keyed corrections (`unread_count`, `unread_mentions` or
/// `unread_root_count`), sent as the array parameters of one guarded `UPDATE … FROM unnest(…)`
/// (docs/commands.md#the-repairs-guard): the rows' keys, read state, delta and stored value,
/// and their row versions where the source has them.
struct MemberCorrectionBatch: ShardedBatch {
    var rows: [MemberDrift] = []
    /// The source has `channel_members.row_version` (docs/mappings.md#row-versions).
    var rowVersions = false

    init() {}

    init(rowVersions: Bool) { self.rowVersions = rowVersions }

    func emptied() -> Self { Self(rowVersions: rowVersions) }

    var parameters: [(any QueryParameter)?] {
        // docs/mappings.md#keys: a text or uuid channel key travels as text, cast by the statement.
        var channelIDs = BinaryArray(rows.first?.channelKey == nil ? .int8 : .text)
        var userIDs = BinaryArray(.text), deltas = BinaryArray(.int8)
        var joinedAt = BinaryArray(.timestamptz), lastReadAt = BinaryArray(.timestamptz)
        var stored = BinaryArray(.int8), versions = BinaryArray(.text)
        for drift in rows {
            if let key = drift.channelKey { channelIDs.append(key) } else { channelIDs.append(drift.channelID) }
            userIDs.append(drift.userID)
            joinedAt.append(timestampMicros: drift.joinedAt)
            lastReadAt.append(timestampMicros: drift.lastReadAt)
            deltas.append(Int64(drift.delta))
            stored.append(Int64(drift.stored))
            if rowVersions { versions.append(drift.rowVersion) }
        }
        return [channelIDs, userIDs, joinedAt, lastReadAt, deltas, stored] + (rowVersions ? [versions] : [])
    }

    static func channel(of row: MemberDrift) -> Int64 { row.channelID }

    /// The rows `matching`, and the others, as two batches of this kind.
    func split(_ matching: (MemberDrift) -> Bool) -> (Self, Self) {
        var yes = emptied(), no = emptied()
        for row in rows { if matching(row) { yes.append(row) } else { no.append(row) } }
        return (yes, no)
    }
}

/// One batch of thread participant corrections.
struct ThreadCorrectionBatch: ShardedBatch {
    var rows: [ThreadDrift] = []

    var parameters: [(any QueryParameter)?] {
        var channelIDs = BinaryArray(rows.first?.channelKey == nil ? .int8 : .text)
        var parentIDs = BinaryArray(rows.first?.parentKey == nil ? .int8 : .text), userIDs = BinaryArray(.text)
        var joinedAt = BinaryArray(.timestamptz), lastReadAt = BinaryArray(.timestamptz)
        var memberJoinedAt = BinaryArray(.timestamptz), deltas = BinaryArray(.int8), stored = BinaryArray(.int8)
        for drift in rows {
            if let key = drift.channelKey { channelIDs.append(key) } else { channelIDs.append(drift.channelID) }
            if let key = drift.parentKey { parentIDs.append(key) } else { parentIDs.append(drift.parentID) }
            userIDs.append(drift.userID)
            joinedAt.append(timestampMicros: drift.joinedAt)
            lastReadAt.append(timestampMicros: drift.lastReadAt)
            memberJoinedAt.append(timestampMicros: drift.memberJoinedAt)
            deltas.append(Int64(drift.delta))
            stored.append(Int64(drift.stored))
        }
        return [channelIDs, parentIDs, userIDs, joinedAt, lastReadAt, memberJoinedAt, deltas, stored]
    }

    static func channel(of row: ThreadDrift) -> Int64 { row.channelID }
}

/// A batch of channel-keyed corrections that can be cut by Citus shard (`ShardMap`).
protocol ShardedBatch: Sendable {
    associatedtype Row: Sendable
    var rows: [Row] { get set }
    init()
    /// An empty batch of the same kind as this one (its settings kept).
    func emptied() -> Self
    /// The statement's parameters for these rows.
    var parameters: [(any QueryParameter)?] { get }
    static func channel(of row: Row) -> Int64
}

extension ShardedBatch {
    var count: Int { rows.count }
    /// Roughly what the batch holds in memory, for the budget of kept batches.
    var bytes: Int { rows.count * 128 }

    mutating func append(_ row: Row) { rows.append(row) }

    func emptied() -> Self { Self() }

    /// The channels of the rows, each once: the parameter that lets Citus send a statement to
    /// the one shard that holds them.
    var channels: BinaryArray {
        var ids = BinaryArray(.int8)
        for channel in Set(rows.map(Self.channel(of:))).sorted() { ids.append(channel) }
        return ids
    }

    /// The rows cut into one batch per shard, by `shardOf` (channel → shard).
    func split(by shardOf: [Int64: Int64]) -> [Self] {
        var groups: [Int64: Self] = [:]
        for row in rows { groups[shardOf[Self.channel(of: row)] ?? -1, default: emptied()].append(row) }
        return groups.keys.sorted().map { groups[$0]! }
    }
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
    /// Mention counters corrected in the same transaction (`CorrectionWriters.Kind.membersWithMentions`).
    var mentionRows = 0

    mutating func add(_ other: CorrectedRows) {
        rows += other.rows
        mentionRows += other.mentionRows
        deltas.merge(other.deltas, uniquingKeysWith: +)
    }
}
