import FoundationEssentials
import Primitives
import SportsCore

/// A soccer competition through `print game|standings --league`: from ESPN's
/// summary, the match's facts and its timeline, the line-ups, the match
/// statistics, the commentary and the table; from ESPN's standings, the
/// table with its zones.
extension SoccerLeague {
    static var printSections: [String] { ["summary", "lineups", "stats", "commentary", "table"] }

    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let espn = league.row.source.espn ?? ESPNLeague(sport: "soccer", league: league.rawValue)
        let summary = try await data.run(.espnSummary(espn, id)).value
        let game = summary.game ?? ESPNGame(id: id, away: .init(), home: .init())
        switch section {
        case "lineups":
            return PrintTable(columns: ["team", "formation", "jersey", "player", "position", "starter", "subbed", "minute", "goals", "card"],
                              rows: summary.lineups.flatMap { l in
                (l.starters + l.bench).map { p in
                    [.optional(l.abbreviation), .optional(l.formation), .optional(p.jersey), .text(p.name), .optional(p.position),
                     .text(p.starter ? "yes" : "no"), .optional(p.subbedIn ? "on" : p.subbedOut ? "off" : nil), .optional(p.subMinute),
                     .number(p.goals), .optional(p.red ? "red" : p.yellow ? "yellow" : nil)]
                }
            })
        case "stats":
            return PrintTable(columns: ["stat", "label", "home", "away"], rows: SoccerStatsSection.rows.compactMap { row in
                let h = SoccerStatsSection.side(summary, game.home)?.stats.first { $0.name == row.name }
                let a = SoccerStatsSection.side(summary, game.away)?.stats.first { $0.name == row.name }
                guard h != nil || a != nil else { return nil }
                // As the screen shows them: a rate ESPN writes as a fraction (`0.9`) is the percentage (`90`).
                return [.text(row.name), .text(row.label), .optional(h.map { SoccerStatsSection.shown($0.text, row.name) }),
                        .optional(a.map { SoccerStatsSection.shown($0.text, row.name) })]
            })
        case "commentary":
            return PrintTable(columns: ["minute", "text"], rows: summary.commentary.map { [.optional($0.clock), .text($0.text)] })
        case "table":
            return PrintTable(columns: ["group", "rank", "team"] + SoccerTableSection.columns.map(\.label), rows: summary.table.flatMap { g in
                g.entries.enumerated().map { i, e in
                    [.text(g.name), .number(i + 1), .text(e.name)] + SoccerTableSection.columns.map { .optional(e.stat($0.kind)) }
                }
            })
        default:
            return facts(summary, game, locale, zone)
        }
    }

    /// The match's facts, then one `event` line for each goal, card and change (`67' MEX goal Raúl Jiménez (Roberto Alvarado) 2-0`).
    static func facts(_ summary: ESPNSummary, _ game: ESPNGame, _ locale: TimeLocale, _ zone: Zone) -> PrintTable {
        var pairs = PrintTable.headline(game.summary, homeFirst: true, locale: locale, zone: zone)
        pairs += [("situation", SoccerRules.situation(game)), ("venue", [summary.venue, summary.venueCity].compactMap { $0 }.joined(separator: ", ")),
                  ("referee", summary.officials.first), ("attendance", summary.attendance.map(String.init))]
        for event in SoccerTimeline.events(summary, game) {
            let team = [game.home, game.away].first { $0.id != nil && $0.id == event.teamID }?.abbreviation
            let kind = switch event.kind {
            case .goal: "goal"
            case .penalty: "penalty"
            case .ownGoal: "own goal"
            case .yellow: "yellow"
            case .secondYellow: "second yellow"
            case .red: "red"
            case .substitution: "change"
            case .missedPenalty: "penalty missed"
            case .shootoutScored: "shootout scored"
            case .shootoutMissed: "shootout missed"
            }
            let words = [event.minute, team, kind, SoccerSummarySection.words(event), event.score.map { "\($0.home)-\($0.away)" }]
            pairs.append(("event", words.compactMap { $0 }.joined(separator: " ")))
        }
        return PrintTable.fields(pairs)
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        let espn = league.row.source.espn ?? ESPNLeague(sport: "soccer", league: league.rawValue)
        // The form up to today, or the sample's latest day of the league offline.
        let day = offline.flatMap { o in o.sampleKeys("espn", "\(espn.league)-day-").compactMap { Day(iso: $0) }.max() } ?? today
        return ESPNStandingsPrint.table(try await data.run(.espnStandings(espn, season: season, formUntil: season == nil ? day : nil)).value)
    }
}
