import ArgumentParser
import FoundationEssentials
import Glibc
import Synchronization

/// Writes to stdout with write(2). A full disk, a closed stdout or a pipe
/// whose reader left (with SIGPIPE ignored) becomes one line on stderr and
/// exit status 1, as the man page promises, instead of the `try!` inside
/// FileHandle.write, which ends the process with a stack trace and SIGILL.
enum StandardOutput {
    static func write(_ text: String) throws(ExitCode) {
        if StandardStreams.stdoutWasClosed {
            StandardError.write("jumbotron: cannot write to standard output: it is closed\n")
            throw ExitCode(1)
        }
        if let code = StandardStreams.write(text, to: STDOUT_FILENO) {
            StandardError.write("jumbotron: cannot write to standard output: \(String(cString: strerror(code)))\n")
            throw ExitCode(1)
        }
    }
}

/// stderr the same way; a failure there has nowhere left to be told, so it is ignored.
enum StandardError {
    static func write(_ text: String) { _ = StandardStreams.write(text, to: STDERR_FILENO) }
}

enum StandardStreams {
    private static let closedAtStart = Atomic(false)
    static var stdoutWasClosed: Bool { closedAtStart.load(ordering: .relaxed) }

    /// Run first thing: a descriptor 0, 1 or 2 that is closed would be
    /// handed to the next file opened (the log, the database), and our
    /// output would land in it. Each is held by /dev/null instead, and a
    /// closed stdout is remembered so that writing to it is reported.
    static func holdClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != descriptor { dup2(null, descriptor); close(null) }
            if descriptor == STDOUT_FILENO { closedAtStart.store(true, ordering: .relaxed) }
        }
    }

    /// Every byte, or the errno that stopped it.
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}

/// swift-argument-parser's `main`, with its output through the writers above:
/// help, version and completion scripts go to stdout (and a failed write
/// there is reported and exits 1), errors and usage to stderr.
enum CommandMain {
    static func run<C: ParsableCommand>(_ type: C.Type, _ arguments: [String]) -> Never {
        do {
            var command = try type.parseAsRoot(arguments)
            try command.run()
            exit(0)
        } catch {
            let code = type.exitCode(for: error)
            let message = type.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty {
                    do { try StandardOutput.write(message + "\n") } catch { exit(error.rawValue) }
                }
                exit(0)
            }
            if !message.isEmpty { StandardError.write(message + "\n") }
            exit(code.rawValue)
        }
    }
}
