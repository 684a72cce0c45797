import TerminalUI

/// `1 Scores  2 Schedule  3 Shows  4 Favorites` along the bottom, the active
/// one highlighted. When the full titles do not fit, the padding goes, then
/// the short titles are used (`1 Scr 2 NFL 3 TV`), then digits: a label is
/// never cut in half and every tab stays reachable.
enum TabBarView {
    enum Style: CaseIterable { case padded, compact, shortPadded, shortCompact, digits }

    static func label(_ tab: Tab, index: Int, style: Style) -> String {
        // Past the ninth tab there is no digit key: the label shows none.
        guard index < TabTable.digitTabs else {
            switch style {
            case .padded: return " \(tab.title) "
            case .compact: return tab.title
            case .shortPadded: return " \(tab.shortTitle) "
            case .shortCompact, .digits: return tab.shortTitle
            }
        }
        switch style {
        case .padded: return " \(index + 1) \(tab.title) "
        case .compact: return "\(index + 1) \(tab.title)"
        case .shortPadded: return " \(index + 1) \(tab.shortTitle) "
        case .shortCompact: return "\(index + 1) \(tab.shortTitle)"
        case .digits: return "\(index + 1)"
        }
    }

    /// The roomiest style whose labels all fit in `width` (one column before each).
    static func style(tabs: [Tab], width: Int) -> Style {
        Style.allCases.first { style in
            tabs.enumerated().reduce(0) { $0 + 1 + DisplayWidth.of(label($1.element, index: $1.offset, style: style)) } <= width
        } ?? .digits
    }

    /// Start column and width of each tab label; shared by drawing and mouse hit-testing.
    static func slots(tabs: [Tab], width: Int) -> [(index: Int, x: Int, width: Int, label: String)] {
        let style = style(tabs: tabs, width: width)
        var x = 1
        return tabs.enumerated().map { i, tab in
            let text = label(tab, index: i, style: style)
            let w = DisplayWidth.of(text)
            defer { x += w + 1 }
            return (i, x, w, text)
        }
    }

    static func index(at x: Int, tabs: [Tab], width: Int) -> Int? {
        slots(tabs: tabs, width: width).first { x >= $0.x && x < $0.x + $0.width }?.index
    }

    static func render(_ state: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        for slot in slots(tabs: state.tabs, width: area.width) where slot.x + slot.width <= area.width {
            let style = slot.index == state.tabIndex ? theme.tabActive : theme.tabInactive
            canvas.text(slot.label, x: area.x + slot.x, y: area.y, width: slot.width, style: style)
        }
    }
}
