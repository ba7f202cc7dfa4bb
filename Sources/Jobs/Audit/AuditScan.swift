import Postgres
import ReadState

/// The audit's passes over the data, shared by every check: inside one snapshot, channels are
/// read in batches of consecutive ids, and for each batch `channel_members`, `messages` and
/// `receipt_events` are each streamed once (binary COPY, through their `channel_id` indexes;
/// members and messages in channel order, events grouped by channel after reading) into flat
/// buffers — the events on a second connection in the same snapshot, in parallel with the
/// other two (`AuditEventReader`). Each channel of the batch then goes through the
/// per-channel checks (`ChannelAuditor`) and through the recompute's own unread computation
/// (`ChannelTimelines` + `MemberUnreadCounter` + `UserTotals`, fed from the same rows) for
/// RS005; after the last batch one pass over `users` gives RS006 and RS007 on users.
///
/// Memory: one batch of rows (the batch shrinks when its channels are busy; the first is small,
/// so a dense start cannot make it big), the mutes, and about 50 bytes a user (interned ids,
/// totals). Nothing is kept per message beyond its batch (README.md#benchmark).
final class AuditScan {
    struct Stats: Sendable, Codable, Equatable {
        var batches = 0
        var channels = 0
        var members = 0
        var messages = 0
        var events = 0
        var users = 0
        /// Whether the events were read on a second connection, beside the other tables.
        var parallelEvents = false
    }

    struct BatchChannel {
        let id: Int64
        let cid: String
        let rules: ChannelTypeRules?
    }

    static let defaultChannelsPerBatch = 5_000
    /// The first batch's channels: batches grow from here while they stay under `rowsPerBatch`.
    static let firstChannelsPerBatch = 256
    /// A batch aims at no more than this many members + messages + events: two batches are in
    /// memory at once (one checked, the next one's events streaming), a row is 40–100 bytes.
    static let rowsPerBatch = 250_000

    let connection: Connection
    let checks: AuditCheckSet
    let futureLimit: Microseconds
    let channelsPerBatch: Int
    let progress: TerminalProgress?
    /// Read the events on a second connection when the snapshot can be shared.
    let parallel: Bool
    private(set) var stats = Stats()

    private var types: [(utf8: [UInt8], rules: ChannelTypeRules)] = []
    private var users = UserInterner()
    private var mutes = MuteList()
    private var totals = UserTotals()
    private var timelines = ChannelTimelines()
    /// docs/rules.md#threads: the batch's countable replies by (channel, parent),
    /// and its mentions of countable messages by (channel, user), as the recompute keys them.
    private var replies = KeyedTimelines()
    private var mentionTimelines = KeyedTimelines()
    private var auditor: ChannelAuditor

    // One batch, each table's rows in channel order, with the channel id beside each row.
    private var channels: [BatchChannel] = []
    /// The next batch's channels, read before this batch is checked.
    private var upcoming: [BatchChannel] = []
    private var memberChannel: [Int64] = []
    private var members: [AuditMember] = []
    private var memberRecall: [UserInterner.Recall] = []
    private var messageChannel: [Int64] = []
    private var messages: [AuditMessage] = []
    private var eventChannel: [Int64] = []
    private var events: [AuditEvent] = []
    private var eventReader: AuditEventReader?
    private var participantChannel: [Int64] = []
    private var participants: [AuditParticipant] = []
    private var mentionChannel: [Int64] = []
    private var mentions: [AuditMention] = []

    /// Which tables the selected checks need.
    private var needsMessages: Bool {
        [.rs001, .rs004, .rs005, .rs006, .rs012, .rs013, .rs014, .rs015, .rs016].contains(where: checks.contains)
    }
    private var needsEvents: Bool { [.rs002, .rs008, .rs009, .rs010, .rs011].contains(where: checks.contains) }
    private var needsRecompute: Bool { [.rs005, .rs006, .rs012, .rs013, .rs014].contains(where: checks.contains) }
    private var needsUsers: Bool { [.rs006, .rs007, .rs014].contains(where: checks.contains) }
    private var needsParticipants: Bool { [.rs007, .rs011, .rs012, .rs014, .rs015].contains(where: checks.contains) }
    private var needsMentions: Bool { [.rs013, .rs014, .rs016].contains(where: checks.contains) }

