#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs blocking work (a curl transfer, a child process) on a thread of its
/// own, off Swift's cooperative pool, which has one thread per core and
/// must never wait on I/O. Foundation's Thread did this; it is full Foundation.
public enum BackgroundThread {
    private final class Box { let body: @Sendable () -> Void; init(_ b: @escaping @Sendable () -> Void) { body = b } }

    public static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread to be had: run here rather than drop the work.
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
        }
    }

    /// Sleeps this thread.
    public static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        usleep(UInt32(min(seconds, 60) * 1_000_000))
    }
}
