import Foundation
import Postgres
import ReadState
import Runtime

protocol Emptiable { init() }

/// Moves a value out of a property, leaving an empty one (the storage stays unique, so a row
/// loop that works on the local neither copies it nor checks exclusivity per row).
func moveOut<T: Emptiable>(_ value: inout T) -> T {
    let taken = value
    value = T()
    return taken
}

/// `moveOut` for a value with no empty state of its own: `empty` takes its place.
func moveOut<T>(_ value: inout T, leaving empty: T) -> T {
    var taken = empty
    swap(&taken, &value)
    return taken
}
extension UserInterner: Emptiable {}
extension UserTotals: Emptiable {}
extension DriftReport: Emptiable {}
extension ChannelTimelines: Emptiable {}
extension KeyedTimelines: Emptiable {}
extension UnreadBreakdown: Emptiable {}

/// The state of one recompute: interned users, mutes, totals, the current batch.
final class RecomputePass {
    typealias ChannelType = RecomputeChannelType
    typealias BatchChannel = RecomputeBatchChannel

    let connection: Connection
    let scope: RecomputeScope
    let channelsPerBatch: Int
    let progress: TerminalProgress?

    var types: [ChannelType] = []
    var users = UserInterner()
    var mutes = MuteList()
    var totals = UserTotals()
    /// The counting pass (docs/contributing.md#the-counting-pass): the batch's timelines — the
    /// countable messages, root messages (`MessageReading.roots`), thread replies (side reader)
    /// and mentions (main connection) — and the rules that count from them. Set up once the
    /// mutes and the addressed messages are read (`prepareCounting`).
    var counting = CountingPass(mutes: MuteList())
    /// What is read of the source's messages (docs/mappings.md#speed).
    var reading = MessageReading.reference
    var report = DriftReport()
    var breakdown = UnreadBreakdown()
    /// docs/mappings.md#capabilities: a counter not compared reads as its recomputed value.
    var compared = ComparedCounters.all
    /// docs/mappings.md#keys: the source's key types, and the current batch's keys when they are text or uuid.
    var keys = ContractKeys.reference
    var batchKeys: BatchKeys?
    /// The batch's thread participants, read before its members (`BatchParticipants`).
    var participants = BatchParticipants()
    /// A scan's mentions joined to its message records (`MentionJoin`); nil: the server joins them.
    var mentionJoin: MentionJoin?

    /// Where drifted counters go (in channel, then user / thread order within a kind).
    /// Called for each drifted member and participant counter, whatever its kind (`StoredCounter`);
    /// the drift is handed over (`consuming`), not copied.
    struct Callbacks {
        let drifted: (consuming CounterDrift) throws -> Void
    }

    init(connection: Connection, scope: RecomputeScope, channelsPerBatch: Int, progress: TerminalProgress?) {
        self.connection = connection
        self.scope = scope
        self.channelsPerBatch = channelsPerBatch
        self.progress = progress
    }

    func readChannelTypes() throws {
        types = try ChannelTypeCatalog.read(connection).map {
            ChannelType(name: $0.name, utf8: Array($0.name.utf8), readEvents: $0.readEvents)
        }
        let known = Set(types.map(\.name))
        let unknown = scope.channelTypes.filter { !known.contains($0) }
        if !unknown.isEmpty {
            let list = known.sorted().joined(separator: ", ")
            throw JobError.invalidInput("unknown channel type \(unknown.map { "'\($0)'" }.joined(separator: ", ")) for --channel-type (known: \(list.isEmpty ? "none" : list))")
        }
        try setScope()
    }

    /// Reads the mutes and, when the source has them, the addressed messages, and sets up the
    /// counting pass with them.
    func prepareCounting() throws {
        mutes = try MuteList.read(connection, users: &users)
        let addressed = reading.addressed ? try AddressedMessages.read(connection, users: &users) : AddressedMessages()
        counting = CountingPass(mutes: mutes, addressed: addressed)
    }

