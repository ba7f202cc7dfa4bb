import ReadState

/// Which audit checks a source can run (docs/mappings.md#capabilities, docs/checks.md): a check
/// whose inputs the source lacks is not run, and `audit.md` says why, instead of reporting
/// every member (RS010 without a receipt log) or every user (RS006 without stored totals).
/// Checks that read an absent table among others (RS002, RS007, RS011) run on what is there.
public enum AuditAvailability {
    /// The selected checks that cannot run on `source`, with the reason.
    public static func unavailable(on source: ContractSource) -> [AuditCode: String] {
        let compared = ComparedCounters(source)
        var reasons: [AuditCode: String] = [:]
        func notRun(_ codes: [AuditCode], _ reason: String) {
            for code in codes where reasons[code] == nil { reasons[code] = reason }
        }
        if !source.has(.receiptLog) { notRun([.rs008, .rs009, .rs010], SourceCapability.receiptLog.absence) }
        if !source.has(.threadParticipants) { notRun([.rs012, .rs015, .rs017], SourceCapability.threadParticipants.absence) }
        if !source.has(.mentionRows) { notRun([.rs013, .rs016], SourceCapability.mentionRows.absence) }
        if !compared.threadReplies { notRun([.rs012], SourceCapability.storedThreadCounters.absence) }
        if !compared.memberMentions { notRun([.rs013], SourceCapability.storedMemberMentions.absence) }
        if !compared.userTotals { notRun([.rs006], SourceCapability.storedUserTotals.absence) }
        if !compared.userThreads || !compared.userMentions {
            let missing = [SourceCapability.threadParticipants, .storedUserThreads, .mentionRows, .storedUserMentions]
                .first { !source.has($0) } ?? .storedUserThreads
            notRun([.rs014], missing.absence)
        }
        return reasons
    }
}
