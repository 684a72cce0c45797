import FoundationEssentials
import SportsCore

/// A center whose head answer is ESPN's summary of the game, asked for with
/// the section on screen (football's, soccer's): nothing to ask before it,
/// and a final's summary kept as it came.
protocol ESPNSummaryCenter: CenterRules where Game == ESPNGame, Kept == ESPNSummaryKept {
    var summary: Loadable<ESPNSummary, FetchError> { get set }
}

/// A final's summary as it came: it never changes.
public struct ESPNSummaryKept: Equatable, Sendable {
    public var summary: ESPNSummary
}

extension ESPNSummaryCenter {
    var head: LoadState { LoadState(summary) }

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
