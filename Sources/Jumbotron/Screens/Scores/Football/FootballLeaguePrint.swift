import FoundationEssentials
import Primitives
import SportsCore

/// A football league through `print game|standings --league`: from ESPN's
/// summary, the game's facts, its scoring plays with the score after each,
/// its drives, each player's line by category, the teams' statistics and
/// the win probability after each play; from ESPN's standings, the teams by group.
extension FootballLeague {
    static var printSections: [String] { ["summary", "scoring", "drives", "box", "stats", "winprob"] }

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
            return PrintTable(columns: ["team", "period", "clock", "start", "description", "result", "plays", "away_score", "home_score"],
                              rows: FootballDrives.all(summary).map { d in
                let last = d.plays.last { $0.awayScore != nil && $0.homeScore != nil }
                return [.optional(d.abbreviation), .optional(d.startPeriod), .optional(d.startClock), .optional(d.start), .optional(d.description),
                        .optional(d.result), .number(d.plays.count), .optional(last?.awayScore), .optional(last?.homeScore)]
            })
        case "box":
            return PrintTable(columns: ["team", "category", "player", "position", "line"], rows: summary.teams.flatMap { team in
                team.categories.flatMap { c in
                    c.athletes.map { a in
                        [.optional(team.abbreviation), .text(ESPNBoxSection.title(c, team: team.name)), .text(a.name), .optional(a.position),
                         .text(zip(c.labels, a.stats).map { "\($0) \($1)" }.joined(separator: " · "))]
                    }
                }
            })
        case "stats":
            let sides = ESPNBoxSection.sides(summary)
            let names = (sides[0]?.stats ?? []).map(\.name) + (sides[1]?.stats ?? []).map(\.name)
            var seen = Set<String>()
            return PrintTable(columns: ["stat", "label", "away", "home"], rows: names.filter { seen.insert($0).inserted }.map { name in
                let a = sides[0]?.stats.first { $0.name == name }, h = sides[1]?.stats.first { $0.name == name }
                return [.text(name), .text(a?.label ?? h?.label ?? name), .optional(a?.text), .optional(h?.text)]
            })
        case "winprob":
            let plays = FootballWinProbabilitySection.plays(summary)
            return PrintTable(columns: ["play_id", "period", "clock", "home_pct", "play"], rows: summary.winProbability.map { w in
                let play = w.playID.flatMap { plays[$0] }
                return [.optional(w.playID), .optional(play?.period), .optional(play?.clock), .text(Fixed.text(w.home * 100, places: 1)),
                        .optional(play?.text)]
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
            field("situation", summary.game.flatMap(NFLGamePrint.situation))
            field("venue", [summary.venue, summary.venueCity].compactMap { $0 }.joined(separator: ", "))
            field("attendance", summary.attendance.map(String.init))
            field("weather", summary.weather)
            field("series", summary.seasonSeries)
            for leader in summary.leaders {
                field("leader", "\(leader.category): \(leader.name)\(leader.teamID.flatMap { teams[$0] }.map { " (\($0))" } ?? "") \(leader.line)")
            }
            for injury in summary.injuries {
                field("injury", "\(injury.teamID.flatMap { teams[$0] } ?? "?") \(injury.name): \(injury.status ?? "")\(injury.detail.map { " (\($0))" } ?? "")")
            }
            return PrintTable(columns: ["field", "value"], rows: rows)
        }
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        ESPNStandingsPrint.table(try await data.run(.espnStandings(league.row.source.espn ?? .nfl, season: season, poll: league.row.poll)).value)
    }
}
