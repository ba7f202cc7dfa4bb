/// One audit check: a file `Checks/RS0xx<Name>.swift` that declares what the check is
/// (`check`: code, name, severity, meaning, repair, the inputs it needs) and holds its logic, as
/// hooks into the one shared pass (docs/contributing.md#how-to-add-a-check). A unit conforms to
/// the hook protocols below that it uses; the pass calls the selected units that conform, in
/// code order. The checks never read rows themselves: the pass reads each table once for all.
public protocol AuditCheckUnit {
    static var check: AuditCheck { get }
}

// MARK: - hooks into the per-channel pass (`ChannelAuditor`)

/// Called once per channel before its rows are looked at (`begin`: ask the pass for the facts
/// the check uses, `ChannelAudit.want…`), and once after (`end`: findings about the channel as a
/// whole, or what no member absorbed).
public protocol ChannelCheck: AuditCheckUnit {
    static func begin(_ pass: inout ChannelAudit)
    static func end(_ pass: inout ChannelAudit, into findings: inout [AuditFinding])
}

extension ChannelCheck {
    public static func begin(_ pass: inout ChannelAudit) {}
    public static func end(_ pass: inout ChannelAudit, into findings: inout [AuditFinding]) {}
}

/// Called for each receipt event of the channel; `member` is the event's user's index among
/// the channel's members (nil: no membership row).
public protocol EventCheck: AuditCheckUnit {
    static func observe(_ event: AuditEvent, member: Int?, in pass: inout ChannelAudit)
}

/// Called for each membership row of the channel (current or former), after the messages and
/// events were looked at; `index` is the member's index in `pass.members`.
public protocol MemberCheck: AuditCheckUnit {
    static func check(member index: Int, _ member: AuditMember, in pass: inout ChannelAudit, into findings: inout [AuditFinding])
}

/// Called for each `thread_participants` row of the channel, member or not.
public protocol ParticipantCheck: AuditCheckUnit {
    static func check(participant: AuditParticipant, in pass: inout ChannelAudit, into findings: inout [AuditFinding])
}

/// Called for each `message_mentions` row of the channel.
public protocol MentionCheck: AuditCheckUnit {
    static func check(mention: AuditMention, in pass: inout ChannelAudit, into findings: inout [AuditFinding])
}

// MARK: - hooks into the counting pass (the recompute's own computation, in the audit's scan)

/// A current member's stored `unread_count` against the count the unread rules give.
public protocol UnreadCountCheck: AuditCheckUnit {
    static func compare(unread stored: Int, recomputed: Int, channel: FindingChannel, userID: @autoclosure () -> String) -> AuditFinding?
}

/// A current member's stored `unread_mentions` against the recomputed one.
public protocol MentionCountCheck: AuditCheckUnit {
    static func compare(mentions stored: Int, recomputed: Int, channel: FindingChannel, userID: @autoclosure () -> String) -> AuditFinding?
}

/// A thread participant's (a current member's) stored `unread_replies` against the recomputed one.
public protocol ReplyCountCheck: AuditCheckUnit {
    static func compare(replies stored: Int, recomputed: Int, channel: FindingChannel, parentID: Int64,
                        userID: @autoclosure () -> String) -> AuditFinding?
}

/// Called for each `users` row after the last batch, with the recomputed totals when a selected
/// check's inputs include `.recomputedCounts`.
public protocol UserCheck: AuditCheckUnit {
    static func check(user: AuditUserCounters, userID: @autoclosure () -> String) -> AuditFinding?
}

/// A `users` row's stored counters, and the totals the recompute gives (0 when not recomputed).
public struct AuditUserCounters: Sendable, Equatable {
    public var storedTotal, storedChannels, storedThreads, storedMentions: Int64
    public var recomputedTotal, recomputedChannels, recomputedThreads, recomputedMentions: Int

    public init(storedTotal: Int64, storedChannels: Int64, storedThreads: Int64 = 0, storedMentions: Int64 = 0,
                recomputedTotal: Int = 0, recomputedChannels: Int = 0, recomputedThreads: Int = 0, recomputedMentions: Int = 0) {
        self.storedTotal = storedTotal
        self.storedChannels = storedChannels
        self.storedThreads = storedThreads
        self.storedMentions = storedMentions
        self.recomputedTotal = recomputedTotal
        self.recomputedChannels = recomputedChannels
        self.recomputedThreads = recomputedThreads
        self.recomputedMentions = recomputedMentions
    }
}
