/// One channel as the audit sees it. `cid` is nil when the `channels` row is missing (a
/// foreign key dropped); `rules` is nil when the channel or its type row is missing.
public struct AuditChannel: Sendable, Equatable {
    public var id: Int64
    public var cid: String?
    public var rules: ChannelTypeRules?

    public init(id: Int64, cid: String?, rules: ChannelTypeRules?) {
        self.id = id
        self.cid = cid
        self.rules = rules
    }

    /// The switches checks apply: the type's, or `channel_types`' column defaults (read events
    /// on, delivery events off) when the type is unknown, so odd rows are still checked.
    var readEvents: Bool { rules?.readEvents ?? true }
    var deliveryEvents: Bool { rules?.deliveryEvents ?? false }

    var findingChannel: FindingChannel { FindingChannel(id: id, cid: cid) }
}

/// A `channel_members` row, current or former; users are small ids (`UserInterner`).
public struct AuditMember: Sendable, Equatable {
    public var user: Int32
    public var joinedAt: Microseconds
    public var muted: Bool
    public var lastReadAt: Microseconds?
    public var lastReadMessageID: Int64?
    public var unreadCount: Int64
    public var lastDeliveredAt: Microseconds?
    public var lastDeliveredMessageID: Int64?
    public var leftAt: Microseconds?
    /// The stored `unread_mentions` (docs/rules.md#threads).
    public var unreadMentions: Int64

    public init(
        user: Int32, joinedAt: Microseconds, muted: Bool = false, lastReadAt: Microseconds? = nil,
        lastReadMessageID: Int64? = nil, unreadCount: Int64 = 0, lastDeliveredAt: Microseconds? = nil,
        lastDeliveredMessageID: Int64? = nil, leftAt: Microseconds? = nil, unreadMentions: Int64 = 0
    ) {
        self.unreadMentions = unreadMentions
        self.user = user
        self.joinedAt = joinedAt
        self.muted = muted
        self.lastReadAt = lastReadAt
        self.lastReadMessageID = lastReadMessageID
        self.unreadCount = unreadCount
        self.lastDeliveredAt = lastDeliveredAt
        self.lastDeliveredMessageID = lastDeliveredMessageID
        self.leftAt = leftAt
    }

    public var isCurrent: Bool { leftAt == nil }
}

/// A message of the channel, any kind; `counts` is the message-level rule of docs/rules.md#which-messages-can-count
/// (`UnreadRules.isCountable`), evaluated by the query that reads it.
public struct AuditMessage: Sendable, Equatable {
    public var id: Int64
    public var sender: Int32
    public var createdAt: Microseconds
    public var counts: Bool
    /// The thread's parent for a reply (nil: not a reply).
    public var parentID: Int64?
    /// docs/rules.md#threads: the reply counts inside its thread (`UnreadRules.isCountableReply`).
    public var countsInThread: Bool
    /// A countable reply whose parent is not a message of its channel (RS018): it counts in no thread.
    public var foreignParent: Bool

    public init(id: Int64, sender: Int32, createdAt: Microseconds, counts: Bool = true, parentID: Int64? = nil, countsInThread: Bool = false,
                foreignParent: Bool = false) {
        self.parentID = parentID
        self.countsInThread = countsInThread
        self.foreignParent = foreignParent
        self.id = id
        self.sender = sender
        self.createdAt = createdAt
        self.counts = counts
    }
}

/// A row of `thread_participants` (docs/rules.md#threads).
public struct AuditParticipant: Sendable, Equatable {
    public var parentID: Int64
    public var user: Int32
    public var joinedAt: Microseconds
    public var lastReadAt: Microseconds?
    public var unreadReplies: Int64
    /// The parent is a message of the participant row's channel (RS017 where it is not).
    public var parentInChannel: Bool

    public init(parentID: Int64, user: Int32, joinedAt: Microseconds, lastReadAt: Microseconds? = nil, unreadReplies: Int64 = 0,
                parentInChannel: Bool = true) {
        self.parentInChannel = parentInChannel
        self.parentID = parentID
        self.user = user
        self.joinedAt = joinedAt
        self.lastReadAt = lastReadAt
        self.unreadReplies = unreadReplies
    }
}

