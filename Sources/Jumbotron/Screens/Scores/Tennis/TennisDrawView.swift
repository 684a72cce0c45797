import FoundationEssentials
import SportsCore
import TerminalUI

/// A draw as a bracket (laid out by `BracketGrid`): each match two lines (the
/// winner bold, the sets beside each name), empty slots `TBD`. The cursor's
/// match is said in full under the bracket.
enum TennisDrawView {
    /// A match's column: a seed, a name, and up to five sets with tiebreaks.
    static let columnWidth = 34, gap = 2

    static func render(_ s: TennisDrawState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let tournament = s.load.value?.first?.tournament ?? s.league.name
        guard let body = StandingsPane.frame("\(tournament) · draws", s.load, name: "\(s.league.name) draw", context, into: &canvas, area: area)
        else { return }
        let draws = TennisDraw.draws(s)
        guard let bracket = TennisDraw.bracket(s), !bracket.rounds.isEmpty else {
            CenteredMessage.render([("This answer has no main draw to draw.", theme.muted)], into: &canvas, area: body)
            return
        }
        var x = body.x + 1
        for (i, name) in draws.enumerated() {
            let w = canvas.text(name, x: x, y: body.y, width: max(0, body.maxX - x), style: i == s.draw ? theme.heading.with(.reverse) : theme.muted)
            x += w + 3
        }
        let grid = BracketGrid(slots: bracket.rounds.map(\.slots.count), cursor: (s.round, s.slot), columnWidth: columnWidth, gap: gap,
                               area: Rect(x: body.x, y: body.y + 2, width: body.width, height: max(0, body.height - 4)))
        for (c, r) in grid.shown.enumerated() {
            canvas.text(bracket.rounds[r].name, x: grid.x(column: c), y: grid.top - 1, width: columnWidth, style: theme.heading)
            for (i, slot) in bracket.rounds[r].slots.enumerated() {
                guard let line = grid.line(round: r, slot: i) else { continue }
                box(slot, selected: r == s.round && i == s.slot, x: grid.x(column: c), y: line, clip: grid.clip, context, into: &canvas)
            }
        }
        let selected = bracket.rounds.indices.contains(s.round) && bracket.rounds[s.round].slots.indices.contains(s.slot)
            ? bracket.rounds[s.round].slots[s.slot] : nil
        canvas.text(summary(selected, round: bracket.rounds[s.round].name, context), x: body.x + 1, y: body.maxY - 1, width: body.width - 2,
                    style: theme.muted)
    }

    static func box(_ match: TennisMatch?, selected: Bool, x: Int, y: Int, clip: Range<Int>, _ context: ScreenContext, into canvas: inout Canvas) {
        let theme = context.theme
        guard let match else {
            for line in [y, y + 1] where clip.contains(line) {
                canvas.text("TBD", x: x, y: line, width: columnWidth, style: selected ? theme.muted.with(.reverse) : theme.muted)
            }
            return
        }
        for (side, line) in [(match.first, y), (match.second, y + 1)] where clip.contains(line) {
            let other = side.id == match.first.id ? match.second : match.first
            let sets = TennisMatch.setsText(side, against: other)
            let name = (side.seed.map { "(\($0)) " } ?? "") + side.name
            var style: Style = side.won ? .bold : (match.phase == .final || !side.isNamed ? theme.muted : .plain)
            if selected { style = style.with(.reverse) }
            let setsWidth = DisplayWidth.of(sets)
            canvas.text(name, x: x, y: line, width: max(1, columnWidth - setsWidth - 1), style: style, pad: selected)
            canvas.text(sets, x: x + columnWidth - setsWidth, y: line, width: setsWidth, style: match.phase == .live ? theme.live : style)
        }
    }

    /// The cursor's match in words: ESPN's line of the result, else who plays whom and when.
    static func summary(_ match: TennisMatch?, round: String, _ context: ScreenContext) -> String {
        guard let match else { return "\(round): not drawn yet" }
        if let note = match.note { return "\(round): \(note)" }
        // A round's day only: ESPN gives matches not yet on the order of play a placeholder time.
        let when = match.start.map { TimeText.shortDate($0, locale: context.display.locale, timeZone: context.display.timeZone) }
        return "\(round): \(match.first.name) v \(match.second.name)" + (match.phase == .live ? " · live" : when.map { " · \($0)" } ?? "")
    }
}
