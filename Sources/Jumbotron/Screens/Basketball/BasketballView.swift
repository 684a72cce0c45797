import SportsCore
import TerminalUI

/// Teams (with the open team beside them when wide, or over them when
/// narrow), the no-key page, and the player popup on top.
enum BasketballView {
    static func render(_ s: BasketballState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        if s.needsKey { NoKeyView.render(refused: s.keyRefused, context, into: &canvas, area: area); return }
        let theme = context.theme
        let teams = s.current
        ListDetailView.render(s.list, s.spec, context, into: &canvas, area: area,
            header: { canvas, area in header(s, context, into: &canvas, area: area) },
            row: { canvas, i, area, selected in
                teamRow(teams[s.visible[i]], selected: selected, context, into: &canvas, area: area)
            },
            detail: { canvas, area, _ in
                // The team's players are a list of their own, with their own keys: it never scrolls as a page.
                guard let team = s.selectedTeam else { return nil }
                TeamDetailView.render(team, s, context, into: &canvas, area: area)
                return 0
            },
            empty: {
                if let wait = s.wait, s.teams.value == nil { return [(waitText(wait), theme.warning)] }
                if let lines = CenteredMessage.status(s.teams, loading: "Loading the NBA teams…", failed: "Could not load the NBA teams.", context) {
                    return lines
                }
                guard s.teams.value != nil else { return [] }
                return [("No team matches \(s.filterSummary).", theme.heading),
                        ("Esc clears the name filter; c until All shows every conference.", theme.muted)]
            })
        if s.popup != nil { PlayerPopupView.render(s, context, into: &canvas, area: area) }
    }

    static func waitText(_ wait: RateLimitWait) -> String {
        "Rate limited by balldontlie: trying again in \(wait.remaining) s (try \(wait.tries) of \(BasketballState.maxRateTries)); Esc stops"
    }

    static func header(_ s: BasketballState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        var left = " \(s.visible.count) of \(s.current.count) teams"
        if s.sample { left += " \(context.display.glyphs.bullet) offline sample" }
        canvas.text(left, x: area.x, y: area.y, width: area.width, style: theme.heading)
        var right = ""
        if let wait = s.wait { right = waitText(wait) }
        else if s.filtering { right = "/" + s.filter + "_" }
        else if let marker = StaleMarker.text(s.teams.origin, loadedAt: s.teams.loadedAt) { right = marker }
        canvas.text(right + " ", x: area.x, y: area.y, width: area.width,
                    style: s.wait != nil ? theme.warning : s.filtering ? theme.hintKey : theme.muted, align: .right)
    }

    /// `BOS  Boston Celtics            East · Atlantic`.
    static func teamRow(_ t: NBATeam, selected: Bool, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let base = selected ? theme.selection : Style.plain
        canvas.fill(area, style: base)
        let used = badge(t.abbreviation, x: area.x + 1, y: area.y, context, into: &canvas)
        // Fixed widths, so every row's `•` sits in one column whatever the division's length.
        let right = "\(t.conference.fixedWidth(conferenceWidth)) \(context.display.glyphs.bullet) \(t.division.fixedWidth(divisionWidth)) "
        let rw = canvas.text(right, x: area.x, y: area.y, width: area.width, style: theme.on(base, theme.muted), align: .right)
        canvas.text(t.fullName, x: area.x + used + 3, y: area.y, width: max(0, area.width - used - 4 - rw), style: base.with(.bold))
    }

    /// `East`/`West` and the longest division (`Northwest`, `Southeast`).
    static let conferenceWidth = 4, divisionWidth = 9

    @discardableResult
    static func badge(_ abbreviation: String, x: Int, y: Int, _ context: ScreenContext, into canvas: inout Canvas) -> Int {
        canvas.text(abbreviation.fixedWidth(3), x: x, y: y, style: badgeStyle(abbreviation, context.display))
    }

    static func badgeStyle(_ abbreviation: String, _ display: DisplayOptions) -> Style {
        guard display.teamColors, let style = badgeStyles[abbreviation] else { return Style([.reverse, .bold]) }
        return style
    }

    /// Every club's badge, computed once (hex parsing and the contrast check ran on every row of every frame).
    private static let badgeStyles: [String: Style] = NBAClubs.colors.compactMapValues { colors in
        guard let bg = Contrast.rgb(hex: colors.primary), let preferred = Contrast.rgb(hex: colors.secondary) else { return nil }
        let fg = Contrast.readable(on: bg, preferred: preferred)
        return Style(fg: .rgb(fg.r, fg.g, fg.b), bg: .rgb(bg.r, bg.g, bg.b), .bold)
    }

    /// Lines of the popup that do not fit (scrolling needs these).
    static func popupOverflow(_ s: BasketballState, _ context: ScreenContext) -> Int {
        guard let p = s.popup else { return 0 }
        // The box loses two lines to its border and one to the closing hint.
        return max(0, PlayerPopupView.lines(p).count - (PlayerPopupView.box(p, context).height - 3))
    }
}

