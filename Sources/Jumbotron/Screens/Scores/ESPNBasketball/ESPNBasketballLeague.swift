import FoundationEssentials
import SportsCore
import TerminalUI

/// Basketball from ESPN in the Scores tab: the WNBA and college basketball
/// (men's in halves, women's in quarters), a day's games by tip-off, each
/// ranked team's poll rank before its name, and a center from ESPN's summary.
/// The NBA keeps its own feed (`NBALeague`).
public enum ESPNBasketballLeague: ESPNFamily {
    public typealias Center = ESPNBasketballCenterState
    public typealias Leaders = LeadersCover
}

extension ESPNBasketballLeague: LeagueRules {
    /// `Final/2OT` needs nine columns.
    static var stateWidth: Int { 9 }

    /// A league's sample days are its `espn/<code>-day-…` files; the board opens on the last.
    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        let days = espnSampleDays(league, offline)
        return (days, days.last)
    }

    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<ESPNSlate> { espnDay(league, day, sport: "basketball") }

    static func rows(_ slate: ESPNSlate, _ context: ScreenContext) -> [BoardRow] {
        dayRows(slate, context) { day, first in first.note.map { "\(day) · \($0)" } ?? day }
    }

    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style { Style([.reverse, .bold]) }

    /// A playoff series (`IND wins 4-2`) beside the home team, as on the NHL's and the NBA's boards.
    static func note(_ game: ESPNGame, _ side: Contest.Side) -> String? { side == .home ? game.series : nil }

    static func patch(_ row: ESPNGame, with center: ESPNBasketballCenterState) -> ESPNGame { center.game(row) }
}
