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
    private var pass: AuditPass

    public init(checks: AuditCheckSet = .all, futureLimit: Microseconds) {
        self.checks = checks
        channelChecks = AuditCatalog.units(checks).compactMap { $0 as? any ChannelCheck.Type }.map { ($0, $0.check.inputs) }
        pass = AuditPass(futureLimit: futureLimit)
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
