import ReadState

/// One batch of the audit's input: channels of consecutive ids and, for the id range they cover,
/// every table's rows in channel order, each with its channel id beside it. Users have ids of
/// the batch's own interner (`users`: small, dense, emptied per batch, so lookups stay in cache
/// and a finding's user id is `users.text`); `global` turns them into the pass's ids, which the
/// users' totals and the mutes are keyed by. Rows read on the second connection
/// (`AuditSideReader`) come with that reader's interner (`sideUsers`) until `resolveUsers`.
struct AuditBatch: Sendable {
    struct Channel: Sendable {
        let id: Int64
        let cid: String
        let rules: ChannelTypeRules?
    }

    /// Which tables the selected checks need (channels and members are always read).
    struct Tables: Sendable {
        var messages: Bool
        var events: Bool
        var participants: Bool
        var mentions: Bool
        /// Whether the participants' read asks the server if each row's parent is a message of
        /// its channel (RS017: a primary-key probe per row, `AuditQueries.participants`); else
        /// the checking thread finds it in the batch's messages (`markParticipantParents`).
        var parentsOnServer = false

        static let all = Tables(messages: true, events: true, participants: true, mentions: true)
    }

    /// The channel ids covered: from just after the previous batch to the last channel. The
    /// last batch has no channels and runs to the largest bigint: rows of channels beyond the
    /// last `channels` row (or of none at all) are audited too.
    var from = Int64.min
    var to = Int64.max
    var channels: [Channel] = []
    var memberChannel: [Int64] = []
    var members: [AuditMember] = []
    var memberRecall: [UserInterner.Recall] = []
    var messageChannel: [Int64] = []
    var messages: [AuditMessage] = []
    var eventChannel: [Int64] = []
    var events: [AuditEvent] = []
    var participantChannel: [Int64] = []
    var participants: [AuditParticipant] = []
    var mentionChannel: [Int64] = []
    var mentions: [AuditMention] = []
    var users = UserInterner()
    /// The users of the events, participants and mentions when the second connection read
    /// them: their rows carry these ids until `resolveUsers`.
    var sideUsers = UserInterner()
    /// `global[id]`: the pass's id of the batch's user `id` (after `resolveUsers`).
    var global: [Int32] = []
    /// Scratch for `resolveUsers`: `sideUsers` ids → `users` ids.
    private var sideMap: [Int32] = []
    /// docs/mappings.md#keys: on a source with text or uuid keys, the batch's channel keys and
    /// the message keys its members and messages met; the second connection's message keys
    /// (`sideMessages`) until `resolveMessageKeys`.
    var keys: BatchKeys?
    var sideMessages: MessageKeyTable?


    /// The batch after which there is none: it runs to the largest bigint.
    var isLast: Bool { to == .max }

    var rows: Int { members.count + messages.count + events.count + participants.count + mentions.count }

    /// Empties the batch for the range after `after`, keeping the storage (`sideUsers` is the
    /// second connection's to empty).
    mutating func reset(after: Int64) {
        from = after == .min ? .min : after + 1
        to = .max
        channels.removeAll(keepingCapacity: true)
        memberChannel.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        memberRecall.removeAll(keepingCapacity: true)
        messageChannel.removeAll(keepingCapacity: true)
        messages.removeAll(keepingCapacity: true)
        resetSideTables()
        users.reset()
        global.removeAll(keepingCapacity: true)
    }

    /// Empties the events, participants and mentions, keeping the storage.
    mutating func resetSideTables() {
        eventChannel.removeAll(keepingCapacity: true)
        events.removeAll(keepingCapacity: true)
        participantChannel.removeAll(keepingCapacity: true)
        participants.removeAll(keepingCapacity: true)
        mentionChannel.removeAll(keepingCapacity: true)
        mentions.removeAll(keepingCapacity: true)
    }

    /// Gives the rows read with `sideUsers` the batch's own ids, then every user of the batch
    /// its id in `pass` (interning the new ones): one lookup per distinct user of the batch.
    mutating func resolveUsers(into pass: inout UserInterner) {
        if sideUsers.count > 0 {
            sideMap.removeAll(keepingCapacity: true)
            users.map(sideUsers, into: &sideMap)
            sideMap.withUnsafeBufferPointer { map in
                for index in events.indices { events[index].user = map[Int(events[index].user)] }
                for index in participants.indices { participants[index].user = map[Int(participants[index].user)] }
                for index in mentions.indices { mentions[index].user = map[Int(mentions[index].user)] }
            }
        }
        global.removeAll(keepingCapacity: true)
        pass.map(users, into: &global)
    }

