import FoundationEssentials
import SportsCore
import TerminalUI

/// A tour in the Scores tab: the day's matches of a tournament by draw and
/// round, each player's sets (a lost tiebreak with its points), seeds, the
/// server marked while it is played, retirements and walkovers said.
enum TennisLeague: League {
    typealias Game = TennisMatch
    typealias Center = TennisCenter
    /// Its `b`: the draws as brackets.
    typealias Standings = TennisDraw
}

extension TennisLeague: ESPNScoreboardLeague {
    static var espnSport: String { "tennis" }
    static func decode(_ data: Data, league: LeagueID, day: Day) throws -> Slate { try TennisScoreboard.decode(data, league: league, day: day) }

    static var stateWidth: Int { 9 }
    /// `7 6(4) 3 6 7(10)`: five sets with two tiebreaks.
    static var scoreWidth: Int { 16 }
    static var longestGame: TimeInterval { 6 * 3600 }

    /// Each draw and round under its heading (`Men's Singles · Semifinal`), in the answer's order.
    static func rows(_ slate: [TennisMatch], _ context: ScreenContext) -> [BoardRow] {
        var groups: [(String, [Int])] = []
        for (i, match) in slate.enumerated() {
            let title = [match.tournament, match.draw, match.round].compactMap { $0 }.joined(separator: " · ")
            if let g = groups.firstIndex(where: { $0.0 == title }) { groups[g].1.append(i) } else { groups.append((title, [i])) }
        }
        return groups.flatMap { title, indices in [BoardRow.heading(title)] + indices.map(BoardRow.game) }
    }

    /// The server, marked as the team with the ball is.
    static func marked(_ game: TennisMatch) -> Contest.Side? { game.phase == .live ? game.serving : nil }

    /// A seed beside the name: `[5]`.
    static func note(_ game: TennisMatch, _ side: Contest.Side) -> String? {
        (side == .away ? game.first.seed : game.second.seed).map { "[\($0)]" }
    }

    static var printSections: [String] { ["match"] }

    /// `print game --league atp ID`: looked for on the days around today (the sample's, offline).
    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let found = await lookUp(league, data, zone: zone) { $0.first(where: { $0.id == id }) }
        guard let match = found else { throw notFound(league, id, zone: zone) }
        return TennisPage.sets(match)
    }
}
