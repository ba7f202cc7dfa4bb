import Dispatch
import Foundation
import Postgres
import ReadState
import Reports
import Runtime
import Synchronization

/// Reads the window's messages, the events that can be their first receipts, and the channels'
/// current members over binary COPY, one batch of channel ids at a time, and feeds each channel
/// to the pure sweep (`LatencySweep`, `ChannelAudience`) and the report (`LatencyReport`).
///
/// Each row is read once; nothing is looked up per message. Two batches are in flight: while
/// a worker thread sweeps one, this thread streams the next, so the client's work overlaps the
/// server's. And a batch's events, the biggest table, stream on a second connection in the
/// same snapshot (`SnapshotSideReader`) while this one reads the messages and members: two
/// server processes at once. Memory is bounded by two batches (about `targetRows` rows each, or one channel if
/// a channel alone is bigger): the batch width in channel ids adapts to the rows the previous
/// batch had.
struct LatencyScan {
    struct Stats: Sendable, Codable, Equatable {
        var messages = 0
        var events = 0
        var members = 0
        var channels = 0
        var batches = 0
    }

    let connection: Connection
    let window: LatencyWindow
    let types: [ChannelTypeRules]
    /// Rows (messages + events + members) a batch aims at (`BatchSize.reportRows`; tests set fewer).
    var targetRows = BatchSize.reportRows
    /// Draw a progress line on stderr (only when it is a terminal); off with `--quiet`.
    var showProgress = true
    /// Read a narrow window by time when the server would (`WindowPlan.readsByTime`); tests of
    /// the ranges of channels turn it off.
    var readsNarrowWindowByTime = true

    private(set) var stats = Stats()

    /// docs/mappings.md#keys: the source's key types; text or uuid channel keys are read in
    /// batches of channels by key instead of ranges of ids.
    let keys: ContractKeys

    init(connection: Connection, window: LatencyWindow, types: [ChannelTypeRules], keys: ContractKeys = .reference) {
        self.connection = connection
        self.window = window
        self.types = types
        self.keys = keys
    }

    /// Which channels a batch reads: a range of integer ids, the channels of a key batch, or a
    /// batch of the scan.
    enum Bounds {
        case ids(first: Int, last: Int)
        case keys(ChannelKeyBatch, types: [String], cids: [String])
        case scanned(Int)
    }

    /// A report whose window holds a good part of the messages (docs/benchmark.md#the-reading-layer):
    /// the scan, and each of its channels' type (an index of `types`, -1 = not there) and cid,
    /// by position.
    struct Scanned {
        let scan: ChannelScan
        let types: [Int32]
        let cids: [String]
    }

    private var scanned: Scanned?

    /// A window holding at least this share of the messages (the planner's estimate) is read by
    /// the scan; a narrower one (a day of a long history) by ranges of channels, through the
    /// index on `messages (channel_id, created_at)`, which reads only the window's rows.
    static let scannedShare = 0.25

    /// The next batch of `limit` channels by key after `after` (the previous batch), numbered
    /// on from it; nil after the last.
    private func nextKeyBatch(after previous: ChannelKeyBatch?, limit: Int) throws -> Bounds? {
        var batch = previous ?? ChannelKeyBatch(type: keys.channel)
        let afterKey = previous?.texts.last
        batch.reset(base: previous?.next ?? 1)
        try connection.setLocal(["unreadctl.after_key": afterKey ?? "", "unreadctl.limit": String(limit)])
        var types: [String] = [], cids: [String] = []
        try connection.copyOut(LatencyQueries.channelBatch(key: keys.channel, first: afterKey == nil)) { row in
            _ = batch.add(row.bytes(0))
            types.append(row.string(1) ?? "")
            cids.append(row.string(2) ?? "")
        }
        return types.isEmpty ? nil : .keys(batch, types: types, cids: cids)
    }

    /// Runs the whole scan inside the caller's snapshot transaction and adds every counted
    /// message to `report`.
    mutating func run(into report: inout LatencyReport) throws {
        var none: BufferedFileStream?
        try run(into: &report, messageRows: &none)
    }

