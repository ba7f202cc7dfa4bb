/// The checks on stored counters: RS005 and RS006 compare them with the recompute's numbers
/// (the audit never counts unread messages itself), RS007 looks for negative ones.
public enum CounterChecks {
    /// RS005: a current member's stored `unread_count` against the recomputed count.
    public static func memberDrift(channel: FindingChannel, userID: @autoclosure () -> String, stored: Int, recomputed: Int) -> AuditFinding? {
        guard stored != recomputed else { return nil }
        return AuditFinding(code: .rs005, channel: channel, userID: userID(), detail: [
            .field("stored", .integer(Int64(stored))), .field("recomputed", .integer(Int64(recomputed))),
            .field("delta", .integer(Int64(recomputed) - Int64(stored))),
        ])
    }

    /// RS006: a user's stored totals against the recomputed ones; one finding for either.
    public static func userDrift(
        userID: @autoclosure () -> String, storedTotal: Int, recomputedTotal: Int, storedChannels: Int, recomputedChannels: Int
    ) -> AuditFinding? {
        guard storedTotal != recomputedTotal || storedChannels != recomputedChannels else { return nil }
        return AuditFinding(code: .rs006, channel: nil, userID: userID(), detail: [
            .field("total_unread_count", .integer(Int64(storedTotal))), .field("recomputed", .integer(Int64(recomputedTotal))),
            .field("unread_channels", .integer(Int64(storedChannels))), .field("recomputed", .integer(Int64(recomputedChannels))),
        ])
    }

    /// RS007 on `users`: either stored total below zero; one finding per user.
    public static func negativeUserCounters(
        userID: @autoclosure () -> String, total: Int64, channels: Int64, threads: Int64 = 0, mentions: Int64 = 0
    ) -> AuditFinding? {
        guard total < 0 || channels < 0 || threads < 0 || mentions < 0 else { return nil }
        var detail = AuditDetail()
        if total < 0 { detail.append(.field("total_unread_count", .integer(total))) }
        if channels < 0 { detail.append(.field("unread_channels", .integer(channels))) }
        if threads < 0 { detail.append(.field("unread_threads", .integer(threads))) }
        if mentions < 0 { detail.append(.field("total_unread_mentions", .integer(mentions))) }
        return AuditFinding(code: .rs007, channel: nil, userID: userID(), detail: detail)
    }

    /// RS012: a participant's stored `unread_replies` against the recomputed count. The
    /// finding's message id is the thread's parent, so each participant row is one key.
    public static func threadDrift(
        channel: FindingChannel, parentID: Int64, userID: @autoclosure () -> String, stored: Int, recomputed: Int
    ) -> AuditFinding? {
        guard stored != recomputed else { return nil }
        return AuditFinding(code: .rs012, channel: channel, userID: userID(), messageID: parentID, detail: [
            .field("parent_id", .integer(parentID)),
            .field("stored", .integer(Int64(stored))), .field("recomputed", .integer(Int64(recomputed))),
            .field("delta", .integer(Int64(recomputed) - Int64(stored))),
        ])
    }

    /// RS013: a current member's stored `unread_mentions` against the recomputed count.
    public static func mentionDrift(channel: FindingChannel, userID: @autoclosure () -> String, stored: Int, recomputed: Int) -> AuditFinding? {
        guard stored != recomputed else { return nil }
        return AuditFinding(code: .rs013, channel: channel, userID: userID(), detail: [
            .field("stored", .integer(Int64(stored))), .field("recomputed", .integer(Int64(recomputed))),
            .field("delta", .integer(Int64(recomputed) - Int64(stored))),
        ])
    }

    /// RS014: a user's stored `unread_threads` / `total_unread_mentions` against the recomputed
    /// ones; one finding for either.
    public static func userThreadMentionDrift(userID: @autoclosure () -> String, _ counters: UserCounters) -> AuditFinding? {
        guard counters.threadsOrMentionsDrifted else { return nil }
        return AuditFinding(code: .rs014, channel: nil, userID: userID(), detail: [
            .field("unread_threads", .integer(Int64(counters.storedThreads))), .field("recomputed", .integer(Int64(counters.recomputedThreads))),
            .field("total_unread_mentions", .integer(Int64(counters.storedMentions))),
            .field("recomputed", .integer(Int64(counters.recomputedMentions))),
        ])
    }

    /// RS007 on `thread_participants`: a stored `unread_replies` below zero (any participant row,
    /// member or not). The message id is the thread's parent.
    public static func negativeThreadCounter(channel: FindingChannel, parentID: Int64, userID: @autoclosure () -> String, unreadReplies: Int64) -> AuditFinding? {
        guard unreadReplies < 0 else { return nil }
        return AuditFinding(code: .rs007, channel: channel, userID: userID(), messageID: parentID, detail: [
            .field("parent_id", .integer(parentID)), .field("unread_replies", .integer(unreadReplies)),
        ])
    }
}
