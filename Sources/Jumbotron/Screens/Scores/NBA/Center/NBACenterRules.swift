import FoundationEssentials
import SportsCore
import TerminalUI

extension NBACenterState {
    public enum Intent: Equatable, Sendable {
        case switchTeam
        case toggleScoring
        case shotTeams
        case previousQuarter, nextQuarter
    }

    public enum Answer: Equatable, Sendable {
        case boxLoaded(Int, Result<Loaded<NBABoxscore>, FetchError>, at: Date)
        case playsLoaded(Int, Result<Loaded<NBAPlayByPlay>, FetchError>, at: Date)
    }

    /// A final's answers as they came: it never changes.
    public struct Kept: Equatable, Sendable {
        public var box: NBABoxscore
        public var plays: NBAPlayByPlay?
    }
}

/// The NBA center as the center driver runs it. The box score heads it, but
/// only once the game has started: before tip-off the cdn has none to give,
/// and the summary is drawn from the scoreboard's row. So both requests are
/// planned where the row is known (`sectionNeeds`); a live game is polled every 10 s.
extension NBACenterState: CenterRules {
    var head: LoadState { LoadState(box) }
    var isBusy: Bool { box.isLoading || plays.isLoading }
    var liveWait: Duration { .seconds(10) }

    static func id(of game: NBAGame) -> Int { game.id }
    static func isFinal(_ row: NBAGame) -> Bool { NBAGameRules.phase(row) == .final }

    mutating func fetchHead(final: Bool) -> [Effect<Answer>] {
        refreshScheduled = false
        return []
    }

    mutating func sectionNeeds(row: NBAGame?, again: Bool) -> [Effect<Answer>] {
        guard offers(.box, row) else { return [] }
        let id = gameId, final = phase(row) == .final
        var effects: [Effect<Answer>] = []
        // The box heads the center, and its answer asks for what the section needs:
        // a failed box waits for `r` or the next refresh, or it would be asked for again at once.
        if !box.isLoading, !box.isSettled || (again && (box.value == nil || !final)) {
            box.start()
            effects.append(.fetch(.nbaBoxscore(id, final: final), key: "nba-box") { .boxLoaded(id, $0, at: $1) })
        }
        if section == .plays || section == .shots, !plays.isLoading, plays.value == nil || (again && !final) {
            plays.start()
            effects.append(.fetch(.nbaPlayByPlay(id, final: final), key: "nba-plays") { .playsLoaded(id, $0, at: $1) })
        }
        return effects
    }

    mutating func apply(_ answer: Answer) -> CenterAnswerEffect? {
        switch answer {
        case .boxLoaded(let id, let result, let at):
            guard id == gameId else { return nil }
            let hadValue = box.value != nil
            return .head(failure: box.apply(result, at: at), hadValue: hadValue)
        case .playsLoaded(let id, let result, let at):
            guard id == gameId else { return nil }
            plays.apply(result, at: at)
            return .other
        }
    }

    func keep(merging earlier: Kept?) -> Kept? {
        box.value.map { Kept(box: $0, plays: plays.value ?? earlier?.plays) }
    }

    mutating func restore(_ kept: Kept) {
        let old = Date.distantPast
        box.apply(.success(Loaded(value: kept.box, origin: .cache(fetchedAt: old))), at: old)
        if let p = kept.plays { plays.apply(.success(Loaded(value: p, origin: .cache(fetchedAt: old))), at: old) }
    }

    mutating func perform(_ intent: Intent, list: inout ListDetail, body: Size) -> Section? {
        switch intent {
        case .switchTeam:
            boxSide = boxSide == .away ? .home : .away
        case .toggleScoring:
            scoringOnly.toggle()
            list.detailScroll.restore(0, selected: list.selected)
        case .shotTeams:
            shotTeams = switch shotTeams {
            case .both: .away
            case .away: .home
            case .home: .both
            }
        case .nextQuarter, .previousQuarter:
            // Every quarter, then each one played, round again.
            let last = max(1, periodsPlayed), step = intent == .nextQuarter ? 1 : -1
            let now = shotPeriod ?? 0, next = (now + step + last + 1) % (last + 1)
            shotPeriod = next == 0 ? nil : next
        }
        return nil
    }

    func keys(for section: Section, paneWidth: Int) -> [CenterKey<Intent>] {
        switch section {
        case .box:
            [CenterKey([.char("o")], .switchTeam, help: "Box score: the other team", hint: "other team",
                       works: !NBABoxSection.sideBySide(paneWidth: paneWidth))]
        case .plays:
            [CenterKey([.char("!")], .toggleScoring, help: scoringOnly ? "Plays: show every play" : "Plays: scoring plays only",
                       hint: scoringOnly ? "all plays" : "scoring")]
        case .shots:
            [CenterKey([.char("o")], .shotTeams, help: "Shot chart: both teams, the away team, the home team", hint: "team"),
             CenterKey([.char("[")], .previousQuarter, help: "Shot chart: the previous quarter (or all)", hint: "prev qtr"),
             CenterKey([.char("]")], .nextQuarter, help: "Shot chart: the next quarter (or all)", hint: "next qtr")]
        case .summary: []
        }
    }

    /// What a section's drawing depends on, compared cheaply (never the payloads themselves).
    struct MemoKey: Equatable, Sendable {
        let gameId: Int
        let section: Section
        let boxSide: Contest.Side
        let scoringOnly: Bool
        let shotTeams: ShotTeams
        let shotPeriod: Int?
        let box: LoadState, plays: LoadState
        let row: NBAGame
        let size: Size
        let display: DisplayOptions
    }


    func memoKey(row: NBAGame, size: Size, _ context: ScreenContext) -> MemoKey {
        MemoKey(gameId: gameId, section: section, boxSide: boxSide, scoringOnly: scoringOnly, shotTeams: shotTeams,
                shotPeriod: shotPeriod, box: LoadState(box), plays: LoadState(plays), row: row, size: size, display: context.display)
    }

    func render(row: NBAGame, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        switch section {
        case .summary: NBASummarySection.render(self, row, context, &pen, into: &canvas)
        case .box: NBABoxSection.render(self, context, &pen, into: &canvas)
        case .plays: NBAPlaysSection.render(self, context, &pen, into: &canvas)
        case .shots: NBAShotChartSection.render(self, context, &pen, into: &canvas, height: area.height)
        }
        return pen.y - area.y
    }
}
