import Foundation
import Postgres
import ReadState

/// Which channels a recompute looks at: all, or only channels of the listed types.
public struct RecomputeScope: Sendable, Equatable, Codable {
    /// Channel type names; empty = every type.
    public var channelTypes: [String]

    public init(channelTypes: [String] = []) {
        self.channelTypes = channelTypes
    }

    public static let all = RecomputeScope()

    public var isAll: Bool { channelTypes.isEmpty }

    /// The `unreadctl.types` setting: a JSON array of the names.
    var setting: String {
        (try? JSONText.encode(channelTypes.sorted())) ?? "[]"
    }
}

/// A current member whose stored `unread_count` differs from the recomputed one, with the
/// read state the computation saw (the guard of `--apply`, README.md#unreadctl-recompute).
public struct MemberDrift: Sendable, Equatable {
    public var channelID: Int64
    public var channelCID: String
    public var channelType: String
    public var userID: String
    public var stored: Int
    public var recomputed: Int
    /// `joined_at` and `last_read_at` in the snapshot (µs since 2000-01-01; nil = NULL).
    public var joinedAt: Int64
    public var lastReadAt: Int64?

    /// `recomputed − stored`: what a correction adds.
    public var delta: Int { recomputed - stored }

    public init(channelID: Int64, channelCID: String, channelType: String, userID: String,
                stored: Int, recomputed: Int, joinedAt: Int64, lastReadAt: Int64?) {
        self.channelID = channelID
        self.channelCID = channelCID
        self.channelType = channelType
        self.userID = userID
        self.stored = stored
        self.recomputed = recomputed
        self.joinedAt = joinedAt
        self.lastReadAt = lastReadAt
    }
}

/// A user whose stored `total_unread_count` or `unread_channels` differs from the recomputed.
public struct UserDrift: Sendable, Equatable {
    public var userID: String
    public var storedTotal: Int
    public var recomputedTotal: Int
    public var storedChannels: Int
    public var recomputedChannels: Int

    public init(userID: String, storedTotal: Int, recomputedTotal: Int, storedChannels: Int, recomputedChannels: Int) {
        self.userID = userID
        self.storedTotal = storedTotal
        self.recomputedTotal = recomputedTotal
        self.storedChannels = storedChannels
        self.recomputedChannels = recomputedChannels
    }
}

/// The recompute itself (docs/rules.md#per-member-unread-count), without files and without writes: it reads every input once,
/// as binary COPY streams on a connection that is already inside one snapshot, and calls back
/// for each drifted counter. `recompute` writes reports and corrections from the callbacks; the
/// audit (RS005, RS006) calls it inside its own read-only snapshot.
///
/// How: channels are read in batches of consecutive ids. For a batch, the countable messages
/// (the message rules of docs/rules.md#which-messages-can-count, in SQL) stream in (channel, created_at) order into
/// `ChannelTimelines`; then the batch's current members stream by, and each member's count is a
/// few binary searches (`MemberUnreadCounter`). Memory holds one batch of messages (the batch
/// shrinks when its channels are busy), the mutes, and 12 bytes a user for the totals; the work
/// does not grow with the number of unread messages.
public enum UnreadRecomputation {
    public static let defaultChannelsPerBatch = 5_000
    /// A batch aims at no more than this many messages (≈ 20 MB of timelines).
    static let messagesPerBatch = 1_000_000

    /// Runs the recompute on `connection`, which must be inside a REPEATABLE READ (or
    /// SERIALIZABLE) transaction, e.g. `connection.transaction(.snapshotReadOnly()) { … }`.
    /// `onMemberDrift` is called in (channel id, user id) order, `onUserDrift` in user id
    /// order, only for counters that differ; an error they throw stops the run. With a type
    /// scope, members outside it are not checked and enter the user totals as stored.
    @discardableResult
    public static func run(
        on connection: Connection,
        scope: RecomputeScope = .all,
        channelsPerBatch: Int = defaultChannelsPerBatch,
        progress: TerminalProgress? = nil,
        onMemberDrift: (MemberDrift) throws -> Void,
        onUserDrift: (UserDrift) throws -> Void
    ) throws -> DriftReport {
        precondition(channelsPerBatch > 0, "channelsPerBatch must be positive")
        let pass = RecomputePass(connection: connection, scope: scope, channelsPerBatch: channelsPerBatch, progress: progress)
        try Snapshot.require(connection, for: "the recompute")
        try pass.readChannelTypes()
        try pass.readMutes()
        if !scope.isAll { try pass.readOutOfScopeCounters() }
        try pass.readChannelBatches(onMemberDrift)
        try pass.readUsers(onUserDrift)
        progress?.finish()
        return pass.report
    }

