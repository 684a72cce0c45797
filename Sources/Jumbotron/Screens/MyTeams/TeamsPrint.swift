import SportsCore

/// `print teams`: the followed teams, the first followed first. The id is
/// the league-scoped one every games table's teams carry (`nfl:CHI`).
public enum TeamsPrint {
    public static let columns = ["league", "id", "abbreviation", "name"]

    public static func table(_ teams: [FollowedTeam]) -> PrintTable {
        PrintTable(columns: columns, rows: teams.map { t in [.text(t.league), .text(t.id), .text(t.abbreviation), .text(t.name)] })
    }
}
