import SportsCore

/// `print standings`: the same rows and columns as the standings view.
public enum StandingsPrint {
    public static let columns = ["division", "rank", "team", "abbreviation", "w", "l", "pct", "gb", "streak", "last_ten"]

    public static func table(_ divisions: [StandingsDivision]) -> PrintTable {
        PrintTable(columns: columns, rows: divisions.flatMap { d in
            d.teams.enumerated().map { i, t in
                [.text(d.name), .number(t.divisionRank ?? i + 1), .text(t.name), .text(t.abbreviation),
                 .number(t.wins), .number(t.losses), .optional(Double(t.pct), places: 3),
                 // "-" is the leader's: no games behind.
                 t.gamesBack == "-" ? .decimal(0, places: 1) : .optional(Double(t.gamesBack), places: 1),
                 .optional(t.streak), .optional(t.lastTen)]
            }
        })
    }
}
