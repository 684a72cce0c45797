import FoundationEssentials
import SportsCore
import TerminalUI

/// A tour in the Scores tab: the day's matches of a tournament by draw and
/// round, each player's sets (a lost tiebreak with its points), seeds, the
/// server marked while it is played, retirements and walkovers said.
public enum TennisLeague: League {
    public typealias Game = TennisMatch
    public typealias Center = TennisCenter
    public typealias Standings = NoStandings
}

extension TennisLeague: LeagueRules {
    static var stateWidth: Int { 9 }
    /// `7 6(4) 3 6 7(10)`: five sets with two tiebreaks.
    static var scoreWidth: Int { 16 }
    static var longestGame: TimeInterval { 6 * 3600 }

    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<[TennisMatch]> {
        let espn = league.row.source.espn ?? ESPNLeague(sport: "tennis", league: league.rawValue)
        let id = LeagueID(league.rawValue)
        return Fetch(.espnDay(espn, date: day.iso)) { try TennisScoreboard.decode($0, league: id, day: day) }
    }

    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        let code = league.row.source.espn?.league ?? league.rawValue
        let days = offline.sampleKeys("espn", "\(code)-day-").compactMap { Day(iso: $0) }.sorted()
        return (days, days.last)
    }

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

    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style { Style([.reverse, .bold]) }

    /// A seed beside the name: `[5]`.
    static func note(_ game: TennisMatch, _ side: Contest.Side) -> String? {
        (side == .away ? game.first.seed : game.second.seed).map { "[\($0)]" }
    }

    static var printSections: [String] { ["match"] }

    /// `print game --league atp ID`: a match's sets, looked for on the sample's days offline and around today live.
    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let today = Day(Date(), in: zone)
        let days = (data as? OfflineDataSource).map { sampleDays(league, $0).all } ?? (-3...3).map { today.adding(days: $0) }
        for day in days {
            guard let match = try? await data.run(schedule(league, day, today: today)).value.first(where: { $0.id == id }) else { continue }
            return TennisCenter.sets(match)
        }
        throw .other("no \(league.name) match \(id) around \(today.iso): `print games --league \(league.rawValue) --date DAY` lists a day's matches")
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? { nil }
}
