import Postgres
import ReadState
import Synchronization

/// Reads the audit's batches (`AuditBatch`) one ahead of the checks: while the pass checks a
/// batch, the next one's channels, members, messages, thread participants and mentions stream
/// on the main connection, on a background thread, and its receipt events on a second
/// connection in the same snapshot (`AuditEventReader`). The checks and both server processes
/// run at once, where the checks used to wait for the reads and the reads for the checks.
///
/// The reading thread interns a batch's users with the batch's own interner (small: its lookups
/// stay in cache), then maps them into the pass's interner, which it holds for the whole pass
/// (`finish` hands it back): the checking thread never touches it. Without a second connection
/// the events are read on the main connection after the other tables; with `background` false
/// the reads run on the caller's thread, in turn with the checks.
final class AuditBatchReader: Sendable {
    /// Which tables the selected checks need (members and channels are always read).
    struct Tables: Sendable {
        var messages: Bool
        var events: Bool
        var participants: Bool
        var mentions: Bool
    }

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
    private let tables: Tables
    private let types: [ChannelType]
    private let channelsPerBatch: Int
    private let events: AuditEventReader?
    private let background: BackgroundWork?

    /// Filled by the reading thread, taken by `take` after the wait; the reading thread holds
    /// the lock while it reads, and the checking thread only asks for it after the wait.
    private struct State: Sendable {
        var batch = AuditBatch()
        /// The pass's interner.
        var users: UserInterner
        /// The next batch: its channels come after this id, at most `limit` of them.
        var after = Int64.min
        var limit: Int
    }

    private let state: Mutex<State>

    /// Whether the events stream on a second connection.
    var parallelEvents: Bool { events != nil }

    /// `connection` is inside the audit's snapshot; `users` is the pass's interner (the mutes'
    /// users are in it).
    init(connection: Connection, tables: Tables, types: [ChannelType], channelsPerBatch: Int,
         users: UserInterner, background: Bool) {
        self.connection = connection
        self.tables = tables
        self.types = types
        self.channelsPerBatch = channelsPerBatch
        events = tables.events && background ? AuditEventReader.open(sharingSnapshotOf: connection) : nil
        self.background = background ? BackgroundWork() : nil
        state = Mutex(State(users: users, limit: min(channelsPerBatch, Self.firstChannelsPerBatch)))
    }

    /// Starts reading the next batch: in the background, or at once without one.
    func start() throws {
        guard let background else { return try readNext() }
        background.start { [self] in try readNext() }
    }

    /// Waits for the batch started last and swaps it into `batch` (whose storage the reader
    /// reuses for the batch after).
    func take(_ batch: inout AuditBatch) throws {
        try background?.wait()
        state.withLock { swap(&$0.batch, &batch) }
    }

    /// Waits for any read in flight, closes the second connection, and hands back the pass's
    /// interner with every batch's users in it.
    func finish() -> UserInterner {
        try? background?.wait()
        // Events may be in flight on their reader's thread at any way out: wait, then close.
        try? events?.wait()
        events?.close()
        return state.withLock { moveOut(&$0.users) }
    }

    // MARK: - reading one batch

    private func readNext() throws {
        try state.withLock { state in
            try read(&state.batch, after: state.after, limit: state.limit)
            state.users.map(state.batch.users, into: &state.batch.global)
            state.after = state.batch.to
            state.limit = nextLimit(state.limit, rows: state.batch.rows)
        }
    }

    /// The batch of at most `limit` channels after `after`.
    private func read(_ batch: inout AuditBatch, after: Int64, limit: Int) throws {
        batch.reset(after: after)
        try readChannels(after: after, limit: limit, into: &batch)
        // The events stream on their own connection while the other tables stream here.
        events?.start(from: batch.from, to: batch.to)
        let (from, to) = (batch.from, batch.to)
        try JobError.during("reading channels \(from == .min ? "…" : String(from))–\(to == .max ? "…" : String(to))") {
            try setting(["unreadctl.from": String(from), "unreadctl.to": String(to)])
            try readMembers(into: &batch)
            if tables.messages { try readMessages(into: &batch) }
            try readParticipantsAndMentions(into: &batch)
            try readEvents(into: &batch)
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

    /// The batch's thread participants and mentions (docs/rules.md#threads), put in channel order.
    private func readParticipantsAndMentions(into batch: inout AuditBatch) throws {
        if tables.participants {
            try connection.copyOut(AuditQueries.participants) { row in
                batch.participantChannel.append(row.int64(notNull: 0))
                batch.participants.append(AuditParticipant(
                    parentID: row.int64(notNull: 1), user: batch.users.intern(row.bytes(2)), joinedAt: row.timestampMicros(notNull: 3),
                    lastReadAt: row.timestampMicros(4), unreadReplies: row.int64(notNull: 5)))
            }
            AuditBatch.groupByChannel(&batch.participantChannel, &batch.participants)
        }
        if tables.mentions {
            try connection.copyOut(AuditQueries.mentions) { row in
                batch.mentionChannel.append(row.int64(notNull: 0))
                batch.mentions.append(AuditMention(messageID: row.int64(notNull: 1), user: batch.users.intern(row.bytes(2))))
            }
            AuditBatch.groupByChannel(&batch.mentionChannel, &batch.mentions)
        }
    }

    /// The batch's events: from the second connection, or read here after the other tables.
    private func readEvents(into batch: inout AuditBatch) throws {
        if let events {
            try events.wait()
            events.take(channels: &batch.eventChannel, into: &batch.events, users: &batch.users)
        } else if tables.events {
            try connection.copyOut(AuditQueries.events) { row in
                guard let event = AuditEventReader.event(row, users: &batch.users) else { return }
                batch.eventChannel.append(row.int64(notNull: 0))
                batch.events.append(event)
            }
            AuditBatch.groupByChannel(&batch.eventChannel, &batch.events)
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