    /// The same, and each message also becomes a row of `latency_messages.csv`, written to `out`
    /// a megabyte or so at a time by the worker thread: the stream is the sweeper's for the scan
    /// (moved in, and back out once the worker is idle), so no two threads ever share it.
    mutating func run(into report: inout LatencyReport, messageRows out: inout BufferedFileStream) throws {
        var owned: BufferedFileStream? = out
        defer { out = owned! }
        try run(into: &report, messageRows: &owned)
    }

    private mutating func run(into report: inout LatencyReport, messageRows out: inout BufferedFileStream?) throws {
        try connection.applySettings([(LatencyQueries.since, window.since.description),
                                      (LatencyQueries.until, window.until.description)])
        var lowest = 0, highest = -1
        if keys.channel.isInteger {
            let range = try connection.query(LatencyQueries.channelIDRange)
            guard let low = try range.int(0, 0), let high = try range.int(0, 1) else { return }
            (lowest, highest) = (low, high)
        }

        scanned = try scanIfWide()
        let side = scanned != nil ? nil : SnapshotSideReader.open(sharingSnapshotOf: connection, setup: [SnapshotSideReader.bitmapScans])
        defer { side?.close() }
        if let side {
            try side.connection.applySettings([(LatencyQueries.since, window.since.description),
                                               (LatencyQueries.until, window.until.description)])
        }
        let sideEvents = SideEvents()
        let wantCIDs = out != nil

        // Two batches: this thread fills `batch` while the worker sweeps the one the sweeper
        // holds; they change hands (a swap, storage kept) while the worker is idle.
        let sweeper = Mutex(Sweep(sweeper: LatencySweeper(report: report, types: types, out: out)))
        var batch = LatencyBatch()
        let worker = BackgroundWork(queue: DispatchQueue(label: "unreadctl.latency.sweep"))
        // Whatever happens here, the worker is idle when this returns or throws (declared after
        // the stream's hand-back, so it runs before it).
        defer { out = sweeper.withLock { $0.sweeper.out } }
        defer { try? worker.wait() }

        // Start small (1/256 of the ids, or 64 channels by key: the first batch sizes the
        // buffers, which keep their capacity), then aim at `targetRows` per batch.
        var width = keys.channel.isInteger ? max(1, (highest - lowest + 1) / 256) : 64
        var first = lowest
        var keyBatch: ChannelKeyBatch?
        var scannedBatch = 0
        let progress = TerminalProgress(phase: "latency report", unit: "rows", enabled: showProgress && isatty(STDERR_FILENO) == 1)
        while true {
            try Interruption.shared.check()
            let bounds: Bounds
            if let scanned {
                guard scannedBatch < scanned.scan.batches.count else { break }
                bounds = .scanned(scannedBatch)
                scannedBatch += 1
            } else if keys.channel.isInteger {
                guard first <= highest else { break }
                let last = min(highest, first + width - 1)
                bounds = .ids(first: first, last: last)
                first = last + 1
            } else {
                guard let next = try nextKeyBatch(after: keyBatch, limit: width) else { break }
                if case .keys(let batch, _, _) = next { keyBatch = batch }
                bounds = next
            }
            let read = try self.read(&batch, bounds: bounds, wantCIDs: wantCIDs,
                                     side: side.map { ($0, sideEvents) })
            stats.batches += 1
            try worker.wait()
            if !batch.messages.isEmpty {
                sweeper.withLock { swap(&$0.batch, &batch) }
                worker.start { sweeper.withLock { $0.sweeper.sweep($0.batch) } }
            }
            progress.advance(by: read)
            // Aim the next batch at `targetRows`, changing the width by at most 4× a step (and
            // to no more than 2³¹ ids: many batches in a row without a message would otherwise
            // grow it past `Int.max`).
            let factor = Double(targetRows) / Double(max(read, 1))
            width = max(1, Int(min(Double(width) * min(max(factor, 0.25), 4), Double(Int32.max))))
        }
        try worker.wait()
        let (swept, channels) = sweeper.withLock { sweep in
            sweep.sweeper.finish()
            return (sweep.sweeper.report, sweep.sweeper.channels)
        }
        progress.finish()
        report = swept
        stats.channels = channels
    }

    /// What the worker owns between `start` and `wait`: the sweeper and the batch it sweeps.
    private struct Sweep {
        var sweeper: LatencySweeper
        var batch = LatencyBatch()
    }

