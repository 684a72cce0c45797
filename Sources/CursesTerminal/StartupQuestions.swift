import CNcurses
import FoundationEssentials
import Primitives
import Synchronization
import Glibc
import TerminalUI

/// The questions asked once at start (`GraphicsQuery`) and what came of
/// them: written with the screen, never waited for. The answers arrive
/// among the keys. In two rounds: first the terminal's name and the device
/// attributes, then (only when no multiplexer answered in between) the kitty
/// graphics query; the report goes out as one event after the last round's
/// device attributes, or after a second without them. Inside tmux, tmux
/// itself is asked (a child process, on a thread of its own) whether its
/// passthrough is on and what terminal is around it.
final class StartupQuestions: Sendable {
    static let patience: Duration = .seconds(1)

    private struct Asked {
        var report: TerminalReport
        var tmuxPending: Bool
        /// Device attributes answers still to come: one a round asked.
        var rounds = 1
        var secondAsked = false
        var done = false
        var deadline: ContinuousClock.Instant
    }
    private let asked: Mutex<Asked>
    private let environment: [String: String]
    private let askPixels: Bool

    /// Asks (writing to fd 1) and starts the tmux check when inside tmux.
    init(environment env: [String: String], askPixels: Bool, waker: any Waker) {
        let report = Self.before(environment: env, fd: 1)
        let inTmux = !(env["TMUX"] ?? "").isEmpty
        let tmuxPending = inTmux && askPixels
        self.asked = Mutex(Asked(report: report, tmuxPending: tmuxPending, deadline: ContinuousClock.now + Self.patience))
        self.environment = env
        self.askPixels = askPixels
        CursesTerminal.writeAll(Array(GraphicsQuery.first(askPixels: askPixels).utf8))
        if tmuxPending {
            BackgroundThread.start { [self] in
                let tmux = Self.askTmux()
                asked.withLock { $0.report.tmux = tmux; $0.tmuxPending = false }
                waker.wake()
            }
        }
    }

    /// What is known before asking: the environment and the kernel's cell size.
    static func before(environment env: [String: String], fd: Int32) -> TerminalReport {
        var report = TerminalReport()
        if let (found, why) = PixelChoice.fromEnvironment(env) { report.environmentProtocol = found; report.environmentReason = why }
        report.cellPixels = kernelCellPixels(fd: fd)
        report.screen = (env["TMUX"] ?? "").isEmpty && !(env["STY"] ?? "").isEmpty
        return report
    }

    /// Takes an answer (the key decoder found it among the keys); the first round's end may ask the second.
    func take(_ reply: TerminalReply) {
        let second = asked.withLock { asked -> Bool in
            asked.report.take(reply)
            guard case .deviceAttributes = reply, !asked.done else { return false }
            asked.rounds -= 1
            guard asked.rounds == 0, !asked.secondAsked, GraphicsQuery.asksSecond(asked.report, environment: environment, askPixels: askPixels),
                  asked.deadline > ContinuousClock.now else { return false }
            // Not yet answered for good: the kitty query's round is still to come back.
            asked.rounds = 1
            asked.secondAsked = true
            asked.report.answered = false
            asked.deadline = max(asked.deadline, ContinuousClock.now + .milliseconds(500))
            return true
        }
        if second { CursesTerminal.writeAll(Array(GraphicsQuery.second.utf8)) }
    }

    /// The report, once: when everything has answered, or the time is up.
    func finished(now: ContinuousClock.Instant = .now) -> TerminalReport? {
        asked.withLock { asked in
            guard !asked.done, (asked.report.answered && asked.rounds <= 0 && !asked.tmuxPending) || now >= asked.deadline else { return nil }
            asked.done = true
            return asked.report
        }
    }

    /// How long the loop may sleep before the report is due.
    var remaining: Duration? {
        asked.withLock { $0.done ? nil : max(.zero, $0.deadline - ContinuousClock.now) }
    }

    /// One cell's pixels from the kernel's window size, when the terminal fills it in.
    static func kernelCellPixels(fd: Int32) -> Size? {
        var rows: Int32 = 0, cols: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        guard jt_window_pixels(fd, &rows, &cols, &width, &height) == 0, width > 0, height > 0, rows > 0, cols > 0 else { return nil }
        let cell = Size(width: Int(width / cols), height: Int(height / rows))
        return cell.width > 0 && cell.height > 0 ? cell : nil
    }

    /// tmux's passthrough setting for this pane and the terminal around it.
    static func askTmux() -> TmuxGraphics {
        let passthrough = run(["show-options", "-Apv", "allow-passthrough"]) ?? ""
        let client = run(["display-message", "-p", "#{client_termname}|#{client_termfeatures}"]) ?? "|"
        let parts = client.split(separator: "|", omittingEmptySubsequences: false)
        return TmuxGraphics(passthrough: ["on", "all"].contains(passthrough.trimmedWhitespace),
                            outerTerm: parts.first.map { $0.trimmedWhitespace } ?? "",
                            outerFeatures: parts.dropFirst().first.map { $0.split(separator: ",").map { $0.trimmedWhitespace } } ?? [])
    }

    private static func run(_ arguments: [String]) -> String? {
        guard let child = ChildProcess.start("/usr/bin/env", ["tmux"] + arguments, captureOutput: true) else { return nil }
        let data = child.readOutput(limit: 4096)
        return child.waitForExit() == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
