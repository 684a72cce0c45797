import FoundationEssentials
import SportsCore
import TerminalUI

/// A session's classification. ESPN gives the order; for an F1 race that
/// is over, Jolpica's results add each driver's team, time or gap, laps and
/// why a driver is out (`+1 Lap`, `Retired`). While a session runs, the
/// board's refresh at the league's pace keeps its running order current.
public struct RacingCenter: GameCenterModel {
    public typealias Game = RacingSession

    public enum Section: String, WordedSection {
        case classification

        public var words: (title: String, short: String, key: Character, hint: String) {
            ("Classification", "Order", "i", "classification")
        }
    }

    public enum Answer: Equatable, Sendable {
        case results(Int, Result<Loaded<[Jolpica.Race]>, FetchError>, at: Date)
    }
    public enum Intent: Equatable, Sendable {}
    public struct Kept: Equatable, Sendable { var races: [Jolpica.Race] }

    public var gameId: Int, refreshScheduled = false
    public var section: Section = .classification, scrolls: [Section: Int] = [:]
    /// The race's results from Jolpica (with the season's calendar they were found by).
    public var results = Loadable<[Jolpica.Race], FetchError>()

    public init(gameId: Int) { self.gameId = gameId }

    /// The race among the answers that has a classification.
    var race: Jolpica.Race? { results.value?.first { !$0.results.isEmpty } }

    /// Jolpica's results of the session, where it has them: an F1 race that is over.
    /// The calendar is asked first, for the round run on the session's day.
    static func resultsFetch(_ session: RacingSession, league: ScoresLeague) -> Fetch<[Jolpica.Race]>? {
        guard session.isRace, session.phase == .final, league.row.jolpicaSeries != nil, let start = session.start else { return nil }
        let day = Day(start, in: .utc), season = day.year
        let near = [day, day.adding(days: -1), day.adding(days: 1)]
        return Fetch(.jolpicaSeason(season), cache: .day, then: { calendar in
            guard let round = calendar.first(where: { $0.date.map(near.contains) ?? false })?.round else { return nil }
            return Fetch(.jolpicaResults(season: season, round: round), cache: .maxAge(seconds: 3600)) { try Jolpica.races($0) }
        }) { try Jolpica.races($0) }
    }

    /// The session as its classification shows it, with the table `print` writes.
    struct Classification {
        var contest: Contest
        var note: String?

        var table: PrintTable {
            PrintTable(columns: ["position", "driver", "team", "time", "laps", "status"], rows: contest.field.map { e in
                [e.place.map(PrintValue.number) ?? .null, .text(e.competitor.name), .optional(e.detail), .optional(e.score?.text),
                 e.laps.map(PrintValue.number) ?? .null, .optional(e.status)]
            })
        }
    }

    static func classification(_ session: RacingSession, results race: Jolpica.Race?) -> Classification {
        var contest = session.summary
        guard let race, !race.results.isEmpty else {
            let note = session.phase == .final && session.isRace ? nil : session.phase == .scheduled ? "The order comes when the session starts." : nil
            return Classification(contest: contest, note: note)
        }
        contest.shape = .field(race.results.map(\.entrant))
        return Classification(contest: contest, note: "Times, gaps and laps: Jolpica (\(race.name), round \(race.round)).")
    }
}

extension RacingCenter: CenterRules {
    var isLive: Bool { false }
    var isFinal: Bool { race != nil }
    var head: LoadState { LoadState(results) }
    var isBusy: Bool { results.isLoading }
    var liveWait: Duration { .seconds(30) }
    static func id(of game: RacingSession) -> Int { game.id }
    static func isFinal(_ row: RacingSession) -> Bool { row.phase == .final }
    func offers(_ section: Section, _ row: RacingSession?) -> Bool { true }

    mutating func fetchHead(final: Bool) -> [Effect<Answer>] {
        refreshScheduled = false
        return []
    }

    /// A finished F1 race asks Jolpica once (again on `r` when it failed or found nothing).
    mutating func sectionNeeds(row: RacingSession?, again: Bool) -> [Effect<Answer>] {
        guard let row, !results.isLoading, let fetch = Self.resultsFetch(row, league: ScoresLeague(id: row.league.rawValue)) else { return [] }
        guard !results.isSettled || (again && race == nil) else { return [] }
        results.start()
        let id = gameId
        return [.fetch(fetch, key: "racing-results") { .results(id, $0, at: $1) }]
    }

    mutating func apply(_ answer: Answer) -> CenterAnswerEffect? {
        switch answer {
        case .results(let id, let result, let at):
            guard id == gameId else { return nil }
            let hadValue = results.value != nil
            return .head(failure: results.apply(result, at: at), hadValue: hadValue)
        }
    }

    func keep(merging earlier: Kept?) -> Kept? { race.map { Kept(races: [$0]) } ?? earlier }

    mutating func restore(_ kept: Kept) {
        let old = Date.distantPast
        results.apply(.success(Loaded(value: kept.races, origin: .cache(fetchedAt: old))), at: old)
    }

    mutating func perform(_ intent: Intent, list: inout ListDetail, body: Size) -> Section? {}
    func keys(for section: Section, paneWidth: Int) -> [CenterKey<Intent>] { [] }

    struct MemoKey: Equatable, Sendable {
        let row: RacingSession, results: LoadState, hidden: Bool, size: Size, display: DisplayOptions
    }


    func memoKey(row: RacingSession, size: Size, _ context: ScreenContext) -> MemoKey {
        MemoKey(row: row, results: LoadState(results), hidden: Spoilers.hides(row.summary, context), size: size, display: context.display)
    }

    func render(row: RacingSession, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        let shown = Self.classification(row, results: race)
        var note = shown.note
        if results.isLoading && race == nil { note = "Asking Jolpica for the times…" }
        else if let failure = results.failure, race == nil { note = "Times from Jolpica: \(failure.brief). The order is ESPN's; r asks again." }
        FieldClassification.render(shown.contest, hidden: Spoilers.hides(row.summary, context),
                                   titles: .init(name: "Driver", detail: "Team", score: "Time", status: "Status"),
                                   note: note, context, &pen, into: &canvas)
        return pen.y - area.y
    }
}
