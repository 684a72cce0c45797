import FoundationEssentials
import SportsCore
import TerminalUI

/// Pure: one league's board, whatever the league: its days, list, standings
/// and live refresh. `visible` says the board is on screen (the Scores tab, on
/// this league). The date picker and the league switch are the tab's.
enum Board<L: LeagueRules> {
    typealias Action = BoardAction<L>

    static func appear(_ s: inout BoardState<L>, today: Day, offline: Bool = false) -> [Effect<Action>] {
        if s.load.isLoading { return [] }
        // Live, one about to begin is watched again from its answer (the samples never change).
        if !s.load.isSettled || s.hasLiveGame || (s.hasGameComing && !offline) { return load(&s, s.date, today: today) }
        return []
    }

    /// Leaving the board (`l`): its timers stop; they start again when it comes back.
    static func leave(_ s: inout BoardState<L>) -> [Effect<Action>] {
        s.center?.refreshScheduled = false
        return [.cancelTimer(.liveRefresh(s.league)), .cancelTimer(.centerRefresh(s.league))]
    }

    static func event(_ s: inout BoardState<L>, _ event: AppEvent, _ context: ScreenContext, visible: Bool) -> [Effect<Action>] {
        switch event {
        case .appear:
            return appear(&s, today: context.today, offline: context.display.offline)
        case .refresh:
            if let cover = BoardCover<L>.shown(s) { return cover.refresh(&s) }
            var effects = load(&s, s.date, today: context.today)
            if CenterDriver<L>.isVisible(s, context, visible) { effects += CenterDriver<L>.refetch(&s) }
            return effects
        case .resized:
            s.list.reveal(spec(s, context), context)
            for cover in BoardCover<L>.all { cover.clamp(&s, context) }
            return []
        case .back:
            if s.routes.isEmpty { s.list.apply(.back, spec(s, context), context) } else { s.popRoute() }
            return []
        case .savedChanged:
            // A follow or an unfollow moves its games; the cursor stays on the game it was on.
            guard s.load.value != nil else { return [] }
            let selected = s.gameIndex(atRow: s.list.selected)
            arrangeRows(&s, context)
            if let g = selected, let row = s.row(ofGame: g) { s.list.viewport.selected = row }
            s.list.reveal(spec(s, context), context)
            return []
        }
    }

    static func reduce(_ s: inout BoardState<L>, _ action: Action, _ context: ScreenContext, visible: Bool) -> [Effect<Action>] {
        switch action {
        case .intent(let intent):
            return perform(&s, intent, context)
        case .mouse(let event):
            if let cover = BoardCover<L>.shown(s) { return reduce(&s, cover.mouse(event), context, visible: visible) }
            if event.kind == .click, let intent = BoardView<L>.headerClick(s, context, at: event.position) {
                return perform(&s, intent, context)
            }
            s.list.mouse(event, spec(s, context), context)
            return []
        case .loaded(let day, let result, let at):
            return loaded(&s, day, result, at: at, context, visible: visible)
        case .retry(let day):
            guard day == s.date else { return [] }
            return load(&s, day, today: context.today)
        case .liveRefreshDue:
            guard visible, s.hasLiveGame || s.hasGameComing, !s.isLoading else { return [] }
            return load(&s, s.date, today: context.today, sharedWithin: L.livePace(context.liveRefresh))
        case .standings(let action):
            let shown = visible && s.showingStandings
            return standings.run(&s) { L.Standings.reduce(&$0, action, context, visible: shown) }
        case .bracket(let action):
            let shown = visible && s.showingBracket
            return Scope(\.bracket, embed: Action.bracket).run(&s) { L.Bracket.reduce(&$0, action, context, visible: shown) }
        case .leaders(let action):
            let shown = visible && s.showingLeaders
            return Scope(\.leaders, embed: Action.leaders).run(&s) { L.Leaders.reduce(&$0, action, context, visible: shown) }
        case .player(let action):
            let shown = visible && s.showingPlayer
            return Scope(\.player, embed: Action.player).run(&s) { PlayerPage.reduce(&$0, action, context, visible: shown) }
        case .team(.openGame(let game, let team)):
            return openTeamGame(&s, game, team: team, context)
        case .team(let action):
            let shown = visible && s.showingTeam
            return Scope(\.team, embed: Action.team).run(&s) { TeamPage.reduce(&$0, action, context, visible: shown) }
        case .center(let action):
            return CenterDriver<L>.reduce(&s, action, context, visible: visible)
        case .saved(let request):
            return [.favorites(request)]
        }
    }