    /// The number of channels in `scope` (for a progress line's total); inside the snapshot.
    public static func channelCount(on connection: Connection, scope: RecomputeScope = .all) throws -> Int {
        try JobError.during("counting channels") {
            try connection.query("SELECT set_config('unreadctl.types', $1, true)", [scope.setting])
            return try connection.scalarInt(RecomputeQueries.channelCount) ?? 0
        }
    }
}

protocol Emptiable { init() }

/// Moves a value out of a property, leaving an empty one (the storage stays unique, so a row
/// loop that works on the local neither copies it nor checks exclusivity per row).
func moveOut<T: Emptiable>(_ value: inout T) -> T {
    let taken = value
    value = T()
    return taken
}

/// `moveOut` for a value with no empty state of its own: `empty` takes its place.
func moveOut<T>(_ value: inout T, leaving empty: T) -> T {
    var taken = empty
    swap(&taken, &value)
    return taken
}
extension UserInterner: Emptiable {}
extension UserTotals: Emptiable {}
extension DriftReport: Emptiable {}
extension ChannelTimelines: Emptiable {}

/// The state of one recompute: interned users, mutes, totals, the current batch.
private final class RecomputePass {
    typealias ChannelType = RecomputeChannelType
    typealias BatchChannel = RecomputeBatchChannel

    let connection: Connection
    let scope: RecomputeScope
    let channelsPerBatch: Int
    let progress: TerminalProgress?

    var types: [ChannelType] = []
    var users = UserInterner()
    var mutes = MuteList()
    var totals = UserTotals()
    var timelines = ChannelTimelines()
    var report = DriftReport()

    init(connection: Connection, scope: RecomputeScope, channelsPerBatch: Int, progress: TerminalProgress?) {
        self.connection = connection
        self.scope = scope
        self.channelsPerBatch = channelsPerBatch
        self.progress = progress
    }

    func readChannelTypes() throws {
        types = try ChannelTypeCatalog.read(connection).map {
            ChannelType(name: $0.name, utf8: Array($0.name.utf8), readEvents: $0.readEvents)
        }
        let known = Set(types.map(\.name))
        let unknown = scope.channelTypes.filter { !known.contains($0) }
        if !unknown.isEmpty {
            let list = known.sorted().joined(separator: ", ")
            throw JobError.invalidInput("unknown channel type \(unknown.map { "'\($0)'" }.joined(separator: ", ")) for --channel-type (known: \(list.isEmpty ? "none" : list))")
        }
        try setScope()
    }

    func readMutes() throws {
        try JobError.during("reading user_mutes") {
            try connection.copyOut(RecomputeQueries.mutes) { row in
                let user = users.intern(row.bytes(0))
                mutes.add(user: user, muted: users.intern(row.bytes(1)))
            }
        }
        mutes.seal()
    }

    /// With a type scope, the other types' counters stay as stored; the totals take them so.
    func readOutOfScopeCounters() throws {
        try JobError.during("reading the counters outside --channel-type") {
            try connection.copyOut(RecomputeQueries.outOfScopeStored) { row in
                totals.add(user: users.intern(row.bytes(0)), unread: Int(row.int64(notNull: 1)), membershipMuted: false)
            }
        }
    }

    func readChannelBatches(_ onMemberDrift: (MemberDrift) throws -> Void) throws {
        let counter = MemberUnreadCounter(mutes: mutes)
        let reader = MessageBatchReader(main: connection, scope: scope, types: types)
        defer { reader.close() }
        var limit = channelsPerBatch
        var after = Int64.min
        try reader.start(after: after, limit: limit)
        while true {
            try Interruption.shared.check()
            let channels = try JobError.during("reading channels and messages") {
                try reader.take(into: &timelines)
            }
            types = reader.types
            guard let last = channels.last?.id else { break }
            // The next batch's channels and messages stream on the side while this batch's
            // members stream here.
            limit = Self.nextLimit(limit, messages: timelines.messageCount, maximum: channelsPerBatch)
            try reader.start(after: last, limit: limit)
            reader.resolve(&timelines, users: &users)
            try JobError.during("reading channels \(channels[0].id)…\(last)") {
                try readMembers(channels, after: after, last: last, counter: counter, onMemberDrift)
            }
            progress?.advance(by: channels.count)
            after = last
        }
        timelines.removeAll()
    }

