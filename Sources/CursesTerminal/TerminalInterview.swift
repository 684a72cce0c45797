import CNcurses
import FoundationEssentials
import Glibc
import TerminalUI

/// The start-up questions asked outside the full-screen UI (`jumbotron
/// doctor`): on /dev/tty, with echo off for the second they may take, and
/// the terminal's settings put back whatever happens.
public enum TerminalInterview {
    /// The report, or nil when there is no terminal to ask.
    public static func run(environment env: [String: String], askPixels: Bool) -> TerminalReport? {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        cfmakeraw(&raw)
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(fd, TCSAFLUSH, &saved) }

        let before = StartupQuestions.before(environment: env, fd: fd)
        var report = before
        func ask(_ text: String) -> Bool {
            let questions = Array(text.utf8)
            return questions.withUnsafeBufferPointer({ write(fd, $0.baseAddress, $0.count) }) == questions.count
        }
        guard ask(GraphicsQuery.first(askPixels: askPixels)) else { return report }
        var bytes: [UInt8] = []
        var deadline = ContinuousClock.now + StartupQuestions.patience
        var buffer = [UInt8](repeating: 0, count: 1024)
        // Two rounds, as the app asks: the kitty query only after the first says no multiplexer is in between.
        var rounds = 1, secondAsked = false
        while rounds > 0, bytes.count < 16_384 {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))) > 0 else { break }
            let n = read(fd, &buffer, buffer.count)
            guard n > 0 else { break }
            bytes += buffer[0..<n]
            // Decoded whole each time: an answer may have been cut by the last read.
            report = before
            var answers = 0
            for case .reply(let reply) in KeySequenceDecoder.decode(bytes.map { .code(UInt32($0)) }, character: { _ in nil }) {
                report.take(reply)
                if case .deviceAttributes = reply { answers += 1 }
            }
            rounds = (secondAsked ? 2 : 1) - answers
            if rounds == 0, !secondAsked, GraphicsQuery.asksSecond(report, environment: env, askPixels: askPixels) {
                secondAsked = true
                rounds = 1
                deadline = max(deadline, ContinuousClock.now + .milliseconds(500))
                guard ask(GraphicsQuery.second) else { break }
            }
        }
        if askPixels, !(env["TMUX"] ?? "").isEmpty { report.tmux = StartupQuestions.askTmux() }
        return report
    }
}