/// A row of `message_mentions`: `messageID` mentions `user` (docs/rules.md#threads).
public struct AuditMention: Sendable, Equatable {
    public var messageID: Int64
    public var user: Int32

    public init(messageID: Int64, user: Int32) {
        self.messageID = messageID
        self.user = user
    }
}

/// A row of `receipt_events`.
public struct AuditEvent: Sendable, Equatable {
    public var id: Int64
    public var user: Int32
    public var kind: ReceiptKind
    public var upTo: Microseconds
    public var at: Microseconds

    public init(id: Int64, user: Int32, kind: ReceiptKind, upTo: Microseconds, at: Microseconds) {
        self.id = id
        self.user = user
        self.kind = kind
        self.upTo = upTo
        self.at = at
    }
}

/// The per-channel checks of docs/checks.md (RS001–RS004, RS007 on members, RS008–RS011): given one
/// channel's members, messages and events, in any order, it returns the channel's findings,
/// one per key. Each input is looked at once; the scratch storage is reused channel after
/// channel, so a clean channel allocates nothing.
public struct ChannelAuditor: Sendable {
    public let checks: AuditCheckSet
    /// The audit's clock + `--clock-skew`: a receipt later than this is in the future (RS002).
    public let futureLimit: Microseconds

    /// Indexed by user id: that user's member index in the channel being audited, or -1.
    private var memberSlot: [Int32] = []
    /// Per member: own latest counted message (RS001).
    private var ownLatest: [(createdAt: Microseconds, id: Int64)?] = []
    /// Per member and kind (index `2 * member + kind`): the latest event (RS010).
    private var latest: [LatestEvent] = []
    /// Message ids the members' receipts name → their `created_at` once seen (RS004).
    private var named = MessageIDTable<Microseconds?>()
    /// Event-level findings, gathered per (code, user) so each key gives one finding.
    private var tallies: [TallyKey: EventTally] = [:]
    /// Per (thread, participant) who is a current member: own latest counted reply (RS015).
    private var ownReply: [ThreadUser: (createdAt: Microseconds, id: Int64)?] = [:]
    /// Mentioned message ids → whether the channel has that message (RS016).
    private var mentioned = MessageIDTable<Bool>()
    /// Per user: thread receipts kept in a type with `read_events` off (RS011).
    private var threadReceipts: [Int32: Int] = [:]

    public init(checks: AuditCheckSet = .all, futureLimit: Microseconds) {
        self.checks = checks
        self.futureLimit = futureLimit
    }

    /// Audits one channel, appending its findings (sorted by user, code, message) to
    /// `findings`. `userID` turns a user id back into text, only for findings.
    public mutating func audit(
        channel: AuditChannel,
        members: [AuditMember],
        messages: [AuditMessage],
        events: [AuditEvent],
        userID: (Int32) -> String,
        into findings: inout [AuditFinding]
    ) {
        audit(channel: channel, members: members[...], messages: messages[...], events: events[...], userID: userID, into: &findings)
    }

    /// The same over slices of a batch's buffers (the streaming pass keeps one array per table).
    public mutating func audit(
        channel: AuditChannel,
        members: ArraySlice<AuditMember>,
        messages: ArraySlice<AuditMessage>,
        events: ArraySlice<AuditEvent>,
        userID: (Int32) -> String,
        into findings: inout [AuditFinding]
    ) {
        audit(channel: channel, members: members, messages: messages, events: events, participants: [], mentions: [],
              userID: userID, into: &findings)
    }

