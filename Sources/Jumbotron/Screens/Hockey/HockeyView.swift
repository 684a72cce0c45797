import SportsCore
import TerminalUI

/// Draws the screen on top of the Hockey stack.
enum HockeyView {
    static func render(_ s: HockeyState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        switch s.top {
        case nil: MyPlayersView.render(s.myPlayers, s.stats, context, into: &canvas, area: area)
        case .teams:
            if s.teams.view == .map { TeamsMapView.render(s.teams, context, into: &canvas, area: area) }
            else { TeamsListView.render(s.teams, context, into: &canvas, area: area) }
        case .roster(let tri):
            RosterView.render(s.roster, s.stats, team: s.teams.standings.value?.team(tri), tri, context, into: &canvas, area: area)
        }
    }

    /// `TOR` in the club's colours.
    @discardableResult
    static func badge(_ tricode: String, x: Int, y: Int, _ context: ScreenContext, into canvas: inout Canvas) -> Int {
        canvas.text(tricode.fixedWidth(3), x: x, y: y,
                    style: TeamColors.badge(tricode, context.display))
    }
}