    /// With a type scope, the other types' counters stay as stored; the totals take them so.
    /// An incremental nightly reads them only for the users whose totals it checks.
    func readOutOfScopeCounters() throws {
        let touched = scope.named != nil
        try JobError.during(touched ? "reading the other counters of the users the feeds touched" : "reading the counters outside --channel-type") {
            let listed = touched ? try TouchedUsers.read(connection, channelKey: keys.channel) : nil
            try connection.copyOut(listed.map(RecomputeQueries.touchedStored) ?? RecomputeQueries.outOfScopeStored) { row in
                let user = users.intern(row.bytes(0))
                totals.add(user: user, unread: Int(row.int64(notNull: 1)), membershipMuted: false)
                totals.add(user: user, mentions: Int(row.int64(notNull: 2)), membershipMuted: false)
                // The touched users' statement counts each membership's unread threads as well.
                if listed != nil {
                    for _ in 0..<row.int64(notNull: 3) { totals.add(user: user, unreadReplies: 1, membershipMuted: false) }
                }
            }
            guard listed == nil else { return }
            try connection.copyOut(RecomputeQueries.outOfScopeThreads) { row in
                totals.add(user: users.intern(row.bytes(0)), unreadReplies: 1, membershipMuted: false)
            }
        }
    }

    func readChannelBatches(_ callbacks: Callbacks) throws {
        // docs/benchmark.md#the-reading-layer: a run over every channel in scope reads each
        // relation once, sequentially; a ticket's few channels are read by key.
        if !scope.readsByKey { return try readScannedBatches(scan(), callbacks) }
        let reader = MessageBatchReader(main: connection, scope: scope, types: types, keys: keys, reading: reading)
        defer { reader.close() }
        var limit = channelsPerBatch
        var after = Int64.min
        try reader.start(after: after, limit: limit)
        while true {
            try Interruption.shared.check()
            let channels = try JobError.during("reading channels and messages") {
                try reader.take(into: &counting, keys: &batchKeys)
            }
            types = reader.types
            guard let last = channels.last?.id else { break }
            // The next batch's channels and messages stream on the side while this batch's
            // members stream here.
            limit = Self.nextLimit(limit, messages: counting.channels.messageCount + counting.replies.messageCount, maximum: channelsPerBatch)
            try reader.start(after: last, limit: limit)
            reader.resolve(&counting, users: &users)
            let range = batchKeys.map { "\($0.channels.texts.first ?? "")…\($0.channels.texts.last ?? "")" } ?? "\(channels[0].id)…\(last)"
            try JobError.during("reading channels \(range)") {
                try readMembers(channels, after: after, last: last, callbacks)
            }
            progress?.advance(by: channels.count)
            after = last
        }
        counting.removeBatch()
    }

    /// The ranges of pages the reference schema's messages are read in, each on a connection of
    /// its own (docs/benchmark.md#the-reading-layer, "The messages in two page ranges"): the scan
    /// has three, and the third reads the members meanwhile.
    static let messageParts = 2

