import Foundation
import SportsCore
import TerminalUI

/// Lines centred in an area: loading, empty and error states.
enum CenteredMessage {
    static func render(_ lines: [(String, Style)], into canvas: inout Canvas, area: Rect) {
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            canvas.text(line.0, x: area.x, y: top + i, width: area.width, style: line.1, align: .center)
        }
    }

    static func loading(_ what: String, app: AppState, theme: Theme) -> [(String, Style)] {
        let frames = app.display.glyphs.spinner
        return [("\(frames[app.spinnerFrame % frames.count]) \(what)", theme.muted)]
    }

    static func failed(_ what: String, _ failure: FetchError, theme: Theme) -> [(String, Style)] {
        [(what, theme.error), (failure.detail, theme.muted), ("Press r to try again.", theme.muted)]
    }
}

/// `stale, 2 h old` for a cached copy shown because the fetch failed.
enum StaleMarker {
    static func text(_ origin: Origin?, loadedAt: Date?) -> String? {
        guard case .staleCache(let fetchedAt, _) = origin else { return nil }
        return "stale, \(age(max(0, (loadedAt ?? fetchedAt).timeIntervalSince(fetchedAt)))) old"
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
