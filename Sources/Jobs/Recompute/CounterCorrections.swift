import Foundation
import Logging
import Postgres

/// `recompute --apply` (README.md#unreadctl-recompute): the corrections computed from the snapshot travel by binary
/// COPY into temporary tables on the primary, then are applied by `UPDATE … FROM` in short
/// transactions of `batchSize` rows each, beside the live service.
///
/// The guard — a correction must not overwrite what the service did after the snapshot:
/// - A member's counter gets the delta (`unread_count + (recomputed − stored)`), not the value:
///   a message the service counted after the snapshot (+1) is kept. The row is corrected only if
///   its read state is the snapshot's: still a current member, same `joined_at`, same
///   `last_read_at`. A mark-read (or mark-unread) since then reset the counter itself; that
///   row is skipped and counted as left for the next run.
/// - A user's `total_unread_count` / `unread_channels` are corrected only if both are still
///   the snapshot's values and the read state of all the user's current memberships (which
///   channels, `last_read_at`, `joined_at`, `muted`) is the snapshot's, compared as a
///   fingerprint (count and sum of row hashes) computed by the same SQL on both sides. A user
///   the service touched since is left for the next run: a delta is not safe there, because
///   the service derives `unread_channels` from stored member counters that may themselves be
///   drifted, and a mark-read subtracts the stored (drifted) member count from the total.
///
/// The guards compare values, not `xmin`, so they hold when the snapshot was read on a replica
/// (and `xmin` would also change on every increment). Row locks make each UPDATE and the
/// service's increments serialise: the later one re-reads the row (READ COMMITTED), so nothing
/// is lost. A batch that hits a deadlock or the lock timeout is retried, then left for the next
/// run. Not guarded: a mute added after the snapshot (`user_mutes`), and a user whose read
/// state changes in the instant between the guard's check and its row update without touching
/// its counters — both leave a drift the next run finds, never a lost service write.
public final class CounterCorrections {
    /// What `apply()` did.
    public struct Outcome: Sendable, Codable, Equatable {
        public var membersCorrected = 0
        public var membersLeft = 0
        public var usersCorrected = 0
        public var usersLeft = 0
        public var transactions = 0
        public var seconds = 0.0
        /// docs/rules.md#threads: participant rows and member mention counters.
        public var threadsCorrected = 0
        public var threadsLeft = 0
        public var mentionsCorrected = 0
        public var mentionsLeft = 0

        public init() {}

        enum CodingKeys: String, CodingKey {
            case membersCorrected = "members_corrected", membersLeft = "members_left_for_next_run"
            case usersCorrected = "users_corrected", usersLeft = "users_left_for_next_run"
            case transactions, seconds
            case threadsCorrected = "threads_corrected", threadsLeft = "threads_left_for_next_run"
            case mentionsCorrected = "mentions_corrected", mentionsLeft = "mentions_left_for_next_run"
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            membersCorrected = try container.decode(Int.self, forKey: .membersCorrected)
            membersLeft = try container.decode(Int.self, forKey: .membersLeft)
            usersCorrected = try container.decode(Int.self, forKey: .usersCorrected)
            usersLeft = try container.decode(Int.self, forKey: .usersLeft)
            transactions = try container.decode(Int.self, forKey: .transactions)
            seconds = try container.decode(Double.self, forKey: .seconds)
            // Absent from runs recorded before threads and mentions.
            threadsCorrected = try container.decodeIfPresent(Int.self, forKey: .threadsCorrected) ?? 0
            threadsLeft = try container.decodeIfPresent(Int.self, forKey: .threadsLeft) ?? 0
            mentionsCorrected = try container.decodeIfPresent(Int.self, forKey: .mentionsCorrected) ?? 0
            mentionsLeft = try container.decodeIfPresent(Int.self, forKey: .mentionsLeft) ?? 0
        }
    }

    public let connection: Connection
    public let batchSize: Int
    private var pendingMembers: [MemberDrift] = []
    private var pendingMentions: [MentionDrift] = []
    private var pendingThreads: [ThreadDrift] = []
    public private(set) var memberRows = 0
    public private(set) var userRows = 0
    public private(set) var mentionRows = 0
    public private(set) var threadRows = 0
    private let logger = Logger(label: "unreadctl.recompute")

