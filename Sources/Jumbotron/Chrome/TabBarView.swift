import TerminalUI

/// `1 Scores  2 Schedule  3 Shows  4 Favorites` along the bottom, active one highlighted.
enum TabBarView {
    /// Padded labels need 48 columns; below that the padding goes, so all
    /// four still fit at the 40-column minimum.
    static func label(_ tab: Tab, width: Int = .max) -> String {
        width >= fullWidth ? " \(tab.rawValue) \(tab.title) " : "\(tab.rawValue) \(tab.title)"
    }

    static let fullWidth = 1 + Tab.allCases.reduce(0) { $0 + DisplayWidth.of(" \($1.rawValue) \($1.title) ") + 1 }

    /// Start column and width of each tab label; shared by drawing and mouse hit-testing.
    static func slots(width: Int) -> [(tab: Tab, x: Int, width: Int)] {
        var x = 1
        return Tab.allCases.map { tab in
            let w = DisplayWidth.of(label(tab, width: width))
            defer { x += w + 1 }
            return (tab, x, w)
        }
    }

    static func tab(at x: Int, width: Int) -> Tab? {
        slots(width: width).first { x >= $0.x && x < $0.x + $0.width }?.tab
    }

    static func render(_ state: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        for slot in slots(width: area.width) {
            let style = slot.tab == state.tab ? theme.tabActive : theme.tabInactive
            canvas.text(label(slot.tab, width: area.width), x: area.x + slot.x, y: area.y, width: area.maxX - area.x - slot.x, style: style)
        }
    }
}
