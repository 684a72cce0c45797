public enum ColorDepth: Int, Comparable, Sendable, CustomStringConvertible {
    case monochrome = 0, eight, palette256, truecolor
    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }
    public var description: String {
        switch self {
        case .monochrome: "monochrome"
        case .eight: "8 colours"
        case .palette256: "256 colours"
        case .truecolor: "truecolor"
        }
    }
}

public struct TerminalCapabilities: Hashable, Sendable {
    public var colorDepth: ColorDepth
    /// Whether the locale can show non-ASCII text; false means ASCII glyphs only.
    public var unicode: Bool
    public init(colorDepth: ColorDepth, unicode: Bool) {
        self.colorDepth = colorDepth
        self.unicode = unicode
    }
}

/// Wakes a terminal blocked in `nextEvents` from any thread (effects finishing).
public protocol Waker: Sendable {
    func wake()
}

/// What the runtime needs from a terminal. CursesTerminal is the real one;
/// HeadlessTerminal drives tests.
public protocol Terminal: AnyObject {
    var size: Size { get }
    var capabilities: TerminalCapabilities { get }
    var waker: any Waker { get }
    /// Shows the canvas; only changed cells need to reach the screen.
    func draw(_ canvas: Canvas)
    /// Blocks until input arrives, `waker` is woken, or `timeout` passes (nil: no
    /// timeout). Returns the events read, possibly none.
    func nextEvents(timeout: Duration?) -> [TerminalEvent]
    /// Gives the terminal back as it was; safe to call more than once.
    func restore()
    /// Ctrl-Z: gives the terminal back, stops the process, and takes the
    /// screen again when the shell continues it (`fg`).
    func suspend()
    /// Real pixels from now on: each frame's images are written beside its
    /// cells through `layer` (nil: no images; those on screen are removed).
    func showImages(_ layer: ImageLayer?)
    /// The bell, a desktop notification or the title, written between frames.
    func signal(_ signal: TerminalSignal)
}
