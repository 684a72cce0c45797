import FoundationEssentials
import SportsCore
import TerminalUI

/// Every scoring play by quarter: the clock, the team, the kind (`TD`,
/// `FG`, `SF`), the play in words and the score after it.
enum FootballScoringPlays {
    static func render(_ s: ESPNSummary, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        pen.skip()
        pen.line("Scoring", theme.heading, into: &canvas)
        guard !s.scoringPlays.isEmpty else {
            pen.line("No points yet.", theme.muted, into: &canvas)
            return
        }
        let teams = [game.away, game.home]
        var period: Int?
        let lead = 15
        for play in s.scoringPlays {
            if play.period != period, let n = play.period {
                period = n
                pen.line(quarterName(n), theme.muted, into: &canvas)
            }
            let team = teams.first { $0.id != nil && $0.id == play.teamID }?.abbreviation ?? ""
            canvas.text((play.clock ?? "").fixedWidth(6), x: pen.x, y: pen.y, width: 6, style: theme.muted)
            canvas.text(team, x: pen.x + 6, y: pen.y, width: 4, style: .bold)
            canvas.text(kind(play), x: pen.x + 10, y: pen.y, width: 4, style: theme.muted)
            let words = Canvas.wrap(play.text, width: max(1, pen.width - lead))
            for part in words {
                canvas.text(part, x: pen.x + lead, y: pen.y, width: max(0, pen.width - lead))
                pen.skip()
            }
            if let a = play.awayScore, let h = play.homeScore {
                pen.line("\(game.away.abbreviation ?? "Away") \(a), \(game.home.abbreviation ?? "Home") \(h)", theme.muted, indent: lead, into: &canvas)
            }
        }
    }

    static func quarterName(_ n: Int) -> String {
        switch n {
        case 1: "1st quarter"
        case 2: "2nd quarter"
        case 3: "3rd quarter"
        case 4: "4th quarter"
        case 5: "Overtime"
        default: "\(FootballRules.periodLabel(n))"
        }
    }

    /// `TD`, `FG`, `SF`, `2PT` from the play's kind.
    static func kind(_ play: ESPNSummary.Play) -> String {
        let type = (play.type ?? "").lowercased()
        if type.contains("field goal") { return "FG" }
        if type.contains("safety") { return "SF" }
        if type.contains("two") || type.contains("2pt") { return "2PT" }
        if type.contains("touchdown") || type.contains("td") || play.text.contains(" TD") { return "TD" }
        return ""
    }
}
