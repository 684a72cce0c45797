import SportsCore
import Primitives

/// A place in the app, with a string a user, a script or a status bar can
/// name: `nfl`, `nfl/2026-11-29`, `nhl/standings`, `nfl/game/401547417`,
/// `nfl/2026-11-29/game/401547417`, `hockey/team/TOR`, `multiview`, or a
/// tab's name (`myteams`). `jumbotron --open ROUTE` starts there; every jump
/// between tabs inside the app is a route too (`AppRouter`), so a new
/// destination is a case here and a line in the router, never a new effect.
public enum AppRoute: Hashable, Sendable, CustomStringConvertible {
    /// A tab as it was left.
    case tab(String)
    /// A league's board in Scores, on a day (nil: the day it shows).
    case board(ScoresLeague, Day?)
    /// A league's standings over its board.
    case standings(ScoresLeague)
    /// A game's center, on its board's day (nil: the day the board shows).
    case game(ScoresLeague, id: Int, day: Day?)
    /// An NHL team's roster in the Hockey tab, by its three letters.
    case hockeyTeam(String)
    /// My Teams' grid of live and marked games.
    case multiview
    /// Back along the last jump between tabs (`Esc` where a jump landed).
    case back

    public static func game(_ link: GameLink) -> AppRoute { .game(link.league, id: link.game, day: link.day) }

    public var description: String {
        switch self {
        case .tab(let name): name
        case .board(let league, let day): [league.rawValue, day?.iso].compactMap { $0 }.joined(separator: "/")
        // Named as the league names them: `nhl/standings`, tennis's `atp/draws`.
        case .standings(let league): "\(league.rawValue)/\(league.entry.standingsTitle.lowercased())"
        case .game(let league, let id, let day): [league.rawValue, day?.iso, "game", String(id)].compactMap { $0 }.joined(separator: "/")
        case .hockeyTeam(let code): "hockey/team/\(code)"
        case .multiview: "multiview"
        case .back: "back"
        }
    }

    /// Why a route string names no place: said to the user as it is.
    public struct Unknown: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The route a string names. A league is any of its names (`epl`, `eng.1`,
    /// `premier-league`); a day is ISO (`2026-11-29`). Anything else is an error
    /// that says what would be understood, never a guess.
    public static func parse(_ text: String, tabs: [String], league named: (String) -> ScoresLeague?) throws(Unknown) -> AppRoute {
        // Said back at most 60 characters long, whatever was pasted.
        let said = text.count > 60 ? String(text.prefix(60)) + "…" : text
        let parts = text.trimmedWhitespace.lowercased().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard text.utf8.count <= 200, let head = parts.first, !head.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else {
            throw Unknown(description: "'\(said)' names no place: try a tab (\(tabs.joined(separator: ", "))), a league (nfl), nfl/standings or nfl/game/ID")
        }
        let lowered = head
        if parts.count == 1, lowered == "multiview" { return .multiview }
        if parts.count == 1, let tab = tabs.first(where: { $0 == lowered }) { return .tab(tab) }
        if lowered == "hockey", parts.count == 3, parts[1] == "team" {
            let code = parts[2].uppercased()
            guard (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw Unknown(description: "'\(parts[2])' is not an NHL team's three letters (TOR, NYR)")
            }
            return .hockeyTeam(code)
        }
        guard let league = named(head) else {
            throw Unknown(description: "'\(said)' is neither a tab (\(tabs.joined(separator: ", "))) nor a league (see jumbotron --help)")
        }
        var rest = parts.dropFirst()
        var day: Day?
        if let first = rest.first, first.first?.isNumber == true, first.contains("-") {
            guard let d = Day(iso: first) else { throw Unknown(description: "'\(first)' is not a day (YYYY-MM-DD)") }
            day = d
            rest = rest.dropFirst()
        }
        switch Array(rest) {
        case []: return .board(league, day)
        case let tail where tail.count == 1 && day == nil && ["standings", league.entry.standingsTitle.lowercased()].contains(tail[0]):
            return .standings(league)
        case let tail where tail.count == 2 && tail[0] == "game":
            guard let id = Int(tail[1]), id > 0 else { throw Unknown(description: "'\(tail[1])' is not a game's id (digits)") }
            return .game(league, id: id, day: day)
        default:
            throw Unknown(description: "'\(said)' names no place in \(league.rawValue): try \(league.rawValue), \(league.rawValue)/standings or \(league.rawValue)/game/ID")
        }
    }
}

extension AppRoute {
    /// Where a start on this route begins, so the first screen drawn is the right
    /// one and nothing else is asked for: the tab, Scores' league and day; `then`
    /// is what is left to do once started (a game to open, standings, a roster).
    public var start: (tab: String, league: ScoresLeague?, day: Day?, then: AppRoute?) {
        switch self {
        case .tab(let name): (name, nil, nil, nil)
        case .board(let league, let day): (Tab.scores.name, league, day, nil)
        case .standings(let league): (Tab.scores.name, league, nil, self)
        case .game(let league, _, let day): (Tab.scores.name, league, day, self)
        case .hockeyTeam: (Tab.hockey.name, nil, nil, self)
        case .multiview: (Tab.myTeams.name, nil, nil, self)
        case .back: (Tab.scores.name, nil, nil, nil)
        }
    }
}
