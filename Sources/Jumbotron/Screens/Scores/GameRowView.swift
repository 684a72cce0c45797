import SportsCore
import TerminalUI

/// One game in three lines: away team, home team, a thin rule. Badges in the
/// clubs' colours on the left, runs in a column, the state on the right.
enum GameRowView {
    static let badgeWidth = 5
    static let runsWidth = 3
    static let stateWidth = 9

    static func render(_ game: MLBGame, selected: Bool, display: DisplayOptions, theme: Theme,
                       into canvas: inout Canvas, area: Rect) {
        let state = ScoreRules.stateText(game, locale: display.locale, timeZone: display.timeZone)
        let winner = ScoreRules.winner(game)
        let base: Style = selected ? theme.selection : .plain
        if selected { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: min(2, area.height)), style: base) }
        for (line, side) in [(0, ScoreRules.Side.away), (1, .home)] where line < area.height {
            let y = area.y + line
            let team = side == .away ? game.teams.away.team : game.teams.home.team
            badge(team, theme: theme, into: &canvas, x: area.x + 1, y: y)
            let isWinner = winner == side
            let style = isWinner ? base.with(.bold) : base
            var nameX = area.x + 2 + badgeWidth
            let right = area.maxX - 1 - stateWidth - 2 - runsWidth
            if let id = team.id, display.favoriteMLBTeams.contains(id) {
                // Marked by the star's shape as well as its colour (mono, colour-blind users).
                canvas.text(display.glyphs.star, x: nameX, y: y, width: 1, style: theme.on(base, theme.favorite))
                nameX += 2
            } else if !display.favoriteMLBTeams.isEmpty && ScoreRules.involves(game, display.favoriteMLBTeams) {
                nameX += 2   // keep both names of a starred game aligned
            }
            let name = ScoreRules.teamName(team)
            canvas.text(name, x: nameX, y: y, width: max(0, right - nameX - 1), style: style)
            // The pitchers of record, or the probable starters, where the row has room.
            if let pitchers = pitcherText(game, side) {
                let width = DisplayWidth.of(pitchers)
                if nameX + DisplayWidth.of(name) + 2 + width <= right - 1 {
                    canvas.text(pitchers, x: right - 1 - width, y: y, width: width, style: theme.on(base, theme.muted))
                }
            }
            if let runs = ScoreRules.runs(game, side) {
                canvas.text(String(runs), x: right, y: y, width: runsWidth, style: style, align: .right)
            }
            if line == 0 {
                let stateStyle = stateStyle(game, theme: theme, base: base)
                canvas.text(state, x: area.maxX - 1 - stateWidth, y: y, width: stateWidth, style: stateStyle, align: .right)
            }
        }
        if area.height >= 3 {
            canvas.hline(x: area.x + 1, y: area.y + 2, width: area.width - 2, display.glyphs.thinRule, style: theme.border)
        }
    }

    /// `W Abreu · S Duffy` on the winner's line and `L Castro` on the loser's
    /// of a final; `Martinez 2-6, 4.12` for a probable starter of a game not started.
    static func pitcherText(_ game: MLBGame, _ side: ScoreRules.Side) -> String? {
        if game.decisions == nil && (side == .away ? game.teams.away : game.teams.home).probablePitcher == nil { return nil }
        switch ScoreRules.phase(game) {
        case .final:
            guard let d = game.decisions, let winner = ScoreRules.winner(game) else { return nil }
            let parts = side == winner
                ? [d.winner?.lastName.map { "W \($0)" }, d.save?.lastName.map { "S \($0)" }]
                : [d.loser?.lastName.map { "L \($0)" }]
            let text = parts.compactMap { $0 }.joined(separator: " · ")
            return text.isEmpty ? nil : text
        case .scheduled:
            guard let p = (side == .away ? game.teams.away : game.teams.home).probablePitcher, let name = p.lastName else { return nil }
            var stats: [String] = []
            if let w = p.wins, let l = p.losses { stats.append("\(w)-\(l)") }
            if let era = p.era { stats.append(era) }
            return stats.isEmpty ? name : "\(name) \(stats.joined(separator: ", "))"
        default:
            return nil
        }
    }

    /// Each club's badge colours, parsed once (rows are drawn on every frame).
    static let clubColors: [Int: (fg: Color?, bg: Color?)] = Dictionary(
        MLBClubs.all.map { ($0.id, (Color(hex: $0.textHex), Color(hex: $0.primaryHex))) }, uniquingKeysWith: { a, _ in a })

    static func stateStyle(_ game: MLBGame, theme: Theme, base: Style) -> Style {
        switch ScoreRules.phase(game) {
        case .live: return theme.on(base, theme.live)
        case .postponed, .suspended, .cancelled, .delayed: return theme.on(base, theme.attention)
        default: return base
        }
    }

    /// ` NYY ` on the club's colours: the terminal's stand-in for a logo.
    static func badge(_ team: MLBGame.Team, theme: Theme, into canvas: inout Canvas, x: Int, y: Int) {
        let abbr = ScoreRules.abbreviation(team)
        let colors = team.id.flatMap { clubColors[$0] }
        let style = theme.badge(fg: colors?.fg ?? .named(.white), bg: colors?.bg ?? .indexed(240))
        let text = Canvas.fit(abbr, width: badgeWidth - 2).text
        let padded = " " + text + String(repeating: " ", count: max(0, badgeWidth - 1 - DisplayWidth.of(text)))
        canvas.text(padded, x: x, y: y, width: badgeWidth, style: style)
    }
}
