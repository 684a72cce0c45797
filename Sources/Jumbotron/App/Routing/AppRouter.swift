/// Carries out every route: the one place that moves between tabs. A jump from
/// inside the app (a game from My Teams, the multiview from a board) goes on the
/// app's stack, so `Esc` at the landing's root comes back along it; a route from
/// outside (`--open`) lands with nothing to go back to.
enum AppRouter {
    static func navigate(_ route: AppRoute, _ state: inout AppState, jumping: Bool = true) -> [Command] {
        var commands: [Command] = [.log("go to \(route) from \(state.tab.name)")]
        switch route {
        case .back:
            guard let jump = state.jumps.pop(), let i = state.tabs.firstIndex(where: { $0.name == jump.from }) else { return [] }
            commands += AppReducer.select(&state, i)
        case .tab(let name):
            guard let i = state.tabs.firstIndex(where: { $0.name == name }) else { return [] }
            commands += AppReducer.select(&state, i)
        case .multiview:
            commands += go(to: .myTeams, &state, jumping: jumping)
            commands += AppReducer.reduce(&state, .myTeams(.intent(.grid(.show))))
        case .game(let league, let id, let day):
            commands += go(to: .scores, &state, jumping: jumping)
            let link = GameLink(league: league, day: day ?? league.entry.shownDay(state.scores), game: id)
            commands += AppReducer.reduce(&state, .scores(.openGame(link)))
        case .board(let league, let day):
            commands += go(to: .scores, &state, jumping: jumping)
            commands += AppReducer.reduce(&state, .scores(.openBoard(league, day, cover: nil)))
        case .player(let league, let id):
            commands += go(to: .scores, &state, jumping: jumping)
            commands += AppReducer.reduce(&state, .scores(.openPlayer(league, id)))
        case .team(let league, let code, let season, let versus):
            commands += go(to: .scores, &state, jumping: jumping)
            commands += AppReducer.reduce(&state, .scores(.openTeam(league, code, season: season, versus: versus)))
        case .cover(let league, let route, let season):
            commands += go(to: .scores, &state, jumping: jumping)
            commands += AppReducer.reduce(&state, .scores(.openBoard(league, nil, cover: route, season: season)))
        case .hockeyTeam(let code):
            commands += go(to: .hockey, &state, jumping: jumping)
            commands += AppReducer.reduce(&state, .hockey(.intent(.openTeam(code))))
        }
        return commands
    }

    /// `tab` on screen; a jump from another tab is remembered when `jumping`.
    private static func go(to tab: Tab, _ state: inout AppState, jumping: Bool) -> [Command] {
        guard let i = state.tabs.firstIndex(of: tab), state.tab != tab else { return [] }
        if jumping { state.jumps.push(TabJump(from: state.tab.name, to: tab.name)) }
        return AppReducer.select(&state, i)
    }
}
