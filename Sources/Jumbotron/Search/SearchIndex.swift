import Primitives
import SportsCore

/// One thing `/` can find: a team or a player of a league, the words it is
/// found by, and where `Enter` takes it.
public struct SearchItem: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable { case team, player }

    public var league: ScoresLeague
    public var kind: Kind
    public var name: String
    /// What is said after the name (`TOR`, `C · Toronto Maple Leafs`).
    public var detail: String
    public var route: AppRoute
    /// The name and its other words, lower case with accents folded, once.
    let words: String

    public init(league: ScoresLeague, kind: Kind, name: String, detail: String, route: AppRoute, also: [String] = []) {
        self.league = league; self.kind = kind; self.name = name; self.detail = detail; self.route = route
        words = ([name] + also).joined(separator: " ").searchFolded
    }
}

/// What the app knows this run: every league's clubs its family lists, the
/// teams of every board it has read, the leaders and players it has read.
enum SearchIndex {
    static func build(_ state: AppState) -> [SearchItem] {
        var items: [SearchItem] = []
        var seen = Set<String>()
        let leagues = state.leagues
        for row in leagues.rows where leagues.enabledRows.contains(where: { $0.id == row.id }) || row.id == state.scores.league {
            let league = row.id
            for item in league.family.searchTeams(row) + league.entry.searchItems(state.scores) {
                let key = "\(league.rawValue) \(item.kind.rawValue) \(item.name.searchFolded)"
                if seen.insert(key).inserted { items.append(item) }
            }
        }
        return items
    }
}
