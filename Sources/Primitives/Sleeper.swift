#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Waiting a duration, with one thread of its own that wakes each sleeper at
/// its deadline. Deadlines are instants of the process's monotonic clock, and
/// the thread waits for them with `poll`'s relative timeout, so a wait ends
/// when it should whatever the wall clock says: under `faketime`, whose fake
/// clock is not the one the kernel's timers run on, `Task.sleep` never
/// returned (and every wait built on it, a delayed answer among them).
/// Cancellation ends a sleep at once with `CancellationError`.
public final class Sleeper: Sendable {
    public static let shared = Sleeper()

    private struct Waiter {
        let deadline: ContinuousClock.Instant
        let resume: @Sendable (Bool) -> Void
    }
    private struct Table {
        var waiters: [UInt64: Waiter] = [:]
        var next: UInt64 = 0
        var cancelledEarly: Set<UInt64> = []
        var started = false
    }
    private let table = Mutex(Table())
    /// Written to when a sleeper joins, so the thread looks at the new deadline.
    private let wakeRead: Int32
    private let wakeWrite: Int32

    init() {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        for fd in fds where fd >= 0 {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = fds[0]; wakeWrite = fds[1]
    }

    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        guard duration > .zero else { return }
        let deadline = ContinuousClock.now + duration
        let id = table.withLock { t -> UInt64 in t.next += 1; return t.next }
        let slept: Bool = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let (cancelled, start) = table.withLock { t -> (Bool, Bool) in
                    if t.cancelledEarly.remove(id) != nil { return (true, false) }
                    t.waiters[id] = Waiter(deadline: deadline, resume: { continuation.resume(returning: $0) })
                    defer { t.started = true }
                    return (false, !t.started)
                }
                if cancelled { continuation.resume(returning: false); return }
                if start { BackgroundThread.start { [self] in run() } } else { poke() }
            }
        } onCancel: {
            let waiter = table.withLock { t -> Waiter? in
                guard let w = t.waiters.removeValue(forKey: id) else { t.cancelledEarly.insert(id); return nil }
                return w
            }
            waiter?.resume(false)
        }
        table.withLock { _ = $0.cancelledEarly.remove(id) }
        if !slept { throw CancellationError() }
    }

    /// How many sleepers wait: for tests.
    var waiting: Int { table.withLock { $0.waiters.count } }

    private func poke() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func run() {
        var drain = [UInt8](repeating: 0, count: 64)
        while true {
            let now = ContinuousClock.now
            let (due, next) = table.withLock { t -> ([Waiter], ContinuousClock.Instant?) in
                let ready = t.waiters.filter { $0.value.deadline <= now }
                for id in ready.keys { t.waiters[id] = nil }
                return (Array(ready.values), t.waiters.values.map(\.deadline).min())
            }
            for waiter in due { waiter.resume(true) }
            let timeout: Int32
            if let next {
                let left = next - ContinuousClock.now
                let ms = left.components.seconds * 1000 + (left.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
                timeout = Int32(clamping: max(0, ms))
            } else {
                timeout = -1
            }
            var poller = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, timeout) > 0 { _ = read(wakeRead, &drain, drain.count) }
        }
    }
}
