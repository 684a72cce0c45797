import FoundationEssentials
import SportsCore
import TerminalUI

/// Starters then bench, `MIN PTS REB AST STL BLK TO PF FG 3PT FT +/-`, the
/// players who did not play with their reason, and the team's totals. Both
/// teams side by side when the pane is wide enough, else one at a time (`o`);
/// columns give way by priority when narrow.
enum NBABoxSection {
    /// Blocks and steals, mostly naughts, are dropped before fouls and plus-minus.
    typealias Column = BoxColumn<NBABoxscore.Line>

    /// The name column: as wide as a full name needs, as narrow as an initial and a surname.
    static let nameWidth = 16
    static let shortestName = 14
    static let widestName = 24

    static func n(_ v: Int?) -> String { v.map(String.init) ?? "-" }
    static func pair(_ made: Int?, _ tried: Int?) -> String {
        guard let made, let tried else { return "-" }
        return "\(made)-\(tried)"
    }

    static let columns: [Column] = [
        Column(label: "MIN", width: 6, priority: 0) { NBABoxscore.minutesText($0.minutes) ?? "-" },
        Column(label: "PTS", width: 4, priority: 0) { n($0.points) },
        Column(label: "REB", width: 4, priority: 0) { n($0.rebounds) },
        Column(label: "AST", width: 4, priority: 0) { n($0.assists) },
        Column(label: "STL", width: 4, priority: 7) { n($0.steals) },
        Column(label: "BLK", width: 4, priority: 8) { n($0.blocks) },
        Column(label: "TO", width: 3, priority: 4) { n($0.turnovers) },
        Column(label: "PF", width: 3, priority: 5) { n($0.fouls) },
        // Seven: a team's `41-100` keeps a space from the fouls before it.
        Column(label: "FG", width: 7, priority: 1) { pair($0.fieldGoalsMade, $0.fieldGoalsAttempted) },
        Column(label: "3PT", width: 6, priority: 2) { pair($0.threesMade, $0.threesAttempted) },
        Column(label: "FT", width: 6, priority: 3) { pair($0.freeThrowsMade, $0.freeThrowsAttempted) },
        Column(label: "+/-", width: 4, priority: 6) { $0.plusMinus.map { $0 > 0 ? "+\($0)" : "\($0)" } ?? "-" },
    ]

    static let statsWidth = columns.map(\.width).reduce(0, +)
    /// A team's table with every column and names at their shortest; both fit side by side from twice that.
    static let teamWidth = shortestName + statsWidth

    static func sideBySide(paneWidth: Int) -> Bool { BoxSides.fit(paneWidth: paneWidth, teamWidth: teamWidth) }

    static func render(_ c: NBACenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        guard let box = CenterStatus.ready(c.box, "the box score", context, &pen, into: &canvas) else { return }
        if box.isEmpty { pen.line("No box score yet: the players' lines come once the game is under way.", context.theme.muted, into: &canvas); return }
        let over = box.status == 3
        BoxSides.draw(teamWidth: teamWidth, chosenHome: c.boxSide == .home, &pen, into: &canvas) { home, pen, canvas in
            team(home ? box.home : box.away, over: over, context, &pen, into: &canvas)
        }
    }

    static func team(_ t: NBABoxscore.Team, over: Bool, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        NBABadge.draw(t.tricode ?? "?", x: pen.x, y: pen.y, context.display, into: &canvas)
        canvas.text(t.fullName, x: pen.x + 6, y: pen.y, width: max(0, pen.width - 6), style: theme.heading)
        pen.skip()
        // The statistics come first: the position, then the names (to an
        // initial and a surname) give way before a column does.
        var shown = columns
        while shown.map(\.width).reduce(0, +) > pen.width - shortestName,
              let drop = shown.max(by: { $0.priority < $1.priority }), drop.priority > 0 {
            shown.removeAll { $0.label == drop.label }
        }
        let room = pen.width - shown.map(\.width).reduce(0, +)
        let positionWidth = room - 3 >= 14 ? 3 : 0
        let nameWidth = min(widestName, max(shortestName, room - positionWidth))
        let widths = shown.map(\.width)
        func cells(_ values: [String]) -> String {
            // At least one space before each value: a full cell never runs into the one before it.
            zip(values, widths).map { v, w in v.rightAligned(in: w) }.joined()
        }
        let lead = nameWidth + positionWidth
        let starters = t.players.filter(\.starter), bench = t.players.filter { !$0.starter }
        for (group, title) in [(starters, "Starters"), (bench, "Bench")] where !group.isEmpty {
            pen.line(title.fixedWidth(lead) + cells(shown.map(\.label)), theme.muted, into: &canvas)
            for p in group {
                // The full name where it fits, else `H. Jovanovic`: never a name cut short.
                let full = DisplayWidth.of(p.name) <= nameWidth - 1 ? p.name : p.shortName
                let name = Canvas.fit(full, width: nameWidth - 1).text.fixedWidth(nameWidth)
                let position = (p.position ?? "").fixedWidth(positionWidth)
                if let why = p.notPlayingText(over: over) {
                    canvas.text(name + position, x: pen.x, y: pen.y, width: lead, style: theme.muted)
                    canvas.text(why, x: pen.x + lead, y: pen.y, width: max(0, pen.width - lead), style: theme.muted)
                    pen.skip()
                } else if let line = p.stats {
                    pen.line(name + position + cells(shown.map { $0.value(line) }), (line.points ?? 0) >= 20 ? .bold : .plain, into: &canvas)
                } else {
                    pen.line(name + position + "no statistics", theme.muted, into: &canvas)
                }
            }
        }
        if let totals = t.totals {
            var line = totals
            line.minutes = nil   // the team's 240 minutes say nothing
            line.plusMinus = nil
            pen.line("Team".fixedWidth(lead) + cells(shown.map { $0.label == "MIN" ? "" : $0.label == "+/-" ? "" : $0.value(line) }),
                     .bold, into: &canvas)
        }
        pen.skip()
    }
}