    /// The same with the channel's thread participants and mentions (RS007 on participants,
    /// RS011 on thread receipts, RS015, RS016).
    public mutating func audit(
        channel: AuditChannel,
        members: ArraySlice<AuditMember>,
        messages: ArraySlice<AuditMessage>,
        events: ArraySlice<AuditEvent>,
        participants: ArraySlice<AuditParticipant>,
        mentions: ArraySlice<AuditMention>,
        userID: (Int32) -> String,
        into findings: inout [AuditFinding]
    ) {
        prepare(members)
        defer { clear(members) }
        prepareThreads(channel: channel, members: members, participants: participants, mentions: mentions)
        if !ownReply.isEmpty || !mentioned.isEmpty { scanThreads(messages) }
        if checks.contains(.rs001) || checks.contains(.rs004) {
            scan(messages, rs001: checks.contains(.rs001) && channel.readEvents)
        }
        for event in events { observe(event, channel: channel, members: members) }

        let start = findings.count
        for (index, member) in members.enumerated() {
            checkMember(index, member, channel: channel, userID: userID, into: &findings)
        }
        emitEventFindings(channel: channel, members: members, userID: userID, into: &findings)
        emitThreadFindings(channel: channel, members: members, participants: participants, mentions: mentions,
                           userID: userID, into: &findings)
        // docs/checks.md#rs018-reply-to-another-channel: such a reply counts in no thread.
        if checks.contains(.rs018) {
            for message in messages where message.foreignParent {
                findings.append(AuditFinding(code: .rs018, channel: channel.findingChannel, userID: userID(message.sender), messageID: message.id,
                                             detail: [.field("parent_id", .integer(message.parentID)), .note("the parent is not a message of this channel")]))
            }
        }
        if findings.count - start > 1 {
            findings[start...].sort {
                ($0.userID, $0.code, $0.messageID ?? .min) < ($1.userID, $1.code, $1.messageID ?? .min)
            }
        }
    }

    // MARK: - scratch

    private mutating func prepare(_ members: ArraySlice<AuditMember>) {
        let maxUser = members.reduce(Int32(-1)) { max($0, $1.user) }
        if Int(maxUser) >= memberSlot.count {
            memberSlot.append(contentsOf: repeatElement(-1, count: Int(maxUser) + 1 - memberSlot.count))
        }
        ownLatest.removeAll(keepingCapacity: true)
        ownLatest.append(contentsOf: repeatElement(nil, count: members.count))
        latest.removeAll(keepingCapacity: true)
        latest.append(contentsOf: repeatElement(LatestEvent(), count: members.count * 2))
        for (index, member) in members.enumerated() {
            memberSlot[Int(member.user)] = Int32(index)
            if checks.contains(.rs004) {
                if let id = member.lastReadMessageID { named.set(id, nil) }
                if let id = member.lastDeliveredMessageID { named.set(id, nil) }
            }
        }
    }

    private mutating func clear(_ members: ArraySlice<AuditMember>) {
        for member in members { memberSlot[Int(member.user)] = -1 }
        named.removeAll()
        if !ownReply.isEmpty { ownReply.removeAll(keepingCapacity: true) }
        mentioned.removeAll()
        if !threadReceipts.isEmpty { threadReceipts.removeAll(keepingCapacity: true) }
        if !tallies.isEmpty { tallies.removeAll(keepingCapacity: true) }
    }

    @inline(__always)
    func member(of user: Int32) -> Int? {
        guard user >= 0, Int(user) < memberSlot.count else { return nil }
        let slot = memberSlot[Int(user)]
        return slot < 0 ? nil : Int(slot)
    }

    // MARK: - messages (RS001, RS004)

    private mutating func scan(_ messages: ArraySlice<AuditMessage>, rs001: Bool) {
        let lookUp = !named.isEmpty
        for message in messages {
            if lookUp, let slot = named.slot(of: message.id) {
                named[slot: slot] = message.createdAt
            }
            guard rs001, message.counts, let member = member(of: message.sender) else { continue }
            // The latest by created_at; of two at the same instant, the higher id.
            if let own = ownLatest[member], (own.createdAt, own.id) >= (message.createdAt, message.id) { continue }
            ownLatest[member] = (message.createdAt, message.id)
        }
    }

    // MARK: - events (RS002, RS008, RS009, RS010, RS011)