    init(connection: Connection, checks: AuditCheckSet, futureLimit: Microseconds,
         channelsPerBatch: Int = defaultChannelsPerBatch, parallel: Bool = true, progress: TerminalProgress? = nil) {
        precondition(channelsPerBatch > 0, "channelsPerBatch must be positive")
        self.connection = connection
        self.checks = checks
        self.futureLimit = futureLimit
        self.channelsPerBatch = channelsPerBatch
        self.progress = progress
        self.parallel = parallel
        auditor = ChannelAuditor(checks: checks, futureLimit: futureLimit)
    }

    /// Runs every pass; `onFindings` receives each batch's findings (channel order), then the
    /// users' (user id order). An error it throws stops the scan.
    func run(_ onFindings: ([AuditFinding]) throws -> Void) throws {
        try Snapshot.require(connection, for: "the audit")
        types = try ChannelTypeCatalog.read(connection).map { (Array($0.name.utf8), $0) }
        if needsRecompute { try readMutes() }
        // The events stream beside the members and messages, on a second connection.
        eventReader = needsEvents && parallel ? AuditEventReader.open(sharingSnapshotOf: connection) : nil
        // Events may be in flight on the reader's thread at any way out: wait, then close.
        defer { try? eventReader?.wait(); eventReader?.close() }
        stats.parallelEvents = eventReader != nil
        var limit = min(channelsPerBatch, Self.firstChannelsPerBatch)
        var findings: [AuditFinding] = []
        try readChannels(after: .min, limit: limit, into: &channels)
        var batch = Self.range(after: .min, channels: channels)
        eventReader?.start(from: batch.from, to: batch.to)
        while true {
            try Interruption.shared.check()
            try JobError.during("reading channels \(batch.from == .min ? "…" : String(batch.from))–\(batch.to == .max ? "…" : String(batch.to))") {
                try readBatch(from: batch.from, to: batch.to)
            }
            let finished = channels.isEmpty || batch.to == .max
            // The next batch's events start streaming now, while this one is checked: the
            // reader fills its own buffers, and the events are the longest read of a batch.
            var next = batch
            if !finished {
                limit = nextLimit(limit)
                try readChannels(after: batch.to, limit: limit, into: &upcoming)
                next = Self.range(after: batch.to, channels: upcoming)
                eventReader?.start(from: next.from, to: next.to)
            }
            findings.removeAll(keepingCapacity: true)
            auditBatch(into: &findings)
            if !findings.isEmpty { try onFindings(findings) }
            stats.batches += 1
            progress?.advance(by: channels.count)
            if finished { break }
            swap(&channels, &upcoming)
            batch = next
        }
        releaseBatch()
        if needsUsers {
            findings.removeAll()
            try readUsers(into: &findings)
            if !findings.isEmpty { try onFindings(findings) }
        }
        progress?.finish()
    }

    // MARK: - reading

    private func readMutes() throws {
        try JobError.during("reading user_mutes") {
            try connection.copyOut(AuditQueries.mutes) { row in
                let user = users.intern(row.bytes(0))
                mutes.add(user: user, muted: users.intern(row.bytes(1)))
            }
        }
        mutes.seal()
    }

    /// The channel ids a batch covers: from just after the previous batch to its last channel.
    /// The last batch runs to the largest bigint: rows of channels beyond the last `channels`
    /// row (or of none at all) are audited too.
    private static func range(after: Int64, channels: [BatchChannel]) -> (from: Int64, to: Int64) {
        (after == .min ? Int64.min : after + 1, channels.last?.id ?? .max)
    }

