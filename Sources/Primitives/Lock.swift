#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain mutual-exclusion lock over pthreads. Foundation's NSLock is the
/// only reason several files imported full Foundation, and full Foundation
/// links ICU's tables into the binary.
// @unchecked: a pthread mutex is the thing that makes sharing safe; `Condition` needs its raw handle, which Mutex hides.
public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }

    public func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// For `Condition`, which waits on this mutex.
    var raw: UnsafeMutablePointer<pthread_mutex_t> { mutex }
}

/// A lock with a condition to wait on, with a deadline.
// @unchecked: a pthread mutex and condition variable, shared by design.
public final class Condition: @unchecked Sendable {
    private let mutex = Lock()
    private let cond: UnsafeMutablePointer<pthread_cond_t>

    public init() {
        cond = .allocate(capacity: 1)
        cond.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        #if !canImport(Darwin)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        #endif
        pthread_cond_init(cond, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(cond)
        cond.deallocate()
    }

    public func lock() { mutex.lock() }
    public func unlock() { mutex.unlock() }
    public func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T { try mutex.withLock(body) }
    public func signal() { pthread_cond_signal(cond) }

    /// Waits (the lock held) until signalled or `seconds` pass; false when the time ran out.
    public func wait(seconds: Double) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let whole = max(0, seconds).rounded(.down)
        var deadline = timespec(tv_sec: now.tv_sec + Int(whole), tv_nsec: now.tv_nsec + Int((max(0, seconds) - whole) * 1e9))
        if deadline.tv_nsec >= 1_000_000_000 { deadline.tv_sec += 1; deadline.tv_nsec -= 1_000_000_000 }
        return pthread_cond_timedwait(cond, mutex.raw, &deadline) == 0
    }
}