    /// The run's channels, and each relation the recompute reads spilled by channel group (`ChannelScan`).
    func scan() throws -> MessageBatchReader.Scanned {
        var channels = ScannedChannelList()
        var types = self.types
        let list = try ScanChannels.read(connection, RecomputeQueries.channelList, keyed: !keys.channel.isInteger) { row, number in
            let type = MessageBatchReader.typeIndex(row.bytes(2), in: &types)
            channels.append(id: number, type: type, cid: row.bytes(1), team: row.string(3)) // a NULL cid reads as empty
            return types[type].readEvents
        }
        channels.seal()
        self.types = types
        let all = RecomputeQueries.Selection.everything
        // The costliest reads first (`ChannelScan` hands them to its connections in this order).
        var reads: [ChannelScan.Read] = []
        // docs/benchmark.md#the-reading-layer, "Mentions joined by the client": on integer keys
        // the message records carry their ids and the mentions are read alone.
        let joinsMentions = !reading.readsMappedMessages && reading.mentions && keys.channel.isInteger && keys.message.isInteger
        let records = MessageRecords(roots: reading.roots, ids: joinsMentions)
        if reading.readsMappedMessages {
            reads.append(ChannelScan.Read(relation: .mappedMessages, sql: RecomputeQueries.mappedMessages(all), countedOnly: true, sizesBatches: true))
        } else if reading.replies {
            // The reference schema (docs/benchmark.md#the-reading-layer): the replies come with
            // the messages ("Replies in the messages' read"), and the table is read in two
            // ranges of its pages at once ("The messages in two page ranges"; not on Citus,
            // whose coordinator holds no rows).
            let pages = reading.citus ? 0 : try PageRanges.pages(of: "messages", on: connection)
            reads += PageRanges(pages: pages, parts: Self.messageParts).reads { range in
                ChannelScan.Read(relation: .messages, sql: RecomputeQueries.messagesWithReplies(all, roots: reading.roots, ids: joinsMentions, pages: range),
                                 countedOnly: true, sizesBatches: true, records: records, givesReplies: true)
            }
        } else {
            reads.append(ChannelScan.Read(relation: .messages, sql: RecomputeQueries.messages(all, ordered: false, roots: reading.roots, ids: joinsMentions),
                                          countedOnly: true, sizesBatches: true, records: records))
        }
        reads.append(ChannelScan.Read(relation: .members, sql: RecomputeQueries.members(all, roots: reading.roots, rowVersion: reading.rowVersion, ordered: false)))
        if reading.replies, reading.ordered {
            reads.append(ChannelScan.Read(relation: .threadsWithoutParent, sql: RecomputeQueries.threadsWithoutParent(all, citus: reading.citus),
                                          countedOnly: true))
        }
        reads.append(ChannelScan.Read(relation: .mentions, sql: joinsMentions ? RecomputeQueries.mentionRows(all) : RecomputeQueries.mentions(all, ordered: false)))
        if reading.replies {
            reads.append(ChannelScan.Read(relation: .participants, sql: RecomputeQueries.participants(all)))
        }
        let scan = try JobError.during("reading the channels' rows") {
            try ChannelScan(channels: list, reads: reads, main: connection, rowsPerBatch: UnreadRecomputation.messagesPerBatch,
                            channelsPerBatch: channelsPerBatch)
        }
        // The scan's senders, numbered once as the pass numbers its users.
        let senders = scan.takeSenders(.messages).map { scanned in
            var numbers: [Int32] = []
            users.map(scanned, into: &numbers)
            return numbers
        }
        mentionJoin = joinsMentions ? MentionJoin(records: records, senders: senders ?? [], channels: channels) : nil
        return MessageBatchReader.Scanned(scan: scan, channels: channels, senders: senders, records: records)
    }

    /// The batches of a scanned run: the next batch's messages are taken from the spills on the
    /// side while this batch's members are counted here.
    func readScannedBatches(_ scanned: MessageBatchReader.Scanned, _ callbacks: Callbacks) throws {
        let batches = scanned.scan.batches.count
        defer { counting.removeBatch() }
        guard batches > 0 else { return }
        let reader = MessageBatchReader(main: connection, scope: scope, types: types, keys: keys, reading: reading, scanned: scanned)
        defer { reader.close() }
        try reader.start(batch: 0)
        var members: [UInt8] = []
        for index in 0..<batches {
            try Interruption.shared.check()
            let channels = try JobError.during("reading channels and messages") {
                try reader.take(into: &counting, keys: &batchKeys)
            }
            reader.takeMembers(&members)
            types = reader.types
            if index + 1 < batches { try reader.start(batch: index + 1) }
            reader.resolve(&counting, users: &users)
            let rows = BatchRows(connection: connection, scan: scanned.scan, batch: index, sortedMembers: members)
            let range = batchKeys.map { "\($0.channels.texts.first ?? "")…\($0.channels.texts.last ?? "")" } ?? "\(channels[0].id)…\(channels[channels.count - 1].id)"
            try JobError.during("reading channels \(range)") {
                try readMembers(channels, rows: rows, selection: .everything, callbacks)
            }
            progress?.advance(by: channels.count)
        }
    }

    /// Busy channels make big batches: aim at `messagesPerBatch` messages by shrinking the next
    /// batch's channel count (neighbouring ids tend to be alike), and grow back when quiet.
    static func nextLimit(_ limit: Int, messages: Int, maximum: Int) -> Int {
        let target = UnreadRecomputation.messagesPerBatch
        if messages > target { return max(1, limit * target / messages) }
        if messages < target / 2 { return min(maximum, limit * 2) }
        return limit
    }

    /// A ticket's batch (docs/commands.md#a-run-scoped-to-one-ticket): its members, mentions and
    /// participants selected on the server by the batch's channels.
    func readMembers(_ channels: [BatchChannel], after: Int64, last: Int64, _ callbacks: Callbacks) throws {
        let selection = (scope.isAll ? RecomputeQueries.Selection.range : .listed).keyed(keys.channel)
        if !keys.channel.isInteger, let batchKeys {
            try connection.setLocal(batchKeys.channels.settings())
        } else {
            try connection.setLocal([
                "unreadctl.after": String(after), "unreadctl.last": String(last),
                "unreadctl.channels": MessageBatchReader.arrayLiteral(channels.map(\.id)),
            ])
        }
        try readMembers(channels, rows: BatchRows(connection: connection, scan: nil, batch: nil), selection: selection, callbacks)
    }

