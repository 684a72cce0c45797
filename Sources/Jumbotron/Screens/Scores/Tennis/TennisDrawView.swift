import FoundationEssentials
import SportsCore
import TerminalUI

/// A draw as a bracket: rounds as columns, each match two lines (the winner
/// bold, the sets beside each name), each match of a round halfway between
/// the two that feed it, empty slots `TBD`. What does not fit is the section
/// around the cursor: the cursor's round and those after it, as many as fit,
/// scrolled to keep its match in view. The cursor's match is said in full
/// under the bracket.
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
        let columns = max(1, (body.width - 1) / (columnWidth + gap))
        let first = min(s.round, max(0, bracket.rounds.count - columns))
        let shown = Array(bracket.rounds.indices.dropFirst(first).prefix(columns))
        let top = body.y + 2, height = max(0, body.height - 4)
        for (c, r) in shown.enumerated() {
            canvas.text(bracket.rounds[r].name, x: body.x + 1 + c * (columnWidth + gap), y: top, width: columnWidth, style: theme.heading)
        }
        let grid = top + 1, rows = max(0, height - 1)
        let cursorY = y(round: s.round, slot: s.slot, base: first)
        let scroll = max(0, min(cursorY - rows / 2, y(round: first, slot: bracket.rounds[first].slots.count, base: first) - rows))
        for (c, r) in shown.enumerated() {
            let left = body.x + 1 + c * (columnWidth + gap)
            for (i, slot) in bracket.rounds[r].slots.enumerated() {
                let row = y(round: r, slot: i, base: first) - scroll
                guard row + 1 >= 0, row < rows else { continue }
                let selected = r == s.round && i == s.slot
                box(slot, selected: selected, x: left, y: grid + row, clip: grid..<(grid + rows), context, into: &canvas)
            }
        }
        let selected = bracket.rounds.indices.contains(s.round) && bracket.rounds[s.round].slots.indices.contains(s.slot)
            ? bracket.rounds[s.round].slots[s.slot] : nil
        canvas.text(summary(selected, round: bracket.rounds[s.round].name, context), x: body.x + 1, y: body.maxY - 1, width: body.width - 2,
                    style: theme.muted)
    }

    /// The top line of a slot's two: the first round's three lines apart, each later round's halfway between its feeders.
    static func y(round: Int, slot: Int, base: Int) -> Int {
        let unit = 3 << max(0, round - base)
        return slot * unit + unit / 2 - 1
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