    private mutating func observe(_ event: AuditEvent, channel: AuditChannel, members: ArraySlice<AuditMember>) {
        let member = member(of: event.user)
        if checks.contains(.rs002), event.upTo > futureLimit || event.at > futureLimit {
            tally(.rs002, event)
        }
        if checks.contains(.rs008) {
            if let member {
                let row = members[members.startIndex + member]
                if event.at < row.joinedAt {
                    tally(.rs008, event, reason: .beforeJoin)
                } else if let leftAt = row.leftAt, event.at > leftAt {
                    tally(.rs008, event, reason: .afterLeave)
                }
            } else {
                tally(.rs008, event, reason: .noMembership)
            }
        }
        if checks.contains(.rs009), event.upTo > event.at {
            tally(.rs009, event)
        }
        let enabled = event.kind == .read ? channel.readEvents : channel.deliveryEvents
        if !enabled, checks.contains(.rs011) {
            tally(.rs011, event)
        }
        if enabled, checks.contains(.rs010), let member {
            let row = members[members.startIndex + member]
            let state = event.kind == .read ? row.lastReadAt : row.lastDeliveredAt
            latest[2 * member + Int(event.kind.rawValue)].observe(event, state: state)
        }
    }

    private mutating func tally(_ code: AuditCode, _ event: AuditEvent, reason: EventTally.Reason = .none) {
        let key = TallyKey(code: code, user: event.user)
        if let index = tallies.index(forKey: key) {
            tallies.values[index].add(event, reason: reason)
        } else {
            tallies[key] = EventTally(event, reason: reason)
        }
    }

    // MARK: - findings

    private mutating func checkMember(
        _ index: Int, _ member: AuditMember, channel: AuditChannel,
        userID: (Int32) -> String, into findings: inout [AuditFinding]
    ) {
        var user: String?
        func emit(_ code: AuditCode, message: Int64? = nil, _ detail: AuditDetail) {
            if user == nil { user = userID(member.user) }
            findings.append(AuditFinding(code: code, channel: channel.findingChannel, userID: user!, messageID: message, detail: detail))
        }

        // RS001: sending counts as reading, so the receipt must not be behind own messages.
        if checks.contains(.rs001), channel.readEvents, let own = ownLatest[index],
           member.lastReadAt.map({ $0 < own.createdAt }) ?? true {
            emit(.rs001, message: own.id, [
                .field("last_read_at", .timestamp(member.lastReadAt)),
                .field("own message created_at", .timestamp(own.createdAt)),
            ])
        }

        // RS002: the member's receipts, merged with the member's future events (one per key).
        if checks.contains(.rs002) {
            var detail = AuditDetail()
            if let at = member.lastReadAt, at > futureLimit { detail.append(.field("last_read_at", .timestamp(at))) }
            if let at = member.lastDeliveredAt, at > futureLimit { detail.append(.field("last_delivered_at", .timestamp(at))) }
            if !tallies.isEmpty, let tally = tallies.removeValue(forKey: TallyKey(code: .rs002, user: member.user)) {
                detail.parts += tally.futureDetail
            }
            if !detail.parts.isEmpty {
                detail.append(.field("limit", .timestamp(futureLimit)))
                emit(.rs002, detail)
            }
        }

        // RS003: read implies delivered, where delivery is tracked.
        if checks.contains(.rs003), channel.deliveryEvents, let read = member.lastReadAt,
           member.lastDeliveredAt.map({ $0 < read }) ?? true {
            emit(.rs003, [.field("last_delivered_at", .timestamp(member.lastDeliveredAt)), .field("last_read_at", .timestamp(read))])
        }

        // RS004: each named message must be in this channel and not newer than its receipt.
        if checks.contains(.rs004) {
            let read = Self.mismatch(named, "last_read_message_id", member.lastReadMessageID, "last_read_at", member.lastReadAt)
            if let read { emit(.rs004, message: read.id, read.detail) }
            // One finding per id: the delivered receipt naming the same id adds nothing.
            if member.lastDeliveredMessageID != (read == nil ? nil : member.lastReadMessageID),
               let delivered = Self.mismatch(
                named, "last_delivered_message_id", member.lastDeliveredMessageID, "last_delivered_at", member.lastDeliveredAt) {
                emit(.rs004, message: delivered.id, delivered.detail)
            }
        }

        // RS007 (member counter): a stored count below zero.
        if checks.contains(.rs007), member.unreadCount < 0 || member.unreadMentions < 0 {
            var detail = AuditDetail()
            if member.unreadCount < 0 { detail.append(.field("unread_count", .integer(member.unreadCount))) }
            if member.unreadMentions < 0 { detail.append(.field("unread_mentions", .integer(member.unreadMentions))) }
            emit(.rs007, detail)
        }

        // RS010: the receipt is the latest event's up_to (a mark-unread may move it back).
        if checks.contains(.rs010) {
            var detail = AuditDetail()
            if channel.readEvents {
                Self.compare(latest[2 * index], kind: .read, column: "last_read_at", state: member.lastReadAt, into: &detail)
            }
            if channel.deliveryEvents {
                Self.compare(latest[2 * index + 1], kind: .delivered, column: "last_delivered_at", state: member.lastDeliveredAt, into: &detail)
            }
            if !detail.parts.isEmpty { emit(.rs010, detail) }
        }

        // RS011: state kept where the type says it is not tracked (events are merged in).
        if checks.contains(.rs011) {
            var detail = AuditDetail()
            if !channel.readEvents, member.lastReadAt != nil || member.lastReadMessageID != nil {
                detail.append(.field("last_read_at", .timestamp(member.lastReadAt)))
            }
            if !channel.deliveryEvents, member.lastDeliveredAt != nil || member.lastDeliveredMessageID != nil {
                detail.append(.field("last_delivered_at", .timestamp(member.lastDeliveredAt)))
            }
            if !tallies.isEmpty, let tally = tallies.removeValue(forKey: TallyKey(code: .rs011, user: member.user)) {
                detail.parts += tally.disabledDetail
            }
            if !threadReceipts.isEmpty, let receipts = threadReceipts.removeValue(forKey: member.user) {
                detail.append(.field("thread receipts", .integer(Int64(receipts))))
            }
            if !detail.parts.isEmpty {
                detail.parts.insert(Self.switches(channel), at: 0)
                emit(.rs011, detail)
            }
        }
    }

