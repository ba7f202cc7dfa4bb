import Postgres
import ReadState
import Runtime
import Synchronization

/// A channel type as the recompute needs it.
struct RecomputeChannelType: Sendable {
    let name: String
    let utf8: [UInt8]
    let readEvents: Bool
}

/// What the recompute reads of a source's messages (docs/mappings.md#speed), decided once from
/// the source before the scan.
public struct MessageReading: Sendable, Equatable {
    /// Messages come in (channel, time) order from the server: the reference schema's index
    /// returns them so. A mapping's view computes its times (epoch milliseconds converted):
    /// the server would sort every row, so the reader sorts them itself.
    public var ordered = true
    /// Thread replies are read: only where the source has thread participants to count them for.
    public var replies = true
    /// Root messages are counted apart, for a source's root counter (docs/mappings.md#root-counters).
    public var roots = false
    /// The source's `addressed_messages` are read and counted (docs/mappings.md#addressed-messages).
    public var addressed = false
    /// What each member's row version is read from, for the repair's guard
    /// (docs/commands.md#the-repairs-guard).
    public var rowVersion = RowVersion.none
    /// The source is on Citus: statements are written so that Citus can run them on each shard.
    public var citus = false
    /// The source has mention rows (`message_mentions`).
    public var mentions = true

    /// A mapping with thread replies reads its messages view once (`RecomputeQueries.mappedMessages`).
    var readsMappedMessages: Bool { !ordered && replies }

    public static let reference = MessageReading()

    public init(ordered: Bool = true, replies: Bool = true, roots: Bool = false, addressed: Bool = false, rowVersion: RowVersion = .none) {
        self.ordered = ordered
        self.replies = replies
        self.roots = roots
        self.addressed = addressed
        self.rowVersion = rowVersion
    }

    /// What a dry run reads of `source`: no row versions (`--apply` sets `rowVersion`).
    public init(_ source: ContractSource) {
        self.init(ordered: source.kind != .mapping, replies: source.has(.threadParticipants), roots: source.rootCounter,
                  addressed: source.addressedMessages)
        mentions = source.has(.mentionRows)
    }
}

/// Where a member row's version comes from, for the repair's guard (docs/commands.md#the-repairs-guard):
/// a value the live service changes on every write of the row, read in the snapshot and compared
/// when the repair writes.
public enum RowVersion: Sendable, Equatable {
    /// None: the guard compares the read state and the stored value only.
    case none
    /// A mapping's `channel_members.row_version` (docs/mappings.md#row-versions).
    case column
    /// The reference schema's `xmin`: the transaction that last wrote the row. It is the same on
    /// a physical replica; not read on Citus, where a coordinator's row has no one `xmin`.
    case xmin

    public init(_ source: ContractSource, citus: Bool) {
        switch source.kind {
        case .reference: self = citus ? .none : .xmin
        case .mapping: self = source.rowVersion ? .column : .none
        case .none: self = .none
        }
    }

    /// The row version as text, on alias `m`.
    var select: String? {
        switch self {
        case .none: return nil
        case .column: return "m.row_version::text"
        case .xmin: return "m.xmin::text"
        }
    }
}

/// A channel of the current batch; `type` indexes the pass's channel types.
struct RecomputeBatchChannel: Sendable {
    let id: Int64
    let cid: String
    let type: Int
    /// `channels.team`; nil = no team (docs/rules.md#threads).
    var team: String? = nil
}

/// The recompute's channel batches and their countable messages, read one batch ahead on a
/// second connection in the main one's snapshot (`SnapshotSideReader`) while the main connection
/// reads the current batch's members: two server processes stream at once instead of one after
/// the other (docs/benchmark.md has the figures). Without a second connection the same reads run
/// on the main connection, in turn.
///
/// The reader gives senders ids of its own interner, emptied every batch (its memory is bounded
/// by a batch, not by the users), and `take` renumbers them to the pass's interner: one lookup
/// per distinct sender of the batch instead of one per message.
final class MessageBatchReader: Sendable {
    private let main: Connection
    private let side: SnapshotSideReader?
    private let scope: RecomputeScope