    static func perform(_ s: inout BoardState<L>, _ intent: BoardIntent<L>, _ context: ScreenContext) -> [Effect<Action>] {
        switch intent {
        case .previousDay: return show(&s, s.date.adding(days: -L.step.days), today: context.today)
        case .nextDay: return show(&s, s.date.adding(days: L.step.days), today: context.today)
        case .today: return show(&s, context.today, today: context.today)
        case .pickDate, .switchLeague, .nextLeague: return []   // the tab's own: the pickers and the league are shared
        case .cover(let route, let season):
            guard let cover = BoardCover<L>.of(route) else { return [] }
            // One table over the list at a time: `b` from the standings goes to the bracket, and `Esc` to the games.
            s.popToList()
            s.push(route)
            return cover.open(&s, s.date, season)
        case .closeCover:
            if s.showingCover { s.popRoute() }
            return []
        case .player(let id):
            guard BoardCover<L>.titles[.player] != nil else { return [] }
            s.raise(.player)
            return Scope(\.player, embed: Action.player).run(&s) { PlayerPage.show(&$0, id: id) }
        case .team(let team, let season, let versus):
            guard BoardCover<L>.titles[.team] != nil else { return [] }
            s.raise(.team)
            return Scope(\.team, embed: Action.team).run(&s) { TeamPage.show(&$0, team: team, season: season, versus: versus, context) }
        case .pickTeam: return BoardFollowing.pickTeam(s, context)
        case .revealStandings:
            s.standingsRevealed = true
            return []
        case .list(let intent):
            s.list.apply(intent, spec(s, context), context)
            return []
        case .center(let intent):
            return CenterDriver<L>.perform(&s, intent, context)
        case .follow: return BoardFollowing.follow(s, context)
        case .followFrom(let start): return BoardFollowing.follow(s, context, from: start)
        case .unfollow: return BoardFollowing.unfollow(s, context)
        case .reveal: return BoardFollowing.reveal(s, context)
        case .mark:
            guard let game = s.selectedGame.map(L.summary) else { return [] }
            return [.favorites(.mark(GameLink(league: s.league, day: s.date, game: game.id)))]
        case .multiview: return [.navigate(.multiview)]
        }
    }

    /// Standings are covered: spoilers are hidden and `v` has not shown them.
    static func standingsCovered(_ s: BoardState<L>, _ context: ScreenContext) -> Bool {
        context.display.hideSpoilers && !s.standingsRevealed
    }

    /// Shows `day`: clears the list and fetches.
    static func show(_ s: inout BoardState<L>, _ day: Day, today: Day) -> [Effect<Action>] {
        let day = day.clampedToAPIRange
        s.date = day
        s.load.reset()
        s.list = ListDetail()
        return load(&s, day, today: today)
    }

    /// A game's center from elsewhere: its day shown (fetched when another is),
    /// the game selected and its center open, pushed over the list when narrow.
    static func open(_ s: inout BoardState<L>, _ link: GameLink, _ context: ScreenContext) -> [Effect<Action>] {
        s.popToList()
        s.pendingGame = link.game
        if s.date != link.day || s.load.value == nil { return show(&s, link.day, today: context.today) }
        selectPending(&s, context)
        return []
    }

    static func selectPending(_ s: inout BoardState<L>, _ context: ScreenContext) {
        let id = s.pendingGame, team = s.pendingTeam
        guard id != nil || team != nil else { return }
        s.pendingGame = nil
        s.pendingTeam = nil
        let wanted: (L.Game) -> Bool = { game in
            if let id { return L.Center.id(of: game) == id }
            let c = L.summary(game)
            return c.away.id == team || c.home.id == team
        }
        guard let g = s.games.firstIndex(where: wanted), let row = s.row(ofGame: g) else { return }
        s.list.viewport.selected = row
        if !context.isSplit { s.list.openDetail() }
        s.list.reveal(spec(s, context), context)
    }

