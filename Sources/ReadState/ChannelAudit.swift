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

/// The shared per-channel pass of the audit (docs/checks.md): given one channel's members,
/// messages, events, thread participants and mentions, in any order, it looks at each row once
/// and calls the selected checks' hooks (`Checks/`, in code order), which append the channel's
/// findings, one per key, sorted by user, code and message. The scratch storage is reused
/// channel after channel, so a clean channel allocates nothing.
public struct ChannelAuditor {
    public let checks: AuditCheckSet
    /// The audit's clock + `--clock-skew`: a receipt later than this is in the future (RS002).
    public var futureLimit: Microseconds { pass.futureLimit }

    /// The selected units that check a channel's rows, in code order.
    private let channelChecks: [(unit: any ChannelCheck.Type, inputs: AuditInputs)]
    private var pass: ChannelAudit

    public init(checks: AuditCheckSet = .all, futureLimit: Microseconds) {
        self.checks = checks
        channelChecks = AuditCatalog.units(checks).compactMap { $0 as? any ChannelCheck.Type }.map { ($0, $0.check.inputs) }
        pass = ChannelAudit(futureLimit: futureLimit)
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

    /// The same with the channel's thread participants and mentions.
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
        withoutActuallyEscaping(userID) { userID in
            pass.start(channel: channel, members: members, messages: messages, events: events,
                       participants: participants, mentions: mentions, userID: userID)
            defer { pass.finish() }
            for (unit, inputs) in channelChecks { pass.run(inputs) { unit.begin(&$0) } }
            pass.lookAtMessagesAndEvents()
            for (unit, inputs) in channelChecks { pass.run(inputs) { unit.observeEvents(&$0) } }
            let start = findings.count
            for (unit, inputs) in channelChecks { pass.run(inputs) { unit.check(&$0, into: &findings) } }
            if findings.count - start > 1 {
                findings[start...].sort {
                    ($0.userID, $0.code, $0.messageID ?? .min) < ($1.userID, $1.code, $1.messageID ?? .min)
                }
            }
        }
    }
}

/// One channel in the shared pass, as the checks' hooks see it: the channel, its rows, and the
/// facts the pass gathers in its one look at each table for the checks that asked (in `begin`).
public struct ChannelAudit {
    public private(set) var channel = AuditChannel(id: 0, cid: nil, rules: nil)
    /// The channel's `channel_members` rows, current and former.
    public private(set) var members: ArraySlice<AuditMember> = []
    public var messages: ArraySlice<AuditMessage> { declared(.messages); return allMessages }
    public var events: ArraySlice<AuditEvent> { declared(.receiptEvents); return allEvents }
    public var participants: ArraySlice<AuditParticipant> { declared(.threadParticipants); return allParticipants }
    public var mentions: ArraySlice<AuditMention> { declared(.mentions); return allMentions }
    private var allMessages: ArraySlice<AuditMessage> = []
    private var allEvents: ArraySlice<AuditEvent> = []
    private var allParticipants: ArraySlice<AuditParticipant> = []
    private var allMentions: ArraySlice<AuditMention> = []
    /// The inputs of the check whose hook runs: a table it did not declare is not read for it
    /// when it runs alone (`AuditCheck.inputs`), so reading it is a bug that tests must catch.
    private var running = AuditInputs()
    /// The audit's clock + `--clock-skew` (RS002).
    public let futureLimit: Microseconds
    /// A user id back to text, only for findings (valid during one channel's audit).
    private var userText: (Int32) -> String = { _ in "" }

    // MARK: facts

    /// Indexed by user id: that user's member index in the channel, or -1.
    private var memberSlot: [Int32] = []
    /// Per member: own latest counted message, when a check `wantOwnLatestMessages()`.
    private(set) var ownLatest: [(createdAt: Microseconds, id: Int64)?] = []
    private var wantsOwnLatest = false
    /// Per member and kind (index `2 * member + kind`): the latest event, when a check
    /// `wantLatestEvents()`.
    private(set) var latest: [LatestEvent] = []
    private var wantsLatestEvents = false
    /// Message ids checks asked about (`lookUpMessage`) → their `created_at` once seen among
    /// the channel's messages (still nil: not a message of this channel).
    private var messageLookups = MessageIDTable<Microseconds?>()
    /// Per (thread, participant) a check asked about (`wantOwnLatestReply`): own latest counted reply.
    private(set) var ownReply: [ThreadUser: (createdAt: Microseconds, id: Int64)?] = [:]
    /// Event findings gathered per (code, user), so each key gives one finding.
    private var tallies: [TallyKey: EventTally] = [:]
    /// RS011: per user, thread receipts kept in a type with `read_events` off.
    var threadReceipts: [Int32: Int] = [:]