    /// The batch being read (by the side thread, or by the main one without a second
    /// connection), handed over by `take` after the wait. The lock is taken twice per batch.
    private struct Batch: Sendable {
        var channels: [RecomputeBatchChannel] = []
        var timelines = ChannelTimelines()
        /// The countable messages that are not replies, with `MessageReading.roots`.
        var roots = ChannelTimelines()
        /// The batch's countable thread replies, keyed by (channel, parent) (docs/rules.md#threads).
        var replies = KeyedTimelines()
        var senders = UserInterner()
        /// The pass's channel types, plus any the channels name that `channel_types` lacks.
        var types: [RecomputeChannelType]
        /// docs/mappings.md#keys: on a source with text or uuid keys, the batch's channel keys
        /// (numbered on from the previous batch) and its reply parents.
        var keys: BatchKeys?
        /// A scanned batch's members, sorted here (`ChannelScan.sortedRows`) for the counting thread.
        var members: [UInt8] = []
    }

    /// The batch taken last: used by `resolve` on the main thread while the next one is read.
    private struct Taken: Sendable {
        var senders = UserInterner()
        var renumbered: [Int32] = []
    }

    private let inFlight: Mutex<Batch>
    private let taken = Mutex(Taken())

    /// The pass's channel types, plus any the channels of the batches taken so far named.
    var types: [RecomputeChannelType] { inFlight.withLock { $0.types } }
    private let channelKey: KeyType
    private let reading: MessageReading

    /// `main` is inside the recompute's snapshot with `unreadctl.types` set.
    init(main: Connection, scope: RecomputeScope, types: [RecomputeChannelType], keys: ContractKeys = .reference,
         reading: MessageReading = .reference, scanned: Scanned? = nil) {
        self.main = main
        self.scanned = scanned
        self.scope = scope
        self.reading = reading
        channelKey = keys.channel
        inFlight = Mutex(Batch(types: types, keys: keys.channel.isInteger && keys.message.isInteger ? nil : BatchKeys(keys)))
        side = Self.openSide(main, scope: scope)
    }

    /// The second connection, with the type (and ticket) scope as transaction-local settings passed as a
    /// parameter (a `SET` literal would splice the names into SQL text, and would read a
    /// backslash differently under `standard_conforming_strings = off`).
    private static func openSide(_ main: Connection, scope: RecomputeScope) -> SnapshotSideReader? {
        guard let side = SnapshotSideReader.open(sharingSnapshotOf: main) else { return nil }
        do {
            try side.connection.applySettings([("unreadctl.types", scope.setting)] + scope.ticketSettings.map { ($0.key, $0.value) }
                                              + (scope.readsByKey ? KeyedReads.settings.map { ($0.key, $0.value) } : []))
        } catch {
            side.close()
            return nil
        }
        return side
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
        try start(.after(after, limit: limit))
    }

    /// Starts reading the scan's batch `index` (`scanned` only).
    func start(batch index: Int) throws {
        try start(.batch(index))
    }

    private func start(_ next: Next) throws {
        if let side {
            side.start { [self] connection in try read(connection, next) }
        } else {
            try read(main, next)
        }
    }

    /// Which batch to read next: the channels after an id (read from the server), or a batch of the scan.
    private enum Next: Sendable {
        case after(Int64, limit: Int)
        case batch(Int)

        var batch: Int? {
            if case .batch(let index) = self { return index }
            return nil
        }
    }

    /// A run over every channel in scope (docs/benchmark.md#the-reading-layer): its scan, and
    /// every channel of the run in the scan's order (on text or uuid keys, channel number =
    /// position + 1).
    struct Scanned: Sendable {
        let scan: ChannelScan
        let channels: ScannedChannelList
        /// The pass's number of each sender the scan numbered in its message records; nil when
        /// the messages were spilled as tuples.
        var senders: [Int32]? = nil
        /// The layout of those records.
        var records = MessageRecords(roots: false)
    }

