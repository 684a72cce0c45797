import FoundationEssentials
import SportsCore
import TerminalUI

/// Asking for teams and players: pages, the pause while the cursor moves,
/// and what a failure says in place (a missing key, a rate limit).
extension BasketballModule {
    /// What the tab says in place rather than in the retry dialog: a missing
    /// key (where to set it) and a rate limit (a countdown, then it asks again).
    static func saysInPlace(_ error: FetchError) -> Bool {
        switch error {
        case .missingKey, .rateLimited: true
        default: false
        }
    }

    /// Waits (the server's `Retry-After`, else 2, 4, 8 s) with a visible countdown, then asks again; gives up after three tries.
    static func waitOut(_ state: inout BasketballState, _ after: Int?, retry: BasketballAction) -> [Effect<BasketballAction>] {
        state.rateTries += 1
        guard state.rateTries <= BasketballState.maxRateTries else {
            state.wait = nil
            return [.notice("balldontlie is still rate limiting after \(BasketballState.maxRateTries) tries; press r later")]
        }
        let seconds = max(1, after ?? (1 << state.rateTries))
        state.wait = RateLimitWait(remaining: seconds, tries: state.rateTries, retry: retry)
        return [.startTimer(.nbaRateLimit, after: .seconds(1), fire: .tick)]
    }

    static func playersLoaded(_ state: inout BasketballState, _ team: Int, _ cursor: Int?,
                              _ result: Result<Loaded<NBAPlayersPage>, FetchError>, _ context: ScreenContext) -> [Effect<BasketballAction>] {
        var loaded = state.players[team] ?? TeamPlayers()
        loaded.isLoading = false
        switch result {
        case .success(let page):
            state.rateTries = 0
            let added = loaded.append(page.value.players)
            // A cursor that loops, never ends or brings nothing new would page forever.
            loaded.nextCursor = loaded.walk.next(after: cursor, nextCursor: page.value.nextCursor, newRows: added)
            loaded.done = loaded.nextCursor == nil
            loaded.failure = nil
            state.players[team] = loaded
            if state.loadAll && state.openTeam?.id == team {
                if !loaded.done { return loadPage(&state, team, loaded.nextCursor) }
                state.loadAll = false
                state.playersViewport.move(by: loaded.players.count, count: loaded.players.count)
            }
            let effects = nextPageIfNeeded(&state, context)
            revealPlayers(&state, context)
            return effects
        case .failure(.cancelled):
            state.players[team] = loaded
            return []
        case .failure(let error):
            loaded.failure = error
            state.players[team] = loaded
            state.loadAll = false
            revealPlayers(&state, context)
            if case .rateLimited(let after) = error { return waitOut(&state, after, retry: .retryPage(team: team, cursor: cursor)) }
            // Beside the list it is said in the pane (r tries again), never as a dialog:
            // moving through the teams against a server that lacks some raised one per
            // arrow. An open team's page was asked for on purpose: that one may ask.
            guard state.openTeam?.id == team else { return [] }
            return Effect.retryDialog(for: error, .retryPage(team: team, cursor: cursor), quiet: saysInPlace, service: "balldontlie")
        }
    }

    // MARK: requests

    static func loadTeams(_ state: inout BasketballState) -> [Effect<BasketballAction>] {
        state.teams.start()
        let fetch = state.sample ? Fetch<[NBATeam]>.nbaTeams.bundledSample : .nbaTeams
        return [.fetch(fetch, key: "nba.teams") { .teamsLoaded($0, at: $1) }]
    }

    static func loadPage(_ state: inout BasketballState, _ team: Int, _ cursor: Int?) -> [Effect<BasketballAction>] {
        var loaded = state.players[team] ?? TeamPlayers()
        loaded.isLoading = true
        state.players[team] = loaded
        let fetch = Fetch<NBAPlayersPage>.nbaPlayers(team: team, cursor: cursor)
        return [.fetch(state.sample ? fetch.bundledSample : fetch, key: "nba.players") {
            .playersLoaded(team: team, cursor: cursor, $0, at: $1)
        }]
    }

    /// Beside the list, the players wait until the cursor rests on a team (about 300 ms).
    static func restThenLoad(_ state: BasketballState, _ context: ScreenContext) -> [Effect<BasketballAction>] {
        guard context.isSplit else { return [] }   // narrow, no players show until a team opens
        guard let team = state.selectedTeam else { return [.cancelTimer(.nbaPlayersRest)] }
        return [.startTimer(.nbaPlayersRest, after: .milliseconds(300), fire: .restedOn(team: team.id))]
    }

    /// The team shown (open, or beside the list when wide) gets its first page once per session.
    static func firstPage(_ state: inout BasketballState, _ context: ScreenContext) -> [Effect<BasketballAction>] {
        guard context.isShowing(BasketballModule.self), state.list.showingDetail || context.isSplit,
              let team = state.selectedTeam else { return [] }
        // A first page cancelled by a quick move to another team is asked for again on the way back.
        if let loaded = state.players[team.id], !loaded.players.isEmpty || loaded.isLoading || loaded.done || loaded.failure != nil {
            return []
        }
        return loadPage(&state, team.id, nil)
    }

    /// The next page when the selection comes within a screen of the end.
    static func nextPageIfNeeded(_ state: inout BasketballState, _ context: ScreenContext) -> [Effect<BasketballAction>] {
        guard let team = state.openTeam, let loaded = state.players[team.id], !loaded.done, !loaded.isLoading,
              loaded.failure == nil, state.wait == nil else { return [] }
        let screen = BasketballLayout(context).players.height
        guard state.playersViewport.selected >= loaded.players.count - screen else { return [] }
        return loadPage(&state, team.id, loaded.nextCursor)
    }

    /// Keeps the selected player on screen, and on the last player also the row under
    /// him that says a page is loading, waiting or failed.
    static func revealPlayers(_ state: inout BasketballState, _ context: ScreenContext) {
        let count = state.ordered(state.openTeam).count
        let height = BasketballLayout(context).players.height
        let loaded = state.openTeam.flatMap { state.players[$0.id] }
        let footer = loaded.map { !$0.done && ($0.isLoading || $0.failure != nil || state.wait != nil) } ?? false
        guard footer, count > 0, state.playersViewport.selected >= count - 1 else {
            state.playersViewport.reveal(count: count, height: height)
            return
        }
        var withFooter = state.playersViewport
        withFooter.selected = count
        withFooter.reveal(count: count + 1, height: height)
        state.playersViewport = ListViewport(selected: count - 1, offset: withFooter.offset)
    }
}
