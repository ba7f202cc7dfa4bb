import Postgres
import ReadState
import Synchronization

/// Reads the audit's batches (`AuditBatch`) one ahead of the checks: while the pass checks a
/// batch, the next one's channels, members and messages stream on the main connection, on a
/// background thread, and its receipt events, thread participants and mentions on a second
/// connection in the same snapshot (`AuditSideReader`). The checks and both server processes
/// run at once, where the checks used to wait for the reads and the reads for the checks.
///
/// The reading thread interns a batch's users with the batch's own interner (small: its lookups
/// stay in cache); the checking thread maps them to the pass's (`AuditBatch.resolveUsers`), so
/// the main connection is back at work on the next batch meanwhile. Without a second
/// connection the side tables are read on the main connection after the others; with
/// `background` false the reads run on the caller's thread, in turn with the checks.
final class AuditBatchReader: Sendable {
    struct ChannelType: Sendable {
        let utf8: [UInt8]
        let rules: ChannelTypeRules
    }

    /// The first batch's channels: batches grow from here while they stay under `rowsPerBatch`.
    static let firstChannelsPerBatch = 256
    /// A batch aims at no more than this many members + messages + events + participants +
    /// mentions: two batches are in memory at once (one checked, the next one read), a row is
    /// 40–100 bytes.
    static let rowsPerBatch = 250_000

    private let connection: Connection
    private let tables: AuditBatch.Tables
    private let types: [ChannelType]
    private let channelsPerBatch: Int
    private let side: AuditSideReader?
    private let background: BackgroundWork?

    /// Filled by the reading thread, taken by `take` after the wait; the reading thread holds
    /// the lock while it reads, and the checking thread only asks for it after the wait.
    private struct State: Sendable {
        var batch = AuditBatch()
        /// The next batch: its channels come after this id, at most `limit` of them.
        var after = Int64.min
        var limit: Int
    }

    private let state: Mutex<State>

    /// Whether the events stream on a second connection.
    var parallelEvents: Bool { side != nil && tables.events }

    /// `connection` is inside the audit's snapshot.
    init(connection: Connection, tables: AuditBatch.Tables, types: [ChannelType], channelsPerBatch: Int, background: Bool) {
        self.connection = connection
        self.tables = tables
        self.types = types
        self.channelsPerBatch = channelsPerBatch
        let sideTables = tables.events || tables.participants || tables.mentions
        side = background && sideTables ? AuditSideReader.open(sharingSnapshotOf: connection, tables: tables) : nil
        self.background = background ? BackgroundWork() : nil
        state = Mutex(State(limit: min(channelsPerBatch, Self.firstChannelsPerBatch)))
    }

    /// Starts reading the next batch: in the background, or at once without one.
    func start() throws {
        guard let background else { return try readNext() }
        background.start { [self] in try readNext() }
    }

    /// Waits for the batch started last and swaps it into `batch` (whose storage the reader
    /// reuses for the batch after), its side tables included. Call `batch.resolveUsers` before
    /// checking it.
    func take(_ batch: inout AuditBatch) throws {
        try background?.wait()
        state.withLock { swap(&$0.batch, &batch) }
        if let side {
            try side.wait()
            side.take(into: &batch)
        }
        // The next batch's size follows from this one's rows, the side's included.
        let rows = batch.rows
        state.withLock { $0.limit = nextLimit($0.limit, rows: rows) }
    }

    /// Waits for any read in flight and closes the second connection.
    func close() {
        try? background?.wait()
        // The side may be reading on its thread at any way out: wait, then close.
        try? side?.wait()
        side?.close()
    }

    // MARK: - reading one batch

    private func readNext() throws {
        try state.withLock { state in
            try read(&state.batch, after: state.after, limit: state.limit)
            state.after = state.batch.to
        }
    }