    // Identifiers this code owns, interpolated into its SQL; every value travels as a parameter.
    static let memberTable = "pg_temp.unreadctl_member_corrections"
    static let userTable = "pg_temp.unreadctl_user_corrections"
    static let mentionTable = "pg_temp.unreadctl_mention_corrections"
    static let threadTable = "pg_temp.unreadctl_thread_corrections"
    /// Rows buffered before one COPY to the primary.
    static let copyChunk = 10_000
    /// Users per fingerprint query on the snapshot.
    static let fingerprintChunk = 2_000
    static let attempts = 3
    static let deadlockDetected = "40P01"

    /// Creates the (session-local) temporary tables on `connection`, the primary.
    public init(on connection: Connection, batchSize: Int) throws {
        precondition(batchSize > 0, "batchSize must be positive")
        self.connection = connection
        self.batchSize = batchSize
        try JobError.during("creating the corrections tables") {
            try connection.execute("""
                DROP TABLE IF EXISTS \(Self.memberTable);
                DROP TABLE IF EXISTS \(Self.userTable);
                DROP TABLE IF EXISTS \(Self.mentionTable);
                DROP TABLE IF EXISTS \(Self.threadTable);
                CREATE TEMPORARY TABLE unreadctl_member_corrections (
                    seq bigint NOT NULL, channel_id bigint NOT NULL, user_id text NOT NULL,
                    joined_at timestamptz NOT NULL, last_read_at timestamptz,
                    stored bigint NOT NULL, delta bigint NOT NULL);
                CREATE TEMPORARY TABLE unreadctl_mention_corrections (LIKE unreadctl_member_corrections);
                CREATE TEMPORARY TABLE unreadctl_thread_corrections (
                    seq bigint NOT NULL, channel_id bigint NOT NULL, parent_id bigint NOT NULL, user_id text NOT NULL,
                    joined_at timestamptz NOT NULL, last_read_at timestamptz, member_joined_at timestamptz NOT NULL,
                    stored bigint NOT NULL, delta bigint NOT NULL);
                CREATE TEMPORARY TABLE unreadctl_user_corrections (
                    seq bigint NOT NULL, user_id text NOT NULL,
                    stored_total bigint NOT NULL, stored_channels bigint NOT NULL,
                    recomputed_total bigint NOT NULL, recomputed_channels bigint NOT NULL,
                    memberships text,
                    stored_threads bigint NOT NULL, stored_mentions bigint NOT NULL,
                    recomputed_threads bigint NOT NULL, recomputed_mentions bigint NOT NULL,
                    participants text);
                """)
        }
    }

    /// Adds one member correction (sent to the primary in chunks).
    public func add(_ drift: MemberDrift) throws {
        pendingMembers.append(drift)
        if pendingMembers.count >= Self.copyChunk { try flushMembers() }
    }

    /// Adds one member's mention-counter correction (docs/rules.md#threads); the same guard as
    /// the member's `unread_count`: its read state is the snapshot's.
    public func addMention(_ drift: MentionDrift) throws {
        pendingMentions.append(drift)
        if pendingMentions.count >= Self.copyChunk { try flushMentions() }
    }

    /// Adds one participant row's correction (docs/rules.md#threads): applied only where the
    /// row's `joined_at` / `last_read_at` and the membership are the snapshot's.
    public func addThread(_ drift: ThreadDrift) throws {
        pendingThreads.append(drift)
        if pendingThreads.count >= Self.copyChunk { try flushThreads() }
    }

