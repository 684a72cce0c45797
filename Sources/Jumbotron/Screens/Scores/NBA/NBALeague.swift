import FoundationEssentials
import SportsCore
import TerminalUI

/// The NBA in the Scores tab: cdn.nba.com's live scoreboard for the league's
/// current day and the season schedule for any other, the game center on the
/// box score and play-by-play; the standings from ESPN's (`s`).
public enum NBALeague: League {
    public typealias Center = NBACenterState
    public typealias Standings = ESPNStandingsScreen
    public typealias Leaders = LeadersCover
}

extension NBALeague: LeagueRules {
    /// `Final/2OT` needs nine columns, `Postponed` nine.
    static var stateWidth: Int { 9 }

    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        let days = offline.sampleKeys("nba", "schedule-").compactMap { Day(iso: $0) }.sorted()
        return (days, days.last)
    }

    /// Today from the live scoreboard, any other day from the season's file.
    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<[NBAGame]> { .nbaGames(day, today: today) }

    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style {
        BasketballView.badgeStyle(team.abbreviation, display)
    }

    /// A playoff series (`BKN leads 2-1`) beside the home team.
    static func note(_ game: NBAGame, _ side: Contest.Side) -> String? { side == .home ? game.seriesText : nil }

    /// The box score's status, period, clock and score are fresher than the row's.
    static func patch(_ row: NBAGame, with center: NBACenterState) -> NBAGame {
        guard let box = center.box.value, box.gameId == row.id else { return row }
        var row = row
        row.status = box.status ?? row.status
        row.statusText = box.statusText ?? row.statusText
        row.period = box.period ?? row.period
        row.clock = box.clock ?? (box.status == 3 ? nil : row.clock)
        row.away.score = box.away.score ?? row.away.score
        row.home.score = box.home.score ?? row.home.score
        if !box.away.periods.isEmpty { row.away.periods = box.away.periods }
        if !box.home.periods.isEmpty { row.home.periods = box.home.periods }
        return row
    }
}

/// An NBA club's badge in its colours.
enum NBABadge {
    static func draw(_ tricode: String, x: Int, y: Int, _ display: DisplayOptions, into canvas: inout Canvas) {
        canvas.text(" " + tricode.fixedWidth(3) + " ", x: x, y: y, width: 5, style: BasketballView.badgeStyle(tricode, display))
    }
}
