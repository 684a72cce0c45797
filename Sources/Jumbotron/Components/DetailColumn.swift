import TerminalUI

/// A detail pane's column of text: one cell in from each side, moved up by
/// how far the pane is scrolled. Nil when the pane is too small to say anything.
struct DetailColumn {
    let x: Int
    let width: Int
    /// Where the first line goes (above the pane when scrolled).
    let top: Int

    init?(_ area: Rect, scroll: Int, minHeight: Int) {
        guard area.width > 12, area.height > minHeight else { return nil }
        x = area.x + 1
        width = area.width - 2
        top = area.y - scroll
    }
}
