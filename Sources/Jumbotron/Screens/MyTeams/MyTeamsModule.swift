import FoundationEssentials
import SportsCore
import TerminalUI

public enum MyTeamsIntent: Equatable, Sendable {
    case up, down, top, bottom, pageUp, pageDown
    case open, unfollow, reveal
    /// `T`: the team's page in Scores.
    case teamPage
    /// The multiview (`m`): several games at once.
    case grid(MultiviewIntent)
}

public enum MyTeamsAction: Equatable, Sendable {
    case app(AppEvent)
    case intent(MyTeamsIntent)
    case loaded(ScoresLeague, FeedAnswer, background: Bool)
    /// Time to ask again for the days of a league's live followed games.
    case pollDue(ScoresLeague)
    /// A followed player's game log (by ESPN's id): their last line.
    case playerLog(Int, Result<Loaded<ESPNGameLog>, FetchError>)
}

extension Tab { public static let myTeams = Tab("myteams", title: "My Teams", short: "My", module: MyTeamsModule.self) }
extension AppAction { public static func myTeams(_ action: MyTeamsAction) -> AppAction { .to(MyTeamsModule.self, action) } }

extension TimerID {
    static func myTeamsPoll(_ league: ScoresLeague) -> TimerID { TimerID("myteams.\(league.rawValue).poll") }
}

/// The followed teams across leagues, one block each, live games first. It
/// loads the leagues of the teams followed (at start too, so alerts work on
/// any tab), then polls only the days of followed games that are live, at
/// each league's live pace, and says what changed: a banner, and the bell or
/// a desktop notification when asked for.
public enum MyTeamsModule: TabModule {
    public static var state: WritableKeyPath<AppState, MyTeamsState> { \.myTeams }
    public static func initialState(_ context: ScreenContext) -> MyTeamsState { MyTeamsState() }
    public static func event(_ event: AppEvent) -> MyTeamsAction { .app(event) }
    public static func isBusy(_ state: MyTeamsState) -> Bool { state.isLoading }
    public static func canGoBack(_ state: MyTeamsState, _ context: ScreenContext) -> Bool { state.grid != nil }

    public static func title(_ state: MyTeamsState, _ context: ScreenContext) -> String {
        context.path([context.tab.title] + (state.grid == nil ? [] : ["Multiview"]))
    }

    public static func reduce(_ state: inout MyTeamsState, _ action: MyTeamsAction, _ context: ScreenContext) -> [Effect<MyTeamsAction>] {
        switch action {
        case .app(.appear), .app(.savedChanged):
            state.rebuild(context.saved.teamList, leagues: context.leagues, zone: context.display.timeZone)
            return loadNewLeagues(&state, context) + loadMarked(&state, context) + titleEffects(&state, context) + FollowedPlayers.asks(&state, context)
        case .app(.refresh):
            // `r` asks everything again now, whatever the backoff said.
            state.loadedLeagues = []
            state.paces = [:]
            state.nextTry = [:]
            state.logsAsked = [:]
            return loadNewLeagues(&state, context) + loadMarked(&state, context, again: true) + FollowedPlayers.asks(&state, context)
        case .app(.back):
            return state.grid == nil ? [] : MultiviewReducer.reduce(&state, .close, context)
        case .app(.resized):
            return []
        case .intent(let intent):
            return perform(&state, intent, context)
        case .loaded(let league, let answer, let background):
            return loaded(&state, league, answer, background: background, context)
        case .pollDue(let league):
            return poll(&state, league, context)
        case .playerLog(let athlete, let result):
            if case .success(let loaded) = result { state.playerLogs[athlete] = loaded.value }
            return []
        }
    }