    /// Streams one batch of channels into `batch`; returns the rows it read. With `side`,
    /// the events stream there meanwhile, over the whole batch (the messages' narrower range
    /// is not known yet), and are trimmed to it afterwards.
    private mutating func read(_ batch: inout LatencyBatch, bounds: Bounds, wantCIDs: Bool,
                               side: (reader: SnapshotSideReader, events: SideEvents)?) throws -> Int {
        batch.clear()
        let key = keys.channel
        var channelKeys: ChannelKeyBatch?
        let settings: [(String, String)]
        switch bounds {
        case .ids(let first, let last):
            settings = [(LatencyQueries.firstChannel, String(first)), (LatencyQueries.lastChannel, String(last))]
        case .keys(let batchKeys, _, _):
            channelKeys = batchKeys
            settings = batchKeys.settings().map { ($0.key, $0.value) }
        case .scanned(let index):
            return try readScanned(&batch, index: index, wantCIDs: wantCIDs)
        }
        batch.messageKeys = keys.message.isInteger ? nil : (batch.messageKeys ?? MessageKeyTable(type: keys.message))
        batch.messageKeys?.removeAll()
        if let side {
            let events = side.events, sideKeys = channelKeys
            side.reader.start { connection in try events.read(connection, settings: settings, keys: sideKeys) }
        }
        // The side thread writes `side.events` until `wait()`: every way out waits first (a
        // second wait returns at once).
        defer { try? side?.reader.wait() }
        var lowest = Int64.max, highest = Int64.min
        var active = Set<Int64>()
        try connection.copyOut(LatencyQueries.keyed(LatencyQueries.messages, key), settings: settings) { row in
            guard let channel = channelKeys == nil ? row.int64(notNull: 0) : channelKeys!.number(row.bytes(notNull: 0)) else { return }
            lowest = min(lowest, channel)
            highest = max(highest, channel)
            active.insert(channel)
            batch.appendMessage(row, channel: channel)
        }
        guard !batch.messages.isEmpty else { return 0 }
        // Only the channels that have messages in the window matter from here on; the narrowed
        // bounds stay set (local to the transaction) for the statements that follow.
        let narrowed: [(String, String)] = channelKeys.map { keys in
            [("unreadctl.first_key", keys.text(of: lowest) ?? ""), ("unreadctl.last_key", keys.text(of: highest) ?? "")]
        } ?? [(LatencyQueries.firstChannel, String(lowest)), (LatencyQueries.lastChannel, String(highest))]
        if side == nil {
            try connection.copyOut(LatencyQueries.keyed(LatencyQueries.events, key), settings: narrowed) { row in
                guard let channel = channelKeys == nil ? row.int64(notNull: 0) : channelKeys!.number(row.bytes(notNull: 0)) else { return }
                batch.events.append(SideEvents.event(row, channel: channel, tails: &batch.tails))
            }
        } else {
            try connection.applySettings(narrowed)
        }
        let listed = active.sorted().map { channel in channelKeys?.text(of: channel) ?? String(channel) }
        try connection.copyOut(LatencyQueries.listedMembers(key), settings: [(LatencyQueries.reportChannels, try JSONText.encode(listed))]) { row in
            guard let channel = channelKeys == nil ? row.int64(notNull: 0) : channelKeys!.number(row.bytes(notNull: 0)) else { return }
            batch.appendMember(row, channel: channel)
        }
        batch.span(lowest: lowest, highest: highest, cids: wantCIDs)
        let typeIndex = Dictionary(uniqueKeysWithValues: types.enumerated().map { ($1.name, Int32($0)) })
        if case .keys(let batchKeys, let channelTypes, let cids) = bounds {
            // The batch's channels were read by key already.
            for offset in 0..<batch.width {
                let index = Int(lowest - batchKeys.base) + offset
                batch.channelTypes[offset] = typeIndex[channelTypes[index]] ?? -1
                if wantCIDs { batch.channelCIDs[offset] = cids[index] }
            }
        } else {
            try connection.copyOut(LatencyQueries.channels) { row in
                let offset = Int(row.int64(notNull: 0) - lowest)
                guard offset >= 0, offset < batch.width else { return } // a decode failure's placeholder
                batch.channelTypes[offset] = typeIndex[row.string(1) ?? ""] ?? -1
                if wantCIDs { batch.channelCIDs[offset] = row.string(2) ?? "" }
            }
        }
        if let side {
            try side.reader.wait()
            side.events.move(into: &batch, lowest: lowest, highest: highest)
        }
        return count(batch)
    }