    init(futureLimit: Microseconds) {
        self.futureLimit = futureLimit
    }

    fileprivate mutating func start(
        channel: AuditChannel, members: ArraySlice<AuditMember>, messages: ArraySlice<AuditMessage>, events: ArraySlice<AuditEvent>,
        participants: ArraySlice<AuditParticipant>, mentions: ArraySlice<AuditMention>, userID: @escaping (Int32) -> String
    ) {
        self.channel = channel
        self.members = members
        allMessages = messages
        allEvents = events
        allParticipants = participants
        allMentions = mentions
        userText = userID
        let maxUser = members.reduce(Int32(-1)) { max($0, $1.user) }
        if Int(maxUser) >= memberSlot.count {
            memberSlot.append(contentsOf: repeatElement(-1, count: Int(maxUser) + 1 - memberSlot.count))
        }
        ownLatest.removeAll(keepingCapacity: true)
        ownLatest.append(contentsOf: repeatElement(nil, count: members.count))
        latest.removeAll(keepingCapacity: true)
        latest.append(contentsOf: repeatElement(LatestEvent(), count: members.count * 2))
        for (index, member) in members.enumerated() { memberSlot[Int(member.user)] = Int32(index) }
    }

    fileprivate mutating func finish() {
        for member in members { memberSlot[Int(member.user)] = -1 }
        messageLookups.removeAll()
        if !ownReply.isEmpty { ownReply.removeAll(keepingCapacity: true) }
        if !threadReceipts.isEmpty { threadReceipts.removeAll(keepingCapacity: true) }
        if !tallies.isEmpty { tallies.removeAll(keepingCapacity: true) }
        wantsOwnLatest = false
        wantsLatestEvents = false
        userText = { _ in "" }
        (members, allMessages, allEvents, allParticipants, allMentions) = ([], [], [], [], [])
    }

    /// Runs one check's hook, with its declared inputs readable.
    @inline(__always)
    fileprivate mutating func run(_ inputs: AuditInputs, _ hook: (inout ChannelAudit) -> Void) {
        running = inputs
        hook(&self)
    }

    @inline(__always)
    private func declared(_ input: AuditInputs) {
        assert(running.contains(input), "a check read a table its AuditCheck.inputs do not declare")
    }

    // MARK: asking for facts (in `ChannelCheck.begin`)

    /// Gather each member's own latest counted message (`ownLatest`).
    public mutating func wantOwnLatestMessages() { wantsOwnLatest = true }

    /// Gather each member's latest event of each kind (`latest`).
    public mutating func wantLatestEvents() { wantsLatestEvents = true }

    /// Look `id` up among the channel's messages (`createdAt(ofMessage:)`).
    public mutating func lookUpMessage(_ id: Int64) { messageLookups.set(id, nil) }

    /// Gather `user`'s own latest counted reply in thread `parent` (`ownReply`).
    mutating func wantOwnLatestReply(parent: Int64, user: Int32) { ownReply[ThreadUser(parent: parent, user: user)] = .some(nil) }

    // MARK: the facts

    /// `user`'s member index in the channel, if it has a membership row.
    @inline(__always)
    public func member(of user: Int32) -> Int? {
        guard user >= 0, Int(user) < memberSlot.count else { return nil }
        let slot = memberSlot[Int(user)]
        return slot < 0 ? nil : Int(slot)
    }

    /// The membership row of `user` in the channel is current.
    public func isCurrentMember(_ user: Int32) -> Bool {
        guard let index = member(of: user) else { return false }
        return members[members.startIndex + index].isCurrent
    }

    /// For an id asked about: `.some(created_at)` when it is a message of the channel, `.some(nil)`
    /// when it is not; nil when nobody asked.
    func createdAt(ofMessage id: Int64) -> Microseconds?? { messageLookups[id] }

    /// The text of a user id, for a finding.
    public func userID(_ user: Int32) -> String { userText(user) }

    /// Appends a finding about `member` in this channel.
    func emit(_ code: AuditCode, _ member: AuditMember, message: Int64? = nil, _ detail: AuditDetail, into findings: inout [AuditFinding]) {
        emit(code, user: member.user, message: message, detail, into: &findings)
    }

    /// Appends a finding about `user` in this channel.
    func emit(_ code: AuditCode, user: Int32, message: Int64? = nil, _ detail: AuditDetail, into findings: inout [AuditFinding]) {
        findings.append(AuditFinding(code: code, channel: channel.findingChannel, userID: userText(user), messageID: message, detail: detail))
    }

