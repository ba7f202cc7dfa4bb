import Foundation
import Jobs

/// One `channel_members` row as generated.
struct SeedMemberRow: Sendable {
    var channelId: Int64
    var user: Int32
    var joined: Int64
    var left: Int64?
    var muted: Bool
    var state: SeedMemberState
}

/// Membership rows parked on disk between the generation pass (which must finish before the
/// users' totals are known) and their COPY, so memory does not grow with the data. An
/// unlinked temporary file: it disappears with the process, whatever happens.
final class SeedMemberFile {
    private static let slots = 10
    private static let null = Int64.min
    private let descriptor: Int32
    private var buffer: [Int64] = []
    private(set) var count = 0

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/unreadctl-seed-members-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SeedFileError(operation: "create a temporary file", code: errno) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.slots * 8_192)
    }

    deinit { close(descriptor) }

    func append(_ row: SeedMemberRow) throws {
        let s = row.state
        buffer.append(row.channelId)
        buffer.append(Int64(row.user))
        buffer.append(row.joined)
        buffer.append(row.left ?? Self.null)
        buffer.append(s.readAt ?? Self.null)
        buffer.append(s.readMessageId ?? Self.null)
        buffer.append(s.deliveredAt ?? Self.null)
        buffer.append(s.deliveredMessageId ?? Self.null)
        buffer.append(Int64(s.unread))
        buffer.append(row.muted ? 1 : 0)
        count += 1
        if buffer.count >= Self.slots * 8_192 { try writeBuffer() }
    }

    /// Reads every row back, in the order written.
    func forEach(_ body: (SeedMemberRow) throws -> Void) throws {
        try writeBuffer()
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw SeedFileError(operation: "rewind the temporary file", code: errno) }
        var chunk = [Int64](repeating: 0, count: Self.slots * 8_192)
        var remaining = count
        while remaining > 0 {
            let rows = min(remaining, 8_192)
            let bytes = rows * Self.slots * 8
            var read = 0
            while read < bytes {
                let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + read, bytes - read) }
                guard got > 0 else { throw SeedFileError(operation: "read the temporary file", code: got == 0 ? EIO : errno) }
                read += got
            }
            for r in 0..<rows {
                let b = r * Self.slots
                func optional(_ v: Int64) -> Int64? { v == Self.null ? nil : v }
                let state = SeedMemberState(readAt: optional(chunk[b + 4]), readMessageId: optional(chunk[b + 5]),
                                        deliveredAt: optional(chunk[b + 6]), deliveredMessageId: optional(chunk[b + 7]),
                                        unread: Int(chunk[b + 8]))
                try body(SeedMemberRow(channelId: chunk[b], user: Int32(chunk[b + 1]), joined: chunk[b + 2],
                                   left: optional(chunk[b + 3]), muted: chunk[b + 9] != 0, state: state))
            }
            remaining -= rows
        }
    }

    private func writeBuffer() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let done = Foundation.write(descriptor, raw.baseAddress! + written, raw.count - written)
                guard done > 0 else { throw SeedFileError(operation: "write the temporary file", code: errno) }
                written += done
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// The temporary file failed (disk full, TMPDIR unwritable).
struct SeedFileError: Error, CustomStringConvertible {
    var operation: String
    var code: Int32
    var description: String { "seed could not \(operation) in \(NSTemporaryDirectory()): \(String(cString: strerror(code))) — set TMPDIR to a writable directory with room" }
}
