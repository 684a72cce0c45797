import Foundation
import SportsCore
import TerminalUI

/// The NHL scoreboard: the date header, one three-line row per game, and the
/// game center beside it (wide) or over it (narrow, after Enter).
enum NHLBoardView {
    static func render(_ s: NHLBoardState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        if s.showingStandings {
            NHLStandingsScreen.render(s.standings, context, into: &canvas, area: area)
            return
        }
        let display = context.display, theme = context.theme
        ListDetailView.render(s.list, s.spec, context, into: &canvas, area: area,
            header: { canvas, area in
                ScoresView.renderHeader(s.date, origin: s.load.origin, loadedAt: s.load.loadedAt, context, into: &canvas, area: area)
            },
            row: { canvas, index, area, selected in
                NHLGameRowView.render(s.games[index], selected: selected, display: display, theme: theme, into: &canvas, area: area)
            },
            empty: { ScoresView.emptyLines(s.date, s.load, bundledDates: s.bundledDates, context) })
    }

    static func headerClick(_ s: NHLBoardState, _ context: ScreenContext, at point: Point) -> NHLBoardIntent? {
        ScoresView.headerClick(s.date, context, at: point, previous: .previousDay, next: .nextDay, pick: .pickDate)
    }
}

/// One NHL game in three lines: away over home with badges in the clubs'
/// colours, goals in a column, the state on the right (`2nd 12:34`, `Final/SO`).
enum NHLGameRowView {
    static let goalsWidth = 3
    static let stateWidth = 10

    static func render(_ game: NHLGame, selected: Bool, display: DisplayOptions, theme: Theme,
                       into canvas: inout Canvas, area: Rect) {
        let state = NHLGameRules.stateText(game, locale: display.locale, timeZone: display.timeZone)
        let phase = NHLGameRules.phase(game)
        let winner = winner(game)
        let base: Style = selected ? theme.selection : .plain
        if selected { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: min(2, area.height)), style: base) }
        for (line, side) in [(0, NHLSide.away), (1, .home)] where line < area.height {
            let y = area.y + line
            let team = side == .away ? game.away : game.home
            let tricode = team.abbrev ?? "?"
            canvas.text(" " + Canvas.fit(tricode, width: 3).text.fixedWidth(3) + " ", x: area.x + 1, y: y, width: 5,
                        style: TeamColors.badge(team.abbrev, display))
            let style = winner == side ? base.with(.bold) : base
            let right = area.maxX - 1 - stateWidth - 2 - goalsWidth
            canvas.text(team.fullName, x: area.x + 7, y: y, width: max(0, right - area.x - 8), style: style)
            if phase == .live || phase == .final, let goals = team.score {
                canvas.text(String(goals), x: right, y: y, width: goalsWidth, style: style, align: .right)
            }
            if line == 0 {
                let stateStyle: Style = switch phase {
                case .live: theme.on(base, theme.live)
                case .postponed, .suspended, .cancelled: theme.on(base, theme.attention)
                default: base
                }
                canvas.text(state, x: area.maxX - 1 - stateWidth, y: y, width: stateWidth, style: stateStyle, align: .right)
            }
        }
        if area.height >= 3 {
            canvas.hline(x: area.x + 1, y: area.y + 2, width: area.width - 2, display.glyphs.thinRule, style: theme.border)
        }
    }

    /// The side that won a final (a shootout's winner has the extra goal).
    static func winner(_ game: NHLGame) -> NHLSide? {
        guard NHLGameRules.phase(game) == .final, let a = game.away.score, let h = game.home.score, a != h else { return nil }
        return a > h ? .away : .home
    }
}
