import Foundation
import ReadState

/// A message as generated; the row's columns follow from it.
enum SeedMessageKind: UInt8, Sendable, CaseIterable {
    case regular, system, silent, shadowed, deleted, error, ephemeral, threadReply, threadReplyShown

    /// The columns of the kind's row as the rules see them (`SeedLoad+Messages` writes the same:
    /// the type, `show_in_channel`, `silent`, `shadowed`, `deleted_at` set, a parent for a reply).
    var ruleMessage: UnreadRules.Message {
        UnreadRules.Message(
            sender: "", createdAt: 0, type: UnreadRules.MessageType(rawValue: typeText)!,
            parentID: isThreadReply ? 1 : nil, showInChannel: self == .threadReplyShown,
            silent: self == .silent, shadowed: self == .shadowed, deletedAt: self == .deleted ? 1 : nil)
    }

    /// docs/rules.md#which-messages-can-count: whether a message of this kind can count as unread
    /// in the channel (before the per-member conditions), by the rule's one home
    /// (`UnreadRules.isCountable`), looked up per kind.
    var counts: Bool { Self.countsTable[Int(rawValue)] }

    /// docs/rules.md#threads: whether a reply of this kind counts inside its thread
    /// (`UnreadRules.isCountableReply`; show_in_channel does not matter there).
    var countsInThread: Bool { Self.countsInThreadTable[Int(rawValue)] }

    private static let countsTable = allCases.map { UnreadRules.isCountable($0.ruleMessage) }
    private static let countsInThreadTable = allCases.map { UnreadRules.isCountableReply($0.ruleMessage) }

    var typeText: String {
        switch self {
        case .system: return "system"
        case .error: return "error"
        case .ephemeral: return "ephemeral"
        default: return "regular"
        }
    }

    /// Replies are regular messages, neither silent, shadowed nor deleted, so inside their
    /// thread every one counts (`countsInThread`).
    var isThreadReply: Bool { self == .threadReply || self == .threadReplyShown }

    /// Messages that may @-mention someone: what people type (not system, error or ephemeral).
    var canMention: Bool {
        switch self {
        case .system, .error, .ephemeral: return false
        default: return true
        }
    }
}

enum SeedReceiptKind: UInt8, Sendable {
    case read, delivered
    var text: String { self == .read ? "read" : "delivered" }
}

/// A member's current state, as the latest receipt events left it, and the true counters.
struct SeedMemberOutcome: Sendable {
    /// Index of `last_read_message_id`'s message; -1 when the member never read.
    var readIndex = -1
    /// `at` of the member's latest read event.
    var readEventAt: Int64 = .min
    var deliveredIndex = -1
    var deliveredEventAt: Int64 = .min
    /// Unread messages (for a former member, as it stood when they left).
    var unread = 0
    /// Unread @mentions, the same way.
    var mentions = 0
}
