import Dispatch
import Foundation
import Runtime
import Testing

/// `BackgroundWork` (docs/benchmark.md#the-reading-layer, "A thread for each background work").
@Suite struct BackgroundWorkTests {
    /// More pieces of work than the machine has cores, each waiting for all the others to have
    /// started (as a drift writer waits for drifts, and side readers for the server): every one
    /// starts at once. On the global queue, whose pool runs one block per core, those past the
    /// cores waited for libdispatch to add a thread, about a second each.
    @Test func moreWaitingWorkThanCoresStartsAtOnce() throws {
        let count = ProcessInfo.processInfo.activeProcessorCount + 2
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let works = (0..<count).map { _ in BackgroundWork() }
        for work in works {
            work.start {
                started.signal()
                release.wait()
            }
        }
        var all = true
        for _ in 0..<count where started.wait(timeout: .now() + 0.5) == .timedOut { all = false }
        for _ in 0..<count { release.signal() }
        for work in works { try work.wait() }
        #expect(all, "\(count) pieces of work, each on a thread of its own at once")
    }

    /// One `BackgroundWork` may run several pieces at once (the audit reads odd and even
    /// batches on two): they do not wait for each other.
    @Test func onePieceOfWorkDoesNotWaitForAnother() throws {
        let work = BackgroundWork()
        let first = DispatchSemaphore(value: 0)
        let second = DispatchSemaphore(value: 0)
        work.start { _ = second.wait(timeout: .now() + 5); first.signal() }
        work.start { second.signal() }
        #expect(first.wait(timeout: .now() + 5) == .success)
        try work.wait()
    }
}
