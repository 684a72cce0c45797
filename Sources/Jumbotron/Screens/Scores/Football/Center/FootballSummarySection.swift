import FoundationEssentials
import SportsCore
import TerminalUI

/// A football game at a glance: the teams and the score, the state and
/// kick-off; the line score by quarter; while live, the field with the ball,
/// the line to gain and the drive so far; every scoring play by quarter with
/// the score after it; the leaders; before kick-off, the injuries and the
/// season series; then records, venue, where to watch, weather, attendance.
/// What the row holds is drawn at once; the summary adds the rest when it comes.
enum FootballSummarySection {
    static func render(_ c: FootballCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen,
                       into canvas: inout Canvas) {
        let theme = context.theme, display = context.display
        let row = game.summary
        let started = row.isLive || row.isFinal
        ESPNHeadline.render(game, marked: FootballLeague.marked(game), badge: { NFLBadge.style($0, display, theme) }, context, &pen, into: &canvas)
        if started { lineScore(game, context, &pen, into: &canvas) }
        let summary = c.summary.value
        if row.isLive { FootballField.render(game, drive: summary?.currentDrive, context, &pen, into: &canvas) }
        if summary == nil {
            pen.skip()
            _ = CenterStatus.show(c.summary, "the game's summary", context, &pen, into: &canvas)
        }
        if started, let summary { FootballScoringPlays.render(summary, game, context, &pen, into: &canvas) }
        leaders(summary, game, started: started, context, &pen, into: &canvas)
        if !started, let summary { FootballPregame.render(summary, game, context, &pen, into: &canvas) }
        pen.skip()
        pen.field("Records", records(game), theme, into: &canvas)
        pen.field("Conference", conferences(game), theme, into: &canvas)
        let venue = [summary?.venue ?? game.venue, summary?.venueCity ?? game.venueCity].compactMap { $0 }.joined(separator: ", ")
        pen.field("Venue", venue.isEmpty ? nil : venue, theme, into: &canvas)
        pen.field("Watch", game.broadcasts.isEmpty ? nil : game.broadcasts.joined(separator: ", "), theme, into: &canvas)
        pen.field("Weather", summary?.weather ?? game.weather, theme, into: &canvas)
        pen.field("Attendance", (summary?.attendance ?? game.attendance).map { TimeText.grouped($0, locale: display.locale) }, theme,
                  into: &canvas)
    }

    /// Points by quarter, the overtimes as played, and the total.
    static func lineScore(_ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let played = max(game.away.quarters.count, game.home.quarters.count, game.period ?? 0)
        let labels = (1...max(4, min(played, 10))).map { $0 <= 4 ? String($0) : FootballRules.periodLabel($0) }
        pen.skip()
        LineScoreTable.render(labels, [game.away, game.home].map { .init(name: $0.abbreviation ?? "?", periods: $0.quarters, total: $0.score) },
                              context, &pen, into: &canvas)
    }

    /// The game's leaders in passing, rushing and receiving, with their team
    /// (the summary's, each side's, else the row's); before kick-off the feed
    /// gives the season's, and the heading says so.
    static func leaders(_ summary: ESPNSummary?, _ game: ESPNGame, started: Bool, _ context: ScreenContext, _ pen: inout Pen,
                        into canvas: inout Canvas) {
        let fromSummary = (summary?.leaders ?? []).map { ESPNGame.Leader(category: $0.category, name: $0.name, teamID: $0.teamID, line: $0.line) }
        let shown = (fromSummary.isEmpty ? game.leaders : fromSummary).filter { !$0.line.isEmpty }
        guard !shown.isEmpty else { return }
        pen.skip()
        pen.line(started ? "Leaders" : "Season leaders", context.theme.heading, into: &canvas)
        let labelWidth = min(16, (shown.map { DisplayWidth.of($0.category) }.max() ?? 0) + 1)
        for leader in shown {
            let team = [game.away, game.home].first { $0.id != nil && $0.id == leader.teamID }?.abbreviation
            let who = leader.name + (team.map { " (\($0))" } ?? "")
            canvas.text(leader.category.fixedWidth(labelWidth), x: pen.x, y: pen.y, width: labelWidth, style: context.theme.muted)
            for part in Canvas.wrap(who + " · " + leader.line, width: max(1, pen.width - labelWidth)) {
                canvas.text(part, x: pen.x + labelWidth, y: pen.y, width: pen.width - labelWidth)
                pen.skip()
            }
        }
    }

    /// A college game's conferences: `Big Ten game` when both play in it, else each side's (`ND FBS Independents · UTAH Big 12`).
    static func conferences(_ game: ESPNGame) -> String? {
        let away = FootballConferences.name(game.away.conferenceID), home = FootballConferences.name(game.home.conferenceID)
        if let away, away == home, away != "FBS Independents" { return "\(away) game" }
        let sides = [(game.away, away), (game.home, home)].compactMap { team, name in name.map { "\(team.abbreviation ?? "?") \($0)" } }
        return sides.isEmpty ? nil : sides.joined(separator: " · ")
    }

    /// `CHI 3-7 (1-4 road) · ATL 4-6 (3-2 home)`.
    static func records(_ game: ESPNGame) -> String? {
        let parts = [(game.away, "road"), (game.home, "home")].compactMap { team, where_ -> String? in
            guard let record = team.record else { return nil }
            return "\(team.abbreviation ?? "?") \(record)" + (team.venueRecord.map { " (\($0) \(where_))" } ?? "")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
