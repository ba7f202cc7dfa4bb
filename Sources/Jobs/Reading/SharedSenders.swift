import ReadState
import Synchronization

/// The senders of a relation spilled as records (`MessageRecords`), numbered once for all the
/// parts that read it at once (`ChannelScan.Read.part`): a record carries the number, whichever
/// connection read its row. Each part numbers its senders in an interner of its own
/// (`Local`) and takes the lock only for a sender it meets for the first time, to learn the
/// shared number: about once per user and part, not once per row.
final class SharedSenders: Sendable {
    private let interner = Mutex(UserInterner())

    /// One part's senders: its own numbers, and the shared number of each.
    struct Local {
        private var interner = UserInterner()
        private var shared: [Int32] = []

        /// The shared number of the sender `bytes`.
        @inline(__always)
        mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ senders: SharedSenders) -> Int32 {
            let local = interner.intern(bytes)
            if Int(local) == shared.count { shared.append(senders.interner.withLock { $0.intern(bytes) }) }
            return shared[Int(local)]
        }
    }

    /// The senders, numbered as the records give them; the scan keeps no copy.
    func take() -> UserInterner { interner.withLock { moveOut(&$0) } }
}