    /// RS004 for one receipt: the named message is not in this channel, or is newer than the
    /// receipt's time. Static, like `compare`: `checkMember` calling a method of `self` (or a
    /// nested function capturing it) made Swift copy the whole auditor for every member.
    private static func mismatch(
        _ named: borrowing MessageIDTable<Microseconds?>, _ idColumn: String, _ id: Int64?, _ timeColumn: String, _ time: Microseconds?
    ) -> (id: Int64, detail: AuditDetail)? {
        guard let id, let seen = named[id] else { return nil }
        guard let createdAt = seen else {
            return (id, [.field(idColumn, .integer(id)), .note("not a message of this channel")])
        }
        guard time.map({ createdAt > $0 }) ?? true else { return nil }
        return (id, [.field(idColumn, .integer(id)), .field("created_at", .timestamp(createdAt)), .field(timeColumn, .timestamp(time))])
    }

    /// RS010 for one kind: the state against the latest event of that kind, or the state alone
    /// when the log has no such event.
    private static func compare(_ log: LatestEvent, kind: ReceiptKind, column: String, state: Microseconds?, into detail: inout AuditDetail) {
        if let event = log.event {
            guard !log.stateMatches else { return }
            detail.append(.field(column, .timestamp(state)))
            detail.append(.field("latest \(kindName(kind)) event", .integer(event.id)))
            detail.append(.field("up_to", .timestamp(event.upTo)))
            detail.append(.field("at", .timestamp(event.at)))
        } else if let state {
            detail.append(.field(column, .timestamp(state)))
            detail.append(.note("no \(kindName(kind)) event in the log"))
        }
    }

    /// The event findings no member check absorbed: RS008, RS009, and RS002 / RS011 of users
    /// with no membership row.
    private mutating func emitEventFindings(
        channel: AuditChannel, members: ArraySlice<AuditMember>, userID: (Int32) -> String, into findings: inout [AuditFinding]
    ) {
        guard !tallies.isEmpty else { return }
        for (key, tally) in tallies.sorted(by: { ($0.key.code, $0.key.user) < ($1.key.code, $1.key.user) }) {
            var detail: AuditDetail
            switch key.code {
            case .rs002: detail = AuditDetail(tally.futureDetail + [.field("limit", .timestamp(futureLimit))])
            case .rs008:
                detail = tally.membershipDetail
                if let member = member(of: key.user) {
                    detail.append(.field("joined_at", .timestamp(members[members.startIndex + member].joinedAt)))
                    if let leftAt = members[members.startIndex + member].leftAt { detail.append(.field("left_at", .timestamp(leftAt))) }
                }
            case .rs009: detail = tally.coversFutureDetail
            case .rs011: detail = AuditDetail([Self.switches(channel)] + tally.disabledDetail)
            default: continue
            }
            findings.append(AuditFinding(code: key.code, channel: channel.findingChannel, userID: userID(key.user), detail: detail))
        }
    }

