import CNcurses
import Glibc

// Signal handlers may only touch async-signal-safe state: plain file
// descriptors and preallocated buffers, never Swift objects.
nonisolated(unsafe) private var signalWriteFD: Int32 = -1
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var haveSavedTermios = false
nonisolated(unsafe) private var emergencyBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
nonisolated(unsafe) private var emergencyCount = 0
/// Set while our title is on the terminal (a followed live score): the crash
/// path pops it back too. Written only by the main loop, read by the handler.
nonisolated(unsafe) private var titleOnTerminal: sig_atomic_t = 0
nonisolated(unsafe) private var titlePopBytes: UnsafeMutablePointer<UInt8> = {
    let pop = Array("\u{1B}[23;0t".utf8)
    let p = UnsafeMutablePointer<UInt8>.allocate(capacity: pop.count)
    p.initialize(from: pop, count: pop.count)
    return p
}()
private let titlePopCount = 7

/// Termination signals become a byte (the signal number) on the self-pipe the
/// event loop polls, so they are handled in order with keys: the loop then
/// restores the terminal and exits. A byte 0 is a plain wake-up.
enum SignalPipe {
    static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
    /// The pipe byte for SIGWINCH (not a termination signal).
    static let resizeByte: UInt8 = 0xFF

    static func install(writeFD: Int32) {
        signalWriteFD = writeFD
        // A parent may have started us with these blocked; resize and quit must work.
        var set = sigset_t()
        sigemptyset(&set)
        for sig in terminationSignals + [SIGWINCH] { sigaddset(&set, sig) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for sig in terminationSignals {
            signal(sig) { sig in
                var byte = UInt8(truncatingIfNeeded: sig)
                _ = write(signalWriteFD, &byte, 1)
            }
        }
        // Our own SIGWINCH handler replaces ncurses' one: a resize arriving while
        // the loop is not inside poll(2) would otherwise go unseen until a key.
        signal(SIGWINCH) { _ in
            var byte = SignalPipe.resizeByte
            _ = write(signalWriteFD, &byte, 1)
        }
        signal(SIGPIPE, SIG_IGN)
    }

    /// Remembers how to give the terminal back if the process crashes: the
    /// original termios and the escape sequences that leave the alternate
    /// screen, show the cursor and reset attributes.
    /// The terminal's modes as the shell left them: taken before `newterm`,
    /// which already changes them (saved after it, a crash left the terminal
    /// without echo and canonical mode).
    static func saveTermios() {
        if tcgetattr(0, &savedTermios) == 0 { haveSavedTermios = true }
    }

    static func armCrashRestore(resetSequence: [UInt8]) {
        if !haveSavedTermios { saveTermios() }
        emergencyCount = min(resetSequence.count, 256)
        for i in 0..<emergencyCount { emergencyBytes[i] = resetSequence[i] }
        for sig in crashSignals {
            signal(sig) { sig in
                if haveSavedTermios { _ = tcsetattr(0, TCSANOW, &savedTermios) }
                _ = write(1, emergencyBytes, emergencyCount)
                if titleOnTerminal != 0 { _ = write(1, titlePopBytes, titlePopCount) }
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    /// Whether the crash path must give the title back.
    static func titlePushed(_ on: Bool) {
        _ = titlePopBytes   // made now, never first inside a signal handler
        titleOnTerminal = on ? 1 : 0
    }

    static func uninstall() {
        for sig in terminationSignals + crashSignals + [SIGWINCH] { signal(sig, SIG_DFL) }
        signalWriteFD = -1
    }
}
