import FoundationEssentials
import SportsCore
import TerminalUI

/// A team's page over a board (`T` on a game, `/`, a route): the season's
/// schedule with results and the roster, each row opening its game or its
/// player; `f` follows the team.
public enum TeamPage: StandingsModel {
    public typealias State = TeamPageState
    public typealias Action = TeamPageAction

    static func espn(_ s: TeamPageState) -> ESPNLeague { LeadersCover.espn(s.league) }

    /// A team opened (a season's; a series' games): a fresh page unless it is the one shown (whose
    /// failed answers are asked again).
    static func show(_ s: inout TeamPageState, team: TeamRef, season: Int? = nil, versus: TeamRef? = nil,
                     _ context: ScreenContext) -> [Effect<TeamPageAction>] {
        if s.team?.espn != team.espn || s.season != season {
            s = TeamPageState(league: s.league, team: team)
            s.season = season
        }
        if s.versus != versus {
            // A series' games are the postseason's answer alone; the whole season is asked for anew.
            if (s.versus == nil) != (versus == nil) { s.schedule = Loadable() }
            s.versus = versus
            s.section = .schedule
            s.placed = false
            place(&s, context)
        }
        return needs(&s, again: s.schedule.failure != nil)
    }

    /// The cursor on the game of the moment, a third of the way down: the last results above it, what comes next below.
    static func place(_ s: inout TeamPageState, _ context: ScreenContext) {
        guard !s.placed, let current = s.currentGame else { return }
        s.game = current
        s.placed = true
        let visible = TeamPageView.visibleLines(context.layout.content.height)
        s.scroll = max(0, (TeamPageView.lines(s).firstIndex(of: .game(current)) ?? 0) - visible / 3)
    }

    /// What the section on screen needs and does not have (all of it again on `r`). The schedule is
    /// always asked: the head line (record, standing, next game) is read from it.
    static func needs(_ s: inout TeamPageState, again: Bool) -> [Effect<TeamPageAction>] {
        guard let code = s.team?.espn else { return [] }
        let league = espn(s), season = s.season, series = s.versus != nil
        var effects: [Effect<TeamPageAction>] = []
        func wanted<V>(_ load: Loadable<V, FetchError>) -> Bool { !load.isLoading && (again || load.value == nil) }
        if wanted(s.schedule) {
            s.schedule.start()
            effects.append(.fetch(.espnTeamSchedule(league, team: code, season: season, postseasonOnly: series), key: "team.schedule") {
                .scheduleLoaded(code, season, series: series, $0, at: $1)
            })
        }
        if s.section == .roster, wanted(s.roster) {
            s.roster.start()
            effects.append(.fetch(.espnRoster(league, team: code), key: "team.roster") { .rosterLoaded(code, $0, at: $1) })
        }
        return effects
    }

    /// The followed team as the league's rows name it (the page's own name once ESPN gave it).
    static func followed(_ s: TeamPageState) -> FollowedTeam? {
        guard let team = s.team else { return nil }
        return FollowedTeam.make(Competitor(id: team.id, abbreviation: team.abbreviation, name: s.name), league: LeagueID(s.league.rawValue))
    }

    static func isFollowed(_ s: TeamPageState, _ context: ScreenContext) -> Bool {
        s.team.map { context.saved.follows(Competitor(id: $0.id, abbreviation: $0.abbreviation, name: $0.name)) } ?? false
    }

    /// The cursor kept on a row shown and in view.
    static func clampCursor(_ s: inout TeamPageState, _ context: ScreenContext) {
        let shown = s.shownGames, players = s.roster.value?.players.count ?? 0
        if !shown.contains(s.game) { s.game = shown.first { $0 >= s.game } ?? shown.last ?? 0 }
        s.player = min(max(0, s.player), max(0, players - 1))
        let lines = TeamPageView.lines(s)
        let visible = TeamPageView.visibleLines(context.layout.content.height)
        if let at = lines.firstIndex(of: s.section == .schedule ? .game(s.game) : .player(s.player)) {
            // The row in view, with the heading above the first of a group.
            if at < s.scroll + 1 { s.scroll = max(0, at - 1) }
            if at >= s.scroll + visible { s.scroll = at - visible + 1 }
        }
        s.scroll = min(max(0, s.scroll), max(0, lines.count - visible))
    }
}

