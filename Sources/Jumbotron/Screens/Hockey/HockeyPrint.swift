import Foundation
import SportsCore

/// `print hockey …`: the rows and fields the Hockey screens show.
public enum HockeyPrint {
    public static func teams(_ standings: NHLStandings) -> PrintTable {
        PrintTable(columns: ["tricode", "name", "conference", "division", "wins", "losses", "ot_losses", "points"],
                   rows: standings.byDivision.flatMap(\.teams).map { t in
            [.text(t.tricode), .text(t.name), .text(t.conference ?? ""), .text(t.division ?? ""),
             number(t.wins), number(t.losses), number(t.otLosses), number(t.points)]
        })
    }

    /// In the screen's order (jersey number, then no number by name), with the API's codes.
    public static func roster(_ roster: NHLRoster) -> PrintTable {
        PrintTable(columns: ["number", "name", "position", "hand"], rows: roster.players.map { p in
            [number(p.number), .text(p.name), .text(p.position ?? ""), .text(p.hand ?? "")]
        })
    }

    public static func favorites(_ players: [NHLPlayer]) -> PrintTable {
        PrintTable(columns: ["id", "name", "number", "position", "team"], rows: players.map { p in
            [.number(p.id), .text(p.name), number(p.number), .text(p.position ?? ""), .text(p.teamAbbrev ?? "")]
        })
    }

    /// Every bio field and statistic of the detail, values as shown there.
    public static func player(_ p: NHLPlayer, favorite: Bool, today: Day) -> PrintTable {
        var rows: [[PrintValue]] = [[.text("id"), .text(String(p.id))], [.text("name"), .text(p.name)]]
        rows += NHLPlayerFacts.bio(p, today: today).map { [.text($0.field), .text($0.value)] }
        if let season = NHLPlayerFacts.seasonName(p.season) { rows.append([.text("season"), .text(season)]) }
        let values = NHLPlayerFacts.values(p.seasonStats, goalie: p.isGoalie)
        for (column, value) in zip(NHLPlayerFacts.columns(p), values) { rows.append([.text(fieldName(column)), .text(value)]) }
        rows.append([.text("favorite"), .text(favorite ? "yes" : "no")])
        return PrintTable(columns: ["field", "value"], rows: rows)
    }

    /// `+/-` → `plus_minus`, `S%` → `shooting_pct`: names a script can use.
    static func fieldName(_ column: String) -> String {
        switch column {
        case "GP": "games_played"
        case "G": "goals"
        case "A": "assists"
        case "P": "points"
        case "+/-": "plus_minus"
        case "PIM": "penalty_minutes"
        case "PPG": "power_play_goals"
        case "SHG": "shorthanded_goals"
        case "GWG": "game_winning_goals"
        case "S": "shots"
        case "S%": "shooting_pct"
        case "W": "wins"
        case "L": "losses"
        case "OTL": "ot_losses"
        case "SO": "shutouts"
        case "GAA": "goals_against_average"
        case "SV%": "save_pct"
        default: column.lowercased()
        }
    }

    static func number(_ v: Int?) -> PrintValue { v.map { .number($0) } ?? .null }
}
