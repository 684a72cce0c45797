import FoundationEssentials
import SportsCore

extension Sport {
    /// ESPN's word for mixed martial arts (`mma/ufc`).
    public static let mma = Sport(rawValue: "mma")
}

/// Fight cards from ESPN: the UFC, the PFL, any promotion the config adds.
/// A bout is a head-to-head contest of two fighters; a card is its bouts by segment.
enum FightsFamily: SportFamily {
    static var sport: Sport { .mma }

    static func entry(_ row: LeagueRow) -> LeagueEntry? {
        row.source.espn == nil ? nil : .plugged(row, FightLeague.self)
    }

    /// A card runs for hours: the prelims and the main card.
    static var calendarLength: TimeInterval { 5 * 3600 }
}
