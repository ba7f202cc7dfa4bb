import ReadState

/// docs/benchmark.md#the-reading-layer, "Mentions joined by the client": a recompute over every
/// channel of a source with integer keys reads `message_mentions` alone
/// (`RecomputeQueries.mentionRows`) and finds each mention's message among the batch's message
/// records, which then carry their ids. The server joined every mention to `messages` instead —
/// on a table in time order, a second sequential read of the largest table, hashed against the
/// mentions (`RecomputeQueries.mentions`). A batch holds every countable message of its
/// channels, so a mention whose message is not among them is one the join drops too (another
/// channel's message, or one that does not count).
final class MentionJoin {
    /// The scan's record layout (with ids), the pass's number of each sender the scan numbered,
    /// and the channels in the scan's order.
    private let records: MessageRecords
    private let senders: [Int32]
    private let channels: ScannedChannelList

    // Scratch, kept from batch to batch: the batch's mentions, and by message id the first of
    // them (`next` chains the others of the same message).
    private var firstByMessage = MessageIDTable<Int32>()
    private var next: [Int32] = []
    private var channel: [Int64] = []
    private var mentioned: [Int32] = []

    init(records: MessageRecords, senders: [Int32], channels: ScannedChannelList) {
        precondition(records.ids, "the mentions are joined to message records that carry their ids")
        self.records = records
        self.senders = senders
        self.channels = channels
    }

    /// Batch `batch`'s mentions of countable messages of their own channel, with each message's
    /// sender and time, into `mentions` (unsealed), the mentioned users numbered by `users`.
    func join(batch: Int, of scan: ChannelScan, users: inout UserInterner, into mentions: inout KeyedTimelines) throws {
        firstByMessage.removeAll()
        next.removeAll(keepingCapacity: true)
        channel.removeAll(keepingCapacity: true)
        mentioned.removeAll(keepingCapacity: true)
        var lastChannel = Int64.min, lastUser: Int32 = -1
        var lastBytes: [UInt8] = []
        try scan.rows(.mentions, batch: batch) { row in
            // A mention of no message (a NULL in a mapping's view) joins nothing.
            guard let message = row.int64(2) else { return }
            let channelID = row.int64(notNull: 0)
            // A message's mentions, like the server's, come in runs of one channel and user often enough.
            if channelID != lastChannel || !lastBytes.elementsEqual(row.bytes(1)) {
                lastChannel = channelID
                lastBytes = Array(row.bytes(1))
                lastUser = users.intern(row.bytes(1))
            }
            let index = Int32(channel.count)
            channel.append(channelID)
            mentioned.append(lastUser)
            next.append(firstByMessage[message] ?? -1)
            firstByMessage.set(message, index)
        }
        guard !channel.isEmpty else { return }
        let records = self.records, channels = self.channels
        try scan.bytes(.messages, batch: batch) { bytes in
            senders.withUnsafeBufferPointer { senders in
                records.forEach(bytes) { position, sender, createdAt, _, id in
                    guard var index = firstByMessage[id] else { return }
                    let messageChannel = channels.id(at: position)
                    while index >= 0 {
                        if channel[Int(index)] == messageChannel {
                            mentions.append(channel: messageChannel, key: Int64(mentioned[Int(index)]),
                                            sender: senders[Int(sender)], createdAt: createdAt)
                        }
                        index = next[Int(index)]
                    }
                }
            }
        }
    }
}
