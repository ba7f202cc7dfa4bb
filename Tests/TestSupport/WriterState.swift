import Foundation

/// What the writer thread shares with the test.
public final class WriterState: @unchecked Sendable {
    public init() {}

    private let lock = NSLock()
    private var _stopped = false, _finished = false, _operations = 0
    private var _touched: Set<String> = []
    private var _error: Error?

    public var stopped: Bool { lock.withLock { _stopped } }
    public var finished: Bool { lock.withLock { _finished } }
    public var operations: Int { lock.withLock { _operations } }
    public var touched: Set<String> { lock.withLock { _touched } }
    public var error: Error? { lock.withLock { _error } }

    public func stop() { lock.withLock { _stopped = true } }
    public func count() { lock.withLock { _operations += 1 } }
    public func finish() { lock.withLock { _finished = true } }
    public func touch(_ users: [String]) { lock.withLock { _touched.formUnion(users) } }
    public func fail(_ error: Error) { lock.withLock { _error = error } }
}
