import FoundationEssentials
import SportsCore
import TerminalUI

/// Teams with records and the score; state, start, arena and where to watch;
/// the line score by quarter (overtimes as played); the leaders in points,
/// rebounds and assists; lead changes, times tied and the largest leads;
/// officials and attendance. Before tip-off, what the scoreboard's row says.
enum NBASummarySection {
    static func render(_ c: NBACenterState, _ row: NBAGame, _ context: ScreenContext, _ pen: inout Pen,
                       into canvas: inout Canvas) {
        let theme = context.theme, display = context.display
        let game = NBALeague.patch(row, with: c)
        let summary = game.summary
        let started = summary.isLive || summary.isFinal
        TeamScoreLines.render(summary, started: started, context, &pen, into: &canvas) { team, x, y, canvas in
            NBABadge.draw(team.abbreviation, x: x, y: y, display, into: &canvas)
        }
        var facts = [summary.stateText(locale: display.locale, timeZone: display.timeZone)]
        if started, let start = summary.start { facts.append(TimeText.time(start, locale: display.locale, timeZone: display.timeZone)) }
        if let arena = c.box.value?.arena ?? game.arena { facts.append(arena) }
        pen.wrapped(facts.joined(separator: " · "), theme.muted, into: &canvas)
        if let series = game.seriesText { pen.line(series, theme.muted, into: &canvas) }
        if !game.broadcasters.isEmpty { pen.wrapped("Watch: " + game.broadcasters.joined(separator: ", "), theme.muted, into: &canvas) }
        guard started else {
            if summary.state == .postponed { pen.skip(); pen.line("Postponed: no new date yet.", theme.muted, into: &canvas) }
            return
        }
        pen.skip()
        guard let box = CenterStatus.ready(c.box, "the box score", context, &pen, into: &canvas) else { return }
        lineScore(box, live: summary.isLive, context, &pen, into: &canvas)
        leaders(box, context, &pen, into: &canvas)
        flow(box, context, &pen, into: &canvas)
        if !box.officials.isEmpty || box.attendance != nil {
            pen.skip()
            pen.field("Officials", box.officials.joined(separator: ", "), theme, into: &canvas)
            pen.field("Attendance", box.attendance.map { TimeText.grouped($0, locale: display.locale) }, theme, into: &canvas)
        }
    }

    /// Points by quarter, the overtimes as played, and the total.
    static func lineScore(_ box: NBABoxscore, live: Bool, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let regulation = box.regulationPeriods ?? 4
        let played = max(box.away.periods.count, box.home.periods.count, live ? (box.period ?? 0) : 0)
        let labels = (1...max(regulation, min(played, 14))).map { NBAGameRules.periodLabel($0, regulation: regulation) }
        LineScoreTable.render(labels, [box.away, box.home].map { .init(name: $0.tricode ?? "?", periods: $0.periods, total: $0.score) },
                              context, &pen, into: &canvas)
    }

    /// Each team's leader in points, rebounds and assists (ties: the first listed).
    static func leaders(_ box: NBABoxscore, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let stats: [(String, KeyPath<NBABoxscore.Line, Int?>)] = [("PTS", \.points), ("REB", \.rebounds), ("AST", \.assists)]
        let teams = [box.away, box.home].filter { !$0.players.isEmpty }
        guard !teams.isEmpty else { return }
        pen.skip()
        pen.line("Leaders", context.theme.heading, into: &canvas)
        for team in teams {
            var parts: [String] = []
            for (label, path) in stats {
                guard let best = team.players.filter({ ($0.stats?[keyPath: path] ?? 0) > 0 })
                    .max(by: { ($0.stats?[keyPath: path] ?? 0) < ($1.stats?[keyPath: path] ?? 0) }),
                      let value = best.stats?[keyPath: path] else { continue }
                parts.append("\(best.shortName) \(value) \(label)")
            }
            let text = parts.isEmpty ? "No statistics yet" : parts.joined(separator: " · ")
            canvas.text((team.tricode ?? "?").fixedWidth(4), x: pen.x, y: pen.y, width: 4, style: .bold)
            for part in Canvas.wrap(text, width: max(1, pen.width - 5)) {
                canvas.text(part, x: pen.x + 5, y: pen.y, width: pen.width - 5)
                pen.skip()
            }
        }
    }

    /// Lead changes, times tied and each side's largest lead, when the box has them.
    static func flow(_ box: NBABoxscore, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        var parts: [String] = []
        if let n = box.home.leadChanges ?? box.away.leadChanges { parts.append("Lead changes \(n)") }
        if let n = box.home.timesTied ?? box.away.timesTied { parts.append("Times tied \(n)") }
        let leads = [box.away, box.home].compactMap { t in t.biggestLead.flatMap { $0 > 0 ? "\(t.tricode ?? "?") +\($0)" : nil } }
        if !leads.isEmpty { parts.append("Largest lead " + leads.joined(separator: ", ")) }
        guard !parts.isEmpty else { return }
        pen.skip()
        pen.wrapped(parts.joined(separator: " · "), context.theme.muted, into: &canvas)
    }
}
