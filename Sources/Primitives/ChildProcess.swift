#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A child process started with posix_spawn: no shell, the arguments as
/// given, stdin and stderr on /dev/null, stdout on /dev/null or a pipe.
/// Foundation's Process did this; it is full Foundation, and its callers here
/// are threads of their own that only need to start, read and wait.
public final class ChildProcess: Sendable {
    public let pid: pid_t
    private let output: Int32
    /// The exit status once reaped (the thread that waits and the one that asks may differ).
    private let status = Mutex<Int32?>(nil)

    private init(pid: pid_t, output: Int32) { self.pid = pid; self.output = output }

    deinit { if output >= 0 { close(output) } }

    /// Nil when the program could not be started.
    public static func start(_ path: String, _ arguments: [String], captureOutput: Bool = false) -> ChildProcess? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pipeEnds: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&pipeEnds) == 0 else { return nil }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, path, &actions, nil, argv, Self.environment())
        if captureOutput { close(pipeEnds[1]) }
        guard started == 0 else {
            if captureOutput { close(pipeEnds[0]) }
            return nil
        }
        return ChildProcess(pid: pid, output: captureOutput ? pipeEnds[0] : -1)
    }

    private static func environment() -> UnsafePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Glibc)
        return UnsafePointer(environ)
        #else
        return UnsafePointer(_NSGetEnviron().pointee)
        #endif
    }

    /// Everything the child writes, of which the first `limit` bytes are kept;
    /// the rest is read and dropped so the child never blocks on a full pipe.
    public func readOutput(limit: Int = 4096) -> [UInt8] {
        guard output >= 0 else { return [] }
        var kept: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            if kept.count < limit { kept += chunk[0..<min(n, limit - kept.count)] }
        }
        return kept
    }

    /// The exit status once the child has ended, else nil (never blocks).
    public func exitStatus() -> Int32? {
        status.withLock { status in
            if let status { return status }
            var raw: Int32 = 0
            guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
            status = Self.decode(raw)
            return status
        }
    }

    /// Waits for the child to end; its exit status (128 + the signal when killed).
    public func waitForExit() -> Int32 {
        if let known = status.withLock({ $0 }) { return known }
        var raw: Int32 = 0
        // Waited for outside the mutex: a quick exitStatus() from another thread never blocks behind it.
        var reaped: pid_t
        repeat { reaped = waitpid(pid, &raw, 0) } while reaped < 0 && errno == EINTR
        return status.withLock { status in
            if let status { return status }   // reaped meanwhile by exitStatus()
            status = reaped == pid ? Self.decode(raw) : -1
            return status ?? -1
        }
    }

    private static func decode(_ raw: Int32) -> Int32 {
        raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    }
}
