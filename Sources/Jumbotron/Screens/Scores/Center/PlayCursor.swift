import SportsCore
import TerminalUI

/// The play a plays section's `Enter` acts on: moved with `[` and `]` in the
/// order the plays are shown, drawn highlighted, and kept in view by
/// scrolling the pane to its line.
enum PlayCursor {
    /// The play under the cursor: the one chosen while it is still shown, else the first shown.
    static func current(_ chosen: Int?, in shown: [Int]) -> Int? {
        if let chosen, shown.contains(chosen) { return chosen }
        return shown.first
    }

    /// One step up (`-1`) or down (`1`) the shown plays; nil when there is nowhere to go.
    static func step(_ chosen: Int?, by step: Int, in shown: [Int]) -> Int? {
        guard let now = current(chosen, in: shown), let i = shown.firstIndex(of: now) else { return nil }
        let next = i + step
        return shown.indices.contains(next) ? shown[next] : nil
    }

    /// The scroll that shows `line` in a body `height` lines tall, moving from `offset` only when it must.
    static func reveal(_ line: Int, offset: Int, height: Int) -> Int {
        let height = max(1, height)
        if line < offset { return max(0, line - 1) }
        if line >= offset + height { return max(0, line - height + 2) }
        return offset
    }

    /// `[` or `]`: the cursor one play on through `order`, and the pane
    /// scrolled to its line only when it is out of view. `draw` draws the
    /// section and notes each play's first line (the cursor does not move lines).
    static func move(_ cursor: inout Int?, by step: Int, in order: [Int], list: inout ListDetail, body: Size,
                     draw: (inout Canvas, inout Pen, inout [Int: Int]) -> Void) {
        guard let next = self.step(cursor, by: step, in: order) else { return }
        cursor = next
        guard let line = anchors(width: body.width, draw)[next] else { return }
        let offset = reveal(line, offset: list.detailOffset, height: body.height)
        if offset != list.detailOffset { list.detailScroll.restore(offset, selected: list.selected) }
    }

    /// Where each play's first line falls in a section drawn `width` wide: the
    /// drawing is run on a one-row canvas, which keeps the lines and drops the cells.
    static func anchors(width: Int, _ draw: (inout Canvas, inout Pen, inout [Int: Int]) -> Void) -> [Int: Int] {
        var canvas = Canvas(size: Size(width: max(1, width), height: 1))
        var pen = Pen(x: 1, y: 0, width: max(1, width - 2))
        var anchors: [Int: Int] = [:]
        canvas.clipping(rows: 0..<0) { canvas in draw(&canvas, &pen, &anchors) }
        return anchors
    }

    /// Lines are counted the same in any theme or zone: a plain context for measuring.
    static let measuring = ScreenContext(size: Size(width: 80, height: 24), display: DisplayOptions(), today: .first,
                                         tab: TabTable.all[0])
}