    // MARK: event tallies

    /// Counts `event` toward `code`'s one finding for its user in this channel.
    mutating func tally(_ code: AuditCode, _ event: AuditEvent, reason: EventTally.Reason = .none) {
        let key = TallyKey(code: code, user: event.user)
        if let index = tallies.index(forKey: key) {
            tallies.values[index].add(event, reason: reason)
        } else {
            tallies[key] = EventTally(event, reason: reason)
        }
    }

    /// Takes `code`'s tally of `user` (a member check merges it into its finding).
    mutating func takeTally(_ code: AuditCode, user: Int32) -> EventTally? {
        guard !tallies.isEmpty else { return nil }
        return tallies.removeValue(forKey: TallyKey(code: code, user: user))
    }

    /// The tallies of `code` no member check took, by user.
    func remainingTallies(_ code: AuditCode) -> [(user: Int32, tally: EventTally)] {
        guard !tallies.isEmpty else { return [] }
        return tallies.filter { $0.key.code == code }.map { ($0.key.user, $0.value) }.sorted { $0.user < $1.user }
    }

    // MARK: the pass's own looks

    /// One look at the channel's messages, and one at its events, for the facts asked for.
    fileprivate mutating func lookAtMessagesAndEvents() {
        let lookUp = !messageLookups.isEmpty, own = wantsOwnLatest, replies = !ownReply.isEmpty
        if lookUp || own || replies {
            for message in allMessages {
                if lookUp, let slot = messageLookups.slot(of: message.id) {
                    messageLookups[slot: slot] = message.createdAt
                }
                if own, message.counts, let member = member(of: message.sender) {
                    // The latest by created_at; of two at the same instant, the higher id.
                    if ownLatest[member].map({ ($0.createdAt, $0.id) < (message.createdAt, message.id) }) ?? true {
                        ownLatest[member] = (message.createdAt, message.id)
                    }
                }
                if replies, message.countsInThread, let parent = message.parentID,
                   let index = ownReply.index(forKey: ThreadUser(parent: parent, user: message.sender)) {
                    if let own = ownReply.values[index], (own.createdAt, own.id) >= (message.createdAt, message.id) { continue }
                    ownReply.values[index] = (message.createdAt, message.id)
                }
            }
        }
        if wantsLatestEvents {
            for event in allEvents {
                guard let member = member(of: event.user) else { continue }
                let row = members[members.startIndex + member]
                let state = event.kind == .read ? row.lastReadAt : row.lastDeliveredAt
                latest[2 * member + Int(event.kind.rawValue)].observe(event, state: state)
            }
        }
    }

    /// The channel type and its switches, as RS011's details start.
    static func switches(_ channel: AuditChannel) -> AuditDetail.Part {
        guard let rules = channel.rules else { return .note("channel type unknown") }
        return .field("type", .text("\(rules.name) (read_events \(rules.readEvents ? "on" : "off"), delivery_events \(rules.deliveryEvents ? "on" : "off"))"))
    }
}

/// A participant of one thread.
struct ThreadUser: Hashable {
    var parent: Int64
    var user: Int32
}

/// The kind as `receipt_events.kind` spells it.
func kindName(_ kind: ReceiptKind) -> String { kind == .read ? "read" : "delivered" }

/// A member's events of one kind: the latest, by greatest `at`, ties by greatest id (the seed's
/// convention too), and whether its `up_to` is the member's receipt.
struct LatestEvent: Sendable {
    var event: AuditEvent?
    var stateMatches = false

    mutating func observe(_ candidate: AuditEvent, state: Microseconds?) {
        if let current = event, (current.at, current.id) >= (candidate.at, candidate.id) { return }
        event = candidate
        stateMatches = state == candidate.upTo
    }
}

struct TallyKey: Hashable {
    var code: AuditCode
    var user: Int32
}

/// The events of one (code, user) in a channel: how many, and the first (lowest id) as the
/// example, so the detail does not depend on the order the rows arrive in.
struct EventTally: Sendable {
    /// Why the example counts, where a check has several reasons (RS008).
    enum Reason: Int, Comparable, Sendable {
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

    /// The example event, then `events=N` when there are more.
    var exampleParts: [AuditDetail.Part] {
        var parts: [AuditDetail.Part] = [
            .field("event", .integer(example.id)), .field("kind", .text(kindName(example.kind))),
            .field("up_to", .timestamp(example.upTo)), .field("at", .timestamp(example.at)),
        ]
        if count > 1 { parts.append(.field("events", .integer(Int64(count)))) }
        return parts
    }
}
