import CLibPQ
import Foundation
import Synchronization

/// Cancels whatever statement its connection is running (`PQcancel`), from another thread or
/// a signal path. Owns its `PGcancel` and frees it once.
public final class QueryCanceller: Sendable {
    /// `PQcancel` is thread-safe, but one `PGcancel` is used by one caller at a time.
    private let handle: Mutex<OpaquePointer?>

    init(_ handle: sending OpaquePointer) { self.handle = Mutex(handle) }

    deinit { handle.withLock { if let pointer = $0 { PQfreeCancel(pointer) } } }

    /// Asks the server to cancel the running statement. Returns false when the request could
    /// not be sent; a statement that already finished is not affected.
    @discardableResult
    public func cancel() -> Bool {
        handle.withLock { pointer in
            guard let pointer else { return false }
            var buffer = [CChar](repeating: 0, count: 256)
            return PQcancel(pointer, &buffer, Int32(buffer.count)) == 1
        }
    }
}
