import Foundation
import Postgres
import Runtime

/// The channels of one batch on a source with text or uuid channel keys: each key gets a
/// number, increasing in the order the batch was read (`ORDER BY id`, the order every other
/// statement reads channels in), so the domain keeps working on `Int64` channel ids.
struct ChannelKeyBatch: Sendable {
    let type: KeyType
    /// The batch's keys as text, in order; `base + index` is a channel's number.
    private(set) var texts: [String] = []
    private(set) var base: Int64 = 0
    /// The batch's keys, at their index in `texts` (looked up once per row: no allocation).
    private var index = ByteKeyIndex()

    init(type: KeyType) { self.type = type }

    /// Starts a batch whose first channel gets the number `base`.
    mutating func reset(base: Int64) {
        self.base = base
        texts.removeAll(keepingCapacity: true)
        index.removeAll()
    }

    /// Adds the next channel of the batch; returns its number.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64 {
        let number = base + Int64(texts.count)
        texts.append(type.text(bytes))
        index.append(bytes)
        return number
    }

    /// The number of a channel of the batch; nil for a key the batch does not hold.
    @inline(__always)
    func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        index.position(of: bytes).map { base + Int64($0) }
    }

    /// The key of a channel number of this batch, as the source spells it.
    func text(of number: Int64) -> String? {
        let index = Int(number - base)
        return texts.indices.contains(index) ? texts[index] : nil
    }

    var next: Int64 { base + Int64(texts.count) }

    /// The settings that select the batch (`RecomputeQueries.Selection`): its first and last
    /// key, and the keys of `counted` (channel numbers of this batch; nil = all).
    func settings(counted: [Int64]? = nil) -> KeyValuePairs<String, String> {
        let listed = counted.map { $0.compactMap(text(of:)) } ?? texts
        return ["unreadctl.first_key": texts.first ?? "", "unreadctl.last_key": texts.last ?? "",
                "unreadctl.channel_keys": SchemaContract.arrayLiteral(listed)]
    }
}

/// The message keys one batch meets on a source with text or uuid message keys (ids, parents,
/// read positions, mentions): each gets a number for the batch (from 1, on first sight), and its
/// text for the outputs. The keys live in a `ByteKeyIndex`: a lookup allocates nothing, and a
/// key's text is made only when an output asks for it (a `Dictionary` keyed by byte arrays
/// allocated an array and hashed byte by byte per row, and made a `String` per key: on a
/// Mattermost of 4.9M posts, about a quarter of the audit's client time).
struct MessageKeyTable: Sendable {
    let type: KeyType
    private var index = ByteKeyIndex()

    init(type: KeyType) { self.type = type }

    mutating func removeAll() { index.removeAll() }

    /// The key's number, given on first sight (from 1).
    mutating func number(_ buffer: UnsafeBufferPointer<UInt8>) -> Int64 {
        Int64(index.positionAppending(buffer)) + 1
    }

    /// The number in this table of `number` of `other` (another connection's table of the same batch).
    mutating func number(rehoming number: Int64, from other: MessageKeyTable) -> Int64 {
        let position = Int(number) - 1
        guard position >= 0, position < other.index.count else { return number }
        return other.index.withKey(at: position) { self.number($0) }
    }

    /// The number of a key already seen; nil otherwise.
    func existing(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? { index.position(of: bytes).map { Int64($0) + 1 } }

    /// The key of a number, as the source spells it.
    func text(of number: Int64) -> String? {
        let position = Int(number) - 1
        guard position >= 0, position < index.count else { return nil }
        return index.withKey(at: position) { type.text($0) }
    }
}

/// A batch's keys on a source with text or uuid keys: its channels and the messages it meets.
/// Integer keys (the reference schema's) need none: the ids are the numbers.
struct BatchKeys: Sendable {
    var channels: ChannelKeyBatch
    var messages: MessageKeyTable
    let keys: ContractKeys
    /// Numbers for message keys the batch never met (a participant row's parent with no
    /// reply): negative, so they never match a met one.
    private var unmet: Int64 = 0

    init(_ keys: ContractKeys) {
        self.keys = keys
        channels = ChannelKeyBatch(type: keys.channel)
        messages = MessageKeyTable(type: keys.message)
    }

    /// The channel number of a row's channel key field; nil for a channel outside the batch.
    @inline(__always) mutating func channel(_ row: CopyRow, _ field: Int) -> Int64? {
        keys.channel.isInteger ? row.int64(notNull: field) : channels.number(row.bytes(notNull: field))
    }

    /// The number of a row's message key field (numbered on first sight).
    @inline(__always) mutating func message(_ row: CopyRow, _ field: Int) -> Int64 {
        keys.message.isInteger ? row.int64(notNull: field) : messages.number(row.bytes(notNull: field))
    }

    /// The number of a message key field the batch has met, or a fresh negative one.
    mutating func existingMessage(_ row: CopyRow, _ field: Int) -> Int64 {
        if keys.message.isInteger { return row.int64(notNull: field) }
        if let found = messages.existing(row.bytes(notNull: field)) { return found }
        unmet -= 1
        return unmet
    }

    /// Sets what selects the next batch of channels (`RecomputeQueries.channelBatch(key:first:)`,
    /// `AuditQueries.channelBatch(key:first:)`), at most `limit` of them: after the previous
    /// batch's last key where channel keys are text or uuid (`keys` then numbers on from it),
    /// else after the id `after`. `Int64.min` = the first batch.
    static func startChannelBatch(_ keys: inout BatchKeys?, after: Int64, limit: Int, on connection: Connection) throws {
        guard var current = keys, !current.keys.channel.isInteger else {
            try connection.setLocal(["unreadctl.after": String(after), "unreadctl.limit": String(limit)])
            return
        }
        let afterKey = current.channels.texts.last ?? ""
        current.channels.reset(base: after == .min ? 1 : current.channels.next)
        keys = current
        try connection.setLocal(["unreadctl.after_key": afterKey, "unreadctl.limit": String(limit)])
    }

    /// A channel number's key as text (nil on integer keys, whose id is the number).
    func channelText(_ number: Int64) -> String? { keys.channel.isInteger ? nil : channels.text(of: number) }
}

/// The readers' one way to decode a key field (docs/mappings.md#keys): with no batch keys (the
/// reference schema's integer keys) the id itself, else the batch's number for it.
extension Optional where Wrapped == BatchKeys {
    /// A channel key field; nil for a channel outside the batch (text or uuid keys only).
    @inline(__always) mutating func channelNumber(_ row: CopyRow, _ field: Int) -> Int64? {
        self == nil ? row.int64(notNull: field) : self!.channel(row, field)
    }

    /// A message key field that is never NULL.
    @inline(__always) mutating func messageNumber(_ row: CopyRow, _ field: Int) -> Int64 {
        self == nil ? row.int64(notNull: field) : self!.message(row, field)
    }

    /// A nullable message key field (a parent, a read position).
    @inline(__always) mutating func optionalMessageNumber(_ row: CopyRow, _ field: Int) -> Int64? {
        self == nil ? row.int64(field) : (row.isNull(field) ? nil : self!.message(row, field))
    }

    /// A message key field the batch has met, or a fresh negative number (`BatchKeys.existingMessage`).
    @inline(__always) mutating func existingMessageNumber(_ row: CopyRow, _ field: Int) -> Int64 {
        self == nil ? row.int64(notNull: field) : self!.existingMessage(row, field)
    }
}