extension TeamPage: StandingsRules {
    static var coverKey: Character { "T" }
    static var coverHint: String? { nil }
    static var coverTitle: String { "Team" }
    static var routeWord: String { "team" }
    static var hiddenLines: (heading: String, why: String) {
        ("The team's page is hidden while spoilers are.", "Its results and record count today's games.")
    }

    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> TeamPageState { TeamPageState(league: league) }
    static func open(_ s: inout TeamPageState, day: Day) -> [Effect<TeamPageAction>] { needs(&s, again: false) }
    static func refresh(_ s: inout TeamPageState) -> [Effect<TeamPageAction>] { needs(&s, again: true) }

    static func reduce(_ s: inout TeamPageState, _ action: TeamPageAction, _ context: ScreenContext, visible: Bool) -> [Effect<TeamPageAction>] {
        var effects: [Effect<TeamPageAction>] = []
        switch action {
        case .scheduleLoaded(let code, let season, let series, let result, let at):
            guard code == s.team?.espn, season == s.season, series == (s.versus != nil) else { return [] }   // no longer shown
            effects = StandingsPane.answered(&s.schedule, result, at: at, visible: visible, retry: TeamPageAction.retry,
                                             service: "the \(s.team?.abbreviation ?? "team")'s page")
            place(&s, context)
        case .rosterLoaded(let code, let result, let at):
            guard code == s.team?.espn else { return [] }
            _ = s.roster.apply(result, at: at)
        case .retry:
            return needs(&s, again: true)
        case .section(let section):
            guard section != s.section else { return [] }
            s.section = section
            s.scroll = 0
            effects = needs(&s, again: false)
        case .move(let intent):
            let page = max(1, TeamPageView.visibleLines(context.layout.content.height) - 1)
            let step: Int = switch intent {
            case .up: -1
            case .down: 1
            case .pageUp: -page
            case .pageDown: page
            case .top: -.max / 2
            case .bottom: .max / 2
            }
            // Rows are counted in hundreds and a step is at most half of Int's range: no overflow.
            if s.section == .schedule {
                let shown = s.shownGames
                let at = shown.firstIndex(of: s.game) ?? 0
                if !shown.isEmpty { s.game = shown[min(max(0, at + step), shown.count - 1)] }
            } else {
                s.player += step
            }
        case .mouse(let event):
            if let intent = ScrollIntent(wheel: event) { return reduce(&s, .move(intent), context, visible: visible) }
        case .open:
            guard let team = s.team else { return [] }
            switch s.section {
            case .schedule:
                guard let games = s.schedule.value?.games, games.indices.contains(s.game) else { return [] }
                return [.send(.openGame(games[s.game], team: team))]
            case .roster:
                guard let players = s.roster.value?.players, players.indices.contains(s.player) else { return [] }
                return [.navigate(.player(s.league, id: players[s.player].id))]
            }
        case .season(let step):
            guard let shown = s.shownSeason else { return [] }
            // Back to any season; forward no further than the one under way (ESPN names it by the year it ends in).
            let wanted = max(1900, shown + step)
            guard wanted != shown, step < 0 || wanted <= context.today.year + 1, let team = s.team else { return [] }
            let versus = s.versus
            s = TeamPageState(league: s.league, team: team)
            s.season = wanted
            s.versus = versus
            effects = needs(&s, again: false)
        case .wholeSeason:
            s.versus = nil
            s.schedule = Loadable()
            s.placed = false
            effects = needs(&s, again: false)
        case .follow:
            return followed(s).map { [.favorites(.save(.team($0)))] } ?? []
        case .unfollow:
            return followed(s).map { [.favorites(.remove(.team($0)))] } ?? []
        case .openGame:
            return []   // the board's: it shows the game's day
        }
        clampCursor(&s, context)
        return effects
    }

