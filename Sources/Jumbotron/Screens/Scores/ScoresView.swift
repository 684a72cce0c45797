import Foundation
import SportsCore
import TerminalUI

/// The scoreboard: date header, one three-line row per game, and the detail
/// pane beside it (wide) or over it (narrow, after Enter).
enum ScoresView {
    static func render(_ s: ScoresState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let display = context.display, theme = context.theme
        ListDetailView.render(s.list, s.spec, context, into: &canvas, area: area,
            header: { canvas, area in renderHeader(s, context, into: &canvas, area: area) },
            row: { canvas, index, area, selected in
                GameRowView.render(s.games[index], selected: selected, display: display, theme: theme, into: &canvas, area: area)
            },
            empty: { emptyLines(s, context) })
    }

    static func headerTitle(_ s: ScoresState, _ context: ScreenContext) -> String { headerTitle(s.date, context) }

    static func headerTitle(_ date: Day, _ context: ScreenContext) -> String {
        let g = context.display.glyphs
        return "\(g.left) \(TimeText.longDate(date, locale: context.display.locale)) \(g.right)"
    }

    static func headerClick(_ s: ScoresState, _ context: ScreenContext, at point: Point) -> ScoresIntent? {
        headerClick(s.date, context, at: point, previous: .previousDay, next: .nextDay, pick: .pickDate)
    }

    /// What a click on the header's row means: the arrows step a day, the
    /// date opens the picker (as tapping the header does in the mobile app).
    static func headerClick<Intent>(_ date: Day, _ context: ScreenContext, at point: Point,
                                    previous: Intent, next: Intent, pick: Intent) -> Intent? {
        let content = context.layout.content
        guard point.y == content.y else { return nil }
        let title = headerTitle(date, context)
        let width = min(DisplayWidth.of(title), content.width)
        let start = Canvas.start(content.x, avail: content.width, used: width, align: .center)
        let arrow = DisplayWidth.of(context.display.glyphs.left)
        switch point.x - start {
        case ..<0, width...: return nil
        case 0..<arrow: return previous
        case (width - arrow)...: return next
        default: return pick
        }
    }

    static func renderHeader(_ s: ScoresState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        renderHeader(s.date, origin: s.load.origin, loadedAt: s.load.loadedAt, context, into: &canvas, area: area)
    }

    static func renderHeader(_ date: Day, origin: Origin?, loadedAt: Date?, _ context: ScreenContext,
                             into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let title = headerTitle(date, context)
        canvas.text(title, x: area.x, y: area.y, width: area.width, style: theme.heading, align: .center)
        if let marker = StaleMarker.text(origin, loadedAt: loadedAt) {
            canvas.text(marker, x: area.x, y: area.y, width: area.width - 1, style: theme.warning, align: .right)
        }
        canvas.hline(x: area.x, y: area.y + 1, width: area.width, style: theme.border)
    }

    static func emptyLines(_ s: ScoresState, _ context: ScreenContext) -> [(String, Style)] {
        emptyLines(s.date, s.load, bundledDates: s.bundledDates, context)
    }

    static func emptyLines<V>(_ date: Day, _ load: Loadable<V, FetchError>, bundledDates: [Day]?,
                              _ context: ScreenContext) -> [(String, Style)] {
        let theme = context.theme
        let dateText = TimeText.longDate(date, locale: context.display.locale)
        if case .noSample = load.failure, !load.isLoading, let dates = bundledDates {
            return [("No bundled sample for \(dateText).", theme.heading),
                    ("Offline sample dates: " + dates.map(\.iso).joined(separator: ", "), theme.muted),
                    ("Press d to pick one.", theme.muted)]
        }
        if let lines = CenteredMessage.status(load, loading: "Loading games for \(dateText)…",
                                              failed: "Could not load games for \(dateText).", context) { return lines }
        return load.value != nil ? [("No games scheduled for \(dateText)", theme.heading)] : []
    }
}
