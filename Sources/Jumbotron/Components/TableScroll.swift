import TerminalUI

/// Scrolling what is taller than the screen (the standings, a detail pane):
/// one set of keys and one meaning for each, wherever something scrolls.
public enum ScrollIntent: Sendable, Equatable {
    case up, down, pageUp, pageDown, top, bottom

    /// The scroll keys, in the order help lists them.
    static func bindings<Intent>(_ lift: (ScrollIntent) -> Intent) -> [KeyBinding<Intent>] {
        [KeyBinding([.up, .char("k")], lift(.up), help: "Scroll up"),
         KeyBinding([.down, .char("j")], lift(.down), help: "Scroll down", hint: "scroll"),
         KeyBinding([.pageUp], lift(.pageUp), help: "Page up"),
         KeyBinding([.pageDown], lift(.pageDown), help: "Page down"),
         KeyBinding([.home, .char("g")], lift(.top), help: "Top"),
         KeyBinding([.end, .char("G")], lift(.bottom), help: "Bottom")]
    }

    /// The wheel's scrolling, nil for a click.
    init?(wheel event: MouseEvent) {
        switch event.kind {
        case .wheelUp: self = .up
        case .wheelDown: self = .down
        default: return nil
        }
    }

    /// `offset` moved by this intent, a page being `page` lines; the caller clamps it to the table.
    func apply(to offset: inout Int, page: Int) {
        switch self {
        case .up: offset -= 1
        case .down: offset += 1
        case .pageUp: offset -= page
        case .pageDown: offset += page
        case .top: offset = 0
        case .bottom: offset = .max
        }
    }
}
