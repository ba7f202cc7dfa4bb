/// Timelines keyed by a pair inside a channel, for the counters beside the channel count
/// (docs/rules.md#threads): a thread's countable replies, keyed by
/// (channel, parent), or the countable messages that mention a member, keyed by (channel, user).
/// Each pair gets a dense ordinal in order of first appearance, and the rows are a
/// `ChannelTimelines` keyed by that ordinal, so `MemberUnreadCounter` counts a participant's
/// unread replies, or a member's unread mentions, with the same binary searches (own messages,
/// muted senders, horizon) as a member's unread count. Memory: one batch, like the timelines.
public struct KeyedTimelines: Sendable {
    public struct Key: Hashable, Sendable {
        public var channel: Int64
        public var key: Int64

        public init(channel: Int64, key: Int64) {
            self.channel = channel
            self.key = key
        }
    }

    public private(set) var timelines = ChannelTimelines()
    private var ordinals: [Key: Int64] = [:]
    private var last: (key: Key, ordinal: Int64)?

    public init() {}

    /// Rows in the batch.
    public var messageCount: Int { timelines.messageCount }
    /// Distinct pairs in the batch.
    public var keyCount: Int { ordinals.count }

    /// Empties the batch, keeping the storage.
    public mutating func removeAll() {
        timelines.removeAll()
        ordinals.removeAll(keepingCapacity: true)
        last = nil
    }

    /// Adds one countable message under (`channel`, `key`). Rows grouped by pair and in time order
    /// within it (as an index returns them) need no sort; any other order is sorted by `seal()`.
    public mutating func append(channel: Int64, key: Int64, sender: Int32, createdAt: Int64) {
        let pair = Key(channel: channel, key: key)
        let ordinal: Int64
        if let last, last.key == pair {
            ordinal = last.ordinal
        } else if let known = ordinals[pair] {
            ordinal = known
        } else {
            ordinal = Int64(ordinals.count)
            ordinals[pair] = ordinal
        }
        last = (pair, ordinal)
        timelines.append(channel: ordinal, sender: sender, createdAt: createdAt)
    }

    /// See `ChannelTimelines.renumberSenders`.
    public mutating func renumberSenders(_ ids: [Int32]) {
        timelines.renumberSenders(ids)
    }

    public mutating func seal() {
        timelines.seal()
    }

    /// The timeline index of (`channel`, `key`) for `MemberUnreadCounter`, nil when the pair has
    /// no row.
    public func index(channel: Int64, key: Int64) -> Int? {
        guard let ordinal = ordinals[Key(channel: channel, key: key)] else { return nil }
        return timelines.index(of: ordinal)
    }
}
