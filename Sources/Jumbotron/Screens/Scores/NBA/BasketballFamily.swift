import FoundationEssentials
import SportsCore

extension Sport {
    public static let basketball = Sport(rawValue: "basketball")
}

/// Basketball: the NBA from its own cdn, every other league (the WNBA, college) from ESPN.
enum BasketballFamily: SportFamily {
    static var sport: Sport { .basketball }

    static func entry(_ row: LeagueRow) -> LeagueEntry? {
        switch row.source {
        case .nbaCDN: LeagueEntry(row.id, NBALeague.self, Scope(\.boards.nba, embed: ScoresAction.nba) { if case .nba(let a) = $0 { a } else { nil } })
        case .espn:
            LeagueEntry(row.id, ESPNBasketballLeague.self, Scope(\.boards[basketball: row.id], embed: { .basketball(row.id, $0) }) {
                if case .basketball(let id, let a) = $0, id == row.id { a } else { nil }
            })
        case .mlb, .nhl: nil
        }
    }

    /// The NBA's clubs by the cdn's tricode (what a follow saves) or ESPN's code; another league's by its code.
    static func team(_ row: LeagueRow, code: String) -> TeamRef? {
        guard row.source == .nbaCDN else { return TeamRef.plain(row, code) }
        let upper = code.uppercased()
        let tricode = NBAClubs.espnAliases[upper] ?? upper
        guard NBAClubs.colors[tricode] != nil else { return nil }
        return TeamRef(id: "nba:\(tricode)", abbreviation: tricode, name: tricode, espn: NBAClubs.espnCode(tricode))
    }

    static func espnCode(_ row: LeagueRow, _ team: Competitor) -> String {
        row.source == .nbaCDN ? NBAClubs.espnCode(team.abbreviation) : team.abbreviation
    }

    static var oneScore: Int { 3 }
    /// A basket every half minute: the lead changing and the breaks are worth telling, not each score.
    static var alertsLeadChanges: Bool { true }

    static func standingsTables(_ leaves: [ESPNStandings.Group], _ row: LeagueRow) -> [ESPNStandingsLayout.Table] {
        leaves.map { ESPNStandingsLayout.Table(title: $0.name, entries: $0.entries, seeded: true) }
    }

    static var standingsMarks: [(mark: String, meaning: String)] {
        [("z", "first seed"), ("y", "division"), ("x", "playoffs"), ("xp", "playoffs through the play-in"), ("pb", "play-in"), ("e", "eliminated")]
    }

    static var standingsColumns: [ESPNStandingsLayout.Column] {
        [.stat("W", 4, "wins"), .stat("L", 4, "losses"), .stat("PCT", 6, "winpercent"), .stat("GB", 6, "gamesbehind"),
         .stat("L10", 6, "lasttengames"), .stat("STRK", 5, "streak"), .stat("HOME", 7, "home"), .stat("ROAD", 7, "road")]
    }
}
