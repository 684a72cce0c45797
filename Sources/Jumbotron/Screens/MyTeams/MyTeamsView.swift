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
        // Wide: the blocks on the left, the selected team's game beside them.
        var list = area
        if area.width >= MyTeamsGamePane.minimumWidth {
            list.width = MyTeamsGamePane.blocksWidth
            canvas.vline(x: area.x + list.width, y: area.y, height: area.height, style: theme.border)
            MyTeamsGamePane.render(s.selected, context, into: &canvas,
                                   area: Rect(x: area.x + list.width + 1, y: area.y, width: area.width - list.width - 1, height: area.height))
        }
        var y = list.y
        s.viewport.forEachVisible(count: s.blocks.count, height: max(1, list.height / blockHeight)) { i, _ in
            block(s.blocks[i], s, selected: i == s.viewport.selected, context, into: &canvas,
                  area: Rect(x: list.x, y: y, width: list.width, height: min(blockHeight, list.maxY - y)))
            y += blockHeight
        }
    }

    static func block(_ b: TeamBlock, _ s: MyTeamsState, selected: Bool, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme, display = context.display
        let base: Style = selected ? theme.selection : .plain
        if selected { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: min(4, area.height)), style: base) }
        let code = ClubCode.badge(b.team.abbreviation)
        canvas.text(code, x: area.x + 1, y: area.y, width: code.count, style: badge(b.team, context))
        // The league beside the name: two clubs of one city (BOS) are told apart at a glance.
        let status = b.leagues.lazy.compactMap { failure(s, $0, context) }.first
        let right = status.map { DisplayWidth.of($0.short) + 2 } ?? 0
        let nameWidth = max(0, area.width - 9 - right)
        canvas.text(b.team.name, x: area.x + 8, y: area.y, width: nameWidth, style: base.with(.bold))
        let used = min(nameWidth, DisplayWidth.of(b.team.name))
        canvas.text(" · " + b.league.name, x: area.x + 8 + used, y: area.y, width: max(0, nameWidth - used), style: theme.on(base, theme.muted))
        if let status {
            canvas.text(status.short, x: area.x, y: area.y, width: area.width - 1, style: theme.on(base, theme.attention), align: .right)
        }
        var lines: [(String, String, Style)] = []
        // A game in another competition (a club's cup tie) says which.
        func elsewhere(_ d: DatedGame) -> String { d.league == b.league ? "" : " · " + d.league.name }
        if let live = b.live {
            lines.append(("LIVE", liveText(live.game, b.team, context) + elsewhere(live), theme.on(base, theme.live).with(.bold)))
        }
        if b.live == nil, b.last == nil, b.next == nil, let status {
            // Nothing to show because the league could not be asked: said as such, never as "nothing scheduled".
            lines.append(("", status.long, theme.on(base, theme.attention)))
            lines.append(("", status.retry, theme.on(base, theme.muted)))
        } else {
            let window = s.window(b.league, today: context.today)
            // A followed player's own last line, once their log came; their team's result until then.
            let last = FollowedPlayers.line(b, s, context) ?? b.last.map { lastText($0.game, b.team, context) + elsewhere($0) } ?? noResult(window, display)
            lines.append(("Last", last, base))
            lines.append(("Next", b.next.map { nextText($0.game, b.team, display) + elsewhere($0) } ?? nothingNext(window, display), base))
        }
        for (i, line) in lines.prefix(3).enumerated() where i + 1 < area.height {
            let y = area.y + 1 + i
            if line.0.isEmpty {
                canvas.text(line.1, x: area.x + 3, y: y, width: area.width - 4, style: line.2)
                continue
            }
            canvas.text(line.0, x: area.x + 3, y: y, width: 5, style: i == 0 && b.live != nil ? line.2 : theme.on(base, theme.muted))
            canvas.text(line.1, x: area.x + 9, y: y, width: area.width - 10, style: base)
        }
        if area.height >= blockHeight {
            canvas.hline(x: area.x + 1, y: area.y + 4, width: area.width - 2, display.glyphs.thinRule, style: theme.border)
        }
    }

    /// A league whose last request failed: a short word for the block's corner,
    /// the whole reason, and when it is tried again.
    static func failure(_ s: MyTeamsState, _ league: ScoresLeague, _ context: ScreenContext) -> (short: String, long: String, retry: String)? {
        guard let failure = s.failures[league] else { return nil }
        let display = context.display
        let when = s.nextTry[league].map { "Next try at " + TimeText.timeWithSeconds($0, locale: display.locale, timeZone: display.timeZone) }
        return ("not updated: \(failure.brief)", "Couldn't load \(league.name) games: \(failure.detail)",
                (when.map { $0 + " · " } ?? "") + "r tries now")
    }

    /// `No game since Sun, Nov 12`: how far back was looked (offline, the sample's one day).
    static func noResult(_ window: [Day], _ display: DisplayOptions) -> String {
        guard let first = window.first else { return "No recent game" }
        let day = TimeText.shortDate(first, locale: display.locale)
        return window.count == 1 ? "No result on \(day)" : "No game since \(day)"
    }

    /// `Nothing scheduled through Mon, Nov 20`: how far ahead was looked.
    static func nothingNext(_ window: [Day], _ display: DisplayOptions) -> String {
        guard let last = window.last else { return "Nothing scheduled soon" }
        let day = TimeText.shortDate(last, locale: display.locale)
        return window.count == 1 ? "Nothing more on \(day)" : "Nothing scheduled through \(day)"
    }

    static func badge(_ team: FollowedTeam, _ context: ScreenContext) -> Style {
        guard context.display.teamColors, let bg = team.primaryHex.flatMap(Color.init(hex:)) else { return Style([.reverse, .bold]) }
        return context.theme.badge(fg: team.secondaryHex.flatMap(Color.init(hex:)) ?? .named(.white), bg: bg)
    }

    /// `CHC 6 @ DET 8 · Bot 8th · 1 out, runner on 2nd`.
    static func liveText(_ g: Contest, _ team: FollowedTeam, _ context: ScreenContext) -> String {
        let display = context.display
        let hidden = Spoilers.hides(g, context)
        let g = hidden ? Spoilers.masked(g) : g
        if g.isField {
            // `The RSM Classic · Thru 10 · T4 at -9`: where the followed athlete stands, hidden with the rest.
            let mine = hidden ? Spoilers.mask : g.entrant(team.id).map { FieldAlerts.place($0) + ($0.score.map { " at \($0.text)" } ?? "") } ?? "-"
            return [g.matchup, g.stateText(locale: display.locale, timeZone: display.timeZone), mine] .joined(separator: " · ")
                + (hidden ? " · \(Spoilers.hint)" : "")
        }
        func side(_ t: Competitor) -> String { "\(t.abbreviation) \(hidden ? Spoilers.mask : t.scored?.text ?? "-")" }
        var parts = ["\(side(g.away)) @ \(side(g.home))", g.stateText(locale: display.locale, timeZone: display.timeZone)]
        if let situation = g.situation { parts.append(situation) }
        if !hidden, let series = g.series { parts.append(series) }
        if hidden { parts.append(Spoilers.hint) }
        return parts.joined(separator: " · ")
    }

    /// `W 5-3 vs CHC · Sat, Sep 19`, from the followed team's side.
    static func lastText(_ g: Contest, _ team: FollowedTeam, _ context: ScreenContext) -> String {
        let display = context.display
        let date = g.start.map { TimeText.shortDate($0, locale: display.locale, timeZone: display.timeZone) } ?? ""
        if g.isField {
            // `P5 · Race · Sat, Nov 21`: the finish, from the followed athlete's side.
            if Spoilers.hides(g, context) { return "\(g.matchup) · \(date) · \(Spoilers.mask) · \(Spoilers.hint)" }
            let mine = g.entrant(team.id).map { FieldAlerts.place($0) + ($0.score.map { " at \($0.text)" } ?? "") } ?? "-"
            return [mine, g.matchup, date].filter { !$0.isEmpty }.joined(separator: " · ")
        }
        let home = team.plays(g.home)
        let us = home ? g.home : g.away, them = home ? g.away : g.home
        let opponent = (home ? "vs " : "@ ") + them.abbreviation
        if Spoilers.hides(g, context) { return "\(opponent) · \(date) · \(Spoilers.mask) \(Spoilers.mask) · \(Spoilers.hint)" }
        let result = switch g.winner {
        case (home ? .home : .away)?: "W"
        case nil: "T"
        default: "L"
        }
        let detail = g.stateText(locale: display.locale, timeZone: display.timeZone)
        let score = "\(us.scored?.text ?? "-")-\(them.scored?.text ?? "-")"
        return "\(result) \(score) \(opponent) · \(date)" + (detail == "Final" ? "" : " · \(detail)") + (g.series.map { " · \($0)" } ?? "")
    }

    /// `@ MIN · Tue, Sep 22 7:10 PM · FOX`.
    static func nextText(_ g: Contest, _ team: FollowedTeam, _ display: DisplayOptions) -> String {
        let home = team.plays(g.home)
        // A field's next contest by its name (`Race`); two sides by the opponent.
        let opponent = g.isField ? g.matchup : (home ? "vs " : "@ ") + (home ? g.away : g.home).abbreviation
        let when = g.start.map {
            TimeText.shortDate($0, locale: display.locale, timeZone: display.timeZone)
                + (g.timeTBD ? " · time TBD" : " " + TimeText.time($0, locale: display.locale, timeZone: display.timeZone))
        } ?? "time to be announced"
        // Where the series stands before this game tells earlier results: not while spoilers are hidden.
        let series = display.hideSpoilers ? [] : g.series.map { [$0] } ?? []
        return ([opponent, when] + series + (g.watch.isEmpty ? [] : [g.watch.prefix(3).joined(separator: ", ")])).joined(separator: " · ")
    }
}
