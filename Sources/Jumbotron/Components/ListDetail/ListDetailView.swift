import TerminalUI

/// Draws a list+detail screen: the header, then the detail over the list
/// (narrow, pushed), or the rows (or the empty/error lines), and in wide
/// terminals the detail of the selection beside them.
enum ListDetailView {
    static func render(_ list: ListDetail, _ spec: ListSpec, _ context: ScreenContext, into canvas: inout Canvas, area: Rect,
                       header: (inout Canvas, Rect) -> Void,
                       row: (inout Canvas, _ index: Int, _ area: Rect, _ selected: Bool) -> Void,
                       detail: DetailScrollView.Content? = nil,
                       empty: () -> [(String, Style)],
                       after: (inout Canvas, Rect) -> Void = { _, _ in }) {
        let theme = context.theme
        // The spec's detail (what the reducer measures) unless the screen draws a richer one.
        let measured = detail == nil ? spec.state : nil
        let detail: DetailScrollView.Content = detail ?? spec.detail?(context) ?? { _, _, _ in nil }
        // Drawing the spec's own detail counts its rows: the key maps asked after it reuse the count.
        func draw(_ pane: Rect) -> Bool {
            let total = DetailScrollView.render(pane, offset: list.detailOffset, context, into: &canvas, detail)
            if let state = measured { DetailHeights.remember(.init(state: state, context: context, pane: pane, height: total)) }
            return total != nil
        }
        let layout = ListDetailLayout(content: area, headerHeight: spec.headerHeight(list.viewport), split: list.isSplit(context),
                                      listWidth: spec.listWidth)
        header(&canvas, layout.header)
        if list.showingDetail && layout.detail == nil, draw(layout.list) { return }
        if spec.count == 0 {
            CenteredMessage.render(empty(), into: &canvas, area: layout.list)
        } else {
            let area = layout.list
            let top = list.viewport.rowsTop(headers: spec.headers)
            var last = -1, bottom = 0
            list.viewport.forEachVisible(count: spec.count, height: area.height - top, rowHeight: spec.rowHeight) { i, y in
                let h = min(spec.rowHeight(i), area.height - top - y)
                row(&canvas, i, Rect(x: area.x, y: area.y + top + y, width: area.width, height: h), i == list.viewport.selected)
                last = i; bottom = top + y + h
            }
            // Rows below that did not fit (a tall row left lines empty): said on the last line, never over a row.
            if last >= 0, last < spec.count - 1, bottom < area.height {
                canvas.text("\(canvas.glyphs.down) more", x: area.x, y: area.maxY - 1, width: area.width - 1, style: theme.muted, align: .right)
            }
            after(&canvas, area)
        }
        if let pane = layout.detail {
            canvas.vline(x: pane.x - 1, y: pane.y, height: pane.height, style: theme.border)
            _ = draw(pane.inset(left: 1))
        }
    }
}
