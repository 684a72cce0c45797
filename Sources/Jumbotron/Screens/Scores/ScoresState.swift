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

/// Where the Scores tab draws: the date header (date line and rule) above the list.
extension ListDetailLayout {
    static let scoresRowHeight = 3

    init(scores state: AppState) {
        self.init(content: state.layout.content, headerHeight: 2, split: Layout.isSplit(state.size))
    }

    var visibleScoreRows: Int { max(1, list.height / Self.scoresRowHeight) }
}
