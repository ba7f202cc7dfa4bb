import Foundation
import Logging
import Postgres
import Runtime

/// `recompute --apply` (docs/commands.md#unreadctl-recompute): the corrections computed from the snapshot are applied on
/// the primary by guarded `UPDATE … FROM unnest($1, $2, …)` statements, one short transaction
/// per batch of `batchSize` rows, beside the live service. Each batch travels as binary array
/// parameters — no temporary table, nothing only one node sees — so the same statements run on
/// plain PostgreSQL and on a Citus coordinator, where they become distributed transactions
/// (docs/citus.md#running-on-citus). Full batches wait until the scan ends and are then written two
/// at a time on two connections (`CorrectionWriters`); past 64 MB of waiting batches (about a
/// million rows) they are written while the scan goes on, so memory stays bounded whatever the
/// drift. The users, whose guard needs the whole scan and the members' corrections, come last.
///
/// The guard (docs/commands.md#the-repairs-guard) — a correction must not overwrite what the
/// service did after the snapshot:
/// - A member's counter is corrected only if its row is as the snapshot saw it: still a current
///   member, same `joined_at`, same `last_read_at`, the same stored value of the counter, and the
///   same row version (`RowVersion`: the reference schema's `xmin`, a mapping's `row_version`
///   column, docs/mappings.md#row-versions). A mark-read,
///   a mark-unread (even at the position already stored), a recount or a message counted since
///   then changed one of them; that row is skipped and counted as left for the next run. The
///   condition is part of the `UPDATE`'s own `WHERE`, so PostgreSQL re-checks it on the row as
///   it is when the row lock is taken (a write committed while the repair waited makes it skip),
///   and through an auto-updatable view the same. An `INSTEAD OF` trigger gets no such re-check:
///   its own statement must compare the base row with `OLD` (docs/mappings.md#writable-counters).
/// - A user's `total_unread_count` / `unread_channels` (and thread and mention totals) are
///   corrected only if all are still the snapshot's values and the read state of all the
///   user's current memberships (which channels, `last_read_at`, `joined_at`, `muted`) and
///   thread rows is the snapshot's, compared as fingerprints (count and sum of row hashes)
///   computed by the same SQL on both sides. The fingerprints also sum the rows' stored
///   counters (less what this run's own corrections added), so a message counted for the user
///   after the snapshot leaves the user too, even a muted channel's, and even on Citus, where
///   the snapshot is one per worker and the `users` row may have been read at another moment
///   (docs/citus.md#running-on-citus). A user the service touched since is left for the next run:
///   a delta is not safe there, because the service derives `unread_channels` from stored
///   member counters that may themselves be drifted, and a mark-read subtracts the stored
///   (drifted) member count from the total.
///
/// The guards compare values (a row's `xmin` is the same on a physical replica), so they hold
/// when the snapshot was read on a replica. Row locks make each UPDATE and the service's writes
/// serialise: the later one re-reads the row (READ COMMITTED), so nothing is lost. A batch that
/// hits a deadlock or the lock timeout is retried, then left for the next run. Not guarded: a
/// mute added after the snapshot (`user_mutes`), and a user whose read state changes in the
/// instant between the guard's fingerprint read and its row update without touching its
/// counters — both leave a drift the next run finds, never a lost service write.
public final class CounterCorrections {
    /// What `apply()` did: per kind of stored counter (`StoredCounter`), the rows corrected and
    /// those left for the next run.
    public struct Outcome: Sendable, Codable, Equatable {
        public struct Applied: Sendable, Equatable {
            public var corrected = 0
            public var left = 0

            public init(corrected: Int = 0, left: Int = 0) {
                self.corrected = corrected
                self.left = left
            }
        }

        public var counters: [StoredCounter.ID: Applied] = [:]
        public var transactions = 0
        public var seconds = 0.0
        /// Users whose recomputed totals the stored `integer` columns cannot hold: not
        /// corrected, each named once in a warning (not "left for the next run": no run can).
        public var usersOutOfRange = 0

        public init() {}

        public subscript(_ kind: StoredCounter.ID) -> Applied {
            get { counters[kind] ?? Applied() }
            set { counters[kind] = newValue }
        }

