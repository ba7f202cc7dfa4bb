import Postgres
import ReadState
import Runtime

/// The audit's passes over the data, shared by every check: inside one snapshot, channels are
/// read in batches of consecutive ids, and for each batch `channel_members`, `messages`,
/// `receipt_events`, `thread_participants` and `message_mentions` are each streamed once
/// (binary COPY, through their `channel_id` indexes; members and messages in channel order, the
/// others grouped by channel after reading) into flat buffers (`AuditBatch`), one batch ahead
/// of the checks (`AuditBatchReader`: members and messages on the main connection, the events,
/// participants and mentions on a second one in the same snapshot, `AuditSideReader`).
/// Each channel of the batch then goes through the per-channel checks (`ChannelAuditor`) and
/// through the counting pass the recompute uses (`CountingPass`, fed from the same rows), whose
/// counts the counter checks (RS005, RS012, RS013) compare; after the last batch one pass over
/// `users` gives RS006, RS007 and RS014 on users.
///
/// Memory: two batches of rows (one checked, the next one read; a batch shrinks when its
/// channels are busy, and the first is small, so a dense start cannot make it big), the mutes,
/// and about 50 bytes a user (interned ids, totals). Nothing is kept per message beyond its
/// batch (docs/benchmark.md#benchmark).
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

    static let defaultChannelsPerBatch = 5_000

    let connection: Connection
    let checks: AuditCheckSet
    let futureLimit: Microseconds
    let channelsPerBatch: Int
    let progress: TerminalProgress?
    /// Read one batch ahead on a background thread, and the events, participants and mentions
    /// on a second connection when the snapshot can be shared.
    let parallel: Bool
    private(set) var stats = Stats()

    /// The pass's users: the mutes', then every batch's (`AuditBatch.resolveUsers`); keys of `totals`.
    private var users = UserInterner()
    private var totals = UserTotals()
    /// The counting pass the recompute uses (docs/contributing.md#the-counting-pass): the batch's
    /// countable messages, replies by (channel, parent) and mentions by (channel, user), as the
    /// recompute keys them.
    private var counting = CountingPass(mutes: MuteList())
    /// Scratch, by position in the channel's members: each current member's unread mentions,
    /// from `recompute` to `recomputeThreads`.
    private var memberMentions: [Int] = []
    /// Scratch for `AuditBatch.markParticipantParents` (RS017 when the messages are read).
    private var participantParents = AuditBatch.ParentScratch()
    /// Scratch: mentioned message ids → their index in the batch's messages (-1: not seen).
    private var mentioned = MessageIDTable<Int>()
    /// Scratch, indexed by the batch's user ids: 1 + the current membership's `muted` in the
    /// channel being recomputed, 0 = no current membership.
    private var membership: [UInt8] = []
    private var auditor: ChannelAuditor
    /// The batch being checked. Its users are the batch's own ids (`batch.users`), turned into
    /// the pass's by `batch.global` where the mutes and the totals need them.
    private var batch = AuditBatch()

    /// What the selected checks read (each unit's `check.inputs`), and their hooks into the
    /// counting pass and the users' pass, in code order.
    private let inputs: AuditInputs
    private let unreadChecks: [any UnreadCountCheck.Type]
    private let mentionChecks: [any MentionCountCheck.Type]
    private let replyChecks: [any ReplyCountCheck.Type]
    private let userChecks: [any UserCheck.Type]
    /// A selected user check compares with the recomputed totals.
    private let userChecksRecompute: Bool

    private var needsMessages: Bool { inputs.contains(.messages) }
    private var needsEvents: Bool { inputs.contains(.receiptEvents) }
    private var needsRecompute: Bool { inputs.contains(.recomputedCounts) }
    private var needsUsers: Bool { inputs.contains(.users) }
    private var needsParticipants: Bool { inputs.contains(.threadParticipants) }
    private var needsMentions: Bool { inputs.contains(.mentions) }

    /// docs/mappings.md#keys: the source's key types.
    let keys: ContractKeys
    /// docs/mappings.md#addressed-messages: the source has `addressed_messages`, counted with the rest.
    let readsAddressed: Bool
    /// The source's messages come in (channel, time) order (the reference schema); a mapping's
    /// are read unordered (docs/mappings.md#speed).
    let orderedMessages: Bool
    /// Only these channels' keys (`explain`'s one channel; an incremental nightly's named
    /// channels, docs/change-feeds.md): their rows alone, a batch a channel, on this connection.
    let onlyChannels: [String]?
    /// With `onlyChannels`, an incremental nightly's: the users' stored totals are read only
    /// for the named channels' members (current or former) and these users
    /// (docs/change-feeds.md#the-audit); nil = every user's.
    let namedUsers: [String]?

    init(connection: Connection, checks: AuditCheckSet, futureLimit: Microseconds,
         channelsPerBatch: Int = defaultChannelsPerBatch, parallel: Bool = true, progress: TerminalProgress? = nil,
         keys: ContractKeys = .reference, addressed: Bool = false, orderedMessages: Bool = true, onlyChannels: [String]? = nil,
         namedUsers: [String]? = nil) {
        self.onlyChannels = onlyChannels
        self.namedUsers = onlyChannels == nil ? nil : namedUsers
        self.keys = keys
        readsAddressed = addressed
        self.orderedMessages = orderedMessages
        precondition(channelsPerBatch > 0, "channelsPerBatch must be positive")
        self.connection = connection
        self.checks = checks
        self.futureLimit = futureLimit
        self.channelsPerBatch = channelsPerBatch
        self.progress = progress
        // An incremental run's listed channels too (batches of `AuditBatchReader.listedPerBatch`):
        // the next batch is read while this one is checked, its side tables on the second
        // connection (docs/change-feeds.md#the-audit).
        self.parallel = parallel
        auditor = ChannelAuditor(checks: checks, futureLimit: futureLimit)
        inputs = AuditCatalog.inputs(checks)
        let units = AuditCatalog.units(checks)
        unreadChecks = units.compactMap { $0 as? any UnreadCountCheck.Type }
        mentionChecks = units.compactMap { $0 as? any MentionCountCheck.Type }
        replyChecks = units.compactMap { $0 as? any ReplyCountCheck.Type }
        userChecks = units.compactMap { $0 as? any UserCheck.Type }
        userChecksRecompute = userChecks.contains { $0.check.inputs.contains(.recomputedCounts) }
    }

    /// Runs every pass; `onFindings` receives each batch's findings (channel order), then the
    /// users' (user id order). An error it throws stops the scan.
    func run(_ onFindings: ([AuditFinding]) throws -> Void) throws {
        try Snapshot.require(connection, for: "the audit")
        let types = try ChannelTypeCatalog.read(connection).map { AuditBatchReader.ChannelType(utf8: Array($0.name.utf8), rules: $0) }
        if needsRecompute {
            let mutes = try MuteList.read(connection, users: &users)
            counting = CountingPass(mutes: mutes, addressed: readsAddressed ? try AddressedMessages.read(connection, users: &users) : AddressedMessages())
        }
        // RS017: a participant's parent is found in the batch's messages when they are read
        // anyway, and always on a mapping (read for it: a probe into a view per participant row
        // is a window over the room each on Synapse's). The server probes its primary key per
        // row only on the reference schema when no other check reads the messages: on a table
        // in time order each probe is a page of its own (docs/benchmark.md#the-reading-layer).
        let tables = AuditBatch.Tables(messages: needsMessages || (!orderedMessages && needsParticipants), events: needsEvents,
                                       participants: needsParticipants, mentions: needsMentions,
                                       parentsOnServer: orderedMessages && !needsMessages)
        // docs/benchmark.md#the-reading-layer: a full audit reads each relation once, sequentially.
        let scanned = onlyChannels == nil
            ? try AuditBatchReader.scan(connection, tables: tables, types: types, channelsPerBatch: channelsPerBatch, keys: keys,
                                        orderedMessages: orderedMessages, parallel: parallel) : nil
        let reader = AuditBatchReader(
            connection: connection, tables: tables,
            types: types, channelsPerBatch: channelsPerBatch, background: parallel, keys: keys, orderedMessages: orderedMessages,
            onlyChannels: onlyChannels, scanned: scanned)
        // A read may be in flight at any way out: wait for it before the connection is used again.
        defer { reader.close() }
        stats.parallelEvents = reader.parallelEvents
        var findings: [AuditFinding] = []
        // The next batches are read while this one is checked.
        reader.start()
        while true {
            try Interruption.shared.check()
            try reader.take(&batch)
            batch.resolveUsers(into: &users)
            batch.resolveMessageKeys()
            if needsParticipants, !tables.parentsOnServer { batch.markParticipantParents(&participantParents) }
            stats.members += batch.members.count
            stats.messages += batch.messages.count
            stats.events += batch.events.count
            findings.removeAll(keepingCapacity: true)
            auditBatch(into: &findings)
            if !keys.message.isInteger { showMessageKeys(&findings) }
            if !findings.isEmpty { try onFindings(findings) }
            stats.batches += 1
            progress?.advance(by: batch.channels.count)
            if batch.isLast { break }
        }
        releaseBatch()
        if needsUsers {
            findings.removeAll()
            try readUsers(into: &findings)
            if !findings.isEmpty { try onFindings(findings) }
        }
        progress?.finish()
    }

    /// docs/mappings.md#keys: a finding's message ids as the source spells them, not the
    /// numbers the reader gave its text or uuid keys. Those numbers follow the order the rows
    /// were read in (a mapping's messages are read unordered), so findings of the same channel,
    /// user and check are put in the order of their message keys: the output does not depend
    /// on the server's scan order.
    private func showMessageKeys(_ findings: inout [AuditFinding]) {
        let messageFields: Set<String> = ["parent_id", "last_read_message_id", "last_delivered_message_id"]
        for index in findings.indices {
            if let id = findings[index].messageID { findings[index].messageKey = batch.messageText(id) }
            findings[index].detail.parts = findings[index].detail.parts.map { part in
                guard case .field(let name, .integer(let value?)) = part, messageFields.contains(name),
                      let text = batch.messageText(value) else { return part }
                return .field(name, .text(text))
            }
        }
        var start = 0
        while start < findings.count {
            let first = findings[start]
            var end = start + 1
            while end < findings.count, findings[end].channel?.id == first.channel?.id,
                  findings[end].userID == first.userID, findings[end].code == first.code { end += 1 }
            if end - start > 1 {
                findings[start..<end].sort { ($0.messageKey ?? "").utf8.lexicographicallyPrecedes(($1.messageKey ?? "").utf8) }
            }
            start = end
        }
    }

    // MARK: - reading

    private func readUsers(into findings: inout [AuditFinding]) throws {
        try Interruption.shared.check()
        let recomputed = userChecksRecompute
        try JobError.during("reading users") {
            if let onlyChannels, let namedUsers {
                try connection.setLocal(["unreadctl.named_channels": try JSONText.encode(onlyChannels),
                                         "unreadctl.named_users": try JSONText.encode(namedUsers)])
            }
            try connection.copyOut(namedUsers == nil ? AuditQueries.users : RecomputeQueries.touchedUsersTotals(keys.channel)) { row in
                stats.users += 1
                let user = recomputed ? users.intern(row.bytes(0)) : 0
                var counters = AuditUserCounters(storedTotal: row.int64(notNull: 1), storedChannels: row.int64(notNull: 2),
                                                 storedThreads: row.int64(notNull: 3), storedMentions: row.int64(notNull: 4))
                if recomputed {
                    (counters.recomputedTotal, counters.recomputedChannels) = totals.totals(of: user)
                    (counters.recomputedThreads, counters.recomputedMentions) = totals.threadsAndMentions(of: user)
                }
                for check in userChecks {
                    if let finding = check.check(user: counters, userID: String(decoding: row.bytes(0), as: UTF8.self)) {
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
        // Copied once a batch: read through the property, each member's count would access it.
        let counting = self.counting
        var mentionsByMember = moveOut(&memberMentions, leaving: [])
        defer { memberMentions = mentionsByMember }
        let (channels, members, messages, events) = (batch.channels, batch.members, batch.messages, batch.events)
        let (participants, mentions) = (batch.participants, batch.mentions)
        var atChannel = 0, atMember = 0, atMessage = 0, atEvent = 0, atParticipant = 0, atMention = 0
        while true {
            var next = Int64.max
            var any = false
            if atChannel < channels.count { next = min(next, channels[atChannel].id); any = true }
            if atMember < members.count { next = min(next, batch.memberChannel[atMember]); any = true }
            if atMessage < messages.count { next = min(next, batch.messageChannel[atMessage]); any = true }
            if atEvent < events.count { next = min(next, batch.eventChannel[atEvent]); any = true }
            if atParticipant < participants.count { next = min(next, batch.participantChannel[atParticipant]); any = true }
            if atMention < mentions.count { next = min(next, batch.mentionChannel[atMention]); any = true }
            guard any else { break }
            var channel = AuditChannel(id: next, cid: nil, rules: nil)
            if atChannel < channels.count, channels[atChannel].id == next {
                channel = AuditChannel(id: next, cid: channels[atChannel].cid, rules: channels[atChannel].rules)
                atChannel += 1
            }
            let memberRange = atMember..<Self.end(of: next, in: batch.memberChannel, from: atMember)
            let messageRange = atMessage..<Self.end(of: next, in: batch.messageChannel, from: atMessage)
            let eventRange = atEvent..<Self.end(of: next, in: batch.eventChannel, from: atEvent)
            let participantRange = atParticipant..<Self.end(of: next, in: batch.participantChannel, from: atParticipant)
            let mentionRange = atMention..<Self.end(of: next, in: batch.mentionChannel, from: atMention)
            (atMember, atMessage, atEvent) = (memberRange.upperBound, messageRange.upperBound, eventRange.upperBound)
            (atParticipant, atMention) = (participantRange.upperBound, mentionRange.upperBound)
            stats.channels += 1

            auditor.audit(
                channel: channel, members: members[memberRange], messages: messages[messageRange],
                events: events[eventRange], participants: participants[participantRange], mentions: mentions[mentionRange],
                userID: batch.users.text, into: &findings)
            if needsRecompute, channel.cid != nil {
                let counted = counting.channel(channel.id, readEvents: (channel.rules ?? .unlisted).readEvents) {
                    batch.keys.channelKeyText(channel.id)
                }
                recompute(channel, counted, members: members[memberRange], counting: counting, mentions: &mentionsByMember,
                          into: &findings)
                recomputeThreads(channel, counted, members: members[memberRange], participants: participants[participantRange],
                                 counting: counting, mentions: mentionsByMember, into: &findings)
            }
        }
    }

    /// The recompute's computation on this batch's rows: countable messages of channels whose
    /// type tracks reads, as `UnreadRecomputation` reads them, senders with the pass's ids (the
    /// mutes').
    private func fillTimelines() {
        counting.removeBatch()
        var atChannel = 0
        for (index, message) in batch.messages.enumerated() where message.counts {
            let channel = batch.messageChannel[index]
            while atChannel < batch.channels.count, batch.channels[atChannel].id < channel { atChannel += 1 }
            // Messages of a channel with no `channels` row: the recompute never sees them.
            guard atChannel < batch.channels.count, batch.channels[atChannel].id == channel, (batch.channels[atChannel].rules ?? .unlisted).readEvents else { continue }
            counting.channels.append(channel: channel, sender: batch.global[Int(message.sender)], createdAt: message.createdAt)
        }
        counting.channels.seal()
        fillThreadsAndMentions()
    }

    /// The replies and mentioned messages, keyed as the recompute keys them: countable replies
    /// by (channel, parent); countable messages of the mention's own channel by (channel, user).
    private func fillThreadsAndMentions() {
        let (messages, messageChannel, channels) = (batch.messages, batch.messageChannel, batch.channels)
        mentioned.removeAll()
        for mention in batch.mentions { mentioned.set(mention.messageID, -1) }
        let lookUp = !mentioned.isEmpty
        var atChannel = 0
        for (index, message) in messages.enumerated() where message.counts || message.countsInThread {
            let channel = messageChannel[index]
            while atChannel < channels.count, channels[atChannel].id < channel { atChannel += 1 }
            guard atChannel < channels.count, channels[atChannel].id == channel, (channels[atChannel].rules ?? .unlisted).readEvents else { continue }
            if message.countsInThread, let parent = message.parentID {
                counting.replies.append(channel: channel, key: parent, sender: batch.global[Int(message.sender)], createdAt: message.createdAt)
            }
            if lookUp, message.counts, let slot = mentioned.slot(of: message.id) { mentioned[slot: slot] = index }
        }
        for (index, mention) in batch.mentions.enumerated() {
            guard let at = mentioned[mention.messageID], at >= 0, messageChannel[at] == batch.mentionChannel[index],
                  messages[at].id == mention.messageID, messages[at].counts else { continue }
            counting.mentions.append(channel: batch.mentionChannel[index], key: Int64(batch.global[Int(mention.user)]),
                                     sender: batch.global[Int(messages[at].sender)], createdAt: messages[at].createdAt)
        }
        counting.replies.seal()
        counting.mentions.seal()
    }

    /// RS005 for the channel's current members, from the counting pass; their counts into the
    /// users' totals (RS006, RS014) and kept for `recomputeThreads` (RS013).
    private func recompute(_ channel: AuditChannel, _ counted: CountingPass.Channel, members: ArraySlice<AuditMember>,
                           counting: CountingPass, mentions: inout [Int], into findings: inout [AuditFinding]) {
        mentions.removeAll(keepingCapacity: true)
        for member in members {
            guard member.isCurrent else {
                mentions.append(0)
                continue
            }
            let user = batch.global[Int(member.user)]
            var counts = counting.count(member: member.lastReadAt, joinedAt: member.joinedAt, in: counted,
                                        user: { user }, addressee: { batch.users.text(member.user) })
            counts.user = user
            counts.add(to: &totals, muted: member.muted)
            mentions.append(counts.mentions)
            for check in unreadChecks {
                if let finding = check.compare(unread: Int(clamping: member.unreadCount), recomputed: counts.unread,
                                               channel: FindingChannel(id: channel.id, cid: channel.cid), userID: batch.users.text(member.user)) {
                    findings.append(finding)
                }
            }
        }
    }

    /// RS012 for the channel's participants who are current members, RS013 for its current
    /// members (from `recompute`'s counts); unread threads into the users' totals (RS014).
    private func recomputeThreads(_ channel: AuditChannel, _ counted: CountingPass.Channel, members: ArraySlice<AuditMember>,
                                  participants: ArraySlice<AuditParticipant>, counting: CountingPass, mentions: [Int],
                                  into findings: inout [AuditFinding]) {
        let place = FindingChannel(id: channel.id, cid: channel.cid)
        let start = findings.count
        defer {
            // Participant rows arrive in no particular order: RS012 by (user, parent).
            if findings.count - start > 1 {
                findings[start...].sort { ($0.userID, $0.code, $0.messageID ?? .min) < ($1.userID, $1.code, $1.messageID ?? .min) }
            }
        }
        let tracksMembership = !participants.isEmpty
        if tracksMembership, membership.count < batch.users.count {
            membership.append(contentsOf: repeatElement(0, count: batch.users.count - membership.count))
        }
        defer {
            if tracksMembership { for member in members { membership[Int(member.user)] = 0 } }
        }
        for (position, member) in zip(members.indices, members) where member.isCurrent {
            if tracksMembership { membership[Int(member.user)] = member.muted ? 2 : 1 }
            let recomputed = mentions[position - members.startIndex]
            for check in mentionChecks {
                if let finding = check.compare(mentions: Int(clamping: member.unreadMentions), recomputed: recomputed, channel: place,
                                               userID: batch.users.text(member.user)) {
                    findings.append(finding)
                }
            }
        }
        for participant in participants {
            // docs/rules.md#threads: a participant who left the channel is not checked.
            let state = membership[Int(participant.user)]
            guard state > 0 else { continue }
            let muted = state == 2
            let user = batch.global[Int(participant.user)]
            let recomputed = counting.countReplies(participant: participant.lastReadAt, joinedAt: participant.joinedAt,
                                                   parent: participant.parentID, in: counted) { user }
            totals.add(user: user, unreadReplies: recomputed, membershipMuted: muted)
            for check in replyChecks {
                if let finding = check.compare(replies: Int(clamping: participant.unreadReplies), recomputed: recomputed, channel: place,
                                               parentID: participant.parentID, userID: batch.users.text(participant.user)) {
                    findings.append(finding)
                }
            }
        }
    }

    // MARK: - helpers

    private func releaseBatch() {
        batch = AuditBatch()
        counting.removeBatch()
    }

    /// The end of the run of `channel` in `ids` (sorted) starting at `start`.
    private static func end(of channel: Int64, in ids: [Int64], from start: Int) -> Int {
        var index = start
        while index < ids.count, ids[index] == channel { index += 1 }
        return index
    }
}