    private func readChannels(after: Int64, limit: Int, into channels: inout [BatchChannel]) throws {
        channels.removeAll(keepingCapacity: true)
        try JobError.during("reading channels") {
            try setting(["unreadctl.after": String(after), "unreadctl.limit": String(limit)])
            try connection.copyOut(AuditQueries.channelBatch) { row in
                let id = row.int64(notNull: 0)
                channels.append(BatchChannel(id: id, cid: row.string(1) ?? "", rules: rules(row.bytes(2), isNull: row.isNull(2))))
            }
        }
    }

    /// The batch's members and messages; its events, already streaming on the reader (or
    /// read here after them without one).
    private func readBatch(from: Int64, to: Int64) throws {
        try setting(["unreadctl.from": String(from), "unreadctl.to": String(to)])
        try readMembersAndMessages()
        if let eventReader {
            try eventReader.wait()
            eventReader.take(channels: &eventChannel, into: &events, users: &users)
        } else {
            eventChannel.removeAll(keepingCapacity: true)
            events.removeAll(keepingCapacity: true)
            if needsEvents {
                try connection.copyOut(AuditQueries.events) { row in
                    guard let event = AuditEventReader.event(row, users: &users) else { return }
                    eventChannel.append(row.int64(notNull: 0))
                    events.append(event)
                }
                AuditEventReader.groupByChannel(channels: &eventChannel, events: &events)
            }
        }
        stats.events += events.count
    }

    private func readMembersAndMessages() throws {
        memberChannel.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        memberRecall.removeAll(keepingCapacity: true)
        try connection.copyOut(AuditQueries.members) { row in
            let channel = row.int64(notNull: 0)
            memberChannel.append(channel)
            let user = users.internRecallable(row.bytes(1))
            memberRecall.append(user)
            members.append(AuditMember(
                user: user.id, joinedAt: row.timestampMicros(notNull: 2), muted: row.bool(notNull: 3),
                lastReadAt: row.timestampMicros(4), lastReadMessageID: row.int64(5), unreadCount: row.int64(notNull: 6),
                lastDeliveredAt: row.timestampMicros(7), lastDeliveredMessageID: row.int64(8), leftAt: row.timestampMicros(9),
                unreadMentions: row.int64(notNull: 10)))
        }
        stats.members += members.count

        messageChannel.removeAll(keepingCapacity: true)
        messages.removeAll(keepingCapacity: true)
        if needsMessages {
            // Senders are mostly the channel's members, interned a moment ago but long gone from
            // the interner's recent table: recall them when the channel's messages begin.
            var recalled = Int64.min, m = 0
            try connection.copyOut(AuditQueries.messages) { row in
                let channel = row.int64(notNull: 0), id = row.int64(notNull: 1), createdAt = row.timestampMicros(notNull: 3)
                if channel != recalled {
                    recalled = channel
                    while m < memberChannel.count && memberChannel[m] < channel { m += 1 }
                    while m < memberChannel.count && memberChannel[m] == channel { users.recall(memberRecall[m]); m += 1 }
                }
                messageChannel.append(channel)
                messages.append(AuditMessage(id: id, sender: users.intern(row.bytes(2)), createdAt: createdAt, counts: row.bool(notNull: 4),
                                             parentID: row.int64(5), countsInThread: row.bool(notNull: 6)))
            }
        }
        stats.messages += messages.count
        try readParticipantsAndMentions()
    }

    /// The batch's thread participants and mentions (docs/rules.md#threads).
    private func readParticipantsAndMentions() throws {
        participantChannel.removeAll(keepingCapacity: true)
        participants.removeAll(keepingCapacity: true)
        if needsParticipants {
            try connection.copyOut(AuditQueries.participants) { row in
                let channel = row.int64(notNull: 0), parent = row.int64(notNull: 1)
                participantChannel.append(channel)
                participants.append(AuditParticipant(
                    parentID: parent, user: users.intern(row.bytes(2)), joinedAt: row.timestampMicros(notNull: 3),
                    lastReadAt: row.timestampMicros(4), unreadReplies: row.int64(notNull: 5)))
            }
        }
        mentionChannel.removeAll(keepingCapacity: true)
        mentions.removeAll(keepingCapacity: true)
        if needsMentions {
            try connection.copyOut(AuditQueries.mentions) { row in
                let channel = row.int64(notNull: 0), message = row.int64(notNull: 1)
                mentionChannel.append(channel)
                mentions.append(AuditMention(messageID: message, user: users.intern(row.bytes(2))))
            }
        }
        Self.groupByChannel(&participantChannel, &participants)
        Self.groupByChannel(&mentionChannel, &mentions)
    }

