import FoundationEssentials
import SportsCore
import TerminalUI

/// A league's board behind one erased type, built once in the league table:
/// the shell calls plain functions on it and never names a league. This file
/// is the only place that opens a league's generic types for the shell.
struct LeagueEntry: Sendable {
    /// An app event for the league on screen.
    let event: @Sendable (inout ScoresState, AppEvent, ScreenContext) -> [Effect<ScoresAction>]
    /// The league's own actions (nil for another league's), on screen or not.
    let reduce: @Sendable (inout ScoresState, ScoresAction, ScreenContext) -> [Effect<ScoresAction>]?
    /// After every action: the center on screen follows the selection.
    let follow: @Sendable (inout ScoresState, ScreenContext) -> [Effect<ScoresAction>]
    /// `l` away from this league: its timers stop.
    let leave: @Sendable (inout ScoresState) -> [Effect<ScoresAction>]
    /// A date picked in the shared picker.
    let show: @Sendable (inout ScoresState, Day, ScreenContext) -> [Effect<ScoresAction>]
    let keyAction: @Sendable (Key, ScoresState, ScreenContext) -> ScoresAction?
    let mouseAction: @Sendable (MouseEvent, ScoresState) -> ScoresAction
    let keyHelp: @Sendable (ScoresState, ScreenContext) -> [KeyHelp]
    let render: @Sendable (ScoresState, ScreenContext, inout Canvas, Rect) -> Void
    let isBusy: @Sendable (ScoresState) -> Bool
    let canGoBack: @Sendable (ScoresState) -> Bool
    /// The table over the board (standings, a bracket), when one is.
    let cover: @Sendable (ScoresState) -> BoardRoute?
    /// The picker's line: the loaded board's games and how many are live (nil before its first answer).
    let counts: @Sendable (ScoresState) -> (games: Int, live: Int)?
    /// My Teams: a day's games in the shared model (`today` as the board gives it);
    /// a poll takes an answer the board fetched within `sharedWithin` seconds.
    let summaries: @Sendable (_ day: Day, _ today: Day, _ sharedWithin: Int) -> Effect<FeedAnswer>
    /// What `←`/`→` step by, in days: My Teams looks that far around today.
    let stepDays: Int
    let livePace: @Sendable (Duration) -> Duration
    let sampleDays: @Sendable (OfflineDataSource) -> [Day]
    /// Print: a day's games (`today` as the board gives it), the sample's opening day, a game's sections and standings.
    /// A copy within `sharedWithin` seconds is taken without asking (0: always asked).
    let games: @Sendable (any DataSource, Day, Day, _ sharedWithin: Int) async throws(FetchError) -> Loaded<[Contest]>
    /// A day's games from the copy on disk, never the network (`jumbotron status` out of time).
    let keptGames: @Sendable (any DataSource, Day, Day) -> Loaded<[Contest]>?
    let openingDay: @Sendable (OfflineDataSource) -> Day?
    let printSections: [String]
    let printGame: @Sendable (any DataSource, Int, String, TimeLocale, Zone) async throws(FetchError) -> PrintTable
    let printStandings: @Sendable (any DataSource, Day, Int?, OfflineDataSource?) async throws(FetchError) -> PrintTable?
    /// `print bracket`, `print leaders`: a table over the board as a print table; nil where the league has none.
    let printCover: @Sendable (BoardRoute, any DataSource, Day, Int?, OfflineDataSource?) async throws(FetchError) -> PrintTable?
    /// A game's center on its day, from elsewhere (My Teams).
    let open: @Sendable (inout ScoresState, GameLink, ScreenContext) -> [Effect<ScoresAction>]
    /// Its standings or its bracket pushed over the board (nothing when up already; a season named for a bracket).
    let openCover: @Sendable (inout ScoresState, BoardRoute, Int?, ScreenContext) -> [Effect<ScoresAction>]
    /// A player's page over the board (nothing where the league has none).
    let openPlayer: @Sendable (inout ScoresState, Int, ScreenContext) -> [Effect<ScoresAction>]
    /// A team's page over the board, by the code a route names, a season's, its games against another
    /// team only when one is named (nothing where the league has none).
    let openTeam: @Sendable (inout ScoresState, String, Int?, String?, ScreenContext) -> [Effect<ScoresAction>]
    /// What `/` finds on its board: the teams and athletes of the games read, its leaders, the player shown.
    let searchItems: @Sendable (ScoresState) -> [SearchItem]
    /// The day its board shows.
    let shownDay: @Sendable (ScoresState) -> Day
    /// The title's last word while a table is up (`Standings`, tennis's `Draws`, `Bracket`), and its route's word.
    let coverTitles: [BoardRoute: (title: String, route: String)]

