import FoundationEssentials
import SportsCore
import TerminalUI

/// The table the match counts in, both clubs marked: the group from the
/// summary (a cup's), else the competition's standings, the group that
/// holds either club. Played, won, drawn, lost, goals, difference, points.
enum SoccerTableSection {
    static let columns: [(kind: String, label: String)] = [
        ("gamesplayed", "P"), ("wins", "W"), ("ties", "D"), ("losses", "L"), ("pointsfor", "GF"), ("pointsagainst", "GA"),
        ("pointdifferential", "GD"), ("points", "Pts"),
    ]

    static func render(_ c: SoccerCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        guard let summary = CenterStatus.ready(c.summary, "the table", context, &pen, into: &canvas) else { return }
        var groups = summary.table
        if groups.isEmpty {
            guard let standings = CenterStatus.ready(c.standings, "the table", missing: "This competition has no table.", context, &pen, into: &canvas) else { return }
            groups = standings.groups.flatMap(\.leaves)
        }
        let ids = Set([game.home.id, game.away.id].compactMap { $0 })
        let names = Set([game.home.name, game.away.name].compactMap { $0 })
        func mine(_ e: ESPNStandings.Entry) -> Bool { e.teamID.map(ids.contains) ?? false || names.contains(e.name) }
        let shown = groups.filter { $0.entries.contains(where: mine) }
        guard !shown.isEmpty else {
            pen.line("No table for this match's competition.", theme.muted, into: &canvas)
            return
        }
        for group in shown {
            if !group.name.isEmpty { pen.line(group.name, theme.heading, into: &canvas) }
            // A column the answer fills for no team (a summary's group has no goals for) is left out.
            let columns = Self.columns.filter { column in group.entries.contains { $0.stat(column.kind) != nil } }
            let cellWidth = 4
            let nameWidth = max(8, min(24, pen.width - 3 - columns.count * cellWidth))
            var x = pen.x + 3 + nameWidth
            for column in columns {
                canvas.text(column.label.leftPadded(cellWidth), x: x, y: pen.y, width: cellWidth, style: theme.muted)
                x += cellWidth
            }
            pen.skip()
            for (i, entry) in group.entries.enumerated() {
                let marked = mine(entry)
                let style: Style = marked ? theme.selection.with(.bold) : .plain
                if marked { canvas.fill(Rect(x: pen.x, y: pen.y, width: min(pen.width, 3 + nameWidth + columns.count * cellWidth), height: 1), style: style) }
                canvas.text(String(i + 1).leftPadded(2), x: pen.x, y: pen.y, width: 2, style: marked ? style : theme.muted)
                canvas.text(entry.name, x: pen.x + 3, y: pen.y, width: nameWidth - 1, style: style)
                x = pen.x + 3 + nameWidth
                for column in columns {
                    canvas.text((entry.stat(column.kind) ?? "-").leftPadded(cellWidth), x: x, y: pen.y, width: cellWidth, style: style)
                    x += cellWidth
                }
                pen.skip()
            }
            pen.skip()
        }
    }
}