/// Without a usable key: what it is for, where it goes, and the two ways on.
enum NoKeyView {
    static func render(refused: Bool, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let first = refused
            ? ("The API key was refused by balldontlie: check it, or get a new one.", theme.error)
            : ("The Basketball tab reads balldontlie.io, which needs a free API key.", theme.heading)
        // Optional lines (spacing, the privacy note) go first when the screen is short.
        let text: [(String, Style, optional: Bool)] = [
            (first.0, first.1, false),
            ("", theme.muted, true),
            ("Set it in the environment:  export BALLDONTLIE_API_KEY=<your key>", Style.plain, false),
            ("or in config.toml:  nba_api_key = \"<your key>\"  (jumbotron config --path)", Style.plain, false),
            ("then start Jumbotron again. The key is sent only to balldontlie,", theme.muted, true),
            ("never written to the log, the cache or the screen.", theme.muted, true),
            ("", theme.muted, true),
            ("o opens the sign-up page  \(context.display.glyphs.bullet)  s browses the bundled sample", theme.hintKey, false),
        ]
        func wrapped(_ keepOptional: Bool) -> [(String, Style)] {
            var lines: [(String, Style)] = []
            for (line, style, optional) in text where keepOptional || !optional {
                if line.isEmpty { lines.append(("", style)); continue }
                for part in Canvas.wrap(line, width: max(10, area.width - 2)) { lines.append((part, style)) }
            }
            return lines
        }
        let full = wrapped(true)
        let lines = full.count <= area.height ? full : wrapped(false)
        CenteredMessage.render(Array(lines.prefix(area.height)), into: &canvas, area: area)
    }
}

/// The open team: its facts, then its players a page at a time.
enum TeamDetailView {
    /// The team's lines above its players: name, facts, a blank, the count;
    /// with a logo, the name and facts stand beside it.
    static func headerLines(_ area: Rect, _ context: ScreenContext) -> Int {
        logoSlot(area, context).map { $0.height + 2 } ?? 4
    }

    /// The club logo's slot: with pictures on and a pane tall enough that the
    /// players keep most of it.
    static func logoSlot(_ area: Rect, _ context: ScreenContext) -> Size? {
        guard context.display.showsPictures, area.height >= 18, area.width >= 36 else { return nil }
        return Size(width: 8, height: 4)
    }

    static func render(_ t: NBATeam, _ s: BasketballState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        guard area.width > 8, area.height > 0 else { return }
        var x = area.x + 1, w = area.width - 2
        let headerLines = headerLines(area, context)
        if let slot = logoSlot(area, context) {
            LogoSlot.draw(.nbaLogo(t.abbreviation), in: Rect(x: x, y: area.y, width: slot.width, height: slot.height), context,
                          into: &canvas, badgeWidth: 5) { canvas, bx, by in
                _ = BasketballView.badge(t.abbreviation, x: bx, y: by, context, into: &canvas)
            }
            x += slot.width + 2
            w -= slot.width + 2
            canvas.text(t.fullName, x: x, y: area.y, width: w, style: theme.heading.with(.bold))
        } else {
            let used = BasketballView.badge(t.abbreviation, x: x, y: area.y, context, into: &canvas)
            canvas.text(t.fullName, x: x + used + 1, y: area.y, width: max(0, w - used - 1), style: theme.heading.with(.bold))
        }
        let facts = [t.city, t.abbreviation, t.conference, t.division].filter { !$0.isEmpty }
            .joined(separator: " \(context.display.glyphs.bullet) ")
        canvas.text(facts, x: x, y: area.y + 1, width: w, style: theme.muted)
        x = area.x + 1
        w = area.width - 2
        let loaded = s.players[t.id]
        let players = s.ordered(t)
        // `+` only when more pages may follow the ones shown: never `0+` for a team the sample lacks.
        let more = loaded?.done == false && !players.isEmpty && loaded?.failure == nil
        var count = "\(players.count)\(more ? "+" : "") player\(players.count == 1 ? "" : "s")"
        if loaded?.isLoading == true { count += ", loading…" }
        if let why = loaded?.walk.stop?.anomaly { count += "; \(why)" }
        if loaded == nil { count = "Players load when the team opens" }
        let order = s.byName ? "by last name" : "in the API's order"
        canvas.text(count, x: x, y: area.y + headerLines - 1, width: w, style: theme.heading)
        if loaded?.walk.stop?.anomaly == nil {
            canvas.text(order, x: x, y: area.y + headerLines - 1, width: w, style: theme.muted, align: .right)
        }
        let list = Rect(x: area.x, y: area.y + headerLines, width: area.width, height: max(0, area.height - headerLines))
        guard list.height > 0 else { return }
        if players.isEmpty {
            var lines: [(String, Style)] = []
            if let wait = s.wait { lines = [(BasketballView.waitText(wait), theme.warning)] }
            else if loaded?.isLoading == true { lines = CenteredMessage.loading("Loading players…", context) }
            else if let failure = loaded?.failure, case .noSample = failure {
                // Not an error: the sample holds four teams, and says which.
                lines = [("No players for the \(t.fullName) in the offline sample.", theme.heading), (failure.detail, theme.muted)]
            }
            else if let failure = loaded?.failure { lines = CenteredMessage.failed("Could not load the players.", failure, theme: theme) }
            else if loaded?.done == true { lines = [("No players listed.", theme.muted)] }
            CenteredMessage.render(lines, into: &canvas, area: list)
            return
        }
        let focused = s.list.showingDetail
        s.playersViewport.forEachVisible(count: players.count, height: list.height) { i, y in
            row(players[i], selected: focused && i == s.playersViewport.selected, context, into: &canvas,
                area: Rect(x: list.x, y: list.y + y, width: list.width, height: 1))
        }
        let shown = min(players.count - s.playersViewport.offset, list.height)
        if shown < list.height, let loaded {
            let y = list.y + shown
            if let wait = s.wait { canvas.text(" " + BasketballView.waitText(wait), x: list.x, y: y, width: list.width, style: theme.warning) }
            else if loaded.isLoading { canvas.text(" Loading more…", x: list.x, y: y, width: list.width, style: theme.muted) }
            else if loaded.failure != nil { canvas.text(" This page did not load: r tries it again.", x: list.x, y: y, width: list.width, style: theme.error) }
        }
    }