    /// A game of a team's page: its day shown and the game opened. A board that reads ESPN's
    /// games knows the game by ESPN's id; another finds the team's game on that day.
    static func openTeamGame(_ s: inout BoardState<L>, _ game: ESPNTeamSchedule.Game, team: TeamRef, _ context: ScreenContext) -> [Effect<Action>] {
        guard let date = game.date else { return [] }
        let day = Day(date, in: context.display.timeZone)
        s.popToList()
        if s.league.row.source.espn != nil { s.pendingGame = game.id } else { s.pendingTeam = team.id }
        if s.date != day || s.load.value == nil { return show(&s, day, today: context.today) }
        selectPending(&s, context)
        return []
    }

    /// `today` because a league may read today's games from another source than other days' (the NBA's live scoreboard).
    /// `sharedWithin`: a poll, which takes an answer another poller (My Teams) fetched within its pace.
    static func load(_ s: inout BoardState<L>, _ day: Day, today: Day, sharedWithin pace: Duration? = nil) -> [Effect<Action>] {
        s.load.start()
        var fetch = L.schedule(s.league, day, today: today)
        // While the delay holds the day back, the board shows what cannot spoil (`heldBack`).
        fetch.previewsWhileHeld = true
        if let pace { fetch = fetch.shared(within: Int(pace.components.seconds) - 1) }
        return [.cancelTimer(.liveRefresh(s.league)), .fetch(fetch, key: L.scheduleKey(s.league)) { .loaded(day, $0, at: $1) }]
    }

    static func loaded(_ s: inout BoardState<L>, _ day: Day, _ result: Result<Loaded<L.Slate>, FetchError>, at: Date,
                       _ context: ScreenContext, visible: Bool) -> [Effect<Action>] {
        guard day == s.date else { return [] }   // an answer for a date no longer shown
        let selectedID = s.selectedGame.map(L.Center.id)
        let failure = s.load.apply(result, at: at) { _, slate in L.slate(slate, with: L.arrange(L.games(in: slate), context)) }
        if case .success = result, s.load.value != nil {
            arrangeRows(&s, context)
            if let id = selectedID, let g = s.games.firstIndex(where: { L.Center.id(of: $0) == id }), let row = s.row(ofGame: g) {
                s.list.viewport.selected = row
            } else if selectedID == nil, let g = openingGame(s, context), let row = s.row(ofGame: g) {
                s.list.viewport.selected = row
            }
            // A heading is never selected: the cursor goes to the first game under it.
            if s.gameIndex(atRow: s.list.selected) == nil {
                let selectable = { [rows = s.rows] (i: Int) in rows.indices.contains(i) && rows[i].isGame }
                s.list.viewport.move(by: 0, count: s.rows.count, isSelectable: selectable)
            }
            s.list.reveal(spec(s, context), context)
            selectPending(&s, context)
        }
        var effects: [Effect<Action>] = []
        let early = if case .success(let loaded) = result, loaded.origin.standsIn { true } else { false }
        if !early { s.pace.record(result.pollFailure(), at: at) }
        // A poll that failed while a game is live is not offered a dialog every few seconds: the header says stale.
        if let failure, visible, !(s.hasLiveGame && s.pace.failures > 1) { effects += Effect.retryDialog(for: failure, .retry(day), service: "\(s.league.name) games", showing: s.load.value != nil) }
        // A live game keeps being watched through failures, more slowly each time and never before `Retry-After`.
        if !early, !context.display.offline, s.hasLiveGame {
            effects.append(.startTimer(.liveRefresh(s.league), after: s.pace.wait(pace: L.livePace(context.liveRefresh), live: true), fire: .liveRefreshDue))
        } else if !early, !context.display.offline, let until = s.untilComing(at: at) {
            // A game about to begin is watched begin: at the live pace once its start has passed, else from its start.
            let pace = L.livePace(context.liveRefresh)
            effects.append(.startTimer(.liveRefresh(s.league), after: max(s.pace.wait(pace: pace, live: true), .seconds(Int(until.rounded(.up)))),
                                       fire: .liveRefreshDue))
        }
        return effects
    }