    /// The erasure, written once for every league: `id` is the row, `L` its sport's family type.
    init<L: LeagueRules>(_ id: ScoresLeague, _ league: L.Type, _ scope: Scope<ScoresState, ScoresAction, BoardState<L>, BoardAction<L>>) {
        let path = scope.state
        @Sendable func visible(_ s: ScoresState, _ context: ScreenContext) -> Bool {
            s.league == id && context.isShowing(ScoresModule.self)
        }
        event = { s, event, context in
            let shown = visible(s, context)
            return scope.run(&s) { Board<L>.event(&$0, event, context, visible: shown) }
        }
        reduce = { s, action, context in
            guard var action = scope.extract(action) else { return nil }
            let board = s[keyPath: path]
            if case .mouse(let e) = action, e.kind == .click, !board.showingCover,
               let intent = BoardView<L>.headerClick(board, context, at: e.position) {
                action = .intent(intent)
            }
            switch action {
            case .intent(.pickDate):
                s.picker = DatePickerState(cursor: board.date, available: board.bundledDates)
                return []
            case .intent(.switchLeague):
                s.leaguePicker = LeaguePickerState(selected: id)
                // Every other board's day is asked for once (no timers: none is on screen), so the picker can count its games.
                return context.leagues.rows.filter { $0.id != id }.flatMap { $0.id.entry.event(&s, .appear, context) }
            case .intent(.nextLeague):
                return ScoresModule.switchLeague(&s, to: id.next(among: context.leagues.enabledRows.map(\.id)), context)
            default:
                let shown = visible(s, context)
                return scope.run(&s) { Board<L>.reduce(&$0, action, context, visible: shown) }
            }
        }
        follow = { s, context in
            let shown = visible(s, context)
            return scope.run(&s) { CenterDriver<L>.follow(&$0, context, visible: shown) }
        }
        leave = { s in scope.run(&s) { Board<L>.leave(&$0) } }
        show = { s, day, context in scope.run(&s) { Board<L>.show(&$0, day, today: context.today) } }
        openCover = { s, route, season, context in
            let shown = visible(s, context)
            return scope.run(&s) {
                $0.routes.top == route && season == nil ? [] : Board<L>.reduce(&$0, .intent(.cover(route, season: season)), context, visible: shown)
            }
        }
        openPlayer = { s, player, context in
            let shown = visible(s, context)
            return scope.run(&s) { Board<L>.reduce(&$0, .intent(.player(player)), context, visible: shown) }
        }
        openTeam = { s, code, season, versus, context in
            guard let team = id.family.team(id.row, code: code) else { return [.notice("\(id.name) has no team '\(code.prefix(12))'")] }
            let other = versus.flatMap { id.family.team(id.row, code: $0) }
            let shown = visible(s, context)
            return scope.run(&s) { Board<L>.reduce(&$0, .intent(.team(team, season: season, versus: other)), context, visible: shown) }
        }
        shownDay = { s in s[keyPath: path].date }
        searchItems = { s in BoardSearch.items(s[keyPath: path], id) }
        coverTitles = BoardCover<L>.titles
        keyAction = { key, s, context in
            let board = s[keyPath: path]
            if let cover = BoardCover<L>.shown(board) {
                if Board<L>.standingsCovered(board, context) {
                    return StandingsCover.intent(key, cover).map { scope.embed(.intent($0)) }
                }
                return cover.keyAction(key, board, context).map(scope.embed)
            }
            return BoardKeys<L>.map(board, context, visible: visible(s, context)).intent(for: key).map { scope.embed(.intent($0)) }
        }
        mouseAction = { event, _ in scope.embed(.mouse(event)) }
        keyHelp = { s, context in
            let board = s[keyPath: path]
            if let cover = BoardCover<L>.shown(board) {
                if Board<L>.standingsCovered(board, context) { return [StandingsCover.help(cover)] }
                return [cover.keyHelp(board, context)]
            }
            return BoardKeys<L>.help(board, context, visible: visible(s, context))
        }
        render = { s, context, canvas, area in BoardView<L>.render(s[keyPath: path], context, into: &canvas, area: area) }
        isBusy = { s in
            let board = s[keyPath: path]
            // Asked every frame: each table asked in place, not through the erased covers (closures made per call).
            return board.isLoading || L.Standings.isLoading(board.standings) || L.Bracket.isLoading(board.bracket)
                || L.Leaders.isLoading(board.leaders) || PlayerPage.isLoading(board.player) || TeamPage.isLoading(board.team)
                || board.center?.isBusy == true
        }
        canGoBack = { s in s[keyPath: path].showingCover || s[keyPath: path].list.showingDetail }
        cover = { s in s[keyPath: path].routes.top }
        counts = { s in
            let board = s[keyPath: path]
            guard board.load.value != nil else { return nil }
            return (board.summaries.count, board.summaries.filter(\.isLive).count)
        }
        summaries = { day, today, shared in
            .fetch(L.schedule(id, day, today: today).shared(within: shared), key: "myteams.\(id.rawValue).\(day.iso)") { result, at in
                FeedAnswer(day: day, result: result.map { Loaded(value: L.games(in: $0.value).map(L.summary), origin: $0.origin) }, at: at)
            }
        }
        stepDays = L.step.days
        livePace = { L.livePace($0) }
        sampleDays = { L.sampleDays(id, $0).all }
        games = { data, day, today, shared throws(FetchError) in
            let loaded = try await data.run(L.schedule(id, day, today: today).shared(within: shared))
            return Loaded(value: L.games(in: loaded.value).map(L.summary), origin: loaded.origin)
        }
        keptGames = { data, day, today in
            data.lastCopy(L.schedule(id, day, today: today)).map { Loaded(value: L.games(in: $0.value).map(L.summary), origin: $0.origin) }
        }
        openingDay = { L.sampleDays(id, $0).opening }
        printSections = L.printSections
        printGame = { data, game, section, locale, zone throws(FetchError) in
            try await L.printGame(id, game, section, data, locale, zone)
        }
        printStandings = { data, today, season, offline throws(FetchError) in
            try await L.printStandings(id, data, today, season: season, offline: offline)
        }
        printCover = { route, data, today, season, offline throws(FetchError) in
            switch route {
            case .standings: try await L.Standings.printTable(id, data, today, season: season, offline: offline)
            case .bracket: try await L.Bracket.printTable(id, data, today, season: season, offline: offline)
            case .leaders: try await L.Leaders.printTable(id, data, today, season: season, offline: offline)
            case .player, .team: nil
            }
        }
        open = { s, link, context in scope.run(&s) { Board<L>.open(&$0, link, context) } }
    }
}

/// A day of a league's games as My Teams reads them: the shared model only.
public struct FeedAnswer: Equatable, Sendable {
    public var day: Day
    public var result: Result<Loaded<[Contest]>, FetchError>
    public var at: Date
}