    private let scanned: Scanned?

    /// Waits for the batch started last, then hands it over: its channels (empty after the last
    /// one) and its timelines, unsealed, with the reader's sender ids (`resolve` them after
    /// starting the next batch). `target`'s previous storage is kept for the next batch.
    func take(into target: inout ChannelTimelines) throws -> [RecomputeBatchChannel] {
        try side?.wait()
        var timelines = moveOut(&target)
        let (channels, senders) = inFlight.withLock { batch in
            swap(&timelines, &batch.timelines)
            return (batch.channels, moveOut(&batch.senders))
        }
        target = timelines
        taken.withLock { taken in
            // The interner taken before goes back to the reader, storage and all.
            let previous = moveOut(&taken.senders)
            taken.senders = senders
            inFlight.withLock { $0.senders = previous }
        }
        return channels
    }

    /// The same into the counting pass's timelines, with the batch's root messages, its thread
    /// replies (keyed by channel and parent) and, on a source with text or uuid keys, its keys (a
    /// copy: the reader numbers on from them).
    func take(into counting: inout CountingPass, keys: inout BatchKeys?) throws -> [RecomputeBatchChannel] {
        let channels = try take(into: &counting.channels)
        var replies = moveOut(&counting.replies), roots = moveOut(&counting.roots)
        inFlight.withLock { batch in
            swap(&replies, &batch.replies)
            swap(&roots, &batch.roots)
            keys = batch.keys
        }
        counting.replies = replies
        counting.roots = roots
        return channels
    }

    /// The members of the scanned batch taken last, sorted by the reading thread; `members`'
    /// storage goes back to the reader. Call after `take`, before starting the next batch.
    func takeMembers(_ members: inout [UInt8]) {
        inFlight.withLock { swap(&members, &$0.members) }
    }

    /// `resolve`, and the same for the taken roots and replies (their senders are of the same interner).
    func resolve(_ counting: inout CountingPass, users: inout UserInterner) {
        resolve(&counting.channels, users: &users)
        let renumbered = taken.withLock { $0.renumbered }
        if reading.roots, !counting.roots.isSealed {
            counting.roots.renumberSenders(renumbered)
            counting.roots.seal()
        }
        counting.replies.renumberSenders(renumbered)
        counting.replies.seal()
    }

    /// Renumbers the taken batch's senders to ids of `users` and seals it: one lookup per
    /// distinct sender of the batch instead of one per message. Timelines read from message
    /// records came sealed, with the pass's numbers (only their replies' senders are renumbered).
    func resolve(_ timelines: inout ChannelTimelines, users: inout UserInterner) {
        var (senders, renumbered) = taken.withLock { (moveOut(&$0.senders), moveOut(&$0.renumbered, leaving: [])) }
        defer { taken.withLock { $0.senders = senders; $0.renumbered = renumbered } }
        renumbered.removeAll(keepingCapacity: true)
        users.map(senders, into: &renumbered)
        guard !timelines.isSealed else { return }
        timelines.renumberSenders(renumbered)
        timelines.seal()
    }

    /// Reads a batch on `connection`, into the batch storage moved out of the lock and back.
    private func read(_ connection: Connection, _ next: Next) throws {
        var batch = inFlight.withLock { batch in
            let types = batch.types
            return moveOut(&batch, leaving: Batch(types: types))
        }
        defer { inFlight.withLock { $0 = batch } }
        try read(connection, next, into: &batch)
        // docs/benchmark.md#the-reading-layer, "Members sorted ahead".
        if let index = next.batch, let scanned { try scanned.scan.sortedRows(.members, batch: index, into: &batch.members) }
    }