    /// Adds a read batch's rows to the stats; returns them.
    fileprivate mutating func count(_ batch: LatencyBatch) -> Int {
        stats.messages += batch.messages.count
        stats.events += batch.events.count
        stats.members += batch.members.count
        return batch.messages.count + batch.events.count + batch.members.count
    }
}

// MARK: - the scan

extension LatencyScan {
    /// The scan of every channel's window rows, when the window is wide or the server reads it
    /// by time (`WindowPlan`); nil otherwise, or with no channel.
    private func scanIfWide() throws -> Scanned? {
        let plan = try WindowPlan.of(window, on: connection)
        guard (plan.readsByTime && readsNarrowWindowByTime) || plan.share >= Self.scannedShare else { return nil }
        var channelTypes: [Int32] = [], cids: [String] = []
        let typeIndex = Dictionary(uniqueKeysWithValues: types.enumerated().map { ($1.name, Int32($0)) })
        let list = try ScanChannels.read(connection, LatencyQueries.channelList, keyed: !keys.channel.isInteger, keepsOrphans: true) { row, _ in
            channelTypes.append(typeIndex[row.string(1) ?? ""] ?? -1)
            cids.append(row.string(2) ?? "")
            return true
        }
        guard list.count > 0 else { return nil }
        // The costliest reads first (`ChannelScan` hands them to its connections in this order).
        // A wide window: the events, the messages, every current member. A narrow one read by
        // time: the messages first, then on that connection the current members of only the
        // channels they were in, while the other reads the events (benchmark scale, a day:
        // messages 0.55 s, events 1.0 s; every current member took 1.5–2.0 s, 2.43M rows, those
        // of the day's 39,786 channels 0.76–0.85 s, 887,621 rows: docs/benchmark.md#the-days-report).
        let events = ChannelScan.Read(relation: .events, sql: LatencyQueries.allEvents, sizesBatches: true)
        let messages = ChannelScan.Read(relation: .messages, sql: LatencyQueries.allMessages, sizesBatches: true)
        var members = ChannelScan.Read(relation: .members, sql: LatencyQueries.allMembers, sizesBatches: true)
        let reads: [ChannelScan.Read]
        if plan.share >= Self.scannedShare {
            reads = [events, messages, members]
        } else {
            members.narrowing = ChannelScan.Narrowing(relation: .messages, keyType: keys.channel, sql: LatencyQueries.members(of:))
            reads = [messages, events, members]
        }
        // The window's bounds are settings, unknown to the planner when it plans the reads: with an
        // index on the time it would read a wide window through it, page by page in a bitmap
        // (10M messages: 6.3 s against 4.6 s for the sequential read). Only a window the server
        // reads by time keeps bitmap scans; the setting is restored after the reads.
        let planner = plan.readsByTime ? [] : [("enable_bitmapscan", "off")]
        let scan = try JobError.during("reading the channels' rows") {
            try connection.withSettings(planner) {
                try ChannelScan(channels: list, reads: reads, main: connection, rowsPerBatch: targetRows, channelsPerBatch: Int(Int32.max),
                                settings: [(LatencyQueries.since, window.since.description), (LatencyQueries.until, window.until.description)] + planner)
            }
        }
        return Scanned(scan: scan, types: channelTypes, cids: cids)
    }

