import TerminalUI

/// `1 Scores  2 Schedule  3 Shows  4 Favorites` along the bottom, active one highlighted.
enum TabBarView {
    static func label(_ tab: Tab) -> String { " \(tab.rawValue) \(tab.title) " }

    /// Start column and width of each tab label; shared by drawing and mouse hit-testing.
    static func slots(width: Int) -> [(tab: Tab, x: Int, width: Int)] {
        var x = 1
        return Tab.allCases.map { tab in
            let w = DisplayWidth.of(label(tab))
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
            canvas.text(label(slot.tab), x: area.x + slot.x, y: area.y, width: area.maxX - area.x - slot.x, style: style)
        }
    }
}