    /// The batch of at most `limit` channels after `after`.
    private func read(_ batch: inout AuditBatch, after: Int64, limit: Int) throws {
        batch.reset(after: after)
        try readChannels(after: after, limit: limit, into: &batch)
        // The side tables stream on their own connection while the others stream here.
        side?.start(from: batch.from, to: batch.to)
        let (from, to) = (batch.from, batch.to)
        try JobError.during("reading channels \(from == .min ? "…" : String(from))–\(to == .max ? "…" : String(to))") {
            try setting(["unreadctl.from": String(from), "unreadctl.to": String(to)])
            try readMembers(into: &batch)
            if tables.messages { try readMessages(into: &batch) }
            if side == nil { try AuditSideReader.read(connection, tables, into: &batch) }
        }
    }

    private func readChannels(after: Int64, limit: Int, into batch: inout AuditBatch) throws {
        try JobError.during("reading channels") {
            try setting(["unreadctl.after": String(after), "unreadctl.limit": String(limit)])
            try connection.copyOut(AuditQueries.channelBatch) { row in
                let id = row.int64(notNull: 0)
                batch.channels.append(AuditBatch.Channel(id: id, cid: row.string(1) ?? "", rules: rules(row.bytes(2), isNull: row.isNull(2))))
            }
        }
        batch.to = batch.channels.last?.id ?? .max
    }

    /// Every membership row of the batch, in channel order.
    private func readMembers(into batch: inout AuditBatch) throws {
        try connection.copyOut(AuditQueries.members) { row in
            let channel = row.int64(notNull: 0)
            batch.memberChannel.append(channel)
            let user = batch.users.internRecallable(row.bytes(1))
            batch.memberRecall.append(user)
            batch.members.append(AuditMember(
                user: user.id, joinedAt: row.timestampMicros(notNull: 2), muted: row.bool(notNull: 3),
                lastReadAt: row.timestampMicros(4), lastReadMessageID: row.int64(5), unreadCount: row.int64(notNull: 6),
                lastDeliveredAt: row.timestampMicros(7), lastDeliveredMessageID: row.int64(8), leftAt: row.timestampMicros(9),
                unreadMentions: row.int64(notNull: 10)))
        }
    }

    /// Every message of the batch, in channel order.
    private func readMessages(into batch: inout AuditBatch) throws {
        // Senders are mostly the channel's members, interned a moment ago but gone from the
        // interner's recent table: recall them when the channel's messages begin.
        var recalled = Int64.min, m = 0
        try connection.copyOut(AuditQueries.messages) { row in
            let channel = row.int64(notNull: 0), id = row.int64(notNull: 1), createdAt = row.timestampMicros(notNull: 3)
            if channel != recalled {
                recalled = channel
                while m < batch.memberChannel.count && batch.memberChannel[m] < channel { m += 1 }
                while m < batch.memberChannel.count && batch.memberChannel[m] == channel { batch.users.recall(batch.memberRecall[m]); m += 1 }
            }
            let flags = row.int64(notNull: 5)
            batch.messageChannel.append(channel)
            batch.messages.append(AuditMessage(
                id: id, sender: batch.users.intern(row.bytes(2)), createdAt: createdAt, counts: flags & 1 != 0,
                parentID: row.int64(4), countsInThread: flags & 2 != 0))
        }
    }

    // MARK: - helpers

    private func nextLimit(_ limit: Int, rows: Int) -> Int {
        if rows > Self.rowsPerBatch { return max(1, limit * Self.rowsPerBatch / rows) }
        if rows < Self.rowsPerBatch / 2 { return min(channelsPerBatch, limit * 2) }
        return limit
    }

    private func rules(_ name: UnsafeBufferPointer<UInt8>, isNull: Bool) -> ChannelTypeRules? {
        guard !isNull else { return nil }
        for type in types where type.utf8.elementsEqual(name) { return type.rules }
        // A type with no channel_types row (a dropped foreign key): unknown.
        return nil
    }

    /// Transaction-local settings in one round trip.
    private func setting(_ values: KeyValuePairs<String, String>) throws {
        let calls = values.indices.map { "set_config($\($0 * 2 + 1), $\($0 * 2 + 2), true)" }
        let parameters: [(any QueryParameter)?] = values.flatMap { [$0.key, $0.value] }
        try connection.query("SELECT " + calls.joined(separator: ", "), parameters)
    }
}
