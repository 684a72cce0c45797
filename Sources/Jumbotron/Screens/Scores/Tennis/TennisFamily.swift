import FoundationEssentials
import SportsCore

extension Sport {
    public static let tennis = Sport(rawValue: "tennis")
}

/// Tennis from ESPN: the ATP and the WTA tours, a tournament's draws day by day.
enum TennisFamily: SportFamily {
    static var sport: Sport { .tennis }

    static func entry(_ row: LeagueRow) -> LeagueEntry? {
        row.source.espn == nil ? nil : .plugged(row, TennisLeague.self)
    }

    /// A point is no news; a set is, but the sets and the result come with the final.
    static var alertsScores: Bool { false }
    static var calendarLength: TimeInterval { 3 * 3600 }
}
