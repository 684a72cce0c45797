import FoundationEssentials
import SportsCore
import TerminalUI

/// A basketball game at a glance: the teams (ranks before the names) and the
/// score, the state and tip-off; the line score by period (halves in men's
/// college basketball, quarters elsewhere, overtimes as played); while live
/// the last play; the leaders; records, venue, where to watch, attendance.
enum ESPNBasketballSummarySection {
    static func render(_ c: ESPNBasketballCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen,
                       into canvas: inout Canvas) {
        let theme = context.theme, display = context.display, row = game.summary, started = row.isLive || row.isFinal
        ESPNHeadline.render(game, badge: { _ in Style([.reverse, .bold]) }, context, &pen, into: &canvas)
        if started {
            let regulation = game.regulation
            let played = max(game.away.quarters.count, game.home.quarters.count, game.period ?? 0)
            let labels = (1...max(regulation, min(played, regulation + 6))).map {
                $0 <= regulation ? String($0) : FootballRules.periodLabel($0, regulation: regulation)
            }
            pen.skip()
            LineScoreTable.render(labels, [game.away, game.home].map { .init(name: $0.abbreviation ?? "?", periods: $0.quarters, total: $0.score) },
                                  context, &pen, into: &canvas)
        }
        if row.isLive, let last = c.summary.value?.plays.last?.text ?? game.situation?.lastPlay {
            pen.skip()
            pen.wrapped("Last play: " + last, .plain, into: &canvas)
        }
        let summary = c.summary.value
        if summary == nil {
            pen.skip()
            _ = CenterStatus.show(c.summary, "the game's summary", context, &pen, into: &canvas)
        }
        FootballSummarySection.leaders(summary, game, started: started, context, &pen, into: &canvas)
        pen.skip()
        pen.field("Series", summary?.game?.series ?? game.series, theme, into: &canvas)
        pen.field("Records", FootballSummarySection.records(game), theme, into: &canvas)
        let venue = [summary?.venue ?? game.venue, summary?.venueCity ?? game.venueCity].compactMap { $0 }.joined(separator: ", ")
        pen.field("Venue", venue.isEmpty ? nil : venue, theme, into: &canvas)
        pen.field("Watch", game.broadcasts.isEmpty ? nil : game.broadcasts.joined(separator: ", "), theme, into: &canvas)
        pen.field("Attendance", (summary?.attendance ?? game.attendance).map { TimeText.grouped($0, locale: display.locale) }, theme,
                  into: &canvas)
    }
}
