/// RS009 receipt-covers-future (docs/checks.md#rs009-receipt-covers-future).
public enum ReceiptCoversFutureCheck: ChannelCheck {
    public static let check = AuditCheck(
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
            """,
        inputs: [.receiptEvents], requires: [.receiptLog], planted: true,
        notes: "The latency report ignores such an event for the messages created after its `at`.",
        examples: [
            "messaging:dm-522,u0004007,,up_to later than at; event=114194; kind=read; up_to=2026-11-12T08:33:28.819487Z; at=2026-11-12T07:33:28.819487Z",
        ],
        repairNotes: "If the member's state copied such an `up_to`, RS002 or RS010 shows it too.")

    public static func observeEvents(_ pass: inout AuditPass) {
        for event in pass.events where event.upTo > event.at { pass.tally(.rs009, event) }
    }

    public static func check(_ pass: inout AuditPass, into findings: inout [AuditFinding]) {
        for (user, tally) in pass.remainingTallies(.rs009) {
            pass.emit(.rs009, user: user, AuditDetail([.note("up_to later than at")] + tally.exampleParts), into: &findings)
        }
    }
}
