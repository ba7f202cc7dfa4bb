import CLibPQ
import Foundation

/// Cancels whatever statement its connection is running (`PQcancel`), from another thread or
/// a signal path. Owns its `PGcancel` and frees it once.
public final class QueryCanceller: @unchecked Sendable {
    private var handle: OpaquePointer?
    private let lock = NSLock()

    init(_ handle: OpaquePointer) { self.handle = handle }

    deinit { if let handle { PQfreeCancel(handle) } }

    /// Asks the server to cancel the running statement. Returns false when the request could
    /// not be sent; a statement that already finished is not affected.
    @discardableResult
    public func cancel() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard let handle else { return false }
        var buffer = [CChar](repeating: 0, count: 256)
        return PQcancel(handle, &buffer, Int32(buffer.count)) == 1
    }
}
