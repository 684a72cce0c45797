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
}
