import Foundation

extension Fetch where Value == [MLBGame] {
    /// One day of the MLB schedule, hydrated with teams, venues and linescores.
    public static func mlbSchedule(_ day: Day) -> Fetch {
        Fetch(.mlbSchedule(date: day.iso)) { try MLBSchedule.decode($0).games }
    }
}

extension Fetch where Value == [StandingsDivision] {
    /// Regular-season standings of both leagues.
    public static func mlbStandings(season: Int) -> Fetch {
        Fetch(.mlbStandings(season: season)) { try MLBStandings.decode($0).divisions }
    }
}
