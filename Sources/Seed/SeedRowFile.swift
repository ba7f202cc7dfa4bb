import Foundation

/// Rows of a fixed number of 64-bit slots parked on disk between the generation pass (which
/// must finish before the users' totals are known) and their COPY, so memory does not grow
/// with the data. An unlinked temporary file: it disappears with the process, whatever happens.
final class SeedRowFile {
    /// The slot value that reads back as nil.
    static let null = Int64.min
    private static let rowsPerChunk = 8_192
    let slots: Int
    private let descriptor: Int32
    private var buffer: [Int64] = []
    private(set) var count = 0

    init(slots: Int) throws {
        self.slots = slots
        var template = Array((NSTemporaryDirectory() + "/unreadctl-seed-rows-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SeedFileError(operation: "create a temporary file", code: errno) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
        buffer.reserveCapacity(slots * Self.rowsPerChunk)
    }

    deinit { close(descriptor) }

    /// Appends one row: exactly `slots` values.
    func append(_ values: Int64...) throws {
        precondition(values.count == slots, "a row of \(slots) slots")
        buffer.append(contentsOf: values)
        count += 1
        if buffer.count >= slots * Self.rowsPerChunk { try writeBuffer() }
    }

    /// Reads every row back, in the order written.
    func forEach(_ body: (SeedRowFile.Row) throws -> Void) throws {
        try writeBuffer()
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw SeedFileError(operation: "rewind the temporary file", code: errno) }
        var chunk = [Int64](repeating: 0, count: slots * Self.rowsPerChunk)
        var remaining = count
        while remaining > 0 {
            let rows = min(remaining, Self.rowsPerChunk)
            try readFully(into: &chunk, bytes: rows * slots * 8)
            try chunk.withUnsafeBufferPointer { values in
                for r in 0..<rows { try body(Row(values: values, base: r * slots)) }
            }
            remaining -= rows
        }
    }

    /// One row as read back.
    struct Row {
        let values: UnsafeBufferPointer<Int64>
        let base: Int
        subscript(_ slot: Int) -> Int64 { values[base + slot] }
        func optional(_ slot: Int) -> Int64? { values[base + slot] == SeedRowFile.null ? nil : values[base + slot] }
    }

    private func readFully(into chunk: inout [Int64], bytes: Int) throws {
        var read = 0
        while read < bytes {
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + read, bytes - read) }
            guard got > 0 else { throw SeedFileError(operation: "read the temporary file", code: got == 0 ? EIO : errno) }
            read += got
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
