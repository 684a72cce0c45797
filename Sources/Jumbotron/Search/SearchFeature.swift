import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// What the search is sent besides keys: ESPN asked for a name the app does not know.
public enum SearchAction: Equatable, Sendable {
    /// The query has rested long enough to be worth asking ESPN.
    case due(String)
    case answered(String, Result<Loaded<[ESPNSearchHit]>, FetchError>)
}

extension TimerID {
    static let searchRest = TimerID("search.rest")
}

/// The search's keys: typing to the query, the arrows to the results,
/// `Enter` to the team's or the player's place, `Esc` away. Online, a query
/// of three letters or more that rests a moment is asked of ESPN too, and
/// its athletes join the results under their leagues.
enum SearchFeature {
    /// How long the query rests before ESPN is asked: typing asks nothing.
    static let rest: Duration = .milliseconds(400)

    static func key(_ key: Key, _ search: inout SearchState, _ state: inout AppState) -> [Command] {
        let before = search.query
        if let intent = SearchKeys.map.intent(for: key) {
            switch intent {
            case .up: search.move(-1)
            case .down: search.move(1)
            case .pageUp: search.move(-10)
            case .pageDown: search.move(10)
            case .erase: search.erase()
            case .close:
                state.presented = nil
                return [.cancelTimer(.searchRest)]
            case .open:
                guard let item = search.chosen else { break }
                state.presented = nil
                return [.cancelTimer(.searchRest)] + AppRouter.navigate(item.route, &state)
            }
        } else if case .char(let c) = key {
            search.type(String(c))
        }
        state.presented = .search(search)
        return search.query == before ? [] : typed(search, state)
    }

    /// Pasted text into the query.
    static func paste(_ text: String, _ search: inout SearchState, _ state: inout AppState) -> [Command] {
        search.type(text)
        state.presented = .search(search)
        return typed(search, state)
    }

    /// A changed query: ESPN is asked once it rests (online, three letters or more), never for each letter.
    static func typed(_ search: SearchState, _ state: AppState) -> [Command] {
        guard !state.display.offline else { return [] }
        guard search.query.trimmedWhitespace.count >= 3 else { return [.cancelTimer(.searchRest)] }
        return [.startTimer(.searchRest, after: rest, fire: .search(.due(search.query)))]
    }

    static func reduce(_ action: SearchAction, _ state: inout AppState) -> [Command] {
        guard var search = state.presented?.search else { return [] }
        switch action {
        case .due(let query):
            guard query == search.query, search.asked != query else { return [] }
            search.asked = query
            search.asking = true
            state.presented = .search(search)
            return [.fetch(FetchEffect(.espnSearch(query), key: "search") { result, _ in .search(.answered(query, result)) })]
        case .answered(let query, let result):
            guard query == search.query else { return [] }   // an answer for a query typed over
            search.asking = false
            if case .success(let loaded) = result {
                search.remote = loaded.value.compactMap { item($0, state.leagues) }
            } else {
                search.remoteFailed = true
            }
            search.refresh()
            state.presented = .search(search)
            return []
        }
    }

    /// An athlete ESPN found, in a league whose players have pages here; nil for one of a league the app does not read.
    static func item(_ hit: ESPNSearchHit, _ leagues: LeagueTable) -> SearchItem? {
        guard let row = leagues.rows.first(where: { $0.id.entry.coverTitles[.player] != nil && LeadersCover.espn($0.id).league == hit.league })
        else { return nil }
        return SearchItem(league: row.id, kind: .player, name: hit.name, detail: [hit.subtitle, "ESPN"].compactMap { $0 }.joined(separator: " · "),
                          route: .player(row.id, id: hit.athlete))
    }
}
