import FoundationEssentials
import SportsCore
import TerminalUI

/// Lines centred in an area: loading, empty and error states. A line wider
/// than the area wraps (a narrow pane cut the one sentence that said what to do).
enum CenteredMessage {
    static func render(_ lines: [(String, Style)], into canvas: inout Canvas, area: Rect) {
        let width = area.width > 4 ? area.width - 2 : area.width
        let wrapped = lines.flatMap { line in
            DisplayWidth.of(line.0) <= width ? [line] : Canvas.wrap(line.0, width: max(1, width), maxLines: 4).map { ($0, line.1) }
        }
        let top = area.y + max(0, (area.height - wrapped.count) / 2)
        for (i, line) in wrapped.enumerated() {
            canvas.text(line.0, x: area.x, y: top + i, width: area.width, style: line.1, align: .center)
        }
    }

    static func loading(_ what: String, _ context: ScreenContext) -> [(String, Style)] {
        let frames = context.display.glyphs.spinner
        return [("\(frames[context.spinnerFrame % frames.count]) \(what)", context.theme.muted)]
    }

    /// The usual lines for a load that has not produced a list: spinner, failure, or nothing yet.
    static func status<V>(_ load: Loadable<V, FetchError>, loading: String, failed: String, _ context: ScreenContext) -> [(String, Style)]? {
        if load.isLoading { return Self.loading(loading, context) }
        if let failure = load.failure { return Self.failed(failed, failure, theme: context.theme) }
        return nil
    }

    static func failed(_ what: String, _ failure: FetchError, theme: Theme) -> [(String, Style)] {
        // What r cannot change (the sample's lack, a refused key, a missing page): no r offered.
        if !failure.canRetry { return [(what, theme.error), (failure.detail, theme.muted)] }
        return [(what, theme.error), (failure.detail, theme.muted), ("Press r to try again.", theme.muted)]
    }
}

/// `stale, 2 h old` for a cached copy shown because the fetch failed;
/// `refreshing, 2 h old` for the last copy shown while the network answers.
enum StaleMarker {
    static func text(_ origin: Origin?, loadedAt: Date?) -> String? {
        switch origin {
        case .staleCache(let fetchedAt, _): "stale, \(age(max(0, (loadedAt ?? fetchedAt).timeIntervalSince(fetchedAt)))) old"
        case .refreshing(let fetchedAt): "refreshing, \(age(max(0, (loadedAt ?? fetchedAt).timeIntervalSince(fetchedAt)))) old"
        default: nil
        }
    }

    static func age(_ seconds: TimeInterval) -> String {
        switch seconds {
        case ..<60: "<1 min"
        case ..<3600: "\(Int(seconds / 60)) min"
        case ..<86_400: "\(Int(seconds / 3600)) h"
        default: "\(Int(seconds / 86_400)) d"
        }
    }
}