    private func read(_ connection: Connection, _ next: Next, into batch: inout Batch) throws {
        batch.channels.removeAll(keepingCapacity: true)
        batch.timelines.removeAll()
        batch.roots.removeAll()
        batch.replies.removeAll()
        batch.senders.reset()
        var keys = batch.keys
        defer { batch.keys = keys }
        var channels = batch.channels, types = batch.types
        defer { batch.channels = channels; batch.types = types }
        batch.channels = []
        let selection: RecomputeQueries.Selection
        switch next {
        case .after(let after, let limit):
            guard let found = try readChannelBatch(connection, after: after, limit: limit, keys: &keys, channels: &channels, types: &types)
            else { return }
            selection = found
        case .batch(let index):
            guard let scanned else { return }
            // docs/benchmark.md#the-reading-layer: the batch's channels are a run of the scan's.
            let range = scanned.scan.batches[index]
            channels.append(contentsOf: scanned.channels.channels(range))
            if keys != nil {
                keys!.channels.reset(base: Int64(range.lowerBound) + 1)
                for position in range { scanned.scan.channels.withKey(at: position) { _ = keys!.channels.add($0) } }
            }
            selection = .everything
        }
        let rows = BatchRows(connection: connection, scan: scanned?.scan, batch: next.batch)
        // The row loop works on locals (moved out, so still uniquely referenced): no copy per row.
        var senders = moveOut(&batch.senders), timelines = moveOut(&batch.timelines), replies = moveOut(&batch.replies)
        var roots = moveOut(&batch.roots)
        defer { batch.senders = senders; batch.timelines = timelines; batch.replies = replies; batch.roots = roots }
        let ordered = reading.ordered && scanned == nil
        let messages = RecomputeQueries.messages(selection, ordered: ordered, roots: reading.roots)
        let countsRoots = reading.roots
        // docs/benchmark.md#the-reading-layer, "Message records": the scan's messages as numbers.
        let records = next.batch.flatMap { index in scanned.flatMap { $0.senders != nil ? ($0, index) : nil } }
        if reading.readsMappedMessages {
            try readMappedMessages(rows, selection, keys: &keys, senders: &senders, timelines: &timelines, roots: &roots, replies: &replies)
            return
        }
        if let (scanned, index) = records {
            try Self.appendRecords(scanned, batch: index, roots: countsRoots, into: &timelines, &roots)
        }
        guard var current = keys else {
            // The reference schema's integer keys: the ids are the numbers.
            if records == nil {
                try rows.copyOut(.messages, messages) { row in
                    let channel = row.int64(notNull: 0), sender = senders.intern(row.bytes(1)), createdAt = row.timestampMicros(notNull: 2)
                    timelines.append(channel: channel, sender: sender, createdAt: createdAt)
                    if countsRoots, row.bool(notNull: 3) { roots.append(channel: channel, sender: sender, createdAt: createdAt) }
                }
            }
            guard reading.replies else { return }
            var noKeys: BatchKeys? = nil
            let orphans = try threadsWithoutParent(rows, selection, keys: &noKeys)
            try rows.copyOut(.replies, RecomputeQueries.replies(selection, ordered: ordered)) { row in
                let channel = row.int64(notNull: 0), parent = row.int64(notNull: 1)
                if !orphans.isEmpty, orphans.contains(KeyedTimelines.Key(channel: channel, key: parent)) { return }
                replies.append(channel: channel, key: parent, sender: senders.intern(row.bytes(2)),
                               createdAt: row.timestampMicros(notNull: 3))
            }
            return
        }
        defer { keys = current }
        current.messages.removeAll()
        if records == nil {
            try rows.copyOut(.messages, messages) { row in
                guard let channel = current.channel(row, 0) else { return }
                let sender = senders.intern(row.bytes(1)), createdAt = row.timestampMicros(notNull: 2)
                timelines.append(channel: channel, sender: sender, createdAt: createdAt)
                if countsRoots, row.bool(notNull: 3) { roots.append(channel: channel, sender: sender, createdAt: createdAt) }
            }
        }
        guard reading.replies else { return }
        var keyed: BatchKeys? = current
        let orphans = try threadsWithoutParent(rows, selection, keys: &keyed)
        current = keyed!
        try rows.copyOut(.replies, RecomputeQueries.replies(selection, ordered: ordered)) { row in
            guard let channel = current.channel(row, 0) else { return }
            let parent = current.message(row, 1)
            if !orphans.isEmpty, orphans.contains(KeyedTimelines.Key(channel: channel, key: parent)) { return }
            replies.append(channel: channel, key: parent, sender: senders.intern(row.bytes(2)),
                           createdAt: row.timestampMicros(notNull: 3))
        }
    }

