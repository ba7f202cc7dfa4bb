/// How bad a finding is (docs/checks.md). Ordered: `info < warning < error`, so `--fail-on warning`
/// means "a warning or an error".
public enum AuditSeverity: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case info, warning, error

    public var name: String {
        switch self {
        case .info: return "info"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    public var description: String { name }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = match
    }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The stable check codes (docs/checks.md), like a linter's: never renumbered, never reused.
public enum AuditCode: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case rs001 = 1, rs002, rs003, rs004, rs005, rs006, rs007, rs008, rs009, rs010, rs011
    case rs012, rs013, rs014, rs015, rs016, rs017, rs018

    /// `RS001` …
    public var text: String { rawValue < 10 ? "RS00\(rawValue)" : "RS0\(rawValue)" }
    public var description: String { text }
    public var check: AuditCheck { AuditCatalog.check(self) }

    /// Accepts the code in any case (`rs005`) or the check's name (`unread-count-drift`).
    public init?(parsing text: String) {
        let wanted = String(text.unicodeScalars.filter { $0 != " " && $0 != "\t" }).lowercased()
        guard let match = Self.allCases.first(where: { $0.text.lowercased() == wanted || $0.check.name == wanted }) else {
            return nil
        }
        self = match
    }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// One entry of the catalog: what `audit.md` says about a check.
public struct AuditCheck: Sendable {
    public let code: AuditCode
    /// The stable kebab-case name, e.g. `receipt-before-own-message`.
    public let name: String
    public let severity: AuditSeverity
    /// The one-line definition, as in docs/checks.md.
    public let finding: String
    /// What a finding means for the product, and why an operator should care.
    public let meaning: String
    /// How to repair it, in words.
    public let repair: String
    /// A safe SQL statement for one finding, with psql variables `:'cid'`, `:'user_id'`,
    /// `:message_id`; nil where no SQL repair is safe (the event log is append-only).
    public let repairSQL: String?
}

/// The catalog of docs/checks.md, in code order.
public enum AuditCatalog {
    /// The codes from first to last, as help texts say it (`RS001–RS016`): from the catalog, never typed.
    public static var codeRange: String { "\(AuditCode.allCases.first!.text)–\(AuditCode.allCases.last!.text)" }

    public static func check(_ code: AuditCode) -> AuditCheck { checks[code.rawValue - 1] }

    /// The member row a SQL hint touches: one member of one channel, by psql variables.
    private static let oneMember = "channel_id = (SELECT id FROM channels WHERE cid = :'cid') AND user_id = :'user_id'"

    public static let checks: [AuditCheck] = [
        AuditCheck(
            code: .rs001, name: "receipt-before-own-message", severity: .error,
            finding: "a member's `last_read_at` is earlier than the `created_at` of that member's own latest counted message in the channel",
            meaning: """
                Sending a message counts as reading the channel, so the backend should have advanced the \
                sender's read receipt when the message was sent. It did not: everything others wrote between \
                the receipt and the member's own message still counts as unread for someone who has evidently \
                seen it, and the badge shows messages the member already answered. A finding points at the \
                send path (the receipt update failed, lost a race, or was skipped).
                """,
            repair: """
                Advance the receipt to the member's own message (the finding's `message_id`) and record the \
                mark-read in the log so the state and the log agree (RS010); then run `unreadctl recompute --apply` \
                to correct the counters.
                """,
            repairSQL: """
                BEGIN;
                UPDATE channel_members cm SET last_read_at = m.created_at, last_read_message_id = m.id
                FROM messages m
                WHERE m.id = :message_id AND cm.channel_id = m.channel_id AND cm.user_id = m.user_id
                  AND (cm.last_read_at IS NULL OR cm.last_read_at < m.created_at);
                INSERT INTO receipt_events (channel_id, user_id, kind, message_id, up_to, at)
                SELECT m.channel_id, m.user_id, 'read', m.id, m.created_at, now() FROM messages m WHERE m.id = :message_id;
                COMMIT;
                """),
        AuditCheck(
            code: .rs002, name: "receipt-in-future", severity: .error,
            finding: "`last_read_at`, `last_delivered_at`, or an event's `up_to`/`at` later than the audit's clock + tolerance (`--clock-skew`)",
            meaning: """
                A receipt in the future marks messages that do not exist yet as read (or delivered): every \
                message written until that time silently never counts as unread, and read latencies come out \
                negative or absurd. It usually means a client or server clock is wrong, or a sentinel such as \
                `infinity` was written as a timestamp.
                """,
            repair: """
                Set the member's receipt back to the `created_at` of the message it names (or to now when that \
                message is unknown), then run `unreadctl recompute --apply`. Future events stay in the \
                append-only log: find the client or server whose clock is off.
                """,
            repairSQL: """
                UPDATE channel_members cm
                SET last_read_at = coalesce((SELECT m.created_at FROM messages m
                                             WHERE m.id = cm.last_read_message_id AND m.channel_id = cm.channel_id), now())
                WHERE \(oneMember) AND cm.last_read_at > now() + interval '5 minutes';
                UPDATE channel_members cm
                SET last_delivered_at = coalesce((SELECT m.created_at FROM messages m
                                                  WHERE m.id = cm.last_delivered_message_id AND m.channel_id = cm.channel_id), now())
                WHERE \(oneMember) AND cm.last_delivered_at > now() + interval '5 minutes';
                """),
        AuditCheck(
            code: .rs003, name: "delivered-behind-read", severity: .warning,
            finding: "in a type with delivery events, `last_delivered_at` is NULL or earlier than `last_read_at`",
            meaning: """
                Reading implies delivery. A delivered receipt behind the read receipt makes the sender's app \
                show messages as read but not delivered, and skews delivered latency. It means the backend \
                updates the two receipts separately and one update was lost.
                """,
            repair: "Raise the delivered receipt to the read receipt.",
            repairSQL: """
                UPDATE channel_members
                SET last_delivered_at = last_read_at, last_delivered_message_id = last_read_message_id
                WHERE \(oneMember)
                  AND last_read_at IS NOT NULL AND (last_delivered_at IS NULL OR last_delivered_at < last_read_at);
                """),
        AuditCheck(
            code: .rs004, name: "receipt-message-mismatch", severity: .warning,
            finding: "`last_read_message_id` / `last_delivered_message_id` is not a message of that channel, or that message's `created_at` is later than the matching timestamp",
            meaning: """
                Clients use the message id to jump to the first unread message and to draw the \"read up to \
                here\" line. An id from another channel (or a deleted row), or one newer than the receipt \
                timestamp, puts that line in the wrong place, and shows that the id and the timestamp are not \
                written together.
                """,
            repair: "Point the id at the newest message of the channel created at or before the receipt timestamp (the timestamp is what the unread count uses).",
            repairSQL: """
                UPDATE channel_members cm
                SET last_read_message_id = (SELECT m.id FROM messages m
                                            WHERE m.channel_id = cm.channel_id AND m.created_at <= cm.last_read_at
                                            ORDER BY m.created_at DESC, m.id DESC LIMIT 1)
                WHERE \(oneMember) AND cm.last_read_message_id = :message_id;
                UPDATE channel_members cm
                SET last_delivered_message_id = (SELECT m.id FROM messages m
                                                 WHERE m.channel_id = cm.channel_id AND m.created_at <= cm.last_delivered_at
                                                 ORDER BY m.created_at DESC, m.id DESC LIMIT 1)
                WHERE \(oneMember) AND cm.last_delivered_message_id = :message_id;
                """),
        AuditCheck(
            code: .rs005, name: "unread-count-drift", severity: .warning,
            finding: "stored `channel_members.unread_count` ≠ recomputed",
            meaning: """
                The stored per-channel counter is what the app shows as the channel's unread badge. When it \
                differs from the count the read receipt implies, users see phantom unread messages or miss \
                real ones. Drift comes from lost increments or decrements in the live service.
                """,
            repair: "Run `unreadctl recompute --apply`: it corrects the counters in short batches and leaves rows the live service changed meanwhile for the next run.",
            repairSQL: nil),
        AuditCheck(
            code: .rs006, name: "user-total-drift", severity: .warning,
            finding: "stored `users.total_unread_count` or `unread_channels` ≠ recomputed",
            meaning: """
                The per-user totals drive the app icon badge and the \"N unread channels\" indicator. Drift \
                shows a badge that never clears, or none when there is something to read.
                """,
            repair: "Run `unreadctl recompute --apply` (it corrects the per-channel counters and then the totals).",
            repairSQL: nil),
        AuditCheck(
            code: .rs007, name: "negative-counter", severity: .error,
            finding: "any stored counter < 0 (`unread_count`, `unread_mentions`, `unread_replies`, the user totals)",
            meaning: """
                A counter below zero cannot be right: it was decremented more often than incremented, e.g. a \
                mark-read applied twice or a delete decrementing a message that was never counted. Clients may \
                show nonsense or crash on it, and a total that includes it hides real unread messages.
                """,
            repair: "Run `unreadctl recompute --apply` to restore the counters, and look for the double decrement in the live service.",
            repairSQL: nil),
        AuditCheck(
            code: .rs008, name: "receipt-from-non-member", severity: .warning,
            finding: "a receipt event by a user with no membership row in that channel, or with `at` before the member's `joined_at` or after the member's `left_at`",
            meaning: """
                The backend accepted a mark-read or mark-delivered from someone who was not in the channel at \
                the time: a permission check is missing on the receipt endpoint, or membership rows were \
                deleted or rewritten. Such events also count in the latency report as reads by members.
                """,
            repair: "The log is append-only: nothing to rewrite. Check the receipt endpoint's membership check; if a membership row was deleted by mistake, restore it. To inspect the events:",
            repairSQL: """
                SELECT e.* FROM receipt_events e
                WHERE e.channel_id = (SELECT id FROM channels WHERE cid = :'cid') AND e.user_id = :'user_id'
                ORDER BY e.at;
                """),
        AuditCheck(
            code: .rs009, name: "receipt-covers-future", severity: .error,
            finding: "an event whose `up_to` is later than its own `at` (a client claiming to have read what did not exist yet)",
            meaning: """
                At the time of the event, nothing created after `at` could have been read, yet the client \
                reported reading up to a later time. Messages that arrive in between are then treated as read \
                without anyone seeing them, and the latency report counts impossible reads. Usually a client \
                clock that runs ahead, or a client sending \"read everything\" as a far-future timestamp.
                """,
            repair: "Fix the client that sends it (the server should clamp `up_to` to its own clock). The log is append-only; to inspect the events:",
            repairSQL: """
                SELECT e.* FROM receipt_events e
                WHERE e.channel_id = (SELECT id FROM channels WHERE cid = :'cid') AND e.user_id = :'user_id' AND e.up_to > e.at
                ORDER BY e.at;
                """),
        AuditCheck(
            code: .rs010, name: "state-log-disagreement", severity: .warning,
            finding: "a member's `last_read_at` (or `last_delivered_at`) differs from the `up_to` of that member's latest event of that kind in the log",
            meaning: """
                The member's current receipt should be the `up_to` of the latest event of its kind (a \
                mark-unread moves it backwards, and that is fine). When they differ, either a state update was \
                lost or a receipt was changed without being logged, and the unread count and the latency \
                report disagree about what the member has read.
                """,
            repair: "The log is what the clients reported: set the receipt to the latest event's `up_to` (shown for read receipts; use kind 'delivered' and the delivered columns likewise), then run `unreadctl recompute --apply`.",
            repairSQL: """
                UPDATE channel_members cm SET last_read_at = e.up_to, last_read_message_id = e.message_id
                FROM (SELECT channel_id, user_id, up_to, message_id FROM receipt_events
                      WHERE channel_id = (SELECT id FROM channels WHERE cid = :'cid') AND user_id = :'user_id' AND kind = 'read'
                      ORDER BY at DESC, id DESC LIMIT 1) e
                WHERE cm.channel_id = e.channel_id AND cm.user_id = e.user_id;
                """),
        AuditCheck(
            code: .rs011, name: "receipts-while-disabled", severity: .info,
            finding: "read state (member or thread) or read events in a type with `read_events` off; delivery state or events in a type with `delivery_events` off",
            meaning: """
                The channel type says these receipts are not tracked, yet some exist: either the switch was \
                turned off after they were written (harmless leftovers), or clients and the backend ignore it \
                and spend writes on state nobody reads.
                """,
            repair: "If the switch is meant to be off, the leftovers can stay (nothing reads them) or be cleared; check that the backend refuses new ones. To clear a member's read state (and thread receipts) in such a type:",
            repairSQL: """
                UPDATE channel_members SET last_read_at = NULL, last_read_message_id = NULL, unread_count = 0
                WHERE \(oneMember)
                  AND NOT (SELECT t.read_events FROM channels c JOIN channel_types t ON t.name = c.type WHERE c.cid = :'cid');
                UPDATE thread_participants SET last_read_at = NULL, unread_replies = 0
                WHERE \(oneMember)
                  AND NOT (SELECT t.read_events FROM channels c JOIN channel_types t ON t.name = c.type WHERE c.cid = :'cid');
                """),
        AuditCheck(
            code: .rs012, name: "thread-unread-drift", severity: .warning,
            finding: "stored `thread_participants.unread_replies` ≠ recomputed",
            meaning: """
                The per-participant counter is the number beside a thread in the app's thread list. When it \
                differs from the count the thread receipt implies, a thread shows replies the user already read, \
                or hides new ones. Only participants who are still members of the channel are checked. The \
                finding's `message_id` is the thread's parent.
                """,
            repair: "Run `unreadctl recompute --apply`: it corrects the participant rows whose thread receipt did not change since its snapshot.",
            repairSQL: nil),
        AuditCheck(
            code: .rs013, name: "mention-count-drift", severity: .warning,
            finding: "stored `channel_members.unread_mentions` ≠ recomputed",
            meaning: """
                The per-channel mention counter drives the @ badge on a channel. Drift shows an @ that never \
                clears, or none for a real mention. It comes from lost increments (a mention posted) or \
                decrements (a mark-read, a deleted message).
                """,
            repair: "Run `unreadctl recompute --apply` (a member's counter is corrected only where its read state did not change since the snapshot).",
            repairSQL: nil),
        AuditCheck(
            code: .rs014, name: "user-thread-mention-drift", severity: .warning,
            finding: "stored `users.unread_threads` or `total_unread_mentions` ≠ recomputed",
            meaning: """
                The per-user totals drive the \"Threads\" badge and the mentions badge of the app. Drift shows a \
                badge that never clears, or none when there is something to read.
                """,
            repair: "Run `unreadctl recompute --apply` (it corrects the participant and member counters and then the totals).",
            repairSQL: nil),
        AuditCheck(
            code: .rs015, name: "thread-receipt-before-own-reply", severity: .error,
            finding: "a participant's thread `last_read_at` is NULL or earlier than the `created_at` of the participant's own latest counted reply in that thread",
            meaning: """
                Replying in a thread counts as reading it, so the backend should have advanced the participant's \
                thread receipt when the reply was sent. It did not: replies others wrote before the user's own \
                reply still count as unread in the thread. Only participants who are current members of a \
                channel whose type tracks reads are checked; the finding's `message_id` is the participant's \
                own latest counted reply.
                """,
            repair: "Advance the thread receipt to the participant's own reply (the finding's `message_id`), then run `unreadctl recompute --apply`.",
            repairSQL: """
                UPDATE thread_participants tp SET last_read_at = m.created_at
                FROM messages m
                WHERE m.id = :message_id AND tp.channel_id = m.channel_id AND tp.parent_id = m.parent_id AND tp.user_id = m.user_id
                  AND (tp.last_read_at IS NULL OR tp.last_read_at < m.created_at);
                """),
        AuditCheck(
            code: .rs016, name: "mention-of-non-member", severity: .info,
            finding: "a mention of a user with no current membership in the channel, or of a message that is not a message of that channel (message id = the mention's message)",
            meaning: """
                A mention of someone who is not (or no longer) in the channel notifies nobody and counts \
                nowhere; a mention row whose message lives in another channel (or no longer exists) is \
                orphaned. Harmless for the counters, but it shows the mention writer skips a membership check \
                or that rows were moved without their mentions.
                """,
            repair: "Nothing counts it; delete the row if it is an orphan:",
            repairSQL: """
                DELETE FROM message_mentions
                WHERE channel_id = (SELECT id FROM channels WHERE cid = :'cid') AND message_id = :message_id AND user_id = :'user_id'
                  AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = :message_id AND m.channel_id = message_mentions.channel_id);
                """),
        AuditCheck(
            code: .rs017, name: "thread-parent-mismatch", severity: .warning,
            finding: "a thread participant whose parent message is missing or is a message of another channel, or whose channel has no `channels` row (message id = the parent)",
            meaning: """
                The participant row follows a thread that does not exist in its channel: no reply of the \
                channel can count for it, so its stored counter can only be wrong or zero, and the client shows \
                a thread it cannot open. It points at a thread writer that keyed the row by the wrong channel, or \
                at a parent (or channel) deleted without its participant rows.
                """,
            repair: "Nothing counts it; delete the orphaned participant row:",
            repairSQL: """
                DELETE FROM thread_participants tp
                WHERE tp.channel_id = (SELECT id FROM channels WHERE cid = :'cid') AND tp.parent_id = :message_id AND tp.user_id = :'user_id'
                  AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = tp.parent_id AND m.channel_id = tp.channel_id);
                """),
        AuditCheck(
            code: .rs018, name: "reply-to-another-channel", severity: .warning,
            finding: "a countable reply whose parent is not a message of the reply's channel (missing, or in another channel; message id = the reply)",
            meaning: """
                A thread lives in one channel. A reply whose parent is elsewhere belongs to no thread of its \
                channel, so it counts as an unread reply nowhere (docs/rules.md#threads) — a backend that \
                counted it would show a badge on a thread no one can open. It points at a reply written with a \
                wrong channel or parent, or at a parent moved or deleted without its replies.
                """,
            repair: "Fix the reply's parent_id or channel_id from the backend's own records; no SQL repair is safe without them.",
            repairSQL: nil),
    ]
}

/// Which checks a run performs (`--checks`); all of them by default.
public struct AuditCheckSet: Sendable, Equatable {
    private var bits: UInt32

    public static let all = AuditCheckSet(AuditCode.allCases)

    public init(_ codes: some Sequence<AuditCode>) {
        bits = 0
        for code in codes { bits |= 1 << code.rawValue }
    }

    @inline(__always) public func contains(_ code: AuditCode) -> Bool { bits & (1 << code.rawValue) != 0 }

    public var codes: [AuditCode] { AuditCode.allCases.filter(contains) }
    public var isEmpty: Bool { bits == 0 }

    /// Parses `RS001,RS005` (codes or names, any case, commas or spaces). Throws the unknown ones.
    public init(parsing list: String) throws(AuditCheckSetError) {
        let items = list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        var codes: [AuditCode] = []
        var unknown: [String] = []
        for item in items {
            if let code = AuditCode(parsing: item) { codes.append(code) } else { unknown.append(item) }
        }
        guard unknown.isEmpty else { throw AuditCheckSetError(unknown: unknown) }
        guard !codes.isEmpty else { throw AuditCheckSetError(unknown: []) }
        self.init(codes)
    }
}

public struct AuditCheckSetError: Error, Sendable, CustomStringConvertible {
    public let unknown: [String]
    public var description: String {
        let known = AuditCode.allCases.map(\.text).joined(separator: ",")
        if unknown.isEmpty { return "--checks needs at least one check code (\(known))" }
        return "unknown check code(s) \(unknown.joined(separator: ", ")): use codes among \(known) or their names"
    }
}
