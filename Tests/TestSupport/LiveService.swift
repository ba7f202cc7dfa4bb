import Foundation
import Postgres
import ReadState

/// The live service, as the tests play it: posting a message increments the counters of the
/// other members it counts for (and their totals), marking read resets a member. Times come
/// from a clock after every generated message. A channel mark-read also clears the member's
/// unread mentions (docs/rules.md#mentions); a post has no thread and no mention. Whom a post
/// counts for is decided by the rule's one home (`UnreadRules.SQL`): the type's switch, the
/// message conditions and the member conditions, as the recompute reads them.
public final class LiveService {
    public let db: Connection
    private let start: Int64
    private var clock = 0

    /// `after`: Unix seconds later than every message of the data (the service's "now").
    public init(_ db: Connection, after: Int64 = 1_767_225_600 + 100 * 86_400) {
        self.db = db
        self.start = after
    }

    /// The service's clock: one second later on every call.
    public func nextTime() -> String {
        clock += 1
        return PostgresTimestamp(unixSeconds: start + Int64(clock)).description
    }

    /// Posts a regular message; returns the ids of the users whose counters changed.
    @discardableResult
    public func post(channel: Int64, from sender: String) throws -> [String] {
        try retrying {
            try db.transaction {
                let id = try db.scalarInt("INSERT INTO messages (channel_id, user_id, created_at) VALUES ($1, $2, $3) RETURNING id",
                                          [channel, sender, nextTime()])!
                let bumped = try db.query(Self.bump(counters: "unread_count = m.unread_count + 1"), [Int64(id)])
                var touched: [String] = []
                for row in 0..<bumped.rowCount where try bumped.bool(row, 1) == false {
                    let user = try bumped.string(row, 0) ?? ""
                    let before = try bumped.int(row, 2) ?? 0
                    try db.query("UPDATE users SET total_unread_count = total_unread_count + 1, unread_channels = unread_channels + $2 WHERE id = $1",
                                 [user, before == 0 ? 1 : 0])
                    touched.append(user)
                }
                return touched
            }
        }
    }

    /// The statement that increments `counters` (a SET list on alias `m`) of the current members
    /// message `$1` counts as unread for (docs/rules.md#per-member-unread-count, from
    /// `UnreadRules.SQL`), returning each one's user, `muted` and unread count before.
    public static func bump(counters: String) -> String {
        """
        UPDATE channel_members m SET \(counters)
        FROM messages x JOIN channels c ON c.id = x.channel_id LEFT JOIN channel_types t ON t.name = c.type
        WHERE x.id = $1 AND m.channel_id = x.channel_id AND m.left_at IS NULL AND \(UnreadRules.SQL.readEvents("t"))
          AND \(UnreadRules.SQL.countable("x")) AND \(UnreadRules.SQL.unread(message: "x", member: "m"))
        RETURNING m.user_id, m.muted, m.unread_count - 1
        """
    }

    /// Marks the channel read for `user`: the receipt moves to now, the counter goes to 0.
    @discardableResult
    public func markRead(channel: Int64, user: String) throws -> Bool {
        try retrying {
            try db.transaction {
                let old = try db.query("""
                    SELECT unread_count, muted, unread_mentions FROM channel_members
                    WHERE channel_id = $1 AND user_id = $2 AND left_at IS NULL FOR UPDATE
                    """, [channel, user])
                guard old.rowCount == 1, let count = try old.int(0, 0), let mentions = try old.int(0, 2) else { return false }
                try db.query("UPDATE channel_members SET last_read_at = $3, unread_count = 0, unread_mentions = 0 WHERE channel_id = $1 AND user_id = $2",
                             [channel, user, nextTime()])
                if try old.bool(0, 1) == false {
                    try db.query("""
                        UPDATE users SET total_unread_count = total_unread_count - $2, unread_channels = unread_channels - $3,
                          total_unread_mentions = total_unread_mentions - $4 WHERE id = $1
                        """, [user, count, count > 0 ? 1 : 0, mentions])
                }
                return true
            }
        }
    }

    /// Re-sets `user`'s counter to the exact count at the read position already stored, without
    /// moving it: what a "mark unread" at the message the member last read, or a recount by
    /// the service, writes (docs/commands.md#the-repairs-guard). Returns whether the counter
    /// changed (the users' totals follow it).
    @discardableResult
    public func recountInPlace(channel: Int64, user: String) throws -> Bool {
        try retrying {
            try db.transaction {
                let changed = try db.query(Self.recount, [channel, user])
                guard changed.rowCount == 1, let old = try changed.int(0, 0), let new = try changed.int(0, 1), old != new else { return false }
                if try changed.bool(0, 2) == false {
                    try db.query("UPDATE users SET total_unread_count = total_unread_count + $2, unread_channels = unread_channels + $3 WHERE id = $1",
                                 [user, new - old, (new > 0 ? 1 : 0) - (old > 0 ? 1 : 0)])
                }
                return true
            }
        }
    }

    /// The member's exact count by the rule's one home (`UnreadRules.SQL`), set in place;
    /// returns the counter before and after, and `muted`.
    static let recount = """
        WITH old AS (SELECT unread_count FROM channel_members WHERE channel_id = $1 AND user_id = $2 AND left_at IS NULL FOR UPDATE)
        UPDATE channel_members m SET unread_count = CASE WHEN \(UnreadRules.SQL.readEvents("t")) THEN (
            SELECT count(*) FROM messages x
            WHERE x.channel_id = m.channel_id AND \(UnreadRules.SQL.countable("x")) AND \(UnreadRules.SQL.unread(message: "x", member: "m"))
          ) ELSE 0 END
        FROM old, channels c LEFT JOIN channel_types t ON t.name = c.type
        WHERE m.channel_id = $1 AND m.user_id = $2 AND m.left_at IS NULL AND c.id = m.channel_id
        RETURNING old.unread_count, m.unread_count, m.muted
        """

    /// Runs `body` again on a deadlock, as a service would.
    public func retrying<T>(_ body: () throws -> T) throws -> T {
        for _ in 0..<20 {
            do { return try body() } catch let error as PostgresError where error.sqlState == "40P01" { continue }
        }
        return try body()
    }
}