    /// Counts the batch's current members (`rows` gives them, and the batch's mentions and
    /// participants) against its timelines.
    func readMembers(_ channels: [BatchChannel], rows: BatchRows, selection: RecomputeQueries.Selection, _ callbacks: Callbacks) throws {
        try readMentions(rows, selection)
        try readParticipants(rows, selection)
        var participants = moveOut(&self.participants, leaving: BatchParticipants())
        defer { self.participants = participants }
        var tallies = [DriftReport.Tally](repeating: DriftReport.Tally(), count: channels.count)
        let groups = channels.map { self.breakdown.groups(type: types[$0.type].name, team: $0.team) }
        var hasUnread = [Bool](repeating: false, count: channels.count)
        let counting = self.counting
        let countsRoots = reading.roots
        let rowVersionColumn = reading.rowVersion != .none ? (countsRoots ? 8 : 7) : nil
        let readEvents = channels.map { types[$0.type].readEvents }
        var users = moveOut(&self.users), totals = moveOut(&self.totals), report = moveOut(&self.report)
        var breakdown = moveOut(&self.breakdown)
        defer { self.users = users; self.totals = totals; self.report = report; self.breakdown = breakdown }
        var position = -1
        var channel: CountingPass.Channel?
        /// The channel's key as text, made once per channel (a drift carries it; the batch's keys are not copied per row).
        var channelKey: String?
        let compareMentions = compared.memberMentions
        var batchKeys = self.batchKeys
        let scope = self.scope
        try rows.copyOut(.members, RecomputeQueries.members(selection, roots: countsRoots, rowVersion: reading.rowVersion), sorted: true) { row in
            guard let id = batchKeys.channelNumber(row, 0) else { return }
            if id != channel?.id || position < 0 {
                guard let found = Self.position(of: id, in: channels) else { return }
                position = found
                channelKey = batchKeys?.channelText(id)
                channel = counting.channel(id, readEvents: readEvents[position], roots: countsRoots) { channelKey ?? String(id) }
            }
            let joinedAt = row.timestampMicros(notNull: 2)
            let lastReadAt = row.timestampMicros(3)
            let stored = Int(row.int64(notNull: 5))
            participants.member(channel: id, user: row.bytes(1), muted: row.bool(notNull: 4), joinedAt: joinedAt)
            // This member's drift of one counter (only drifted rows build one).
            func drift(_ counter: MemberCounter, stored: Int, recomputed: Int) -> MemberDrift {
                let channel = channels[position]
                var drift = MemberDrift(
                    channelID: id, channelCID: channel.cid, channelType: types[channel.type].name,
                    userID: String(decoding: row.bytes(1), as: UTF8.self), stored: stored, recomputed: recomputed,
                    joinedAt: joinedAt, lastReadAt: lastReadAt)
                drift.channelKey = channelKey
                drift.counter = counter
                if let rowVersionColumn, !row.isNull(rowVersionColumn) {
                    drift.rowVersion = String(decoding: row.bytes(rowVersionColumn), as: UTF8.self)
                }
                return drift
            }
            // The user is interned only when a message came after the horizon (most members
            // have read everything): a count of 0 adds nothing to the user's totals.
            let counts = counting.count(member: lastReadAt, joinedAt: joinedAt, in: channel!,
                                        user: { users.intern(row.bytes(1)) },
                                        addressee: { String(decoding: row.bytes(1), as: UTF8.self) })
            let recomputed = counts.unread
            if recomputed > 0 {
                let muted = row.bool(notNull: 4)
                counts.add(to: &totals, muted: muted)
                if !muted {
                    breakdown.addMembership(groups[position], user: counts.user, unread: recomputed, mentions: counts.mentions)
                    hasUnread[position] = true
                }
            }
            // docs/commands.md#a-run-scoped-to-one-ticket: every member adds to the totals, only those in scope are checked.
            guard scope.covers(channel: channelKey ?? String(id), user: String(decoding: row.bytes(1), as: UTF8.self)) else { return }
            let storedMentions = compareMentions ? Int(row.int64(notNull: 6)) : counts.mentions
            if countsRoots {
                // docs/mappings.md#root-counters: the same rule over the root messages only.
                let storedRoots = Int(row.int64(notNull: 7))
                report.roots?.add(stored: storedRoots, recomputed: counts.roots)
                if storedRoots != counts.roots {
                    try callbacks.drifted(.member(drift(.unreadRootCount, stored: storedRoots, recomputed: counts.roots)))
                }
            }
            report.recordMember(stored: stored, recomputed: recomputed)
            report.mentions.add(stored: storedMentions, recomputed: counts.mentions)
            tallies[position].add(stored: stored, recomputed: recomputed)
            if stored != recomputed { try callbacks.drifted(.member(drift(.unreadCount, stored: stored, recomputed: recomputed))) }
            if storedMentions != counts.mentions {
                try callbacks.drifted(.member(drift(.unreadMentions, stored: storedMentions, recomputed: counts.mentions)))
            }
        }
        try countParticipants(participants, channels, readEvents: readEvents, groups: groups, hasUnread: &hasUnread,
                              users: &users, totals: &totals, report: &report, breakdown: &breakdown, callbacks)
        for (index, channel) in channels.enumerated() {
            report.recordChannel(DriftReport.ChannelDrift(cid: channel.cid, type: types[channel.type].name, members: tallies[index]))
            breakdown.finishChannel(groups[index], hasUnread: hasUnread[index])
        }
    }

