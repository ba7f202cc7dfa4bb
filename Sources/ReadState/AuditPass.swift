/// One channel in the shared pass, as the checks' hooks see it: the channel, its rows, and the
/// facts the pass gathers in its one look at each table for the checks that asked (in `begin`).
public struct AuditPass {
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
    /// Counts a check keeps per (code, user) for the channel (`count`), e.g. RS011's thread receipts.
    private var counts: [TallyKey: Int] = [:]

    init(futureLimit: Microseconds) {
        self.futureLimit = futureLimit
    }

    mutating func start(
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

    mutating func finish() {
        for member in members { memberSlot[Int(member.user)] = -1 }
        messageLookups.removeAll()
        if !ownReply.isEmpty { ownReply.removeAll(keepingCapacity: true) }
        if !counts.isEmpty { counts.removeAll(keepingCapacity: true) }
        if !tallies.isEmpty { tallies.removeAll(keepingCapacity: true) }
        wantsOwnLatest = false
        wantsLatestEvents = false
        userText = { _ in "" }
        (members, allMessages, allEvents, allParticipants, allMentions) = ([], [], [], [], [])
    }

    /// Runs one check's hook, with its declared inputs readable.
    @inline(__always)
    mutating func run(_ inputs: AuditInputs, _ hook: (inout AuditPass) -> Void) {
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

    // MARK: per-user counts

    /// Adds one to `code`'s count of `user` in this channel.
    mutating func count(_ code: AuditCode, user: Int32) { counts[TallyKey(code: code, user: user), default: 0] += 1 }

    /// Takes `code`'s count of `user` (a member check puts it in its finding).
    mutating func takeCount(_ code: AuditCode, user: Int32) -> Int? {
        guard !counts.isEmpty else { return nil }
        return counts.removeValue(forKey: TallyKey(code: code, user: user))
    }

    /// The counts of `code` no member check took, by user.
    func remainingCounts(_ code: AuditCode) -> [(user: Int32, count: Int)] {
        guard !counts.isEmpty else { return [] }
        return counts.filter { $0.key.code == code }.map { ($0.key.user, $0.value) }.sorted { $0.user < $1.user }
    }

    // MARK: the pass's own looks

    /// One look at the channel's messages, and one at its events, for the facts asked for.
    mutating func lookAtMessagesAndEvents() {
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
    /// Why the example counts, where a check has several reasons: the check declares its own
    /// (RS008's beside its unit).
    struct Reason: Equatable, Sendable {
        let rawValue: Int
        static let none = Reason(rawValue: 0)
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
