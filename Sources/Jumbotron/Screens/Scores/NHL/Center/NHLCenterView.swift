import Foundation
import SportsCore
import TerminalUI

/// The NHL game's detail pane: a strip naming the sections (pinned while the
/// section under it scrolls), then the section on screen.
enum NHLCenterView {
    /// What a section's drawing depends on, compared cheaply (never the
    /// payloads themselves: 332 plays compared per frame cost more than a frame).
    struct Key: Equatable, Sendable {
        let gameId: Int
        let section: NHLCenterState.Section
        let boxSide: NHLSide
        let keyPlaysOnly: Bool
        let landing: Mark, box: Mark, plays: Mark
        let row: NHLGame
        let size: Size
        let display: DisplayOptions
    }

    struct Mark: Equatable, Sendable {
        init<V>(_ load: Loadable<V, FetchError>) {
            isLoading = load.isLoading; hasValue = load.value != nil; loadedAt = load.loadedAt; failure = load.failure
        }
        let isLoading: Bool, hasValue: Bool
        let loadedAt: Date?
        let failure: FetchError?
    }

    static let memo = DrawingMemo<Key>(capacity: 4)

    /// The center to draw for `game`: its own when it is the one followed,
    /// else a kept final, else an empty one.
    static func center(for game: NHLGame, _ center: NHLCenterState?, _ kept: KeptNHLGames) -> NHLCenterState {
        if let center, center.gameId == game.id { return center }
        var fresh = NHLCenterState(gameId: game.id)
        if let k = kept[game.id] {
            fresh.landing.apply(.success(Loaded(value: k.landing, origin: .cache(fetchedAt: .distantPast))), at: .distantPast)
        }
        return fresh
    }

    @discardableResult
    static func render(_ c: NHLCenterState, _ row: NHLGame, _ context: ScreenContext, into canvas: inout Canvas,
                       area: Rect, scroll: Int) -> Int {
        guard area.width > 10, area.height > 2 else { return 0 }
        let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        let size = Size(width: body.width, height: body.height)
        let key = Key(gameId: c.gameId, section: c.section, boxSide: c.boxSide, keyPlaysOnly: c.keyPlaysOnly,
                      landing: Mark(c.landing), box: Mark(c.box), plays: Mark(c.plays), row: row, size: size, display: context.display)
        let drawn = memo.body(key, size: size) { canvas, layout in section(c, row, context, into: &canvas, area: layout) }
        canvas.blit(drawn, rows: scroll..<(scroll + body.height), at: Point(x: body.x, y: body.y))
        if canvas.rows.contains(area.y) { strip(c, row, context, into: &canvas, x: area.x + 1, y: area.y, width: area.width - 2) }
        return 1 + drawn.size.height
    }

    static func section(_ c: NHLCenterState, _ row: NHLGame, _ context: ScreenContext, into canvas: inout Canvas,
                        area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        switch c.section {
        case .summary: NHLSummarySection.render(c, row, context, &pen, into: &canvas)
        case .box: NHLBoxSection.render(c, context, &pen, into: &canvas)
        case .plays: NHLPlaysSection.render(c, context, &pen, into: &canvas)
        case .shotMap: ShotMapSection.render(c, context, &pen, into: &canvas, height: area.height)
        }
        return pen.y - area.y
    }

    static func strip(_ c: NHLCenterState, _ row: NHLGame, _ context: ScreenContext, into canvas: inout Canvas,
                      x: Int, y: Int, width: Int) {
        let items = NHLCenterState.Section.allCases.filter { c.offers($0, row) }.map {
            SectionStrip.Item(key: $0.key, short: $0.short, title: $0.title, isOn: $0 == c.section)
        }
        let marker = StaleMarker.text(c.landing.origin, loadedAt: c.landing.loadedAt)
            ?? (c.isLive && !context.display.offline ? "live" : nil)
        SectionStrip.render(items, marker: marker, context.theme, into: &canvas, x: x, y: y, width: width)
    }
}
