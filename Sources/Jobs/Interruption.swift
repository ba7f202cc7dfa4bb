import Dispatch
import Foundation
import Postgres

/// SIGINT / SIGTERM handling (README.md#guarantees): the first signal cancels the statements running on
/// every registered connection and runs the registered clean-ups (temp report files); the
/// step that was running then fails with `JobError.interrupted`, its open batch rolled back.
public final class Interruption: @unchecked Sendable {
    public static let shared = Interruption()

    private let lock = NSLock()
    private var signal: Int32?
    private var cancellers: [Int: QueryCanceller] = [:]
    private var cleanups: [() -> Void] = []
    private var nextToken = 0
    private var sources: [DispatchSourceSignal] = []

    /// The signal that arrived, if any.
    public var receivedSignal: Int32? { lock.lock(); defer { lock.unlock() }; return signal }

    /// Installs the handlers (once); the default disposition is restored on neither signal.
    public func install() {
        lock.lock(); defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for number in [SIGINT, SIGTERM] {
            Foundation.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.trigger(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Records the signal, cancels running statements, runs clean-ups. Public for tests.
    public func trigger(_ number: Int32) {
        lock.lock()
        let first = signal == nil
        if first { signal = number }
        let toCancel = Array(cancellers.values)
        let toClean = cleanups
        lock.unlock()
        guard first else { return }
        toCancel.forEach { $0.cancel() }
        toClean.forEach { $0() }
    }

    /// Cancels `connection`'s statement if a signal arrives while it is registered.
    public func register(_ connection: Connection) -> Int {
        lock.lock(); defer { lock.unlock() }
        nextToken += 1
        if let canceller = connection.makeCanceller() { cancellers[nextToken] = canceller }
        return nextToken
    }

    public func unregister(_ token: Int) {
        lock.lock(); defer { lock.unlock() }
        cancellers[token] = nil
    }

    /// Runs `cleanup` when a signal arrives.
    public func onInterrupt(_ cleanup: @escaping () -> Void) {
        lock.lock(); defer { lock.unlock() }
        cleanups.append(cleanup)
    }

    /// Throws `.interrupted` if a signal has arrived (checked between batches).
    public func check() throws {
        if let signal = receivedSignal { throw JobError.interrupted(signal: signal) }
    }
}
