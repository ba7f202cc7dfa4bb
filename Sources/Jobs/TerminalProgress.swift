import Foundation

/// Progress of a long phase (phase, rows, rate, ETA) on stderr, only when stderr is a
/// terminal: cron mail and log files stay clean. At most a few updates a second.
public final class TerminalProgress: @unchecked Sendable {
    public let phase: String
    private let total: Int?
    private let enabled: Bool
    private let started = Date()
    private var lastDraw = Date.distantPast
    private var count = 0

    public init(phase: String, total: Int? = nil, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.phase = phase
        self.total = total
        self.enabled = enabled
    }

    /// Adds `rows` to the count; redraws at most every 250 ms.
    public func advance(by rows: Int = 1) {
        count += rows
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= 0.25 else { return }
        lastDraw = now
        draw(now: now, final: false)
    }

    /// Draws the final line (on a TTY) and ends it with a newline.
    public func finish() {
        guard enabled else { return }
        draw(now: Date(), final: true)
    }

    private func draw(now: Date, final: Bool) {
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        let rate = Double(count) / elapsed
        var line = "\r\(phase): \(count) rows, \(Int(rate)) rows/s"
        if let total, total > 0, !final {
            let remaining = Double(max(total - count, 0)) / max(rate, 1)
            line += String(format: ", %.0f%%, ETA %.0fs", 100 * Double(count) / Double(total), remaining)
        }
        line += final ? String(format: ", %.1fs\n", elapsed) : "\u{1B}[K"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
