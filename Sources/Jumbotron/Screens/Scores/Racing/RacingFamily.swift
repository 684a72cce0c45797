import FoundationEssentials
import SportsCore

extension Sport {
    public static let racing = Sport(rawValue: "racing")
}

/// Motor racing from ESPN: F1, IndyCar, NASCAR, any series the config adds.
/// A weekend's sessions are field contests; F1's times, gaps and
/// championships come from Jolpica.
enum RacingFamily: SportFamily {
    static var sport: Sport { .racing }

    static func entry(_ row: LeagueRow) -> LeagueEntry? {
        row.source.espn == nil ? nil : .plugged(row, RacingLeague.self)
    }

    /// A race with its build-up; practice and qualifying are shorter, but a calendar blocks out the longest.
    static var calendarLength: TimeInterval { 2 * 3600 }
}
