/// One audit check: a file `Checks/RS0xx<Name>.swift` that declares what the check is
/// (`check`: code, name, severity, meaning, repair, the inputs it needs) and holds its logic, as
/// hooks into the one shared pass (docs/contributing.md#how-to-add-a-check). A unit conforms to
/// the hook protocols below that it uses; the pass calls the selected units that conform, in
/// code order, once per channel (or per counted row, per user). The checks never read the
/// database: the scan reads each table once for all of them.
public protocol AuditCheckUnit {
    static var check: AuditCheck { get }
}

// MARK: - hooks into the per-channel pass (`ChannelAuditor`)

/// A check on one channel's rows. For each channel the pass calls, for every selected check in
/// code order: `begin` (ask for the facts the check uses, `AuditPass.want…`), then, after its
/// one look at the channel's messages, `observeEvents` (count events toward a finding,
/// `AuditPass.tally`), then `check` (append the check's findings). A check reads the rows
/// through `pass` (`members` always; `messages`, `events`, `participants`, `mentions` when its
/// `inputs` say so: debug builds stop on a table a check did not declare).
public protocol ChannelCheck: AuditCheckUnit {
    static func begin(_ pass: inout AuditPass)
    static func observeEvents(_ pass: inout AuditPass)
    static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding])
}

extension ChannelCheck {
    public static func begin(_ pass: inout AuditPass) {}
    public static func observeEvents(_ pass: inout AuditPass) {}
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
