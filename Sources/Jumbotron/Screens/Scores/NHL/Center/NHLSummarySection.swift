import FoundationEssentials
import SportsCore
import TerminalUI

/// Teams and score, state, venue and time; goals and shots by period; every
/// goal with its time, scorer (season total), assists and strength; three
/// stars; penalties by period; the shootout. Missing parts are left out.
enum NHLSummarySection {
    static func render(_ c: NHLCenterState, _ row: NHLGame, _ context: ScreenContext, _ pen: inout Pen,
                       into canvas: inout Canvas) {
        let theme = context.theme, display = context.display
        let game = c.game(row) ?? row
        let phase = NHLGameRules.phase(game)
        let started = phase == .live || phase == .final
        let winner = game.summary.winner.map { $0 == .away ? NHLSide.away : .home }
        for (side, team) in [(NHLSide.away, game.away), (.home, game.home)] {
            canvas.text(" " + (team.abbrev ?? "?").fixedWidth(3) + " ", x: pen.x, y: pen.y, width: 5,
                        style: TeamColors.badge(team.abbrev, display))
            let style: Style = winner == side ? .bold : .plain
            canvas.text(team.fullName, x: pen.x + 6, y: pen.y, width: max(0, pen.width - 10), style: style)
            if started, let goals = team.score {
                canvas.text(String(goals), x: pen.x + pen.width - 3, y: pen.y, width: 3, style: style, align: .right)
            }
            pen.skip()
        }
        var where_ = [NHLGameRules.stateText(game, locale: display.locale, timeZone: display.timeZone)]
        if let venue = game.venue { where_.append([venue, c.landing.value?.venueLocation].compactMap { $0 }.joined(separator: ", ")) }
        if let start = game.startTimeUTC.flatMap(ISODate.parse), started {
            where_.append(TimeText.time(start, locale: display.locale, timeZone: display.timeZone))
        }
        pen.wrapped(where_.joined(separator: " · "), theme.muted, into: &canvas)
        if let series = (game.series ?? row.series)?.text { pen.line(series, theme.muted, into: &canvas) }
        if !row.broadcasts.isEmpty { pen.wrapped("Watch: " + row.broadcasts.joined(separator: ", "), theme.muted, into: &canvas) }
        guard let landing = c.landing.value else {
            pen.skip()
            _ = CenterStatus.show(c.landing, "the game", context, &pen, into: &canvas)
            return
        }
        guard started else {
            NHLPreviewSection.render(landing.matchup, game, context, &pen, into: &canvas)
            return
        }
        pen.skip()
        periods(landing, c.plays.value, context, &pen, into: &canvas)
        goals(landing, context, &pen, into: &canvas)
        stars(landing, context, &pen, into: &canvas)
        penalties(landing, context, &pen, into: &canvas)
        shootout(landing, context, &pen, into: &canvas)
    }

    /// Goals (and shots on goal, once the plays have come) by period.
    static func periods(_ l: NHLLanding, _ plays: NHLPlayByPlay?, _ context: ScreenContext, _ pen: inout Pen,
                        into canvas: inout Canvas) {
        let shots = plays?.shotsByPeriod() ?? [:]
        let played = max(3, l.goals.map(\.period).max() ?? 0, shots.keys.max() ?? 0,
                         min(4, l.game.period ?? 0))
        var columns = (1...min(played, 9)).map { NHLPeriodDescriptor.label($0, $0 > 3 ? "OT" : "REG") }
        let hasShootout = !l.shootout.isEmpty || l.game.periodType == "SO" || l.game.lastPeriodType == "SO"
        if hasShootout { columns.append("SO") }
        columns.append("T")
        let cell = 4, label = 9
        guard label + cell * columns.count <= pen.width else {
            // Too narrow for the table: the totals in words.
            if let a = l.game.away.sog, let h = l.game.home.sog {
                pen.line("Shots on goal \(l.game.away.abbrev ?? "") \(a), \(l.game.home.abbrev ?? "") \(h)", into: &canvas)
                pen.skip()
            }
            return
        }
        func row(_ label: String, _ values: [String], _ style: Style) {
            let text = label.fixedWidth(9) + values.map { String(repeating: " ", count: max(0, cell - $0.count)) + $0 }.joined()
            pen.line(text, style, into: &canvas)
        }
        // A live game's periods still to come stay blank.
        let current = NHLGameRules.phase(l.game) == .live ? (l.game.period ?? played) : played
        row("", columns, context.theme.muted)
        for side in [NHLSide.away, .home] {
            let team = side == .away ? l.game.away : l.game.home
            var goals = (1...min(played, 9)).map { p in
                p > current ? "" : String(l.goals.filter { $0.period == p && ($0.isHome == true) == (side == .home) }.count)
            }
            if hasShootout {
                goals.append(String(l.shootout.filter { $0.result == "goal" && $0.team == team.abbrev }.count))
            }
            goals.append(team.score.map(String.init) ?? "-")
            row("\(team.abbrev ?? "?") G", goals, .bold)
            if plays != nil || team.sog != nil {
                var sog = (1...min(played, 9)).map { p in
                    plays == nil || p > current ? "" : String(side == .away ? shots[p]?.away ?? 0 : shots[p]?.home ?? 0)
                }
                if hasShootout { sog.append("") }
                sog.append(team.sog.map(String.init) ?? "-")
                row("    SOG", sog, .plain)
            }
        }
    }