    /// Puts rows read in no particular order into channel order (stable: the order within a
    /// channel stays the order read, which no check depends on).
    private static func groupByChannel<Row>(_ channels: inout [Int64], _ rows: inout [Row]) {
        guard zip(channels, channels.dropFirst()).contains(where: { $0 > $1 }) else { return }
        let order = channels.indices.sorted { (channels[$0], $0) < (channels[$1], $1) }
        channels = order.map { channels[$0] }
        rows = order.map { rows[$0] }
    }

    private func readUsers(into findings: inout [AuditFinding]) throws {
        try Interruption.shared.check()
        try JobError.during("reading users") {
            try connection.copyOut(AuditQueries.users) { row in
                stats.users += 1
                let storedTotal = row.int64(notNull: 1)
                let storedChannels = row.int64(notNull: 2)
                let storedThreads = row.int64(notNull: 3)
                let storedMentions = row.int64(notNull: 4)
                if checks.contains(.rs006) {
                    let (total, channels) = totals.totals(of: users.intern(row.bytes(0)))
                    if let finding = CounterChecks.userDrift(
                        userID: String(decoding: row.bytes(0), as: UTF8.self), storedTotal: Int(storedTotal),
                        recomputedTotal: total, storedChannels: Int(storedChannels), recomputedChannels: channels) {
                        findings.append(finding)
                    }
                }
                if checks.contains(.rs007), let finding = CounterChecks.negativeUserCounters(
                    userID: String(decoding: row.bytes(0), as: UTF8.self), total: storedTotal, channels: storedChannels,
                    threads: storedThreads, mentions: storedMentions) {
                    findings.append(finding)
                }
                if checks.contains(.rs014) {
                    let (threads, mentions) = totals.threadsAndMentions(of: users.intern(row.bytes(0)))
                    let counters = UserCounters(
                        storedTotal: 0, recomputedTotal: 0, storedChannels: 0, recomputedChannels: 0,
                        storedThreads: Int(clamping: storedThreads), recomputedThreads: threads,
                        storedMentions: Int(clamping: storedMentions), recomputedMentions: mentions)
                    if let finding = CounterChecks.userThreadMentionDrift(userID: String(decoding: row.bytes(0), as: UTF8.self), counters) {
                        findings.append(finding)
                    }
                }
            }
        }
    }

    // MARK: - checking

    /// Walks the batch channel by channel: every channel id present in any table, in order.
    private func auditBatch(into findings: inout [AuditFinding]) {
        if needsRecompute { fillTimelines() }
        let counter = MemberUnreadCounter(mutes: mutes)
        var c = 0, m = 0, g = 0, e = 0, p = 0, n = 0
        while true {
            var next = Int64.max
            var any = false
            if c < channels.count { next = min(next, channels[c].id); any = true }
            if m < members.count { next = min(next, memberChannel[m]); any = true }
            if g < messages.count { next = min(next, messageChannel[g]); any = true }
            if e < events.count { next = min(next, eventChannel[e]); any = true }
            if p < participants.count { next = min(next, participantChannel[p]); any = true }
            if n < mentions.count { next = min(next, mentionChannel[n]); any = true }
            guard any else { break }
            var channel = AuditChannel(id: next, cid: nil, rules: nil)
            if c < channels.count, channels[c].id == next {
                channel = AuditChannel(id: next, cid: channels[c].cid, rules: channels[c].rules)
                c += 1
            }
            let memberRange = m..<Self.end(of: next, in: memberChannel, from: m)
            let messageRange = g..<Self.end(of: next, in: messageChannel, from: g)
            let eventRange = e..<Self.end(of: next, in: eventChannel, from: e)
            let participantRange = p..<Self.end(of: next, in: participantChannel, from: p)
            let mentionRange = n..<Self.end(of: next, in: mentionChannel, from: n)
            (m, g, e) = (memberRange.upperBound, messageRange.upperBound, eventRange.upperBound)
            (p, n) = (participantRange.upperBound, mentionRange.upperBound)
            stats.channels += 1

            auditor.audit(
                channel: channel, members: members[memberRange], messages: messages[messageRange],
                events: events[eventRange], participants: participants[participantRange], mentions: mentions[mentionRange],
                userID: users.text, into: &findings)
            if needsRecompute, channel.cid != nil {
                recompute(channel, members: members[memberRange], counter: counter, into: &findings)
                recomputeThreads(channel, members: members[memberRange], participants: participants[participantRange],
                                 counter: counter, into: &findings)
            }
        }
    }

