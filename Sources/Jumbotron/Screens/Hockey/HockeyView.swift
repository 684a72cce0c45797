import SportsCore
import TerminalUI

/// Draws the screen on top of the Hockey stack.
enum HockeyView {
    static func render(_ s: HockeyState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        switch s.top {
        case nil: MyPlayersView.render(s, context, into: &canvas, area: area)
        case .teams:
            if s.teamsView == .map { TeamsMapView.render(s, context, into: &canvas, area: area) }
            else { TeamsListView.render(s, context, into: &canvas, area: area) }
        case .roster(let tri): RosterView.render(s, tri, context, into: &canvas, area: area)
        }
    }

    /// The `List │ Map` switch under the title, the active one highlighted.
    static func renderSwitch(_ view: TeamsView, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        var x = area.x + 1
        let switchLabels = TeamsLayout.switchLabels
        x += canvas.text(switchLabels.list, x: x, y: area.y, style: view == .list ? theme.tabActive : theme.tabInactive)
        x += canvas.text(String(context.display.glyphs.vertical), x: x, y: area.y, style: theme.border)
        canvas.text(switchLabels.map, x: x, y: area.y, style: view == .map ? theme.tabActive : theme.tabInactive)
    }


    /// `TOR` in the club's colours.
    @discardableResult
    static func badge(_ tricode: String, x: Int, y: Int, _ context: ScreenContext, into canvas: inout Canvas) -> Int {
        canvas.text(tricode.fixedWidth(3), x: x, y: y,
                    style: TeamColors.badge(tricode, context.display))
    }
}
