import FoundationEssentials
import SportsCore
import TerminalUI

/// `b` on a board: the league's postseason as a tree, a cursor on a series,
/// `[` and `]` for the seasons before. Written once; a league gives its `BracketSource`.
public enum PlayoffBracketCover<S: BracketSource>: StandingsModel {
    public typealias State = BracketState
    public typealias Action = BracketAction

    static func fetch(_ s: BracketState, refresh: Bool) -> Effect<BracketAction> {
        let season = s.season
        return .fetch(S.fetch(s.league, season: season, finished: season < s.latest, refresh: refresh), key: "\(s.league.rawValue)-bracket") {
            .loaded(season: season, $0, at: $1)
        }
    }

    /// The cursor kept on a slot of the bracket shown.
    static func clampCursor(_ s: inout BracketState) {
        guard let b = s.load.value, !b.rounds.isEmpty else { s.round = 0; s.slot = 0; return }
        s.round = min(max(0, s.round), b.rounds.count - 1)
        s.slot = min(max(0, s.slot), max(0, b.rounds[s.round].slots.count - 1))
    }

    /// On a bracket first shown: the series of the moment, the first not decided in the
    /// latest round with a team known; the final when all are decided.
    static func placeCursor(_ s: inout BracketState) {
        guard let b = s.load.value, !b.rounds.isEmpty else { return }
        let known = { (x: PlayoffSeries) in x.top != nil || x.bottom != nil }
        s.round = b.rounds.lastIndex { $0.slots.contains(where: known) } ?? 0
        let slots = b.rounds[s.round].slots
        s.slot = slots.firstIndex { known($0) && $0.winner == nil } ?? slots.firstIndex(where: known) ?? 0
        s.placed = true
    }
}

extension PlayoffBracketCover: StandingsRules {
    static var coverKey: Character { "b" }
    static func coverHelp(_ league: ScoresLeague) -> String { "\(league.name) playoff bracket" }
    static var coverHint: String? { "bracket" }
    static var coverTitle: String { "Bracket" }
    static var hiddenLines: (heading: String, why: String) {
        ("The bracket is hidden while spoilers are.", "Its series' wins count today's results.")
    }

    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> BracketState {
        BracketState(league: league, season: S.season(on: board))
    }

    static func open(_ s: inout BracketState, day: Day) -> [Effect<BracketAction>] { open(&s, day: day, season: nil) }

    static func open(_ s: inout BracketState, day: Day, season: Int?) -> [Effect<BracketAction>] {
        let latest = S.season(on: day)
        let wanted = min(max(S.firstSeason, season ?? (s.latest == latest ? s.season : latest)), latest)
        if s.latest != latest || s.season != wanted {
            s = BracketState(league: s.league, season: wanted)
            s.latest = latest
        }
        if s.load.value != nil && s.load.failure == nil { return [] }
        return refresh(&s)
    }

    static func refresh(_ s: inout BracketState) -> [Effect<BracketAction>] {
        guard s.season >= S.firstSeason else { return [] }   // said on screen: nothing to ask
        s.load.start()
        return [fetch(s, refresh: s.load.value != nil)]
    }

    static func reduce(_ s: inout BracketState, _ action: BracketAction, _ context: ScreenContext, visible: Bool) -> [Effect<BracketAction>] {
        switch action {
        case .loaded(let season, let result, let at):
            guard season == s.season else { return [] }   // an answer for a season no longer shown
            let effects = StandingsPane.answered(&s.load, result, at: at, visible: visible, retry: BracketAction.retry,
                                                 service: "the \(s.league.name) bracket")
            if !s.placed { placeCursor(&s) }
            clampCursor(&s)
            return effects
        case .retry:
            return refresh(&s)
        case .season(let step):
            let season = min(max(S.firstSeason, s.season + step), s.latest)
            guard season != s.season else { return [] }
            let latest = s.latest
            s = BracketState(league: s.league, season: season)
            s.latest = latest
            return refresh(&s)
        case .mouse(let event):
            if let move = TreeMove(wheel: event) { return reduce(&s, .move(move), context, visible: visible) }
        case .move(let move):
            guard let b = s.load.value, !b.rounds.isEmpty else { return [] }
            move.step(round: &s.round, slot: &s.slot, rounds: b.rounds.count, fedBy: b.rounds.map(\.fedBy))
            clampCursor(&s)
        case .openSeries:
            guard let (top, bottom) = clubs(s), let code = teamCode(s, top), let other = teamCode(s, bottom) else { return [] }
            return [.navigate(.team(s.league, code: code, season: s.season, versus: other))]
        case .pickTeam:
            guard let (top, bottom) = clubs(s) else { return [] }
            let choices = [top, bottom].compactMap { c in teamCode(s, c).map { (button: c.abbreviation, intent: BracketAction.openTeam($0)) } }
            guard !choices.isEmpty else { return [] }
            return [.present(.choose(title: "A team's page", message: "\(top.fullName) or \(bottom.fullName)? Its schedule, roster and standing.", choices))]
        case .openTeam(let code):
            return [.navigate(.team(s.league, code: code))]
        }
        return []
    }

