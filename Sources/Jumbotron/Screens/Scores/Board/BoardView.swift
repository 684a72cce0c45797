import FoundationEssentials
import SportsCore
import TerminalUI

/// A league's scoreboard: the date header, one three-line row per game, and
/// the game center beside it (wide) or over it (narrow, after Enter); or its
/// standings when they are pushed.
enum BoardView<L: LeagueRules> {
    static func render(_ s: BoardState<L>, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        if let cover = BoardCover<L>.shown(s) {
            if Board<L>.standingsCovered(s, context) {
                CenteredMessage.render([(cover.hiddenLines.heading, context.theme.heading), (cover.hiddenLines.why, context.theme.muted),
                                        ("Press v to show them, Esc to go back.", context.theme.muted)], into: &canvas, area: area)
            } else {
                cover.render(s, context, &canvas, area)
            }
            return
        }
        let display = context.display, theme = context.theme
        let spec = Board<L>.spec(s, context)
        let badgeWidth = GameRowView<L>.badgeWidth(s.summaries)
        let held = s.load.heldUntil
        func line(_ canvas: inout Canvas, _ index: Int, _ area: Rect, _ selected: Bool) {
            switch s.rows[index] {
            case .game(let g):
                // Held back by the delay: what could spoil waits, with how long.
                let waits = held.map { !HeldBack.cannotSpoil(s.summaries[g], asked: $0.asked, longest: L.longestGame) } ?? false
                let look = RowLook(selected: selected, hidden: waits || Spoilers.hides(s.summaries[g], context), display: display, theme: theme,
                                   badgeWidth: badgeWidth, followed: context.saved.teamIDs,
                                   marked: !context.saved.marked.isEmpty && context.saved.isMarked(s.league, s.summaries[g].id),
                                   state: waits ? held.map { HeldBack.countdown(until: $0.until, context) } : nil)
                L.drawRow(s.summaries[g], s.games[g], look, into: &canvas, area: area)
            case .heading(let text):
                SectionHeading.render(text, theme: theme, into: &canvas, area: Rect(x: area.x, y: area.y, width: area.width, height: 1))
            case .note(let text):
                canvas.text(text, x: area.x + 1, y: area.y, width: area.width - 2, style: theme.muted)
            }
        }
        ListDetailView.render(s.list, spec, context, into: &canvas, area: area,
            header: { canvas, area in
                DayHeader.render(title(s, context), origin: s.load.origin, loadedAt: s.load.loadedAt, context, into: &canvas, area: area)
            },
            row: line,
            empty: { DayHeader.emptyLines(s.date, s.load, bundledDates: s.bundledDates, league: s.league.name, context) },
            after: { canvas, area in
                // The day whose games are scrolling stays on the list's top line.
                if let pinned = StickyHeader.pinned(offset: s.list.viewport.offset, headers: spec.headers) {
                    line(&canvas, pinned, Rect(x: area.x, y: area.y, width: area.width, height: 1), false)
                }
            })
    }

    /// `‹ Saturday, November 21, 2026 ›`, `‹ Week 11 · Sun, Nov 20, 2022 ›`.
    static func title(_ s: BoardState<L>, _ context: ScreenContext) -> String {
        DayHeader.title(L.heading(s.date, s.load.value, context), context)
    }

    static func headerClick(_ s: BoardState<L>, _ context: ScreenContext, at point: Point) -> BoardIntent<L>? {
        DayHeader.click(title(s, context), context, at: point, previous: .previousDay, next: .nextDay, pick: .pickDate)
    }
}

/// One game in three lines, any league: away over home with badges in the
/// clubs' colours, the score in a column, the state on the right, a thin rule.
enum GameRowView<L: LeagueRules> {
    static var scoreWidth: Int { L.scoreWidth }

    /// ` NYY ` for three letters; ` TENN ` where a board's clubs have four (college), the same for every row.
    static func badgeWidth(_ games: [Contest]) -> Int {
        var longest = 3
        for g in games { longest = max(longest, g.away.abbreviation.count, g.home.abbreviation.count) }
        return min(4, longest) + 2
    }

