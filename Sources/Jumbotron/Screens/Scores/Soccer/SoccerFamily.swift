import FoundationEssentials
import SportsCore

extension Sport {
    public static let soccer = Sport(rawValue: "soccer")
}

/// Soccer from ESPN: every competition by its code (`eng.1`, `uefa.champions`).
enum SoccerFamily: SportFamily {
    static var sport: Sport { .soccer }

    static func entry(_ row: LeagueRow) -> LeagueEntry? {
        guard row.source.espn != nil else { return nil }
        return LeagueEntry(row.id, SoccerLeague.self, Scope(\.boards[soccer: row.id], embed: { .soccer(row.id, $0) }) {
            if case .soccer(let id, let a) = $0, id == row.id { a } else { nil }
        })
    }

    static var homeFirst: Bool { true }
    static var calendarLength: TimeInterval { 2 * 3600 }
    static var hasSituation: Bool { true }
    static var standingsForm: Bool { true }

    /// A club's other competitions the user enabled that it can be in (its
    /// country's cups, its confederation's: `SoccerCompetitions`). ESPN numbers
    /// a club once, so a competition it is not in this season costs one look
    /// at start and is never polled.
    static func otherCompetitions(of team: FollowedTeam, own: ScoresLeague, enabled: [LeagueRow]) -> [ScoresLeague] {
        guard team.id.hasPrefix("soccer:") else { return [] }
        return enabled.filter {
            $0.sport == sport && $0.id != own && SoccerCompetitions.canHold(club: own.rawValue, in: $0.id.rawValue)
        }.map(\.id)
    }

    static var standingsColumns: [ESPNStandingsLayout.Column] {
        [.stat("P", 4, "gamesplayed"), .stat("W", 4, "wins"), .stat("D", 4, "ties"), .stat("L", 4, "losses"),
         .stat("Pts", 5, "points"), .stat("GD", 5, "pointdifferential"), .stat("GF", 4, "pointsfor"), .stat("GA", 4, "pointsagainst"),
         .stat("Form", 7, "form")]
    }
}
