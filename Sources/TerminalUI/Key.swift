/// A key press, already decoded from whatever bytes the terminal sent.
public enum Key: Hashable, Sendable {
    case char(Character)
    case ctrl(Character)        // lower-case letter: .ctrl("c")
    case enter, escape, tab, backTab, backspace, delete, insert
    case up, down, left, right
    case pageUp, pageDown, shiftPageUp, shiftPageDown
    case home, end
    case function(Int)
    /// Esc and a key arriving together (Meta). Bound to nothing: it must not act as Esc then the key.
    case alt(Character)

    /// How the key is written in hints and help (`←`, `PgDn`, `Ctrl-C`, `F1`).
    /// `short` abbreviates the long names (Bksp, S-Tab) for dense tables.
    public func label(ascii: Bool = false, short: Bool = false) -> String {
        switch self {
        case .backspace where short: return "Bksp"
        case .backTab where short: return "S-Tab"
        case .shiftPageUp where short: return "S-PgUp"
        case .shiftPageDown where short: return "S-PgDn"
        case .char(" "): return "Space"
        case .char(let c): return String(c)
        case .ctrl(let c): return "Ctrl-\(String(c).uppercased())"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Del"
        case .insert: return "Ins"
        case .up: return ascii ? "Up" : "↑"
        case .down: return ascii ? "Down" : "↓"
        case .left: return ascii ? "Left" : "←"
        case .right: return ascii ? "Right" : "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .shiftPageUp: return "Shift-PgUp"
        case .shiftPageDown: return "Shift-PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .function(let n): return "F\(n)"
        case .alt(let c): return "Alt-\(c)"
        }
    }
}

public enum MouseButtonEvent: Hashable, Sendable {
    case click, doubleClick, wheelUp, wheelDown
}

public struct MouseEvent: Hashable, Sendable {
    public var kind: MouseButtonEvent
    public var position: Point
    public init(_ kind: MouseButtonEvent, x: Int, y: Int) {
        self.kind = kind
        self.position = Point(x: x, y: y)
    }
}

/// Everything a terminal can report to the app.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(Size)
    /// A termination signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT) arrived.
    case signal(Int32)
    /// Bracketed paste: text for a field, never commands.
    case paste(String)
    /// An answer to one of the start-up questions (see `GraphicsQuery`).
    case reply(TerminalReply)
    /// Everything the start-up questions found out, once: after the last
    /// answer, or when the terminal did not answer in time.
    case report(TerminalReport)
}
