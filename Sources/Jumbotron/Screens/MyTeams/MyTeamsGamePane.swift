import FoundationEssentials
import SportsCore
import TerminalUI

/// Beside the blocks when there is room (120 columns and more), the
/// selected team's game as the board's card would have it: the teams with
/// records and the score, the state and the start, the situation and the
/// last play while live, where to watch; hidden while spoilers are.
/// `Enter` opens its full center in Scores.
enum MyTeamsGamePane {
    static let minimumWidth = 120
    static let blocksWidth = 60

    static func render(_ block: TeamBlock?, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme, display = context.display
        var pen = Pen(x: area.x + 2, y: area.y, width: max(0, area.width - 3))
        guard let block, let dated = block.primary else {
            pen.line("No game to show for this team yet.", theme.muted, into: &canvas)
            return
        }
        let hidden = Spoilers.hides(dated.game, context)
        let game = hidden ? Spoilers.masked(dated.game) : dated.game
        let what = block.live != nil ? "Live" : dated.game.isFinal ? "Last game" : "Next game"
        pen.line("\(what) · \(dated.league.name)", theme.heading, into: &canvas)
        pen.skip()
        TeamScoreLines.render(game, started: game.isLive || game.isFinal, context, &pen, into: &canvas) { team, x, y, canvas in
            let club = FollowedTeam.make(team, league: game.league)
            let code = ClubCode.badge(team.abbreviation)
            canvas.text(code, x: x, y: y, width: code.count, style: MyTeamsView.badge(club, context))
        }
        var facts = [game.stateText(locale: display.locale, timeZone: display.timeZone)]
        if let start = game.start {
            facts.append(TimeText.shortDate(start, locale: display.locale, timeZone: display.timeZone)
                         + (game.timeTBD ? "" : " " + TimeText.time(start, locale: display.locale, timeZone: display.timeZone)))
        }
        pen.wrapped(facts.joined(separator: " · "), theme.muted, into: &canvas)
        if let situation = game.situation { pen.wrapped(situation, .plain, into: &canvas) }
        if let play = game.lastPlay { pen.skip(); pen.wrapped("Last play: " + play, .plain, into: &canvas) }
        if hidden { pen.skip(); pen.wrapped("Spoilers are hidden: \(Spoilers.mask) \(Spoilers.mask) · \(Spoilers.hint).", theme.muted, into: &canvas) }
        pen.skip()
        pen.field("Watch", game.watch.isEmpty ? nil : game.watch.joined(separator: ", "), theme, into: &canvas)
        pen.skip()
        pen.wrapped("Enter opens the game's center in Scores.", theme.muted, into: &canvas)
    }
}
