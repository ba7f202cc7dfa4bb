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
    /// Each group's buffer: `bufferBytes` at `group × bufferBytes`, `filled[group]` of them in use.
    private let buffers: UnsafeMutablePointer<UInt8>
    /// The buffers are freed when the spill is complete: only the relations being read hold theirs.
    private var finished = false
    private let filled: UnsafeMutablePointer<Int>
    private let counts: UnsafeMutablePointer<Int>
    private let groups: Int
    private var chunks: [[Chunk]]
    private var end: Int64 = 0
    static let bufferBytes = 16 * 1024

    /// A spill of `groups` groups in `directory` (`TMPDIR`, else /tmp).
    init(groups: Int, directory: String = SpillFile.directory) throws {
        var template = Array("\(directory)/unreadctl-spill-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw ReportError.option("TMPDIR", .cannotWrite(path: directory, reason: "a spill file: \(String(cString: strerror(errno)))"))
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
        self.groups = groups
        buffers = .allocate(capacity: groups * Self.bufferBytes)
        filled = .allocate(capacity: groups)
        filled.initialize(repeating: 0, count: groups)
        counts = .allocate(capacity: groups)
        counts.initialize(repeating: 0, count: groups)
        chunks = Array(repeating: [], count: groups)
    }

    deinit {
        close(descriptor)
        if !finished { buffers.deallocate() }
        filled.deallocate()
        counts.deallocate()
    }

    static var directory: String {
        let configured = ProcessInfo.processInfo.environment["TMPDIR"] ?? ""
        return configured.isEmpty ? "/tmp" : (configured.hasSuffix("/") && configured.count > 1 ? String(configured.dropLast()) : configured)
    }

    /// Rows written per group.
    var rows: [Int] { Array(UnsafeBufferPointer(start: counts, count: groups)) }

    /// The bytes written so far.
    var bytes: Int64 { end + Int64((0..<groups).reduce(0) { $0 + filled[$1] }) }

    /// Adds one tuple to `group`.
    @inline(__always)
    func append(_ tuple: UnsafeBufferPointer<UInt8>, to group: Int) throws {
        counts[group] += 1
        if filled[group] + tuple.count > Self.bufferBytes, filled[group] > 0 { try flush(group) }
        if tuple.count >= Self.bufferBytes {
            try write(tuple, group: group)
            return
        }
        (buffers + group * Self.bufferBytes + filled[group]).update(from: tuple.baseAddress!, count: tuple.count)
        filled[group] += tuple.count
    }

    /// Writes every buffer out and frees them: the spill is complete.
    func finish() throws {
        guard !finished else { return }
        for group in 0..<groups where filled[group] > 0 { try flush(group) }
        finished = true
        buffers.deallocate()
    }

    private func flush(_ group: Int) throws {
        try write(UnsafeBufferPointer(start: buffers + group * Self.bufferBytes, count: filled[group]), group: group)
        filled[group] = 0
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

    /// The tuples of groups `groups`, in the order they were written within each group, into
    /// `buffer` from `offset` on (`BinaryCopyDecoder(tuplesOnly: true)` reads them); returns their
    /// length. The buffer grows when it must (keeping what lies before `offset`) and is otherwise
    /// reused as it is: a batch after batch in fresh memory cost a page fault per 4 KB (on
    /// Mattermost, half a gigabyte a run).
    @discardableResult
    func read(_ groups: Range<Int>, into buffer: inout [UInt8], at offset: Int = 0) throws -> Int {
        let total = groups.reduce(0) { $0 + chunks[$1].reduce(0) { $0 + $1.length } }
        if buffer.count < offset + total {
            if offset == 0 {
                buffer = [UInt8](repeating: 0, count: total)
            } else {
                buffer.append(contentsOf: repeatElement(0, count: offset + total - buffer.count))
            }
        }
        var count = offset
        try buffer.withUnsafeMutableBufferPointer { target in
            for group in groups {
                for chunk in chunks[group] {
                    var done = 0
                    while done < chunk.length {
                        let result = pread(descriptor, target.baseAddress! + count + done, chunk.length - done, off_t(chunk.offset) + off_t(done))
                        if result < 0, errno == EINTR { continue }
                        guard result > 0 else { throw Self.failure("read") }
                        done += result
                    }
                    count += chunk.length
                }
            }
        }
        return total
    }

    private static func failure(_ what: String) -> ReportError {
        ReportError.option("TMPDIR", .cannotWrite(path: directory, reason: "\(what) of a spill file: \(String(cString: strerror(errno)))"))
    }
}
