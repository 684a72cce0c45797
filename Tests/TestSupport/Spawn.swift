import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with posix_spawn and waitpid. Foundation's
/// Process on Linux can miss the exit of a child that forks a daemon (tmux
/// does), leaving waitUntilExit blocked forever; this never can.
public enum Spawn {
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked
    /// up at run time: Swift's Glibc module does not declare it.
    /// Whether children get only 0, 1 and 2 (tests check it).
    public static var closesInheritedDescriptors: Bool { closeFrom != nil }

    static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    @discardableResult
    public static func run(_ path: String, _ args: [String], environment: [String: String]? = nil,
                           capture: Bool = true) throws -> Result {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        if capture {
            guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw POSIXError(.EMFILE) }
            posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
            for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        // Nothing else of the test process goes to the child: tests run in
        // parallel, and a descriptor another test had open at this moment (a
        // scratch disk's filler file, a pipe) would live on in a long-lived child
        // (tmux's server). A full-disk test then found its freed space still
        // held, and failed only under load.
        _ = Self.closeFrom.map { $0(&actions, 3) }
        let argv = ([path] + args).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envStrings = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let envp = envStrings.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        // Test threads may block signals; a child must start with none blocked
        // and default handlers, as it would from a shell.
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none); sigfillset(&all)
        posix_spawnattr_setsigmask(&attr, &none)
        posix_spawnattr_setsigdefault(&attr, &all)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, path, &actions, &attr, argv, envp)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .ENOENT) }
        var out = Data(), err = Data()
        if capture {
            close(outPipe[1]); close(errPipe[1])
            // Read both to EOF; the output here is small, so sequential reads are fine
            // unless the child fills stderr first, which these commands never do.
            out = readAll(outPipe[0]); err = readAll(errPipe[0])
            close(outPipe[0]); close(errPipe[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exit, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    private static func readAll(_ fd: Int32) -> Data {
        var data = Data()
        var buf = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buf, buf.count)
            if n > 0 { data.append(contentsOf: buf[0..<n]) } else if n == 0 || errno != EINTR { break }
        }
        return data
    }
}
