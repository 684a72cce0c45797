import Foundation
import SportsCore
@testable import Jumbotron

/// A plugged-in family's board on screen with a day's answer arrived: the
/// MLB board of 2018-09-19 switched to `league` (the picker, as a user
/// would), its board on `day` holding `slate`, spoilers hidden when asked.
func pluggedBoard<L: LeagueRules>(_ league: ScoresLeague, _ type: L.Type, day: Day, slate: L.Slate, bundled: [Day]? = nil,
                                  width: Int, height: Int, hide: Bool = false) -> AppState {
    var s = loadedScores("2018-09-19", width: width, height: height)
    s.display.hideSpoilers = hide
    s.scores.boards[plugged: league, BoardType<L>()] = BoardState<L>(league: league, date: day, bundledDates: bundled ?? [day],
                                                                       standings: L.Standings.initial(league, day, offline: nil))
    switchLeague(&s, to: league)
    let loaded = BoardAction<L>.loaded(day, .success(Loaded(value: slate, origin: .bundledSample)), at: loadTime)
    _ = reduce(&s, .scores(.plugged(league, AnyEquatable(loaded))))
    return s
}