    /// Adds the user corrections, with the fingerprint of each user's memberships read on
    /// `snapshot` — the connection whose snapshot computed them, still inside it.
    public func addUsers(_ drifts: [UserDrift], snapshot: Connection) throws {
        var start = 0
        while start < drifts.count {
            try Interruption.shared.check()
            let chunk = drifts[start..<min(start + Self.fingerprintChunk, drifts.count)]
            let fingerprints = try JobError.during("fingerprinting the drifted users' memberships") {
                try Self.fingerprints(of: chunk.map(\.userID), on: snapshot)
            }
            try JobError.during("loading the user corrections") {
                try connection.copyIn(
                    table: Self.userTable,
                    columns: ["seq", "user_id", "stored_total", "stored_channels", "recomputed_total", "recomputed_channels", "memberships",
                              "stored_threads", "stored_mentions", "recomputed_threads", "recomputed_mentions", "participants"]
                ) { encoder, _ in
                    for drift in chunk {
                        userRows += 1
                        encoder.beginRow(fieldCount: 12)
                        encoder.append(int64: Int64(userRows))
                        encoder.append(text: drift.userID)
                        encoder.append(int64: Int64(drift.storedTotal))
                        encoder.append(int64: Int64(drift.storedChannels))
                        encoder.append(int64: Int64(drift.recomputedTotal))
                        encoder.append(int64: Int64(drift.recomputedChannels))
                        encoder.append(text: fingerprints[drift.userID]?.memberships ?? nil)
                        encoder.append(int64: Int64(drift.storedThreads))
                        encoder.append(int64: Int64(drift.storedMentions))
                        encoder.append(int64: Int64(drift.recomputedThreads))
                        encoder.append(int64: Int64(drift.recomputedMentions))
                        encoder.append(text: fingerprints[drift.userID]?.participants ?? nil)
                    }
                }
            }
            start += chunk.count
        }
    }

    /// Sends what is buffered and indexes the tables; call once, after the last `add`.
    public func finishLoading() throws {
        try flushMembers()
        try flushMentions()
        try flushThreads()
        try JobError.during("indexing the corrections") {
            try connection.execute("""
                CREATE INDEX ON \(Self.memberTable) (seq);
                CREATE INDEX ON \(Self.userTable) (seq);
                CREATE INDEX ON \(Self.mentionTable) (seq);
                CREATE INDEX ON \(Self.threadTable) (seq);
                ANALYZE \(Self.memberTable);
                ANALYZE \(Self.userTable);
                ANALYZE \(Self.mentionTable);
                ANALYZE \(Self.threadTable);
                """)
        }
    }

    /// Applies every correction in transactions of `batchSize` rows.
    public func apply() throws -> Outcome {
        let started = Date()
        var outcome = Outcome()
        let members = try applyInBatches(Self.applyMembers, rows: memberRows, what: "member counters", outcome: &outcome)
        outcome.membersCorrected = members.corrected
        outcome.membersLeft = members.left
        let mentions = try applyInBatches(Self.applyMentions, rows: mentionRows, what: "mention counters", outcome: &outcome)
        outcome.mentionsCorrected = mentions.corrected
        outcome.mentionsLeft = mentions.left
        let threads = try applyInBatches(Self.applyThreads, rows: threadRows, what: "thread participants", outcome: &outcome)
        outcome.threadsCorrected = threads.corrected
        outcome.threadsLeft = threads.left
        let users = try applyInBatches(Self.applyUsers, rows: userRows, what: "user totals", outcome: &outcome)
        outcome.usersCorrected = users.corrected
        outcome.usersLeft = users.left
        outcome.seconds = Date().timeIntervalSince(started)
        return outcome
    }

    // MARK: - SQL

    /// The read-state fingerprint of `userColumn`'s current memberships: how many, and the sum
    /// of a 64-bit hash of each one's (channel, last_read_at, joined_at, muted). The same
    /// expression runs on the snapshot and in the guard; binary hashes, so no session setting
    /// (TimeZone, DateStyle) changes it. NULL for a user with no current membership.
    static func membershipsFingerprint(of userColumn: String) -> String {
        """
        (SELECT count(*)::text || ':' || sum(hash_record_extended(ROW(f.channel_id, f.last_read_at, f.joined_at, f.muted), 0))::text \
        FROM channel_members f WHERE f.user_id = \(userColumn) AND f.left_at IS NULL)
        """
    }

    /// The same over `userColumn`'s thread participant rows (thread, `last_read_at`,
    /// `joined_at`): the read state behind `unread_threads` (docs/rules.md#threads).
    static func participantsFingerprint(of userColumn: String) -> String {
        """
        (SELECT count(*)::text || ':' || sum(hash_record_extended(ROW(p.channel_id, p.parent_id, p.last_read_at, p.joined_at), 0))::text \
        FROM thread_participants p WHERE p.user_id = \(userColumn))
        """
    }

    static let fingerprintQuery = """
        SELECT u.id, \(membershipsFingerprint(of: "u.id")), \(participantsFingerprint(of: "u.id")) FROM unnest($1::text[]) AS u(id)
        """

