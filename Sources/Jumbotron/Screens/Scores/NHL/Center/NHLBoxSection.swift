import FoundationEssentials
import SportsCore
import TerminalUI

/// Skaters (`G A P +/- PIM SOG HIT BLK TOI FO%`) and goalies (`SA SV SV% GA
/// TOI` and the decision) per team: both side by side when the pane is wide
/// enough, else one at a time (`o`). Columns give way by priority when narrow.
enum NHLBoxSection {
    typealias Column = BoxColumn<NHLBoxscore.Skater>

    static let nameWidth = 16

    static let skaterColumns: [Column] = [
        Column(label: "G", width: 3, priority: 0) { n($0.goals) },
        Column(label: "A", width: 3, priority: 0) { n($0.assists) },
        Column(label: "P", width: 3, priority: 0) { n($0.points) },
        Column(label: "+/-", width: 4, priority: 3) { $0.plusMinus.map { $0 > 0 ? "+\($0)" : "\($0)" } ?? "-" },
        Column(label: "PIM", width: 4, priority: 4) { n($0.pim) },
        Column(label: "SOG", width: 4, priority: 1) { n($0.sog) },
        Column(label: "HIT", width: 4, priority: 6) { n($0.hits) },
        Column(label: "BLK", width: 4, priority: 7) { n($0.blocks) },
        Column(label: "TOI", width: 6, priority: 2) { $0.toi ?? "-" },
        Column(label: "FO%", width: 6, priority: 5) { $0.faceoffText ?? "-" },
    ]

    static func n(_ v: Int?) -> String { v.map(String.init) ?? "-" }

    /// A team's table needs this much; both fit side by side from twice that.
    static let teamWidth = 4 + nameWidth + 2 + skaterColumns.map(\.width).reduce(0, +)

    static func sideBySide(paneWidth: Int) -> Bool { BoxSides.fit(paneWidth: paneWidth, teamWidth: teamWidth) }

    static func render(_ c: NHLCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        guard let box = CenterStatus.ready(c.box, "the box score", context, &pen, into: &canvas) else { return }
        if box.isEmpty { pen.line("No box score yet", context.theme.muted, into: &canvas); return }
        // Forwards, defence, goalies: each part of both teams starts on one line.
        BoxSides.draw(teamWidth: teamWidth, chosenHome: c.boxSide == .home, steps: 3, &pen, into: &canvas) { home, step, pen, canvas in
            team(home ? box.home : box.away, part: step, context, &pen, into: &canvas)
        }
    }

    /// `part`: 0 the team and its forwards, 1 its defence, 2 its goalies.
    static func team(_ t: NHLBoxscore.Team, part: Int, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        if part == 0 {
            let name = NHLClubs.club(t.abbrev)?.name ?? t.abbrev ?? "?"
            canvas.text(" " + (t.abbrev ?? "?").fixedWidth(3) + " ", x: pen.x, y: pen.y, width: 5, style: TeamColors.badge(t.abbrev, context.display))
            canvas.text(name, x: pen.x + 6, y: pen.y, width: max(0, pen.width - 6), style: theme.heading)
            pen.skip()
        }
        let nameWidth = min(Self.nameWidth, max(8, pen.width - 4 - 2 - 9))
        var budget = pen.width - 4 - nameWidth - 2
        var shown = skaterColumns
        while shown.map(\.width).reduce(0, +) > budget, let drop = shown.max(by: { $0.priority < $1.priority }), drop.priority > 0 {
            shown.removeAll { $0.label == drop.label }
        }
        budget = shown.map(\.width).reduce(0, +)
        func cells(_ values: [String], _ widths: [Int]) -> String {
            zip(values, widths).map { v, w in v.rightAligned(in: w, gap: 0) }.joined()
        }
        if part == 0 {
            let header = "".fixedWidth(4 + nameWidth + 2) + cells(shown.map(\.label), shown.map(\.width))
            pen.line(header, theme.muted, into: &canvas)
        }
        let groups = [(t.skaters.filter { $0.position != "D" }, "Forwards"), (t.skaters.filter { $0.position == "D" }, "Defence")]
        for (group, title) in groups.indices.filter({ $0 == part }).map({ groups[$0] }) where !group.isEmpty {
            pen.line(title, theme.muted, into: &canvas)
            for s in group {
                let number = s.number.map { "#\($0)" } ?? ""
                let text = number.fixedWidth(4) + Canvas.fit(s.name, width: nameWidth).text.fixedWidth(nameWidth)
                    + (s.position ?? "").fixedWidth(2) + cells(shown.map { $0.value(s) }, shown.map(\.width))
                pen.line(text, (s.goals ?? 0) > 0 ? .bold : .plain, into: &canvas)
            }
        }
        guard part == 2 else { return }
        // The decision rides after the name (`H. Grenier W`): the columns keep to the skaters' width.
        let goalieWidths = [4, 4, 6, 4, 7]
        pen.line("Goalies".fixedWidth(4 + nameWidth + 2) + cells(["SA", "SV", "SV%", "GA", "TOI"], goalieWidths), theme.muted,
                 into: &canvas)
        for g in t.goalies {
            let number = g.number.map { "#\($0)" } ?? ""
            let name = Canvas.fit(g.name, width: nameWidth - (g.decision == nil ? 0 : 2)).text + (g.decision.map { " \($0)" } ?? "")
            let values = [n(g.shotsAgainst), n(g.saves), g.savePct.map(NHLNumbers.savePercentage) ?? "-", n(g.goalsAgainst),
                          g.toi ?? "-"]
            pen.line(number.fixedWidth(4) + name.fixedWidth(nameWidth) + "  " + cells(values, goalieWidths),
                     g.played ? .plain : theme.muted, into: &canvas)
        }
        pen.skip()
    }
}
