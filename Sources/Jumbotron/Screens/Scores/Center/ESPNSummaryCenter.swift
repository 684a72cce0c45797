import FoundationEssentials
import SportsCore

/// A center whose head answer is ESPN's summary of the game, asked for with
/// the section on screen (football's, soccer's): nothing to ask before it,
/// and a final's summary kept as it came.
protocol ESPNSummaryCenter: CenterRules where Game == ESPNGame, Kept == ESPNSummaryKept {
    var summary: Loadable<ESPNSummary, FetchError> { get set }
    /// ESPN's sport in the summary's path (`football`, `basketball`, `soccer`).
    static var sport: String { get }
    /// The answer a summary comes back as.
    static func summaryLoaded(_ id: Int, _ result: Result<Loaded<ESPNSummary>, FetchError>, at: Date) -> Answer
}

/// The one answer of a center that reads only the summary (football's, basketball's).
public enum ESPNSummaryAnswer: Equatable, Sendable {
    case summaryLoaded(Int, Result<Loaded<ESPNSummary>, FetchError>, at: Date)
}

extension ESPNSummaryCenter where Answer == ESPNSummaryAnswer {
    static func summaryLoaded(_ id: Int, _ result: Result<Loaded<ESPNSummary>, FetchError>, at: Date) -> Answer {
        .summaryLoaded(id, result, at: at)
    }

    mutating func apply(_ answer: Answer) -> CenterAnswerEffect? {
        switch answer {
        case .summaryLoaded(let id, let result, let at): take(id, result, at: at)
        }
    }
}

/// A final's summary as it came: it never changes.
public struct ESPNSummaryKept: Equatable, Sendable {
    public var summary: ESPNSummary
}

extension ESPNSummaryCenter {
    var head: LoadState { LoadState(summary) }
    var isBusy: Bool { summary.isLoading }

    /// Where a game is by its status: ESPN's shared words (soccer's center reads its own).
    static func phaseOf(_ game: ESPNGame) -> FootballRules.Phase { FootballRules.phase(game) }

    static func isFinal(_ row: ESPNGame) -> Bool { phaseOf(row) == .final }

    /// The summary's own state of the game when it has come (fresher than the row's), else the row's.
    func phase(_ row: ESPNGame?) -> FootballRules.Phase? { (summary.value?.game ?? row).map(Self.phaseOf) }

    var isLive: Bool { summary.value?.game.map { Self.phaseOf($0) == .live } ?? false }
    var isFinal: Bool { summary.value?.game.map { Self.phaseOf($0) == .final } ?? false }

    /// Every section reads the summary: asked for once the row is known (it names the league),
    /// again on a refresh unless it is a final's.
    mutating func sectionNeeds(row: ESPNGame?, again: Bool) -> [Effect<Answer>] { summaryNeeds(row: row, again: again) }

    mutating func summaryNeeds(row: ESPNGame?, again: Bool) -> [Effect<Answer>] {
        guard let row, !summary.isLoading else { return [] }
        let final = Self.isFinal(row)
        // A failed answer waits for `r` or the next refresh, or it would be asked for again at once.
        guard !summary.isSettled || (again && (summary.value == nil || !final)) else { return [] }
        summary.start()
        let id = gameId, league = ESPNLeague(sport: Self.sport, league: row.league.rawValue)
        let teams = Set([row.away.id, row.home.id].compactMap { $0 })
        return [.fetch(.espnSummary(league, id, final: final, teams: teams.count == 2 ? teams : nil), key: "\(Self.sport)-summary") {
            Self.summaryLoaded(id, $0, at: $1)
        }]
    }

    static func id(of game: ESPNGame) -> Int { game.id }

    mutating func fetchHead(final: Bool) -> [Effect<Answer>] {
        refreshScheduled = false
        return []
    }

    /// The game as drawn: the row (which the day's refresh keeps current), its
    /// state, clock, score and periods from the summary when that is newer.
    func freshened(_ row: ESPNGame) -> ESPNGame {
        guard let g = summary.value?.game, g.id == row.id, FootballRules.phase(row) != .final else { return row }
        var game = row
        let words: [WritableKeyPath<ESPNGame, String?>] = [\.statusName, \.statusState, \.statusDetail, \.clock]
        for path in words { game[keyPath: path] = g[keyPath: path] ?? row[keyPath: path] }
        game.period = g.period ?? row.period
        for side in [\ESPNGame.away, \ESPNGame.home] {
            game[keyPath: side].score = g[keyPath: side].score ?? row[keyPath: side].score
            if !g[keyPath: side].quarters.isEmpty { game[keyPath: side].quarters = g[keyPath: side].quarters }
        }
        return game
    }

    /// The summary as it came for this game (nil: another game's).
    mutating func take(_ id: Int, _ result: Result<Loaded<ESPNSummary>, FetchError>, at: Date) -> CenterAnswerEffect? {
        guard id == gameId else { return nil }
        let hadValue = summary.value != nil
        let failure = summary.apply(result, at: at)
        return .head(failure: failure, hadValue: hadValue)
    }

    func keep(merging earlier: Kept?) -> Kept? { summary.value.map(ESPNSummaryKept.init) }

    mutating func restore(_ kept: Kept) {
        let old = Date.distantPast
        summary.apply(.success(Loaded(value: kept.summary, origin: .cache(fetchedAt: old))), at: old)
    }
}