    /// The scan's batch `index`: its window messages, their channels' events and current
    /// members, from the spills.
    fileprivate mutating func readScanned(_ batch: inout LatencyBatch, index: Int, wantCIDs: Bool) throws -> Int {
        guard let scanned else { return 0 }
        let scan = scanned.scan, channels = scan.channels
        batch.messageKeys = keys.message.isInteger ? nil : (batch.messageKeys ?? MessageKeyTable(type: keys.message))
        batch.messageKeys?.removeAll()
        // A channel's number: its id on integer keys, else its position + 1.
        func number(_ row: CopyRow) -> Int64? {
            channels.keyed ? channels.position(row, 0).map { Int64($0) + 1 } : row.int64(notNull: 0)
        }
        let rows = BatchRows(connection: connection, scan: scan, batch: index)
        var lowest = Int64.max, highest = Int64.min
        try rows.copyOut(.messages, LatencyQueries.allMessages) { row in
            guard let channel = number(row) else { return }
            lowest = min(lowest, channel)
            highest = max(highest, channel)
            batch.appendMessage(row, channel: channel)
        }
        guard !batch.messages.isEmpty else { return 0 }
        try rows.copyOut(.events, LatencyQueries.allEvents) { row in
            guard let channel = number(row), channel >= lowest, channel <= highest else { return }
            batch.events.append(SideEvents.event(row, channel: channel, tails: &batch.tails))
        }
        try rows.copyOut(.members, LatencyQueries.allMembers) { row in
            guard let channel = number(row), channel >= lowest, channel <= highest else { return }
            batch.appendMember(row, channel: channel)
        }
        batch.span(lowest: lowest, highest: highest, cids: wantCIDs)
        for position in scan.batches[index] {
            let channel = channels.keyed ? Int64(position) + 1 : channels.id(at: position)
            guard channel >= lowest, channel <= highest else { continue }
            let offset = Int(channel - lowest)
            batch.channelTypes[offset] = scanned.types[position]
            if wantCIDs { batch.channelCIDs[offset] = scanned.cids[position] }
        }
        return count(batch)
    }
}

// MARK: - one batch

/// A batch's events as the side connection reads them, with their own key arena (the batch's
/// is being written by the main thread meanwhile), moved into the batch afterwards. The side
/// thread holds the lock while it reads; this thread takes it after the side reader's `wait`.
final class SideEvents: Sendable {
    private struct Rows {
        var events: [RawEvent] = []
        var tails = UserKeyTails()
    }

    private let rows = Mutex(Rows())

    func read(_ connection: Connection, settings: [(String, String)], keys: ChannelKeyBatch? = nil) throws {
        try rows.withLock { rows in
            rows.events.removeAll(keepingCapacity: true)
            rows.tails.removeAll()
            try connection.copyOut(LatencyQueries.keyed(LatencyQueries.events, keys?.type ?? .bigint), settings: settings) { row in
                guard let channel = keys == nil ? row.int64(notNull: 0) : keys!.number(row.bytes(notNull: 0)) else { return }
                rows.events.append(Self.event(row, channel: channel, tails: &rows.tails))
            }
        }
    }

    /// The rows of channels `lowest…highest` into `batch`, their keys moved to its arena.
    func move(into batch: inout LatencyBatch, lowest: Int64, highest: Int64) {
        rows.withLock { rows in
            let offset = batch.tails.append(rows.tails)
            let moveKeys = !rows.tails.bytes.isEmpty
            batch.events.reserveCapacity(rows.events.count)
            for var event in rows.events where event.channel >= lowest && event.channel <= highest {
                if moveKeys { event.user = event.user.movingTail(by: offset) }
                batch.events.append(event)
            }
        }
    }

    static func event(_ row: CopyRow, channel: Int64, tails: inout UserKeyTails) -> RawEvent {
        RawEvent(channel: channel, upTo: row.timestampMicros(notNull: 3), at: row.timestampMicros(notNull: 4),
                 kind: row.bool(notNull: 2) ? .read : .delivered, user: UserKey(row.bytes(1), tails: &tails))
    }
}

/// A row that belongs to a channel.
protocol ChannelRow {
    var channel: Int64 { get }
}

struct RawMessage: ChannelRow {
    var channel: Int64
    var id: Int64
    var createdAt: Microseconds
    var user: UserKey
}

struct RawEvent: ChannelRow {
    var channel: Int64
    var upTo: Microseconds
    var at: Microseconds
    var kind: ReceiptKind
    var user: UserKey
}

/// NULL receipts are `Int64.min`.
struct RawMember: ChannelRow {
    var channel: Int64
    var lastReadAt: Microseconds
    var lastDeliveredAt: Microseconds
    var user: UserKey
}

