import FoundationEssentials
import SportsCore
import TerminalUI

/// Soccer in the Scores tab, any competition ESPN carries: a day's matches
/// by kick-off under their day, the minute or `HT`/`FT`/`AET`/pens on the
/// right, red cards by the club's name, the shootout and the tie's aggregate
/// under the teams; a center from ESPN's summary.
public enum SoccerLeague: ESPNFamily {
    public typealias Center = SoccerCenterState
}

extension SoccerLeague: LeagueRules {
    static var homeFirst: Bool { true }
    /// `Postponed` and `Abandoned` need nine columns.
    static var stateWidth: Int { 9 }

    /// A competition's sample days are its `espn/<code>-day-…` files; the board opens on the last.
    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        let days = espnSampleDays(league, offline)
        return (days, days.last)
    }

    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<ESPNSlate> { espnDay(league, day, sport: "soccer") }

    /// ESPN's soccer feed moves about every 30 s.
    static func livePace(_ configured: Duration) -> Duration { min(configured, .seconds(30)) }
    /// Ninety minutes, stoppage, extra time and penalties, with the breaks: under three hours.
    static var longestGame: TimeInterval { 3 * 3600 }

    /// `Saturday, September 17, 2022 · Group Stage`: a cup's stage after the date, a league's plain date.
    static func heading(_ date: Day, _ slate: ESPNSlate?, _ context: ScreenContext) -> String {
        let day = TimeText.longDate(date, locale: context.display.locale)
        guard let stage = slate?.stage, !stage.lowercased().contains("regular season") else { return day }
        return "\(day) · \(stage)"
    }

    /// The matches under their day in the user's zone (a late kick-off in the
    /// Americas is the next day in Europe), each day's round from the feed's note.
    static func rows(_ slate: ESPNSlate, _ context: ScreenContext) -> [BoardRow] {
        dayRows(slate, context) { day, first in first.note.map { "\(day) · \($0)" } ?? day }
    }

    /// The shootout and the aggregate; while live, the last goal with its minute and scorer.
    static func situation(_ game: ESPNGame) -> RowSituation? {
        var parts: [String] = []
        if SoccerRules.phase(game) == .live, let goal = game.moments.last(where: \.isGoal) {
            let team = [game.away, game.home].first { $0.id != nil && $0.id == goal.teamID }?.abbreviation
            let what = goal.kind == .ownGoal ? "own goal" : goal.kind == .penalty ? "pen" : nil
            parts.append(["Goal", goal.minute, goal.player, team.map { "(\($0))" }, what.map { "· \($0)" }].compactMap { $0 }.joined(separator: " "))
        }
        if let more = SoccerRules.situation(game) { parts.append(more) }
        return parts.isEmpty ? nil : RowSituation(text: parts.joined(separator: " · "))
    }

    static func sentOff(_ game: ESPNGame, _ side: Contest.Side) -> Int { game.team(side == .home).redCards }

    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style { Style([.reverse, .bold]) }

    static func patch(_ row: ESPNGame, with center: SoccerCenterState) -> ESPNGame { center.game(row) }
}
