/// The stable check codes (docs/checks.md), like a linter's: never renumbered, never reused;
/// and the unit (`Checks/RS0xx….swift`) that declares each one. A new check adds its case here
/// and its unit below (the compiler asks for the second); docs/contributing.md#how-to-add-a-check.
public enum AuditCode: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case rs001 = 1, rs002, rs003, rs004, rs005, rs006, rs007, rs008, rs009, rs010, rs011
    case rs012, rs013, rs014, rs015, rs016, rs017, rs018, rs019

    /// The check this code names: its declaration (`check`) and its logic.
    public var unit: any AuditCheckUnit.Type {
        switch self {
        case .rs001: return ReceiptBeforeOwnMessageCheck.self
        case .rs002: return ReceiptInFutureCheck.self
        case .rs003: return DeliveredBehindReadCheck.self
        case .rs004: return ReceiptMessageMismatchCheck.self
        case .rs005: return UnreadCountDriftCheck.self
        case .rs006: return UserTotalDriftCheck.self
        case .rs007: return NegativeCounterCheck.self
        case .rs008: return ReceiptFromNonMemberCheck.self
        case .rs009: return ReceiptCoversFutureCheck.self
        case .rs010: return StateLogDisagreementCheck.self
        case .rs011: return ReceiptsWhileDisabledCheck.self
        case .rs012: return ThreadUnreadDriftCheck.self
        case .rs013: return MentionCountDriftCheck.self
        case .rs014: return UserThreadMentionDriftCheck.self
        case .rs015: return ThreadReceiptBeforeOwnReplyCheck.self
        case .rs016: return MentionOfNonMemberCheck.self
        case .rs017: return ThreadParentMismatchCheck.self
        case .rs018: return ReplyToAnotherChannelCheck.self
        case .rs019: return FormerMemberCounterCheck.self
        }
    }
}
