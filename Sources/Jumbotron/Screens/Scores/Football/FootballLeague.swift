import FoundationEssentials
import SportsCore
import TerminalUI

/// The NFL in the Scores tab: ESPN's scoreboard a week at a time, the games
/// under their day, the live down and distance on each row, the byes last,
/// and a card for each game drawn from the week's own answer.
public enum FootballLeague: ESPNFamily {
    public typealias Center = FootballCenterState
    public typealias Leaders = LeadersCover
}

extension FootballLeague: LeagueRules {
    /// `Final/2OT` and `Postponed` need nine columns.
    static var stateWidth: Int { 9 }
    static var step: BoardStep { .week }

    /// A league's sample days are its `espn/<code>-day-…` files.
    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        let days = espnSampleDays(league, offline)
        // The sample's Sunday, the day most of its games are played, else its last day.
        return (days, days.first { $0.weekday == 1 } ?? days.last)
    }

    /// Any football league ESPN carries, by the week, as the NFL.
    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<ESPNSlate> {
        .espnWeek(league.row.source.espn ?? .nfl, of: day)
    }

    /// A game on Sunday is polled every 15 s: downs change faster than innings.
    static func livePace(_ configured: Duration) -> Duration { min(configured, .seconds(15)) }

    /// `Week 11 · Sun, Nov 20, 2022`; the date alone outside the season's weeks.
    static func heading(_ date: Day, _ slate: ESPNSlate?, _ context: ScreenContext) -> String {
        let day = TimeText.shortDate(date, locale: context.display.locale, withYear: true)
        guard let label = slate?.label, slate?.isOffSeason == false else { return day }
        return "\(label) · \(day)"
    }

    /// The games under their day in the user's zone (`Thursday`, `Sunday`,
    /// `Monday`), then the byes.
    static func rows(_ slate: ESPNSlate, _ context: ScreenContext) -> [BoardRow] {
        let rows = dayRows(slate, context) { day, _ in day }
        return slate.byes.isEmpty ? rows : rows + [.note("Bye: " + slate.byes.joined(separator: ", "))]
    }

    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style {
        NFLBadge.style(team.abbreviation, display, theme)
    }

    static func situation(_ game: ESPNGame) -> RowSituation? {
        FootballRules.situation(game).map { RowSituation(text: $0.text, flag: $0.redZone ? "RED ZONE" : nil) }
    }

    static func marked(_ game: ESPNGame) -> Contest.Side? {
        guard FootballRules.situation(game) != nil, let home = game.possessionIsHome else { return nil }
        return home ? .home : .away
    }
}

/// An NFL club's badge in its colours, from the table the Schedule tab uses.
/// ESPN and YinzCam spell two clubs differently.
enum NFLBadge {
    static func style(_ abbreviation: String, _ display: DisplayOptions, _ theme: Theme) -> Style {
        let code = aliases[abbreviation] ?? abbreviation
        guard display.teamColors, let club = NFLClubs.club(code) else { return Style([.reverse, .bold]) }
        return theme.badge(fg: Color(hex: club.secondaryHex) ?? .named(.white), bg: Color(hex: club.primaryHex) ?? .indexed(240))
    }

    static let aliases = ["WSH": "WAS", "JAC": "JAX", "LA": "LAR"]
}