    /// Each league with a followed team is loaded once (again on `r`); leagues nobody follows are never asked.
    static func loadNewLeagues(_ state: inout MyTeamsState, _ context: ScreenContext) -> [Effect<MyTeamsAction>] {
        let wanted = Set(context.saved.teamList.flatMap { MyTeamsState.competitions($0, context.leagues) })
        let marked = Set(context.saved.marked.map(\.league))
        var effects: [Effect<MyTeamsAction>] = []
        for league in context.leagues.rows.map(\.id) where wanted.contains(league) && !state.loadedLeagues.contains(league) {
            state.loadedLeagues.insert(league)
            var days = state.window(league, today: context.today)
            guard !days.isEmpty else { continue }
            let first = days.removeFirst()
            state.queued[league] = days
            effects.append(ask(&state, league, first, context, background: false))
        }
        // A league left with neither a followed team nor a marked game is forgotten.
        for league in state.loadedLeagues.union(state.days.keys).subtracting(wanted).subtracting(marked) {
            state.forget(league)
            effects.append(.cancelTimer(.myTeamsPoll(league)))
        }
        return effects
    }

    static func ask(_ state: inout MyTeamsState, _ league: ScoresLeague, _ day: Day, _ context: ScreenContext,
                    background: Bool) -> Effect<MyTeamsAction> {
        state.pending.insert("\(league.rawValue)/\(day.iso)")
        // A poll shares an answer the board fetched within the pace: one request per URL per pace.
        let shared = background ? Int(league.entry.livePace(context.liveRefresh).components.seconds) - 1 : 0
        return league.entry.summaries(day, context.today, shared).map { .loaded(league, $0, background: background) }
    }

    static func loaded(_ state: inout MyTeamsState, _ league: ScoresLeague, _ answer: FeedAnswer, background: Bool,
                       _ context: ScreenContext) -> [Effect<MyTeamsAction>] {
        // The copy kept from an earlier run, shown while the request still runs: data, not an answer.
        let early = if case .success(let loaded) = answer.result, loaded.origin.standsIn { true } else { false }
        if !early { state.pending.remove("\(league.rawValue)/\(answer.day.iso)") }
        guard state.loadedLeagues.contains(league) || context.saved.marked.contains(where: { $0.league == league }) else { return [] }
        var effects: [Effect<MyTeamsAction>] = []
        if !early, var rest = state.queued[league], !rest.isEmpty {
            let next = rest.removeFirst()
            state.queued[league] = rest
            effects.append(ask(&state, league, next, context, background: false))
        }
        let failure = early ? .cancelled : answer.result.pollFailure()
        // A competition looked at only in case a club is in it (a cup it has not been seen in) is not
        // retried, nor said to be out of date, when it fails: its failure says nothing of the club.
        if let failure, failure != .cancelled, !state.watches(league, context.saved) {
            effects += schedulePoll(&state, league, context, at: answer.at)
            return effects
        }
        if let failure, failure != .cancelled {
            state.failures[league] = failure
            state.failedDays[league, default: []].insert(answer.day)
        } else if failure == nil {
            state.failedDays[league]?.remove(answer.day)
            if state.failedDays[league]?.isEmpty ?? true { state.failures[league] = nil }
        }
        if case .success(let loaded) = answer.result {
            let before = state.games(league).map(\.game)
            // A copy from before what is held (a failed poll's fallback) changes nothing.
            if state.store(loaded.value, league, answer.day, asOf: loaded.origin.copiedAt ?? answer.at) {
                let hides = { (g: Contest) in Spoilers.hides(g, context) }
                let display = context.display
                // A followed player's team's games are told as a followed team's.
                let watched = context.saved.teamIDs.union(context.saved.teamList.compactMap(\.playsFor))
                let news = TeamAlerts.changes(before: before, after: loaded.value, teams: watched, family: league.family, hides: hides,
                                              locale: display.locale, zone: display.timeZone)
                    + TeamAlerts.soon(loaded.value, teams: watched, now: answer.at, locale: display.locale, zone: display.timeZone)
                let fresh = news.filter { display.alertKinds.contains($0.kind) && state.told.first($0.event) }.map(\.text)
                if !fresh.isEmpty { effects.append(.alert(AlertNews(fresh, at: answer.at))) }
            }
        }
        state.rebuild(context.saved.teamList, leagues: context.leagues, zone: context.display.timeZone)
        effects += FollowedPlayers.asks(&state, context)
        // Once every asked day is in, the status line's snapshot (live only: the samples are no one's scores).
        if !context.display.offline, !state.isLoading {
            effects.append(.status(StatusSnapshot(blocks: state.blocks, teams: context.saved.teamList, at: answer.at)))
        }
        effects += schedulePoll(&state, league, context, at: answer.at)
        return effects + titleEffects(&state, context)
    }