/// One batch's rows in the server's order, with their users as keys. Filled by the reading
/// thread, then handed whole to the worker (`run`'s swap); each batch has one owner at a time.
struct LatencyBatch {
    var messages: [RawMessage] = []
    var events: [RawEvent] = []
    var members: [RawMember] = []
    var tails = UserKeyTails()
    /// Channel ids `lowest ..< lowest + width`; by offset: type index (-1: unknown) and cid.
    var lowest: Int64 = 0
    var width = 0
    var channelTypes: [Int32] = []
    var channelCIDs: [String] = []
    /// docs/mappings.md#keys: the batch's text or uuid message keys, for `latency_messages.csv`.
    var messageKeys: MessageKeyTable?

    /// A row of `LatencyQueries.messages` (channel, id, created_at, user) of channel `channel`.
    mutating func appendMessage(_ row: CopyRow, channel: Int64) {
        let id = messageKeys == nil ? row.int64(notNull: 1) : messageKeys!.number(row.bytes(notNull: 1))
        messages.append(RawMessage(channel: channel, id: id, createdAt: row.timestampMicros(notNull: 2),
                                   user: UserKey(row.bytes(3), tails: &tails)))
    }

    /// A row of `LatencyQueries.members` (channel, user, last_read_at, last_delivered_at).
    mutating func appendMember(_ row: CopyRow, channel: Int64) {
        members.append(RawMember(channel: channel, lastReadAt: row.timestampMicros(2) ?? .min,
                                 lastDeliveredAt: row.timestampMicros(3) ?? .min, user: UserKey(row.bytes(1), tails: &tails)))
    }

    /// The batch covers channels `lowest…highest`; their types and cids are unknown until set.
    mutating func span(lowest: Int64, highest: Int64, cids: Bool) {
        self.lowest = lowest
        width = Int(highest - lowest) + 1
        channelTypes.append(contentsOf: repeatElement(-1, count: width))
        if cids { channelCIDs.append(contentsOf: repeatElement("", count: width)) }
    }

    mutating func clear() {
        messages.removeAll(keepingCapacity: true)
        events.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        tails.removeAll()
        channelTypes.removeAll(keepingCapacity: true)
        channelCIDs.removeAll(keepingCapacity: true)
        width = 0
    }
}

// MARK: - the worker

/// Sweeps batches on the worker thread, one at a time: groups the rows by channel, gives the
/// channel's users small ids, runs the sweep and adds every message to the report. A struct
/// (in the scan's `Mutex` for the worker) so its hot loops touch no class property: no runtime
/// exclusivity checks.
struct LatencySweeper {
    private(set) var report: LatencyReport
    private(set) var channels = 0
    let types: [ChannelTypeRules]
    /// `latency_messages.csv`'s stream, the sweeper's during the scan; nil without the file.
    private(set) var out: BufferedFileStream?
    private var rows: LatencyMessageRows?

    private var messages = ChannelGroups<RawMessage>()
    private var events = ChannelGroups<RawEvent>()
    private var members = ChannelGroups<RawMember>()
    private var users = ChannelUsers()
    private var channelMessages: [LatencyMessage] = []
    private var channelEvents: [ReceiptEvent] = []
    private var channelMembers: [CurrentMember] = []
    private var receipts: [FirstReceipts] = []
    private var buckets = SweepBuckets()
    private var audience = ChannelAudience()

    init(report: LatencyReport, types: [ChannelTypeRules], out: BufferedFileStream?) {
        self.report = report
        self.types = types
        self.out = out
        rows = out == nil ? nil : LatencyMessageRows()
    }

    mutating func sweep(_ batch: LatencyBatch) {
        messages.regroup(batch.messages, lowest: batch.lowest, width: batch.width)
        events.regroup(batch.events, lowest: batch.lowest, width: batch.width)
        members.regroup(batch.members, lowest: batch.lowest, width: batch.width)
        for offset in 0..<batch.width {
            let messageRange = messages.range(offset)
            guard !messageRange.isEmpty else { continue }
            channels += 1
            sweepChannel(offset, batch: batch, messageRange: messageRange)
            if out != nil, rows!.bytes.count >= 1 << 20 { rows!.flush(to: &out!) }
        }
    }

    /// Hands over the last rows.
    mutating func finish() {
        if out != nil, !rows!.bytes.isEmpty { rows!.flush(to: &out!) }
    }

