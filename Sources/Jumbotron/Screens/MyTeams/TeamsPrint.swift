import SportsCore

/// `print teams`: the followed teams, the first followed first.
public enum TeamsPrint {
    public static let columns = ["league", "team_id", "abbreviation", "name", "primary", "secondary"]

    public static func table(_ teams: [FollowedTeam]) -> PrintTable {
        PrintTable(columns: columns, rows: teams.map { t in
            [.text(t.league), .text(t.id), .text(t.abbreviation), .text(t.name), .optional(t.primaryHex), .optional(t.secondaryHex)]
        })
    }
}
