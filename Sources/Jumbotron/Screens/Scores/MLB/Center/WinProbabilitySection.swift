import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// The home team's chance to win after each plate appearance, as a line
/// across the pane (home on top, the away team below the 50 % line), the
/// biggest swings numbered on the line and told underneath.
enum WinProbabilitySection {
    static let swings = 3

    /// `bottom`: the pane's last row; the chart takes the pane's height, less
    /// the innings under it and the first lines of the swings.
    static func render(_ c: MLBCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas, bottom: Int) {
        if CenterStatus.show(c.winProbability, "the win probability", missing: "No win probability for this game.", context,
                             &pen, into: &canvas) { return }
        guard let wp = c.winProbability.value, let feed = c.feed.value else { return }
        let theme = context.theme
        let away = ScoreRules.abbreviation(feed.game.teams.away.team), home = ScoreRules.abbreviation(feed.game.teams.home.team)
        guard let last = wp.points.last else {
            pen.line("No win probability for this game yet.", theme.muted, into: &canvas)
            return
        }
        pen.line("\(home) \(Int(last.home.rounded()))% · \(away) \(Int((100 - last.home).rounded()))%", .bold, into: &canvas)
        pen.skip()
        // The chart takes the pane's room less what is told under it (the
        // innings, a blank line, the swings' heading and each swing), so the
        // whole section fits where it can.
        let biggest = wp.biggestSwings(swings)
        let told = biggest.map { point -> Int in
            1 + ((point.description ?? point.event).map { Canvas.wrap($0, width: max(1, pen.width - 3)).count } ?? 0)
        }
        var previous: Int?
        let innings = wp.points.enumerated().compactMap { i, point -> (index: Int, text: String)? in
            guard let inning = point.inning, inning != previous else { return nil }
            previous = inning
            return (i, String(inning))
        }
        let chart = WinChart(points: wp.points.map(\.home), home: home, away: away,
                             swings: biggest.compactMap { wp.points.firstIndex(of: $0) }, marks: innings)
        chart.render(rows: max(8, bottom - pen.y - 3 - told.reduce(0, +)), context, &pen, into: &canvas)
        pen.skip()
        pen.line("Biggest swings", theme.heading, into: &canvas)
        for (rank, point) in biggest.enumerated() {
            let half = point.isTop.map { $0 ? "Top" : "Bot" } ?? ""
            let inning = point.inning.map { "\(half) \(PlaysSection.ordinal($0))" } ?? ""
            let team = point.added >= 0 ? home : away
            let head = "\(rank + 1)  \(inning)  +\(Fixed.text(abs(point.added), places: 0))% \(team)"
            pen.line(head, .bold, into: &canvas)
            if let words = point.description ?? point.event { pen.wrapped(words, theme.muted, indent: 3, into: &canvas) }
        }
    }
}
