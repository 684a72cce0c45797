import FoundationEssentials
import SportsCore
import TerminalUI

/// Players' landings (bio, season, last games) fetched this run, shared by
/// My Players and the rosters: the last copy shows while a new one loads.
public struct PlayerStats: Equatable, Sendable {
    public var landings: [Int: Loadable<NHLPlayer, FetchError>] = [:]
    /// The player whose detail was on screen after the last action. A detail
    /// showing someone else asks for his landing; closing and reopening one
    /// asks again, as nothing was shown in between.
    var shown: Int?

    public init() {}

    public subscript(_ id: Int) -> Loadable<NHLPlayer, FetchError>? { landings[id] }

    /// The player with his landing, once one arrived.
    public func latest(_ player: NHLPlayer) -> NHLPlayer { landings[player.id]?.value ?? player }

    /// A player's detail, for measuring how far it scrolls (the favorite
    /// button's words change no height).
    func detail(_ player: NHLPlayer?) -> (ScreenContext) -> DetailScrollView.Content? {
        let load = player.flatMap { landings[$0.id] }
        return { context in
            player.map { p in { PlayerDetailView.render(p, load: load, favorite: false, context, into: &$0, area: $1, scroll: $2) } }
        }
    }

    mutating func start(_ id: Int) {
        var load = landings[id] ?? Loadable()
        load.start()
        landings[id] = load
    }

    /// Takes an answer; returns the failure to offer a retry for.
    mutating func apply(_ id: Int, _ result: Result<Loaded<NHLPlayer>, FetchError>, at: Date) -> FetchError? {
        var load = landings[id] ?? Loadable()
        let failure = load.apply(result.mapError { HockeyModule.describe404($0, "The NHL has no player \(id).") }, at: at)
        landings[id] = load
        return failure
    }
}
