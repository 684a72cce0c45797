import Foundation
import SportsCore
import TerminalUI

/// The detail pane of a game: a strip naming the sections (pinned while the
/// section under it scrolls), then the section on screen.
enum GameCenterView {
    /// The center to draw for `game`: its own when it is the one followed,
    /// else a kept final, else an empty one (the row's own detail shows).
    static func center(for game: MLBGame, _ center: GameCenterState?, _ kept: KeptFeeds) -> GameCenterState {
        if let center, center.gamePk == game.gamePk { return center }
        var fresh = GameCenterState(gamePk: game.gamePk)
        if let feed = kept[game.gamePk] {
            fresh.feed.apply(.success(Loaded(value: feed, origin: .cache(fetchedAt: .distantPast))), at: .distantPast)
        }
        return fresh
    }

    @discardableResult
    static func render(_ c: GameCenterState, _ row: MLBGame, _ context: ScreenContext, into canvas: inout Canvas,
                       area: Rect, scroll: Int) -> Int {
        guard area.width > 10, area.height > 2 else { return 0 }
        let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        let key = SectionMemo.Key(center: SectionMemo.Fingerprint(c), row: SectionMemo.RowFingerprint(row),
                                  size: Size(width: body.width, height: body.height), display: context.display, pictures: context.pictures)
        let drawn = SectionMemo.shared.body(key, size: key.size) { canvas, layout in section(c, row, context, into: &canvas, area: layout) }
        canvas.blit(drawn, rows: scroll..<(scroll + body.height), at: Point(x: body.x, y: body.y))
        // Measuring (no rows to draw) needs the height only.
        if canvas.rows.contains(area.y) { strip(c, row, context, into: &canvas, x: area.x + 1, y: area.y, width: area.width - 2) }
        return 1 + drawn.size.height
    }

    /// The section on screen, whole, from the top of `area`; returns its height.
    static func section(_ c: GameCenterState, _ row: MLBGame, _ context: ScreenContext, into canvas: inout Canvas,
                        area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        switch c.section {
        case .summary: SummarySection.render(c, row, context, &pen, into: &canvas, area: area)
        case .box: BoxScoreSection.render(c, context, &pen, into: &canvas)
        case .plays: PlaysSection.render(c, context, &pen, into: &canvas)
        case .atBat: AtBatSection.render(c, context, &pen, into: &canvas)
        case .winProbability: WinProbabilitySection.render(c, context, &pen, into: &canvas)
        }
        return pen.y - area.y
    }

    /// `i Summary  b Box score  p Plays …`, the section on screen marked;
    /// only the section's name and the other keys when that does not fit.
    static func strip(_ c: GameCenterState, _ row: MLBGame, _ context: ScreenContext, into canvas: inout Canvas,
                      x: Int, y: Int, width: Int) {
        let items = GameCenterState.Section.allCases.filter { c.offers($0, row) }.map {
            SectionStrip.Item(key: $0.key, short: $0.short, title: $0.title, isOn: $0 == c.section)
        }
        SectionStrip.render(items, marker: marker(c, context), context.theme, into: &canvas, x: x, y: y, width: width)
    }

    /// `live` while a game in progress refreshes on its own; the age of a stale copy.
    static func marker(_ c: GameCenterState, _ context: ScreenContext) -> String? {
        if let stale = StaleMarker.text(c.feed.origin, loadedAt: c.feed.loadedAt) { return stale }
        return c.isLive && !context.display.offline ? "live" : nil
    }

    /// What a section shows before its data: loading, or why it failed.
    static func status<V>(_ load: Loadable<V, FetchError>, _ what: String, _ context: ScreenContext, _ pen: inout Pen,
                             into canvas: inout Canvas) -> Bool {
        if load.value != nil { return false }
        let theme = context.theme
        if load.isLoading || !load.isSettled {
            pen.line("Loading \(what)…", theme.muted, into: &canvas)
        } else if let failure = load.failure {
            pen.wrapped("Could not load \(what): \(failure.detail)", theme.error, into: &canvas)
            pen.line("Press r to try again.", theme.muted, into: &canvas)
        }
        return true
    }
}