    /// The series under the cursor's two clubs, when both are known.
    static func clubs(_ s: BracketState) -> (PlayoffSeries.Entrant, PlayoffSeries.Entrant)? {
        guard let b = s.load.value, b.rounds.indices.contains(s.round), b.rounds[s.round].slots.indices.contains(s.slot),
              let top = b.rounds[s.round].slots[s.slot].top, let bottom = b.rounds[s.round].slots[s.slot].bottom else { return nil }
        return (top, bottom)
    }

    /// A club as its league's routes name it; nil where the league has no team pages.
    static func teamCode(_ s: BracketState, _ club: PlayoffSeries.Entrant) -> String? {
        guard s.league.entry.coverTitles[.team] != nil else { return nil }
        return s.league.family.team(s.league.row, code: club.abbreviation)?.routeCode
    }

    static func keyMap(_ s: BracketState) -> KeyMap<BracketIntent> {
        // A series whose clubs are both known has its games and the clubs' pages.
        let known = clubs(s).map { teamCode(s, $0.0) != nil } ?? false
        let series: [KeyBinding<BracketIntent>] = known ? [KeyBinding([.enter], .openSeries, help: "The series' games", hint: "series"),
                                                           KeyBinding([.char("T")], .pickTeam, help: "A team's page: schedule, roster, standing")] : []
        // The seasons there are: none before the first, none after the board's.
        let before = s.season > S.firstSeason ? [KeyBinding<BracketIntent>([.char("[")], .season(step: -1), help: "The season before", hint: "season")] : []
        let after = s.season < s.latest ? [KeyBinding<BracketIntent>([.char("]")], .season(step: 1), help: "The season after")] : []
        return KeyMap("\(s.league.name) bracket", TreeMove.bindings("series") { .move($0) } + series + before + after + [
            KeyBinding([.escape, .backspace, .char("b"), .char("B")], .close, help: "Back to the \(s.league.name) games", hint: "games"),
        ])
    }

    static func keyAction(_ key: Key, _ s: BracketState, _ context: ScreenContext) -> StandingsKey<BracketAction>? {
        keyMap(s).intent(for: key).map {
            switch $0 {
            case .move(let move): .action(.move(move))
            case .season(let step): .action(.season(step: step))
            case .openSeries: .action(.openSeries)
            case .pickTeam: .action(.pickTeam)
            case .close: .close
            }
        }
    }

    static func mouse(_ event: MouseEvent) -> BracketAction { .mouse(event) }
    static func keyHelp(_ s: BracketState, _ context: ScreenContext) -> KeyHelp { keyMap(s).described }

    static func render(_ s: BracketState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let before = s.season < S.firstSeason ? S.beforeFirstSeason : nil
        PlayoffBracketView.render(s, title: S.title(s.league, season: s.season), before: before, context, into: &canvas, area: area)
    }

    static func clamp(_ s: inout BracketState, _ context: ScreenContext) { clampCursor(&s) }
    static func isLoading(_ s: BracketState) -> Bool { s.load.isLoading }

    static func printTable(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                           offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        let latest = S.season(on: today)
        let asked = min(max(S.firstSeason, season ?? latest), latest)
        guard asked >= S.firstSeason else { throw .other(S.beforeFirstSeason) }
        return BracketPrint.table(try await data.run(S.fetch(league, season: asked, finished: asked < latest, refresh: false)).value)
    }
}
