import Foundation
import Logging
import Postgres
import ReadState
import Runtime
import Synchronization

/// What a scanned run reads, one sequential read each (docs/benchmark.md#the-reading-layer).
enum ScanRelation: Hashable, Sendable {
    case messages, mappedMessages, replies, threadsWithoutParent, members, mentions, participants, events
}

/// The reading layer of a run over every channel in scope (docs/benchmark.md#the-reading-layer):
/// each relation is read once, whole, by one binary COPY with no channel predicate (or by one
/// per range of its pages, `PageRanges`, `Read.part`) — a sequential read whatever order the
/// rows lie in on disk — and its rows are spilled, by channel group, to a temporary file.
/// Batches are then runs of consecutive groups of about `rowsPerBatch` rows, and a batch's rows
/// are read back from the spills. Up to three connections in one snapshot spill as many
/// statements at once, when they can be opened.
final class ChannelScan: @unchecked Sendable {
    /// One relation to read: its statement (no channel predicate), the field holding its channel
    /// key, and whether only counted channels' rows are kept (messages of a type with
    /// `read_events` off are never read, docs/rules.md#channel-type-switches) and its rows size
    /// the batches.
    struct Read: Sendable {
        let relation: ScanRelation
        let sql: String
        var countedOnly = false
        var sizesBatches = false
        /// Only the channels another read had rows of; `sql` is then not read.
        var narrowing: Narrowing?
        /// A messages read spilled as records (`MessageRecords`) rather than as its tuples:
        /// read back with `bytes`, its senders numbered as `takeSenders` gives them.
        var records: MessageRecords?
        /// A records read whose statement also gives the countable replies
        /// (`RecomputeQueries.messagesWithReplies`: its last two fields are whether the message
        /// counts in its channel and its parent, NULL for a root): only the messages that count in
        /// their channel become records, and each reply is spilled as a `.replies` tuple (channel,
        /// parent, sender, time), as a read of `RecomputeQueries.replies` would have given it —
        /// one sequential read of the largest table instead of two (docs/benchmark.md#the-reading-layer,
        /// "Replies in the messages' read").
        var givesReplies = false
        /// Which part of its relation the statement reads, when several do (`PageRanges`: each a
        /// range of the table's pages, on as many connections): each part is spilled on its
        /// own, and a batch reads the parts back in this order, which is the table's. Not for a
        /// relation another read is narrowed to (`Narrowing.relation`).
        var part = 0
    }

    /// A read of only the channels that an earlier read of the scan had rows of (the day's
    /// report: the current members of the channels with messages in the window,
    /// docs/benchmark.md#the-days-report). It waits for that read, then gets their keys as a
    /// constant array (`SchemaContract.arrayConstant`): the planner sees how many there are,
    /// reads the table once when they are many, and tests each row against them by a hash.
    struct Narrowing: Sendable {
        /// The read it takes the channels of; earlier in the list of reads.
        let relation: ScanRelation
        let keyType: KeyType
        /// The statement, given the constant array of the channels' keys.
        let sql: @Sendable (_ channels: String) -> String
    }

    let channels: ScanChannels
    let groupSize: Int
    /// The batches, as ranges of channel positions.
    private(set) var batches: [Range<Int>] = []
    private var groupsOfBatch: [Range<Int>] = []
    /// Each relation's spills, one per part (`Read.part`), in part order.
    private var spills: [ScanRelation: [SpillFile]] = [:]
    /// The senders of each relation spilled as records, numbered as its records give them (all
    /// its parts alike), until taken.
    private var interned: [ScanRelation: SharedSenders] = [:]
    /// Read buffers of earlier batches, for the next ones.
    private let buffers = Mutex<[[UInt8]]>([])

    /// Whether two connections (or more) read at once.
    private(set) var parallel = false

    /// Connections that read beside the main one, at most (and one fewer than the reads): three
    /// relations whose statements cost the server alike — a mapping's views (Synapse's
    /// messages, members and thread participants) — are read at once instead of two and then
    /// the third (docs/benchmark.md#the-reading-layer, "Three connections in one snapshot").
    static let sideReaders = 2

