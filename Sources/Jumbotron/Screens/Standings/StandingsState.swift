import Foundation
import SportsCore

/// MLB standings, opened from the Scores tab with `s`: one season's
/// divisions, how they were loaded, and how far the table is scrolled.
public struct StandingsState: Equatable, Sendable {
    /// Shown in place of the scoreboard.
    public var isOpen = false
    public var season: Int
    public var divisions: [StandingsDivision] = []
    /// The season `divisions` belong to; nil until the first load finishes.
    public var loadedSeason: Int?
    public var isLoading = false
    public var failure: FetchError?
    public var origin: Origin?
    public var loadedAt: Date?
    /// First table line shown.
    public var scroll = 0
    /// Offline: the seasons that have bundled samples.
    public var bundledSeasons: [Int]?

    public init(season: Int, bundledSeasons: [Int]? = nil) {
        self.season = season
        self.bundledSeasons = bundledSeasons
    }
}
