import Postgres
import ReadState
import Runtime

extension AddressedMessages {
    /// docs/mappings.md#addressed-messages: the channel key as text (the same spelling as
    /// `KeyType.text`), the addressee, the sender, the time.
    static let query = "SELECT a.channel_id::text, a.user_id, a.sender_id, a.created_at FROM addressed_messages a"

    /// Reads a mapping's `addressed_messages` once, inside the run's snapshot; senders are
    /// interned into `users` (the mutes' ids). Read by the recompute and by the audit's count.
    static func read(_ connection: Connection, users: inout UserInterner) throws -> AddressedMessages {
        var addressed = AddressedMessages()
        try JobError.during("reading addressed_messages") {
            try connection.copyOut(query) { row in
                let message = Message(sender: users.intern(row.bytes(notNull: 2)), createdAt: row.timestampMicros(notNull: 3))
                addressed.add(channel: String(decoding: row.bytes(notNull: 0), as: UTF8.self),
                              addressee: String(decoding: row.bytes(notNull: 1), as: UTF8.self), message)
            }
        }
        return addressed
    }
}

extension MuteList {
    /// `user_mutes`, read once inside the run's snapshot into the run's interner: what the
    /// recompute and the audit's count both start from (docs/rules.md#per-member-unread-count).
    static func read(_ connection: Connection, users: inout UserInterner) throws -> MuteList {
        var mutes = MuteList()
        try JobError.during("reading user_mutes") {
            try connection.copyOut("SELECT user_id, muted_user_id FROM user_mutes") { row in
                let user = users.intern(row.bytes(0))
                mutes.add(user: user, muted: users.intern(row.bytes(1)))
            }
        }
        mutes.seal()
        return mutes
    }
}

extension Optional where Wrapped == BatchKeys {
    /// The key of channel `number` as the source spells it: the batch's text or uuid key, or
    /// the integer id itself.
    func channelKeyText(_ number: Int64) -> String {
        self?.channelText(number) ?? String(number)
    }
}