    /// Reads `reads` (on `main` and, when they open, up to `sideReaders` more connections in its
    /// snapshot) and plans the batches.
    init(channels: ScanChannels, reads: [Read], main: Connection, rowsPerBatch: Int, channelsPerBatch: Int,
         secondConnection: Bool = true, settings: [(String, String)] = []) throws {
        self.channels = channels
        let perBatch = max(1, channelsPerBatch)
        groupSize = max(1, min((channels.count + 1023) / 1024, perBatch))
        let groups = (channels.count + groupSize - 1) / groupSize
        guard groups > 0 else { return }
        let started = Date()
        // Each connection takes the next relation not yet read, in the order given (the
        // biggest first): they finish at about the same time whatever the relations cost.
        let queue = SpillQueue(reads)
        let narrowers = Set(reads.compactMap { $0.narrowing?.relation })
        // `SpillQueue.seen` answers once a relation's read is done: a relation others are
        // narrowed to is read by one statement, not in parts.
        precondition(narrowers.allSatisfy { relation in reads.filter { $0.relation == relation }.count == 1 })
        var shared: [ScanRelation: SharedSenders] = [:]
        for read in reads where read.records != nil && shared[read.relation] == nil { shared[read.relation] = SharedSenders() }
        let senders = shared
        let spill: @Sendable (Connection) throws -> Void = { [channels, groupSize] connection in
            do {
                while let read = queue.next() {
                    var sql = read.sql
                    if let narrowing = read.narrowing {
                        // nil: the other connection failed, and its error is the one to report.
                        guard let seen = queue.seen(narrowing.relation) else { return }
                        sql = narrowing.sql(SchemaContract.arrayConstant(seen.keys(channels, type: narrowing.keyType), of: narrowing.keyType.sql))
                    }
                    let (file, replies, seen) = try Self.spill(read, sql: sql, on: connection, channels: channels, groupSize: groupSize,
                                                               groups: groups, seeing: narrowers.contains(read.relation),
                                                               senders: senders[read.relation])
                    queue.add(read.relation, part: read.part, file, seen: seen)
                    if let replies { queue.add(.replies, part: read.part, replies, seen: nil) }
                }
            } catch {
                queue.stop()
                throw error
            }
        }
        var sides: [SnapshotSideReader] = []
        if secondConnection {
            for _ in 0..<min(reads.count - 1, Self.sideReaders) {
                guard let side = SnapshotSideReader.open(sharingSnapshotOf: main) else { break }
                sides.append(side)
            }
        }
        defer { for side in sides { side.close() } }
        for side in sides { try side.connection.applySettings(settings) }
        for side in sides { side.start(spill) }
        parallel = !sides.isEmpty
        do {
            try spill(main)
        } catch {
            // The sides stop at their next relation (or on the signal that stopped this one);
            // `spill` stopped the queue.
            for side in sides { try? side.wait() }
            throw error
        }
        for side in sides { try side.wait() }
        let spilled = queue.files
        spills = spilled
        interned = senders
        Logger(label: "unreadctl.scan").debug("read \(spilled.count) relations of \(channels.count) channels in \(String(format: "%.2f", Date().timeIntervalSince(started))) s (\(reads.count) statements): \(spilled.values.joined().reduce(0) { $0 + $1.bytes }) bytes spilled")
        let sizing = Set(reads.filter(\.sizesBatches).flatMap { $0.givesReplies ? [$0.relation, .replies] : [$0.relation] })
        plan(groups: groups, weights: sizing.compactMap { spilled[$0] }.flatMap { $0.map(\.rows) },
             rowsPerBatch: rowsPerBatch, channelsPerBatch: perBatch)
    }

