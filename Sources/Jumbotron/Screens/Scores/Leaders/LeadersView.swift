import Primitives
import SportsCore
import TerminalUI

/// The leaders as panels, a category each (its name and ten rows: rank,
/// player, position, team, value), as many side by side as fit, scrolled by
/// whole rows of panels to keep the cursor's in view; the cursor's player is
/// said in full under them.
enum LeadersView {
    static let minWidth = 34, maxWidth = 46, gap = 2
    /// A title, ten players and a blank.
    static let panelHeight = LeaderBoard.kept + 2

    static func columns(_ width: Int) -> Int { max(1, (width - 1 + gap) / (minWidth + gap)) }

    static func title(_ s: LeadersState) -> String {
        let part = s.seasonType == 3 ? "postseason" : "regular season"
        return "\(s.league.name) leaders · " + (s.shownSeason.map { "\($0) \(part)" } ?? part)
    }

    static func render(_ s: LeadersState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        guard let body = StandingsPane.frame(title(s), s.load, name: "\(s.league.name) leaders", noun: "the \(s.league.name) leaders", context,
                                             into: &canvas, area: area) else { return }
        let all = LeadersCover.categories(s)
        guard !all.isEmpty else {
            CenteredMessage.render([("ESPN lists no leaders for this season yet.", theme.muted),
                                    ("p switches between the regular season and the postseason; [ goes to the season before.", theme.muted)],
                                   into: &canvas, area: body)
            return
        }
        let columns = columns(body.width)
        let width = min(maxWidth, (body.width - 1 + gap) / columns - gap)
        let rowsOfPanels = max(1, (body.height - 2) / panelHeight)
        let cursorRow = s.category / columns
        let first = max(0, min(cursorRow - rowsOfPanels + 1, (all.count - 1) / columns - rowsOfPanels + 1))
        for (i, category) in all.enumerated() where i / columns >= first && i / columns < first + rowsOfPanels {
            let x = body.x + 1 + (i % columns) * (width + gap), y = body.y + 1 + (i / columns - first) * panelHeight
            panel(category, selected: i == s.category ? s.row : nil, x: x, y: y, width: width, context, into: &canvas)
        }
        canvas.text(summary(s), x: body.x + 1, y: body.maxY - 1, width: body.width - 2, style: theme.muted)
    }

    static func panel(_ c: LeaderCategory, selected: Int?, x: Int, y: Int, width: Int, _ context: ScreenContext, into canvas: inout Canvas) {
        let theme = context.theme
        canvas.text(c.title, x: x, y: y, width: width, style: selected == nil ? theme.heading : theme.heading.with(.reverse), pad: selected != nil)
        guard !c.leaders.isEmpty else {
            canvas.text("No one listed yet", x: x + 1, y: y + 1, width: width - 1, style: theme.muted)
            return
        }
        let valueWidth = min(9, max(3, c.leaders.map { DisplayWidth.of($0.display) }.max() ?? 3))
        for (r, l) in c.leaders.prefix(LeaderBoard.kept).enumerated() {
            let style: Style = r == selected ? Style.plain.with(.reverse) : .plain
            let team = (l.team ?? "").padded(to: 4)
            let nameWidth = max(1, width - 3 - 5 - valueWidth - 1)
            let line = y + 1 + r
            canvas.text(String(l.rank), x: x, y: line, width: 2, style: style, align: .right, pad: true)
            canvas.text(" \(l.shownName)" + (l.position.map { " \($0)" } ?? ""), x: x + 2, y: line, width: 1 + nameWidth, style: style, pad: true)
            canvas.text(" \(team)", x: x + 3 + nameWidth, y: line, width: 5, style: r == selected ? style : theme.muted)
            canvas.text(l.display, x: x + 8 + nameWidth, y: line, width: valueWidth, style: style.with(.bold), align: .right, pad: true)
            canvas.text(" ", x: x + 8 + nameWidth + valueWidth, y: line, width: 1, style: style)
        }
    }

    /// `Passing Yards · 1 Joe Burrow (QB, Cincinnati Bengals) 4918`, and how many ESPN listed when it listed more.
    static func summary(_ s: LeadersState) -> String {
        let all = LeadersCover.categories(s)
        guard all.indices.contains(s.category) else { return "" }
        let c = all[s.category]
        guard c.leaders.indices.contains(s.row) else { return "\(c.title): no one listed yet" }
        let l = c.leaders[s.row]
        let about = [l.position, l.teamName ?? l.team].compactMap { $0 }.joined(separator: ", ")
        return "\(c.title) · \(l.rank) \(l.shownName)" + (about.isEmpty ? "" : " (\(about))") + " \(l.display)"
            + (c.listed > c.leaders.count ? " · the first \(c.leaders.count) of \(c.listed) listed" : "")
    }
}
