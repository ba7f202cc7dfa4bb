/// RS002 receipt-in-future (docs/checks.md#rs002-receipt-in-future).
public enum ReceiptInFutureCheck: ChannelCheck {
    public static let check = AuditCheck(
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
            WHERE \(AuditCheck.oneMemberSQL) AND cm.last_read_at > now() + interval '5 minutes';
            UPDATE channel_members cm
            SET last_delivered_at = coalesce((SELECT m.created_at FROM messages m
                                              WHERE m.id = cm.last_delivered_message_id AND m.channel_id = cm.channel_id), now())
            WHERE \(AuditCheck.oneMemberSQL) AND cm.last_delivered_at > now() + interval '5 minutes';
            """,
        inputs: [.receiptEvents], planted: true,
        notes: """
            The audit's clock is the database server's `now()` when the audit's snapshot starts, not the \
            clock of the machine running `unreadctl`. The detail gives the offending value and the `limit` \
            it was compared with.
            """,
        examples: [
            "messaging:dm-88,u0000312,,last_read_at=2126-11-24T00:00:00.000000Z; limit=2026-11-23T08:58:03.669980Z",
            "messaging:group-850,u0004753,,event=114181; kind=read; up_to=2026-11-22T14:50:03.057205Z; at=2126-11-24T00:00:00.000000Z; limit=2026-11-23T08:58:03.669980Z",
        ],
        exampleNote: "a member state, and an event")

    public static func observeEvents(_ pass: inout AuditPass) {
        for event in pass.events where event.upTo > pass.futureLimit || event.at > pass.futureLimit {
            pass.tally(.rs002, event)
        }
    }

    /// Each member's receipts, merged with the member's future events (one finding per key);
    /// then the future events of users with no membership row.
    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        let limit = pass.futureLimit
        for member in pass.members {
            var detail = AuditDetail()
            if let at = member.lastReadAt, at > limit { detail.append(.field("last_read_at", .timestamp(at))) }
            if let at = member.lastDeliveredAt, at > limit { detail.append(.field("last_delivered_at", .timestamp(at))) }
            if let tally = pass.takeTally(.rs002, user: member.user) { detail.parts += tally.exampleParts }
            guard !detail.parts.isEmpty else { continue }
            detail.append(.field("limit", .timestamp(limit)))
            pass.emit(.rs002, member, detail, into: &findings)
        }
        for (user, tally) in pass.remainingTallies(.rs002) {
            pass.emit(.rs002, user: user, AuditDetail(tally.exampleParts + [.field("limit", .timestamp(limit))]), into: &findings)
        }
    }
}
