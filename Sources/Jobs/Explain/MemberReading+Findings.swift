import Postgres
import ReadState
import Runtime

extension MemberReading {
    /// The audit's findings about this member in this channel (docs/checks.md): the audit's own
    /// check units over the channel's rows alone (and the user's own row), in this snapshot. The
    /// checks of a user's recomputed totals (RS006, RS014) need every channel and are left to the
    /// totals above; checks the source cannot run are not run (docs/mappings.md#capabilities).
    func findings(_ channel: String, snapshotAt: PostgresTimestamp) throws -> [MemberExplanation.Finding] {
        let unavailable = AuditAvailability.unavailable(on: source)
        let codes = (AuditCheckSet.all.codes + source.severities.enabled).filter { code in
            unavailable[code] == nil && (code.unit is any ChannelCheck.Type || !(code.unit is any UserCheck.Type))
        }
        let scan = AuditScan(connection: connection, checks: AuditCheckSet(codes),
                             futureLimit: AuditOptions().futureLimit(clock: snapshotAt.microseconds), parallel: false,
                             keys: keys, addressed: source.addressedMessages, orderedMessages: source.kind != .mapping,
                             onlyChannels: [channel])
        var found: [MemberExplanation.Finding] = []
        try scan.run { findings in
            for finding in findings where finding.userID == user {
                found.append(MemberExplanation.Finding(code: finding.code.text, severity: source.severities[finding.code].name,
                                                       messageID: finding.messageText, detail: AuditTally.detailText(finding.detail)))
            }
        }
        return found
    }
}
