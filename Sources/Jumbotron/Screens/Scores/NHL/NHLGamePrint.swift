import FoundationEssentials
import SportsCore

/// `print nhl games` and `print nhl game ID --section …`: the NHL board and
/// game center as columns, with the state texts the Scores tab shows.
public enum NHLGamePrint {
    public enum Section: String, CaseIterable, Sendable { case summary, skaters, goalies, goals }

    public static let gamesColumns = ["game_id", "start", "away", "away_goals", "home", "home_goals", "state"]

    public static func games(_ games: [NHLGame], locale: TimeLocale, timeZone: Zone, hide: PrintSpoilers = .none) -> PrintTable {
        GamesPrint.table(games.map(\.summary), columns: gamesColumns, locale: locale, timeZone: timeZone, hide: hide)
    }

    /// `field, value`: the Summary's facts, present fields only.
    public static func summary(_ l: NHLLanding, locale: TimeLocale, timeZone: Zone) -> PrintTable {
        let g = l.game
        let started = [.live, .final].contains(NHLGameRules.phase(g))
        var rows: [(String, PrintValue)] = [("state", .text(NHLGameRules.stateText(g, locale: locale, timeZone: timeZone))),
                                            ("away", .text(g.away.fullName)), ("home", .text(g.home.fullName))]
        if started {
            rows += [("away_goals", .optional(g.away.score)), ("home_goals", .optional(g.home.score)),
                     ("away_sog", .optional(g.away.sog)), ("home_sog", .optional(g.home.sog))]
        }
        rows.append(("venue", .optional(g.venue)))
        rows.append(("start", .optional(g.startTimeUTC)))
        for star in l.stars {
            rows.append(("star_\(star.star.map(String.init) ?? "?")", .text([star.name, star.team].compactMap { $0 }.joined(separator: ", "))))
        }
        return PrintTable.record(rows.filter { $0.1 != .null })
    }

    public static let skaterColumns = ["team", "number", "name", "position", "g", "a", "p", "plus_minus", "pim", "sog", "hits",
                                       "blocks", "toi", "fo_pct"]

    public static func skaters(_ box: NHLBoxscore) -> PrintTable {
        PrintTable(columns: skaterColumns, rows: [box.away, box.home].flatMap { team in
            team.skaters.map { s in
                [.optional(team.abbrev), .optional(s.number), .text(s.name), .optional(s.position), .optional(s.goals),
                 .optional(s.assists), .optional(s.points), .optional(s.plusMinus), .optional(s.pim), .optional(s.sog),
                 .optional(s.hits), .optional(s.blocks), .optional(s.toi), .optional(s.faceoffText)]
            }
        })
    }

    public static let goalieColumns = ["team", "number", "name", "sa", "sv", "sv_pct", "ga", "toi", "decision"]

    public static func goalies(_ box: NHLBoxscore) -> PrintTable {
        PrintTable(columns: goalieColumns, rows: [box.away, box.home].flatMap { team in
            team.goalies.map { g in
                [.optional(team.abbrev), .optional(g.number), .text(g.name), .optional(g.shotsAgainst), .optional(g.saves),
                 .optional(g.savePct.map(NHLNumbers.savePercentage)), .optional(g.goalsAgainst), .optional(g.toi), .optional(g.decision)]
            }
        })
    }

    public static let goalColumns = ["period", "time", "team", "scorer", "assists", "strength", "away_score", "home_score"]

    /// Every goal in the order scored, names in full; `assists` joined with `, ` (empty when unassisted
    /// or in a shootout, where `strength` is empty too).
    public static func goals(_ l: NHLLanding) -> PrintTable {
        PrintTable(columns: goalColumns, rows: l.goals.map { goal in
            [.text(NHLPeriodDescriptor.label(goal.period, goal.periodType)), .optional(goal.time), .optional(goal.team),
             .text(goal.scorerFullName ?? goal.scorer), .text(goal.assists.map { $0.fullName ?? $0.name }.joined(separator: ", ")),
             .text(goal.strengthCode),
             .optional(goal.awayScore), .optional(goal.homeScore)]
        })
    }
}
