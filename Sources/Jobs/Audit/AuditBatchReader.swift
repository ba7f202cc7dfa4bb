import Postgres
import ReadState
import Runtime
import Synchronization

/// Reads the audit's batches (`AuditBatch`) ahead of the checks: while the pass checks a batch,
/// the next ones' channels, members and messages stream on the main connection, on a
/// background thread, and their receipt events, thread participants and mentions on a second
/// connection in the same snapshot (`AuditSideReader`). The checks and both server processes
/// run at once, where the checks used to wait for the reads and the reads for the checks; the
/// main connection may be up to `readyBatches` ahead of the checks, and the second connection
/// follows it range by range, so neither waits for the other's slow batch. A full audit reads
/// its batches from the scan's spills (docs/benchmark.md#the-reading-layer) on two threads,
/// alternately, one batch ahead each.
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
    /// A batch aims at no more than this many rows (`BatchSize.auditRows`).
    static let rowsPerBatch = BatchSize.auditRows
    /// Batches read and waiting for the checks, at most.
    static let readyBatches = 2

    private let connection: Connection
    private let tables: AuditBatch.Tables
    private let types: [ChannelType]
    private let channelsPerBatch: Int
    private let side: AuditSideReader?
    private let background: BackgroundWork?
    private let ready: HandOff<AuditBatch>
    /// A full audit reads its batches from the scan's spills on two threads, the even batches
    /// into `ready` and the odd ones into this, and `take` takes them in turn: reading a batch
    /// (numbering its message keys, its users, its parents) cost about twice its checks, so one
    /// reading thread kept the checks waiting.
    private let oddReady: HandOff<AuditBatch>?
    /// Batches taken so far (which hand-off the next one comes from).
    private let taken = Mutex(0)

    /// Where the reading is: the thread that reads holds it (the background one, or the
    /// caller's without one).
    private struct Cursor: Sendable {
        /// The next batch: its channels come after this id, at most `limit` of them.
        var after = Int64.min
        var limit: Int
        /// docs/mappings.md#keys: the keys of the batch read last (text or uuid keys), whose
        /// last key the next batch starts after.
        var keys: BatchKeys?
        /// Batches read so far.
        var batches = 0
    }

    private let cursor: Mutex<Cursor>
    /// The reading threads' scratch for `markForeignParents`, kept from batch to batch (a second
    /// thread that finds it taken makes its own).
    private let parentScratch = Mutex(AuditBatch.ParentScratch())

    /// Whether the events stream on a second connection.
    var parallelEvents: Bool { (scanned?.scan.parallel ?? (side != nil)) && tables.events }

    private let contractKeys: ContractKeys
    /// Messages come in (channel, time) order from the server (the reference schema's index
    /// returns them so); a mapping's are grouped by channel here instead (`AuditQueries.messages`).
    private let orderedMessages: Bool
    /// Only these channels' keys (`explain`'s one channel, an incremental nightly's named ones,
    /// docs/change-feeds.md#the-audit), in batches read by their ids (a channel a batch on text
    /// or uuid keys), then an empty last batch.
    private let listedBatches: [[String]]?
    /// The listed channels a batch holds at most.
    static let listedPerBatch = 256

    /// A full audit (docs/benchmark.md#the-reading-layer): every relation read once, and the
    /// batches taken from the scan; every channel of the audit in the scan's order.
    struct Scanned: Sendable {
        let scan: ChannelScan
        let channels: [AuditBatch.Channel]
    }

    private let scanned: Scanned?

    /// The ranges of pages a whole audit reads the receipt events and the messages in, each on a
    /// connection of its own (docs/benchmark.md#the-reading-layer, "The messages in two page ranges").
    static let partsPerTable = 2

    /// Reads the channels and spills every relation `tables` names (`ChannelScan`); nil when
    /// there is no channel (the range reads then find any row whose channel is not listed).
    static func scan(_ connection: Connection, tables: AuditBatch.Tables, types: [ChannelType], channelsPerBatch: Int,
                     keys: ContractKeys, orderedMessages: Bool, parallel: Bool) throws -> Scanned? {
        var channels: [AuditBatch.Channel] = []
        let list = try ScanChannels.read(connection, AuditQueries.channelList, keyed: !keys.channel.isInteger, keepsOrphans: true) { row, number in
            channels.append(AuditBatch.Channel(id: number, cid: row.string(1) ?? "", rules: rules(row.bytes(2), isNull: row.isNull(2), in: types)))
            return true
        }
        guard !channels.isEmpty else { return nil }
        let key = keys.channel
        // The costliest reads first (`ChannelScan` hands them to its connections in this order).
        var reads: [ChannelScan.Read] = []
        if tables.events {
            // The longest reads, the receipt events and the messages: each in two ranges of the
            // table's pages at once where the table allows it (docs/benchmark.md#the-reading-layer,
            // "The messages in two page ranges"; a view, or a scan on one connection, reads it whole).
            let pages = parallel ? try PageRanges.pages(of: "receipt_events", on: connection) : 0
            reads += PageRanges(pages: pages, parts: Self.partsPerTable).reads { range in
                ChannelScan.Read(relation: .events, sql: AuditQueries.events(key, everything: true, pages: range), sizesBatches: true)
            }
        }
        if tables.messages {
            let pages = parallel ? try PageRanges.pages(of: "messages", on: connection) : 0
            reads += PageRanges(pages: pages, parts: Self.partsPerTable).reads { range in
                ChannelScan.Read(relation: .messages, sql: AuditQueries.messages(key, ordered: false, everything: true, pages: range),
                                 sizesBatches: true)
            }
        }
        reads.append(ChannelScan.Read(relation: .members, sql: AuditQueries.members(key, everything: true, ordered: false), sizesBatches: true))
        if tables.participants {
            reads.append(ChannelScan.Read(relation: .participants, sql: AuditQueries.participants(key, everything: true, parentCheck: tables.parentsOnServer),
                                          sizesBatches: true))
        }
        if tables.mentions {
            reads.append(ChannelScan.Read(relation: .mentions, sql: AuditQueries.mentions(key, everything: true), sizesBatches: true))
        }
        let scan = try JobError.during("reading the channels' rows") {
            try ChannelScan(channels: list, reads: reads, main: connection, rowsPerBatch: rowsPerBatch, channelsPerBatch: channelsPerBatch,
                            secondConnection: parallel)
        }
        return Scanned(scan: scan, channels: channels)
    }

    /// `connection` is inside the audit's snapshot.
    init(connection: Connection, tables: AuditBatch.Tables, types: [ChannelType], channelsPerBatch: Int, background: Bool,
         keys: ContractKeys = .reference, orderedMessages: Bool = true, onlyChannels: [String]? = nil, scanned: Scanned? = nil) {
        self.scanned = scanned
        listedBatches = onlyChannels.map { channels in
            let size = max(1, min(channelsPerBatch, Self.listedPerBatch))
            return stride(from: 0, to: channels.count, by: size).map { Array(channels[$0..<min($0 + size, channels.count)]) }
        }
        self.connection = connection
        contractKeys = keys
        self.orderedMessages = orderedMessages
        self.tables = tables
        self.types = types
        self.channelsPerBatch = channelsPerBatch
        let sideTables = tables.events || tables.participants || tables.mentions
        // Listed channels are read by the list on both connections (`KeyedReads`): the side
        // reader is given each batch's list with its range.
        side = background && sideTables && scanned == nil
            ? AuditSideReader.open(sharingSnapshotOf: connection, tables: tables, keys: keys, parentCheck: tables.parentsOnServer) : nil
        self.background = background ? BackgroundWork() : nil
        let twoReaders = background && (scanned?.scan.batches.count ?? 0) > 1
        ready = HandOff(capacity: twoReaders ? 1 : Self.readyBatches)
        oddReady = twoReaders ? HandOff(capacity: 1) : nil
        let batchKeys = keys.channel.isInteger && keys.message.isInteger ? nil : BatchKeys(keys)
        cursor = Mutex(Cursor(limit: min(channelsPerBatch, Self.firstChannelsPerBatch), keys: batchKeys))
    }

    /// Starts reading, batch after batch, in the background (without one, `take` reads).
    func start() {
        if let scanned, let oddReady {
            background?.start { [self] in readScanned(scanned, from: 0, into: ready) }
            background?.start { [self] in readScanned(scanned, from: 1, into: oddReady) }
            return
        }
        background?.start { [self] in readBatches() }
    }

    /// The next batch, swapped into `batch` (whose storage the reader reuses), its side tables
    /// included: waits for it, or reads it without a background thread. Call
    /// `batch.resolveUsers` before checking it.
    func take(_ batch: inout AuditBatch) throws {
        if background == nil {
            try cursor.withLock { try readNext(into: &batch, cursor: &$0) }
            return
        }
        let handOff = taken.withLock { taken in
            defer { taken += 1 }
            return taken % 2 == 1 ? oddReady ?? ready : ready
        }
        guard var next = try handOff.take() else { preconditionFailure("take after close") }
        swap(&next, &batch)
        handOff.recycle(next)
        try side?.take(into: &batch)
    }

    /// Stops the reading, waits for the threads, and closes the second connection.
    func close() {
        ready.close()
        oddReady?.close()
        side?.close()
        try? background?.wait()
    }

    // MARK: - reading the batches

    private func readBatches() {
        cursor.withLock { cursor in
            do {
                while true {
                    var batch = ready.spare() ?? AuditBatch()
                    try readNext(into: &batch, cursor: &cursor)
                    let last = batch.isLast
                    guard ready.put(batch), !last else { return }
                }
            } catch {
                ready.fail(error)
            }
        }
    }

    /// A full audit's batches `first`, `first + 2`, … from the scan, into `handOff`: each
    /// batch starts after the last channel of the one before it, and its keys are its own.
    private func readScanned(_ scanned: Scanned, from first: Int, into handOff: HandOff<AuditBatch>) {
        var keys: BatchKeys? = contractKeys.channel.isInteger && contractKeys.message.isInteger ? nil : BatchKeys(contractKeys)
        do {
            for index in stride(from: first, to: scanned.scan.batches.count, by: 2) {
                var batch = handOff.spare() ?? AuditBatch()
                let after = index == 0 ? Int64.min : scanned.channels[scanned.scan.batches[index - 1].upperBound - 1].id
                try read(&batch, after: after, index: index, of: scanned, keys: &keys)
                guard handOff.put(batch) else { return }
            }
        } catch {
            handOff.fail(error)
        }
    }

    /// Reads the next batch into `batch` and moves the cursor past it. The next batch's size
    /// follows from this one's rows; with a second connection, from this one's main rows and the
    /// previous one's side rows, so the main connection need not wait for this one's.
    private func readNext(into batch: inout AuditBatch, cursor: inout Cursor) throws {
        // Listed channels: after theirs, an empty last batch that reads nothing (not the range to the largest id).
        if let listedBatches {
            guard cursor.batches < listedBatches.count else {
                batch.reset(after: cursor.after)
                // `take` takes a side batch for every batch: an empty one for this one.
                side?.enqueue(from: 1, to: 0, listed: [])
                return
            }
            let listed = listedBatches[cursor.batches]
            try read(&batch, after: cursor.after, limit: listed.count, keys: &cursor.keys, listed: listed)
            // The side's row counts size range batches only; taken so that its queue never fills.
            if let side, cursor.batches > 0 { _ = try side.nextRowCount() }
            // Text or uuid keys: the next list's channels are numbered on from these.
            if let last = batch.channels.last?.id { cursor.after = last }
            cursor.batches += 1
            return
        }
        if let scanned {
            try read(&batch, after: cursor.after, index: cursor.batches, of: scanned, keys: &cursor.keys)
            cursor.after = batch.to
            cursor.batches += 1
            return
        }
        try read(&batch, after: cursor.after, limit: cursor.limit, keys: &cursor.keys)
        var rows = batch.rows
        if let side, cursor.batches > 0 {
            guard let previous = try side.nextRowCount() else { return }
            rows += previous
        }
        cursor.limit = nextLimit(cursor.limit, rows: rows)
        cursor.after = batch.to
        cursor.batches += 1
    }

    /// The batch of at most `limit` channels after `after`, or the `listed` channels, each table
    /// read by the list on this connection (docs/change-feeds.md#the-audit; text or uuid keys are
    /// numbered from `after` on, as a range batch's are).
    private func read(_ batch: inout AuditBatch, after: Int64, limit: Int, keys: inout BatchKeys?, listed: [String]? = nil) throws {
        batch.reset(after: after)
        try readChannels(after: after, limit: limit, into: &batch, keys: &keys, listed: listed)
        batch.keys = keys
        defer { keys = batch.keys }
        if listed != nil {
            // The range is the listed channels' numbers; channels not there read nothing.
            guard let id = batch.channels.first?.id else {
                (batch.from, batch.to) = (1, 0)
                side?.enqueue(from: 1, to: 0, listed: [])
                return
            }
            batch.from = id
        }
        // The side tables stream on their own connection while the others stream here.
        side?.enqueue(from: batch.from, to: batch.to, keys: keyedChannels ? keys?.channels : nil, listed: listed)
        // docs/mappings.md#keys: text or uuid keys select the batch's own keys; the last batch has none.
        if keyedChannels && batch.channels.isEmpty { return }
        let (from, to) = (batch.from, batch.to)
        let range = keyedChannels ? "\(keys?.channels.texts.first ?? "")…\(keys?.channels.texts.last ?? "")"
            : "\(from == .min ? "…" : String(from))–\(to == .max ? "…" : String(to))"
        try JobError.during("reading channels \(range)") {
            if keyedChannels, let keys {
                try connection.setLocal(keys.channels.settings())
            } else {
                try connection.setLocal(["unreadctl.from": String(from), "unreadctl.to": String(to)])
            }
            try readMembers(into: &batch, listed: listed != nil)
            if tables.messages { try readMessages(into: &batch, listed: listed != nil) }
            if side == nil {
                try AuditSideReader.read(connection, tables, key: contractKeys.channel,
                                         parentCheck: tables.parentsOnServer, listed: listed != nil, into: &batch)
            }
        }
    }

    /// The scan's batch `index`: its channels, and their rows from the spills.
    private func read(_ batch: inout AuditBatch, after: Int64, index: Int, of scanned: Scanned, keys: inout BatchKeys?) throws {
        batch.reset(after: after)
        let range = scanned.scan.batches[index]
        batch.channels.append(contentsOf: scanned.channels[range])
        if keys != nil {
            keys!.channels.reset(base: Int64(range.lowerBound) + 1)
            keys!.messages.removeAll()
            for position in range { scanned.scan.channels.withKey(at: position) { _ = keys!.channels.add($0) } }
        }
        // The last batch runs to the largest bigint: rows of unlisted channels past the last one are in it.
        batch.to = index == scanned.scan.batches.count - 1 ? .max : batch.channels[batch.channels.count - 1].id
        batch.keys = keys
        defer { keys = batch.keys }
        let rows = BatchRows(connection: connection, scan: scanned.scan, batch: index)
        let (first, last) = (batch.channels[0], batch.channels[batch.channels.count - 1])
        let place = keyedChannels ? "\(keys?.channels.text(of: first.id) ?? "")…\(keys?.channels.text(of: last.id) ?? "")" : "\(first.id)–\(last.id)"
        try JobError.during("reading channels \(place)") {
            try readMembers(into: &batch, rows)
            if tables.messages { try readMessages(into: &batch, rows, ordered: false) }
            try AuditSideReader.read(rows, tables, key: contractKeys.channel, everything: true, parentCheck: tables.parentsOnServer, into: &batch)
        }
    }

    private var keyedChannels: Bool { !contractKeys.channel.isInteger }

    private func readChannels(after: Int64, limit: Int, into batch: inout AuditBatch, keys: inout BatchKeys?, listed: [String]?) throws {
        try JobError.during("reading channels") {
            let first = after == .min
            try BatchKeys.startChannelBatch(&keys, after: after, limit: limit, on: connection)
            keys?.messages.removeAll()
            let keyed = keyedChannels
            if let listed { try connection.setLocal(["unreadctl.audit_channels": SchemaContract.arrayLiteral(listed)]) }
            let query = listed == nil ? AuditQueries.channelBatch(key: contractKeys.channel, first: first) : AuditQueries.listedChannels(contractKeys.channel)
            try connection.copyOut(query) { row in
                let id = keyed ? keys!.channels.add(row.bytes(0)) : row.int64(notNull: 0)
                batch.channels.append(AuditBatch.Channel(id: id, cid: row.string(1) ?? "", rules: rules(row.bytes(2), isNull: row.isNull(2))))
            }
        }
        batch.to = batch.channels.last?.id ?? .max
    }

    /// Every membership row of the batch, in channel order.
    private func readMembers(into batch: inout AuditBatch, _ rows: BatchRows? = nil, listed: Bool = false) throws {
        var keys = batch.keys
        defer { batch.keys = keys }
        let rows = rows ?? BatchRows(connection: connection, scan: nil, batch: nil)
        try rows.copyOut(.members, AuditQueries.members(contractKeys.channel, listed: listed), sorted: true) { row in
            guard let channel = keys.channelNumber(row, 0) else { return }
            batch.memberChannel.append(channel)
            let user = batch.users.internRecallable(row.bytes(1))
            batch.memberRecall.append(user)
            let lastRead = keys.optionalMessageNumber(row, 5)
            let lastDelivered = keys.optionalMessageNumber(row, 8)
            batch.members.append(AuditMember(
                user: user.id, joinedAt: row.timestampMicros(notNull: 2), muted: row.bool(notNull: 3),
                lastReadAt: row.timestampMicros(4), lastReadMessageID: lastRead, unreadCount: row.int64(notNull: 6),
                lastDeliveredAt: row.timestampMicros(7), lastDeliveredMessageID: lastDelivered, leftAt: row.timestampMicros(9),
                unreadMentions: row.int64(notNull: 10)))
        }
    }

    /// Every message of the batch, in channel order, with its thread flags completed
    /// (`AuditBatch.markForeignParents`).
    private func readMessages(into batch: inout AuditBatch, _ rows: BatchRows? = nil, ordered: Bool? = nil, listed: Bool = false) throws {
        let rows = rows ?? BatchRows(connection: connection, scan: nil, batch: nil)
        let orderedMessages = ordered ?? self.orderedMessages
        // Senders are mostly the channel's members, interned a moment ago but gone from the
        // interner's recent table: recall them when the channel's messages begin.
        var recalled = Int64.min, m = 0
        var keys = batch.keys
        defer { batch.keys = keys }
        try rows.copyOut(.messages, AuditQueries.messages(contractKeys.channel, ordered: orderedMessages, listed: listed)) { row in
            guard let channel = keys.channelNumber(row, 0) else { return }
            let id = keys.messageNumber(row, 1), createdAt = row.timestampMicros(notNull: 3)
            if channel != recalled {
                recalled = channel
                while m < batch.memberChannel.count && batch.memberChannel[m] < channel { m += 1 }
                while m < batch.memberChannel.count && batch.memberChannel[m] == channel { batch.users.recall(batch.memberRecall[m]); m += 1 }
            }
            let flags = row.int64(notNull: 5)
            let parent = keys.optionalMessageNumber(row, 4)
            batch.messageChannel.append(channel)
            batch.messages.append(AuditMessage(
                id: id, sender: batch.users.intern(row.bytes(2)), createdAt: createdAt, counts: flags & 1 != 0,
                parentID: parent, countsInThread: flags & 2 != 0))
        }
        if !orderedMessages { AuditBatch.groupByChannel(&batch.messageChannel, &batch.messages) }
        var parents = parentScratch.withLock { moveOut(&$0, leaving: AuditBatch.ParentScratch()) }
        batch.markForeignParents(&parents)
        parentScratch.withLock { $0 = parents }
    }

    // MARK: - helpers

    private func nextLimit(_ limit: Int, rows: Int) -> Int {
        if rows > Self.rowsPerBatch { return max(1, limit * Self.rowsPerBatch / rows) }
        if rows < Self.rowsPerBatch / 2 { return min(channelsPerBatch, limit * 2) }
        return limit
    }

    private func rules(_ name: UnsafeBufferPointer<UInt8>, isNull: Bool) -> ChannelTypeRules? {
        Self.rules(name, isNull: isNull, in: types)
    }

    private static func rules(_ name: UnsafeBufferPointer<UInt8>, isNull: Bool, in types: [ChannelType]) -> ChannelTypeRules? {
        guard !isNull else { return nil }
        for type in types where type.utf8.elementsEqual(name) { return type.rules }
        // A type with no channel_types row (a dropped foreign key): unknown.
        return nil
    }
}
