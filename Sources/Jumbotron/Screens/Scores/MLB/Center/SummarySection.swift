import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// Teams, linescore, venue and times (the scoreboard's detail), then what the
/// feed adds: decisions, probable pitchers, scoring plays, weather, first
/// pitch, duration and attendance. Missing parts are left out.
enum SummarySection {
    static func render(_ c: MLBCenterState, _ row: MLBGame, _ context: ScreenContext, _ pen: inout Pen,
                       into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let game = c.game(row) ?? row
        pen.y += GameDetailView.render(game, context, into: &canvas, area: area)
        // Where to watch, from the schedule's broadcasts (the feed has none); left out when it names none.
        let watch = row.summary.watch
        if !watch.isEmpty { pen.wrapped("Watch: " + watch.joined(separator: ", "), theme.muted, into: &canvas) }
        let feed = c.feed.value
        if feed == nil {
            _ = CenterStatus.show(c.feed, "the game center", context, &pen, into: &canvas)
        }
        if let line = decisions(feed?.decisions ?? row.decisions) {
            pen.skip()
            pen.wrapped(line, .bold, into: &canvas)
        }
        let probables = probablePitchers(feed, row)
        if !probables.isEmpty, ScoreRules.phase(game) == .scheduled {
            pen.skip()
            pen.line("Probable pitchers", theme.heading, into: &canvas)
            for (abbr, text) in probables { pen.line("\(abbr.padded(to: 4)) \(text)", into: &canvas) }
        }
        if let feed, !feed.scoring.isEmpty {
            pen.skip()
            pen.line("Scoring plays", theme.heading, into: &canvas)
            let away = ScoreRules.abbreviation(game.teams.away.team), home = ScoreRules.abbreviation(game.teams.home.team)
            for play in feed.scoring {
                let inning = "\(play.isTop ? "T" : "B")\(play.about?.inning.map(String.init) ?? "?")"
                let score = play.result.map { "\(away) \($0.awayScore ?? 0), \(home) \($0.homeScore ?? 0)" } ?? ""
                pen.wrapped("\(inning)  \(play.result?.description ?? play.result?.event ?? "")", indent: 0, into: &canvas)
                if !score.isEmpty { pen.line(score, theme.muted, indent: 4, into: &canvas) }
            }
        }
        guard let feed else { return }
        var facts: [(String, String?)] = []
        if let w = feed.weather {
            facts.append(("Weather", [w.temp.map { "\($0)°F" }, w.condition, w.wind.map { "wind \($0)" }].compactMap { $0 }.joined(separator: ", ")))
        }
        // The first pitch says something only when it came later than the start above (a delay).
        let display = context.display
        let start = ScoreRules.startDate(game).map { TimeText.timeWithZone($0, locale: display.locale, timeZone: display.timeZone) }
        if let first = feed.info?.firstPitch.flatMap(ISODate.parse),
           case let text = TimeText.timeWithZone(first, locale: display.locale, timeZone: display.timeZone), text != start {
            facts.append(("First pitch", text))
        }
        if let minutes = feed.info?.gameDurationMinutes, minutes > 0 {
            facts.append(("Duration", "\(minutes / 60):\(Fixed.padded(minutes % 60, width: 2))"))
        }
        if let attendance = feed.info?.attendance, attendance > 0 {
            facts.append(("Attendance", TimeText.grouped(attendance, locale: context.display.locale)))
        }
        if !facts.isEmpty { pen.skip() }
        for (label, value) in facts { pen.field(label, value, theme, into: &canvas) }
    }

    /// `W Taillon (5-3)  L Martinez (2-6)  S Palencia (14)`.
    static func decisions(_ d: MLBGame.Decisions?) -> String? {
        guard let d, !d.isEmpty else { return nil }
        let parts: [String] = [("W", d.winner), ("L", d.loser), ("S", d.save)].compactMap { letter, pitcher in
            guard let pitcher, let name = pitcher.lastName else { return nil }
            return "\(letter) \(name)\(record(pitcher, letter: letter).map { " (\($0))" } ?? "")"
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The record the note gives (`(W, 5-3)` → `5-3`, `(S, 14)` → `14`), else the season's W-L.
    static func record(_ p: MLBGame.Pitcher, letter: String) -> String? {
        if let note = p.note, let comma = note.firstIndex(of: ",") {
            let value = note[note.index(after: comma)...].trimming { " )".contains($0) }
            if !value.isEmpty { return value }
        }
        guard letter != "S", let w = p.wins, let l = p.losses else { return nil }
        return "\(w)-\(l)"
    }

    /// Each side's probable starter with season W-L and ERA: the feed's names
    /// with the box score's season lines, else the schedule's hydration.
    static func probablePitchers(_ feed: MLBGameFeed?, _ row: MLBGame) -> [(String, String)] {
        [ScoreRules.Side.away, .home].compactMap { side in
            let team = side == .away ? row.teams.away : row.teams.home
            var pitcher = team.probablePitcher
            if let person = feed?.probablePitchers[side] {
                let season = person.id.flatMap { feed?.box?[side].players[$0]?.seasonStats?.pitching }
                var merged = MLBGame.Pitcher(id: person.id, fullName: person.fullName ?? pitcher?.fullName,
                                             wins: season?.wins ?? pitcher?.wins, losses: season?.losses ?? pitcher?.losses,
                                             era: season?.era ?? pitcher?.era)
                merged.inningsPitched = season?.inningsPitched ?? pitcher?.inningsPitched
                merged.strikeOuts = season?.strikeOuts ?? pitcher?.strikeOuts
                merged.whip = season?.whip ?? pitcher?.whip
                pitcher = merged
            }
            guard let pitcher, let name = pitcher.fullName else { return nil }
            return (ScoreRules.abbreviation(team.team), name + (seasonLine(pitcher).map { "  " + $0 } ?? ""))
        }
    }

    /// `2-1, 3.47 ERA, 23.1 IP, 24 K, 1.59 WHIP`: the season so far, what is known of it.
    static func seasonLine(_ p: MLBGame.Pitcher) -> String? {
        var stats: [String] = []
        if let w = p.wins, let l = p.losses { stats.append("\(w)-\(l)") }
        if let era = p.era { stats.append("\(era) ERA") }
        if let ip = p.inningsPitched { stats.append("\(ip) IP") }
        if let k = p.strikeOuts { stats.append("\(k) K") }
        if let whip = p.whip { stats.append("\(whip) WHIP") }
        return stats.isEmpty ? nil : stats.joined(separator: ", ")
    }
}