    /// The league's next poll, once the days it would poll are in: see `MyTeamsPolling`.
    /// The rest of the window still coming (one day after another) holds no live game back:
    /// with a delay, yesterday's wait held today's polls back by as much again.
    static func schedulePoll(_ state: inout MyTeamsState, _ league: ScoresLeague, _ context: ScreenContext,
                             at now: Date) -> [Effect<MyTeamsAction>] {
        guard !context.display.offline else { return [] }
        let prefix = league.rawValue + "/"
        let asking = Set(state.pending.filter { $0.hasPrefix(prefix) }.compactMap { Day(iso: $0.dropFirst(prefix.count)) })
        let windowComing = !asking.isEmpty || !(state.queued[league]?.isEmpty ?? true)
        // One failure a round, however many of its days failed (a league's days are asked together).
        if !windowComing {
            state.paces[league, default: PollPace()].record((state.failedDays[league] ?? []).isEmpty ? nil : state.failures[league], at: now)
        }
        let plan = MyTeamsPolling.plan(state, league, context, now: now)
        // The days still coming may bring games to poll: nothing is decided before they are in.
        if plan == nil, windowComing { return [] }
        // A day the poll would ask is being asked already: its answer schedules the poll.
        if let plan, !asking.isDisjoint(with: plan.days) { return [] }
        guard let plan else {
            state.polling.remove(league)
            state.planned[league] = nil
            state.nextTry[league] = nil
            return [.cancelTimer(.myTeamsPoll(league))]
        }
        if plan.live { state.polling.insert(league) } else { state.polling.remove(league) }
        state.planned[league] = plan.days
        state.nextTry[league] = state.failures[league] == nil ? nil : now.addingTimeInterval(plan.wait.timeInterval)
        return [.startTimer(.myTeamsPoll(league), after: plan.wait, fire: .pollDue(league))]
    }

    /// The days planned when the timer was set: live, due, later today, or failed.
    static func poll(_ state: inout MyTeamsState, _ league: ScoresLeague, _ context: ScreenContext) -> [Effect<MyTeamsAction>] {
        let days = state.planned[league] ?? []
        state.planned[league] = nil
        return days.sorted().filter { !state.pending.contains("\(league.rawValue)/\($0.iso)") }
            .map { ask(&state, league, $0, context, background: true) }
    }

    static func titleEffects(_ state: inout MyTeamsState, _ context: ScreenContext) -> [Effect<MyTeamsAction>] {
        let title = TeamAlerts.title(state.blocks, hides: { Spoilers.hides($0, context) },
                                     locale: context.display.locale, zone: context.display.timeZone)
        guard title != state.title else { return [] }
        state.title = title
        return [.title(title)]
    }

