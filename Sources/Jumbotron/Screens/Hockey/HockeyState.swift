import FoundationEssentials
import SportsCore
import TerminalUI

/// Where the Hockey tab is above its root (My Players).
public enum HockeyRoute: Equatable, Sendable {
    case teams
    case roster(String)
}

/// The NHL Player Tracker: a navigation stack over three screens, each with
/// its own state, and the players' landings they share.
public struct HockeyState: Equatable, Sendable {
    public var path: [HockeyRoute] = []
    public var myPlayers = MyPlayersState()
    public var teams = TeamsState()
    public var roster = RosterState()
    public var stats = PlayerStats()

    public init() {}

    public var top: HockeyRoute? { path.last }

    public var rosterTricode: String? {
        if case .roster(let tri) = top { return tri }
        return nil
    }

    /// The saved or roster player the selection is on, with his landing if one arrived.
    public func selectedPlayer(_ context: ScreenContext) -> NHLPlayer? {
        switch top {
        case nil: MyPlayersScreen.selected(myPlayers, stats, context)
        case .roster: RosterScreen.selected(roster, stats)
        case .teams: nil
        }
    }

    /// Whether a player's detail is open (pushed), not just shown beside a list.
    public var isShowingPlayer: Bool {
        switch top {
        case nil: myPlayers.list.showingDetail
        case .roster: roster.list.showingDetail
        case .teams: false
        }
    }

    /// The player whose detail is on screen: pushed, or beside the list on a wide terminal.
    func shownPlayer(_ context: ScreenContext) -> NHLPlayer? {
        guard top != .teams, isShowingPlayer || context.isSplit else { return nil }
        return selectedPlayer(context)
    }
}