    private mutating func sweepChannel(_ offset: Int, batch: LatencyBatch, messageRange: Range<Int>) {
        // A type `channel_types` lacks is listed with the default switches
        // (`ChannelTypeCatalog.readWithUnlisted`); -1 is left only for a channel with no
        // `channels` row or a NULL type (a mapping without the foreign key), counted under the first type.
        let type = Int(max(batch.channelTypes[offset], 0))
        let rules = types[type]
        let eventRange = events.range(offset), memberRange = members.range(offset)
        users.reset(expected: messageRange.count + eventRange.count + memberRange.count)
        let tails = batch.tails

        channelMessages.removeAll(keepingCapacity: true)
        for index in messageRange {
            let row = messages.items[index]
            channelMessages.append(LatencyMessage(id: row.id, createdAt: row.createdAt, sender: users.id(row.user, tails: tails)))
        }
        channelEvents.removeAll(keepingCapacity: true)
        for index in eventRange {
            let row = events.items[index]
            channelEvents.append(ReceiptEvent(user: users.id(row.user, tails: tails), kind: row.kind, upTo: row.upTo, at: row.at))
        }
        channelMembers.removeAll(keepingCapacity: true)
        for index in memberRange {
            let row = members.items[index]
            channelMembers.append(CurrentMember(
                user: users.id(row.user, tails: tails),
                lastReadAt: row.lastReadAt == .min ? nil : row.lastReadAt,
                lastDeliveredAt: row.lastDeliveredAt == .min ? nil : row.lastDeliveredAt))
        }
        Self.sortIfNeeded(&channelMessages, by: LatencySweep.messageOrder)
        audience.reset(rules: rules, members: channelMembers[...])
        let size = SizeBucket(currentMembers: audience.memberCount)
        LatencySweep.sweep(messages: channelMessages[...], events: channelEvents[...], into: &receipts, buckets: &buckets)

        let cid = rows == nil ? [] : LatencyMessageRows.cidField(batch.channelCIDs[offset])
        for (index, message) in channelMessages.enumerated() {
            let readBy = audience.readBy(createdAt: message.createdAt, sender: message.sender)
            let deliveredTo = audience.deliveredTo(createdAt: message.createdAt, sender: message.sender)
            let state = audience.state(readBy: readBy, deliveredTo: deliveredTo)
            report.record(MessageOutcome(typeIndex: type, createdAt: message.createdAt, size: size,
                                         firstReceipts: receipts[index], readBy: readBy, state: state))
            if rows != nil {
                // docs/rules.md#first-read-and-first-delivery: first_read_at only where reads are tracked, first_delivered_at only
                // where deliveries are.
                rows!.append(messageID: message.id, messageKey: batch.messageKeys?.text(of: message.id), cid: cid, createdAt: message.createdAt,
                             firstDelivered: rules.deliveryEvents ? receipts[index].deliveredAt : nil,
                             firstRead: rules.readEvents ? receipts[index].readAt : nil,
                             readBy: readBy, deliveredTo: deliveredTo, state: state)
            }
        }
    }

    /// Sorts unless already in order (a linear check: rows often arrive in order).
    private static func sortIfNeeded<T>(_ items: inout [T], by order: (T, T) -> Bool) {
        var index = 1
        while index < items.count {
            if order(items[index], items[index - 1]) {
                items.sort(by: order)
                return
            }
            index += 1
        }
    }
}

/// A batch's rows of one kind, grouped by channel with a counting sort (channel ids are dense
/// in a batch): `items[range(offset)]` are the rows of channel `lowest + offset`, in arrival order.
struct ChannelGroups<Item: ChannelRow> {
    private(set) var items: [Item] = []
    /// starts[offset] ..< starts[offset + 1]
    private var starts: [Int32] = []
    private var next: [Int32] = []

    mutating func regroup(_ rows: [Item], lowest: Int64, width: Int) {
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: repeatElement(0, count: width + 1))
        for row in rows { starts[Int(row.channel - lowest) + 1] += 1 }
        for offset in 0..<width { starts[offset + 1] += starts[offset] }
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: starts)
        items.removeAll(keepingCapacity: true)
        items.append(contentsOf: rows)
        for row in rows {
            let offset = Int(row.channel - lowest)
            items[Int(next[offset])] = row
            next[offset] += 1
        }
    }

    func range(_ offset: Int) -> Range<Int> { Int(starts[offset])..<Int(starts[offset + 1]) }
}
