import FoundationEssentials
import SportsCore
import TerminalUI

/// The detail pane of a game, any league's: a strip naming the sections
/// (pinned while the section under it scrolls), then the section on screen.
enum CenterView<L: LeagueRules> {
    typealias C = L.Center

    /// The center to draw for `game`: its own when it is the one followed,
    /// else a kept final, else an empty one.
    static func center(for game: L.Game, _ center: C?, _ kept: KeptFinals<C.Kept>) -> C {
        let id = C.id(of: game)
        if let center, center.gameId == id { return center }
        var fresh = C(gameId: id)
        if let k = kept[id] { fresh.restore(k) }
        return fresh
    }

    @discardableResult
    static func render(_ c: C, _ row: L.Game, _ context: ScreenContext, into canvas: inout Canvas,
                       area: Rect, scroll: Int) -> Int {
        guard area.width > 10, area.height > 2 else { return 0 }
        let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        let summary = L.summary(row)
        if Spoilers.hides(summary, context) {
            // Nothing of a started game's score, plays or box until `v`.
            var pen = Pen(x: body.x + 1, y: body.y + 1 - scroll, width: body.width - 2)
            if canvas.rows.contains(area.y) { strip(c, row, context, into: &canvas, x: area.x + 1, y: area.y, width: area.width - 2) }
            pen.line("\(summary.away.name) @ \(summary.home.name)", .bold, into: &canvas)
            pen.line(summary.isLive ? "Under way" : "Played", context.theme.muted, into: &canvas)
            pen.skip()
            pen.wrapped("Spoilers are hidden: \(Spoilers.mask) \(Spoilers.mask) · \(Spoilers.hint).", context.theme.muted, into: &canvas)
            return 5
        }
        let size = Size(width: body.width, height: body.height)
        let memo = context.drawings.memo(for: C.self, C.MemoKey.self)
        let drawn = memo.body(c.memoKey(row: row, size: size, context), size: size) { canvas, layout in
            c.render(row: row, context, into: &canvas, area: layout)
        }
        canvas.blit(drawn, rows: scroll..<(scroll + body.height), at: Point(x: body.x, y: body.y))
        // Measuring (no rows to draw) needs the height only.
        if canvas.rows.contains(area.y) { strip(c, row, context, into: &canvas, x: area.x + 1, y: area.y, width: area.width - 2) }
        return 1 + drawn.size.height
    }

    /// `i Summary  b Box score  p Plays …`, the section on screen marked;
    /// only the section's name and the other keys when that does not fit.
    static func strip(_ c: C, _ row: L.Game, _ context: ScreenContext, into canvas: inout Canvas, x: Int, y: Int, width: Int) {
        let items = C.Section.allCases.filter { c.offers($0, row) }.map {
            SectionStrip.Item(key: $0.key, short: $0.short, title: $0.title, isOn: $0 == c.section)
        }
        SectionStrip.render(items, marker: marker(c, context), context.theme, into: &canvas, x: x, y: y, width: width)
    }

    /// `live` while a game in progress refreshes on its own; the age of a stale copy.
    static func marker(_ c: C, _ context: ScreenContext) -> String? {
        if let stale = StaleMarker.text(c.head.origin, loadedAt: c.head.loadedAt) { return stale }
        return c.isLive && !context.display.offline ? "live" : nil
    }
}

/// What a section shows in place of its data, for every league and worded
/// once: loading, why it failed (and `r` only where `r` can help), or what
/// the offline sample does not hold. A failure never reads as an absence:
/// a game's answer that did not come (a 404 included: the server lost it, or
/// has not published it yet) says so and how to try again; only a part the
/// caller says may be missing (`missing`) reads as "none" on a 404.
enum CenterStatus {
    /// The answer a section draws, or nil after saying why there is none yet.
    static func ready<V>(_ load: Loadable<V, FetchError>, _ what: String, missing: String? = nil, _ context: ScreenContext,
                         _ pen: inout Pen, into canvas: inout Canvas) -> V? {
        if let value = load.value { return value }
        _ = show(load, what, missing: missing, context, &pen, into: &canvas)
        return nil
    }

    /// Draws the status of `load` and returns true when there is no data to draw.
    /// `missing`: what to say when the server has no such thing for this game
    /// (a 404 of a part a game may lack, such as its win probability).
    static func show<V>(_ load: Loadable<V, FetchError>, _ what: String, missing: String? = nil, _ context: ScreenContext,
                        _ pen: inout Pen, into canvas: inout Canvas) -> Bool {
        if load.value != nil { return false }
        let theme = context.theme
        if load.isLoading || !load.isSettled {
            pen.line("Loading \(what)…", theme.muted, into: &canvas)
        } else if let failure = load.failure {
            if case .noSample = failure {
                // `r` cannot fetch what the sample lacks: the detail says what it holds.
                pen.wrapped(failure.detail, theme.muted, into: &canvas)
            } else if failure.isNotFound, let missing {
                pen.wrapped(missing, theme.muted, into: &canvas)
            } else {
                pen.wrapped("Could not load \(what): \(failure.detail)", theme.error, into: &canvas)
                // A game's answer missing now may be there in a moment (a feed not yet published).
                if failure.canRetry || failure.isNotFound { pen.line("Press r to try again.", theme.muted, into: &canvas) }
            }
        }
        return true
    }
}