    static func goals(_ l: NHLLanding, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        pen.skip()
        pen.line("Goals", theme.heading, into: &canvas)
        if l.goals.isEmpty { pen.line("No goals yet", theme.muted, into: &canvas); return }
        var period = -1
        for goal in l.goals {
            if goal.period != period {
                period = goal.period
                pen.line(NHLPeriodDescriptor.label(goal.period, goal.periodType), theme.muted, into: &canvas)
            }
            let score = "\(goal.awayScore.map(String.init) ?? "?")-\(goal.homeScore.map(String.init) ?? "?")"
            let strength = goal.strengthLabel
            let head = "\((goal.time ?? "").fixedWidth(5)) \((goal.team ?? "").fixedWidth(3)) \(goal.scorer)"
                + (goal.scorerTotal.map { " (\($0))" } ?? "") + (strength.isEmpty ? "" : "  \(strength)")
            let room = pen.width - DisplayWidth.of(score) - 1
            canvas.text(head, x: pen.x, y: pen.y, width: room, style: .bold)
            canvas.text(score, x: pen.x, y: pen.y, width: pen.width, style: theme.muted, align: .right)
            pen.skip()
            // A shootout goal is one shooter alone: nothing to credit, nothing to call unassisted.
            if goal.isShootout { continue }
            let assists = goal.assists.isEmpty ? "Unassisted"
                : goal.assists.map { $0.name + ($0.total.map { " (\($0))" } ?? "") }.joined(separator: ", ")
            pen.wrapped(assists, theme.muted, indent: 10, into: &canvas)
        }
    }

    static func stars(_ l: NHLLanding, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        guard !l.stars.isEmpty else { return }
        pen.skip()
        pen.line("Three stars", context.theme.heading, into: &canvas)
        let star = context.display.glyphs.star
        for s in l.stars {
            let line = [s.team, s.line.isEmpty ? nil : s.line].compactMap { $0 }.joined(separator: "  ")
            pen.line("\(s.star.map(String.init) ?? "?") \(star) \(s.name)  \(line)", into: &canvas)
        }
    }

    static func penalties(_ l: NHLLanding, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        guard !l.penalties.isEmpty else { return }
        let theme = context.theme
        pen.skip()
        pen.line("Penalties", theme.heading, into: &canvas)
        var period = -1
        for p in l.penalties {
            if p.period != period {
                period = p.period
                pen.line(NHLPeriodDescriptor.label(p.period, p.periodType), theme.muted, into: &canvas)
            }
            let minutes = p.minutes.map { " (\($0) min)" } ?? ""
            pen.wrapped("\((p.time ?? "").fixedWidth(5)) \((p.team ?? "").fixedWidth(3)) \(p.who), \(p.infraction.lowercased())\(minutes)",
                        into: &canvas)
        }
    }

    static func shootout(_ l: NHLLanding, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        guard !l.shootout.isEmpty else { return }
        let theme = context.theme
        pen.skip()
        pen.line("Shootout", theme.heading, into: &canvas)
        for a in l.shootout {
            let result = a.result.map { $0 == "goal" ? "Goal" : ($0 == "save" ? "Saved" : "Missed") } ?? "?"
            let style: Style = a.result == "goal" ? .bold : .plain
            pen.line("\(a.sequence.map(String.init) ?? "?"). \((a.team ?? "").fixedWidth(3)) \(a.shooter)  \(result)"
                     + (a.gameWinner ? "  (winner)" : ""), style, into: &canvas)
        }
    }
}
