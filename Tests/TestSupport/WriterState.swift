import Foundation
import Postgres

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

extension WriterState {
    /// Starts the played service on a thread of its own, on a new connection to `target`
    /// (`setup` runs there first): it posts in, and every third time marks read, the
    /// `(channel, user)` pairs in a scattered order until `stop()`, recording whom it touched.
    /// With `recounts`, every fourth time it re-sets a counter in place instead of posting
    /// (`LiveService.recountInPlace`).
    public func play(_ target: ConnectionString, pairs: [(Int64, String)], after: Int64? = nil, recounts: Bool = false,
                     setup: @escaping @Sendable (Connection) throws -> Void = { _ in }) {
        let thread = Thread { [self] in
            defer { finish() }
            do {
                let connection = try Connection(target)
                try setup(connection)
                let service = after.map { LiveService(connection, after: $0) } ?? LiveService(connection)
                var index = 0
                while !stopped {
                    let (channel, user) = pairs[(index * 7919) % pairs.count]
                    if index % 3 == 2 {
                        if try service.markRead(channel: channel, user: user) { touch([user]) }
                    } else if recounts && index % 4 == 3 {
                        if try service.recountInPlace(channel: channel, user: user) { touch([user]) }
                    } else {
                        touch(try service.post(channel: channel, from: user))
                    }
                    index += 1
                    count()
                }
            } catch {
                fail(error)
            }
        }
        thread.start()
        while operations < 5 && !finished { usleep(1_000) }
    }
}
