import FoundationEssentials
import SportsCore
import TerminalUI

/// A league's scoreboard: the date header, one three-line row per game, and
/// the game center beside it (wide) or over it (narrow, after Enter); or its
/// standings when they are pushed.
enum BoardView<L: LeagueRules> {
    static func render(_ s: BoardState<L>, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        if s.showingStandings {
            L.Standings.render(s.standings, context, into: &canvas, area: area)
            return
        }
        let display = context.display, theme = context.theme
        ListDetailView.render(s.list, Board<L>.spec(s), context, into: &canvas, area: area,
            header: { canvas, area in
                DayHeader.render(s.date, origin: s.load.origin, loadedAt: s.load.loadedAt, context, into: &canvas, area: area)
            },
            row: { canvas, index, area, selected in
                GameRowView<L>.render(s.summaries[index], s.games[index], selected: selected, display: display, theme: theme,
                                      into: &canvas, area: area)
            },
            empty: { DayHeader.emptyLines(s.date, s.load, bundledDates: s.bundledDates, context) })
    }

    static func headerClick(_ s: BoardState<L>, _ context: ScreenContext, at point: Point) -> BoardIntent<L>? {
        DayHeader.click(s.date, context, at: point, previous: .previousDay, next: .nextDay, pick: .pickDate)
    }
}

/// One game in three lines, any league: away over home with badges in the
/// clubs' colours, the score in a column, the state on the right, a thin rule.
enum GameRowView<L: LeagueRules> {
    static var badgeWidth: Int { 5 }
    static var scoreWidth: Int { 3 }

    static func render(_ game: GameSummary, _ row: L.Game, selected: Bool, display: DisplayOptions, theme: Theme,
                       into canvas: inout Canvas, area: Rect) {
        let state = game.stateText(locale: display.locale, timeZone: display.timeZone)
        let stateWidth = L.stateWidth
        let base: Style = selected ? theme.selection : .plain
        // Two calls, not an array of two: rows are drawn on every frame.
        let starred = L.isFavorite(game.away, display) || L.isFavorite(game.home, display)
        if selected { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: min(2, area.height)), style: base) }
        for (line, side) in [(0, GameSummary.Side.away), (1, .home)] where line < area.height {
            let y = area.y + line
            let team = game.team(side)
            badge(team, L.badge(team, display, theme), into: &canvas, x: area.x + 1, y: y)
            let style = game.winner == side ? base.with(.bold) : base
            var nameX = area.x + 2 + badgeWidth
            let right = area.maxX - 1 - stateWidth - 2 - scoreWidth
            if L.isFavorite(team, display) {
                // Marked by the star's shape as well as its colour (mono, colour-blind users).
                canvas.text(display.glyphs.star, x: nameX, y: y, width: 1, style: theme.on(base, theme.favorite))
                nameX += 2
            } else if starred {
                nameX += 2   // keep both names of a starred game aligned
            }
            canvas.text(team.name, x: nameX, y: y, width: max(0, right - nameX - 1), style: style)
            if let note = L.note(row, side) {
                let width = DisplayWidth.of(note)
                if nameX + DisplayWidth.of(team.name) + 2 + width <= right - 1 {
                    canvas.text(note, x: right - 1 - width, y: y, width: width, style: theme.on(base, theme.muted))
                }
            }
            if let score = team.score {
                canvas.text(String(score), x: right, y: y, width: scoreWidth, style: style, align: .right)
            }
            if line == 0 {
                let stateStyle = game.isLive && game.state != .delayed ? theme.on(base, theme.live)
                    : game.needsAttention ? theme.on(base, theme.attention) : base
                canvas.text(state, x: area.maxX - 1 - stateWidth, y: y, width: stateWidth, style: stateStyle, align: .right)
            }
        }
        if area.height >= 3 {
            canvas.hline(x: area.x + 1, y: area.y + 2, width: area.width - 2, display.glyphs.thinRule, style: theme.border)
        }
    }

    /// ` NYY ` on the club's colours: the terminal's stand-in for a logo.
    static func badge(_ team: GameSummary.Team, _ style: Style, into canvas: inout Canvas, x: Int, y: Int) {
        let text = Canvas.fit(team.abbreviation, width: badgeWidth - 2).text
        let padded = " " + text + String(repeating: " ", count: max(0, badgeWidth - 1 - DisplayWidth.of(text)))
        canvas.text(padded, x: x, y: y, width: badgeWidth, style: style)
    }
}