    static func switchesPart(_ channel: AuditChannel) -> AuditDetail.Part { switches(channel) }

    private static func switches(_ channel: AuditChannel) -> AuditDetail.Part {
        guard let rules = channel.rules else { return .note("channel type unknown") }
        return .field("type", .text("\(rules.name) (read_events \(rules.readEvents ? "on" : "off"), delivery_events \(rules.deliveryEvents ? "on" : "off"))"))
    }
}

extension ChannelAuditor {
    // MARK: - threads and mentions (RS007, RS011, RS015, RS016)

    private mutating func prepareThreads(
        channel: AuditChannel, members: ArraySlice<AuditMember>, participants: ArraySlice<AuditParticipant>,
        mentions: ArraySlice<AuditMention>
    ) {
        let rs015 = checks.contains(.rs015) && channel.readEvents
        let rs011 = checks.contains(.rs011) && !channel.readEvents
        if rs015 || rs011 {
            for participant in participants {
                if rs011, participant.lastReadAt != nil { threadReceipts[participant.user, default: 0] += 1 }
                // docs/checks.md#rs015-thread-receipt-before-own-reply: participants who left the channel are not checked.
                if rs015, isCurrentMember(participant.user, members) {
                    ownReply[ThreadUser(parent: participant.parentID, user: participant.user)] = .some(nil)
                }
            }
        }
        if checks.contains(.rs016) {
            for mention in mentions { mentioned.set(mention.messageID, false) }
        }
    }

    private func isCurrentMember(_ user: Int32, _ members: ArraySlice<AuditMember>) -> Bool {
        guard let index = member(of: user) else { return false }
        return members[members.startIndex + index].isCurrent
    }

    private mutating func scanThreads(_ messages: ArraySlice<AuditMessage>) {
        let replies = !ownReply.isEmpty, lookUp = !mentioned.isEmpty
        for message in messages {
            if lookUp, let slot = mentioned.slot(of: message.id) { mentioned[slot: slot] = true }
            guard replies, message.countsInThread, let parent = message.parentID,
                  let index = ownReply.index(forKey: ThreadUser(parent: parent, user: message.sender)) else { continue }
            // The latest by created_at; of two at the same instant, the higher id.
            if let own = ownReply.values[index], (own.createdAt, own.id) >= (message.createdAt, message.id) { continue }
            ownReply.values[index] = (message.createdAt, message.id)
        }
    }

