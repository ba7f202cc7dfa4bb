import Foundation
import Postgres
import ThrowawayPostgres

/// One timed figure: the median of several runs (and the peak RSS of the slowest, for tools).
struct Timing {
    var runs: [Double] = []
    var peakRSSKilobytes = 0
    /// Set when the figure was measured on a sample and scaled up.
    var extrapolatedFrom: String?

    var median: Double {
        let sorted = runs.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

enum Stopwatch {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// A binary COPY of `sql` to this client, every row dropped: the floor of a step's reads.
    static func copyDiscarding(_ connection: Connection, _ sql: String) throws -> Double {
        try seconds {
            try connection.transaction(.snapshotReadOnly()) {
                _ = try connection.copyOut(sql) { _ in }
            }
        }
    }

    /// Runs the tool as a subprocess; wall time and peak RSS (`ru_maxrss`, as `/usr/bin/time -v`).
    static func tool(_ binary: String, _ arguments: [String]) throws -> (seconds: Double, rssKilobytes: Int, stdout: String) {
        var outcome: ChildProcess.Outcome?
        let stderrFile = NSTemporaryDirectory() + "unreadctl-bench-\(getpid()).err"
        let elapsed = try seconds {
            outcome = try ChildProcess.run([binary] + arguments, stderrFile: stderrFile)
        }
        guard let outcome else { throw BenchError("no outcome") }
        // 0 done, 1 = audit findings (the benchmark data has planted anomalies on purpose).
        guard outcome.status == 0 || outcome.status == 1 else {
            let stderr = (try? String(contentsOfFile: stderrFile, encoding: .utf8)) ?? ""
            throw BenchError("unreadctl \(arguments.first ?? "") exited \(outcome.status): \(stderr)")
        }
        return (elapsed, outcome.peakRSSKilobytes, outcome.output)
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
