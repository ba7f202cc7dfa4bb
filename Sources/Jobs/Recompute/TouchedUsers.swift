import Postgres
import Runtime

/// The users an incremental nightly checks the totals of (docs/change-feeds.md#what-an-incremental-run-checks),
/// read once inside the run's snapshot (`RecomputeQueries.touchedUsers`, from the
/// `unreadctl.named_channels` and `unreadctl.named_users` settings) and written into the
/// statements that read their other rows as one constant array.
///
/// The statements computed the list themselves before, as an array the planner could not see
/// into: it estimated a handful of users and read their memberships by the `user_id` index, one
/// heap page per row — on a table in time order, 27,173 users' 505,249 memberships took 2.1–2.5 s
/// (benchmark scale, 1 % of the channels named). With the constant it estimated 46,699 rows for
/// 46,286 and read the table once (0.74–0.84 s).
struct TouchedUsers: Sendable {
    let ids: [String]

    /// `E'{…}'::text[]`, for `= ANY (…)`.
    var constant: String { SchemaContract.arrayConstant(ids, of: "text") }

    /// Reads them; the settings must be set in the transaction.
    static func read(_ connection: Connection, channelKey: KeyType) throws -> TouchedUsers {
        var ids: [String] = []
        try connection.copyOut(RecomputeQueries.touchedUsers(channelKey)) { row in
            ids.append(String(decoding: row.bytes(notNull: 0), as: UTF8.self))
        }
        return TouchedUsers(ids: ids)
    }
}
