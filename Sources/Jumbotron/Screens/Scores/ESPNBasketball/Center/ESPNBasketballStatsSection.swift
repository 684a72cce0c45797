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
        let theme = context.theme
        guard let summary = CenterStatus.ready(c.summary, "the team statistics", context, &pen, into: &canvas) else { return }
        let sides = FootballBoxSection.sides(summary)
        guard let away = sides[0], let home = sides[1], !away.stats.isEmpty || !home.stats.isEmpty else {
            pen.line("No team statistics yet: they come once the game is under way.", theme.muted, into: &canvas)
            return
        }
        let bars = rows.compactMap { row -> PairedBars.Row? in
            let a = away.stats.first { $0.name == row.name }?.text, h = home.stats.first { $0.name == row.name }?.text
            guard a != nil || h != nil else { return nil }
            return PairedBars.Row(label: row.label, left: a, right: h, leftValue: a.flatMap(SoccerStatsSection.value) ?? 0,
                                  rightValue: h.flatMap(SoccerStatsSection.value) ?? 0)
        }
        PairedBars.render(bars, codes: (away.abbreviation ?? game.away.abbreviation ?? "Away", home.abbreviation ?? game.home.abbreviation ?? "Home"),
                          styles: (theme.heading, theme.attention), context, &pen, into: &canvas)
    }
}