    /// The batch's mentions of countable messages, keyed by (channel, mentioned user).
    func readMentions(_ rows: BatchRows, _ selection: RecomputeQueries.Selection) throws {
        var mentions = moveOut(&self.counting.mentions), users = moveOut(&self.users)
        defer { self.counting.mentions = mentions; self.users = users }
        mentions.removeAll()
        if let mentionJoin, let scan = rows.scan, let batch = rows.batch {
            try mentionJoin.join(batch: batch, of: scan, users: &users, into: &mentions)
            mentions.seal()
            return
        }
        var channel = Int64.min, key: Int64 = -1
        var mentioned: [UInt8] = []
        var batchKeys = self.batchKeys
        try rows.copyOut(.mentions, RecomputeQueries.mentions(selection)) { row in
            guard let id = batchKeys.channelNumber(row, 0) else { return }
            let createdAt = row.timestampMicros(notNull: 3)
            // Rows from the server come grouped by (channel, user): the mentioned user is interned once per run of them.
            if id != channel || !mentioned.elementsEqual(row.bytes(1)) {
                channel = id
                mentioned = Array(row.bytes(1))
                key = Int64(users.intern(row.bytes(1)))
            }
            mentions.append(channel: id, key: key, sender: users.intern(row.bytes(2)), createdAt: createdAt)
        }
        mentions.seal()
    }

    /// The batch's thread participant rows (docs/rules.md#threads), kept for `countParticipants`.
    func readParticipants(_ rows: BatchRows, _ selection: RecomputeQueries.Selection) throws {
        var participants = moveOut(&self.participants, leaving: BatchParticipants())
        defer { self.participants = participants }
        participants.removeAll()
        guard reading.replies else { return }
        var batchKeys = self.batchKeys
        defer { self.batchKeys = batchKeys }
        let textParents = batchKeys.map { !$0.keys.message.isInteger } ?? false
        try rows.copyOut(.participants, RecomputeQueries.participants(selection)) { row in
            guard let id = batchKeys.channelNumber(row, 0) else { return }
            let parent = batchKeys.existingMessageNumber(row, 1)
            participants.append(channel: id, parent: parent, user: row.bytes(2), joinedAt: row.timestampMicros(notNull: 3),
                                lastReadAt: row.timestampMicros(4), stored: Int(row.int64(notNull: 5)),
                                parentKey: textParents ? batchKeys!.keys.message.text(row.bytes(1)) : nil)
        }
    }

