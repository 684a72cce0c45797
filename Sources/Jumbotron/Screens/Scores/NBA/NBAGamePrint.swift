import FoundationEssentials
import SportsCore

/// `print nba games` and `print nba game ID --section …`: the NBA board and
/// game center as columns, with the state texts the Scores tab shows. Game
/// ids are written as the cdn writes them (`0022600201`), so they paste back.
public enum NBAGamePrint {
    public enum Section: String, CaseIterable, Sendable { case summary, box, plays, shots }

    public static let gamesColumns = ["game_id", "start", "away", "away_score", "home", "home_score", "state"]

    public static func games(_ games: [NBAGame], locale: TimeLocale, timeZone: Zone, hide: PrintSpoilers = .none) -> PrintTable {
        PrintTable(columns: gamesColumns, rows: games.map { game in
            let g = hide.apply(game.summary)
            return [.text(game.code), .optional(g.start.map(ISODate.formatSeconds)), .text(g.away.name), .optional(g.away.score),
                    .text(g.home.name), .optional(g.home.score), .text(g.stateText(locale: locale, timeZone: timeZone))]
        })
    }

    /// `field, value`: the Summary's facts, present fields only.
    public static func summary(_ box: NBABoxscore, locale: TimeLocale, timeZone: Zone) -> PrintTable {
        var row = NBAGame(id: box.gameId, away: .init(tricode: box.away.tricode, city: box.away.city, name: box.away.name),
                          home: .init(tricode: box.home.tricode, city: box.home.city, name: box.home.name))
        row.status = box.status; row.statusText = box.statusText; row.period = box.period; row.clock = box.clock
        row.regulationPeriods = box.regulationPeriods; row.startUTC = box.startUTC
        row.away.score = box.away.score; row.home.score = box.home.score
        let regulation = box.regulationPeriods ?? 4
        var rows: [(String, PrintValue)] = [("state", .text(row.summary.stateText(locale: locale, timeZone: timeZone))),
                                            ("away", .text(box.away.fullName)), ("home", .text(box.home.fullName)),
                                            ("away_score", .optional(box.away.score)), ("home_score", .optional(box.home.score))]
        for (side, team) in [("away", box.away), ("home", box.home)] {
            for (i, points) in team.periods.enumerated() {
                rows.append(("\(side)_\(NBAGameRules.periodLabel(i + 1, regulation: regulation).lowercased())", .number(points)))
            }
        }
        rows += [("lead_changes", .optional(box.home.leadChanges)), ("times_tied", .optional(box.home.timesTied)),
                 ("arena", .optional(box.arena)), ("officials", .optional(box.officials.joined(separator: ", "))),
                 ("attendance", .optional(box.attendance)), ("start", .optional(box.startUTC))]
        return PrintTable.record(rows.filter { $0.1 != .null })
    }

    public static let boxColumns = ["team", "name", "position", "starter", "min", "pts", "reb", "ast", "stl", "blk", "to", "pf",
                                    "fgm", "fga", "tpm", "tpa", "ftm", "fta", "plus_minus", "status"]

    /// Every player's line; a player who did not play has empty numbers and says why.
    public static func box(_ box: NBABoxscore) -> PrintTable {
        PrintTable(columns: boxColumns, rows: [box.away, box.home].flatMap { team in
            team.players.map { p in
                let s = p.played ? p.stats : nil
                return [.optional(team.tricode), .text(p.name), .optional(p.position), .bool(p.starter), .optional(p.minutesText),
                        .optional(s?.points), .optional(s?.rebounds), .optional(s?.assists), .optional(s?.steals), .optional(s?.blocks),
                        .optional(s?.turnovers), .optional(s?.fouls), .optional(s?.fieldGoalsMade), .optional(s?.fieldGoalsAttempted),
                        .optional(s?.threesMade), .optional(s?.threesAttempted), .optional(s?.freeThrowsMade),
                        .optional(s?.freeThrowsAttempted), .optional(s?.plusMinus), .optional(p.notPlayingText(over: box.status == 3))]
            }
        })
    }

    public static let playsColumns = ["period", "clock", "team", "type", "description", "away_score", "home_score", "scoring"]

    public static func plays(_ pbp: NBAPlayByPlay) -> PrintTable {
        PrintTable(columns: playsColumns, rows: pbp.actions.map { a in
            [.number(a.period), .optional(NBAGameRules.clockText(a.clock)), .optional(a.teamTricode), .text(a.type),
             .text(NBAPlaysSection.describe(a)), .optional(a.scoreAway), .optional(a.scoreHome), .bool(a.isScoring)]
        })
    }

    public static let shotsColumns = ["period", "clock", "team", "player", "x", "y", "distance", "result", "value"]

    /// Every field-goal attempt; `x` feet across from the middle of the lane, `y` feet out from the baseline.
    public static func shots(_ pbp: NBAPlayByPlay) -> PrintTable {
        PrintTable(columns: shotsColumns, rows: pbp.shots.map { a in
            let spot = NBACourt.spot(a)
            return [.number(a.period), .optional(NBAGameRules.clockText(a.clock)), .optional(a.teamTricode), .optional(a.playerNameI),
                    .optional(spot?.across, places: 1), .optional(spot?.along, places: 1), .optional(a.shotDistance, places: 1),
                    .optional(a.shotResult?.lowercased()), .number(a.value)]
        })
    }
}
