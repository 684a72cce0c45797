import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// Each team's batters in batting order (substitutes indented under the
/// starter they replaced) with `AB R H RBI BB SO LOB AVG OPS` and totals, its
/// pitchers in order of appearance with `IP H R ER BB SO HR PC-ST ERA` and
/// their notes, then the notes of the payload. Both teams side by side when
/// the pane is wide enough; columns that do not fit give way, least useful first.
enum BoxScoreSection {
    struct Column {
        let title: String
        let width: Int
        /// Lower gives way first.
        let priority: Int
    }

    static let batting = [Column(title: "AB", width: 3, priority: 9), Column(title: "R", width: 3, priority: 8),
                          Column(title: "H", width: 3, priority: 9), Column(title: "RBI", width: 4, priority: 7),
                          Column(title: "BB", width: 3, priority: 5), Column(title: "SO", width: 3, priority: 5),
                          Column(title: "LOB", width: 4, priority: 2), Column(title: "AVG", width: 5, priority: 4),
                          Column(title: "OPS", width: 5, priority: 1)]
    static let pitching = [Column(title: "IP", width: 4, priority: 9), Column(title: "H", width: 3, priority: 8),
                           Column(title: "R", width: 3, priority: 8), Column(title: "ER", width: 3, priority: 7),
                           Column(title: "BB", width: 3, priority: 6), Column(title: "SO", width: 3, priority: 6),
                           Column(title: "HR", width: 3, priority: 3), Column(title: "PC-ST", width: 6, priority: 2),
                           Column(title: "ERA", width: 5, priority: 4)]
    static let nameWidth = 12
    /// Two tables of the compact width side by side, with a gap.
    static func sideBySide(paneWidth: Int) -> Bool { BoxSides.fit(paneWidth: paneWidth, teamWidth: 46) }

    static func render(_ c: MLBCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        if CenterStatus.show(c.feed, "the box score", context, &pen, into: &canvas) { return }
        guard let feed = c.feed.value, let box = feed.box else { return }
        // Batters, then pitchers, then the notes: each part of both teams starts on one line.
        BoxSides.draw(teamWidth: 46, chosenHome: c.boxSide == .home, steps: 3, &pen, into: &canvas) { home, step, pen, canvas in
            let side: ScoreRules.Side = home ? .home : .away
            team(box[side], side, feed, part: step, context, &pen, into: &canvas)
        }
        gameNotes(box.notes, context, &pen, into: &canvas)
    }

    static func fit(_ columns: [Column], width: Int) -> [Column] {
        var kept = columns
        while !kept.isEmpty, nameWidth + kept.reduce(0, { $0 + $1.width + 1 }) > width {
            let lowest = kept.indices.min { kept[$0].priority < kept[$1].priority || (kept[$0].priority == kept[$1].priority && $0 > $1) }!
            kept.remove(at: lowest)
        }
        return kept
    }

    static func row(_ name: String, _ cells: [String], _ columns: [Column], width: Int) -> String {
        let nameRoom = width - columns.reduce(0) { $0 + $1.width + 1 }
        var text = Canvas.fit(name, width: nameRoom).text
        text += String(repeating: " ", count: max(0, nameRoom - DisplayWidth.of(text)))
        for (cell, column) in zip(cells, columns) {
            text += " " + String(repeating: " ", count: max(0, column.width - cell.count)) + cell
        }
        return text
    }

