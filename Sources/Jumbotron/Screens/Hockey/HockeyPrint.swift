import FoundationEssentials
import SportsCore

/// `print hockey …`: the rows and fields the Hockey screens show.
public enum HockeyPrint {
    /// `hide`: spoilers hidden, the records (which count every result) left empty, as on screen.
    public static func teams(_ standings: NHLStandings, hide: PrintSpoilers = .none) -> PrintTable {
        PrintTable(columns: ["tricode", "name", "conference", "division", "wins", "losses", "ot_losses", "points"],
                   rows: standings.byDivision.flatMap(\.teams).map { t in
            let record = hide.isOn ? [PrintValue](repeating: .null, count: 4)
                : [number(t.wins), number(t.losses), number(t.otLosses), number(t.points)]
            return [.text(t.tricode), .text(t.name), .optional(t.conference), .optional(t.division)] + record
        })
    }

    /// In the screen's order (jersey number, then no number by name), with the
    /// API's codes; the id chains into `print hockey player ID`.
    public static func roster(_ roster: NHLRoster) -> PrintTable {
        PrintTable(columns: ["id", "number", "name", "position", "hand"], rows: roster.players.map { p in
            [.number(p.id), number(p.number), .text(p.name), .optional(p.position), .optional(p.hand)]
        })
    }

    public static func favorites(_ players: [NHLPlayer]) -> PrintTable {
        PrintTable(columns: ["id", "name", "number", "position", "team"], rows: players.map { p in
            [.number(p.id), .text(p.name), number(p.number), .optional(p.position), .optional(p.teamAbbrev)]
        })
    }

    /// Everything the detail shows: the bio, this season, the last five games
    /// and the career, as typed fields (heights and weights in both units,
    /// percentages as fractions).
    public static func player(_ p: NHLPlayer, favorite: Bool, today: Day) -> PrintTable {
        var fields: [(String, PrintValue)] = [
            ("id", .number(p.id)), ("name", .text(p.name)), ("team", .optional(p.teamName ?? p.teamAbbrev)),
            ("team_tricode", .optional(p.teamAbbrev)), ("number", number(p.number)),
            ("position", .optional(p.position.map { NHLPlayerFacts.positionName($0) })),
            (p.isGoalie ? "catches" : "shoots", .optional(p.hand)),
            ("height_inches", number(p.heightInches)), ("height_cm", number(p.heightCentimeters)),
            ("weight_pounds", number(p.weightPounds)), ("weight_kg", number(p.weightKilograms)),
            ("birth_date", .optional(p.birthDate)),
            ("born", .optional(NHLPlayerFacts.born(p, today: today))), ("draft", .optional(NHLPlayerFacts.draft(p))),
            ("season", .optional(NHLPlayerFacts.seasonName(p.season))),
        ]
        fields += stats(p.seasonStats, goalie: p.isGoalie)
        fields.append(("favorite", .bool(favorite)))
        var table = PrintTable.record(fields.map { ($0.0, $0.1 == .text("-") ? .null : $0.1) })
        if !p.lastGames.isEmpty { table.sections.append(.init(name: "last_games", table: games(p.lastGames, goalie: p.isGoalie))) }
        if let career = p.career { table.sections.append(.init(name: "career", table: .record(stats(career, goalie: p.isGoalie)))) }
        return table
    }

    /// A season's or a career's numbers; no games is null throughout, never 0.
    static func stats(_ line: NHLPlayer.StatLine?, goalie: Bool) -> [(String, PrintValue)] {
        let l = line.flatMap { ($0.gamesPlayed ?? 0) > 0 ? $0 : nil }
        if goalie {
            return [("games_played", number(l?.gamesPlayed)), ("wins", number(l?.wins)), ("losses", number(l?.losses)),
                    ("ot_losses", number(l?.otLosses)), ("shutouts", number(l?.shutouts)),
                    ("goals_against_average", .optional(l?.goalsAgainstAvg, places: 2)), ("save_pct", .optional(l?.savePctg, places: 3))]
        }
        return [("games_played", number(l?.gamesPlayed)), ("goals", number(l?.goals)), ("assists", number(l?.assists)),
                ("points", number(l?.points)), ("plus_minus", number(l?.plusMinus)), ("penalty_minutes", number(l?.pim)),
                ("power_play_goals", number(l?.powerPlayGoals)), ("shorthanded_goals", number(l?.shorthandedGoals)),
                ("game_winning_goals", number(l?.gameWinningGoals)), ("shots", number(l?.shots)),
                ("shooting_pct", .optional(l?.shootingPctg, places: 3))]
    }

    /// The last games as the detail lists them.
    static func games(_ games: [NHLPlayer.GameLine], goalie: Bool) -> PrintTable {
        if goalie {
            return PrintTable(columns: ["date", "opponent", "home", "decision", "shots_against", "goals_against", "save_pct"],
                              rows: games.map { g in
                [.optional(g.date), .optional(g.opponent), g.home.map(PrintValue.bool) ?? .null, .optional(g.decision),
                 number(g.shotsAgainst), number(g.goalsAgainst), .optional(g.savePctg, places: 3)]
            })
        }
        return PrintTable(columns: ["date", "opponent", "home", "goals", "assists", "points", "plus_minus", "toi"],
                          rows: games.map { g in
            [.optional(g.date), .optional(g.opponent), g.home.map(PrintValue.bool) ?? .null, number(g.goals),
             number(g.assists), number(g.points), number(g.plusMinus), .optional(g.toi)]
        })
    }

    static func number(_ v: Int?) -> PrintValue { v.map { .number($0) } ?? .null }
}
