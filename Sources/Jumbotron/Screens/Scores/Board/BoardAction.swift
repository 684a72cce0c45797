import FoundationEssentials
import SportsCore
import TerminalUI

/// Everything one league's board is sent: its intents, its answers and timers,
/// its standings' actions and its center's.
public enum BoardAction<L: League>: Equatable, Sendable {
    case intent(BoardIntent<L>)
    case mouse(MouseEvent)
    /// The day's schedule arrived (or failed), at the given time.
    case loaded(Day, Result<Loaded<L.Slate>, FetchError>, at: Date)
    case retry(Day)
    /// Time to fetch a day with a live game again.
    case liveRefreshDue
    case standings(L.Standings.Action)
    case bracket(L.Bracket.Action)
    case leaders(L.Leaders.Action)
    case player(PlayerPageAction)
    case team(TeamPageAction)
    case center(CenterAction<L.Center>)
    /// A dialog's answer for the saved favorites (the team chosen to follow or unfollow).
    case saved(FavoritesRequest)
}

public enum BoardIntent<L: League>: Equatable, Sendable {
    case previousDay, nextDay, today, pickDate, switchLeague, nextLeague
    /// `s` or `b`: standings or the bracket over the list (a season named by a route); back to the games.
    case cover(BoardRoute, season: Int? = nil), closeCover
    /// A player's page over whatever is on screen (the leaders), `Esc` back to it.
    case player(Int)
    /// A team's page over whatever is on screen; `T` on a game asks which of its teams.
    case team(TeamRef, season: Int? = nil, versus: TeamRef? = nil), pickTeam
    case follow, unfollow, reveal
    /// A field's follow dialog from its `n`th entrant (the `More` button: every driver can be reached).
    case followFrom(Int)
    /// `Space`: the game in the multiview or out of it; `m`: the multiview.
    case mark, multiview
    /// `v` over standings hidden for spoilers: shown for the rest of the run.
    case revealStandings
    case list(ListIntent)
    case center(CenterIntent<L.Center>)
}

/// What a game center is sent: its answers, its timers, a retry.
public enum CenterAction<C: GameCenterModel>: Equatable, Sendable {
    case answer(C.Answer)
    /// Time to fetch a live game again.
    case refreshDue
    /// The cursor rested on a game beside the list: now it is worth asking for.
    case restedOn(Int)
    case retry(Int)
}

public enum CenterIntent<C: GameCenterModel>: Equatable, Sendable {
    case section(C.Section)
    /// The league's own (`!`, `o`, `[` and `]`), in the section it belongs to:
    /// pressed on another section, the center turns there first.
    case own(C.Intent, in: C.Section)
    /// `z`: the center over the whole content at any width, and back.
    case fullScreen
}

extension TimerID {
    /// Re-fetch while a game on the day shown is live.
    static func liveRefresh(_ league: ScoresLeague) -> TimerID { TimerID("scores.\(league.rawValue).liveRefresh") }
    /// Re-fetch a live game whose center is on screen.
    static func centerRefresh(_ league: ScoresLeague) -> TimerID { TimerID("scores.\(league.rawValue).centerRefresh") }
    /// Beside the list, a game's answers are asked for once the cursor rests
    /// on it, not for every game it passes.
    static func centerRest(_ league: ScoresLeague) -> TimerID { TimerID("scores.\(league.rawValue).centerRest") }
}
