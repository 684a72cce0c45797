import Foundation
import SportsCore

/// What a reducer asks the runtime to do, as data: tests assert on these
/// values, and only the runtime performs them.
public enum Command: Hashable, Sendable {
    case quit
    /// Ctrl-Z: hand the terminal back and stop until the shell continues us.
    case suspend
    /// Fire `.timerFired(id)` once after `after`; replaces a pending timer with the same id.
    case startTimer(TimerID, after: Duration)
    case cancelTimer(TimerID)
    /// Open a URL with the system opener (xdg-open or $BROWSER).
    case openURL(URL)
    /// Fetch one day of the MLB schedule; a newer fetch replaces an older one.
    case fetchScores(Day)
    case fetchStandings(season: Int)
    case fetchSchedule
    /// Make a team logo available (memory, disk or network; at most one fetch per run).
    case loadLogo(String)
    case fetchShows(page: Int)
    /// Make a poster available (memory, disk or network; at most one fetch per run).
    case loadPoster(URL)
    case loadFavorites
    case saveFavorite(TVShow)
    case deleteFavorite(TVShow)
}