    /// `state`: what the right column says instead of the game's state (a held game's countdown).
    static func render(_ game: Contest, _ row: L.Game, selected: Bool, display: DisplayOptions, theme: Theme,
                       into canvas: inout Canvas, area: Rect, hideScores: Bool = false, badgeWidth: Int = 5,
                       followed: Set<String> = [], marked: Bool = false, state stateText: String? = nil) {
        if game.isField {
            return FieldRowView.render(game, selected: selected, display: display, theme: theme, into: &canvas, area: area,
                                       hideScores: hideScores, followed: followed, state: stateText)
        }
        // Spoilers hidden: no score, no winner, no decisions, and a final does not say how long it went.
        let game = hideScores ? Spoilers.masked(game) : game
        let state = stateText ?? game.stateText(locale: display.locale, timeZone: display.timeZone)
        let stateWidth = L.stateWidth
        let base: Style = selected ? theme.selection : .plain
        // Two calls, not an array of two: rows are drawn on every frame.
        // A followed team (f, or the config's `[teams]` folded in) is starred.
        func isStarred(_ team: Competitor) -> Bool { followed.contains(team.id) }
        let starred = isStarred(game.away) || isStarred(game.home)
        if selected { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: min(2, area.height)), style: base) }
        if marked {
            // In the multiview: a bar down the row's left edge, a shape as well as a colour.
            for y in area.y..<min(area.y + 2, area.maxY) {
                canvas.text(display.ascii ? "+" : "▌", x: area.x, y: y, width: 1, style: theme.on(base, theme.live).with(.bold))
            }
        }
        for (line, side) in [(0, L.homeFirst ? Contest.Side.home : .away), (1, L.homeFirst ? .away : .home)] where line < area.height {
            let y = area.y + line
            let team = game.team(side)
            badge(team, L.badge(team, display, theme), into: &canvas, x: area.x + 1, y: y, width: badgeWidth)
            let style = game.winner == side ? base.with(.bold) : base
            var nameX = area.x + 2 + badgeWidth
            let right = area.maxX - 1 - stateWidth - 2 - scoreWidth
            if isStarred(team) {
                // Marked by the star's shape as well as its colour (mono, colour-blind users).
                canvas.text(display.glyphs.star, x: nameX, y: y, width: 1, style: theme.on(base, theme.favorite))
                nameX += 2
            } else if starred {
                nameX += 2   // keep both names of a starred game aligned
            }
            canvas.text(team.rankedName, x: nameX, y: y, width: max(0, right - nameX - 1), style: style)
            if L.marked(row) == side {
                // The team with the ball: marked by a shape beside its name, coloured as live play is.
                let x = nameX + DisplayWidth.of(team.rankedName) + 1
                if x < right - 1 { canvas.text(display.glyphs.bullet, x: x, y: y, width: 1, style: theme.on(base, theme.live).with(.bold)) }
            }
            if !hideScores, case let reds = L.sentOff(row, side), reds > 0 {
                // Red cards: a red block each after the name (a count past three), `R` in ASCII.
                let mark = display.ascii ? "R" : "▮"
                let text = reds > 3 ? "\(mark)×\(reds)" : String(repeating: mark, count: reds)
                let x = nameX + DisplayWidth.of(team.rankedName) + 1
                if x + DisplayWidth.of(text) < right - 1 {
                    canvas.text(text, x: x, y: y, width: DisplayWidth.of(text), style: theme.on(base, theme.error).with(.bold))
                }
            }
            if !hideScores, let note = L.note(row, side) {
                let width = DisplayWidth.of(note)
                if nameX + DisplayWidth.of(team.rankedName) + 2 + width <= right - 1 {
                    canvas.text(note, x: right - 1 - width, y: y, width: width, style: theme.on(base, theme.muted))
                }
            }
            if let score = team.scored?.text {
                canvas.text(score, x: right, y: y, width: scoreWidth, style: style, align: .right)
            } else if hideScores {
                canvas.text(Spoilers.mask, x: right, y: y, width: scoreWidth, style: theme.on(base, theme.muted), align: .right)
            }
            if line == 0 {
                let stateStyle = game.isLive && game.state != .delayed ? theme.on(base, theme.live)
                    : game.needsAttention ? theme.on(base, theme.attention) : base
                canvas.text(state, x: area.maxX - 1 - stateWidth, y: y, width: stateWidth, style: stateStyle, align: .right)
            }
        }
        var ruleY = area.y + 2
        // A hidden game's situation (a last goal, a down and distance, a count) would hint at
        // how it stands, and so would a line kept blank for it: the row is as short as one with none.
        if !hideScores, let situation = L.situation(row), area.height >= 4 {
            situationLine(situation, selected: selected, theme: theme, into: &canvas, x: area.x + 2 + badgeWidth, y: ruleY,
                          width: area.maxX - 1 - (area.x + 2 + badgeWidth), badgeWidth: badgeWidth)
            ruleY += 1
        }
        if ruleY < area.maxY {
            canvas.hline(x: area.x + 1, y: ruleY, width: area.width - 2, display.glyphs.thinRule, style: theme.border)
        }
    }

    /// `3rd & 9 at ATL 20` and `RED ZONE` in the warning colour after it.
    static func situationLine(_ situation: RowSituation, selected: Bool, theme: Theme, into canvas: inout Canvas,
                              x: Int, y: Int, width: Int, badgeWidth: Int = 5) {
        let base: Style = selected ? theme.selection : .plain
        if selected { canvas.fill(Rect(x: x - 2 - badgeWidth, y: y, width: width + 2 + badgeWidth, height: 1), style: base) }
        canvas.text(situation.text, x: x, y: y, width: width, style: theme.on(base, theme.muted))
        guard let flag = situation.flag else { return }
        let used = min(width, DisplayWidth.of(situation.text))
        let flagX = x + used + (used > 0 ? 2 : 0)
        if flagX + DisplayWidth.of(flag) <= x + width {
            canvas.text(flag, x: flagX, y: y, width: DisplayWidth.of(flag), style: theme.on(base, theme.warning).with(.bold))
        }
    }

    /// ` NYY ` on the club's colours: the terminal's stand-in for a logo.
    static func badge(_ team: Competitor, _ style: Style, into canvas: inout Canvas, x: Int, y: Int, width badgeWidth: Int = 5) {
        let text = Canvas.fit(team.abbreviation, width: badgeWidth - 2).text
        let padded = " " + text + String(repeating: " ", count: max(0, badgeWidth - 1 - DisplayWidth.of(text)))
        canvas.text(padded, x: x, y: y, width: badgeWidth, style: style)
    }
}
