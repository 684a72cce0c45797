import FoundationEssentials
import SportsCore

/// A football league through `print game|standings --league`: from ESPN's
/// summary, the game's facts, its scoring plays with the score after each,
/// and its drives; from ESPN's standings, the teams by group.
extension FootballLeague {
    static var printSections: [String] { ["summary", "scoring", "drives"] }

    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let summary = try await data.run(.espnSummary(league.row.source.espn ?? .nfl, id)).value
        let teams = Dictionary([summary.game?.away, summary.game?.home].compactMap { $0 }.compactMap { t in t.id.map { ($0, t.abbreviation ?? $0) } },
                               uniquingKeysWith: { a, _ in a })
        switch section {
        case "scoring":
            return PrintTable(columns: ["period", "clock", "team", "play", "away_score", "home_score"], rows: summary.scoringPlays.map { p in
                [.optional(p.period), .optional(p.clock), .optional(p.teamID.flatMap { teams[$0] }), .text(p.text),
                 .optional(p.awayScore), .optional(p.homeScore)]
            })
        case "drives":
            return PrintTable(columns: ["team", "period", "clock", "start", "description", "result", "plays"], rows: summary.drives.map { d in
                [.optional(d.abbreviation), .optional(d.startPeriod), .optional(d.startClock), .optional(d.start), .optional(d.description),
                 .optional(d.result), .number(d.plays.count)]
            })
        default:
            let game = summary.game.map(\.summary)
            var rows: [[PrintValue]] = []
            func field(_ name: String, _ value: String?) { if let value, !value.isEmpty { rows.append([.text(name), .text(value)]) } }
            field("state", game?.stateText(locale: locale, timeZone: zone))
            field("away", game?.away.name)
            field("home", game?.home.name)
            field("away_score", game?.away.score.map(String.init))
            field("home_score", game?.home.score.map(String.init))
            field("venue", [summary.venue, summary.venueCity].compactMap { $0 }.joined(separator: ", "))
            field("attendance", summary.attendance.map(String.init))
            field("weather", summary.weather)
            return PrintTable(columns: ["field", "value"], rows: rows)
        }
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        ESPNStandingsPrint.table(try await data.run(.espnStandings(league.row.source.espn ?? .nfl, season: season)).value)
    }
}
