import FoundationEssentials
import SportsCore
import TerminalUI

/// The two teams' statistics as paired bars, away on the left: shooting by
/// its rate, rebounds, assists, steals, blocks, turnovers, fouls, points in
/// the paint, fast breaks and the largest lead.
enum ESPNBasketballStatsSection {
    static let rows: [(name: String, label: String)] = [
        ("fieldGoalPct", "FG %"), ("threePointFieldGoalPct", "3PT %"), ("freeThrowPct", "FT %"), ("totalRebounds", "Rebounds"),
        ("offensiveRebounds", "Off. reb."), ("assists", "Assists"), ("steals", "Steals"), ("blocks", "Blocks"),
        ("turnovers", "Turnovers"), ("fouls", "Fouls"), ("pointsInPaint", "In the paint"), ("fastBreakPoints", "Fast break"),
        ("largestLead", "Largest lead"),
    ]

    static func render(_ c: ESPNBasketballCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen,
                       into canvas: inout Canvas) {
        FootballTeamStatsSection.pane(c.summary, game, context, &pen, into: &canvas) { away, home in
            (PairedBars.rows(away.stats, home.stats, rows) { text, _ in PairedBars.number(text) },
             (away.abbreviation ?? game.away.abbreviation ?? "Away", home.abbreviation ?? game.home.abbreviation ?? "Home"),
             (context.theme.heading, context.theme.attention))
        }
    }
}