    /// Batches of consecutive groups: a batch closes before the group that would take it past
    /// `rowsPerBatch` rows or `channelsPerBatch` channels (a group alone may exceed them).
    private func plan(groups: Int, weights: [[Int]], rowsPerBatch: Int, channelsPerBatch: Int) {
        let weight = (0..<groups).map { group in weights.reduce(0) { $0 + $1[group] } }
        // At least four batches where the rows allow: the next batch is taken from the spills on
        // a second thread while this one is counted, and one batch would leave that thread idle.
        let rowsPerBatch = max(1, min(rowsPerBatch, weight.reduce(0, +) / 4 + 1))
        var start = 0, rows = 0
        for group in 0..<groups {
            let weight = weight[group]
            let channelCount = (group + 1 - start) * groupSize
            if group > start, rows + weight > rowsPerBatch || channelCount > channelsPerBatch {
                groupsOfBatch.append(start..<group)
                start = group
                rows = 0
            }
            rows += weight
        }
        groupsOfBatch.append(start..<groups)
        batches = groupsOfBatch.map { $0.lowerBound * groupSize..<min($0.upperBound * groupSize, channels.count) }
    }

    /// Planner settings for a whole read, each restored afterwards (docs/benchmark.md#the-reading-layer,
    /// "Memoize off"): a mapping's view that joins a big table to a smaller one on its key (a
    /// Mattermost member to its channel) is planned as a nested loop over a Memoize cache, sized
    /// by `work_mem`, that a read of every row thrashes (158,000 channels: 6.0 s against 3.7 s
    /// as a hash join). Nested loops stay allowed: a probe per row is what some reads want
    /// (`RecomputeQueries.threadsWithoutParent`).
    ///
    /// JIT off too: a whole read is a stream of rows through a fixed plan, which compiling to
    /// machine code speeds up less than the compiling costs. PostgreSQL compiles every plan whose
    /// estimated cost passes `jit_above_cost` (100,000 by default), which each whole read does: a
    /// Synapse members' statement compiled 568 functions in 0.49 s of its 2.78 s; alternated
    /// runs (docs/benchmark.md#the-reading-layer, "JIT off"): the recompute on Mattermost's 4.9M
    /// posts 10.30 / 9.98 s with JIT, 9.91 / 9.21 s without; on the reference's 10M messages
    /// 15.74 / 16.93 s against 14.06 / 15.13 s.
    ///
    /// No parallel workers either (`max_parallel_workers_per_gather` 0): the scan already reads two
    /// relations at once on two connections, and a COPY's rows all leave through its one
    /// process, so workers only add processes that contend for the same cores and a copy of
    /// every row through a shared-memory queue — and take workers from the pool the live
    /// service's own queries draw on. Alternated recomputes on Mattermost's 4.9M posts
    /// (docs/benchmark.md#the-reading-layer, "No parallel workers"): the three reads 5.34–6.73 s
    /// with workers, 4.42–6.14 s without.
    ///
    /// A setting the connection string or `PGOPTIONS` gives (`pg_settings.source` 'client') is
    /// the operator's and is left as it is, as for the session's defaults (docs/commands.md).
    static let wholeReadSettings = [("enable_memoize", "off"), ("jit", "off"), ("max_parallel_workers_per_gather", "0")]