    private mutating func emitThreadFindings(
        channel: AuditChannel, members: ArraySlice<AuditMember>, participants: ArraySlice<AuditParticipant>,
        mentions: ArraySlice<AuditMention>, userID: (Int32) -> String, into findings: inout [AuditFinding]
    ) {
        let where_ = channel.findingChannel
        for participant in participants {
            // docs/checks.md#rs017-thread-parent-mismatch
            if checks.contains(.rs017), !participant.parentInChannel || where_.cid == nil {
                findings.append(AuditFinding(code: .rs017, channel: where_, userID: userID(participant.user), messageID: participant.parentID, detail: [
                    .field("parent_id", .integer(participant.parentID)),
                    .note(where_.cid == nil ? "the channel has no channels row" : "the parent is not a message of this channel"),
                ]))
            }
            if checks.contains(.rs007), let finding = CounterChecks.negativeThreadCounter(
                channel: where_, parentID: participant.parentID, userID: userID(participant.user), unreadReplies: participant.unreadReplies) {
                findings.append(finding)
            }
            // RS015: replying counts as reading the thread.
            if let found = ownReply[ThreadUser(parent: participant.parentID, user: participant.user)], let own = found,
               participant.lastReadAt.map({ $0 < own.createdAt }) ?? true {
                findings.append(AuditFinding(code: .rs015, channel: where_, userID: userID(participant.user), messageID: own.id, detail: [
                    .field("parent_id", .integer(participant.parentID)),
                    .field("thread last_read_at", .timestamp(participant.lastReadAt)),
                    .field("own reply created_at", .timestamp(own.createdAt)),
                ]))
            }
        }
        // RS011: thread receipts of users with no membership row (members had them merged).
        for (user, receipts) in threadReceipts.sorted(by: { $0.key < $1.key }) {
            findings.append(AuditFinding(code: .rs011, channel: where_, userID: userID(user), detail: [
                Self.switchesPart(channel), .field("thread receipts", .integer(Int64(receipts))), .note("no membership row"),
            ]))
        }
        if checks.contains(.rs016) {
            for mention in mentions {
                var detail = AuditDetail()
                if mentioned[mention.messageID] != true { detail.append(.note("not a message of this channel")) }
                if !isCurrentMember(mention.user, members) { detail.append(.note("no current membership in the channel")) }
                guard !detail.parts.isEmpty else { continue }
                findings.append(AuditFinding(code: .rs016, channel: where_, userID: userID(mention.user), messageID: mention.messageID, detail: detail))
            }
        }
    }
}

/// A participant of one thread.
struct ThreadUser: Hashable {
    var parent: Int64
    var user: Int32
}

/// The kind as `receipt_events.kind` spells it.
func kindName(_ kind: ReceiptKind) -> String { kind == .read ? "read" : "delivered" }

/// RS010's view of one member's events of one kind: the latest, by greatest `at`, ties by
/// greatest id (the seed's convention too), and whether its `up_to` is the member's receipt.
private struct LatestEvent {
    var event: AuditEvent?
    var stateMatches = false

    mutating func observe(_ candidate: AuditEvent, state: Microseconds?) {
        if let current = event, (current.at, current.id) >= (candidate.at, candidate.id) { return }
        event = candidate
        stateMatches = state == candidate.upTo
    }
}

private struct TallyKey: Hashable {
    var code: AuditCode
    var user: Int32
}

/// The events of one (code, user) in a channel: how many, and the first (lowest id) as the
/// example, so the detail does not depend on the order the rows arrive in.
private struct EventTally {
    enum Reason: Int, Comparable {
        case none, noMembership, beforeJoin, afterLeave
        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    var count = 1
    var example: AuditEvent
    var reason: Reason
    var kinds: (read: Int, delivered: Int)

    init(_ event: AuditEvent, reason: Reason) {
        example = event
        self.reason = reason
        kinds = event.kind == .read ? (1, 0) : (0, 1)
    }

    mutating func add(_ event: AuditEvent, reason: Reason) {
        count += 1
        if event.kind == .read { kinds.read += 1 } else { kinds.delivered += 1 }
        if event.id < example.id {
            example = event
            self.reason = reason
        }
    }

    private var exampleParts: [AuditDetail.Part] {
        [.field("event", .integer(example.id)), .field("kind", .text(kindName(example.kind))),
         .field("up_to", .timestamp(example.upTo)), .field("at", .timestamp(example.at))]
    }

    private var countPart: [AuditDetail.Part] { count > 1 ? [.field("events", .integer(Int64(count)))] : [] }

    var futureDetail: [AuditDetail.Part] { exampleParts + countPart }

    var membershipDetail: AuditDetail {
        let why: String
        switch reason {
        case .noMembership, .none: why = "no membership row in the channel"
        case .beforeJoin: why = "event before joined_at"
        case .afterLeave: why = "event after left_at"
        }
        return AuditDetail([.note(why)] + exampleParts + countPart)
    }

    var coversFutureDetail: AuditDetail { AuditDetail([.note("up_to later than at")] + exampleParts + countPart) }

    var disabledDetail: [AuditDetail.Part] {
        var parts: [AuditDetail.Part] = []
        if kinds.read > 0 { parts.append(.field("read events", .integer(Int64(kinds.read)))) }
        if kinds.delivered > 0 { parts.append(.field("delivered events", .integer(Int64(kinds.delivered)))) }
        return parts
    }
}
