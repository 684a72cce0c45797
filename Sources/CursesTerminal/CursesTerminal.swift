import FoundationEssentials
import CNcurses
import Glibc
import TerminalUI

public enum CursesTerminalError: Error, CustomStringConvertible {
    case notATerminal
    case cannotInitialise(term: String)
    case cannotAddressCursor(term: String)
    case pipeFailed

    public var description: String {
        switch self {
        case .notATerminal:
            "the full-screen UI needs a terminal on stdin and stdout; use `jumbotron print …` in pipes and scripts"
        case .cannotInitialise(let term):
            "cannot start the terminal (TERM=\(term.isEmpty ? "unset" : term)); try TERM=xterm-256color or `jumbotron print …`"
        case .cannotAddressCursor(let term):
            "this terminal (TERM=\(term)) cannot move the cursor, so the full-screen UI cannot run; "
                + "use `jumbotron print …`, or set TERM to your terminal (for example TERM=xterm-256color)"
        case .pipeFailed:
            "cannot create the internal wake-up pipe"
        }
    }
}

/// The Terminal protocol over ncursesw: the only code that talks to ncurses.
public final class CursesTerminal: Terminal {
    public struct Options: Sendable {
        public var noColor: Bool
        public var ascii: Bool
        public var mouse: Bool
        public var environment: [String: String]
        /// Ask the terminal about real pixels (the kitty query, XTVERSION, the cell size);
        /// the background colour is always asked.
        public var askPixels: Bool
        public init(noColor: Bool = false, ascii: Bool = false, mouse: Bool = true, askPixels: Bool = false, environment: [String: String]) {
            self.noColor = noColor; self.ascii = ascii; self.mouse = mouse; self.askPixels = askPixels; self.environment = environment
        }
    }

    public let capabilities: TerminalCapabilities
    public let waker: any Waker
    let readFD: Int32
    private let writeFD: Int32
    private var restored = false
    /// The title the terminal had was pushed (OSC 2 sent): popped at exit.
    private var titlePushed = false
    private var pairs = ColorPairs()
    var lastClick: (time: Double, position: Point)?
    private var wideBuffer = [wchar_t](repeating: 0, count: 8)
    private var clusterBuffer: [UInt32] = []
    /// The frame ncurses holds, to hand over only what changed.
    private var lastFrame = Canvas(size: Size(width: 0, height: 0))
    private var needsFullRedraw = true
    /// The terminfo entry curses runs with: `TERM`'s own, or the fallback used when it has none.
    public private(set) var terminfoUsed = ""
    /// The start-up questions, until their report has gone out.
    var questions: StartupQuestions?
    /// What the terminal sends, read after read (pastes and answers cut by a read stay whole).
    var keyStream = KeyStream()
    /// Real pixels beside the cells, once the runtime turns them on.
    var imageLayer: ImageLayer?
    /// The layer's terminal modes are set (put back at quit and suspend).
    var imageModesSet = false

    public init(options: Options) throws {
        guard isatty(0) == 1, isatty(1) == 1 else { throw CursesTerminalError.notATerminal }
        let env = options.environment
        let utf8 = LocaleSetup.apply(environment: env)
        if env["ESCDELAY"] == nil { set_escdelay(25) }  // Esc must feel instant

        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw CursesTerminalError.pipeFailed }
        readFD = fds[0]; writeFD = fds[1]
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        waker = PipeWaker(fd: writeFD)

