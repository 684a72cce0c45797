import SportsCore
import Primitives

/// A place in the app, with a string a user, a script or a status bar can
/// name: `nfl`, `nfl/2026-11-29`, `nhl/standings`, `nhl/bracket/2026`, `nfl/leaders`, `mlb/team/147`, `nfl/game/401547417`,
/// `nfl/2026-11-29/game/401547417`, `hockey/team/TOR`, `multiview`, or a
/// tab's name (`myteams`). `jumbotron --open ROUTE` starts there; every jump
/// between tabs inside the app is a route too (`AppRouter`), so a new
/// destination is a case here and a line in the router, never a new effect.
public enum AppRoute: Hashable, Sendable, CustomStringConvertible {
    /// A tab as it was left.
    case tab(String)
    /// A league's board in Scores, on a day (nil: the day it shows).
    case board(ScoresLeague, Day?)
    /// A table over a league's board: its standings, its bracket, its leaders; a season
    /// (a bracket's or the leaders') when named, else the one of the day the board shows.
    case cover(ScoresLeague, BoardRoute, season: Int?)
    /// A game's center, on its board's day (nil: the day the board shows).
    case game(ScoresLeague, id: Int, day: Day?)
    /// A player's page over a league's board, by ESPN's id.
    case player(ScoresLeague, id: Int)
    /// A team's page over a league's board, by the code its league follows it by (`147`, `TOR`): a
    /// season's (nil: the current one), and only its postseason games against another team when `versus`
    /// names one (a series of the bracket: `nhl/team/TOR/2026/vs/FLA`).
    case team(ScoresLeague, code: String, season: Int? = nil, versus: String? = nil)
    /// An NHL team's roster in the Hockey tab, by its three letters.
    case hockeyTeam(String)
    /// My Teams' grid of live and marked games.
    case multiview
    /// Back along the last jump between tabs (`Esc` where a jump landed).
    case back

    public static func game(_ link: GameLink) -> AppRoute { .game(link.league, id: link.game, day: link.day) }
    public static func standings(_ league: ScoresLeague) -> AppRoute { .cover(league, .standings, season: nil) }
    public static func bracket(_ league: ScoresLeague, season: Int?) -> AppRoute { .cover(league, .bracket, season: season) }
    public static func leaders(_ league: ScoresLeague, season: Int?) -> AppRoute { .cover(league, .leaders, season: season) }

    public var description: String {
        switch self {
        case .tab(let name): name
        case .board(let league, let day): [league.rawValue, day?.iso].compactMap { $0 }.joined(separator: "/")
        // Named as the league names them: `nhl/standings`, tennis's `atp/draws`, `nhl/bracket/2025`.
        case .cover(let league, let route, let season):
            [league.rawValue, league.entry.coverTitles[route]?.route ?? route.word, season.map(String.init)].compactMap { $0 }.joined(separator: "/")
        case .game(let league, let id, let day): [league.rawValue, day?.iso, "game", String(id)].compactMap { $0 }.joined(separator: "/")
        case .player(let league, let id): "\(league.rawValue)/player/\(id)"
        case .team(let league, let code, let season, let versus):
            (["\(league.rawValue)/team/\(code)", season.map(String.init)] + [versus.map { "vs/\($0)" }]).compactMap { $0 }.joined(separator: "/")
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
        case let tail where tail.count == 1 && day == nil && ["standings", league.entry.coverTitles[.standings]?.route].contains(tail[0]):
            return .standings(league)
        case let tail where (1...2).contains(tail.count) && day == nil && [BoardRoute.bracket.word, BoardRoute.leaders.word].contains(tail[0]):
            let route: BoardRoute = tail[0] == BoardRoute.bracket.word ? .bracket : .leaders
            guard league.entry.coverTitles[route] != nil else {
                throw Unknown(description: "\(league.name) has no \(route.word) in Jumbotron yet: try \(choices(league))")
            }
            guard tail.count == 2 else { return .cover(league, route, season: nil) }
            guard let season = Int(tail[1]), (1900...2200).contains(season) else {
                throw Unknown(description: "'\(tail[1].prefix(12))' is not a season's year (\(league.rawValue)/\(route.word)/2026)")
            }
            return .cover(league, route, season: season)
        case let tail where tail.count == 2 && tail[0] == "player" && day == nil:
            guard league.entry.coverTitles[.player] != nil else {
                throw Unknown(description: "\(league.name) has no player pages in Jumbotron yet: try \(choices(league))")
            }
            guard let id = Int(tail[1]), id > 0 else { throw Unknown(description: "'\(tail[1].prefix(12))' is not a player's id (digits)") }
            return .player(league, id: id)
        case let tail where [2, 3, 5].contains(tail.count) && tail[0] == "team" && day == nil:
            return try team(league, Array(tail.dropFirst()))
        case let tail where tail.count == 2 && tail[0] == "game":
            guard let id = Int(tail[1]), id > 0 else { throw Unknown(description: "'\(tail[1])' is not a game's id (digits)") }
            return .game(league, id: id, day: day)
        default:
            throw Unknown(description: "'\(said)' names no place in \(league.rawValue): try \(choices(league))")
        }
    }
}

