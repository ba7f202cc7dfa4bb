import Foundation
import Postgres
import ReadState
import Synchronization

/// Reads a batch's `receipt_events` on a second connection, on a background thread, while the
/// main connection reads the batch's members and messages: the two largest tables stream in
/// parallel (two server processes on two cores) instead of one after the other. The second
/// connection imports the main one's snapshot (`pg_export_snapshot`), so both read the same
/// data. Users get ids of its own interner, emptied for each batch (else it would hold every
/// user a second time); `take` maps them to the audit's afterwards.
final class AuditEventReader: Sendable {
    private let side: SnapshotSideReader

    /// The batch the side thread reads (moved out of the lock while it reads, back after),
    /// handed over by `take` after the wait.
    private struct Batch: Sendable {
        var users = UserInterner()
        var eventChannel: [Int64] = []
        var events: [AuditEvent] = []
        /// This reader's user id → the audit's.
        var userMap: [Int32] = []
    }

    private let batch = Mutex(Batch())

    /// Users interned for the current batch (the tests check that it holds only the batch's).
    var internedUsers: Int { batch.withLock { $0.users.count } }

    private init(side: SnapshotSideReader) {
        self.side = side
    }

    /// A reader in `main`'s snapshot, or nil when a second connection or the snapshot import is
    /// not possible (then the events are read on `main`, one table after the other).
    static func open(sharingSnapshotOf main: Connection) -> AuditEventReader? {
        SnapshotSideReader.open(sharingSnapshotOf: main, setup: [SnapshotSideReader.bitmapScans]).map(AuditEventReader.init)
    }

    func close() {
        side.close()
    }

    /// Starts reading the events of channels `from`…`to` in the background.
    func start(from: Int64, to: Int64) {
        side.start { [self] connection in try read(connection, from: from, to: to) }
    }

    /// Waits for the batch; rethrows what stopped it.
    func wait() throws {
        try side.wait()
    }

    private func read(_ connection: Connection, from: Int64, to: Int64) throws {
        var batch = self.batch.withLock { moveOut(&$0, leaving: Batch()) }
        defer { self.batch.withLock { $0 = batch } }
        try Self.read(connection, from: from, to: to, into: &batch)
    }

    private static func read(_ connection: Connection, from: Int64, to: Int64, into batch: inout Batch) throws {
        var eventChannel = moveOut(&batch.eventChannel, leaving: []), events = moveOut(&batch.events, leaving: [])
        var users = moveOut(&batch.users)
        defer { batch.eventChannel = eventChannel; batch.events = events; batch.users = users }
        eventChannel.removeAll(keepingCapacity: true)
        events.removeAll(keepingCapacity: true)
        users.reset()
        try connection.query(
            "SELECT set_config('unreadctl.from', $1, true), set_config('unreadctl.to', $2, true)", [String(from), String(to)])
        try connection.copyOut(AuditQueries.events) { row in
            guard let event = AuditEventReader.event(row, users: &users) else { return }
            eventChannel.append(row.int64(notNull: 0))
            events.append(event)
        }
        AuditBatch.groupByChannel(&eventChannel, &events)
    }

    /// Moves the batch's events into `channels` / `into`, with the audit's user ids.
    func take(channels: inout [Int64], into target: inout [AuditEvent], users global: inout UserInterner) {
        var given = (channels: moveOut(&channels, leaving: []), events: moveOut(&target, leaving: []))
        let (users, userMap) = batch.withLock { batch in
            swap(&given.channels, &batch.eventChannel)
            swap(&given.events, &batch.events)
            return (batch.users, moveOut(&batch.userMap, leaving: []))
        }
        var map = userMap
        defer { batch.withLock { $0.userMap = map } }
        // The reader's interner starts empty for every batch: so does the map.
        map.removeAll(keepingCapacity: true)
        global.map(users, into: &map)
        // Moved, not copied: a second reference would make the renumbering below copy every event.
        channels = moveOut(&given.channels, leaving: [])
        target = moveOut(&given.events, leaving: [])
        for index in target.indices { target[index].user = map[Int(target[index].user)] }
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
