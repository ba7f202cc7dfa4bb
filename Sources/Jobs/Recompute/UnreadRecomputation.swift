import Foundation
import Postgres
import ReadState
import Runtime

/// Which channels a recompute looks at: all, or only channels of the listed types; and, for a
/// run scoped to one ticket (docs/commands.md#a-run-scoped-to-one-ticket), only the listed
/// channels' members and the listed users.
public struct RecomputeScope: Sendable, Equatable, Codable {
    /// Channel type names; empty = every type.
    public var channelTypes: [String]
    /// `--channel`: channel keys as the source spells them (canonical: `KeyType.canonical`); empty = every channel.
    public var channels: [String]
    /// `--user`: the users whose counters and totals are checked; empty = every user.
    public var users: [String]

    /// The channels an incremental nightly's change feeds named (docs/change-feeds.md), keys as
    /// the source spells them; nil = not an incremental run. Every member of these channels is
    /// checked, and the totals of the users the feeds touched, the other channels' counters
    /// taken as stored (docs/change-feeds.md#what-an-incremental-run-checks).
    public var named: [String]?
    /// With `named`: the users whose totals are checked besides every user with a membership
    /// row (current or former) in a named channel: those whose mutes changed, those whose totals
    /// drifted at the last run.
    public var namedUsers: [String]

    public init(channelTypes: [String] = [], channels: [String] = [], users: [String] = [], named: [String]? = nil,
                namedUsers: [String] = []) {
        self.channelTypes = channelTypes
        self.channels = channels
        self.users = users
        self.named = named
        self.namedUsers = namedUsers
    }

    public static let all = RecomputeScope()

    public var isAll: Bool { channelTypes.isEmpty && !isTicket && named == nil }

    /// Its channels are read by key, batch after batch, rather than by one scan of every
    /// relation: a ticket's or a feed's few channels (docs/benchmark.md#the-reading-layer).
    var readsByKey: Bool { isTicket || named != nil }

    /// Scoped by `--channel` or `--user`: the channels read are the listed ones and every channel
    /// of the listed users (so their totals are exact), the rows checked only those in scope.
    public var isTicket: Bool { !channels.isEmpty || !users.isEmpty }

    /// The `unreadctl.types` setting: a JSON array of the names.
    var setting: String {
        (try? JSONText.encode(channelTypes.sorted())) ?? "[]"
    }

    /// The `unreadctl.ticket_channels`, `unreadctl.ticket_users`, `unreadctl.named_channels`
    /// and `unreadctl.named_users` settings (`RecomputeQueries.typeInScope`,
    /// `RecomputeQueries.touchedUsers`); the named ones are empty when no feed named channels.
    var ticketSettings: KeyValuePairs<String, String> {
        ["unreadctl.ticket_channels": (try? JSONText.encode(channels.sorted())) ?? "[]",
         "unreadctl.ticket_users": (try? JSONText.encode(users.sorted())) ?? "[]",
         "unreadctl.named_channels": named.map { (try? JSONText.encode($0)) ?? "[]" } ?? "",
         "unreadctl.named_users": named == nil ? "" : (try? JSONText.encode(namedUsers.sorted())) ?? "[]"]
    }

    /// Whether a member row (channel key as the source spells it, user id) is checked and may be corrected.
    func covers(channel: @autoclosure () -> String, user: @autoclosure () -> String) -> Bool {
        guard isTicket else { return true }
        return (channels.isEmpty || channels.contains(channel())) && (users.isEmpty || users.contains(user()))
    }

    /// Whether a user's totals are checked: every user's in a full or typed run; in a ticket run
    /// only the listed users', whose every channel was read (with `--channel` alone, none).
    func checksTotals(of user: @autoclosure () -> String) -> Bool {
        guard isTicket else { return true }
        return users.contains(user())
    }
}

/// The recompute itself (docs/rules.md#per-member-unread-count), without files and without writes: it reads every input once,
/// as binary COPY streams on a connection that is already inside one snapshot, and calls back
/// for each drifted counter. `recompute` writes reports and corrections from the callback. (The
/// audit counts with the same `CountingPass` over its own reader: docs/contributing.md#the-counting-pass.)
///
/// How: channels are read in batches of consecutive ids. For a batch, the countable messages
/// (the message rules of docs/rules.md#which-messages-can-count, in SQL) stream in (channel, created_at) order into
/// `ChannelTimelines`; then the batch's current members stream by, and each member's count is a
/// few binary searches (`MemberUnreadCounter`). Memory holds one batch of messages (the batch
/// shrinks when its channels are busy), the mutes, and 12 bytes a user for the totals; the work
/// does not grow with the number of unread messages.
public enum UnreadRecomputation {
    public static let defaultChannelsPerBatch = 5_000
    /// A batch aims at no more than this many messages (`BatchSize.recomputeMessages`).
    static let messagesPerBatch = BatchSize.recomputeMessages

