import Foundation
@testable import Runtime
import Synchronization
import Testing
import TestSupport

/// The audit's reading threads pass batches through `HandOff` (docs/benchmark.md#benchmark): in order,
/// bounded, a producer's failure reaching the consumer, and `close` freeing both sides.
@Suite struct HandOffTests {
    struct Broken: Error, Equatable {}

    /// Runs `work` on a thread of its own (not a shared pool's, which parallel tests may keep
    /// busy); the group is left when it returns.
    private static func onThread(_ group: DispatchGroup, _ work: @escaping @Sendable () -> Void) {
        group.enter()
        Thread { work(); group.leave() }.start()
    }

    @Test func itemsArriveInOrderAndTheProducerWaitsForRoom() throws {
        let handOff = HandOff<Int>(capacity: 2)
        let produced = Mutex(0)
        let group = DispatchGroup()
        Self.onThread(group) {
            for item in 0..<100 {
                handOff.put(item)
                produced.withLock { $0 = item + 1 }
            }
        }
        // Without a taker the producer stops once the queue is full: it waits in its third put.
        #expect(Eventually.holds(within: 10, every: 0.001) { handOff.waiting.putters == 1 })
        #expect(produced.withLock { $0 } == 2)
        var taken: [Int] = []
        for _ in 0..<100 { taken.append(try #require(try handOff.take())) }
        group.wait()
        #expect(taken == Array(0..<100))
    }

    @Test func theProducersFailureComesAfterWhatItQueued() throws {
        let handOff = HandOff<Int>(capacity: 4)
        handOff.put(1)
        handOff.put(2)
        handOff.fail(Broken())
        #expect(try handOff.take() == 1)
        #expect(try handOff.take() == 2)
        #expect(throws: Broken.self) { try handOff.take() }
    }

    @Test func closeFreesAWaitingConsumerAndAWaitingProducer() throws {
        let consumer = HandOff<Int>(capacity: 1)
        let taken = Mutex<Int??>(nil)
        let group = DispatchGroup()
        Self.onThread(group) { taken.withLock { $0 = .some(try? consumer.take()) } }
        #expect(Eventually.holds(within: 10, every: 0.001) { consumer.waiting.takers == 1 }, "the consumer waits in take")
        consumer.close()
        #expect(group.wait(timeout: .now() + 5) == .success)
        #expect(taken.withLock { $0 } == .some(nil))

        let producer = HandOff<Int>(capacity: 1)
        producer.put(1)
        let queued = Mutex<Bool?>(nil)
        Self.onThread(group) { queued.withLock { $0 = producer.put(2) } }
        #expect(Eventually.holds(within: 10, every: 0.001) { producer.waiting.putters == 1 }, "the producer waits in put")
        producer.close()
        #expect(group.wait(timeout: .now() + 5) == .success)
        #expect(queued.withLock { $0 } == false)
        // Once closed, nothing more is handed out, not even what was queued.
        #expect(try producer.take() == nil)
        #expect(try producer.take() == nil)
        // Freed with an item still queued (libdispatch used to stop the process here).
    }

    @Test func recycledItemsComeBackAsSpares() {
        let handOff = HandOff<[Int]>(capacity: 1)
        #expect(handOff.spare() == nil)
        handOff.recycle([1, 2, 3])
        #expect(handOff.spare() == [1, 2, 3])
        #expect(handOff.spare() == nil)
    }
}