    static func keyMap(_ s: TeamPageState, _ context: ScreenContext) -> KeyMap<TeamPageIntent> {
        let follow: KeyBinding<TeamPageIntent> = isFollowed(s, context)
            ? KeyBinding([.char("x")], .unfollow, help: "Unfollow this team", hint: "unfollow")
            : KeyBinding([.char("f")], .follow, help: "Follow this team (My Teams)", hint: "follow")
        let open = s.section == .schedule ? "The game (its day on the board)" : "The player's page"
        let rows = s.section == .schedule ? s.shownGames.count : s.roster.value?.players.count ?? 0
        // The other section's letter (the one on screen does nothing); a season after only up to the one under way.
        let later = s.shownSeason.map { $0 < context.today.year + 1 } ?? false
        var keys: [KeyBinding<TeamPageIntent>] = TeamSection.allCases.filter { $0 != s.section }.map {
            KeyBinding([.char($0.key)], .section($0), help: $0.title, hint: $0.title.lowercased())
        }
        keys += [KeyBinding([.right, .char("l")], .step(1), help: "The next section"),
                 KeyBinding([.left, .char("h")], .step(-1), help: "The section before")]
        if rows > 0 {
            let schedule = s.section == .schedule
            keys += [KeyBinding([.up, .char("k")], .move(.up), help: schedule ? "Previous game" : "Previous player"),
                     KeyBinding([.down, .char("j")], .move(.down), help: schedule ? "Next game" : "Next player", hint: "move"),
                     KeyBinding([.pageUp], .move(.pageUp), help: "Page up"),
                     KeyBinding([.pageDown], .move(.pageDown), help: "Page down"),
                     KeyBinding([.home, .char("g")], .move(.top), help: "First"),
                     KeyBinding([.end, .char("G")], .move(.bottom), help: "Last"),
                     KeyBinding([.enter], .open, help: open, hint: "open")]
        }
        keys.append(follow)
        if s.versus != nil { keys.append(KeyBinding([.char("a")], .wholeSeason, help: "The whole season's games", hint: "all games")) }
        keys.append(KeyBinding([.char("[")], .season(-1), help: "The season before", hint: "season"))
        if later { keys.append(KeyBinding([.char("]")], .season(1), help: "The season after")) }
        keys.append(KeyBinding([.escape, .backspace], .close, help: "Back", hint: "back"))
        return KeyMap(s.name, keys)
    }

    static func keyAction(_ key: Key, _ s: TeamPageState, _ context: ScreenContext) -> StandingsKey<TeamPageAction>? {
        keyMap(s, context).intent(for: key).map {
            switch $0 {
            case .section(let section): .action(.section(section))
            case .step(let step):
                .action(.section(s.section.stepped(by: step)))
            case .move(let intent): .action(.move(intent))
            case .open: .action(.open)
            case .season(let step): .action(.season(step))
            case .wholeSeason: .action(.wholeSeason)
            case .follow: .action(.follow)
            case .unfollow: .action(.unfollow)
            case .close: .close
            }
        }
    }

    static func mouse(_ event: MouseEvent) -> TeamPageAction { .mouse(event) }
    static func keyHelp(_ s: TeamPageState, _ context: ScreenContext) -> KeyHelp { keyMap(s, context).described }

    static func render(_ s: TeamPageState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        TeamPageView.render(s, context, into: &canvas, area: area)
    }

    static func clamp(_ s: inout TeamPageState, _ context: ScreenContext) { clampCursor(&s, context) }
    static func isLoading(_ s: TeamPageState) -> Bool { s.schedule.isLoading || s.roster.isLoading }
}
