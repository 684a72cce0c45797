import FoundationEssentials
import SportsCore
import TerminalUI

/// The standings `s` pushes over a board whose league ESPN ranks (the NFL,
/// the NBA, any ESPN league): ESPN's one shape for every league, laid out by
/// the league's sport (`ESPNStandingsLayout`).
public struct ESPNStandingsBoard: Equatable, Sendable, StandingsPaneState {
    public var league: ScoresLeague
    public var load = Loadable<ESPNStandings, FetchError>()
    /// First line shown.
    public var scroll = 0
    /// The board's day when `s` was pressed: soccer's form counts the results up to it.
    public var day: Day?

    public init(league: ScoresLeague, day: Day? = nil) { self.league = league; self.day = day }
}

public typealias ESPNStandingsAction = StandingsPaneAction<ESPNStandings>

public enum ESPNStandingsScreen: StandingsModel {
    public typealias State = ESPNStandingsBoard
    public typealias Action = ESPNStandingsAction
}

extension ESPNStandingsScreen: StandingsPaneScreen {
    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> ESPNStandingsBoard {
        ESPNStandingsBoard(league: league, day: board)
    }

    static func refresh(_ s: inout ESPNStandingsBoard) -> [Effect<ESPNStandingsAction>] { load(&s) }

    static func load(_ s: inout ESPNStandingsBoard) -> [Effect<ESPNStandingsAction>] {
        guard let espn = s.league.row.standingsLeague else { return [] }
        s.load.start()
        let form = s.league.family.standingsForm ? s.day : nil
        return [.fetch(.espnStandings(espn, poll: s.league.row.poll, formUntil: form), key: "\(s.league.rawValue)-standings") { .loaded($0, at: $1) }]
    }

    /// Rows as drawn: fewer when the conferences sit side by side.
    static func lineCount(_ s: ESPNStandingsBoard, _ context: ScreenContext) -> Int {
        let lines = ESPNStandingsLayout.lines(s)
        let prefix = rankWidth(lines) + badgeWidth(s) + 1
        return ESPNStandingsLayout.rows(s, lines, width: max(0, context.layout.content.width - 2), prefix: prefix).count
    }
    static func name(_ s: ESPNStandingsBoard) -> String { "\(s.league.name) standings" }
    static func backHelp(_ s: ESPNStandingsBoard) -> String { "Back to the \(s.league.name) games" }
}
