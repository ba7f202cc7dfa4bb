import Foundation
import Postgres
import ReadState
import Runtime
import Synchronization

/// Reads the batches' `receipt_events`, `thread_participants` and `message_mentions` on a
/// second connection, on a background thread, while the main connection reads the batches'
/// members and messages: the tables stream in parallel (two server processes on two cores)
/// instead of one after the other, about half of the rows on each side. The second connection
/// imports the main one's snapshot (`pg_export_snapshot`), so both read the same data.
///
/// It reads the channel ranges it is given (`enqueue`) one after the other, as soon as each
/// arrives: a batch whose side tables are slow does not hold up the main connection, which may
/// be a batch or two ahead. Users get ids of the batch's own interner, emptied for each batch
/// (else it would hold every user a second time); `take` hands it over with the rows, and
/// `AuditBatch.resolveUsers` maps them to the batch's.
final class AuditSideReader: Sendable {
    struct Range: Sendable {
        let from: Int64
        let to: Int64
        /// docs/mappings.md#keys: the batch's channel keys where they are text or uuid.
        let keys: ChannelKeyBatch?
        /// An incremental run's listed channels (`AuditBatchReader.listedPerBatch`), read by the
        /// list instead of the range, by index scans (`KeyedReads`).
        var listed: [String]?
    }

    private let side: SnapshotSideReader
    private let tables: AuditBatch.Tables
    private let contractKeys: ContractKeys
    /// Whether the server tests a participant's parent (the reference schema), or the checking
    /// thread does (a mapping: `AuditBatch.markParticipantParents`).
    private let parentCheck: Bool
    private let ranges = HandOff<Range>(capacity: 4)
    /// Read batches, only their side tables and `users` (this reader's interner) in use.
    private let results = HandOff<AuditBatch>(capacity: 4)
    /// Each read batch's rows, for the batch reader's sizing.
    private let rowCounts = HandOff<Int>(capacity: 4)

    private init(side: SnapshotSideReader, tables: AuditBatch.Tables, keys: ContractKeys, parentCheck: Bool) {
        self.side = side
        self.tables = tables
        contractKeys = keys
        self.parentCheck = parentCheck
        side.start { [self] connection in readRanges(connection) }
    }

    /// A reader in `main`'s snapshot, or nil when a second connection or the snapshot import is
    /// not possible (then these tables are read on `main`, after the others).
    static func open(sharingSnapshotOf main: Connection, tables: AuditBatch.Tables, keys: ContractKeys = .reference,
                     parentCheck: Bool = true) -> AuditSideReader? {
        SnapshotSideReader.open(sharingSnapshotOf: main, setup: [SnapshotSideReader.bitmapScans])
            .map { AuditSideReader(side: $0, tables: tables, keys: keys, parentCheck: parentCheck) }
    }

    /// Stops reading (what is not read yet is dropped), waits for the thread, closes the connection.
    func close() {
        ranges.close()
        results.close()
        rowCounts.close()
        try? side.wait()
        side.close()
    }

    /// Reads the rows of channels `from`…`to` after the ranges given before.
    func enqueue(from: Int64, to: Int64, keys: ChannelKeyBatch? = nil, listed: [String]? = nil) {
        ranges.put(Range(from: from, to: to, keys: keys, listed: listed))
    }

    /// The next range's number of rows, once read (nil after `close`); rethrows what stopped
    /// the reading.
    func nextRowCount() throws -> Int? {
        try rowCounts.take()
    }

    /// Moves the next range's rows into `target`, with this reader's interner as its
    /// `sideUsers`; the reader keeps `target`'s previous storage for a later range. Waits for
    /// the range to be read; rethrows what stopped the reading.
    func take(into target: inout AuditBatch) throws {
        guard var batch = try results.take() else { preconditionFailure("take after close") }
        swap(&batch.eventChannel, &target.eventChannel)
        swap(&batch.events, &target.events)
        swap(&batch.participantChannel, &target.participantChannel)
        swap(&batch.participants, &target.participants)
        swap(&batch.mentionChannel, &target.mentionChannel)
        swap(&batch.mentions, &target.mentions)
        swap(&batch.users, &target.sideUsers)
        swap(&batch.sideMessages, &target.sideMessages)
        results.recycle(batch)
    }

