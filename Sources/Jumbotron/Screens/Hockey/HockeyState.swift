import FoundationEssentials
import SportsCore
import TerminalUI

/// Which screen the Hockey tab shows above its root (My Players).
public enum HockeyRoute: Equatable, Sendable {
    case teams
    case roster(String)
}

/// A screen pushed over My Players, with its own state: popping it drops
/// the state with it (the clubs' rosters, like the players' landings, are the tab's to share).
public enum HockeyScreen: Equatable, Sendable {
    case teams(TeamsState)
    case roster(RosterState)

    public var route: HockeyRoute {
        switch self {
        case .teams: .teams
        case .roster(let roster): .roster(roster.tricode ?? "")
        }
    }
}

/// The NHL Player Tracker: My Players at the root, Teams and a club's roster
/// pushed over it, and the players' landings every screen shares.
public struct HockeyState: Equatable, Sendable {
    public var path = Routes<HockeyScreen>()
    public var myPlayers = MyPlayersState()
    public var stats = PlayerStats()
    /// Each club's roster as last loaded: a roster opened again shows at once.
    public var rosters: [String: Loadable<NHLRoster, FetchError>] = [:]

    public init() {}

    public var top: HockeyRoute? { path.top?.route }
    /// The screens pushed, by kind, root first.
    public var trail: [HockeyRoute] { path.stack.map(\.route) }

    /// The Teams screen's state while it is pushed (a fresh one when it is not:
    /// what is done to that is dropped, as for any screen not on the stack).
    public var teams: TeamsState {
        get { path.stack.lazy.compactMap { if case .teams(let teams) = $0 { teams } else { nil } }.first ?? TeamsState() }
        set { path.update(where: { $0.route == .teams }) { $0 = .teams(newValue) } }
    }

    /// The roster screen's state while one is pushed, with the shared rosters
    /// (an answer that lands after the screen was popped is still kept).
    public var roster: RosterState {
        get {
            var roster = path.stack.lazy.compactMap { if case .roster(let roster) = $0 { roster } else { nil } }.first ?? RosterState()
            roster.rosters = rosters
            return roster
        }
        set {
            rosters = newValue.rosters
            var screen = newValue
            screen.rosters = [:]
            path.update(where: { if case .roster = $0 { true } else { false } }) { $0 = .roster(screen) }
        }
    }

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
