#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// stdin, stdout and stderr as an unattended job meets them: a reader that went away, a full
/// disk, a closed descriptor. None of them may kill the run (docs/operations.md#guarantees):
/// a line that cannot be written is a lost line, and the exit code says what the work did.
public enum StandardStreams {
    /// Call first thing in `main`. Ignores SIGPIPE (a write to a closed pipe then fails with
    /// EPIPE instead of killing the process), and opens `/dev/null` on any of descriptors 0–2
    /// that is closed (`>&-`, `2>&-`): otherwise the next file or socket opened would take
    /// that number, and the summary or a log line would be written into a report file or the
    /// database connection.
    public static func secure() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }

    /// Writes `text` to stderr, whole or as far as it goes; a failure (EPIPE, ENOSPC, EBADF)
    /// loses the line and nothing else.
    public static func writeError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(descriptor, pointer, count)
        #else
        return Darwin.write(descriptor, pointer, count)
        #endif
    }
}