    /// The scan's message records of batch `index` (docs/benchmark.md#the-reading-layer,
    /// "Message records"), their senders already the pass's numbers: the timelines are sealed
    /// here, on the reading thread, and `resolve` leaves them as they are.
    private static func appendRecords(_ scanned: Scanned, batch index: Int, roots countsRoots: Bool,
                                      into timelines: inout ChannelTimelines, _ roots: inout ChannelTimelines) throws {
        let senders = scanned.senders ?? [], channels = scanned.channels, places = scanned.scan.batches[index]
        let records = scanned.records
        try scanned.scan.bytes(.messages, batch: index) { bytes in
            senders.withUnsafeBufferPointer { senders in
                timelines.load(places: places, id: channels.id(at:)) { add in
                    records.forEach(bytes) { position, sender, createdAt, _, _ in add(position, senders[Int(sender)], createdAt) }
                }
                guard countsRoots else { return }
                roots.load(places: places, id: channels.id(at:)) { add in
                    records.forEach(bytes) { position, sender, createdAt, root, _ in
                        if root { add(position, senders[Int(sender)], createdAt) }
                    }
                }
            }
        }
        timelines.seal()
        if countsRoots { roots.seal() }
    }

    /// docs/rules.md#threads: the batch's participant threads whose parent is not a message of
    /// their channel (`RecomputeQueries.threadsWithoutParent`): their replies are not kept.
    private func threadsWithoutParent(_ rows: BatchRows, _ selection: RecomputeQueries.Selection,
                                      keys: inout BatchKeys?) throws -> Set<KeyedTimelines.Key> {
        var orphans = Set<KeyedTimelines.Key>()
        try rows.copyOut(.threadsWithoutParent, RecomputeQueries.threadsWithoutParent(selection, citus: reading.citus)) { row in
            guard let channel = keys.channelNumber(row, 0) else { return }
            orphans.insert(KeyedTimelines.Key(channel: channel, key: keys.messageNumber(row, 1)))
        }
        return orphans
    }

    /// The next batch of at most `limit` channels after `after`, read from the server and its
    /// messages' selection set on `connection`; nil when no channel is left or none is counted.
    private func readChannelBatch(_ connection: Connection, after: Int64, limit: Int, keys: inout BatchKeys?,
                                  channels: inout [RecomputeBatchChannel], types: inout [RecomputeChannelType]) throws -> RecomputeQueries.Selection? {
        let first = after == .min
        let keyedChannels = !channelKey.isInteger
        // docs/mappings.md#keys: text or uuid keys start after the previous batch's last key.
        try BatchKeys.startChannelBatch(&keys, after: after, limit: limit, on: connection)
        try connection.copyOut(RecomputeQueries.channelBatch(key: channelKey, first: first)) { row in
            let id = keyedChannels ? keys!.channels.add(row.bytes(0)) : row.int64(notNull: 0)
            channels.append(RecomputeBatchChannel(id: id, cid: row.string(1) ?? "", type: Self.typeIndex(row.bytes(2), in: &types), team: row.string(3)))
        }
        guard let last = channels.last?.id else { return nil }
        // docs/rules.md#channel-type-switches: with read_events off the correct count is 0; those messages are not read.
        let counted = channels.filter { types[$0.type].readEvents }
        guard !counted.isEmpty else { return nil }
        let selection = (scope.isAll && counted.count == channels.count ? RecomputeQueries.Selection.range : .listed).keyed(channelKey)
        if keyedChannels, let current = keys {
            try connection.setLocal(current.channels.settings(counted: counted.map(\.id)))
        } else {
            try connection.setLocal(["unreadctl.last": String(last), "unreadctl.channels": Self.arrayLiteral(counted.map(\.id))])
        }
        return selection
    }