        /// Equal when every kind's counts are (a kind never written reads as 0).
        public static func == (a: Self, b: Self) -> Bool {
            StoredCounter.ID.allCases.allSatisfy { a[$0] == b[$0] } && a.transactions == b.transactions
                && a.seconds == b.seconds && a.usersOutOfRange == b.usersOutOfRange
        }

        /// Every kind's corrected rows.
        public var corrected: Int { counters.values.reduce(0) { $0 + $1.corrected } }

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
            static let transactions = Key("transactions"), seconds = Key("seconds"), usersOutOfRange = Key("users_out_of_range")
            static func corrected(_ kind: StoredCounter) -> Key { Key(kind.recordKey + "_corrected") }
            static func left(_ kind: StoredCounter) -> Key { Key(kind.recordKey + "_left_for_next_run") }
        }

        /// The run record's `applied`: `<kind>_corrected` and `<kind>_left_for_next_run` of
        /// every kind (an extra only where it had some), the transactions, seconds and users
        /// out of range.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for kind in StoredCounter.all {
                let applied = self[kind.id]
                guard kind.extra == nil || applied != Applied() else { continue }
                try container.encode(applied.corrected, forKey: .corrected(kind))
                try container.encode(applied.left, forKey: .left(kind))
            }
            try container.encode(transactions, forKey: .transactions)
            try container.encode(seconds, forKey: .seconds)
            try container.encode(usersOutOfRange, forKey: .usersOutOfRange)
        }

        /// A kind absent from a run recorded before it was declared reads as 0.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            for kind in StoredCounter.all {
                self[kind.id] = Applied(corrected: try container.decodeIfPresent(Int.self, forKey: .corrected(kind)) ?? 0,
                                        left: try container.decodeIfPresent(Int.self, forKey: .left(kind)) ?? 0)
            }
            transactions = try container.decode(Int.self, forKey: .transactions)
            seconds = try container.decode(Double.self, forKey: .seconds)
            usersOutOfRange = try container.decodeIfPresent(Int.self, forKey: .usersOutOfRange) ?? 0
        }
    }

    public let connection: Connection
    public let batchSize: Int
    private let writers: CorrectionWriters
    /// On Citus: each batch is cut by shard, one statement per shard.
    private let shardMap: ShardMap?
    /// A batch per member counter kind (`StoredCounter.Rows.member`).
    private var memberBatches: [MemberCounter: MemberCorrectionBatch] = [:]
    private var threads = ThreadCorrectionBatch()
    private var users: [FingerprintedUser] = []
    private var overflowedUsers = 0
    /// What this run's member corrections add to each user's `unread_count` and
    /// `unread_mentions` sums, for the users' guard. Summed as they are added, not from what
    /// each UPDATE returns (that made the writing threads hash every corrected row's user): a
    /// member row its UPDATE skips has a read state or a stored counter other than the snapshot's
    /// (or an overflowing counter), so its user's membership fingerprint differs from the snapshot's either way,
    /// and the user is left for the next run. Thread rows are still summed from `RETURNING`:
    /// one can be skipped for its membership, which the participant fingerprint does not see.
    private var memberDeltas: [String: (counter: Int64, mentions: Int64)] = [:]
    /// Full batches kept until the scan ends, while they fit in `pendingBudget`: written then,
    /// two at a time on otherwise idle cores. Past the budget they are written as they fill.
    private var pending: [() throws -> Void] = []
    private var pendingBytes = 0
    /// Bytes of batches kept for after the scan (64 MB: about a million member corrections).
    let pendingBudget: Int
    /// The users' statement for the counters this source stores, and the member and thread
    /// statements for its key types.
    private let applyUsers: String
    private let applyMember: [MemberCounter: String]
    private let applyThreads: String
    /// Where the member rows' versions come from. With `xmin`, a member's mention correction
    /// travels in its `unread_count` batch and is written in the same transaction: the first
    /// of the two writes moves the row's `xmin` to this transaction's, which the second accepts.
    private let rowVersion: RowVersion

    /// Corrections for `connection`, the primary, in transactions of `batchSize` rows; with
    /// `parallelWriters`, two batches at a time on two connections (`CorrectionWriters`).
    public init(on connection: Connection, batchSize: Int, parallelWriters: Bool = true, pendingBudget: Int = 64 << 20,
                compared: ComparedCounters = .all, keys: ContractKeys = .reference, rowVersion: RowVersion = .none) throws {
        precondition(batchSize > 0, "batchSize must be positive")
        self.connection = connection
        self.rowVersion = rowVersion
        var applyMember: [MemberCounter: String] = [:]
        for counter in MemberCounter.allCases {
            memberBatches[counter] = MemberCorrectionBatch(rowVersions: rowVersion != .none)
            applyMember[counter] = Self.applyMemberCounter(counter.column, keys: keys, rowVersion: rowVersion)
        }
        self.applyMember = applyMember
        applyUsers = Self.applyUsers(compared)
        applyThreads = Self.applyThreadReplies(onOneShard: false, keys: keys)
        self.batchSize = batchSize
        self.pendingBudget = pendingBudget
        // Shards are looked up by integer channel ids: a mapping with text or uuid keys is not distributed by the tool.
        shardMap = try keys.channel.isInteger && JobError.during("checking for Citus") { try CitusSnapshot.isCitus(connection) } ? ShardMap() : nil
        writers = CorrectionWriters(primary: connection, parallel: parallelWriters)
    }

    deinit { writers.close() }

    /// Waits for the batches in flight and closes the second writer's connection; the primary
    /// is the caller's again, idle, when it returns. A run calls it on every way out, a failure
    /// included: its record is finished on the primary next (`RunRecord.recording`), and
    /// `deinit` may run later, on whichever thread lets go of the corrections last.
    public func close() { writers.close() }

    /// Adds one member correction, of the counter the drift names; a full batch is written at
    /// once. Every member counter has the same guard: the member's read state is the snapshot's.
    /// A root counter (docs/mappings.md#root-counters) enters no user total.
    public func add(_ drift: MemberDrift) throws {
        // The users' fingerprints sum `unread_count` and `unread_mentions` only
        // (`membershipsFingerprints`): another member counter enters no user's guard.
        if drift.counter == .unreadCount { memberDeltas[drift.userID, default: (0, 0)].counter += Int64(drift.delta) }
        if drift.counter == .unreadMentions { memberDeltas[drift.userID, default: (0, 0)].mentions += Int64(drift.delta) }
        if drift.counter == .unreadCount || drift.counter == .unreadMentions, rowVersion == .xmin {
            // A row's two counters come one after the other, in the `unread_count` batch: a
            // full batch is written only before another row's, so both stay in one transaction.
            if let batch = memberBatches[.unreadCount], batch.count >= batchSize, let last = batch.rows.last,
               last.channelID != drift.channelID || last.userID != drift.userID { try writeMembers(.unreadCount) }
            memberBatches[.unreadCount]!.append(drift)
            return
        }
        memberBatches[drift.counter]!.append(drift)
        if memberBatches[drift.counter]!.count >= batchSize { try writeMembers(drift.counter) }
    }

    /// Adds one participant row's correction (docs/rules.md#threads): applied only where the
    /// row's `joined_at` / `last_read_at` and the membership are the snapshot's.
    public func addThread(_ drift: ThreadDrift) throws {
        threads.append(drift)
        if threads.count >= batchSize { try writeThreads() }
    }

    /// Adds the user corrections, with the fingerprints of each user's read state read on
    /// `snapshot` — the connection whose snapshot computed them, still inside it.
    public func addUsers(_ drifts: [UserDrift], snapshot: Connection) throws {
        // A recomputed total the stored `integer` column cannot hold is left as it is — said
        // once, naming the user, rather than "left for the next run" night after night.
        let drifts = drifts.filter { drift in
            let values = [("total_unread_count", drift.recomputedTotal), ("unread_channels", drift.recomputedChannels),
                          ("unread_threads", drift.recomputedThreads), ("total_unread_mentions", drift.recomputedMentions)]
            guard let (column, value) = values.first(where: { !(Int(Int32.min)...Int(Int32.max)).contains($0.1) }) else { return true }
            Logger(label: "unreadctl.recompute").warning("user \(drift.userID): the recomputed \(column) \(value) does not fit users.\(column) (integer): not corrected; the memberships' counters behind it are")
            overflowedUsers += 1
            return false
        }
        var start = 0
        while start < drifts.count {
            try Interruption.shared.check()
            var chunk = drifts[start..<min(start + batchSize, drifts.count)].map { FingerprintedUser(drift: $0) }
            let seen = try JobError.during("fingerprinting the drifted users' read state") {
                try Self.fingerprints(of: chunk, on: snapshot)
            }
            for index in chunk.indices {
                chunk[index].memberships = seen.memberships[chunk[index].drift.userID]
                chunk[index].participants = seen.participants[chunk[index].drift.userID]
            }
            users += chunk
            start += chunk.count
        }
    }

    /// Writes what is left — the last partial batches, then every user, whose guard counts
    /// what the member and thread corrections added — and says what the run did.
    public func finish() throws -> Outcome {
        for counter in MemberCounter.allCases { try writeMembers(counter) }
        try writeThreads()
        try writePending()
        _ = try writers.waitForAll()
        let applied = (members: memberDeltas, threads: writers.appliedToThreads)
        let chunkSize = Self.userChunkSize(users: users.count, batchSize: batchSize, writers: writers.count, citus: shardMap != nil)
        var start = 0
        while start < users.count {
            let chunk = Array(users[start..<min(start + chunkSize, users.count)])
            let applyUsers = self.applyUsers
            try writers.submit(.counter(.users), rows: chunk.count, what: StoredCounter.users.rowsName, prepare: { connection in
                try Self.unchanged(chunk, on: connection, applied: applied)
            }, write: { connection, batch in
                guard batch.count > 0 else { return CorrectedRows(rows: 0) }
                return CorrectedRows(rows: try connection.query(applyUsers, batch.parameters).affectedRows)
            })
            start += chunk.count
        }
        users = []
        var outcome = try writers.waitForAll()
        outcome.usersOutOfRange = overflowedUsers
        return outcome
    }

    /// Users go in chunks of at most `batchSize`. On plain PostgreSQL at least 8 per writer
    /// (of at least 500 users), so both writers stay busy to the end: a user's guard read and
    /// update take about six times a member row's, and with batch-sized chunks one connection
    /// could still be at its last chunk long after the other ran out (bench scale: 25,104
    /// users in 5,000s left one connection idle for the last 0.24 s). On Citus in chunks of
    /// `batchSize`: each chunk's two statements fan out to every shard at a fixed cost, and
    /// Citus lets one transaction at a time write a reference table such as `users` (a
    /// coordinator and 2 workers, 2,528 users: 1.6–1.8 s in 6 chunks, 0.7–1.1 s in 2, 0.6–1.0 s
    /// in one).
    static func userChunkSize(users: Int, batchSize: Int, writers: Int, citus: Bool) -> Int {
        guard !citus else { return batchSize }
        let chunks = max(1, writers * 8)
        return max(1, min(batchSize, max((users + chunks - 1) / chunks, 500)))
    }

    // MARK: - SQL

    /// `unnest` of a member batch's arrays (`MemberCorrectionBatch.parameters`): the rows to
    /// correct. A text or uuid channel key (docs/mappings.md#keys) travels as text: `keyed` casts
    /// it back. With `rowVersions`, the snapshot's row versions are `$7`.
    static func memberRows(_ key: KeyType, rowVersions: Bool = false) -> String {
        """
        unnest($1::\(key.isInteger ? "bigint" : "text")[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::bigint[], \
        $6::bigint[]\(rowVersions ? ", $7::text[]" : "")) \
        AS c(channel_id, user_id, joined_at, last_read_at, delta, stored\(rowVersions ? ", row_version" : ""))
        """
    }

    /// `column` of the unnested rows as the source's key type (a constant type name).
    static func keyed(_ column: String, _ key: KeyType) -> String { key.isInteger ? column : "\(column)::\(key.sql)" }

    /// The member counter `column` gets each row's delta, where the member's row is as the
    /// snapshot saw it: read state, the counter's stored value and the row version, if any
    /// (an `xmin` may also be this transaction's own: its other counter's correction).
    /// `column` is this code's own identifier; values travel as parameters.
    /// `onOneShard`: the rows' channels also come as the last parameter, so Citus sends the
    /// statement to the one shard that holds them.
    static func applyMemberCounter(_ column: String, onOneShard: Bool = false, keys: ContractKeys = .reference,
                                   rowVersion: RowVersion = .none) -> String {
        let rowVersions = rowVersion != .none
        let shardChannels = rowVersions ? "$8" : "$7"
        let versionGuard = switch rowVersion {
        case .none: ""
        case .column: " AND m.row_version::text IS NOT DISTINCT FROM c.row_version"
        case .xmin: " AND (m.xmin::text = c.row_version OR m.xmin = pg_current_xact_id()::xid)"
        }
        return """
        UPDATE channel_members m SET \(column) = m.\(column) + c.delta \
        FROM \(memberRows(keys.channel, rowVersions: rowVersions)) \
        WHERE \(onOneShard ? "m.channel_id = ANY (\(shardChannels)::bigint[]) AND " : "")m.channel_id = \(keyed("c.channel_id", keys.channel)) AND m.user_id = c.user_id \
        AND m.left_at IS NULL AND m.joined_at = c.joined_at \
        AND m.last_read_at IS NOT DISTINCT FROM c.last_read_at \
        AND m.\(column) = c.stored\(versionGuard) \
        AND m.\(column) + c.delta BETWEEN -2147483648 AND 2147483647
        """
    }

    /// Each member counter's statement for one Citus shard's rows.
    static let applyMemberOnOneShard = Dictionary(uniqueKeysWithValues: MemberCounter.allCases.map {
        ($0, applyMemberCounter($0.column, onOneShard: true))
    })

    /// Participant corrections: the delta, where the thread receipt, the row's `joined_at`, its
    /// stored `unread_replies` and the membership (current, same `joined_at`) are the
    /// snapshot's. The membership is joined on the participant row's own keys, so on Citus the
    /// join stays within a shard.
    static func applyThreadReplies(onOneShard: Bool, keys: ContractKeys = .reference) -> String {
        """
        UPDATE thread_participants tp SET unread_replies = tp.unread_replies + c.delta \
        FROM unnest($1::\(keys.channel.isInteger ? "bigint" : "text")[], $2::\(keys.message.isInteger ? "bigint" : "text")[], \
        $3::text[], $4::timestamptz[], $5::timestamptz[], $6::timestamptz[], $7::bigint[], $8::bigint[]) \
        AS c(channel_id, parent_id, user_id, joined_at, last_read_at, member_joined_at, delta, stored), channel_members m \
        WHERE \(onOneShard ? "tp.channel_id = ANY ($9::bigint[]) AND " : "")tp.channel_id = \(keyed("c.channel_id", keys.channel)) \
        AND tp.parent_id = \(keyed("c.parent_id", keys.message)) AND tp.user_id = c.user_id \
        AND tp.joined_at = c.joined_at AND tp.last_read_at IS NOT DISTINCT FROM c.last_read_at \
        AND tp.unread_replies = c.stored \
        AND m.channel_id = tp.channel_id AND m.user_id = tp.user_id \
        AND m.left_at IS NULL AND m.joined_at = c.member_joined_at \
        AND tp.unread_replies + c.delta BETWEEN -2147483648 AND 2147483647 \
        RETURNING tp.user_id, c.delta
        """
    }

    static let applyThreadsOnOneShard = applyThreadReplies(onOneShard: true)

    /// User corrections whose fingerprints passed: the recomputed values, where the counters
    /// are still the snapshot's. Only the columns the source stores are written or compared
    /// (docs/mappings.md#capabilities); the reference schema stores all four.
    static func applyUsers(_ compared: ComparedCounters) -> String {
        var set: [String] = [], guarded: [String] = []
        if compared.userTotals {
            set += ["total_unread_count = c.recomputed_total", "unread_channels = c.recomputed_channels"]
            guarded += ["u.total_unread_count = c.stored_total", "u.unread_channels = c.stored_channels"]
        }
        if compared.userThreads {
            set.append("unread_threads = c.recomputed_threads")
            guarded.append("u.unread_threads = c.stored_threads")
        }
        if compared.userMentions {
            set.append("total_unread_mentions = c.recomputed_mentions")
            guarded.append("u.total_unread_mentions = c.stored_mentions")
        }
        return """
            UPDATE users u SET \(set.joined(separator: ", ")) \
            FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[]) \
            AS c(user_id, stored_total, stored_channels, stored_threads, stored_mentions, \
                 recomputed_total, recomputed_channels, recomputed_threads, recomputed_mentions) \
            WHERE u.id = c.user_id AND \(guarded.joined(separator: " AND ")) \
            AND c.recomputed_total BETWEEN -2147483648 AND 2147483647 \
            AND c.recomputed_mentions BETWEEN -2147483648 AND 2147483647
            """
    }

    /// The fingerprint (`ReadStateFingerprint`) of each user in `$1` with current memberships:
    /// how many, the sum of a 64-bit hash of each one's (channel, last_read_at, joined_at,
    /// muted), and the sums of `unread_count` and `unread_mentions`. The same statement runs on
    /// the snapshot and in the guard; binary hashes, so no session setting (TimeZone,
    /// DateStyle) changes it. Plain aggregates, so Citus sums them per shard. The ids are an
    /// `= ANY` filter, not a join with `unnest`: the planner reads a few users' rows through the
    /// user index in heap order (a bitmap scan) and many with a filtered sequential read, where
    /// the join hashed the whole table from a few thousand users on (docs/benchmark.md#the-users-fingerprints).
    static let membershipsFingerprints = """
        SELECT f.user_id, count(*), sum(hash_record_extended(ROW(f.channel_id, f.last_read_at, f.joined_at, f.muted), 0))::text, \
        sum(f.unread_count), sum(f.unread_mentions) \
        FROM channel_members f WHERE f.user_id = ANY ($1::text[]) AND f.left_at IS NULL GROUP BY f.user_id
        """

    /// The same over the users' thread participant rows (thread, `last_read_at`, `joined_at`;
    /// `unread_replies`): what `unread_threads` derives from (docs/rules.md#threads).
    static let participantsFingerprints = """
        SELECT p.user_id, count(*), sum(hash_record_extended(ROW(p.channel_id, p.parent_id, p.last_read_at, p.joined_at), 0))::text, \
        sum(p.unread_replies), 0 \
        FROM thread_participants p WHERE p.user_id = ANY ($1::text[]) GROUP BY p.user_id
        """

    // MARK: - private

    /// Writes the batch of `counter`'s corrections. With `xmin` row versions, the `unread_count`
    /// batch also holds the rows' mention corrections: both in one transaction (see `rowVersion`;
    /// never on Citus).
    private func writeMembers(_ counter: MemberCounter) throws {
        let kind = counter.kind
        guard counter == .unreadCount, rowVersion == .xmin else {
            return try write(&memberBatches[counter]!, .counter(kind.id), what: kind.rowsName, applyMember[counter]!,
                             onOneShard: Self.applyMemberOnOneShard[counter]!, counted: { CorrectedRows(rows: $0.affectedRows) })
        }
        let full = memberBatches[counter]!
        memberBatches[counter] = full.emptied()
        let (counts, mentions) = full.split { $0.counter == .unreadCount }
        let (applyMembers, applyMentions) = (applyMember[.unreadCount]!, applyMember[.unreadMentions]!)
        try keep(bytes: full.bytes) { [writers] in
            try writers.submit(.membersWithMentions(mentions.count), rows: full.count, what: kind.rowsName) { connection in
                var corrected = CorrectedRows(rows: 0)
                if counts.count > 0 { corrected.rows = try connection.query(applyMembers, counts.parameters).affectedRows }
                if mentions.count > 0 { corrected.mentionRows = try connection.query(applyMentions, mentions.parameters).affectedRows }
                return corrected
            }
        }
    }

    private func writeThreads() throws {
        try write(&threads, .counter(.threads), what: StoredCounter.threads.rowsName, applyThreads, onOneShard: Self.applyThreadsOnOneShard,
                  counted: Self.deltasByUser)
    }

    /// Hands `batch` (then empty) to the writers: one `sql` statement, or on Citus one
    /// `onOneShard` statement per shard, in one transaction; `counted` reads what each changed.
    private func write<Batch: ShardedBatch>(_ batch: inout Batch, _ kind: CorrectionWriters.Kind, what: String,
                                            _ sql: String, onOneShard: String,
                                            counted: @escaping @Sendable (QueryResult) throws -> CorrectedRows) throws {
        let full = batch
        batch = batch.emptied()
        try keep(bytes: full.bytes) { [writers, shardMap] in
            try writers.submit(kind, rows: full.count, what: what, prepare: { connection -> [Batch] in
                guard let shardMap else { return [full] }
                return full.split(by: try shardMap.shards(of: Set(full.rows.map(Batch.channel(of:))), on: connection))
            }, write: { connection, groups in
                var corrected = CorrectedRows(rows: 0)
                for group in groups {
                    let parameters = shardMap == nil ? group.parameters : group.parameters + [group.channels]
                    corrected.add(try counted(connection.query(shardMap == nil ? sql : onOneShard, parameters)))
                }
                return corrected
            })
        }
    }

    /// Keeps a full batch's `write` for after the scan, or, past the budget, writes what is
    /// kept and then this one.
    private func keep(bytes: Int, _ write: @escaping () throws -> Void) throws {
        guard bytes > 0 else { return }
        pending.append(write)
        pendingBytes += bytes
        if pendingBytes > pendingBudget { try writePending() }
    }

    private func writePending() throws {
        let batches = pending
        pending = []
        pendingBytes = 0
        for write in batches { try write() }
    }

    /// The users' guard: those of `chunk` whose fingerprints on `connection` now are the
    /// snapshot's plus what this run's own corrections `applied`.
    static func unchanged(_ chunk: [FingerprintedUser], on connection: Connection,
                          applied: (members: [String: (counter: Int64, mentions: Int64)], threads: [String: Int64])) throws -> UserCorrectionBatch {
        let now = try fingerprints(of: chunk, on: connection)
        var batch = UserCorrectionBatch()
        for user in chunk {
            let id = user.drift.userID
            let memberships = user.memberships?.adding(applied.members[id] ?? (0, 0))
            let participants = user.participants?.adding((applied.threads[id] ?? 0, 0))
            guard !user.needsMemberships || now.memberships[id] == memberships,
                  !user.needsParticipants || now.participants[id] == participants else { continue }
            batch.append(user.drift)
        }
        return batch
    }

    /// Fingerprints of `users`' memberships and thread participant rows in `connection`'s view
    /// (absent: none), each read only for the users whose guard needs it.
    static func fingerprints(of users: [FingerprintedUser], on connection: Connection) throws
        -> (memberships: [String: ReadStateFingerprint], participants: [String: ReadStateFingerprint]) {
        func read(_ sql: String, _ needed: (FingerprintedUser) -> Bool) throws -> [String: ReadStateFingerprint] {
            var ids = BinaryArray(.text)
            for user in users where needed(user) { ids.append(user.drift.userID) }
            guard ids.count > 0 else { return [:] }
            let result = try connection.query(sql, [ids])
            var fingerprints: [String: ReadStateFingerprint] = [:]
            for row in 0..<result.rowCount {
                guard let id = try result.string(row, 0) else { continue }
                fingerprints[id] = ReadStateFingerprint(
                    rows: Int64(try result.int(row, 1) ?? 0), readStateHash: try result.string(row, 2) ?? "",
                    counter: Int64(try result.int(row, 3) ?? 0), mentions: Int64(try result.int(row, 4) ?? 0))
            }
            return fingerprints
        }
        return (try read(membershipsFingerprints, \.needsMemberships), try read(participantsFingerprints, \.needsParticipants))
    }

    /// The `RETURNING user_id, delta` rows of a correction, summed by user.
    static func deltasByUser(_ result: QueryResult) throws -> CorrectedRows {
        var corrected = CorrectedRows(rows: result.rowCount)
        for row in 0..<result.rowCount {
            guard let user = try result.string(row, 0) else { continue }
            corrected.deltas[user, default: 0] += Int64(try result.int(row, 1) ?? 0)
        }
        return corrected
    }
}