    private func readRanges(_ connection: Connection) {
        do {
            while let range = try ranges.take() {
                var batch = results.spare() ?? AuditBatch()
                batch.resetSideTables()
                batch.users.reset()
                let listed = range.listed != nil
                if let channels = range.listed {
                    // Local to the snapshot's transaction, as on the main connection.
                    try connection.setLocal(KeyedReads.settings)
                    try connection.setLocal(["unreadctl.audit_channels": SchemaContract.arrayLiteral(channels)])
                }
                if range.listed?.isEmpty == true {
                    // The empty batch after the listed ones: nothing to read.
                } else if contractKeys.channel.isInteger && contractKeys.message.isInteger {
                    try connection.setLocal(["unreadctl.from": String(range.from), "unreadctl.to": String(range.to)])
                    try Self.read(connection, tables, parentCheck: parentCheck, listed: listed, into: &batch)
                } else {
                    // Text or uuid keys: this connection numbers the message keys it meets, the
                    // checking thread gives them the batch's numbers (`resolveMessageKeys`).
                    var keys = BatchKeys(contractKeys)
                    if let channels = range.keys { keys.channels = channels }
                    batch.keys = keys
                    if !contractKeys.channel.isInteger, range.keys?.texts.isEmpty ?? true {
                        batch.sideMessages = keys.messages
                    } else {
                        if let channels = range.keys {
                            try connection.setLocal(channels.settings())
                        } else {
                            try connection.setLocal(["unreadctl.from": String(range.from), "unreadctl.to": String(range.to)])
                        }
                        try Self.read(connection, tables, key: contractKeys.channel,
                                      parentCheck: parentCheck, listed: listed, into: &batch)
                        batch.sideMessages = batch.keys?.messages
                    }
                }
                let rows = batch.events.count + batch.participants.count + batch.mentions.count
                guard results.put(batch), rowCounts.put(rows) else { return }
            }
        } catch {
            results.fail(error)
            rowCounts.fail(error)
        }
    }

    // MARK: - the rows

    /// The events, participants and mentions of the range set in `unreadctl.from` / `.to`
    /// that `tables` asks for, put in channel order, users interned with `batch.users`: on the
    /// second connection, or on the main one after the other tables when there is none.
    /// With text or uuid keys (`batch.keys` set), channel and message keys are numbered by
    /// `batch.keys` (docs/mappings.md#keys).
    static func read(_ connection: Connection, _ tables: AuditBatch.Tables, key: KeyType = .bigint, everything: Bool = false,
                     parentCheck: Bool = true, listed: Bool = false, into batch: inout AuditBatch) throws {
        try read(BatchRows(connection: connection, scan: nil, batch: nil), tables, key: key, everything: everything,
                 parentCheck: parentCheck, listed: listed, into: &batch)
    }

    /// The same from `rows` (a scan's batch, docs/benchmark.md#the-reading-layer, or the server).
    static func read(_ rows: BatchRows, _ tables: AuditBatch.Tables, key: KeyType = .bigint, everything: Bool = false,
                     parentCheck: Bool = true, listed: Bool = false, into batch: inout AuditBatch) throws {
        var keys = batch.keys
        defer { batch.keys = keys }
        if tables.events {
            try rows.copyOut(.events, AuditQueries.events(key, everything: everything, listed: listed)) { row in
                guard let channel = keys.channelNumber(row, 0),
                      let event = event(row, users: &batch.users) else { return }
                batch.eventChannel.append(channel)
                batch.events.append(event)
            }
            AuditBatch.groupByChannel(&batch.eventChannel, &batch.events)
        }
        if tables.participants {
            try rows.copyOut(.participants, AuditQueries.participants(key, everything: everything, parentCheck: parentCheck, listed: listed)) { row in
                guard let channel = keys.channelNumber(row, 0) else { return }
                batch.participantChannel.append(channel)
                batch.participants.append(AuditParticipant(
                    parentID: keys.messageNumber(row, 1), user: batch.users.intern(row.bytes(2)),
                    joinedAt: row.timestampMicros(notNull: 3), lastReadAt: row.timestampMicros(4), unreadReplies: row.int64(notNull: 5),
                    parentInChannel: row.bool(notNull: 6)))
            }
            AuditBatch.groupByChannel(&batch.participantChannel, &batch.participants)
        }
        if tables.mentions {
            try rows.copyOut(.mentions, AuditQueries.mentions(key, everything: everything, listed: listed)) { row in
                guard let channel = keys.channelNumber(row, 0) else { return }
                batch.mentionChannel.append(channel)
                batch.mentions.append(AuditMention(messageID: keys.messageNumber(row, 1),
                                                   user: batch.users.intern(row.bytes(2))))
            }
            AuditBatch.groupByChannel(&batch.mentionChannel, &batch.mentions)
        }
    }

    /// One row of `AuditQueries.events`; nil for a kind that is neither `read` nor `delivered`,
    /// NULL included (a dropped CHECK); a NULL in a NOT NULL column is a decode failure.
    static func event(_ row: CopyRow, users: inout UserInterner) -> AuditEvent? {
        let id = row.int64(notNull: 1), upTo = row.timestampMicros(notNull: 4), at = row.timestampMicros(notNull: 5)
        guard let kind = kind(row.bytes(3)) else { return nil }
        return AuditEvent(id: id, user: users.intern(row.bytes(2)), kind: kind, upTo: upTo, at: at)
    }

    /// `receipt_events.kind` as the two words it may be (NULL reads as empty: neither).
    static func kind(_ text: UnsafeBufferPointer<UInt8>) -> ReceiptKind? {
        if text.count == 4, memcmp(text.baseAddress!, "read", 4) == 0 { return .read }
        if text.count == 9, memcmp(text.baseAddress!, "delivered", 9) == 0 { return .delivered }
        return nil
    }
}
