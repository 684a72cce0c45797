import SportsCore
import TerminalUI

/// An MLB club's badge in its colours, and what an MLB row adds beside a
/// team's name: the pitchers of record, or the probable starters.
enum MLBBadge {
    static let badgeWidth = 5

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

    /// ` NYY ` on the club's colours: the terminal's stand-in for a logo.
    static func badge(_ team: MLBGame.Team, theme: Theme, into canvas: inout Canvas, x: Int, y: Int) {
        let abbr = ScoreRules.abbreviation(team)
        let style = style(team.id, theme)
        let text = Canvas.fit(abbr, width: badgeWidth - 2).text
        let padded = " " + text + String(repeating: " ", count: max(0, badgeWidth - 1 - DisplayWidth.of(text)))
        canvas.text(padded, x: x, y: y, width: badgeWidth, style: style)
    }

    static func style(_ club: Int?, _ theme: Theme) -> Style {
        let colors = club.flatMap { clubColors[$0] }
        return theme.badge(fg: colors?.fg ?? .named(.white), bg: colors?.bg ?? .indexed(240))
    }
}
