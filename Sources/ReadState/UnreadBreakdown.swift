/// The breakdowns of `unread_by_group.csv` (docs/rules.md#threads), as the seeds' unread-count
/// APIs give them: for the whole database (`all`), per channel `type` and per `team` (a NULL team
/// is `(none)`): users with unread, channels with unread, unread messages, unread mentions,
/// unread threads. They count what the users' totals count: current memberships that are not
/// `muted`, and participant rows with unread replies whose membership is current and not muted.
/// "With unread" means unread messages > 0 or an unread thread (mentions are unread messages).
///
/// Row order (deterministic): `all`; then one `type` row per channel type with a channel in
/// scope, by name; then one `team` row per team with a channel in scope, by name, `(none)` last.
/// Memory: a row per group, and a bit per user for each of the first `bitmapGroups` groups (the
/// users with unread); a group after them keeps its users in a set, 8 bytes or more each.
public struct UnreadBreakdown: Sendable {
    public struct Row: Sendable, Codable, Equatable {
        public var groupBy: String
        public var group: String
        public var usersWithUnread = 0
        public var channelsWithUnread = 0
        public var unreadMessages = 0
        public var unreadMentions = 0
        public var unreadThreads = 0

        public init(groupBy: String, group: String, usersWithUnread: Int = 0, channelsWithUnread: Int = 0,
                    unreadMessages: Int = 0, unreadMentions: Int = 0, unreadThreads: Int = 0) {
            self.groupBy = groupBy
            self.group = group
            self.usersWithUnread = usersWithUnread
            self.channelsWithUnread = channelsWithUnread
            self.unreadMessages = unreadMessages
            self.unreadMentions = unreadMentions
            self.unreadThreads = unreadThreads
        }

        enum CodingKeys: String, CodingKey {
            case groupBy = "group_by", group, usersWithUnread = "users_with_unread", channelsWithUnread = "channels_with_unread"
            case unreadMessages = "unread_messages", unreadMentions = "unread_mentions", unreadThreads = "unread_threads"
        }
    }

    /// The label of a channel with no team.
    public static let noTeam = "(none)"

    /// A team's label (docs/rules.md#breakdowns-by-type-and-team): its name, except that a name beginning with
    /// `(` or `\` gets a leading `\`, so a team literally named `(none)` is `\(none)` and
    /// `(none)` always means no team: one key, one row.
    public static func teamLabel(_ team: String?) -> String {
        guard let team else { return noTeam }
        return team.hasPrefix("(") || team.hasPrefix("\\") ? "\\" + team : team
    }

    /// The three groups a channel belongs to: `all` (0), its type's row, its team's row.
    public struct Groups: Sendable, Equatable {
        public let type: Int32
        public let team: Int32
    }

    private var rows: [Row] = [Row(groupBy: "all", group: "all")]
    private var typeRows: [String: Int32] = [:]
    private var teamRows: [String?: Int32] = [:]
    /// The users with unread of group `g` < `bitmapGroups`: bit `user` of `userBits[g]`. A set
    /// of `group << 32 | user` took 8–16 MB at 500,000 users (a hash table of three entries per
    /// user with unread) against under 1 MB of bits for the 14 groups of the benchmark's data
    /// (docs/benchmark.md#memory); the bits stop at 64 groups, 8 bytes a user at most.
    private var userBits: [[UInt64]] = []
    /// `group << 32 | user` for the users with unread of the groups from `bitmapGroups` on.
    private var usersWithUnread: Set<UInt64> = []
    static let bitmapGroups = 64

    public init() {}

    /// The groups of a channel of `type` in `team` (nil: no team); call once per channel in
    /// scope, then record its memberships and threads, then `finishChannel`.
    public mutating func groups(type: String, team: String?) -> Groups {
        let typeRow: Int32
        if let known = typeRows[type] { typeRow = known } else {
            typeRow = Int32(rows.count)
            typeRows[type] = typeRow
            rows.append(Row(groupBy: "type", group: type))
        }
        let teamRow: Int32
        if let known = teamRows[team] { teamRow = known } else {
            teamRow = Int32(rows.count)
            teamRows[team] = teamRow
            rows.append(Row(groupBy: "team", group: Self.teamLabel(team)))
        }
        return Groups(type: typeRow, team: teamRow)
    }

    /// One current, non-muted membership with its recomputed unread messages and mentions.
    public mutating func addMembership(_ groups: Groups, user: Int32, unread: Int, mentions: Int) {
        guard unread > 0 else { return }
        for row in [0, groups.type, groups.team] {
            rows[Int(row)].unreadMessages += unread
            rows[Int(row)].unreadMentions += mentions
            mark(user, in: row)
        }
    }

    /// One unread thread: a participant row with unread replies, membership current and not muted.
    public mutating func addThread(_ groups: Groups, user: Int32) {
        for row in [0, groups.type, groups.team] {
            rows[Int(row)].unreadThreads += 1
            mark(user, in: row)
        }
    }

    /// `user` has unread in group `row`.
    private mutating func mark(_ user: Int32, in row: Int32) {
        guard row < Self.bitmapGroups else {
            usersWithUnread.insert(UInt64(UInt32(row)) << 32 | UInt64(UInt32(bitPattern: user)))
            return
        }
        let group = Int(row), word = Int(user) >> 6
        if userBits.count <= group { userBits.append(contentsOf: repeatElement([], count: group + 1 - userBits.count)) }
        if userBits[group].count <= word { userBits[group].append(contentsOf: repeatElement(0, count: word + 1 - userBits[group].count)) }
        userBits[group][word] |= 1 << UInt64(user & 63)
    }

    /// Closes a channel: `hasUnread` when one of its memberships had unread messages or an
    /// unread thread (as recorded above).
    public mutating func finishChannel(_ groups: Groups, hasUnread: Bool) {
        guard hasUnread else { return }
        for row in [0, groups.type, groups.team] { rows[Int(row)].channelsWithUnread += 1 }
    }

    /// The rows in the documented order.
    public var result: [Row] {
        var rows = self.rows
        for (group, bits) in userBits.enumerated() { rows[group].usersWithUnread += bits.reduce(0) { $0 + $1.nonzeroBitCount } }
        for key in usersWithUnread { rows[Int(key >> 32)].usersWithUnread += 1 }
        let types = rows.filter { $0.groupBy == "type" }.sorted { $0.group.utf8.lexicographicallyPrecedes($1.group.utf8) }
        let named = teamRows.filter { $0.key != nil }.map { rows[Int($0.value)] }
            .sorted { $0.group.utf8.lexicographicallyPrecedes($1.group.utf8) }
        let none = teamRows[nil].map { [rows[Int($0)]] } ?? []
        return [rows[0]] + types + named + none
    }
}