    /// Spills `read` (its statement `sql`); with `seeing`, also notes the channels it had rows of.
    /// A read spilled as records numbers its senders in `senders` (its parts share them); one
    /// that gives the replies (`Read.givesReplies`) also returns their spill.
    private static func spill(_ read: Read, sql: String, on connection: Connection, channels: ScanChannels, groupSize: Int, groups: Int,
                              seeing: Bool, senders shared: SharedSenders?) throws -> (SpillFile, SpillFile?, SeenChannels?) {
        let file = try SpillFile(groups: groups)
        let replies = read.givesReplies ? try SpillFile(groups: groups) : nil
        var reply = ReplyTuple()
        var seen = seeing ? SeenChannels() : nil
        var senders = SharedSenders.Local()
        let started = Date()
        var failure: Error?
        // Text or uuid keys in byte order go to their group by the groups' first keys; the
        // batch's lookup, which every reader makes anyway, finds the channel and drops a key that
        // is no channel of the run. A read that keeps only counted channels, when some are not,
        // still looks each row's channel up here.
        let byFirstKeys = read.countedOnly && !channels.allCounted ? nil : channels.keyGroups(size: groupSize)
        _ = try connection.withSettings(connection.notGivenByClient(wholeReadSettings)) {
            try connection.copyOut(sql) { row in
                guard failure == nil else { return }
                seen?.add(row, channels)
                if let records = read.records {
                    // A key that is no channel of the run, or a channel not counted, is dropped here.
                    guard let position = channels.position(row, 0), !read.countedOnly || channels.counted[position] else { return }
                    if let replies {
                        let last = row.fieldCount - 1
                        if !row.isNull(last) {
                            reply.build(row, parent: last)
                            do { try reply.bytes { try replies.append($0, to: position / groupSize) } } catch { failure = error }
                        }
                        guard row.bool(last - 1) == true else { return }
                    }
                    records.withRecord(position: position, sender: senders.intern(row.bytes(1), shared!), createdAt: row.timestampMicros(notNull: 2),
                                       root: records.roots && row.bool(notNull: 3), id: records.ids ? row.int64(notNull: records.idField) : 0) { bytes in
                        do { try file.append(bytes, to: position / groupSize) } catch { failure = error }
                    }
                    return
                }
                let group: Int
                if let byFirstKeys {
                    group = byFirstKeys.group(of: row.bytes(notNull: 0))
                } else {
                    guard let position = channels.position(row, 0) else { return }
                    if read.countedOnly, !channels.counted[position] { return }
                    group = position / groupSize
                }
                do { try file.append(row.tuple, to: group) } catch { failure = error }
            }
        }
        if let failure { throw failure }
        try file.finish()
        try replies?.finish()
        Logger(label: "unreadctl.scan").debug("spilled \(read.relation): \(file.rows.reduce(0, +)) rows, \(file.bytes) bytes in \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
        if let replies { Logger(label: "unreadctl.scan").debug("spilled replies with it: \(replies.rows.reduce(0, +)) rows, \(replies.bytes) bytes") }
        return (file, replies, seen)
    }

    /// The senders of a read spilled as records (`MessageRecords`), numbered as its records give
    /// them; handed over once (the caller renumbers them, and the scan keeps no copy: a
    /// per-user cost, docs/benchmark.md#memory). Nil for a read spilled as tuples.
    func takeSenders(_ relation: ScanRelation) -> UserInterner? { interned.removeValue(forKey: relation)?.take() }

    /// The bytes `relation` spilled for batch `batch` — its tuples, or its records (`Read.records`)
    /// — whole, in the order they were read within each group of channels; nothing when the
    /// relation was not read. They lie in a buffer of an earlier batch, reused
    /// (`SpillFile.read`); the threads that read batches at once each take their own.
    func bytes(_ relation: ScanRelation, batch: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        guard let files = spills[relation] else { return }
        var buffer = buffers.withLock { $0.popLast() } ?? []
        defer { buffers.withLock { [buffer] in $0.append(buffer) } }
        var length = 0
        for file in files { length += try file.read(groupsOfBatch[batch], into: &buffer, at: length) }
        try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<length])) }
    }

    /// The rows `relation` holds for batch `batch`, in the order they were read within each
    /// group of channels; `sorted`: by channel (by id on integer keys, else in the server's
    /// order), then by field 1's bytes.
    func rows(_ relation: ScanRelation, batch: Int, sorted: Bool = false, _ body: (CopyRow) throws -> Void) throws {
        var decoder = BinaryCopyDecoder(tuplesOnly: true)
        try bytes(relation, batch: batch) { all in
            guard sorted else { return try decoder.decode(all, row: body) }
            for tuple in sortedTuples(all) {
                try decoder.decode(UnsafeBufferPointer(rebasing: all[tuple]), row: body)
            }
        }
    }

    /// `rows(relation, batch:, sorted: true)`'s tuples copied, in that order, into `buffer` (its
    /// storage reused): a batch's rows sorted ahead, on the thread that reads the next batch
    /// (docs/benchmark.md#the-reading-layer, "Members sorted ahead"). `decode` reads them back.
    func sortedRows(_ relation: ScanRelation, batch: Int, into buffer: inout [UInt8]) throws {
        buffer.removeAll(keepingCapacity: true)
        try bytes(relation, batch: batch) { all in
            buffer.reserveCapacity(all.count)
            for tuple in sortedTuples(all) { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: all[tuple])) }
        }
    }

    /// The rows of tuples that `sortedRows` copied.
    static func decode(_ tuples: [UInt8], _ body: (CopyRow) throws -> Void) throws {
        var decoder = BinaryCopyDecoder(tuplesOnly: true)
        try tuples.withUnsafeBufferPointer { try decoder.decode($0, row: body) }
    }

    /// The tuples of `all`, by (channel, field 1's bytes). Keys in byte order are compared as
    /// bytes (the channels' order, without a lookup per row); other keys by their channel's order.
    private func sortedTuples(_ all: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        struct Entry { let tuple: Range<Int>; let channel: Int64; let key: Range<Int>; let second: Range<Int> }
        var entries: [Entry] = []
        var decoder = BinaryCopyDecoder(tuplesOnly: true)
        let byKeyBytes = channels.keyed && channels.byteOrdered
        func range(_ field: UnsafeBufferPointer<UInt8>, or begin: Int) -> Range<Int> {
            let start = field.baseAddress.map { $0 - all.baseAddress! } ?? begin
            return start..<start + field.count
        }
        // The tuples were written by `spill`: they decode.
        try? decoder.decode(all) { row in
            let tuple = row.tuple
            let begin = tuple.baseAddress! - all.baseAddress!
            entries.append(Entry(tuple: begin..<begin + tuple.count, channel: byKeyBytes ? 0 : channels.order(row, 0) ?? -1,
                                 key: byKeyBytes ? range(row.bytes(0), or: begin) : 0..<0,
                                 second: range(row.bytes(1), or: begin)))
        }
        entries.sort { a, b in
            if a.channel != b.channel { return a.channel < b.channel }
            if byKeyBytes {
                let order = KeyGroups.compare(UnsafeBufferPointer(rebasing: all[a.key]), UnsafeBufferPointer(rebasing: all[b.key]))
                if order != 0 { return order < 0 }
            }
            return all[a.second].lexicographicallyPrecedes(all[b.second])
        }
        return entries.map(\.tuple)
    }
}

