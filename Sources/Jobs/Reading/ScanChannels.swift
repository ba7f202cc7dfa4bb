import Postgres
import Runtime

/// The channels a scanned run reads, in the order the server lists them (`ORDER BY id`), and
/// the place of a row's channel key among them: every row a relation's sequential read returns
/// finds its channel here, or is dropped (a channel outside the run's scope).
struct ScanChannels: Sendable {
    let keyed: Bool
    private var ids: [Int64] = []
    /// Integer ids that are dense enough: `dense[id - minimum]` is position + 1, 0 = none.
    private var dense: [Int32] = []
    private var minimum: Int64 = 0
    private var keys = ByteKeyIndex()
    /// Whether a channel's messages are read (its type's `read_events`, docs/rules.md#channel-type-switches).
    private(set) var counted: [Bool] = []
    /// Whether every channel's messages are read.
    private(set) var allCounted = true
    /// Text or uuid keys listed in increasing byte order (uuids always; text under the `C`
    /// collation): a row's group of channels can then be found from the groups' first keys
    /// (`KeyGroups`).
    private(set) var byteOrdered = false

    /// Integer keys only: a row whose channel is not listed goes to the channel after it (the
    /// last one past the end), as a batch's id range would take it — the audit and the report
    /// read rows whose channel has no `channels` row so. Text or uuid keys have no ranges: such rows are dropped.
    let keepsOrphans: Bool

    init(keyed: Bool, keepsOrphans: Bool = false) {
        self.keyed = keyed
        self.keepsOrphans = keepsOrphans && !keyed
    }

    var count: Int { counted.count }

    /// The channels `query` lists (its first column the channel key, in the server's order),
    /// each also handed to `each` with its number — the id on integer keys, else position + 1,
    /// the number the batches' keys give it — which says whether the channel is counted.
    static func read(_ connection: Connection, _ query: String, keyed: Bool, keepsOrphans: Bool = false,
                     each: (CopyRow, _ number: Int64) -> Bool) throws -> ScanChannels {
        var list = ScanChannels(keyed: keyed, keepsOrphans: keepsOrphans)
        try JobError.during("reading the channels") {
            try connection.copyOut(query) { row in
                let number = keyed ? Int64(list.count + 1) : row.int64(notNull: 0)
                list.add(row, 0, counted: each(row, number))
            }
        }
        list.seal()
        return list
    }

    /// Adds the next channel (in the server's order) from a row's key field.
    mutating func add(_ row: CopyRow, _ field: Int, counted isCounted: Bool) {
        if keyed { keys.append(row.bytes(notNull: field)) } else { ids.append(row.int64(notNull: field)) }
        counted.append(isCounted)
        allCounted = allCounted && isCounted
    }

    /// Done adding: integer ids get a direct table when they are dense (at most 8 slots a channel).
    mutating func seal() {
        if keyed {
            byteOrdered = (1..<max(keys.count, 1)).allSatisfy { position in
                keys.withKey(at: position - 1) { previous in keys.withKey(at: position) { KeyGroups.compare(previous, $0) < 0 } }
            }
        }
        guard !keyed, let first = ids.first, let last = ids.last, last >= first,
              (last - first) / 8 < Int64(ids.count) else { return }
        minimum = first
        dense = [Int32](repeating: 0, count: Int(last - first) + 1)
        for (position, id) in ids.enumerated() { dense[Int(id - first)] = Int32(position + 1) }
    }

    /// The position of the channel in a row's key field; nil for a channel not in the run.
    @inline(__always)
    func position(_ row: CopyRow, _ field: Int) -> Int? {
        if keyed { return keys.position(of: row.bytes(notNull: field)) }
        return position(id: row.int64(notNull: field))
    }

    @inline(__always)
    func position(id: Int64) -> Int? {
        if !dense.isEmpty {
            let slot = id &- minimum
            if slot >= 0, slot < Int64(dense.count), dense[Int(slot)] != 0 { return Int(dense[Int(slot)]) - 1 }
            if !keepsOrphans { return nil }
        }
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        if low < ids.count && ids[low] == id { return low }
        return keepsOrphans && !ids.isEmpty ? min(low, ids.count - 1) : nil
    }

    /// What orders a row's channel: its id (integer keys, rows of unlisted channels among
    /// them), else its position in the server's order.
    @inline(__always)
    func order(_ row: CopyRow, _ field: Int) -> Int64? {
        keyed ? position(row, field).map(Int64.init) : row.int64(notNull: field)
    }

    /// The groups of `size` consecutive channels by their first keys, when the keys allow it
    /// (text or uuid keys in byte order); nil otherwise.
    func keyGroups(size: Int) -> KeyGroups? {
        guard keyed, byteOrdered, size > 0 else { return nil }
        return KeyGroups(firsts: stride(from: 0, to: count, by: size).map { position in withKey(at: position) { Array($0) } })
    }

    /// The integer id at a position (integer keys).
    func id(at position: Int) -> Int64 { ids[position] }

    /// The key at a position (text or uuid keys).
    func withKey<R>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try keys.withKey(at: position, body)
    }
}