    /// Busy channels make big batches: aim at `messagesPerBatch` messages by shrinking the next
    /// batch's channel count (neighbouring ids tend to be alike), and grow back when quiet.
    static func nextLimit(_ limit: Int, messages: Int, maximum: Int) -> Int {
        let target = UnreadRecomputation.messagesPerBatch
        if messages > target { return max(1, limit * target / messages) }
        if messages < target / 2 { return min(maximum, limit * 2) }
        return limit
    }

    func readMembers(
        _ channels: [BatchChannel], after: Int64, last: Int64, counter: MemberUnreadCounter,
        _ onMemberDrift: (MemberDrift) throws -> Void
    ) throws {
        let selection: RecomputeQueries.Selection = scope.isAll ? .range : .listed
        try setting([
            "unreadctl.after": String(after), "unreadctl.last": String(last),
            "unreadctl.channels": MessageBatchReader.arrayLiteral(channels.map(\.id)),
        ])
        var tallies = [DriftReport.Tally](repeating: DriftReport.Tally(), count: channels.count)
        let timelines = self.timelines
        let readEvents = channels.map { types[$0.type].readEvents }
        var users = moveOut(&self.users), totals = moveOut(&self.totals), report = moveOut(&self.report)
        defer { self.users = users; self.totals = totals; self.report = report }
        var position = -1
        var channelID = Int64.min
        var timeline: Int?
        try connection.copyOut(RecomputeQueries.members(selection)) { row in
            let id = row.int64(notNull: 0)
            if id != channelID || position < 0 {
                guard let found = Self.position(of: id, in: channels) else { return }
                position = found
                channelID = id
                timeline = timelines.index(of: id)
            }
            let joinedAt = row.timestampMicros(notNull: 2)
            let lastReadAt = row.timestampMicros(3)
            let stored = Int(row.int64(notNull: 5))
            // The user is interned only when a message came after the horizon (most members
            // have read everything): a count of 0 adds nothing to the user's totals.
            var user: Int32 = -1
            let recomputed = counter.unreadCount(
                lastReadAt: lastReadAt, joinedAt: joinedAt, in: timelines, channel: timeline, readEvents: readEvents[position]
            ) {
                user = users.intern(row.bytes(1))
                return user
            }
            if recomputed != 0 { totals.add(user: user, unread: recomputed, membershipMuted: row.bool(notNull: 4)) }
            report.recordMember(stored: stored, recomputed: recomputed)
            tallies[position].add(stored: stored, recomputed: recomputed)
            if stored != recomputed {
                let channel = channels[position]
                try onMemberDrift(MemberDrift(
                    channelID: id, channelCID: channel.cid, channelType: types[channel.type].name,
                    userID: String(decoding: row.bytes(1), as: UTF8.self), stored: stored, recomputed: recomputed,
                    joinedAt: joinedAt, lastReadAt: lastReadAt))
            }
        }
        for (index, channel) in channels.enumerated() {
            report.recordChannel(DriftReport.ChannelDrift(cid: channel.cid, type: types[channel.type].name, members: tallies[index]))
        }
    }

    func readUsers(_ onUserDrift: (UserDrift) throws -> Void) throws {
        try Interruption.shared.check()
        var users = moveOut(&self.users), report = moveOut(&self.report)
        defer { self.users = users; self.report = report }
        let totals = self.totals
        try JobError.during("reading users") {
            try connection.copyOut(RecomputeQueries.users) { row in
                let user = users.intern(row.bytes(0))
                let (total, channels) = totals.totals(of: user)
                let storedTotal = Int(row.int64(notNull: 1))
                let storedChannels = Int(row.int64(notNull: 2))
                report.recordUser(storedTotal: storedTotal, recomputedTotal: total,
                                  storedChannels: storedChannels, recomputedChannels: channels)
                if storedTotal != total || storedChannels != channels {
                    try onUserDrift(UserDrift(
                        userID: String(decoding: row.bytes(0), as: UTF8.self), storedTotal: storedTotal,
                        recomputedTotal: total, storedChannels: storedChannels, recomputedChannels: channels))
                }
            }
        }
    }

    // MARK: - helpers

    func setScope() throws {
        try setting(["unreadctl.types": scope.setting])
    }

    /// Transaction-local settings in one round trip.
    func setting(_ values: KeyValuePairs<String, String>) throws {
        try MessageBatchReader.setting(connection, values)
    }

    static func position(of id: Int64, in channels: [BatchChannel]) -> Int? {
        var low = 0, high = channels.count
        while low < high {
            let mid = (low + high) / 2
            if channels[mid].id < id { low = mid + 1 } else { high = mid }
        }
        return low < channels.count && channels[low].id == id ? low : nil
    }

}
