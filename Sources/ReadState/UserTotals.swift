/// Per-user totals accumulated membership by membership (docs/rules.md#per-user-totals): a user's total is the sum
/// of the unread counts of current memberships that are not `muted`, and the number of unread
/// channels is how many of those have unread > 0. A user never seen has 0 and 0.
/// Indexed by small user ids (`UserInterner`): 12 bytes a user, whatever the batching.
public struct UserTotals: Sendable {
    private var totals: [Int64] = []
    private var channels: [Int32] = []

    public init() {}

    /// Adds one current membership of `user` with `unread` unread messages.
    public mutating func add(user: Int32, unread: Int, membershipMuted: Bool) {
        // docs/rules.md#per-user-totals: a muted membership keeps its own count but is left out of the totals.
        guard !membershipMuted, unread != 0 else { return }
        let index = Int(user)
        if index >= totals.count {
            let grown = max(index + 1, totals.count * 3 / 2)
            totals.append(contentsOf: repeatElement(0, count: grown - totals.count))
            channels.append(contentsOf: repeatElement(0, count: grown - channels.count))
        }
        totals[index] += Int64(unread)
        if unread > 0 { channels[index] += 1 }
    }

    /// `user`'s total unread count and number of unread channels.
    public func totals(of user: Int32) -> (total: Int, channels: Int) {
        let index = Int(user)
        guard index >= 0, index < totals.count else { return (0, 0) }
        return (Int(totals[index]), Int(channels[index]))
    }
}