    /// `#23  LeBron James  F  6-8  250 lb`.
    static func row(_ p: NBAPlayer, selected: Bool, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let base = selected ? theme.selection : Style.plain
        canvas.fill(area, style: base)
        let number = (p.jerseyNumber.map { "#\($0)" } ?? "").fixedWidth(4)
        let rw = canvas.text(columns(p), x: area.x, y: area.y, width: area.width, style: theme.on(base, theme.muted), align: .right)
        canvas.text(" \(number) \(p.name)", x: area.x, y: area.y, width: max(0, area.width - rw - 1), style: base.with(.bold))
    }
}

extension TeamDetailView {
    /// Position, height and weight in columns of fixed width, so `6-7` and
    /// `6-10` (or a missing value) never shift the columns beside them.
    static func columns(_ p: NBAPlayer) -> String {
        func left(_ s: String?, _ width: Int) -> String { (s ?? "").fixedWidth(width) }
        func right(_ s: String?, _ width: Int) -> String {
            let t = s ?? ""
            return String(repeating: " ", count: max(0, width - DisplayWidth.of(t))) + t
        }
        return "\(left(p.position, 3))  \(right(p.heightText, 4))  \(right(p.weightText, 6)) "
    }
}

/// A centred box over the team, like the mobile app's popup: only the fields that have a value.
enum PlayerPopupView {
    static func lines(_ p: NBAPlayer) -> [(String, String)] {
        var rows: [(String, String?)] = [
            ("Position", p.position), ("Jersey", p.jerseyNumber.map { "#\($0)" }), ("Height", p.heightText),
            ("Weight", p.weightText), ("College", p.college), ("Country", p.country), ("Draft", p.draft),
            ("Team", p.team?.fullName),
        ]
        rows = rows.filter { $0.1 != nil }
        return rows.map { ($0.0, $0.1!) }
    }

    /// As tall as the player's rows need (border, rows, a blank line, the hint), no taller than the screen.
    static func box(_ p: NBAPlayer, _ context: ScreenContext) -> Rect {
        // Over the team's detail when it sits beside the list and has room, else over the screen.
        let detail = BasketballLayout(context).detail
        let content = context.isSplit && detail.width >= 44 ? detail : context.layout.content
        let width = min(content.width - 2, 52), height = min(content.height, lines(p).count + 4)
        return content.centered(width: width, height: height)
    }

    static func render(_ s: BasketballState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        guard let p = s.popup else { return }
        let theme = context.theme
        let r = box(p, context)
        canvas.fill(r, style: .plain)
        canvas.box(r, title: " \(p.name) ", style: theme.border, titleStyle: theme.heading.with(.bold))
        let inner = r.inset(by: 1)
        let rows = lines(p)
        let visible = rows.dropFirst(min(s.popupScroll, max(0, rows.count - 1)))
        for (i, row) in visible.prefix(max(0, inner.height - 1)).enumerated() {
            canvas.text(row.0, x: inner.x + 1, y: inner.y + i, width: 9, style: theme.muted)
            canvas.text(row.1, x: inner.x + 11, y: inner.y + i, width: max(0, inner.width - 12))
        }
        canvas.text("Esc or Enter closes", x: inner.x, y: inner.maxY - 1, width: inner.width, style: theme.muted, align: .center)
    }
}