    /// Mention corrections `$1 < seq ≤ $2`: the delta, where the member's read state is the snapshot's.
    static let applyMentions = """
        UPDATE channel_members m SET unread_mentions = m.unread_mentions + c.delta \
        FROM \(mentionTable) c \
        WHERE c.seq > $1 AND c.seq <= $2 \
        AND m.channel_id = c.channel_id AND m.user_id = c.user_id \
        AND m.left_at IS NULL AND m.joined_at = c.joined_at \
        AND m.last_read_at IS NOT DISTINCT FROM c.last_read_at \
        AND m.unread_mentions + c.delta BETWEEN -2147483648 AND 2147483647
        """

    /// Participant corrections `$1 < seq ≤ $2`: the delta, where the thread receipt, the row's
    /// `joined_at` and the membership (current, same `joined_at`) are the snapshot's.
    static let applyThreads = """
        UPDATE thread_participants tp SET unread_replies = tp.unread_replies + c.delta \
        FROM \(threadTable) c \
        WHERE c.seq > $1 AND c.seq <= $2 \
        AND tp.channel_id = c.channel_id AND tp.parent_id = c.parent_id AND tp.user_id = c.user_id \
        AND tp.joined_at = c.joined_at AND tp.last_read_at IS NOT DISTINCT FROM c.last_read_at \
        AND EXISTS (SELECT 1 FROM channel_members m WHERE m.channel_id = c.channel_id AND m.user_id = c.user_id \
                    AND m.left_at IS NULL AND m.joined_at = c.member_joined_at) \
        AND tp.unread_replies + c.delta BETWEEN -2147483648 AND 2147483647
        """

    /// Corrections `$1 < seq ≤ $2`: the delta, where the read state is the snapshot's.
    static let applyMembers = """
        UPDATE channel_members m SET unread_count = m.unread_count + c.delta \
        FROM \(memberTable) c \
        WHERE c.seq > $1 AND c.seq <= $2 \
        AND m.channel_id = c.channel_id AND m.user_id = c.user_id \
        AND m.left_at IS NULL AND m.joined_at = c.joined_at \
        AND m.last_read_at IS NOT DISTINCT FROM c.last_read_at \
        AND m.unread_count + c.delta BETWEEN -2147483648 AND 2147483647
        """

    /// Corrections `$1 < seq ≤ $2`: the recomputed values, where nothing changed since.
    static let applyUsers = """
        UPDATE users u SET total_unread_count = c.recomputed_total, unread_channels = c.recomputed_channels, \
        unread_threads = c.recomputed_threads, total_unread_mentions = c.recomputed_mentions \
        FROM \(userTable) c \
        WHERE c.seq > $1 AND c.seq <= $2 AND u.id = c.user_id \
        AND u.total_unread_count = c.stored_total AND u.unread_channels = c.stored_channels \
        AND u.unread_threads = c.stored_threads AND u.total_unread_mentions = c.stored_mentions \
        AND c.recomputed_total BETWEEN -2147483648 AND 2147483647 \
        AND c.recomputed_mentions BETWEEN -2147483648 AND 2147483647 \
        AND \(membershipsFingerprint(of: "u.id")) IS NOT DISTINCT FROM c.memberships \
        AND \(participantsFingerprint(of: "u.id")) IS NOT DISTINCT FROM c.participants
        """

    // MARK: - private

    private func flushThreads() throws {
        guard !pendingThreads.isEmpty else { return }
        try JobError.during("loading the thread corrections") {
            try connection.copyIn(
                table: Self.threadTable,
                columns: ["seq", "channel_id", "parent_id", "user_id", "joined_at", "last_read_at", "member_joined_at", "stored", "delta"]
            ) { encoder, flush in
                for drift in pendingThreads {
                    threadRows += 1
                    encoder.beginRow(fieldCount: 9)
                    encoder.append(int64: Int64(threadRows))
                    encoder.append(int64: drift.channelID)
                    encoder.append(int64: drift.parentID)
                    encoder.append(text: drift.userID)
                    encoder.append(timestampMicros: drift.joinedAt)
                    encoder.append(timestampMicros: drift.lastReadAt)
                    encoder.append(timestampMicros: drift.memberJoinedAt)
                    encoder.append(int64: Int64(drift.stored))
                    encoder.append(int64: Int64(drift.delta))
                    if encoder.bytes.count > 1 << 20 { try flush(&encoder) }
                }
            }
        }
        pendingThreads.removeAll(keepingCapacity: true)
    }

