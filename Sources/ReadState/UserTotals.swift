/// Per-user totals accumulated membership by membership (docs/rules.md#per-user-totals): a user's total is the sum
/// of the unread counts of current memberships that are not `muted`, and the number of unread
/// channels is how many of those have unread > 0. A user never seen has 0 and 0.
/// docs/rules.md#threads: the same for unread threads (participant rows with
/// unread replies) and total unread mentions, over current, non-muted memberships.
/// Indexed by small user ids (`UserInterner`): 24 bytes a user, whatever the batching.
public struct UserTotals: Sendable {
    private var totals: [Int64] = []
    private var channels: [Int32] = []
    private var threads: [Int32] = []
    private var mentions: [Int64] = []

    public init() {}

    private mutating func grow(to index: Int) {
        guard index >= totals.count else { return }
        let grown = max(index + 1, totals.count * 3 / 2)
        totals.append(contentsOf: repeatElement(0, count: grown - totals.count))
        channels.append(contentsOf: repeatElement(0, count: grown - channels.count))
        threads.append(contentsOf: repeatElement(0, count: grown - threads.count))
        mentions.append(contentsOf: repeatElement(0, count: grown - mentions.count))
    }

    /// Adds one current membership of `user` with `unread` unread messages.
    public mutating func add(user: Int32, unread: Int, membershipMuted: Bool) {
        // docs/rules.md#per-user-totals: a muted membership keeps its own count but is left out of the totals.
        guard !membershipMuted, unread != 0 else { return }
        let index = Int(user)
        grow(to: index)
        totals[index] += Int64(unread)
        if unread > 0 { channels[index] += 1 }
    }

    /// Adds one current membership's unread mentions.
    public mutating func add(user: Int32, mentions count: Int, membershipMuted: Bool) {
        guard !membershipMuted, count != 0 else { return }
        let index = Int(user)
        grow(to: index)
        mentions[index] += Int64(count)
    }

    /// Adds one participant row of `user` with `unreadReplies`; it is an unread thread when > 0
    /// and the channel membership is current (the caller's condition) and not muted.
    public mutating func add(user: Int32, unreadReplies: Int, membershipMuted: Bool) {
        guard !membershipMuted, unreadReplies > 0 else { return }
        let index = Int(user)
        grow(to: index)
        threads[index] += 1
    }

    /// `user`'s total unread count and number of unread channels.
    public func totals(of user: Int32) -> (total: Int, channels: Int) {
        let index = Int(user)
        guard index >= 0, index < totals.count else { return (0, 0) }
        return (Int(totals[index]), Int(channels[index]))
    }

    /// `user`'s unread threads and total unread mentions.
    public func threadsAndMentions(of user: Int32) -> (threads: Int, mentions: Int) {
        let index = Int(user)
        guard index >= 0, index < threads.count else { return (0, 0) }
        return (Int(threads[index]), Int(mentions[index]))
    }
}
