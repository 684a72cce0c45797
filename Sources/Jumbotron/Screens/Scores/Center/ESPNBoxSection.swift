import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// Any ESPN summary's box score, football's and basketball's: each team's
/// tables as ESPN gives them (passing, rushing, receiving, fumbles, defense,
/// interceptions, returns, kicking, punting; basketball's one table of
/// players), each with its own columns and the team's totals. Both teams side by side when the pane
/// holds two, else one at a time (`o`).
enum ESPNBoxSection {
    /// A name as short as an initial and a surname; no wider than a full one needs.
    static let shortestName = 12
    static let widestName = 22

    /// Each column's width: its heading's or its widest value's, and a space before it.
    static func widths(_ c: ESPNSummary.Category) -> [Int] {
        c.labels.indices.map { i in
            let values = c.athletes.map { $0.stats.indices.contains(i) ? $0.stats[i] : "" } + [c.totals.indices.contains(i) ? c.totals[i] : ""]
            return 1 + ([c.labels[i]] + values).map(DisplayWidth.of).max()!
        }
    }

    /// The widest table of a team at the shortest names: what one side needs.
    static func teamWidth(_ t: ESPNSummary.TeamBox) -> Int {
        shortestName + (t.categories.map { widths($0).reduce(0, +) }.max() ?? 0)
    }

    static func sideBySide(_ s: ESPNSummary?, paneWidth: Int) -> Bool {
        guard let s, !s.teams.isEmpty else { return false }
        return BoxSides.fit(paneWidth: paneWidth, teamWidth: s.teams.map(teamWidth).max() ?? 0)
    }

    static func render(_ c: FootballCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        render(c.summary, side: c.boxSide, badge: { NFLBadge.style($0, context.display, context.theme) }, context, &pen, into: &canvas)
    }

    /// Any ESPN summary's box (football's, basketball's): `side` shown when both do not fit, badges in `badge`'s colours.
    static func render(_ load: Loadable<ESPNSummary, FetchError>, side: Contest.Side, badge: (String) -> Style, _ context: ScreenContext,
                       _ pen: inout Pen, into canvas: inout Canvas) {
        guard let summary = CenterStatus.ready(load, "the box score", context, &pen, into: &canvas) else { return }
        let teams = sides(summary)
        guard teams.contains(where: { !($0?.categories.isEmpty ?? true) }) else {
            pen.line("No box score yet: the players' lines come once the game is under way.", context.theme.muted, into: &canvas)
            return
        }
        // The kinds of table either team has, in order: both sides' passing start on one line, then rushing.
        var kinds: [String] = []
        for team in teams.compactMap({ $0 }) {
            for c in team.categories where !c.athletes.isEmpty && !kinds.contains(c.name) { kinds.append(c.name) }
        }
        BoxSides.draw(teamWidth: summary.teams.map(teamWidth).max() ?? 0, chosenHome: side == .home, steps: kinds.count + 2,
                      &pen, into: &canvas) { home, step, pen, canvas in
            guard let team = teams[home ? 1 : 0] else { return }
            if step == 0 { return heading(team, badge: badge, context, &pen, into: &canvas) }
            if step == kinds.count + 1 { return pen.skip() }
            guard let category = team.categories.first(where: { $0.name == kinds[step - 1] && !$0.athletes.isEmpty }) else { return }
            pen.skip()
            table(category, team: team.name, context, &pen, into: &canvas)
        }
    }

    static func heading(_ t: ESPNSummary.TeamBox, badge style: (String) -> Style, _ context: ScreenContext, _ pen: inout Pen,
                        into canvas: inout Canvas) {
        let code = t.abbreviation ?? "?"
        let badge = ClubCode.badge(code)
        canvas.text(badge, x: pen.x, y: pen.y, width: badge.count, style: style(code))
        canvas.text(t.name ?? code, x: pen.x + badge.count + 1, y: pen.y, width: max(0, pen.width - badge.count - 1), style: context.theme.heading)
        pen.skip()
    }

    /// The away team's box and the home team's, by the game's ids; in the answer's order without them.
    static func sides(_ s: ESPNSummary) -> [ESPNSummary.TeamBox?] {
        if let away = s.team(s.game?.away.id), let home = s.team(s.game?.home.id) { return [away, home] }
        return [s.teams.first, s.teams.dropFirst().first]
    }

    /// One category: its title over the names, its columns, each player, the team's totals.
    static func table(_ c: ESPNSummary.Category, team: String?, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        var widths = widths(c)
        // Columns give way from the right before a name is cut below an initial and a surname.
        while widths.count > 1, widths.reduce(0, +) > pen.width - shortestName { widths.removeLast() }
        let names = c.athletes.map { DisplayWidth.of($0.name) + 1 }.max() ?? shortestName
        let nameWidth = min(widestName, max(shortestName, min(names, pen.width - widths.reduce(0, +))))
        func cells(_ values: [String]) -> String {
            zip(values + Array(repeating: "", count: max(0, widths.count - values.count)), widths).map { v, w in v.rightAligned(in: w) }.joined()
        }
        pen.line(title(c, team: team).fixedWidth(nameWidth) + cells(Array(c.labels.prefix(widths.count))), theme.muted, into: &canvas)
        for athlete in c.athletes {
            let name = Canvas.fit(DisplayWidth.of(athlete.name) <= nameWidth - 1 ? athlete.name : short(athlete.name), width: nameWidth - 1).text
            // A player who did not play says so (and why, where the feed says) instead of blank columns.
            let line = athlete.didNotPlay && athlete.stats.isEmpty ? "  DNP" + (athlete.reason.map { " · \($0.capitalizedWords)" } ?? "")
                : cells(Array(athlete.stats.prefix(widths.count)))
            pen.line(name.fixedWidth(nameWidth) + line, athlete.didNotPlay ? context.theme.muted : .plain, into: &canvas)
        }
        if !c.totals.isEmpty, c.athletes.count > 1 {
            pen.line("Team".fixedWidth(nameWidth) + cells(Array(c.totals.prefix(widths.count))), .bold, into: &canvas)
        }
    }

    /// ESPN titles a table with the club's place (`Green Bay Passing`, `Atlanta
    /// Rushing`); its kind is what heads the names.
    static let titles = ["passing": "Passing", "rushing": "Rushing", "receiving": "Receiving", "fumbles": "Fumbles",
                         "defensive": "Defense", "interceptions": "Interceptions", "kickReturns": "Kick returns",
                         "puntReturns": "Punt returns", "kicking": "Kicking", "punting": "Punting"]

    static func title(_ c: ESPNSummary.Category, team: String?) -> String {
        if let known = titles[c.name] { return known }
        if let title = c.title, let last = title.split(separator: " ").last { return String(last) }
        // Basketball's one table has no name: its players are the team's.
        guard let first = c.name.first else { return "Players" }
        return first.uppercased() + c.name.dropFirst()
    }

    /// `J. Love` out of `Jordan Love`.
    static func short(_ name: String) -> String {
        let parts = name.split(separator: " ")
        guard parts.count > 1, let initial = parts[0].first else { return name }
        return "\(initial). " + parts.dropFirst().joined(separator: " ")
    }
}