/// The relations left to read, taken by both connections, and the spills they made (read by
/// the main thread after the side's `wait`).
private final class SpillQueue: Sendable {
    private struct State {
        var next = 0
        var files: [ScanRelation: [(part: Int, file: SpillFile)]] = [:]
        var seen: [ScanRelation: SeenChannels] = [:]
        var stopped = false
    }

    private let reads: [ChannelScan.Read]
    private let state = Mutex(State())

    init(_ reads: [ChannelScan.Read]) { self.reads = reads }

    func next() -> ChannelScan.Read? {
        state.withLock { state in
            guard state.next < reads.count else { return nil }
            state.next += 1
            return reads[state.next - 1]
        }
    }

    /// Stops handing out reads, and wakes a connection waiting in `seen`.
    func stop() { state.withLock { $0.next = reads.count; $0.stopped = true } }

    func add(_ relation: ScanRelation, part: Int, _ file: SpillFile, seen: SeenChannels?) {
        state.withLock {
            $0.files[relation, default: []].append((part, file))
            $0.seen[relation] = seen
        }
    }

    /// The channels `relation`'s read had rows of, once it is done (the other connection may
    /// still be reading it: polled every 2 ms, a wait of at most one read); nil if the scan stopped.
    func seen(_ relation: ScanRelation) -> SeenChannels? {
        while true {
            let (seen, stopped) = state.withLock { ($0.seen[relation], $0.stopped) }
            if let seen { return seen }
            if stopped { return nil }
            usleep(2000)
        }
    }

    /// Each relation's spills in part order.
    var files: [ScanRelation: [SpillFile]] { state.withLock { $0.files.mapValues { $0.sorted { $0.part < $1.part }.map(\.file) } } }
}