    /// Gives the participants' parents and the mentions' messages read on the second
    /// connection the numbers of the batch's own message keys (text and uuid keys only).
    mutating func resolveMessageKeys() {
        guard var keys, let side = sideMessages, !keys.keys.message.isInteger else { return }
        for index in participants.indices {
            participants[index].parentID = keys.messages.number(rehoming: participants[index].parentID, from: side)
        }
        for index in mentions.indices {
            mentions[index].messageID = keys.messages.number(rehoming: mentions[index].messageID, from: side)
        }
        self.keys = keys
    }

    /// A message id as outputs show it: the source's own key.
    func messageText(_ id: Int64) -> String? {
        guard let keys, !keys.keys.message.isInteger else { return nil }
        return keys.messages.text(of: id)
    }

    /// docs/rules.md#threads: a reply counts in its thread only when its parent is a message of
    /// its own channel; otherwise it is RS018's and counts in no thread. The batch holds every
    /// message of its channels, so the parent is looked up here: a countable reply whose parent
    /// is not among its channel's messages loses `countsInThread` and gets `foreignParent` (what
    /// `UnreadRules.SQL.parentInChannel` says on the server). As in `markParticipantParents`, the
    /// replies' parents go in a table first and each message is looked up there.
    mutating func markForeignParents(_ scratch: inout ParentScratch) {
        scratch.wanted.removeAll()
        for index in messages.indices where messages[index].countsInThread {
            if let parent = messages[index].parentID { scratch.wanted.set(parent, true) }
        }
        guard !scratch.wanted.isEmpty else { return }
        findWantedParents(&scratch)
        for index in messages.indices where messages[index].countsInThread {
            guard let parent = messages[index].parentID, scratch.found[parent] != messageChannel[index] else { continue }
            messages[index].countsInThread = false
            messages[index].foreignParent = true
        }
    }

    /// RS017 when the participants' read does not ask the server (`AuditQueries.participants(parentCheck: false)`):
    /// whether each participant row's parent is a message of its channel, looked up in the
    /// batch's messages (every message of its channels). The participants' parents go in a
    /// table first (`scratch.wanted`: a few thousand ids, which stay in the processor's cache),
    /// and each message is looked up there; only the parents found get their channel
    /// (`scratch.found`). A table of every message of the batch was 3.4 % of a benchmark-scale
    /// audit's samples. After `resolveMessageKeys`.
    mutating func markParticipantParents(_ scratch: inout ParentScratch) {
        guard !participants.isEmpty else { return }
        scratch.wanted.removeAll()
        for index in participants.indices { scratch.wanted.set(participants[index].parentID, true) }
        findWantedParents(&scratch)
        for index in participants.indices {
            participants[index].parentInChannel = scratch.found[participants[index].parentID] == participantChannel[index]
        }
    }

    /// The tables of `markForeignParents` and `markParticipantParents`, kept from batch to batch:
    /// the parents wanted, and those found among the batch's messages with their channel.
    struct ParentScratch: Sendable {
        var wanted = MessageIDTable<Bool>()
        var found = MessageIDTable<Int64>()
    }

    /// Each message of the batch whose id `scratch.wanted` holds, with its channel, into
    /// `scratch.found` (emptied first).
    private func findWantedParents(_ scratch: inout ParentScratch) {
        scratch.found.removeAll()
        for index in messages.indices where scratch.wanted.contains(messages[index].id) {
            scratch.found.set(messages[index].id, messageChannel[index])
        }
    }

    /// Puts rows read in no particular order into channel order (stable: the order within a
    /// channel stays the order read, which no check depends on). Rows of a table stored channel
    /// by channel arrive grouped already: then this is one pass that finds them sorted.
    /// A batch's channels are a narrow range of numbers (its ids, or positions on text keys), so
    /// this is a counting sort; a range much wider than the rows (ids far apart) takes a
    /// comparison sort of the positions instead. Either gives the same order.
    static func groupByChannel<Row>(_ channels: inout [Int64], _ rows: inout [Row]) {
        guard zip(channels, channels.dropFirst()).contains(where: { $0 > $1 }) else { return }
        let order = countingOrder(channels) ?? channels.indices.sorted { (channels[$0], $0) < (channels[$1], $1) }
        channels = order.map { channels[$0] }
        rows = order.map { rows[$0] }
    }

    /// The positions of `channels` in (channel, position) order by a counting sort; nil when
    /// the channels span more than about four numbers a row.
    static func countingOrder(_ channels: [Int64]) -> [Int]? {
        guard let low = channels.min(), let high = channels.max() else { return [] }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, span < Int64(channels.count) * 4 + 4_096 else { return nil }
        var starts = [Int](repeating: 0, count: Int(span) + 2)
        for channel in channels { starts[Int(channel - low) + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var order = [Int](repeating: 0, count: channels.count)
        for (position, channel) in channels.enumerated() {
            let slot = Int(channel - low)
            order[starts[slot]] = position
            starts[slot] += 1
        }
        return order
    }
}