    /// The recompute's computation on this batch's rows: countable messages of channels whose
    /// type tracks reads, as `UnreadRecomputation` reads them.
    private func fillTimelines() {
        timelines.removeAll()
        var c = 0
        for (index, message) in messages.enumerated() where message.counts {
            let channel = messageChannel[index]
            while c < channels.count, channels[c].id < channel { c += 1 }
            // Messages of a channel with no `channels` row: the recompute never sees them.
            guard c < channels.count, channels[c].id == channel, channels[c].rules?.readEvents ?? true else { continue }
            timelines.append(channel: channel, sender: message.sender, createdAt: message.createdAt)
        }
        timelines.seal()
        fillThreadsAndMentions()
    }

    /// The replies and mentioned messages, keyed as the recompute keys them: countable replies
    /// by (channel, parent); countable messages of the mention's own channel by (channel, user).
    private func fillThreadsAndMentions() {
        replies.removeAll()
        mentionTimelines.removeAll()
        var mentioned: [Int64: Int] = [:]
        for mention in mentions { mentioned[mention.messageID] = -1 }
        var c = 0
        for (index, message) in messages.enumerated() where message.counts || message.countsInThread {
            let channel = messageChannel[index]
            while c < channels.count, channels[c].id < channel { c += 1 }
            guard c < channels.count, channels[c].id == channel, channels[c].rules?.readEvents ?? true else { continue }
            if message.countsInThread, let parent = message.parentID {
                replies.append(channel: channel, key: parent, sender: message.sender, createdAt: message.createdAt)
            }
            if message.counts, mentioned[message.id] != nil { mentioned[message.id] = index }
        }
        for (index, mention) in mentions.enumerated() {
            guard let at = mentioned[mention.messageID], at >= 0, messageChannel[at] == mentionChannel[index],
                  messages[at].id == mention.messageID, messages[at].counts else { continue }
            mentionTimelines.append(channel: mentionChannel[index], key: Int64(mention.user),
                                    sender: messages[at].sender, createdAt: messages[at].createdAt)
        }
        replies.seal()
        mentionTimelines.seal()
    }