    /// A mapping's messages, its thread replies and its message keys from one relation
    /// (`RecomputeQueries.mappedMessages`, docs/mappings.md#speed), read twice — the messages and
    /// replies, then the keys their parents are looked up among — from the scan's spill (the view
    /// ran once), or from the server for a ticket's few channels. A reply
    /// whose parent is not a message of its own channel counts in no thread
    /// (docs/rules.md#threads) and is dropped. `keys` nil: integer keys, the ids are the numbers.
    private func readMappedMessages(_ rows: BatchRows, _ selection: RecomputeQueries.Selection, keys: inout BatchKeys?,
                                    senders: inout UserInterner, timelines: inout ChannelTimelines, roots: inout ChannelTimelines,
                                    replies: inout KeyedTimelines) throws {
        let sql = RecomputeQueries.mappedMessages(selection)
        let countsRoots = reading.roots
        keys?.messages.removeAll()
        struct Reply { let channel: Int64; let parent: Int64; let sender: Int32; let createdAt: Int64 }
        var read: [Reply] = []
        try rows.copyOut(.mappedMessages, sql) { row in
            let counts = row.bool(notNull: 3), inThread = row.bool(notNull: 5)
            guard counts || inThread, let channel = keys.channelNumber(row, 0) else { return }
            let sender = senders.intern(row.bytes(1)), createdAt = row.timestampMicros(notNull: 2)
            if counts {
                timelines.append(channel: channel, sender: sender, createdAt: createdAt)
                if countsRoots, row.bool(notNull: 4) { roots.append(channel: channel, sender: sender, createdAt: createdAt) }
            }
            if inThread {
                read.append(Reply(channel: channel, parent: keys.messageNumber(row, 6), sender: sender, createdAt: createdAt))
            }
        }
        guard !read.isEmpty else { return }
        let parents = Set(read.map { KeyedTimelines.Key(channel: $0.channel, key: $0.parent) })
        var found = Set<KeyedTimelines.Key>()
        try rows.copyOut(.mappedMessages, sql) { row in
            // Only keys the replies named have a number; any other gets a fresh negative one.
            guard let channel = keys.channelNumber(row, 0) else { return }
            let key = KeyedTimelines.Key(channel: channel, key: keys.existingMessageNumber(row, 7))
            if parents.contains(key) { found.insert(key) }
        }
        for reply in read where found.contains(KeyedTimelines.Key(channel: reply.channel, key: reply.parent)) {
            replies.append(channel: reply.channel, key: reply.parent, sender: reply.sender, createdAt: reply.createdAt)
        }
    }

    static func typeIndex(_ bytes: UnsafeBufferPointer<UInt8>, in types: inout [RecomputeChannelType]) -> Int {
        for (index, type) in types.enumerated() where type.utf8.elementsEqual(bytes) { return index }
        // A type missing from channel_types (no FK in a hand-made schema): the switch's default
        // (docs/rules.md#channel-type-switches: read_events on).
        let name = String(decoding: bytes, as: UTF8.self)
        types.append(RecomputeChannelType(name: name, utf8: Array(bytes), readEvents: ChannelTypeRules(name: name).readEvents))
        return types.count - 1
    }

    /// A PostgreSQL bigint array literal, `{1,2,3}`.
    static func arrayLiteral(_ ids: [Int64]) -> String {
        "{" + ids.map(String.init).joined(separator: ",") + "}"
    }
}
