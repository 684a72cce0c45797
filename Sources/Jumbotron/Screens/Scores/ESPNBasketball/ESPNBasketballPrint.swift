import FoundationEssentials
import Primitives
import SportsCore

/// ESPN's basketball leagues through `print game|standings --league`: the
/// game's facts and leaders, each player's line, every play with the score
/// after a basket, the teams' statistics; the standings by group.
extension ESPNBasketballLeague {
    static var printSections: [String] { ["summary", "box", "plays", "stats"] }

    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let espn = league.row.source.espn ?? ESPNLeague(sport: "basketball", league: league.rawValue)
        let summary = try await data.run(.espnSummary(espn, id)).value
        let game = summary.game ?? ESPNGame(id: id, away: .init(), home: .init())
        let code = { (teamID: String?) in [game.away, game.home].first { $0.id != nil && $0.id == teamID }?.abbreviation }
        switch section {
        case "box":
            return PrintTable(columns: ["team", "player", "starter", "line"], rows: summary.teams.flatMap { team in
                team.categories.flatMap { c in
                    c.athletes.map { a in
                        [.optional(team.abbreviation), .text(a.name), .text(a.starter ? "yes" : "no"),
                         .text(a.didNotPlay ? (a.reason ?? "did not play") : zip(c.labels, a.stats).map { "\($0) \($1)" }.joined(separator: " · "))]
                    }
                }
            })
        case "plays":
            return PrintTable(columns: ["period", "clock", "team", "play", "away_score", "home_score"], rows: summary.plays.map { p in
                [.optional(p.period.map { FootballRules.periodLabel($0, regulation: game.regulation) }), .optional(p.clock),
                 .optional(code(p.teamID)), .text(p.text), .optional(p.awayScore), .optional(p.homeScore)]
            })
        case "stats":
            let sides = ESPNBoxSection.sides(summary)
            return PrintTable(columns: ["stat", "label", "away", "home"], rows: ESPNBasketballStatsSection.rows.compactMap { row in
                let a = sides[0]?.stats.first { $0.name == row.name }, h = sides[1]?.stats.first { $0.name == row.name }
                guard a != nil || h != nil else { return nil }
                return [.text(row.name), .text(row.label), .optional(a?.text), .optional(h?.text)]
            })
        default:
            var pairs = PrintTable.headline(game.summary, locale: locale, zone: zone)
            pairs += [("venue", [summary.venue, summary.venueCity].compactMap { $0 }.joined(separator: ", ")),
                      ("attendance", summary.attendance.map(String.init))]
            pairs += summary.leaders.map { ("leader", "\($0.category): \($0.name)\(code($0.teamID).map { " (\($0))" } ?? "") \($0.line)") }
            return PrintTable.fields(pairs)
        }
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        let espn = league.row.source.espn ?? ESPNLeague(sport: "basketball", league: league.rawValue)
        return ESPNStandingsPrint.table(try await data.run(.espnStandings(espn, season: season, poll: league.row.poll)).value)
    }
}
