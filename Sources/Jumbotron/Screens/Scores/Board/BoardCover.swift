import FoundationEssentials
import SportsCore
import TerminalUI

/// One of the tables a board pushes over its list (its standings, its
/// bracket), by its slot: the board, its keys and its view ask the cover on
/// screen through this and never name the slot, so each is written once.
struct BoardCover<L: LeagueRules> {
    let route: BoardRoute
    let key: Character
    let title: String
    let routeWord: String
    let hiddenLines: (heading: String, why: String)
    let isLoading: (BoardState<L>) -> Bool
    let open: (inout BoardState<L>, Day, Int?) -> [Effect<BoardAction<L>>]
    let refresh: (inout BoardState<L>) -> [Effect<BoardAction<L>>]
    let clamp: (inout BoardState<L>, ScreenContext) -> Void
    let mouse: (MouseEvent) -> BoardAction<L>
    let keyAction: (Key, BoardState<L>, ScreenContext) -> BoardAction<L>?
    let keyHelp: (BoardState<L>, ScreenContext) -> KeyHelp
    let render: (BoardState<L>, ScreenContext, inout Canvas, Rect) -> Void

    init<R: StandingsRules>(_ rules: R.Type, _ route: BoardRoute, _ path: WritableKeyPath<BoardState<L>, R.State> & Sendable,
                            _ embed: @escaping @Sendable (R.Action) -> BoardAction<L>) {
        self.route = route
        key = R.coverKey
        title = R.coverTitle
        routeWord = R.routeWord
        hiddenLines = R.hiddenLines
        let scope = Scope<BoardState<L>, BoardAction<L>, R.State, R.Action>(path, embed: embed)
        isLoading = { R.isLoading($0[keyPath: path]) }
        open = { s, day, season in scope.run(&s) { R.open(&$0, day: day, season: season) } }
        refresh = { s in scope.run(&s) { R.refresh(&$0) } }
        clamp = { s, context in R.clamp(&s[keyPath: path], context) }
        mouse = { embed(R.mouse($0)) }
        keyAction = { key, s, context in
            R.keyAction(key, s[keyPath: path], context).map {
                switch $0 {
                case .close: .intent(.closeCover)
                case .action(let a): embed(a)
                }
            }
        }
        keyHelp = { s, context in R.keyHelp(s[keyPath: path], context) }
        render = { s, context, canvas, area in R.render(s[keyPath: path], context, into: &canvas, area: area) }
    }

    /// The board's keys for its covers, read from the types: asked while drawing the first frame, when making
    /// the erased covers (their scopes and closures) cost more than the rest of the keys.
    static func bindings(_ league: ScoresLeague) -> [KeyBinding<BoardIntent<L>>] {
        var keys: [KeyBinding<BoardIntent<L>>] = []
        if !(L.Standings.self is NoStandings.Type) { keys.append(binding(L.Standings.self, .standings, league)) }
        if !(L.Bracket.self is NoStandings.Type) { keys.append(binding(L.Bracket.self, .bracket, league)) }
        if !(L.Leaders.self is NoStandings.Type) { keys.append(binding(L.Leaders.self, .leaders, league)) }
        return keys
    }

    static func binding<R: StandingsRules>(_ rules: R.Type, _ route: BoardRoute, _ league: ScoresLeague) -> KeyBinding<BoardIntent<L>> {
        // Beside a center the box score takes `b`: the bracket keeps its capital.
        let upper = Character(String(R.coverKey).uppercased())
        return KeyBinding([.char(R.coverKey)] + (route != .bracket || upper == R.coverKey ? [] : [.char(upper)]), .cover(route),
                          help: R.coverHelp(league), hint: R.coverHint)
    }

    /// The league's covers, those it has: standings, the bracket, the leaders.
    static var all: [BoardCover] {
        var covers: [BoardCover] = []
        if !(L.Standings.self is NoStandings.Type) { covers.append(BoardCover(L.Standings.self, .standings, \.standings, BoardAction.standings)) }
        if !(L.Bracket.self is NoStandings.Type) { covers.append(BoardCover(L.Bracket.self, .bracket, \.bracket, BoardAction.bracket)) }
        if !(L.Leaders.self is NoStandings.Type) {
            covers.append(BoardCover(L.Leaders.self, .leaders, \.leaders, BoardAction.leaders))
            // The leagues with ESPN's leaders have ESPN's players and teams.
            covers.append(BoardCover(PlayerPage.self, .player, \.player, BoardAction.player))
            covers.append(BoardCover(TeamPage.self, .team, \.team, BoardAction.team))
        }
        return covers
    }

    static func of(_ route: BoardRoute) -> BoardCover? { all.first { $0.route == route } }

    /// Each cover's title and route word, read from the types (no cover made: asked once per league, at start too).
    static var titles: [BoardRoute: (title: String, route: String)] {
        var titles: [BoardRoute: (title: String, route: String)] = [:]
        if !(L.Standings.self is NoStandings.Type) { titles[.standings] = (L.Standings.coverTitle, L.Standings.routeWord) }
        if !(L.Bracket.self is NoStandings.Type) { titles[.bracket] = (L.Bracket.coverTitle, L.Bracket.routeWord) }
        if !(L.Leaders.self is NoStandings.Type) {
            titles[.leaders] = (L.Leaders.coverTitle, L.Leaders.routeWord)
            titles[.player] = (PlayerPage.coverTitle, PlayerPage.routeWord)
            titles[.team] = (TeamPage.coverTitle, TeamPage.routeWord)
        }
        return titles
    }

    /// The cover over the list, when one is.
    static func shown(_ s: BoardState<L>) -> BoardCover? { s.routes.top.flatMap(of) }
}
