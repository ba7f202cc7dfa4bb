/// A batch's thread participant rows (docs/rules.md#threads), read before its members so that
/// the members' pass can hand each participant its membership: whether the user is a current
/// member at all (a participant who is not is not checked), the membership's `muted` and its
/// `joined_at` (the thread repair's guard). The server joins nothing: a join of every
/// participant row to `channel_members` was a lookup per row on the server, where the members
/// are read anyway (docs/benchmark.md#the-reading-layer).
struct BatchParticipants {
    struct Row {
        let channel: Int64
        let parent: Int64
        /// The user's position in `users`.
        let user: Int
        let joinedAt: Int64
        let lastReadAt: Int64?
        let stored: Int
        /// The parent's key as text, on a source whose message keys are text or uuid.
        let parentKey: String?
    }

    struct Membership {
        let muted: Bool
        let joinedAt: Int64
    }

    private struct Pair: Hashable {
        let channel: Int64
        let user: Int
    }

    private(set) var rows: [Row] = []
    /// The participants' user ids, each once.
    private var users = ByteKeyIndex()
    private var memberships: [Pair: Membership] = [:]

    mutating func removeAll() {
        rows.removeAll(keepingCapacity: true)
        users.removeAll()
        memberships.removeAll(keepingCapacity: true)
    }

    mutating func append(channel: Int64, parent: Int64, user: UnsafeBufferPointer<UInt8>, joinedAt: Int64, lastReadAt: Int64?,
                         stored: Int, parentKey: String?) {
        let position = users.position(of: user) ?? users.append(user)
        rows.append(Row(channel: channel, parent: parent, user: position, joinedAt: joinedAt, lastReadAt: lastReadAt,
                        stored: stored, parentKey: parentKey))
    }

    /// A current member of the batch, as the members' pass reads it: kept when the user takes
    /// part in a thread of the batch (one hash of the user id per member otherwise).
    @inline(__always)
    mutating func member(channel: Int64, user: UnsafeBufferPointer<UInt8>, muted: Bool, joinedAt: Int64) {
        guard !rows.isEmpty, let position = users.position(of: user) else { return }
        memberships[Pair(channel: channel, user: position)] = Membership(muted: muted, joinedAt: joinedAt)
    }

    /// The membership of `row`'s user in `row`'s channel; nil when the user is not a current member.
    func membership(of row: Row) -> Membership? {
        memberships[Pair(channel: row.channel, user: row.user)]
    }

    /// The user id bytes of `row`.
    func withUser<R>(of row: Row, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try users.withKey(at: row.user, body)
    }
}
