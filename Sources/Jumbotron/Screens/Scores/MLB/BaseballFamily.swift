import FoundationEssentials
import SportsCore

extension Sport {
    public static let baseball = Sport(rawValue: "baseball")
}

/// Baseball: MLB from its Stats API.
enum BaseballFamily: SportFamily {
    static var sport: Sport { .baseball }

    static func entry(_ row: LeagueRow) -> LeagueEntry? {
        guard row.source == .mlb else { return nil }
        return LeagueEntry(row.id, MLBLeague.self, Scope(\.boards.mlb, embed: ScoresAction.mlb) { if case .mlb(let a) = $0 { a } else { nil } })
    }

    static var calendarLength: TimeInterval { 3 * 3600 }
    static var oneScore: Int { 2 }
    static var hasSituation: Bool { true }

    /// Every club, to its page.
    static func searchTeams(_ row: LeagueRow) -> [SearchItem] {
        guard row.source == .mlb else { return [] }
        return MLBClubs.all.map {
            SearchItem(league: row.id, kind: .team, name: $0.name, detail: "\($0.abbreviation) · team", route: .team(row.id, code: String($0.id)),
                       also: [$0.abbreviation])
        }
    }

    /// A club by its Stats API id (what a follow saves), its abbreviation or ESPN's.
    static func team(_ row: LeagueRow, code: String) -> TeamRef? {
        guard let club = MLBClubs.club(named: code) else { return nil }
        return TeamRef(id: "mlb:\(club.id)", abbreviation: club.abbreviation, name: club.name, espn: MLBClubs.espnCode(club))
    }

    static func espnCode(_ row: LeagueRow, _ team: Competitor) -> String {
        let club = team.id.split(separator: ":").last.flatMap { MLBClubs.club(id: Int($0)) } ?? MLBClubs.club(named: team.abbreviation)
        return club.map(MLBClubs.espnCode) ?? team.abbreviation
    }
}