extension AppRoute {
    /// `CODE`, `CODE/YEAR` or `CODE/YEAR/vs/OTHER` after a league's `team`.
    static func team(_ league: ScoresLeague, _ parts: [String]) throws(Unknown) -> AppRoute {
        guard league.entry.coverTitles[.team] != nil else {
            throw Unknown(description: "\(league.name) has no team pages in Jumbotron yet: try \(choices(league))")
        }
        func named(_ code: String) throws(Unknown) -> String {
            guard let team = league.family.team(league.row, code: code) else {
                throw Unknown(description: "'\(code.prefix(12))' is not a team of \(league.name): name one by its abbreviation (\(league.rawValue)/team/ABBR)")
            }
            return team.routeCode
        }
        let code = try named(parts[0])
        guard parts.count > 1 else { return .team(league, code: code) }
        guard let season = Int(parts[1]), (1900...2200).contains(season) else {
            throw Unknown(description: "'\(parts[1].prefix(12))' is not a season's year (\(league.rawValue)/team/\(code)/2026)")
        }
        guard parts.count == 4 else { return .team(league, code: code, season: season) }
        guard parts[2] == "vs" else { throw Unknown(description: "'\(parts[2].prefix(12))' names nothing after a season: try vs/ABBR") }
        return .team(league, code: code, season: season, versus: try named(parts[3]))
    }

    /// `nfl, nfl/standings, nfl/leaders or nfl/game/ID`: the places a league's routes name, said when one is not understood.
    static func choices(_ league: ScoresLeague) -> String {
        let code = league.rawValue
        let tables = [BoardRoute.standings, .bracket, .leaders].filter { league.entry.coverTitles[$0] != nil || $0 == .standings }
            .map { "\(code)/\(league.entry.coverTitles[$0]?.route ?? $0.word)" }
        return ([code] + tables).joined(separator: ", ") + " or \(code)/game/ID"
    }

    /// Where a start on this route begins, so the first screen drawn is the right
    /// one and nothing else is asked for: the tab, Scores' league and day; `then`
    /// is what is left to do once started (a game to open, standings, a roster).
    public var start: (tab: String, league: ScoresLeague?, day: Day?, then: AppRoute?) {
        switch self {
        case .tab(let name): (name, nil, nil, nil)
        case .board(let league, let day): (Tab.scores.name, league, day, nil)
        case .cover(let league, _, _), .player(let league, _), .team(let league, _, _, _): (Tab.scores.name, league, nil, self)
        case .game(let league, _, let day): (Tab.scores.name, league, day, self)
        case .hockeyTeam: (Tab.hockey.name, nil, nil, self)
        case .multiview: (Tab.myTeams.name, nil, nil, self)
        case .back: (Tab.scores.name, nil, nil, nil)
        }
    }
}