        SignalPipe.saveTermios()
        guard let used = Self.start(term: env["TERM"] ?? "") else {
            close(readFD); close(writeFD)
            throw CursesTerminalError.cannotInitialise(term: env["TERM"] ?? "")
        }
        terminfoUsed = used
        guard jt_can_address_cursor() == 1 else {
            endwin()
            close(readFD); close(writeFD)
            throw CursesTerminalError.cannotAddressCursor(term: env["TERM"] ?? "")
        }
        SignalPipe.install(writeFD: writeFD)
        SignalPipe.armCrashRestore(resetSequence: CursesTerminal.resetSequence())
        raw()
        noecho()
        nonl()
        keypad(jt_stdscr(), true)
        nodelay(jt_stdscr(), true)   // reads never block: poll(2) does the waiting
        _ = curs_set(0)
        Self.bracketedPaste(true)
        if options.mouse {
            _ = mousemask(jt_all_mouse_events(), nil)
            _ = mouseinterval(0)     // clicks at once; double clicks are timed here
        }
        var depth = ColorSelection.depth(environment: env, noColorFlag: options.noColor,
                                         hasColors: has_colors(), terminfoColors: Int(jt_tigetnum("colors")))
        if depth != .monochrome {
            if start_color() == OK { _ = use_default_colors() } else { depth = .monochrome }
        }
        capabilities = TerminalCapabilities(colorDepth: depth, unicode: utf8 && !options.ascii)
        questions = StartupQuestions(environment: env, askPixels: options.askPixels, waker: waker)
    }

    deinit { restore() }

    public var size: Size { Size(width: Int(jt_cols()), height: Int(jt_lines())) }

    public func draw(_ canvas: Canvas) {
        guard !restored else { return }
        let rows = min(canvas.size.height, Int(jt_lines()))
        let cols = min(canvas.size.width, Int(jt_cols()))
        // Only the cells that changed since the last frame go to ncurses
        // (which then sends only what differs from the screen): a cursor step
        // in a long list costs two rows, not the whole screen.
        let previous = (needsFullRedraw || rows != canvas.size.height || cols != canvas.size.width) ? nil : lastFrame
        if previous == nil { werase(jt_stdscr()) }
        // Where curses writes, noted only while an image in the cells could be painted over.
        let tracksRows = imageLayer?.watchesRows == true
        var changes = RowChanges()
        // After `werase` every cell already holds a plain blank: a full redraw
        // skips those (half the first frame; ncurses costs ~1,500 instructions a cell).
        let erased = previous == nil
        FrameDiff.forEachChange(from: previous, to: canvas) { x, y, cell in
            guard y < rows, x < cols, !cell.isContinuation, !(cell.width == 2 && x + 1 >= cols) else { return }
            if tracksRows { changes.note(x: x, y: y) }
            if erased && cell == .blank { return }
            put(cell, x: x, y: y)
        }
        lastFrame.copy(from: canvas)
        let plan = imageLayer?.plan(canvas.images.filter { $0.rect.maxY <= rows && $0.rect.maxX <= cols },
                                    changes: changes, fullRedraw: previous == nil)
        needsFullRedraw = false
        if let plan { beforeFrame(plan) }
        wnoutrefresh(jt_stdscr())
        doupdate()
        if !canvas.links.isEmpty && capabilities.unicode { writeLinks(canvas) }
        if let plan { for piece in plan.pieces { Self.writeAll(piece) } }
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        clusterBuffer.removeAll(keepingCapacity: true)
        cell.forEachScalar { clusterBuffer.append($0) }
        if clusterBuffer.count == 1 {   // nearly every cell: no glyph work, no allocation
            let v = clusterBuffer[0]
            wideBuffer[0] = wchar_t(bitPattern: !capabilities.unicode && v > 0x7E ? 0x3F : v)   // "?" never mojibake
            wideBuffer[1] = 0
            putBuffer(cell.style, x: x, y: y)
            return
        }
        let parts = capabilities.unicode ? TerminalGlyph.cells(for: clusterBuffer) : [[0x3F]]
        for (i, scalars) in parts.enumerated() {
            for (n, value) in scalars.prefix(5).enumerated() { wideBuffer[n] = wchar_t(bitPattern: value) }
            wideBuffer[min(scalars.count, 5)] = 0
            putBuffer(cell.style, x: x + i, y: y)
        }
    }

    private func putBuffer(_ style: Style, x: Int, y: Int) {
        var attrs = jt_a_normal()
        let a = style.attributes
        if ColorSelection.showsBold(style, depth: capabilities.colorDepth) { attrs |= jt_a_bold() }
        if a.contains(.dim) { attrs |= jt_a_dim() }
        if a.contains(.reverse) { attrs |= jt_a_reverse() }
        if a.contains(.underline) { attrs |= jt_a_underline() }
        let pair = pairs.pair(for: style, depth: capabilities.colorDepth)
        _ = wideBuffer.withUnsafeBufferPointer { jt_put_cell(Int32(y), Int32(x), $0.baseAddress, attrs, pair) }
    }

    public func nextEvents(timeout: Duration?) -> [TerminalEvent] {
        guard !restored else { return [] }
        var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)]
        let settle = keyStream.deadline.map { Duration.seconds(max(0, $0 - monotonicSeconds())) }
        let wait = [timeout, questions?.remaining, settle].compactMap { $0 }.min()
        let ms: Int32 = wait.map { Int32(clamping: Int(($0.seconds * 1000).rounded(.up))) } ?? -1
        _ = poll(&fds, 2, ms)   // EINTR (SIGWINCH) falls through to reading KEY_RESIZE
        var events: [TerminalEvent] = []
        drainPipe(into: &events)
        // The terminal went away (its emulator was killed): poll would return at
        // once forever, so this is a hangup, never a busy loop.
        if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            events.append(.signal(SIGHUP))
            return events
        }
        readKeys(into: &events)
        if let report = questions?.finished() {
            questions = nil
            events.append(.report(report))
        }
        return events
    }

    public func suspend() {
        guard !restored else { return }
        removeImages()
        imageModes(on: false)
        Self.bracketedPaste(false)
        _ = curs_set(1)
        endwin()
        fflush(nil)
        raise(SIGTSTP)                 // stops here until `fg`
        // Continued: the size may have changed while we were away.
        _ = applyResize()
        imageModes(on: true)
        Self.bracketedPaste(true)
        _ = curs_set(0)
        clearok(jt_stdscr(), true)    // repaint everything on the next frame
        needsFullRedraw = true
    }

    /// Tells ncurses the kernel's new size (its own SIGWINCH handler is replaced).
    func applyResize() -> Size {
        var rows: Int32 = 0, cols: Int32 = 0
        if jt_window_size(1, &rows, &cols) == 0 { _ = resizeterm(rows, cols) }
        needsFullRedraw = true
        return size
    }

    /// The bell, a notification or the title, straight to the terminal between frames.
    public func signal(_ signal: TerminalSignal) {
        guard !restored else { return }
        Self.writeAll(Array(signal.bytes(titlePushed: titlePushed).utf8))
        if case .title(let text) = signal {
            titlePushed = text != nil
            SignalPipe.titlePushed(titlePushed)
        }
    }

    public func restore() {
        guard !restored else { return }
        removeImages()
        imageModes(on: false)
        if titlePushed {
            Self.writeAll(Array(TerminalSignal.title(nil).bytes(titlePushed: true).utf8))
            titlePushed = false
            SignalPipe.titlePushed(false)
        }
        restored = true
        awaitLastAnswers()
        Self.bracketedPaste(false)
        _ = curs_set(1)
        endwin()
        // Whatever is still unread (a late answer, keys typed while quitting)
        // belongs to nobody now: the shell must not read it as a command.
        tcflush(0, TCIFLUSH)
        SignalPipe.uninstall()
        close(readFD); close(writeFD)
    }

    /// rmcup + cnorm + sgr0 from terminfo, used by the crash handler.
    private static func resetSequence() -> [UInt8] {
        var out: [UInt8] = []
        var buf = [CChar](repeating: 0, count: 128)
        for cap in ["sgr0", "cnorm", "rmcup"] {
            let n = jt_tigetstr(cap, &buf, Int32(buf.count))
            if n > 0 { out += buf[0..<Int(n)].map { UInt8(bitPattern: $0) } }
        }
        return out + Array(pasteOff.utf8) + Array("\r\n".utf8)
    }

    private static let pasteOff = "\u{1b}[?2004l"

    /// Pasted text arrives wrapped in ESC [200~ … ESC [201~, so it is taken as text, never as keys.
    private static func bracketedPaste(_ on: Bool) {
        let seq = on ? "\u{1b}[?2004h" : pasteOff
        writeAll(Array(seq.utf8))
    }
}

func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
