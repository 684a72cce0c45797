import FoundationEssentials
import Primitives

/// A terminal with no screen: tests script its input and read what was drawn.
// @unchecked: every field is guarded by `condition`, a pthread condition variable (Mutex cannot wait for a signal).
public final class HeadlessTerminal: Terminal, @unchecked Sendable {
    private let condition = Condition()
    private var pending: [[TerminalEvent]] = []
    private var woken = false
    private var _size: Size
    private var _frames: [Canvas] = []
    private var _restoreCount = 0

    public let capabilities: TerminalCapabilities
    public var waker: any Waker { HeadlessWaker(terminal: self) }

    public init(size: Size, capabilities: TerminalCapabilities = .init(colorDepth: .palette256, unicode: true)) {
        self._size = size
        self.capabilities = capabilities
    }

    public var size: Size { condition.withLock { _size } }
    public var frames: [Canvas] { condition.withLock { _frames } }
    public var lastFrame: Canvas? { condition.withLock { _frames.last } }
    public var restoreCount: Int { condition.withLock { _restoreCount } }

    /// Queues a batch of events, delivered together by one `nextEvents` call.
    public func send(_ events: TerminalEvent...) { send(events) }
    public func send(_ events: [TerminalEvent]) {
        condition.withLock {
            for e in events { if case .resize(let s) = e { _size = s } }
            pending.append(events)
            condition.signal()
        }
    }

    public func draw(_ canvas: Canvas) {
        condition.withLock {
            if var layer = _layer {
                // The rows a real terminal's curses would write: what differs from the last frame.
                var changes = RowChanges()
                FrameDiff.forEachChange(from: _frames.last, to: canvas) { x, y, _ in changes.note(x: x, y: y) }
                let plan = layer.plan(canvas.images, changes: changes, fullRedraw: _frames.isEmpty)
                _layer = layer
                _output += plan.before + plan.after
                _plans.append(plan)
            }
            _frames.append(canvas)
        }
    }

    private var _layer: ImageLayer?
    private var _output: [UInt8] = []
    private var _plans: [ImageLayer.Plan] = []
    /// Every image byte written so far, as a terminal would have received them.
    public var output: [UInt8] { condition.withLock { _output } }
    /// The image plan of each frame drawn since pixels were turned on.
    public var plans: [ImageLayer.Plan] { condition.withLock { _plans } }

    public func showImages(_ layer: ImageLayer?) {
        condition.withLock {
            if var old = _layer { _output += old.clear().before }
            _layer = layer
        }
    }

    public func nextEvents(timeout: Duration?) -> [TerminalEvent] {
        condition.lock()
        defer { condition.unlock() }
        let deadline = ContinuousClock.now + (timeout ?? .seconds(5))
        while pending.isEmpty && !woken {
            let left = deadline - ContinuousClock.now
            if left <= .zero || !condition.wait(seconds: left.seconds) { break }
        }
        woken = false
        return pending.isEmpty ? [] : pending.removeFirst()
    }

    public func restore() {
        condition.withLock {
            if var layer = _layer { let plan = layer.clear(); _output += plan.before; _plans.append(plan); _layer = layer }
            if titlePushed { _output += Array(TerminalSignal.title(nil).bytes(titlePushed: true).utf8); titlePushed = false }
            _restoreCount += 1
        }
    }

    private var titlePushed = false
    /// The signals sent, in order (their bytes also go to `output`).
    public private(set) var signals: [TerminalSignal] = []

    public func signal(_ signal: TerminalSignal) {
        condition.withLock {
            signals.append(signal)
            _output += Array(signal.bytes(titlePushed: titlePushed).utf8)
            if case .title(let text) = signal { titlePushed = text != nil }
        }
    }

    public private(set) var suspendCount = 0
    public func suspend() { condition.withLock { suspendCount += 1 } }

    fileprivate func wakeUp() {
        condition.withLock { woken = true; condition.signal() }
    }
}

private struct HeadlessWaker: Waker {
    let terminal: HeadlessTerminal
    func wake() { terminal.wakeUp() }
}

extension Duration {
    public var seconds: Double {
        let c = components
        return Double(c.seconds) + Double(c.attoseconds) / 1e18
    }
}

extension Canvas {
    /// One character per cell saying how it is styled: ` ` plain, `B` bold,
    /// `R` reverse, `D` dim, `U` underline, `C` coloured; combined as the first
    /// that applies in the order R, B, C, D, U. Lets snapshots show highlights.
    public var styleMap: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation {
                let s = self[x, y].style
                let mark: Character =
                    s.attributes.contains(.reverse) ? "R" :
                    s.attributes.contains(.bold) ? "B" :
                    (s.foreground != .default || s.background != .default) ? "C" :
                    s.attributes.contains(.dim) ? "D" :
                    s.attributes.contains(.underline) ? "U" : " "
                line.append(mark)
                if self[x, y].width == 2 { line.append(mark) }
            }
            return line
        }
    }

    /// Text and style map as one reviewed snapshot document.
    public var snapshot: String {
        let w = size.width
        let border = "+" + String(repeating: "-", count: w) + "+"
        var out = "\(size.width)x\(size.height)\n" + border + "\n"
        for line in lines { out += "|" + line + String(repeating: " ", count: max(0, w - DisplayWidth.of(line))) + "|\n" }
        out += border + "\nstyles:\n" + border + "\n"
        for line in styleMap { out += "|" + line + "|\n" }
        out += border + "\n"
        return out
    }
}
