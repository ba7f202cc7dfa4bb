import Foundation
import Postgres
import Reports

/// One relation's rows, spilled to a temporary file in groups of channels (docs/benchmark.md#the-reading-layer):
/// each group collects whole binary COPY tuples in a small buffer, written out as a chunk when
/// full; a group's rows are read back as its chunks. The file is unlinked as soon as it is
/// made, so nothing is left behind however the process ends (exit, signal, crash); its space
/// returns when the descriptor closes. One thread uses it at a time: the one spilling it, then
/// (after that thread is waited for) the readers of its batches, which only read.
final class SpillFile: @unchecked Sendable {
    /// Where a group's rows lie in the file.
    private struct Chunk {
        let offset: Int64
        let length: Int
    }

    private let descriptor: Int32
    private var buffers: [[UInt8]]
    private var chunks: [[Chunk]]
    /// Rows written per group.
    private(set) var rows: [Int]
    private var end: Int64 = 0
    static let bufferBytes = 16 * 1024

    /// A spill of `groups` groups in `directory` (`TMPDIR`, else /tmp).
    init(groups: Int, directory: String = SpillFile.directory) throws {
        var template = Array("\(directory)/unreadctl-spill-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw ReportError.cannotWrite(path: directory, reason: "a spill file: \(String(cString: strerror(errno))) (TMPDIR chooses the folder)")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
        buffers = Array(repeating: [], count: groups)
        chunks = Array(repeating: [], count: groups)
        rows = Array(repeating: 0, count: groups)
    }

    deinit { close(descriptor) }

    static var directory: String {
        let configured = ProcessInfo.processInfo.environment["TMPDIR"] ?? ""
        return configured.isEmpty ? "/tmp" : (configured.hasSuffix("/") && configured.count > 1 ? String(configured.dropLast()) : configured)
    }

    /// The bytes written so far.
    var bytes: Int64 { end + Int64(buffers.reduce(0) { $0 + $1.count }) }

    /// Adds one tuple to `group`.
    @inline(__always)
    func append(_ tuple: UnsafeBufferPointer<UInt8>, to group: Int) throws {
        rows[group] += 1
        if buffers[group].count + tuple.count > Self.bufferBytes, !buffers[group].isEmpty { try flush(group) }
        if tuple.count >= Self.bufferBytes {
            try write(tuple, group: group)
            return
        }
        if buffers[group].capacity == 0 { buffers[group].reserveCapacity(Self.bufferBytes) }
        buffers[group].append(contentsOf: tuple)
    }

    /// Writes every buffer out and frees it: the spill is complete.
    func finish() throws {
        for group in buffers.indices where !buffers[group].isEmpty { try flush(group) }
        buffers = Array(repeating: [], count: buffers.count)
    }

    private func flush(_ group: Int) throws {
        try buffers[group].withUnsafeBufferPointer { try write($0, group: group) }
        buffers[group].removeAll(keepingCapacity: true)
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>, group: Int) throws {
        var written = 0
        while written < bytes.count {
            let result = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(end) + off_t(written))
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { throw Self.failure("write") }
            written += result
        }
        chunks[group].append(Chunk(offset: end, length: bytes.count))
        end += Int64(bytes.count)
    }

    /// The tuples of groups `groups`, in the order they were written within each group, as
    /// one buffer (`BinaryCopyDecoder(tuplesOnly: true)` reads it).
    func read(_ groups: Range<Int>, into buffer: inout [UInt8]) throws {
        buffer.removeAll(keepingCapacity: true)
        let total = groups.reduce(0) { $0 + chunks[$1].reduce(0) { $0 + $1.length } }
        buffer.reserveCapacity(total)
        var scratch = [UInt8](repeating: 0, count: 0)
        for group in groups {
            for chunk in chunks[group] {
                if scratch.count < chunk.length { scratch = [UInt8](repeating: 0, count: chunk.length) }
                try scratch.withUnsafeMutableBufferPointer { target in
                    var done = 0
                    while done < chunk.length {
                        let result = pread(descriptor, target.baseAddress! + done, chunk.length - done, off_t(chunk.offset) + off_t(done))
                        if result < 0, errno == EINTR { continue }
                        guard result > 0 else { throw Self.failure("read") }
                        done += result
                    }
                }
                buffer.append(contentsOf: scratch[0..<chunk.length])
            }
        }
    }

    private static func failure(_ what: String) -> ReportError {
        ReportError.cannotWrite(path: directory, reason: "\(what) of a spill file: \(String(cString: strerror(errno))) (TMPDIR chooses the folder)")
    }
}
