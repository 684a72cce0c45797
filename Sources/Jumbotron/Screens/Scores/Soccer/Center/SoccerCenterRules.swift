import FoundationEssentials
import SportsCore
import TerminalUI

extension SoccerCenterState {
    public enum Intent: Equatable, Sendable {
        case switchSide
    }

    public enum Answer: Equatable, Sendable {
        case summaryLoaded(Int, Result<Loaded<ESPNSummary>, FetchError>, at: Date)
        case standingsLoaded(Int, Result<Loaded<ESPNStandings>, FetchError>, at: Date)
    }

    public typealias Kept = ESPNSummaryKept
}

/// The soccer center as the center driver runs it: ESPN's summary heads it
/// and holds every section but a table it lacks; a live match is asked
/// again every 30 s, the feed's own pace.
extension SoccerCenterState: ESPNSummaryCenter {
    var isBusy: Bool { summary.isLoading || standings.isLoading }
    var liveWait: Duration { .seconds(30) }

    static func phaseOf(_ game: ESPNGame) -> SoccerRules.Phase { SoccerRules.phase(game) }

    static var sport: String { "soccer" }
    static func summaryLoaded(_ id: Int, _ result: Result<Loaded<ESPNSummary>, FetchError>, at: Date) -> Answer {
        .summaryLoaded(id, result, at: at)
    }

    mutating func sectionNeeds(row: ESPNGame?, again: Bool) -> [Effect<Answer>] {
        guard let row else { return [] }
        var effects = summaryNeeds(row: row, again: again)
        let id = gameId, league = Self.league(row)
        // The table from the standings only when the summary has come without one.
        if section == .table, let s = summary.value, s.table.isEmpty, !standings.isLoading, !standings.isSettled {
            standings.start()
            effects.append(.fetch(.espnStandings(league), key: "soccer-table") { .standingsLoaded(id, $0, at: $1) })
        }
        return effects
    }

    mutating func apply(_ answer: Answer) -> CenterAnswerEffect? {
        switch answer {
        case .summaryLoaded(let id, let result, let at):
            return take(id, result, at: at)
        case .standingsLoaded(let id, let result, let at):
            guard id == gameId else { return nil }
            _ = standings.apply(result, at: at)
            return .other
        }
    }

    mutating func perform(_ intent: Intent, list: inout ListDetail, body: Size) -> Section? {
        switch intent {
        case .switchSide: lineupSide = lineupSide == .away ? .home : .away
        }
        return nil
    }

    func keys(for section: Section, paneWidth: Int) -> [CenterKey<Intent>] {
        guard section == .lineups else { return [] }
        return [CenterKey([.char("o")], .switchSide, help: "Line-ups: the other team", hint: "other team",
                          works: !SoccerLineupsSection.sideBySide(paneWidth: paneWidth))]
    }

    struct MemoKey: Equatable, Sendable {
        let gameId: Int, section: Section, side: Contest.Side
        let summary: LoadState, standings: LoadState, row: ESPNGame
        let size: Size, display: DisplayOptions
        /// The pitch is a picture where the terminal shows pixels: drawn again once it is made.
        let pictures: PictureShelf?
    }


    func memoKey(row: ESPNGame, size: Size, _ context: ScreenContext) -> MemoKey {
        MemoKey(gameId: gameId, section: section, side: lineupSide, summary: LoadState(summary), standings: LoadState(standings), row: row,
                size: size, display: context.display, pictures: section == .lineups && context.display.pixels != nil ? context.pictures : nil)
    }

    func render(row: ESPNGame, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        switch section {
        case .summary: SoccerSummarySection.render(self, game(row), context, &pen, into: &canvas)
        case .lineups: SoccerLineupsSection.render(self, game(row), context, &pen, into: &canvas)
        case .stats: SoccerStatsSection.render(self, game(row), context, &pen, into: &canvas)
        case .commentary: SoccerCommentarySection.render(self, game(row), context, &pen, into: &canvas)
        case .table: SoccerTableSection.render(self, game(row), context, &pen, into: &canvas)
        }
        return pen.y - area.y
    }
}
