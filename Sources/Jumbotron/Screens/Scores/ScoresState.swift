import Foundation
import SportsCore
import TerminalUI

/// The Scores tab: one date's games, the selection, and how they were loaded.
public struct ScoresState: Equatable, Sendable {
    public var date: Day
    public var games: [MLBGame] = []
    /// The date `games` belong to; nil until the first load finishes.
    public var loadedDate: Day?
    public var isLoading = false
    /// Why there is nothing to show (shown inline; the retry dialog is separate).
    public var failure: FetchError?
    public var origin: Origin?
    /// When the shown data arrived (for a stale copy's age).
    public var loadedAt: Date?
    public var viewport = ListViewport()
    /// Narrow terminals: the detail pane covers the list.
    public var showingDetail = false
    /// Offline: the dates that have bundled samples.
    public var bundledDates: [Day]?

    public init(date: Day, bundledDates: [Day]? = nil) {
        self.date = date
        self.bundledDates = bundledDates
    }

    public var selectedGame: MLBGame? {
        games.indices.contains(viewport.selected) ? games[viewport.selected] : nil
    }

    public var hasLiveGame: Bool { games.contains(where: ScoreRules.isLive) }

    public var isStale: Bool {
        if case .staleCache = origin { return true }
        return false
    }
}

/// Where the Scores tab draws, shared by the view and the reducer (mouse, paging).
struct ScoresLayout {
    static let rowHeight = 3
    let header: Rect
    let list: Rect
    let detail: Rect?

    init(content: Rect, split: Bool) {
        let (header, body) = content.splitTop(2)
        self.header = header
        if split {
            let (list, detail) = Layout.split(body)
            self.list = list
            self.detail = detail
        } else {
            self.list = body
            self.detail = nil
        }
    }

    init(state: AppState) {
        self.init(content: state.layout.content, split: Layout.isSplit(state.size))
    }

    var visibleRows: Int { max(1, list.height / Self.rowHeight) }
}
