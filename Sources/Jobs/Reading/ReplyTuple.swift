import Postgres

/// A countable reply taken from a `RecomputeQueries.messagesWithReplies` row, as the tuple a
/// read of `RecomputeQueries.replies` gives: channel, parent, sender, time, each field's bytes as
/// the server sent them (`ChannelScan.Read.givesReplies`). The storage is reused row after row.
struct ReplyTuple {
    private var storage: [UInt8] = []

    /// Builds the tuple of `row`, whose field `parent` holds the reply's parent.
    mutating func build(_ row: CopyRow, parent: Int) {
        storage.removeAll(keepingCapacity: true)
        storage.append(0)
        storage.append(4)
        append(row, 0)
        append(row, parent)
        append(row, 1)
        append(row, 2)
    }

    /// The tuple built last.
    func bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer(body)
    }

    private mutating func append(_ row: CopyRow, _ field: Int) {
        let length: Int32 = row.isNull(field) ? -1 : Int32(row.bytes(field).count)
        withUnsafeBytes(of: length.bigEndian) { storage.append(contentsOf: $0) }
        if length > 0 { storage.append(contentsOf: row.bytes(field)) }
    }
}
