import FoundationEssentials
import SportsCore

extension Sport {
    public static let golf = Sport(rawValue: "golf")
}

/// Golf from ESPN: the PGA Tour, the LPGA, the DP World Tour, any tour the
/// config adds. The board is the leaderboard, a line a player.
enum GolfFamily: SportFamily {
    static var sport: Sport { .golf }

    static func entry(_ row: LeagueRow) -> LeagueEntry? {
        row.source.espn == nil ? nil : .plugged(row, GolfLeague.self)
    }

    /// A stroke is no news; a round's end and the tournament's are.
    static var alertsScores: Bool { false }
    /// A round, from the first tee time to the last group in.
    static var calendarLength: TimeInterval { 5 * 3600 }
}
