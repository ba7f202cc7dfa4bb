import Foundation
import Postgres
import ReadState
import Synchronization

/// Reads a batch's `receipt_events`, `thread_participants` and `message_mentions` on a second
/// connection, on a background thread, while the main connection reads the batch's members and
/// messages: the tables stream in parallel (two server processes on two cores) instead of one
/// after the other, about half of the rows on each side. The second connection imports the main
/// one's snapshot (`pg_export_snapshot`), so both read the same data. Users get ids of the
/// reader's own interner, emptied for each batch (else it would hold every user a second time);
/// `take` hands it over with the rows, and `AuditBatch.resolveUsers` maps them to the batch's.
final class AuditSideReader: Sendable {
    private let side: SnapshotSideReader
    private let tables: AuditBatch.Tables

    /// The batch the side thread reads (only its side tables and `users`, the reader's
    /// interner, are used): the thread holds the lock while it reads, `take` after the wait.
    private let batch = Mutex(AuditBatch())

    /// Users interned for the current batch (the tests check that it holds only the batch's).
    var internedUsers: Int { batch.withLock { $0.users.count } }

    private init(side: SnapshotSideReader, tables: AuditBatch.Tables) {
        self.side = side
        self.tables = tables
    }

    /// A reader in `main`'s snapshot, or nil when a second connection or the snapshot import is
    /// not possible (then these tables are read on `main`, after the others).
    static func open(sharingSnapshotOf main: Connection, tables: AuditBatch.Tables) -> AuditSideReader? {
        SnapshotSideReader.open(sharingSnapshotOf: main, setup: [SnapshotSideReader.bitmapScans])
            .map { AuditSideReader(side: $0, tables: tables) }
    }

    func close() {
        side.close()
    }

    /// Starts reading the rows of channels `from`…`to` in the background.
    func start(from: Int64, to: Int64) {
        side.start { [self] connection in
            try batch.withLock { batch in
                batch.resetSideTables()
                batch.users.reset()
                try connection.query(
                    "SELECT set_config('unreadctl.from', $1, true), set_config('unreadctl.to', $2, true)", [String(from), String(to)])
                try Self.read(connection, tables, into: &batch)
            }
        }
    }

    /// Waits for the batch; rethrows what stopped it.
    func wait() throws {
        try side.wait()
    }

    /// Moves the batch's rows into `target`, with this reader's interner as its `sideUsers`;
    /// the reader keeps `target`'s previous storage for the next batch. After `wait`.
    func take(into target: inout AuditBatch) {
        batch.withLock { batch in
            swap(&batch.eventChannel, &target.eventChannel)
            swap(&batch.events, &target.events)
            swap(&batch.participantChannel, &target.participantChannel)
            swap(&batch.participants, &target.participants)
            swap(&batch.mentionChannel, &target.mentionChannel)
            swap(&batch.mentions, &target.mentions)
            swap(&batch.users, &target.sideUsers)
        }
    }

    // MARK: - the rows

    /// The events, participants and mentions of the range set in `unreadctl.from` / `.to`
    /// that `tables` asks for, put in channel order, users interned with `batch.users`: on the
    /// second connection, or on the main one after the other tables when there is none.
    static func read(_ connection: Connection, _ tables: AuditBatch.Tables, into batch: inout AuditBatch) throws {
        if tables.events {
            try connection.copyOut(AuditQueries.events) { row in
                guard let event = event(row, users: &batch.users) else { return }
                batch.eventChannel.append(row.int64(notNull: 0))
                batch.events.append(event)
            }
            AuditBatch.groupByChannel(&batch.eventChannel, &batch.events)
        }
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
