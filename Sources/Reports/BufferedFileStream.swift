#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A `TextOutputStream` over a file descriptor that collects text in a large buffer and hands
/// it to `write(2)` in big chunks (a 10M-row CSV must not cost a syscall per line).
///
/// `TextOutputStream.write` cannot throw, so the first failure is kept in `failure`, later
/// writes are dropped, and `ReportFile` turns it into a `ReportError` before renaming.
public struct BufferedFileStream: TextOutputStream, Sendable {
    public static let bufferSize = 256 * 1024

    let fileDescriptor: Int32
    private var buffer: [UInt8]
    private var used = 0
    /// The `errno` of the first failed `write(2)`, if any.
    public private(set) var failure: Int32?

    /// Only `ReportFile` makes these: it owns the descriptor and closes it.
    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        self.buffer = [UInt8](repeating: 0, count: Self.bufferSize)
    }

    public mutating func write(_ string: String) {
        guard failure == nil else { return }
        // Native strings are contiguous; only bridged or lazy ones need the copy.
        if string.utf8.withContiguousStorageIfAvailable({ append(UnsafeRawBufferPointer($0)) }) == nil {
            var copy = string
            copy.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        }
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if bytes.count > buffer.count - used { flush() }
        if bytes.count >= buffer.count {
            writeAll(bytes)
            return
        }
        let start = used
        buffer.withUnsafeMutableBytes { storage in
            UnsafeMutableRawBufferPointer(rebasing: storage[start..<start + bytes.count]).copyMemory(from: bytes)
        }
        used += bytes.count
    }

    /// Hands the buffered bytes to the kernel (no `fsync`: `ReportFile` does that once).
    public mutating func flush() {
        guard used > 0 else { return }
        let count = used
        used = 0
        buffer.withUnsafeBytes { storage in
            writeAll(UnsafeRawBufferPointer(rebasing: storage[0..<count]))
        }
    }

    private mutating func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count, failure == nil {
            let written = systemWrite(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
            } else if errno != EINTR {
                failure = errno
            }
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
