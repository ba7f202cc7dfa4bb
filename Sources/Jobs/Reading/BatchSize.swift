/// How much one batch of each step holds, at most (docs/benchmark.md#the-reading-layer): the
/// scan's batches close before a group of channels would take them past it, and a ticket's or
/// a narrow report's batches aim at it. A single channel may exceed it.
enum BatchSize {
    /// The recompute: countable messages and thread replies (about 20 MB of timelines).
    static let recomputeMessages = 1_000_000
    /// The audit: members + messages + events + participants + mentions. Up to four batches are
    /// in memory at once (one checked, two read, one being read); a row is 40–100 bytes.
    static let auditRows = 250_000
    /// The latency report: window messages + events + current members, about 70 bytes each, in
    /// up to four places (two batches, the second connection's buffer, the sweep's regrouped copy).
    static let reportRows = 125_000
}
