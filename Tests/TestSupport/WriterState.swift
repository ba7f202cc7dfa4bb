import Foundation
import Postgres

/// What the writer thread shares with the test. The test waits on its events (`waitFor`), which
/// the writer signals as they happen: no polling, no guess at timing.
public final class WriterState: @unchecked Sendable {
    public init() {}

    private let condition = NSCondition()
    private var _stopped = false, _finished = false, _operations = 0
    private var _touched: Set<String> = []
    private var _error: Error?

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    private func change(_ body: () -> Void) {
        condition.lock()
        body()
        condition.broadcast()
        condition.unlock()
    }

    public var stopped: Bool { locked { _stopped } }
    public var finished: Bool { locked { _finished } }
    public var operations: Int { locked { _operations } }
    public var touched: Set<String> { locked { _touched } }
    public var error: Error? { locked { _error } }

    public func stop() { change { _stopped = true } }
    public func count() { change { _operations += 1 } }
    public func finish() { change { _finished = true } }
    public func touch(_ users: [String]) { locked { _touched.formUnion(users) } }
    public func fail(_ error: Error) { locked { _error = error } }

    /// Waits until the writer has done `operations` operations or has finished (it stopped, or
    /// failed); false only when neither happened within `timeout` seconds, the test's failure.
    @discardableResult
    public func waitFor(operations: Int, timeout: TimeInterval = 300) -> Bool {
        wait(timeout) { _operations >= operations || _finished }
    }

    /// `stop()`, then waits until the writer's thread has finished; false after `timeout` seconds.
    @discardableResult
    public func stopAndWait(timeout: TimeInterval = 300) -> Bool {
        stop()
        return wait(timeout) { _finished }
    }

    private func wait(_ timeout: TimeInterval, until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !done() {
            if !condition.wait(until: deadline) { return done() }
        }
        return true
    }
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
        waitFor(operations: 5)
    }
}
