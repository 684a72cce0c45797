import FoundationEssentials
import SportsCore
import TerminalUI

/// A player's page over a board (from the leaders, a route): the profile and
/// the bio for Info, the game log for the last ten games, the overview for
/// the career; each asked for when its section is first shown.
public enum PlayerPage: StandingsModel {
    public typealias State = PlayerPageState
    public typealias Action = PlayerPageAction

    static func espn(_ s: PlayerPageState) -> ESPNLeague { LeadersCover.espn(s.league) }

    /// A player opened: a fresh page unless it is the one shown.
    static func show(_ s: inout PlayerPageState, id: Int) -> [Effect<PlayerPageAction>] {
        if s.id != id { s = PlayerPageState(league: s.league, id: id) }
        return needs(&s, again: false)
    }

    /// What the section on screen needs and does not have (all of it again on `r`).
    static func needs(_ s: inout PlayerPageState, again: Bool) -> [Effect<PlayerPageAction>] {
        guard let id = s.id else { return [] }
        let league = espn(s)
        var effects: [Effect<PlayerPageAction>] = []
        func wanted<V>(_ load: Loadable<V, FetchError>) -> Bool { !load.isLoading && (again || load.value == nil) }
        if wanted(s.profile) {
            s.profile.start()
            effects.append(.fetch(.espnAthlete(league, id: id), key: "player.profile") { .profileLoaded(id, $0, at: $1) })
        }
        switch s.section {
        case .info where wanted(s.bio):
            s.bio.start()
            effects.append(.fetch(.espnBio(league, id: id), key: "player.bio") { .bioLoaded(id, $0, at: $1) })
        case .games where wanted(s.games):
            s.games.start()
            effects.append(.fetch(.espnGameLog(league, id: id), key: "player.games") { .gamesLoaded(id, $0, at: $1) })
        case .career where wanted(s.career):
            s.career.start()
            effects.append(.fetch(.espnCareer(league, id: id), key: "player.career") { .careerLoaded(id, $0, at: $1) })
        default: break
        }
        return effects
    }

    static func clampScroll(_ s: inout PlayerPageState, _ context: ScreenContext) {
        let area = context.layout.content
        let lines = PlayerPageView.bodyHeight(s, context, width: PlayerPageView.drawWidth(s, context, area: area))
        s.scroll = min(max(0, s.scroll), max(0, lines - PlayerPageView.visibleLines(area.height)))
    }
}

extension PlayerPage: StandingsRules {
    static var coverKey: Character { "\u{0}" }
    static var coverHint: String? { nil }
    static var coverTitle: String { "Player" }
    static var routeWord: String { "player" }
    static var hiddenLines: (heading: String, why: String) {
        ("The player's page is hidden while spoilers are.", "Their numbers count today's games.")
    }

    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> PlayerPageState { PlayerPageState(league: league) }
    static func open(_ s: inout PlayerPageState, day: Day) -> [Effect<PlayerPageAction>] { needs(&s, again: false) }
    static func refresh(_ s: inout PlayerPageState) -> [Effect<PlayerPageAction>] { needs(&s, again: true) }

    static func reduce(_ s: inout PlayerPageState, _ action: PlayerPageAction, _ context: ScreenContext, visible: Bool) -> [Effect<PlayerPageAction>] {
        switch action {
        case .profileLoaded(let id, let result, let at):
            guard id == s.id else { return [] }   // a player no longer shown
            let effects = StandingsPane.answered(&s.profile, result, at: at, visible: visible, retry: PlayerPageAction.retry,
                                                 service: "the player's page")
            clampScroll(&s, context)
            return effects
        case .bioLoaded(let id, let result, let at):
            if id == s.id { _ = s.bio.apply(result, at: at) }
        case .gamesLoaded(let id, let result, let at):
            if id == s.id { _ = s.games.apply(result, at: at) }
        case .careerLoaded(let id, let result, let at):
            if id == s.id { _ = s.career.apply(result, at: at) }
        case .retry:
            return needs(&s, again: true)
        case .section(let section):
            guard section != s.section else { return [] }
            s.section = section
            s.scroll = 0
            return needs(&s, again: false)
        case .scroll(let intent):
            let page = max(1, PlayerPageView.visibleLines(context.layout.content.height) - 1)
            switch intent {
            case .up: s.scroll -= 1
            case .down: s.scroll += 1
            case .pageUp: s.scroll -= page
            case .pageDown: s.scroll += page
            case .top: s.scroll = 0
            case .bottom: s.scroll = .max / 2
            }
        case .mouse(let event):
            if let intent = ScrollIntent(wheel: event) { return reduce(&s, .scroll(intent), context, visible: visible) }
        case .team:
            return team(s).map { [.navigate(.team(s.league, code: $0.routeCode))] } ?? []
        case .follow:
            return followed(s).map { [.favorites(.save(.team($0)))] } ?? []
        case .unfollow:
            return followed(s).map { [.favorites(.remove(.team($0)))] } ?? []
        }
        clampScroll(&s, context)
        return []
    }

