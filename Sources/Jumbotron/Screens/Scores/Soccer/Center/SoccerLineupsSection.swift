import FoundationEssentials
import SportsCore
import TerminalUI

/// Both line-ups: the formations, the elevens on the pitch, then each side's
/// list (starters, then the bench) with what each player did: goals, cards,
/// off or on and when. Both sides together when the pane is wide; else one,
/// and `o` the other.
enum SoccerLineupsSection {
    static func sideBySide(paneWidth: Int) -> Bool { paneWidth >= 100 }

    static func render(_ c: SoccerCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        guard let summary = CenterStatus.ready(c.summary, "the line-ups", context, &pen, into: &canvas) else { return }
        let home = lineup(summary, game.home, home: true), away = lineup(summary, game.away, home: false)
        guard home?.players.isEmpty == false || away?.players.isEmpty == false else {
            pen.line("No line-ups yet: they are named about an hour before kick-off.", theme.muted, into: &canvas)
            return
        }
        let both = sideBySide(paneWidth: pen.width + 2)
        let styles = (home: theme.heading, away: theme.attention)
        let shown: [(ESPNSummary.Lineup?, Style)] = both ? [(home, styles.home), (away, styles.away)]
            : c.lineupSide == .home ? [(home, styles.home)] : [(away, styles.away)]
        let formations = shown.compactMap { l, _ in l.map { "\($0.abbreviation ?? "?") \($0.formation ?? "")" } }
        pen.line(formations.joined(separator: "  ·  ") + (both ? "" : "   (o: the other team)"), .bold, into: &canvas)
        pen.skip()
        if pen.width >= 40 {
            let pitch = (home: both || c.lineupSide == .home ? home : nil, away: both || c.lineupSide == .away ? away : nil)
            if !SoccerPitchDrawing.pictured(home: pitch.home, away: pitch.away, styles: styles, context, &pen, into: &canvas) {
                SoccerPitch.render(home: pitch.home, away: pitch.away, styles: styles, context, &pen, into: &canvas)
            }
            pen.skip()
        }
        let columnWidth = both ? (pen.width - 2) / 2 : pen.width
        let startY = pen.y
        var bottom = startY
        for (i, (lineup, style)) in shown.enumerated() {
            guard let lineup else { continue }
            var column = Pen(x: pen.x + i * (columnWidth + 2), y: startY, width: columnWidth)
            list(lineup, style: style, context, &column, into: &canvas)
            bottom = max(bottom, column.y)
        }
        pen.y = bottom
    }

    /// A side's line-up by team id, else by home or away.
    static func lineup(_ summary: ESPNSummary, _ team: ESPNGame.Team, home: Bool) -> ESPNSummary.Lineup? {
        summary.lineups.first { $0.teamID != nil && $0.teamID == team.id } ?? summary.lineups.first { $0.isHome == home }
    }

    static func list(_ lineup: ESPNSummary.Lineup, style: Style, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        pen.line(lineup.name ?? lineup.abbreviation ?? "", style.with(.bold), into: &canvas)
        for (title, players) in [("Starting XI", lineup.starters), ("Substitutes", lineup.bench)] where !players.isEmpty {
            pen.line(title, theme.muted, into: &canvas)
            for p in players {
                canvas.text((p.jersey ?? "").leftPadded(3), x: pen.x, y: pen.y, width: 3, style: theme.muted)
                let marks = self.marks(p, context)
                let markWidth = DisplayWidth.of(marks)
                canvas.text(p.name, x: pen.x + 4, y: pen.y, width: max(0, pen.width - 4 - markWidth - 1), style: p.subbedIn || p.starter ? .plain : theme.muted)
                if markWidth > 0 { canvas.text(marks, x: pen.x + pen.width - markWidth, y: pen.y, width: markWidth, style: theme.muted) }
                pen.skip()
            }
        }
        pen.skip()
    }

    /// `● ▮ ↓76'`: goals, a card, off or on and when.
    static func marks(_ p: ESPNSummary.Lineup.Player, _ context: ScreenContext) -> String {
        let ascii = context.display.ascii
        var parts: [String] = []
        if p.goals > 0 { parts.append(String(repeating: ascii ? "G" : "●", count: min(p.goals, 5))) }
        if p.red { parts.append(ascii ? "R" : "red") } else if p.yellow { parts.append(ascii ? "Y" : "yellow") }
        if p.subbedOut { parts.append((ascii ? "off " : "↓") + (p.subMinute ?? "")) }
        if p.subbedIn { parts.append((ascii ? "on " : "↑") + (p.subMinute ?? "")) }
        return parts.joined(separator: " ")
    }
}
