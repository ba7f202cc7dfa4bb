import Foundation

/// A message as generated; the row's columns follow from it.
enum SeedMessageKind: UInt8, Sendable {
    case regular, system, silent, shadowed, deleted, error, ephemeral, threadReply, threadReplyShown

    /// docs/rules.md: which messages can count as unread in the channel (before the
    /// per-member conditions); thread replies only when shown in the channel.
    var counts: Bool {
        switch self {
        case .regular, .system, .threadReplyShown: return true
        case .silent, .shadowed, .deleted, .error, .ephemeral, .threadReply: return false
        }
    }

    var typeText: String {
        switch self {
        case .system: return "system"
        case .error: return "error"
        case .ephemeral: return "ephemeral"
        default: return "regular"
        }
    }

    /// Replies are regular messages, so inside their thread every one counts
    /// (docs/rules.md#threads: show_in_channel does not matter there).
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
