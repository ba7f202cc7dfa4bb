import Foundation
import Synchronization

/// Progress of a long phase (phase, rows, rate, ETA) on stderr, only when stderr is a
/// terminal: cron mail and log files stay clean. At most a few updates a second.
public final class TerminalProgress: Sendable {
    public let phase: String
    /// What is counted: `channels`, `messages`, `rows`.
    public let unit: String
    private let total: Int?
    private let enabled: Bool
    private let started = Date()

    private struct State {
        var lastDraw = Date.distantPast
        var count = 0
    }

    private let state = Mutex(State())

    public init(phase: String, unit: String = "rows", total: Int? = nil, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.phase = phase
        self.unit = unit
        self.total = total
        self.enabled = enabled
    }

    /// Adds `rows` to the count; redraws at most every 250 ms.
    public func advance(by rows: Int = 1) {
        let line: String? = state.withLock { state in
            state.count += rows
            guard enabled else { return nil }
            let now = Date()
            guard now.timeIntervalSince(state.lastDraw) >= 0.25 else { return nil }
            state.lastDraw = now
            return render(count: state.count, now: now, final: false)
        }
        if let line { StandardStreams.writeError(line) }
    }

    /// Draws the final line (on a TTY) and ends it with a newline.
    public func finish() {
        guard enabled else { return }
        StandardStreams.writeError(render(count: state.withLock { $0.count }, now: Date(), final: true))
    }

    private func render(count: Int, now: Date, final: Bool) -> String {
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        let rate = Double(count) / elapsed
        var line = "\r\(phase): \(count) \(unit), \(Int(rate)) \(unit)/s"
        if let total, total > 0, !final {
            let remaining = Double(max(total - count, 0)) / max(rate, 1)
            line += String(format: ", %.0f%%, ETA %.0fs", 100 * Double(count) / Double(total), remaining)
        }
        line += final ? String(format: ", %.1fs\n", elapsed) : "\u{1B}[K"
        return line
    }
}
