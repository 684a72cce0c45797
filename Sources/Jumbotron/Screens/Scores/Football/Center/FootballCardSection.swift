import FoundationEssentials
import SportsCore
import TerminalUI

/// One game on a card: the teams with records and the score; the state,
/// kickoff, venue and where to watch; the line score by quarter (overtime
/// as played); the down and distance with the last play in words; the
/// leaders in passing, rushing and receiving; the weather.
enum FootballCardSection {
    static func render(_ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme, display = context.display
        let summary = game.summary
        let started = summary.isLive || summary.isFinal
        TeamScoreLines.render(summary, started: started, marked: FootballLeague.marked(game), context, &pen, into: &canvas) { team, x, y, canvas in
            canvas.text(" " + team.abbreviation.fixedWidth(3) + " ", x: x, y: y, width: 5, style: NFLBadge.style(team.abbreviation, display, theme))
        }
        var facts = [summary.stateText(locale: display.locale, timeZone: display.timeZone)]
        if let start = game.start {
            facts.append(TimeText.shortDate(start, locale: display.locale, timeZone: display.timeZone)
                         + (summary.state == .scheduled ? "" : " " + TimeText.time(start, locale: display.locale, timeZone: display.timeZone)))
        }
        if let note = game.note { facts.append(note) }
        pen.wrapped(facts.joined(separator: " · "), theme.muted, into: &canvas)
        if started { lineScore(game, context, &pen, into: &canvas) }
        situation(game, summary, context, &pen, into: &canvas)
        leaders(game, started: started, context, &pen, into: &canvas)
        pen.skip()
        pen.field("Records", records(game), theme, into: &canvas)
        pen.field("Venue", [game.venue, game.venueCity].compactMap { $0 }.joined(separator: ", ").nilIfEmpty, theme, into: &canvas)
        pen.field("Watch", game.broadcasts.isEmpty ? nil : game.broadcasts.joined(separator: ", "), theme, into: &canvas)
        pen.field("Weather", game.weather, theme, into: &canvas)
        pen.field("Attendance", game.attendance.map { TimeText.grouped($0, locale: display.locale) }, theme, into: &canvas)
    }

    /// Points by quarter, the overtimes as played, and the total.
    static func lineScore(_ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let played = max(game.away.quarters.count, game.home.quarters.count, game.period ?? 0)
        let labels = (1...max(4, min(played, 10))).map { $0 <= 4 ? String($0) : FootballRules.periodLabel($0) }
        pen.skip()
        LineScoreTable.render(labels, [game.away, game.home].map { .init(name: $0.abbreviation ?? "?", periods: $0.quarters, total: $0.score) },
                              context, &pen, into: &canvas)
    }

    /// The ball, the down and distance, the red zone, and the last play in words.
    static func situation(_ game: ESPNGame, _ summary: GameSummary, _ context: ScreenContext, _ pen: inout Pen,
                          into canvas: inout Canvas) {
        guard summary.isLive, let s = game.situation else { return }
        let theme = context.theme
        pen.skip()
        if let down = FootballRules.situation(game) {
            var text = down.text
            if let home = game.possessionIsHome, let ball = game.team(home).abbreviation { text = "\(ball) ball · " + text }
            pen.line(text, .bold, into: &canvas)
            if down.redZone { pen.line("RED ZONE", theme.warning.with(.bold), into: &canvas) }
        }
        if let play = s.lastPlay { pen.wrapped("Last play: " + play, .plain, into: &canvas) }
    }

    /// The game's leaders in passing, rushing and receiving, with their team;
    /// before kickoff the feed gives the season's, and the heading says so.
    static func leaders(_ game: ESPNGame, started: Bool, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let shown = game.leaders.filter { !$0.line.isEmpty }
        guard !shown.isEmpty else { return }
        pen.skip()
        pen.line(started ? "Leaders" : "Season leaders", context.theme.heading, into: &canvas)
        let labelWidth = min(10, (shown.map { DisplayWidth.of($0.category) }.max() ?? 0) + 1)
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

    /// `CHI 3-7 (1-4 road) · ATL 4-6 (3-2 home)`.
    static func records(_ game: ESPNGame) -> String? {
        let parts = [(game.away, "road"), (game.home, "home")].compactMap { team, where_ -> String? in
            guard let record = team.record else { return nil }
            return "\(team.abbreviation ?? "?") \(record)" + (team.venueRecord.map { " (\($0) \(where_))" } ?? "")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