    /// Runs the recompute on `connection`, which must be inside a REPEATABLE READ (or
    /// SERIALIZABLE) transaction, e.g. `connection.transaction(.snapshotReadOnly()) { … }`.
    /// `onDrift` is called for each counter that differs, of every kind (`StoredCounter`): the
    /// member and participant counters channel after channel, in (channel id, user id) order,
    /// then the users in user id order. An error it throws stops the run. With a type scope,
    /// members outside it are not checked and enter the user totals as stored.
    @discardableResult
    public static func run(
        on connection: Connection,
        scope: RecomputeScope = .all,
        channelsPerBatch: Int = defaultChannelsPerBatch,
        compared: ComparedCounters = .all,
        keys: ContractKeys = .reference,
        reading: MessageReading = .reference,
        progress: TerminalProgress? = nil,
        onDrift: (consuming CounterDrift) throws -> Void
    ) throws -> DriftReport {
        precondition(channelsPerBatch > 0, "channelsPerBatch must be positive")
        let pass = RecomputePass(connection: connection, scope: scope, channelsPerBatch: channelsPerBatch, progress: progress)
        pass.compared = compared
        pass.keys = keys
        pass.reading = reading
        if reading.roots { pass.report.roots = DriftReport.Tally() }
        try Snapshot.require(connection, for: "the recompute")
        try pass.readChannelTypes()
        try pass.prepareCounting()
        // The other channels' stored counters only enter users' totals: a source that stores no
        // total has nothing to compare them with (on the Mattermost of a real server's shape, 6.5 s of server time on a night with 1 % of the channels named).
        if !scope.isAll, compared.anyUserTotal { try pass.readOutOfScopeCounters() }
        // The callback lives only as long as this call: the pass does not keep it.
        try withoutActuallyEscaping(onDrift) { drifted in
            try pass.readChannelBatches(RecomputePass.Callbacks(drifted: drifted))
        }
        try pass.readUsers { try onDrift(.user($0)) }
        pass.report.groups = pass.breakdown.result
        progress?.finish()
        return pass.report
    }

    /// The same, with a callback per kind (tests).
    @discardableResult
    public static func run(
        on connection: Connection,
        scope: RecomputeScope = .all,
        channelsPerBatch: Int = defaultChannelsPerBatch,
        compared: ComparedCounters = .all,
        keys: ContractKeys = .reference,
        reading: MessageReading = .reference,
        progress: TerminalProgress? = nil,
        onMemberDrift: (MemberDrift) throws -> Void,
        onUserDrift: (UserDrift) throws -> Void,
        onThreadDrift: (ThreadDrift) throws -> Void = { _ in },
        onMentionDrift: (MemberDrift) throws -> Void = { _ in },
        onRootDrift: (MemberDrift) throws -> Void = { _ in }
    ) throws -> DriftReport {
        func onDrift(_ drift: CounterDrift) throws {
            switch drift {
            case .member(let member) where member.counter == .unreadCount: try onMemberDrift(member)
            case .member(let member) where member.counter == .unreadMentions: try onMentionDrift(member)
            case .member(let member) where member.counter == .unreadRootCount: try onRootDrift(member)
            case .member: break // a kind these callbacks do not name
            case .thread(let thread): try onThreadDrift(thread)
            case .user(let user): try onUserDrift(user)
            }
        }
        return try run(on: connection, scope: scope, channelsPerBatch: channelsPerBatch, compared: compared, keys: keys,
                       reading: reading, progress: progress, onDrift: onDrift)
    }

    /// The number of channels in `scope` (for a progress line's total); inside the snapshot.
    public static func channelCount(on connection: Connection, scope: RecomputeScope = .all) throws -> Int {
        try JobError.during("counting channels") {
            try connection.setLocal(["unreadctl.types": scope.setting])
            try connection.setLocal(scope.ticketSettings)
            return try connection.scalarInt(RecomputeQueries.channelCount) ?? 0
        }
    }
}