    /// The player's team as its league knows it (ESPN's abbreviation read through the league's clubs).
    static func team(_ s: PlayerPageState) -> TeamRef? {
        s.profile.value?.team.flatMap { s.league.family.team(s.league.row, code: $0) }
    }

    /// The player as My Teams follows them: through their team's games, in its colours.
    static func followed(_ s: PlayerPageState) -> FollowedTeam? {
        guard let player = s.profile.value, let team = team(s) else { return nil }
        let club = FollowedTeam.make(Competitor(id: team.id, abbreviation: team.abbreviation, name: team.name), league: LeagueID(s.league.rawValue))
        return .player(league: s.league.rawValue, athlete: player.id, name: player.name, team: team.id, abbreviation: team.abbreviation,
                       primaryHex: club.primaryHex, secondaryHex: club.secondaryHex)
    }

    static func keyMap(_ s: PlayerPageState, _ context: ScreenContext) -> KeyMap<PlayerPageIntent> {
        var team = self.team(s) == nil ? [] : [KeyBinding<PlayerPageIntent>([.char("T")], .team, help: "The player's team's page", hint: "team")]
        if let player = followed(s) {
            team.append(context.saved.contains(.team(player))
                ? KeyBinding([.char("x")], .unfollow, help: "Unfollow this player", hint: "unfollow")
                : KeyBinding([.char("f")], .follow, help: "Follow this player (My Teams: their team's games, their last line)", hint: "follow"))
        }
        // The other sections' letters (the one on screen does nothing); the scroll keys where the section is taller than the view.
        let area = context.layout.content
        let scrolls = PlayerPageView.bodyHeight(s, context, width: PlayerPageView.drawWidth(s, context, area: area))
            > PlayerPageView.visibleLines(area.height)
        return KeyMap(s.profile.value?.name ?? "Player", PlayerSection.allCases.filter { $0 != s.section }.map {
            KeyBinding([.char($0.key)], .section($0), help: $0.title, hint: $0.title.lowercased())
        } + team + [
            KeyBinding([.right, .char("l")], .step(1), help: "The next section"),
            KeyBinding([.left, .char("h")], .step(-1), help: "The section before"),
        ] + (scrolls ? ScrollIntent.bindings { .scroll($0) } : []) + [
            KeyBinding([.escape, .backspace], .close, help: "Back", hint: "back"),
        ])
    }

    static func keyAction(_ key: Key, _ s: PlayerPageState, _ context: ScreenContext) -> StandingsKey<PlayerPageAction>? {
        keyMap(s, context).intent(for: key).map {
            switch $0 {
            case .section(let section): .action(.section(section))
            case .step(let step):
                .action(.section(s.section.stepped(by: step)))
            case .scroll(let intent): .action(.scroll(intent))
            case .team: .action(.team)
            case .follow: .action(.follow)
            case .unfollow: .action(.unfollow)
            case .close: .close
            }
        }
    }

    static func mouse(_ event: MouseEvent) -> PlayerPageAction { .mouse(event) }
    static func keyHelp(_ s: PlayerPageState, _ context: ScreenContext) -> KeyHelp { keyMap(s, context).described }

    static func render(_ s: PlayerPageState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        PlayerPageView.render(s, context, into: &canvas, area: area)
    }

    static func clamp(_ s: inout PlayerPageState, _ context: ScreenContext) { clampScroll(&s, context) }
    static func isLoading(_ s: PlayerPageState) -> Bool { s.profile.isLoading || s.bio.isLoading || s.games.isLoading || s.career.isLoading }
}