    private func flushMembers() throws {
        try flush(&pendingMembers, into: Self.memberTable, rows: &memberRows, what: "member")
    }

    private func flushMentions() throws {
        try flush(&pendingMentions, into: Self.mentionTable, rows: &mentionRows, what: "mention")
    }

    /// Sends member-keyed corrections (unread counts or mention counts: the same guard columns).
    private func flush(_ pending: inout [MemberDrift], into table: String, rows: inout Int, what: String) throws {
        guard !pending.isEmpty else { return }
        var sent = rows
        try JobError.during("loading the \(what) corrections") {
            try connection.copyIn(
                table: table,
                columns: ["seq", "channel_id", "user_id", "joined_at", "last_read_at", "stored", "delta"]
            ) { encoder, flush in
                for drift in pending {
                    sent += 1
                    encoder.beginRow(fieldCount: 7)
                    encoder.append(int64: Int64(sent))
                    encoder.append(int64: drift.channelID)
                    encoder.append(text: drift.userID)
                    encoder.append(timestampMicros: drift.joinedAt)
                    encoder.append(timestampMicros: drift.lastReadAt)
                    encoder.append(int64: Int64(drift.stored))
                    encoder.append(int64: Int64(drift.delta))
                    if encoder.bytes.count > 1 << 20 { try flush(&encoder) }
                }
            }
        }
        rows = sent
        pending.removeAll(keepingCapacity: true)
    }

    private func applyInBatches(_ sql: String, rows: Int, what: String, outcome: inout Outcome) throws -> (corrected: Int, left: Int) {
        var corrected = 0, left = 0
        var low = 0
        while low < rows {
            try Interruption.shared.check()
            let high = min(low + batchSize, rows)
            if let updated = try applyBatch(sql, low: low, high: high, what: what) {
                corrected += updated
                left += (high - low) - updated
            } else {
                left += high - low
            }
            outcome.transactions += 1
            low = high
        }
        return (corrected, left)
    }

    /// One short transaction; nil when it kept failing on locks (its rows are left).
    private func applyBatch(_ sql: String, low: Int, high: Int, what: String) throws -> Int? {
        for attempt in 1...Self.attempts {
            do {
                return try connection.transaction(.readWrite) {
                    try connection.query(sql, [Int64(low), Int64(high)]).affectedRows
                }
            } catch let error as PostgresError where Self.isLockConflict(error) && Interruption.shared.receivedSignal == nil {
                logger.warning("\(what) \(low + 1)…\(high): \(error.description) (attempt \(attempt) of \(Self.attempts))")
                if attempt < Self.attempts { usleep(UInt32(200_000 * attempt)) }
            } catch {
                throw JobError.wrap(error, step: "correcting \(what)")
            }
        }
        logger.warning("\(what) \(low + 1)…\(high): left for the next run (the live service holds their rows)")
        return nil
    }

    static func isLockConflict(_ error: PostgresError) -> Bool {
        error.sqlState == deadlockDetected || error.sqlState == PostgresError.Code.lockNotAvailable
    }

    /// Fingerprints of `userIDs`' memberships and thread participant rows in `snapshot`'s view
    /// (nil: none).
    static func fingerprints(of userIDs: [String], on snapshot: Connection) throws -> [String: (memberships: String?, participants: String?)] {
        let result = try snapshot.query(fingerprintQuery, [textArrayLiteral(userIDs)])
        var fingerprints: [String: (memberships: String?, participants: String?)] = [:]
        for row in 0..<result.rowCount {
            guard let id = try result.string(row, 0) else { continue }
            fingerprints[id] = (try result.string(row, 1), try result.string(row, 2))
        }
        return fingerprints
    }

    /// A PostgreSQL text array literal (a parameter value, not SQL): every element quoted,
    /// `\` and `"` escaped.
    static func textArrayLiteral(_ values: [String]) -> String {
        var literal = "{"
        for (index, value) in values.enumerated() {
            if index > 0 { literal += "," }
            literal += "\""
            for character in value {
                if character == "\\" || character == "\"" { literal += "\\" }
                literal.append(character)
            }
            literal += "\""
        }
        return literal + "}"
    }
}
