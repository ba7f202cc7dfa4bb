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

        public init() {}

        enum CodingKeys: String, CodingKey {
            case membersCorrected = "members_corrected", membersLeft = "members_left_for_next_run"
            case usersCorrected = "users_corrected", usersLeft = "users_left_for_next_run"
            case transactions, seconds
        }
    }

    public let connection: Connection
    public let batchSize: Int
    private var pendingMembers: [MemberDrift] = []
    public private(set) var memberRows = 0
    public private(set) var userRows = 0
    private let logger = Logger(label: "unreadctl.recompute")

    // Identifiers this code owns, interpolated into its SQL; every value travels as a parameter.
    static let memberTable = "pg_temp.unreadctl_member_corrections"
    static let userTable = "pg_temp.unreadctl_user_corrections"
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
                CREATE TEMPORARY TABLE unreadctl_member_corrections (
                    seq bigint NOT NULL, channel_id bigint NOT NULL, user_id text NOT NULL,
                    joined_at timestamptz NOT NULL, last_read_at timestamptz,
                    stored bigint NOT NULL, delta bigint NOT NULL);
                CREATE TEMPORARY TABLE unreadctl_user_corrections (
                    seq bigint NOT NULL, user_id text NOT NULL,
                    stored_total bigint NOT NULL, stored_channels bigint NOT NULL,
                    recomputed_total bigint NOT NULL, recomputed_channels bigint NOT NULL,
                    memberships text);
                """)
        }
    }

    /// Adds one member correction (sent to the primary in chunks).
    public func add(_ drift: MemberDrift) throws {
        pendingMembers.append(drift)
        if pendingMembers.count >= Self.copyChunk { try flushMembers() }
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
                    columns: ["seq", "user_id", "stored_total", "stored_channels", "recomputed_total", "recomputed_channels", "memberships"]
                ) { encoder, _ in
                    for drift in chunk {
                        userRows += 1
                        encoder.beginRow(fieldCount: 7)
                        encoder.append(int64: Int64(userRows))
                        encoder.append(text: drift.userID)
                        encoder.append(int64: Int64(drift.storedTotal))
                        encoder.append(int64: Int64(drift.storedChannels))
                        encoder.append(int64: Int64(drift.recomputedTotal))
                        encoder.append(int64: Int64(drift.recomputedChannels))
                        encoder.append(text: fingerprints[drift.userID] ?? nil)
                    }
                }
            }
            start += chunk.count
        }
    }

    /// Sends what is buffered and indexes the tables; call once, after the last `add`.
    public func finishLoading() throws {
        try flushMembers()
        try JobError.during("indexing the corrections") {
            try connection.execute("""
                CREATE INDEX ON \(Self.memberTable) (seq);
                CREATE INDEX ON \(Self.userTable) (seq);
                ANALYZE \(Self.memberTable);
                ANALYZE \(Self.userTable);
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

    static let fingerprintQuery = "SELECT u.id, \(membershipsFingerprint(of: "u.id")) FROM unnest($1::text[]) AS u(id)"

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
        UPDATE users u SET total_unread_count = c.recomputed_total, unread_channels = c.recomputed_channels \
        FROM \(userTable) c \
        WHERE c.seq > $1 AND c.seq <= $2 AND u.id = c.user_id \
        AND u.total_unread_count = c.stored_total AND u.unread_channels = c.stored_channels \
        AND c.recomputed_total BETWEEN -2147483648 AND 2147483647 \
        AND \(membershipsFingerprint(of: "u.id")) IS NOT DISTINCT FROM c.memberships
        """

    // MARK: - private

    private func flushMembers() throws {
        guard !pendingMembers.isEmpty else { return }
        try JobError.during("loading the member corrections") {
            try connection.copyIn(
                table: Self.memberTable,
                columns: ["seq", "channel_id", "user_id", "joined_at", "last_read_at", "stored", "delta"]
            ) { encoder, flush in
                for drift in pendingMembers {
                    memberRows += 1
                    encoder.beginRow(fieldCount: 7)
                    encoder.append(int64: Int64(memberRows))
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
        pendingMembers.removeAll(keepingCapacity: true)
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

    /// Fingerprints of `userIDs`' memberships in `snapshot`'s view (nil: no membership).
    static func fingerprints(of userIDs: [String], on snapshot: Connection) throws -> [String: String?] {
        let result = try snapshot.query(fingerprintQuery, [textArrayLiteral(userIDs)])
        var fingerprints: [String: String?] = [:]
        for row in 0..<result.rowCount {
            guard let id = try result.string(row, 0) else { continue }
            fingerprints[id] = try result.string(row, 1)
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