    /// The league's rows, the followed teams' games first within each day unless the config says plain time order.
    static func arrangeRows(_ s: inout BoardState<L>, _ context: ScreenContext) {
        guard let slate = s.load.value else { return }
        let rows = L.rows(slate, context)
        s.rows = context.display.followedFirst && L.followedFirst ? FollowedFirst.rows(rows, s.summaries, follows: context.saved.teamIDs) : rows
    }

    /// Where the cursor starts on a board whose unit is longer than a day (the
    /// NFL's week): on the day picked, its first live game, else its first
    /// game, so picking Monday shows Monday. A day's board starts on its first row.
    static func openingGame(_ s: BoardState<L>, _ context: ScreenContext) -> Int? {
        guard L.step.days > 1 else { return nil }
        let zone = context.display.timeZone
        var pool = s.summaries.indices.filter { s.summaries[$0].start.map { Day($0, in: zone) } == s.date }
        if pool.isEmpty { pool = Array(s.summaries.indices) }
        let ordered = pool.sorted { (s.row(ofGame: $0) ?? .max) < (s.row(ofGame: $1) ?? .max) }
        return ordered.first { s.summaries[$0].isLive } ?? ordered.first
    }

    /// The row of a game takes the fresher state its center brings (clock,
    /// period, score), so the list and the center never disagree.
    static func patchRow(_ s: inout BoardState<L>, with center: L.Center) {
        guard let slate = s.load.value, let i = s.games.firstIndex(where: { L.Center.id(of: $0) == center.gameId }),
              let origin = s.load.origin, let at = s.load.loadedAt else { return }
        var games = s.games
        let row = L.patch(games[i], with: center)
        guard row != games[i] else { return }
        games[i] = row
        let loading = s.load.isLoading
        s.load.apply(.success(Loaded(value: L.slate(slate, with: games), origin: origin)), at: at)
        if loading { s.load.start() }
    }

    /// The standings pushed over the board: their state and their actions' case.
    static var standings: Scope<BoardState<L>, Action, L.Standings.State, L.Standings.Action> {
        Scope(\.standings, embed: Action.standings)
    }

    /// Three lines a game (four with a situation) under the date's two-line
    /// heading, the selected game's center beside them.
    static func spec(_ s: BoardState<L>, _ context: ScreenContext) -> ListSpec {
        let rows = s.rows, heights = rowHeights(s, context)
        return ListSpec(count: rows.count, headerHeight: { _ in 2 }, rowHeight: { heights[$0] }, headers: s.headers,
                 isSelectable: { rows.indices.contains($0) && rows[$0].isGame },
                 canOpen: { rows.indices.contains($0) && rows[$0].isGame },
                 page: { max(1, $0 / rowHeight) }, detail: { [selected = s.selectedGame, center = s.center, kept = s.kept] context in
                     selected.map { game in
                         let shown = CenterView<L>.center(for: game, center, kept)
                         return { CenterView<L>.render(shown, game, context, into: &$0, area: $1, scroll: $2) }
                     }
                 }, state: StateKey(s), listWidth: listWidth)
    }

    static var rowHeight: Int { L.rowHeight }
    /// Beside a game center the list keeps what a row needs (badges, names,
    /// score and state) and the center takes the rest: a box score's two
    /// teams side by side from 150 columns, not 210.
    static var listWidth: Int { 50 }

    /// A game's three lines, four while it has a situation to show; a
    /// heading's one; a note's two (its text and a blank). A game whose
    /// result is hidden takes the room of one with nothing to show: a line
    /// kept for its last goal would tell that there was one.
    static func rowHeights(_ s: BoardState<L>, _ context: ScreenContext) -> [Int] {
        s.rows.map { row in
            switch row {
            case .game(let g): showsSituation(s.games[g], context) ? rowHeight + 1 : rowHeight
            case .heading: 1
            case .note: 2
            }
        }
    }

    /// Whether a game's row has its situation line: it has one, and its result is not hidden.
    static func showsSituation(_ game: L.Game, _ context: ScreenContext) -> Bool {
        L.hasSituation(game) && !(context.display.hideSpoilers && Spoilers.hides(L.summary(game), context))
    }
}
