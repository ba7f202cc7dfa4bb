#if canImport(Glibc)
import Glibc
#endif

/// How the process's heap gives memory back (docs/benchmark.md#benchmark). glibc raises its
/// mmap threshold each time a large block is freed, up to 32 MB; after that, the batch
/// buffers of the next phase or batch come from the heap, where what they leave behind stays
/// resident. Measured on 1M messages, a nightly run peaked at 147 MB that way and at 106 MB
/// with the threshold fixed at 1 MB: large buffers are then mapped and unmapped whole.
public enum ProcessMemory {
    /// Called once, first thing, by the executable.
    public static func configure() {
        // M_MMAP_THRESHOLD (-3): fixed, which also stops the dynamic adjustment.
        _ = mallopt?(-3, 1 << 20)
    }

    /// Gives the free pages back between the phases of one process, so a nightly run's peak
    /// is its largest phase's, not its phases' stacked up.
    public static func releaseFreed() {
        _ = trim?(0)
    }

    // glibc's malloc.h functions, which its Swift module does not export; nil elsewhere.
    private static let trim: (@convention(c) (Int) -> Int32)? = symbol("malloc_trim")
    private static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = symbol("mallopt")

    private static func symbol<F>(_ name: String) -> F? {
        #if canImport(Glibc)
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(address, to: F.self)
        #else
        return nil
        #endif
    }
}
