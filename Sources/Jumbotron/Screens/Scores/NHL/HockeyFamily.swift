import SportsCore

extension Sport {
    public static let hockey = Sport(rawValue: "hockey")
}

/// Hockey: the NHL from its own API.
enum HockeyFamily: SportFamily {
    static var sport: Sport { .hockey }

    static func entry(_ row: LeagueRow) -> LeagueEntry? {
        guard row.source == .nhl else { return nil }
        return LeagueEntry(row.id, NHLLeague.self, Scope(\.boards.nhl, embed: ScoresAction.nhl) { if case .nhl(let a) = $0 { a } else { nil } })
    }

    /// Every club, to its page.
    static func searchTeams(_ row: LeagueRow) -> [SearchItem] {
        guard row.source == .nhl else { return [] }
        return NHLClubs.all.map {
            SearchItem(league: row.id, kind: .team, name: $0.name, detail: "\($0.tricode) · team", route: .team(row.id, code: $0.tricode), also: [$0.tricode])
        }
    }

    /// A club by its tricode (what a follow saves) or ESPN's code for it.
    static func team(_ row: LeagueRow, code: String) -> TeamRef? {
        guard row.source == .nhl else { return TeamRef.plain(row, code) }
        guard let club = NHLClubs.club(named: code) else { return nil }
        return TeamRef(id: "nhl:\(club.tricode)", abbreviation: club.tricode, name: club.name, espn: NHLClubs.espnCode(club.tricode))
    }

    static func espnCode(_ row: LeagueRow, _ team: Competitor) -> String {
        row.source == .nhl ? NHLClubs.espnCode(team.abbreviation) : team.abbreviation
    }
}
