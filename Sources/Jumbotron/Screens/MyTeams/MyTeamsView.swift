import FoundationEssentials
import SportsCore
import TerminalUI

/// One block a team: its badge in the club's colours, name and league, then
/// the live game with its situation, the last result, and the next game with
/// where to watch. Spoilers hidden: `—` for every score of a started game.
enum MyTeamsView {
    static let blockHeight = 5

    static func visibleBlocks(_ context: ScreenContext) -> Int { max(1, context.layout.content.height / blockHeight) }

    static func render(_ s: MyTeamsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        guard !s.blocks.isEmpty else {
            let lines: [(String, Style)] = context.saved.teamList.isEmpty
                ? [("You follow no teams yet.", theme.heading),
                   ("Press f on a game in Scores (1), on a team in Hockey (5) or Basketball (6),", theme.muted),
                   ("or on the Schedule (2) to follow it. Its games show here, live ones first.", theme.muted)]
                : [(s.isLoading ? "Loading your teams' games…" : "No games found for your teams.", theme.muted)]
            CenteredMessage.render(lines, into: &canvas, area: area)
            return
        }
        var y = area.y
        s.viewport.forEachVisible(count: s.blocks.count, height: max(1, area.height / blockHeight)) { i, _ in
            block(s.blocks[i], selected: i == s.viewport.selected, context, into: &canvas,
                  area: Rect(x: area.x, y: y, width: area.width, height: min(blockHeight, area.maxY - y)))
            y += blockHeight
        }
    }

    static func block(_ b: TeamBlock, selected: Bool, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme, display = context.display
        let base: Style = selected ? theme.selection : .plain
        if selected { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: min(4, area.height)), style: base) }
        canvas.text(" " + b.team.abbreviation.fixedWidth(3) + " ", x: area.x + 1, y: area.y, width: 5, style: badge(b.team, context))
        canvas.text(b.team.name, x: area.x + 8, y: area.y, width: area.width - 16, style: base.with(.bold))
        canvas.text(b.league.name, x: area.x, y: area.y, width: area.width - 1, style: theme.on(base, theme.muted), align: .right)
        var lines: [(String, String, Style)] = []
        if let live = b.live { lines.append(("LIVE", liveText(live.game, b.team, context), theme.on(base, theme.live).with(.bold))) }
        lines.append(("Last", b.last.map { lastText($0.game, b.team, context) } ?? "No result in the last days", base))
        lines.append(("Next", b.next.map { nextText($0.game, b.team, display) } ?? "Nothing scheduled in the next days", base))
        for (i, line) in lines.prefix(3).enumerated() where i + 1 < area.height {
            canvas.text(line.0, x: area.x + 3, y: area.y + 1 + i, width: 5, style: i == 0 && b.live != nil ? line.2 : theme.on(base, theme.muted))
            canvas.text(line.1, x: area.x + 9, y: area.y + 1 + i, width: area.width - 10, style: base)
        }
        if area.height >= blockHeight {
            canvas.hline(x: area.x + 1, y: area.y + 4, width: area.width - 2, display.glyphs.thinRule, style: theme.border)
        }
    }

    static func badge(_ team: FollowedTeam, _ context: ScreenContext) -> Style {
        guard context.display.teamColors, let bg = team.primaryHex.flatMap(Color.init(hex:)) else { return Style([.reverse, .bold]) }
        return context.theme.badge(fg: team.secondaryHex.flatMap(Color.init(hex:)) ?? .named(.white), bg: bg)
    }

    /// `CHC 6 @ DET 8 · Bot 8th · 1 out, runner on 2nd`.
    static func liveText(_ g: GameSummary, _ team: FollowedTeam, _ context: ScreenContext) -> String {
        let display = context.display
        let hidden = Spoilers.hides(g, context)
        func side(_ t: GameSummary.Team) -> String { "\(t.abbreviation) \(hidden ? Spoilers.mask : t.score.map(String.init) ?? "0")" }
        var parts = ["\(side(g.away)) @ \(side(g.home))", g.stateText(locale: display.locale, timeZone: display.timeZone)]
        if let situation = g.situation { parts.append(situation) }
        if hidden { parts.append(Spoilers.hint) }
        return parts.joined(separator: " · ")
    }

    /// `W 5-3 vs CHC · Sat, Sep 19`, from the followed team's side.
    static func lastText(_ g: GameSummary, _ team: FollowedTeam, _ context: ScreenContext) -> String {
        let display = context.display
        let home = team.plays(g.home)
        let us = home ? g.home : g.away, them = home ? g.away : g.home
        let date = g.start.map { TimeText.shortDate($0, locale: display.locale, timeZone: display.timeZone) } ?? ""
        let opponent = (home ? "vs " : "@ ") + them.abbreviation
        if Spoilers.hides(g, context) { return "\(opponent) · \(date) · \(Spoilers.mask) \(Spoilers.mask) · \(Spoilers.hint)" }
        let result = switch g.winner {
        case (home ? .home : .away)?: "W"
        case nil: "T"
        default: "L"
        }
        let detail = g.stateText(locale: display.locale, timeZone: display.timeZone)
        let score = "\(us.score.map(String.init) ?? "-")-\(them.score.map(String.init) ?? "-")"
        return "\(result) \(score) \(opponent) · \(date)" + (detail == "Final" ? "" : " · \(detail)")
    }

    /// `@ MIN · Tue, Sep 22 7:10 PM · FOX`.
    static func nextText(_ g: GameSummary, _ team: FollowedTeam, _ display: DisplayOptions) -> String {
        let home = team.plays(g.home)
        let opponent = (home ? "vs " : "@ ") + (home ? g.away : g.home).abbreviation
        let when = g.start.map {
            TimeText.shortDate($0, locale: display.locale, timeZone: display.timeZone) + " "
                + TimeText.time($0, locale: display.locale, timeZone: display.timeZone)
        } ?? "time to be announced"
        return ([opponent, when] + (g.watch.isEmpty ? [] : [g.watch.prefix(3).joined(separator: ", ")])).joined(separator: " · ")
    }
}
