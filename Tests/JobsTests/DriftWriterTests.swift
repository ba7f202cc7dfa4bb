@testable import Jobs
import Synchronization
import Testing

/// `DriftWriter` (docs/benchmark.md#the-reading-layer): the recompute's drifts are written on a
/// thread of their own, in the order they were found; a failure there reaches the counting
/// thread; a stopped writer writes nothing more.
@Suite struct DriftWriterTests {
    static func drift(_ number: Int) -> CounterDrift {
        .member(MemberDrift(channelID: Int64(number), channelCID: "c\(number)", channelType: "team", userID: "u\(number)",
                            stored: number, recomputed: 0, joinedAt: 0, lastReadAt: nil))
    }

    struct Failed: Error {}

    @Test func driftsAreWrittenInOrderAcrossChunks() throws {
        let written = Mutex<[Int64]>([])
        let writer = DriftWriter { drift in
            if case .member(let member) = drift { written.withLock { $0.append(member.channelID) } }
        }
        let count = DriftWriter.chunk * 3 + 17
        for number in 0..<count { try writer.add(Self.drift(number)) }
        try writer.finish()
        #expect(written.withLock { $0 } == (0..<count).map(Int64.init))
    }

    @Test func aFailedWriteReachesTheCountingThread() throws {
        let writer = DriftWriter { drift in
            if case .member(let member) = drift, member.channelID == 5 { throw Failed() }
        }
        #expect(throws: Failed.self) {
            for number in 0..<(DriftWriter.chunk * 4) { try writer.add(Self.drift(number)) }
            try writer.finish()
        }
    }

    @Test func aStoppedWriterWritesNothingMore() throws {
        let written = Mutex(0)
        let writer = DriftWriter { _ in written.withLock { $0 += 1 } }
        for number in 0..<10 { try writer.add(Self.drift(number)) }
        writer.stop()
        #expect(written.withLock { $0 } == 0)
        try writer.finish()
        #expect(written.withLock { $0 } == 0)
    }
}
