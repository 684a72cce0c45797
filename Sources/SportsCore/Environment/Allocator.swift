import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// glibc allocator settings for a long-running TUI that sometimes holds a
/// multi-megabyte body for a moment. By default glibc raises its mmap threshold
/// each time a large block is freed, so later bodies come from the heap, where
/// freed pages are rarely given back, and every thread that allocates may get an
/// arena of its own: the soak test's RSS crept up by 4–8 MB per endless body.
/// `mallopt` lives in <malloc.h>, which the Glibc module leaves out, so it is
/// looked up by name; elsewhere this does nothing.
public enum Allocator {
    /// Once, before any other thread starts: every block over 256 KB to mmap
    /// (returned on free), and at most two arenas.
    public static func tune() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let mmapThreshold: Int32 = -3, arenaMax: Int32 = -8   // glibc's stable option numbers
        _ = mallopt(mmapThreshold, 256 * 1024)
        _ = mallopt(arenaMax, 2)
        #endif
    }
}
