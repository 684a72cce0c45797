import FoundationEssentials
import SportsCore
import TerminalUI

/// The board's heading, every league's: `‹ Saturday, November 21, 2026 ›`,
/// a stale copy's age on the right, a rule under it; and what the list says
/// when it has no games.
enum DayHeader {
    /// The heading between its arrows: a day, or a week and a day.
    static func title(_ heading: String, _ context: ScreenContext) -> String {
        let g = context.display.glyphs
        return "\(g.left) \(heading) \(g.right)"
    }

    /// What a click on the header's row means: the arrows step a day, the
    /// date opens the picker (as tapping the header does in the mobile app).
    static func click<Intent>(_ title: String, _ context: ScreenContext, at point: Point,
                              previous: Intent, next: Intent, pick: Intent) -> Intent? {
        let content = context.layout.content
        guard point.y == content.y else { return nil }
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

    static func render(_ title: String, origin: Origin?, loadedAt: Date?, _ context: ScreenContext,
                       into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        canvas.text(title, x: area.x, y: area.y, width: area.width, style: theme.heading, align: .center)
        if case .heldBack(_, let until) = origin {
            canvas.text("delayed picture " + HeldBack.countdown(until: until, context), x: area.x, y: area.y, width: area.width - 1,
                        style: theme.warning, align: .right)
        } else if let marker = StaleMarker.text(origin, loadedAt: loadedAt) {
            canvas.text(marker, x: area.x, y: area.y, width: area.width - 1, style: theme.warning, align: .right)
        }
        canvas.hline(x: area.x, y: area.y + 1, width: area.width, style: theme.border)
    }

    static func emptyLines<V>(_ date: Day, _ load: Loadable<V, FetchError>, bundledDates: [Day]?, league: String = "This league",
                              _ context: ScreenContext) -> [(String, Style)] {
        let theme = context.theme
        let dateText = TimeText.longDate(date, locale: context.display.locale)
        // A league the samples do not cover has no date to pick: the way out is another league.
        if case .noSample = load.failure, !load.isLoading, bundledDates?.isEmpty == true {
            return [("\(league) has no offline sample.", theme.heading),
                    ("Live, it shows every match; offline, l picks a league with one.", theme.muted)]
        }
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
