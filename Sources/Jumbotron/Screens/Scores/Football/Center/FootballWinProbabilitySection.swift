import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// The home team's chance to win after each play, as every league's chart
/// draws it: the quarters under it, the three biggest swings numbered on the
/// line and told underneath with their plays.
enum FootballWinProbabilitySection {
    static let swings = 3

    /// Each play of the game by its id, to name a point's play.
    static func plays(_ s: ESPNSummary) -> [String: ESPNSummary.Play] {
        var out: [String: ESPNSummary.Play] = [:]
        for drive in FootballDrives.all(s) { for play in drive.plays { if let id = play.id { out[id] = play } } }
        for play in s.scoringPlays { if let id = play.id, out[id] == nil { out[id] = play } }
        return out
    }

    static func render(_ c: FootballCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen,
                       into canvas: inout Canvas, bottom: Int) {
        let theme = context.theme
        guard let summary = CenterStatus.ready(c.summary, "the win probability", context, &pen, into: &canvas) else { return }
        let points = summary.winProbability.map { $0.home * 100 }
        guard let last = points.last else {
            pen.line("No win probability for this game yet.", theme.muted, into: &canvas)
            return
        }
        let away = game.away.abbreviation ?? "Away", home = game.home.abbreviation ?? "Home"
        pen.line("\(home) \(Int(last.rounded()))% · \(away) \(Int((100 - last).rounded()))%", .bold, into: &canvas)
        pen.skip()
        let byID = plays(summary)
        let play = summary.winProbability.map { $0.playID.flatMap { byID[$0] } }
        let biggest = WinChart.biggestSwings(points, swings)
        let told = biggest.map { i in 1 + (play[i].map { Canvas.wrap($0.text, width: max(1, pen.width - 3)).count } ?? 0) }
        var period: Int?
        let quarters = play.enumerated().compactMap { i, p -> (index: Int, text: String)? in
            guard let n = p?.period, n != period else { return nil }
            period = n
            return (i, FootballRules.periodLabel(n))
        }
        WinChart(points: points, home: home, away: away, swings: biggest, marks: quarters)
            .render(rows: max(8, bottom - pen.y - 3 - told.reduce(0, +)), context, &pen, into: &canvas)
        pen.skip()
        pen.line("Biggest swings", theme.heading, into: &canvas)
        for (rank, i) in biggest.enumerated() {
            let added = points[i] - points[i - 1]
            let when = play[i].map { p in [p.period.map { FootballRules.periodLabel($0) }, p.clock].compactMap { $0 }.joined(separator: " ") } ?? ""
            pen.line("\(rank + 1)  \(when)  +\(Fixed.text(abs(added), places: 0))% \(added >= 0 ? home : away)", .bold, into: &canvas)
            if let words = play[i]?.text { pen.wrapped(words, theme.muted, indent: 3, into: &canvas) }
        }
    }
}
