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
}
