import TerminalUI

/// How far a detail pane is scrolled, and for which row: another row's detail
/// starts at its top, while the same row keeps its place when its data
/// refreshes underneath.
public struct DetailScroll: Equatable, Sendable {
    var row = -1
    var offset = 0

    func offset(for selected: Int) -> Int { row == selected ? offset : 0 }

    /// Moves by `step` within `0...maxOffset`; a page keeps one line of context.
    mutating func apply(_ step: ScrollIntent, selected: Int, maxOffset: Int, paneHeight: Int) {
        var next = offset(for: selected)
        step.apply(to: &next, page: max(1, paneHeight - 2))
        row = selected
        offset = min(max(0, next), max(0, maxOffset))
    }
}

/// Draws a detail whose content may be taller than its pane. The content draws
/// from `offset` rows above the pane and the canvas keeps only the pane's rows;
/// when more lies below, the last row says `↓ more` instead.
enum DetailScrollView {
    /// What a detail draws: given its pane and how far it is scrolled, it draws
    /// and says how many rows its whole content takes (nil: nothing to show).
    typealias Content = (inout Canvas, _ pane: Rect, _ offset: Int) -> Int?

    /// The rows the content needs, without drawing it (drawing into no rows is cheap).
    static func height(_ pane: Rect, _ content: Content) -> Int? {
        var scratch = Canvas(size: Size(width: max(0, pane.maxX), height: 0))
        return content(&scratch, pane, 0)
    }

    /// How far the content can scroll in `pane`.
    static func maxOffset(contentHeight: Int, pane: Rect) -> Int { max(0, contentHeight - pane.height) }

    /// Draws `content` scrolled by `requested` rows; the rows it takes in all,
    /// or nil when it drew nothing.
    @discardableResult
    static func render(_ pane: Rect, offset requested: Int, _ context: ScreenContext, into canvas: inout Canvas,
                       _ content: Content) -> Int? {
        guard pane.height > 0 else { return nil }
        let rows = pane.y..<pane.maxY
        var offset = max(0, requested)
        guard var total = canvas.clipping(rows: rows, { content(&$0, pane, offset) }) else { return nil }
        // The content may have shrunk since the offset was set (a refresh): draw again at its end.
        if offset > maxOffset(contentHeight: total, pane: pane) {
            offset = maxOffset(contentHeight: total, pane: pane)
            canvas.fill(pane)
            total = canvas.clipping(rows: rows) { content(&$0, pane, offset) } ?? total
        }
        if total - offset > pane.height {
            let y = pane.maxY - 1
            canvas.fill(Rect(x: pane.x, y: y, width: pane.width, height: 1))
            canvas.text("\(canvas.glyphs.down) more", x: pane.x, y: y, width: pane.width - 1,
                        style: context.theme.muted, align: .right)
        }
        return total
    }
}
