import TerminalUI

/// Where the Basketball screen's team detail and its players list are, for
/// the view that draws them and the reducer that pages and keeps the
/// selected player on screen.
struct BasketballLayout {
    /// The open team's detail: beside the list when wide, over it when narrow.
    let detail: Rect
    /// The players list inside the detail, under the team's header lines.
    let players: Rect

    init(_ context: ScreenContext) {
        let layout = ListDetailLayout(content: context.layout.content, headerHeight: 1, split: context.isSplit)
        detail = layout.detail.map { $0.inset(left: 1) } ?? layout.list
        let header = TeamDetailView.headerLines(detail, context)
        players = Rect(x: detail.x, y: detail.y + header, width: detail.width, height: max(1, detail.height - header))
    }
}
