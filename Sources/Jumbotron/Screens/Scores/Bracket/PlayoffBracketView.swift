import Primitives
import SportsCore
import TerminalUI

/// A postseason as a tree (laid out by `BracketGrid`): each series two lines,
/// a team's seed, letters, name and wins, the winner bold and the loser
/// dimmed, a slot not yet decided `TBD`. Under the tree, what the answer got
/// wrong (when it did) and the cursor's series in full.
enum PlayoffBracketView {
    static let gap = 2

    /// As wide as the rounds allow: from 24 columns (three rounds at 80) to 34.
    static func columnWidth(rounds: Int, width: Int) -> Int {
        min(34, max(24, (width - 1) / max(1, rounds) - gap))
    }

    /// `before`: why the season asked has no tree, said in its place.
    static func render(_ s: BracketState, title: String, before: String? = nil, _ context: ScreenContext, into canvas: inout Canvas,
                       area: Rect) {
        let theme = context.theme
        if let before {
            canvas.text(title, x: area.x, y: area.y, width: area.width, style: theme.heading, align: .center)
            canvas.hline(x: area.x, y: area.y + 1, width: area.width, style: theme.border)
            CenteredMessage.render([(before, theme.muted)], into: &canvas,
                                   area: Rect(x: area.x, y: area.y + 2, width: area.width, height: max(0, area.height - 2)))
            return
        }
        guard let body = StandingsPane.frame(title, s.load, name: "\(s.league.name) bracket", noun: "the \(s.league.name) bracket", context,
                                             into: &canvas, area: area),
              let bracket = s.load.value else { return }
        guard !bracket.rounds.isEmpty else {
            CenteredMessage.render([("This answer has no bracket to draw.", theme.muted)], into: &canvas, area: body)
            return
        }
        let width = columnWidth(rounds: bracket.rounds.count, width: body.width)
        let grid = BracketGrid(slots: bracket.rounds.map(\.slots.count), fedBy: bracket.rounds.map(\.fedBy), cursor: (s.round, s.slot), columnWidth: width, gap: gap,
                               area: Rect(x: body.x, y: body.y + 1, width: body.width, height: max(0, body.height - 4)))
        // MLB's answer names no seeds: no column kept for them.
        let seeded = bracket.series.contains { $0.top?.seed != nil || $0.bottom?.seed != nil }
        for (c, r) in grid.shown.enumerated() {
            canvas.text(bracket.rounds[r].name, x: grid.x(column: c), y: grid.top - 1, width: width, style: theme.heading)
            for (i, series) in bracket.rounds[r].slots.enumerated() {
                guard let line = grid.line(round: r, slot: i) else { continue }
                box(series, selected: r == s.round && i == s.slot, seeded: seeded, x: grid.x(column: c), y: line, width: width,
                    clip: grid.clip, context, into: &canvas)
            }
        }
        if !bracket.problems.isEmpty {
            canvas.text("The answer: " + bracket.problems.joined(separator: "; "), x: body.x + 1, y: body.maxY - 2, width: body.width - 2,
                        style: theme.warning)
        }
        let rounds = bracket.rounds
        let selected = rounds.indices.contains(s.round) && rounds[s.round].slots.indices.contains(s.slot) ? rounds[s.round].slots[s.slot] : nil
        canvas.text(summary(selected, bracket, round: s.round, slot: s.slot), x: body.x + 1, y: body.maxY - 1, width: body.width - 2,
                    style: theme.muted)
    }

    /// A series' two lines; a game under way adds each club's runs, in the live colour, before its wins.
    static func box(_ series: PlayoffSeries, selected: Bool, seeded: Bool = true, x: Int, y: Int, width: Int, clip: Range<Int>,
                    _ context: ScreenContext, into canvas: inout Canvas) {
        let theme = context.theme
        for (side, line) in [(PlayoffSeries.Side.top, y), (.bottom, y + 1)] where clip.contains(line) {
            guard let team = series.entrant(side) else {
                canvas.text("TBD", x: x, y: line, width: width, style: selected ? theme.muted.with(.reverse) : theme.muted, pad: selected)
                continue
            }
            var style: Style = series.winner == side ? .bold : series.winner != nil ? theme.muted : .plain
            if selected { style = style.with(.reverse) }
            let seed = seeded ? (team.seed ?? "").padded(to: 3) + " " : ""
            let wins = series.top != nil && series.bottom != nil ? String(team.wins) : ""
            let runs = series.live.map { String($0.score(side)) } ?? ""
            let runsWidth = runs.isEmpty ? 0 : max(2, String(series.live?.topScore ?? 0).count, String(series.live?.bottomScore ?? 0).count) + 1
            let nameWidth = max(1, width - wins.count - 1 - runsWidth)
            canvas.text("\(seed)\(team.abbreviation.padded(to: 3)) \(team.name)", x: x, y: line, width: nameWidth, style: style, pad: selected)
            if runsWidth > 0 {
                let live = selected ? context.theme.live.with(.reverse) : context.theme.live
                canvas.text(runs, x: x + nameWidth, y: line, width: runsWidth, style: live, align: .right)
            }
            canvas.text(" " + wins, x: x + nameWidth + runsWidth, y: line, width: wins.count + 1, style: style)
        }
    }

    /// The cursor's series in words: its round and letter, where it stands (first, so a narrow
    /// terminal cuts the names, not the score), the teams in full; a slot still to be decided says
    /// which series feed it.
    static func summary(_ series: PlayoffSeries?, _ bracket: PlayoffBracket, round: Int, slot: Int) -> String {
        guard let series else { return "" }
        let head = "\(bracket.rounds[round].name) · \(series.code)"
        guard let top = series.top, let bottom = series.bottom else {
            let range = bracket.rounds[round].feeders(of: slot)
            guard round > 0, bracket.rounds[round - 1].slots.indices.contains(range.upperBound - 1) else {
                return bracket.isUndrawn ? "The \(bracket.season) playoffs have not been drawn yet" : "\(head): not drawn yet"
            }
            let feeders = Array(bracket.rounds[round - 1].slots[range])
            let known = series.top ?? series.bottom
            if feeders.count == 1 {
                // The other club had a bye: it is known once the regular season ends.
                let wildCard = feeders[0], winner = wildCard.winner.flatMap(wildCard.entrant)
                guard let known else { return "\(head): a club with a bye v the winner of \(wildCard.code)" }
                return winner?.abbreviation == known.abbreviation ? "\(head): \(known.fullName) v a club with a bye"
                                                                  : "\(head): \(known.fullName) v the winner of \(wildCard.code)"
            }
            guard let known else { return "\(head): the winners of \(feeders.map(\.code).joined(separator: " and "))" }
            let other = feeders.first { f in f.winner.flatMap(f.entrant)?.abbreviation != known.abbreviation } ?? feeders[feeders.count - 1]
            return "\(head): \(known.fullName) v the winner of \(other.code)"
        }
        func named(_ e: PlayoffSeries.Entrant) -> String { e.fullName + (e.seed.map { " (\($0))" } ?? "") }
        let live = series.live.map { g in
            " · \(g.number.map { "Game \($0)" } ?? "Now"), \(g.state): \(top.abbreviation) \(g.topScore), \(bottom.abbreviation) \(g.bottomScore)"
        } ?? ""
        return "\(head) · \(series.state)\(live) · \(named(top)) v \(named(bottom))"
    }
}
