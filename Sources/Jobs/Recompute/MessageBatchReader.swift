import Postgres
import ReadState

/// A channel type as the recompute needs it.
struct RecomputeChannelType: Sendable {
    let name: String
    let utf8: [UInt8]
    let readEvents: Bool
}

/// A channel of the current batch; `type` indexes the pass's channel types.
struct RecomputeBatchChannel: Sendable {
    let id: Int64
    let cid: String
    let type: Int
    /// `channels.team`; nil = no team (docs/rules.md#threads-mentions-teams).
    var team: String? = nil
}

/// The recompute's channel batches and their countable messages, read one batch ahead on a
/// second connection in the main one's snapshot (`SnapshotSideReader`) while the main connection
/// reads the current batch's members: two server processes stream at once, where the messages
/// and then the members used to stream one after the other (bench scale: 3.45 s → see the
/// README's figures). Without a second connection the same reads run on the main connection, in
/// turn.
///
/// The reader gives senders ids of its own interner, emptied every batch (its memory is bounded
/// by a batch, not by the users), and `take` renumbers them to the pass's interner: one lookup
/// per distinct sender of the batch instead of one per message.
final class MessageBatchReader: @unchecked Sendable {
    private let main: Connection
    private let side: SnapshotSideReader?
    private let scope: RecomputeScope
    /// The pass's channel types, plus any the channels name that `channel_types` lacks.
    private(set) var types: [RecomputeChannelType]

    // Written by the read (on the side thread), handed over by `take` after the wait.
    private var channels: [RecomputeBatchChannel] = []
    private var timelines = ChannelTimelines()
    /// The batch's countable thread replies, keyed by (channel, parent) (docs/rules.md#threads-mentions-teams).
    private var replies = KeyedTimelines()
    private var senders = UserInterner()
    // The batch taken last: used by `resolve` on the main thread while the next one is read.
    private var takenSenders = UserInterner()
    private var renumbered: [Int32] = []

    /// `main` is inside the recompute's snapshot with `unreadctl.types` set.
    init(main: Connection, scope: RecomputeScope, types: [RecomputeChannelType]) {
        self.main = main
        self.scope = scope
        self.types = types
        side = SnapshotSideReader.open(
            sharingSnapshotOf: main,
            setup: ["SET LOCAL unreadctl.types = '\(Self.quoted(scope.setting))'"])
    }

    /// Waits for a batch still being read (one batch at most: a signal cancels it), then
    /// closes the second connection.
    func close() {
        try? side?.wait()
        side?.close()
    }

    /// Starts reading the batch of at most `limit` channels after id `after` (in the background
    /// when there is a second connection).
    func start(after: Int64, limit: Int) throws {
        if let side {
            side.start { [self] connection in try read(connection, after: after, limit: limit) }
        } else {
            try read(main, after: after, limit: limit)
        }
    }

    /// Waits for the batch started last, then hands it over: its channels (empty after the last
    /// one) and its timelines, unsealed, with the reader's sender ids (`resolve` them after
    /// starting the next batch). `target`'s previous storage is kept for the next batch.
    func take(into target: inout ChannelTimelines) throws -> [RecomputeBatchChannel] {
        try side?.wait()
        swap(&target, &timelines)
        swap(&takenSenders, &senders)
        return channels
    }

    /// The same, with the batch's thread replies (keyed by channel and parent).
    func take(into target: inout ChannelTimelines, replies taken: inout KeyedTimelines) throws -> [RecomputeBatchChannel] {
        let channels = try take(into: &target)
        swap(&taken, &replies)
        return channels
    }

    /// `resolve`, and the same for the taken replies (their senders are of the same interner).
    func resolve(_ taken: inout ChannelTimelines, replies: inout KeyedTimelines, users: inout UserInterner) {
        resolve(&taken, users: &users)
        replies.renumberSenders(renumbered)
        replies.seal()
    }

    /// Renumbers the taken batch's senders to ids of `users` and seals it: one lookup per
    /// distinct sender of the batch instead of one per message.
    func resolve(_ taken: inout ChannelTimelines, users: inout UserInterner) {
        renumbered.removeAll(keepingCapacity: true)
        users.map(takenSenders, into: &renumbered)
        taken.renumberSenders(renumbered)
        taken.seal()
    }

    private func read(_ connection: Connection, after: Int64, limit: Int) throws {
        channels.removeAll(keepingCapacity: true)
        timelines.removeAll()
        replies.removeAll()
        senders.reset()
        try Self.setting(connection, ["unreadctl.after": String(after), "unreadctl.limit": String(limit)])
        try connection.copyOut(RecomputeQueries.channelBatch) { row in
            guard let id = row.int64(0) else { return }
            channels.append(RecomputeBatchChannel(id: id, cid: row.string(1) ?? "", type: typeIndex(row.bytes(2)), team: row.string(3)))
        }
        guard let last = channels.last?.id else { return }
        // SPEC §2: with read_events off the correct count is 0; those messages are not read.
        let counted = channels.filter { types[$0.type].readEvents }
        guard !counted.isEmpty else { return }
        let selection: RecomputeQueries.Selection = scope.isAll && counted.count == channels.count ? .range : .listed
        try Self.setting(connection, ["unreadctl.last": String(last), "unreadctl.channels": Self.arrayLiteral(counted.map(\.id))])
        // The row loop works on locals (moved out, so still uniquely referenced): no copy per row.
        var senders = moveOut(&self.senders), timelines = moveOut(&self.timelines), replies = moveOut(&self.replies)
        defer { self.senders = senders; self.timelines = timelines; self.replies = replies }
        try connection.copyOut(RecomputeQueries.messages(selection)) { row in
            guard let channel = row.int64(0), let createdAt = row.timestampMicros(2) else { return }
            timelines.append(channel: channel, sender: senders.intern(row.bytes(1)), createdAt: createdAt)
        }
        try connection.copyOut(RecomputeQueries.replies(selection)) { row in
            guard let channel = row.int64(0), let parent = row.int64(1), let createdAt = row.timestampMicros(3) else { return }
            replies.append(channel: channel, key: parent, sender: senders.intern(row.bytes(2)), createdAt: createdAt)
        }
    }

    private func typeIndex(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        for (index, type) in types.enumerated() where type.utf8.elementsEqual(bytes) { return index }
        // A type missing from channel_types (no FK in a hand-made schema): treat as read_events on.
        let name = String(decoding: bytes, as: UTF8.self)
        types.append(RecomputeChannelType(name: name, utf8: Array(bytes), readEvents: true))
        return types.count - 1
    }

    /// Transaction-local settings in one round trip.
    static func setting(_ connection: Connection, _ values: KeyValuePairs<String, String>) throws {
        let calls = values.indices.map { "set_config($\($0 * 2 + 1), $\($0 * 2 + 2), true)" }
        let parameters: [(any QueryParameter)?] = values.flatMap { [$0.key, $0.value] }
        try connection.query("SELECT " + calls.joined(separator: ", "), parameters)
    }

    /// A PostgreSQL bigint array literal, `{1,2,3}`.
    static func arrayLiteral(_ ids: [Int64]) -> String {
        "{" + ids.map(String.init).joined(separator: ",") + "}"
    }

    /// A string literal's body ('' for ').
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "''")
    }
}
