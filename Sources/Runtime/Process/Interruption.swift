import Dispatch
import Foundation
import Postgres
import Synchronization

/// SIGINT / SIGTERM handling (docs/operations.md#guarantees): the first signal cancels the
/// statements running on every registered connection and runs the registered clean-ups (temp
/// report files); the step that was running then fails with `JobError.interrupted`, its open
/// batch rolled back.
public final class Interruption: Sendable {
    public static let shared = Interruption()

    private struct State {
        var signal: Int32?
        var cancellers: [Int: QueryCanceller] = [:]
        var cleanups: [@Sendable () -> Void] = []
        var nextToken = 0
        var sources: [DispatchSourceSignal] = []
    }

    private let state = Mutex(State())

    /// The signal that arrived, if any.
    public var receivedSignal: Int32? { state.withLock { $0.signal } }

    /// Installs the handlers (once); the default disposition is restored on neither signal.
    public func install() {
        state.withLock { state in
            guard state.sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM] {
                Foundation.signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [weak self] in self?.trigger(number) }
                source.resume()
                state.sources.append(source)
            }
        }
    }

    /// Records the signal, cancels running statements, runs clean-ups. Public for tests.
    public func trigger(_ number: Int32) {
        let (first, toCancel, toClean) = state.withLock { state in
            let first = state.signal == nil
            if first { state.signal = number }
            return (first, Array(state.cancellers.values), state.cleanups)
        }
        guard first else { return }
        toCancel.forEach { $0.cancel() }
        toClean.forEach { $0() }
    }

    /// Cancels `connection`'s statement if a signal arrives while it is registered.
    public func register(_ connection: Connection) -> Int {
        let canceller = connection.makeCanceller()
        return state.withLock { state in
            state.nextToken += 1
            if let canceller { state.cancellers[state.nextToken] = canceller }
            return state.nextToken
        }
    }

    public func unregister(_ token: Int) {
        state.withLock { _ = $0.cancellers.removeValue(forKey: token) }
    }

    /// Runs `cleanup` when a signal arrives.
    public func onInterrupt(_ cleanup: @escaping @Sendable () -> Void) {
        state.withLock { $0.cleanups.append(cleanup) }
    }

    /// Throws `.interrupted` if a signal has arrived (checked between batches).
    public func check() throws {
        if let signal = receivedSignal { throw JobError.interrupted(signal: signal) }
    }
}
