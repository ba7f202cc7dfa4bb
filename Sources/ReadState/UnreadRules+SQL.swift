/// The unread rules as SQL fragments over the contract's tables (docs/rules.md#data-model),
/// generated from the one definition in `UnreadRules` (`countableTypes`, `Exclusion`, the
/// switches' defaults in `ChannelTypeRules`). Every statement of the tool that filters by a rule
/// splices one of these, and so do the tests' reference statements; `RuleSQLTests` (JobsTests)
/// runs them on a real PostgreSQL over every combination of the columns and holds them equal to
/// `isCountable`, `isCountableReply` and `isUnread`.
///
/// The text is what the recompute and the report have always sent (the benchmark measured
/// those plans): a flat list of `AND`ed conditions, in this order. Keep the shape when the rule
/// changes by configuration; change it only with a look at the plans.
///
/// Aliases are the caller's own identifiers, spliced as they are (never user input).
extension UnreadRules {
    public enum SQL {
        /// What a message needs to count anywhere, in its channel or in its thread, on alias `m`
        /// (`UnreadRules.hasCountableKind`): `m.type IN ('regular', 'system') AND m.deleted_at
        /// IS NULL AND NOT m.silent AND NOT m.shadowed`.
        public static func countableKind(_ m: String) -> String {
            let types = countableTypes.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            return (["\(m).type IN (\(types))"] + Exclusion.allCases.map { $0.notSet(m) }).joined(separator: " AND ")
        }

        /// docs/rules.md#which-messages-can-count on alias `m` (`UnreadRules.isCountable`): the
        /// kind, and a reply only when it is shown in the channel.
        public static func countable(_ m: String) -> String {
            "\(countableKind(m)) AND \(shownInChannel(m))"
        }

        /// What `countable` adds to the kind on alias `m`: a root, or a reply shown in the channel.
        public static func shownInChannel(_ m: String) -> String {
            "(\(m).parent_id IS NULL OR \(m).show_in_channel)"
        }

        /// docs/rules.md#threads on alias `m` (`UnreadRules.isCountableReply`): a reply of the
        /// kind that counts; `show_in_channel` does not matter inside a thread.
        public static func countableReply(_ m: String) -> String {
            "\(m).parent_id IS NOT NULL AND \(countableKind(m))"
        }

        /// docs/rules.md#threads: the parent of `m` (a reply, or a thread participant row: both
        /// have `channel_id` and `parent_id`) is a message of `m`'s channel (a reply to a missing
        /// parent or to another channel's message is in no thread: RS018); `p` names the parent
        /// inside the subquery. `probed`: one primary-key lookup per row of `m`, never a hash of
        /// every message (`OFFSET 0` keeps PostgreSQL from turning the test into a join).
        public static func parentInChannel(_ m: String, parent p: String = "p", probed: Bool = false) -> String {
            "EXISTS (SELECT FROM messages \(p) WHERE \(p).id = \(m).parent_id AND \(p).channel_id = \(m).channel_id\(probed ? " OFFSET 0" : ""))"
        }

        /// docs/rules.md#channel-type-switches: the channel type `t` (a `channel_types` row)
        /// tracks reads. NULL reads as the default (`ChannelTypeRules`: on); over a LEFT JOIN a
        /// channel whose type has no row reads as the default too.
        public static func readEvents(_ t: String) -> String {
            ChannelTypeRules(name: "").readEvents ? "\(t).read_events IS NOT FALSE" : "\(t).read_events IS TRUE"
        }

        /// docs/rules.md#channel-type-switches: the type `t` tracks deliveries (NULL: the default, off).
        public static func deliveryEvents(_ t: String) -> String {
            ChannelTypeRules(name: "").deliveryEvents ? "\(t).delivery_events IS NOT FALSE" : "\(t).delivery_events IS TRUE"
        }

        /// docs/rules.md#per-member-unread-count: message `x` is not the member's own (sending
        /// counts as reading). `m` is a `channel_members` or `thread_participants` row.
        public static func notOwn(message x: String, member m: String) -> String {
            "\(x).user_id <> \(m).user_id"
        }

        /// The member `m` has not muted `x`'s sender (`user_mutes`).
        public static func senderNotMuted(message x: String, member m: String) -> String {
            "NOT EXISTS (SELECT 1 FROM user_mutes um WHERE um.user_id = \(m).user_id AND um.muted_user_id = \(x).user_id)"
        }

        /// `x` was created strictly after the member joined and after its receipt (a NULL
        /// `last_read_at` reads as nothing read): `UnreadRules.horizon`.
        public static func afterHorizon(message x: String, member m: String) -> String {
            "\(x).created_at > \(m).joined_at AND (\(m).last_read_at IS NULL OR \(x).created_at > \(m).last_read_at)"
        }

        /// The member-level conditions of docs/rules.md#per-member-unread-count for message `x`
        /// and member (or thread participant) `m`: not own, sender not muted, after the horizon.
        /// With `countable(x)` (or `countableReply(x)`) and `readEvents` of the channel's type
        /// this is `UnreadRules.isUnread` (`isUnreadReply`).
        public static func unread(message x: String, member m: String) -> String {
            "\(notOwn(message: x, member: m)) AND \(senderNotMuted(message: x, member: m)) AND \(afterHorizon(message: x, member: m))"
        }
    }

    /// docs/rules.md#which-messages-can-count in one sentence, for the reports' notes: "A message
    /// counts when it is `regular` or `system`, not deleted, silent or shadowed, and not a thread
    /// reply hidden from the channel."
    public static var countableSentence: String {
        let types = countableTypes.map { "`\($0.rawValue)`" }
        let flags = Exclusion.allCases.map { "\($0)" }
        return "A message counts when it is \(list(types)), not \(list(flags)), and not a thread reply hidden from the channel."
    }

    /// "a", "a or b", "a, b or c".
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
}

extension UnreadRules.Exclusion {
    /// The SQL condition that the flag is not set on alias `m`.
    func notSet(_ m: String) -> String {
        switch self {
        case .deleted: return "\(m).deleted_at IS NULL"
        case .silent: return "NOT \(m).silent"
        case .shadowed: return "NOT \(m).shadowed"
        }
    }
}