    /// RS012 for the channel's participants who are current members, RS013 for its current
    /// members; unread threads and mentions into the users' totals (RS014). The recompute's own
    /// computation: `MemberUnreadCounter` over `KeyedTimelines`, `UserTotals`.
    private func recomputeThreads(_ channel: AuditChannel, members: ArraySlice<AuditMember>, participants: ArraySlice<AuditParticipant>,
                                  counter: MemberUnreadCounter, into findings: inout [AuditFinding]) {
        let readEvents = channel.rules?.readEvents ?? true
        let place = FindingChannel(id: channel.id, cid: channel.cid)
        var current: [Int32: Bool] = [:] // user → membership muted
        let start = findings.count
        defer {
            // Participant rows arrive in no particular order: RS012 by (user, parent).
            if findings.count - start > 1 {
                findings[start...].sort { ($0.userID, $0.code, $0.messageID ?? .min) < ($1.userID, $1.code, $1.messageID ?? .min) }
            }
        }
        for member in members where member.isCurrent {
            current[member.user] = member.muted
            let recomputed = counter.unreadCount(
                member: member.user, lastReadAt: member.lastReadAt, joinedAt: member.joinedAt, in: mentionTimelines.timelines,
                channel: mentionTimelines.index(channel: channel.id, key: Int64(member.user)), readEvents: readEvents)
            totals.add(user: member.user, mentions: recomputed, membershipMuted: member.muted)
            if checks.contains(.rs013), let finding = CounterChecks.mentionDrift(
                channel: place, userID: users.text(member.user), stored: Int(clamping: member.unreadMentions), recomputed: recomputed) {
                findings.append(finding)
            }
        }
        for participant in participants {
            // docs/rules.md#threads: a participant who left the channel is not checked.
            guard let muted = current[participant.user] else { continue }
            let recomputed = counter.unreadCount(
                member: participant.user, lastReadAt: participant.lastReadAt, joinedAt: participant.joinedAt,
                in: replies.timelines, channel: replies.index(channel: channel.id, key: participant.parentID), readEvents: readEvents)
            totals.add(user: participant.user, unreadReplies: recomputed, membershipMuted: muted)
            if checks.contains(.rs012), let finding = CounterChecks.threadDrift(
                channel: place, parentID: participant.parentID, userID: users.text(participant.user),
                stored: Int(clamping: participant.unreadReplies), recomputed: recomputed) {
                findings.append(finding)
            }
        }
    }

    /// RS005 for the channel's current members, and their counts into the users' totals (RS006).
    private func recompute(_ channel: AuditChannel, members: ArraySlice<AuditMember>, counter: MemberUnreadCounter,
                           into findings: inout [AuditFinding]) {
        let timeline = timelines.timeline(of: channel.id)
        let readEvents = channel.rules?.readEvents ?? true
        for member in members where member.isCurrent {
            let recomputed = counter.unreadCount(
                member: member.user, lastReadAt: member.lastReadAt, joinedAt: member.joinedAt,
                in: timeline, readEvents: readEvents)
            totals.add(user: member.user, unread: recomputed, membershipMuted: member.muted)
            if checks.contains(.rs005), let finding = CounterChecks.memberDrift(
                channel: FindingChannel(id: channel.id, cid: channel.cid), userID: users.text(member.user),
                stored: Int(clamping: member.unreadCount), recomputed: recomputed) {
                findings.append(finding)
            }
        }
    }

    // MARK: - helpers

    private func nextLimit(_ limit: Int) -> Int {
        let rows = members.count + messages.count + events.count + participants.count + mentions.count
        if rows > Self.rowsPerBatch { return max(1, limit * Self.rowsPerBatch / rows) }
        if rows < Self.rowsPerBatch / 2 { return min(channelsPerBatch, limit * 2) }
        return limit
    }

    private func releaseBatch() {
        channels = []
        upcoming = []
        memberChannel = []
        members = []
        messageChannel = []
        messages = []
        eventChannel = []
        events = []
        participantChannel = []
        participants = []
        mentionChannel = []
        mentions = []
        timelines.removeAll()
        replies.removeAll()
        mentionTimelines.removeAll()
    }

    /// The end of the run of `channel` in `ids` (sorted) starting at `start`.
    private static func end(of channel: Int64, in ids: [Int64], from start: Int) -> Int {
        var index = start
        while index < ids.count, ids[index] == channel { index += 1 }
        return index
    }

    private func rules(_ name: UnsafeBufferPointer<UInt8>, isNull: Bool) -> ChannelTypeRules? {
        guard !isNull else { return nil }
        for type in types where type.utf8.elementsEqual(name) { return type.rules }
        // A type with no channel_types row (a dropped foreign key): unknown.
        return nil
    }

    /// Transaction-local settings in one round trip.
    private func setting(_ values: KeyValuePairs<String, String>) throws {
        let calls = values.indices.map { "set_config($\($0 * 2 + 1), $\($0 * 2 + 2), true)" }
        let parameters: [(any QueryParameter)?] = values.flatMap { [$0.key, $0.value] }
        try connection.query("SELECT " + calls.joined(separator: ", "), parameters)
    }
}
