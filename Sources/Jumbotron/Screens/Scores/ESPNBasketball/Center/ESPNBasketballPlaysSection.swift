import FoundationEssentials
import SportsCore
import TerminalUI

/// Every play under its period with the clock, the team and the score after
/// a basket: newest first while the game is live, in order once it is over.
enum ESPNBasketballPlaysSection {
    static func render(_ c: ESPNBasketballCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen,
                       into canvas: inout Canvas) {
        let theme = context.theme
        guard let summary = CenterStatus.ready(c.summary, "the plays", context, &pen, into: &canvas) else { return }
        guard !summary.plays.isEmpty else {
            pen.line("No plays yet.", theme.muted, into: &canvas)
            return
        }
        let live = FootballRules.phase(summary.game ?? game) == .live
        let plays = live ? Array(summary.plays.reversed()) : summary.plays
        var period: Int?
        for play in plays {
            if play.period != period {
                if period != nil { pen.skip() }
                period = play.period
                let name = play.period.map { FootballRules.periodLabel($0, regulation: game.regulation) } ?? "?"
                pen.line(name, theme.heading, into: &canvas)
            }
            let code = [game.away, game.home].first { $0.id != nil && $0.id == play.teamID }?.abbreviation ?? ""
            canvas.text((play.clock ?? "").leftPadded(6), x: pen.x, y: pen.y, width: 6, style: theme.muted)
            canvas.text(code, x: pen.x + 7, y: pen.y, width: 5, style: .bold)
            let score = play.scoring ? [play.awayScore, play.homeScore].compactMap { $0 }.map(String.init).joined(separator: "-") : ""
            let scoreWidth = score.isEmpty ? 0 : DisplayWidth.of(score) + 1
            let textWidth = max(1, pen.width - 13 - scoreWidth)
            for (i, part) in Canvas.wrap(play.text, width: textWidth).enumerated() {
                canvas.text(part, x: pen.x + 13, y: pen.y, width: textWidth, style: play.scoring ? .bold : .plain)
                if i == 0, !score.isEmpty { canvas.text(score, x: pen.x + pen.width - scoreWidth + 1, y: pen.y, width: scoreWidth - 1, style: .bold) }
                pen.skip()
            }
        }
    }
}