    static func perform(_ state: inout MyTeamsState, _ intent: MyTeamsIntent, _ context: ScreenContext) -> [Effect<MyTeamsAction>] {
        let count = state.blocks.count, page = max(1, MyTeamsView.visibleBlocks(context) - 1)
        if [.up, .down, .top, .bottom, .pageUp, .pageDown].contains(intent) { state.moved = true }
        switch intent {
        case .up: state.viewport.move(by: -1, count: count)
        case .down: state.viewport.move(by: 1, count: count)
        case .top: state.viewport.selected = 0
        case .bottom: state.viewport.selected = max(0, count - 1)
        case .pageUp: state.viewport.move(by: -page, count: count)
        case .pageDown: state.viewport.move(by: page, count: count)
        case .open:
            guard let block = state.selected, let game = block.primary else { return [] }
            return [.navigate(.game(GameLink(league: game.league, day: game.day, game: game.game.id)))]
        case .unfollow:
            return state.selected.map { [.favorites(.remove(.team($0.team)))] } ?? []
        case .teamPage:
            return state.selected.flatMap(teamPage).map { [.navigate($0)] } ?? []
        case .reveal:
            guard let game = state.selected?.primary?.game, Spoilers.hides(game, context) else { return [] }
            return [.favorites(.reveal(RevealedGame(league: game.league.rawValue, game: game.id)))]
        case .grid(let intent):
            return MultiviewReducer.reduce(&state, intent, context)
        }
        state.viewport.reveal(count: count, height: MyTeamsView.visibleBlocks(context), rowHeight: { _ in 1 })
        return []
    }

    // MARK: keys and drawing

    static func keys(_ state: MyTeamsState, _ context: ScreenContext) -> KeyMap<MyTeamsIntent> {
        if state.grid != nil {
            let grid = MultiviewReducer.keys(state, context)
            return KeyMap(grid.title, grid.bindings.map { $0.map(MyTeamsIntent.grid) })
        }
        let multiview = KeyBinding([.char("m")], MyTeamsIntent.grid(.show), help: "Several games at once (multiview)", hint: "multiview")
        guard let block = state.selected else { return KeyMap("My Teams", [multiview]) }
        var bindings = [
            KeyBinding([.up, .char("k")], MyTeamsIntent.up, help: "Previous team", hint: "move"),
            KeyBinding([.down, .char("j")], .down, help: "Next team"),
            KeyBinding([.home, .char("g")], .top, help: "First team"),
            KeyBinding([.end, .char("G")], .bottom, help: "Last team"),
            KeyBinding([.pageUp], .pageUp, help: "Page up"),
            KeyBinding([.pageDown], .pageDown, help: "Page down"),
        ]
        if block.primary != nil { bindings.append(KeyBinding([.enter], .open, help: "Open the game in Scores", hint: "open game")) }
        if teamPage(block) != nil { bindings.append(KeyBinding([.char("T")], .teamPage, help: "The team's page: its schedule and roster")) }
        bindings.append(KeyBinding([.char("x")], .unfollow, help: "Unfollow this team", hint: "unfollow"))
        if let g = block.primary?.game, Spoilers.hides(g, context) {
            bindings.append(KeyBinding([.char("v")], .reveal, help: "Reveal this game's score", hint: "reveal"))
        }
        return KeyMap("My Teams", bindings + [multiview])
    }

    /// The followed team's page, where its league has team pages (an athlete's has none).
    static func teamPage(_ block: TeamBlock) -> AppRoute? {
        // A player's: the team they play for.
        let team = block.team
        guard block.league.entry.coverTitles[.team] != nil, let code = (team.playsFor ?? team.id).split(separator: ":", maxSplits: 1).last,
              block.league.family.team(block.league.row, code: String(code)) != nil else { return nil }
        return .team(block.league, code: String(code))
    }

    public static func keyAction(_ key: Key, _ state: MyTeamsState, _ context: ScreenContext) -> MyTeamsAction? {
        keys(state, context).intent(for: key).map { .intent($0) }
    }

    public static func keyHelp(_ state: MyTeamsState, _ context: ScreenContext) -> [KeyHelp] { [keys(state, context).described] }

    public static func render(_ state: MyTeamsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        if let grid = state.grid {
            MultiviewView.render(state, grid, context, into: &canvas, area: area)
        } else {
            MyTeamsView.render(state, context, into: &canvas, area: area)
        }
    }
}

/// A game to open in Scores: its league, the day its board shows, and the game.
public struct GameLink: Hashable, Sendable {
    public var league: ScoresLeague
    public var day: Day
    public var game: Int
}