    /// `part`: 0 the team and its batters, 1 its pitchers, 2 its notes.
    static func team(_ team: MLBBoxscore.Team, _ side: ScoreRules.Side, _ feed: MLBGameFeed, part: Int, _ context: ScreenContext,
                     _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        if part == 1 { return pitchers(team, feed, context, &pen, into: &canvas) }
        if part == 2 { return notes(team, context, &pen, into: &canvas) }
        let gameTeam = side == .away ? feed.game.teams.away.team : feed.game.teams.home.team
        MLBBadge.badge(gameTeam, theme: theme, into: &canvas, x: pen.x, y: pen.y)
        canvas.text(ScoreRules.teamName(gameTeam), x: pen.x + MLBBadge.badgeWidth + 1, y: pen.y,
                    width: max(0, pen.width - MLBBadge.badgeWidth - 1), style: .bold)
        pen.skip()
        let bat = fit(batting, width: pen.width)
        pen.line(row("Batters", bat.map(\.title), bat, width: pen.width), theme.muted, into: &canvas)
        for entry in team.lineup {
            guard let player = team.players[entry.id] else { continue }
            let line = player.stats?.batting, season = player.seasonStats?.batting
            let name = (entry.isSubstitute ? "  " : "") + (feed.shortName(entry.id) ?? player.person?.fullName ?? "?")
                + (player.position?.abbreviation.map { " \($0)" } ?? "")
            pen.line(row(name, bat.map { battingCell($0.title, line, season) }, bat, width: pen.width), into: &canvas)
        }
        if let totals = team.totals {
            pen.line(row("Totals", bat.map { battingCell($0.title, totals, nil) }, bat, width: pen.width), .bold, into: &canvas)
        }
    }

    static func pitchers(_ team: MLBBoxscore.Team, _ feed: MLBGameFeed, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        pen.skip()
        let pit = fit(pitching, width: pen.width)
        pen.line(row("Pitchers", pit.map(\.title), pit, width: pen.width), theme.muted, into: &canvas)
        for id in team.pitchers {
            guard let player = team.players[id], let line = player.stats?.pitching else { continue }
            var name = feed.shortName(id) ?? player.person?.fullName ?? "?"
            if let note = line.note { name += " " + note.trimming { "()".contains($0) } }
            pen.line(row(name, pit.map { pitchingCell($0.title, line, player.seasonStats?.pitching) }, pit, width: pen.width),
                     into: &canvas)
        }
    }

    static func notes(_ team: MLBBoxscore.Team, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        for section in team.notes {
            let notes = (section.fieldList ?? []).filter { $0.label != nil && $0.value != nil }
            guard !notes.isEmpty else { continue }
            pen.skip()
            if let title = section.title { pen.line(title.capitalizedWords, theme.muted, into: &canvas) }
            for note in notes { pen.wrapped("\(note.label!): \(note.value!)", into: &canvas) }
        }
        pen.skip()
    }

    static func battingCell(_ title: String, _ line: MLBBoxscore.Batting?, _ season: MLBBoxscore.Batting?) -> String {
        func n(_ v: Int?) -> String { v.map(String.init) ?? "" }
        switch title {
        case "AB": return n(line?.atBats)
        case "R": return n(line?.runs)
        case "H": return n(line?.hits)
        case "RBI": return n(line?.rbi)
        case "BB": return n(line?.baseOnBalls)
        case "SO": return n(line?.strikeOuts)
        case "LOB": return n(line?.leftOnBase)
        case "AVG": return season?.avg ?? ""
        case "OPS": return season?.ops ?? ""
        default: return ""
        }
    }

    static func pitchingCell(_ title: String, _ line: MLBBoxscore.Pitching, _ season: MLBBoxscore.Pitching?) -> String {
        func n(_ v: Int?) -> String { v.map(String.init) ?? "" }
        switch title {
        case "IP": return line.inningsPitched ?? ""
        case "H": return n(line.hits)
        case "R": return n(line.runs)
        case "ER": return n(line.earnedRuns)
        case "BB": return n(line.baseOnBalls)
        case "SO": return n(line.strikeOuts)
        case "HR": return n(line.homeRuns)
        case "PC-ST": return line.numberOfPitches.map { pc in "\(pc)-\(line.strikes.map(String.init) ?? "?")" } ?? ""
        case "ERA": return season?.era ?? line.era ?? ""
        default: return ""
        }
    }

    static func gameNotes(_ notes: [MLBBoxscore.Note], _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let shown = notes.filter { $0.label != nil && $0.value != nil }
        guard !shown.isEmpty else { return }
        pen.line("Game", context.theme.muted, into: &canvas)
        for note in shown { pen.wrapped("\(note.label!): \(note.value!)".trimmedWhitespace, into: &canvas) }
    }
}
