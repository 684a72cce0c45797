import Foundation
import SportsCore
import TerminalUI

/// Everything that can happen to the app: input, time, and effect results.
public enum AppAction: Equatable, Sendable {
    /// The app has started: the first tab loads.
    case start
    case key(Key)
    case mouse(MouseEvent)
    case resize(Size)
    /// Spinner frame while something loads.
    case tick
    case dayChanged(Day)
    case timerFired(TimerID)
    /// The MLB schedule for a day arrived (or failed), at the given time.
    case scoresLoaded(Day, Result<Loaded<[MLBGame]>, FetchError>, at: Date)
    case standingsLoaded(season: Int, Result<Loaded<[StandingsDivision]>, FetchError>, at: Date)
    case scheduleLoaded(Result<Loaded<YinzCamSchedule>, FetchError>, at: Date)
    case logoLoaded(String, LogoStore.Status)
    case showsLoaded(page: Int, Result<Loaded<[TVShow]>, FetchError>, at: Date)
    case posterLoaded(URL, LogoStore.Status)
    case favoritesLoaded(Result<[TVShow], StoreError>)
    /// A save (`deleted == false`) or delete finished; success carries the new list.
    case favoriteChanged(TVShow, deleted: Bool, Result<[TVShow], StoreError>)
    /// The favourites file was damaged and moved aside (to this name); a fresh one is in use.
    case favoritesRepaired(keptAs: String)
}

public enum TimerID: Hashable, Sendable {
    /// Re-fetch while a game on the shown date is live.
    case liveRefresh
}
