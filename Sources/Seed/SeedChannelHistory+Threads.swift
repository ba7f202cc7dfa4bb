import Foundation

/// A thread: a top-level message with replies.
struct SeedThread: Sendable {
    var parent: Int32
    /// Reply indices, ascending.
    var replies: [Int32]
}

/// The threads step.
extension SeedChannelHistory {
    mutating func arrangeThreads(seed: UInt64) {}
}
