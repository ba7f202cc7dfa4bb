/// RS011 receipts-while-disabled (docs/checks.md#rs011-receipts-while-disabled).
public enum ReceiptsWhileDisabledCheck: ChannelCheck {
    public static let check = AuditCheck(
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
            WHERE \(AuditCheck.oneMemberSQL)
              AND NOT (SELECT t.read_events FROM channels c JOIN channel_types t ON t.name = c.type WHERE c.cid = :'cid');
            UPDATE thread_participants SET last_read_at = NULL, unread_replies = 0
            WHERE \(AuditCheck.oneMemberSQL)
              AND NOT (SELECT t.read_events FROM channels c JOIN channel_types t ON t.name = c.type WHERE c.cid = :'cid');
            """,
        inputs: [.receiptEvents, .threadParticipants], planted: true,
        notes: """
            The detail starts with the type and its switches. Thread receipts \
            (`thread_participants.last_read_at` set) in a type with `read_events` off are merged into the \
            member's finding (`thread receipts=N`), or are a finding of their own for a participant with no \
            membership row. Nothing reads such receipts: the unread count \
            in such a type is 0, and its messages are [`hidden`](rules.md#delivery-state).
            """,
        examples: [
            "livestream:live-180,u0003141,,\"type=livestream (read_events off, delivery_events off); read events=1\"",
        ])

    /// Thread receipts kept in a type without read events, per user.
    public static func begin(_ pass: inout AuditPass) {
        guard !pass.channel.readEvents else { return }
        for participant in pass.participants where participant.lastReadAt != nil {
            pass.count(.rs011, user: participant.user)
        }
    }

    public static func observeEvents(_ pass: inout AuditPass) {
        let (reads, deliveries) = (pass.channel.readEvents, pass.channel.deliveryEvents)
        guard !reads || !deliveries else { return }
        for event in pass.events where !(event.kind == .read ? reads : deliveries) { pass.tally(.rs011, event) }
    }

    /// State kept where the type says it is not tracked, with the member's events and thread
    /// receipts merged in (one finding per key); then the events and thread receipts of users
    /// with no membership row.
    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        let channel = pass.channel
        for member in pass.members {
            var detail = AuditDetail()
            if !channel.readEvents, member.lastReadAt != nil || member.lastReadMessageID != nil {
                detail.append(.field("last_read_at", .timestamp(member.lastReadAt)))
            }
            if !channel.deliveryEvents, member.lastDeliveredAt != nil || member.lastDeliveredMessageID != nil {
                detail.append(.field("last_delivered_at", .timestamp(member.lastDeliveredAt)))
            }
            if let tally = pass.takeTally(.rs011, user: member.user) { detail.parts += disabled(tally) }
            if let receipts = pass.takeCount(.rs011, user: member.user) {
                detail.append(.field("thread receipts", .integer(Int64(receipts))))
            }
            guard !detail.parts.isEmpty else { continue }
            detail.parts.insert(AuditPass.switches(channel), at: 0)
            pass.emit(.rs011, member, detail, into: &findings)
        }
        for (user, tally) in pass.remainingTallies(.rs011) {
            pass.emit(.rs011, user: user, AuditDetail([AuditPass.switches(channel)] + disabled(tally)), into: &findings)
        }
        for (user, receipts) in pass.remainingCounts(.rs011) {
            pass.emit(.rs011, user: user, [
                AuditPass.switches(channel), .field("thread receipts", .integer(Int64(receipts))), .note("no membership row"),
            ], into: &findings)
        }
    }

    private static func disabled(_ tally: EventTally) -> [AuditDetail.Part] {
        var parts: [AuditDetail.Part] = []
        if tally.kinds.read > 0 { parts.append(.field("read events", .integer(Int64(tally.kinds.read)))) }
        if tally.kinds.delivered > 0 { parts.append(.field("delivered events", .integer(Int64(tally.kinds.delivered)))) }
        return parts
    }
}