    /// docs/rules.md#threads: the batch's participants whose user is a current member (the
    /// members' pass found them), each counted against its thread's replies; unread threads
    /// into the totals and breakdowns.
    func countParticipants(
        _ participants: BatchParticipants, _ channels: [BatchChannel], readEvents: [Bool],
        groups: [UnreadBreakdown.Groups], hasUnread: inout [Bool], users: inout UserInterner, totals: inout UserTotals,
        report: inout DriftReport, breakdown: inout UnreadBreakdown, _ callbacks: Callbacks
    ) throws {
        let counting = self.counting
        var position = -1
        var channel: CountingPass.Channel?
        // Rows come in no particular order; drifted ones are reported in (channel, parent, user) order.
        var drifted: [ThreadDrift] = []
        let compareThreads = compared.threadReplies
        let batchKeys = self.batchKeys
        for participant in participants.rows {
            guard let membership = participants.membership(of: participant) else { continue }
            let id = participant.channel
            if id != channel?.id || position < 0 {
                guard let found = Self.position(of: id, in: channels) else { continue }
                position = found
                channel = counting.channel(id, readEvents: readEvents[position]) { batchKeys.channelKeyText(id) }
            }
            var user: Int32 = -1
            let recomputed = counting.countReplies(participant: participant.lastReadAt, joinedAt: participant.joinedAt,
                                                   parent: participant.parent, in: channel!) {
                user = participants.withUser(of: participant) { users.intern($0) }
                return user
            }
            let stored = compareThreads ? participant.stored : recomputed
            if recomputed > 0, !membership.muted {
                totals.add(user: user, unreadReplies: recomputed, membershipMuted: false)
                breakdown.addThread(groups[position], user: user)
                hasUnread[position] = true
            }
            let userID = participants.withUser(of: participant) { String(decoding: $0, as: UTF8.self) }
            guard scope.covers(channel: batchKeys.channelKeyText(id), user: userID) else { continue }
            report.threads.add(stored: stored, recomputed: recomputed)
            if stored != recomputed {
                var drift = ThreadDrift(
                    channelID: id, channelCID: channels[position].cid, parentID: participant.parent,
                    userID: userID, stored: stored, recomputed: recomputed,
                    joinedAt: participant.joinedAt, lastReadAt: participant.lastReadAt, memberJoinedAt: membership.joinedAt)
                if let keys = batchKeys {
                    drift.channelKey = keys.channelText(id)
                    drift.parentKey = participant.parentKey
                }
                drifted.append(drift)
            }
        }
        drifted.sort {
            ($0.channelID, $0.parentID) != ($1.channelID, $1.parentID)
                ? ($0.channelID, $0.parentID) < ($1.channelID, $1.parentID)
                : $0.userID.utf8.lexicographicallyPrecedes($1.userID.utf8)
        }
        for drift in drifted { try callbacks.drifted(.thread(drift)) }
    }

    func readUsers(_ onUserDrift: (UserDrift) throws -> Void) throws {
        try Interruption.shared.check()
        var users = moveOut(&self.users), report = moveOut(&self.report)
        defer { self.users = users; self.report = report }
        let totals = self.totals, compared = self.compared, scope = self.scope
        try JobError.during("reading users") {
            try connection.copyOut(scope.named != nil ? RecomputeQueries.touchedUsersTotals(keys.channel) : RecomputeQueries.users) { row in
                guard scope.checksTotals(of: String(decoding: row.bytes(0), as: UTF8.self)) else { return }
                let user = users.intern(row.bytes(0))
                let (total, channels) = totals.totals(of: user)
                let (threads, mentions) = totals.threadsAndMentions(of: user)
                let counters = UserCounters(
                    storedTotal: compared.userTotals ? Int(row.int64(notNull: 1)) : total, recomputedTotal: total,
                    storedChannels: compared.userTotals ? Int(row.int64(notNull: 2)) : channels, recomputedChannels: channels,
                    storedThreads: compared.userThreads ? Int(row.int64(notNull: 3)) : threads, recomputedThreads: threads,
                    storedMentions: compared.userMentions ? Int(row.int64(notNull: 4)) : mentions, recomputedMentions: mentions)
                report.recordUser(counters)
                if counters.drifted {
                    try onUserDrift(UserDrift(userID: String(decoding: row.bytes(0), as: UTF8.self), counters))
                }
            }
        }
    }

    // MARK: - helpers

    func setScope() throws {
        try connection.setLocal(["unreadctl.types": scope.setting])
        try connection.setLocal(scope.ticketSettings)
        if scope.readsByKey { try connection.setLocal(KeyedReads.settings) }
    }

    static func position(of id: Int64, in channels: [BatchChannel]) -> Int? {
        var low = 0, high = channels.count
        while low < high {
            let mid = (low + high) / 2
            if channels[mid].id < id { low = mid + 1 } else { high = mid }
        }
        return low < channels.count && channels[low].id == id ? low : nil
    }

}
