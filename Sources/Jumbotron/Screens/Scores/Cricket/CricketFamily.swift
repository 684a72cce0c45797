import FoundationEssentials
import SportsCore

extension Sport {
    public static let cricket = Sport(rawValue: "cricket")
}

/// Cricket from ESPN: the IPL, international matches, the Big Bash, any
/// competition the config adds by ESPN's number. Home is named first
/// (`India v Australia`); a run is no news, a start and a result are.
enum CricketFamily: SportFamily {
    static var sport: Sport { .cricket }

    static func entry(_ row: LeagueRow) -> LeagueEntry? {
        row.source.espn == nil ? nil : .plugged(row, CricketLeague.self)
    }

    static var homeFirst: Bool { true }
    /// A T20 with its break; a day of a Test is longer, but a calendar entry per day would be a lie either way.
    static var calendarLength: TimeInterval { 4 * 3600 }
    static var alertsScores: Bool { false }
    static var hasSituation: Bool { true }
}
