/// RS010 state-log-disagreement (docs/checks.md#rs010-state-log-disagreement).
public enum StateLogDisagreementCheck: ChannelCheck {
    public static let check = AuditCheck(
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
            """,
        inputs: [.receiptEvents], requires: [.receiptLog], planted: true,
        notes: """
            Only the kinds the channel type tracks are compared. \"Latest\" means the greatest `at`, then the \
            greatest event id on ties. A receipt moved back by a logged mark-unread is fine. A receipt with \
            no logged event of its kind, or logged events beside a NULL receipt, is a disagreement too.
            """,
        examples: [
            "team:team-21,u0002384,,last_read_at=2026-11-21T23:24:03.914916Z; latest read event=710; up_to=2026-11-20T09:37:04.926733Z; at=2026-11-20T23:01:38.457046Z",
            "messaging:dm-17,u0000904,,last_read_at=2026-11-02T10:00:00.000000Z; no read event in the log",
        ],
        repairNotes: "Where there is no event at all, decide from the backend's own logs which side is right.")

    public static func begin(_ pass: inout AuditPass) {
        pass.wantLatestEvents()
    }

    /// The receipt is the latest event's up_to (a mark-unread may move it back); only the kinds
    /// the type tracks are compared.
    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        let (reads, deliveries) = (pass.channel.readEvents, pass.channel.deliveryEvents)
        guard reads || deliveries else { return }
        for (index, member) in pass.members.enumerated() {
            var detail = AuditDetail()
            if reads {
                compare(pass.latest[2 * index], kind: .read, column: "last_read_at", state: member.lastReadAt, into: &detail)
            }
            if deliveries {
                compare(pass.latest[2 * index + 1], kind: .delivered, column: "last_delivered_at", state: member.lastDeliveredAt, into: &detail)
            }
            if !detail.parts.isEmpty { pass.emit(.rs010, member, detail, into: &findings) }
        }
    }

    /// One kind: the state against the latest event of that kind, or the state alone when the
    /// log has no such event.
    private static func compare(_ log: LatestEvent, kind: ReceiptKind, column: String, state: Microseconds?, into detail: inout AuditDetail) {
        if let event = log.event {
            guard !log.stateMatches else { return }
            detail.append(.field(column, .timestamp(state)))
            detail.append(.field("latest \(kindName(kind)) event", .integer(event.id)))
            detail.append(.field("up_to", .timestamp(event.upTo)))
            detail.append(.field("at", .timestamp(event.at)))
        } else if let state {
            detail.append(.field(column, .timestamp(state)))
            detail.append(.note("no \(kindName(kind)) event in the log"))
        }
    }
}
