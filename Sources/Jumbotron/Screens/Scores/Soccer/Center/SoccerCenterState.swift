import FoundationEssentials
import SportsCore
import TerminalUI

/// One soccer match's center, from ESPN's summary of it: the summary (goals,
/// cards and substitutions as one timeline by half), the line-ups on a
/// pitch, the teams' statistics, the commentary, and the table with both
/// clubs marked (the summary's, else the competition's standings).
public struct SoccerCenterState: GameCenterModel {
    public typealias Game = ESPNGame

    public enum Section: String, WordedSection {
        case summary, lineups, stats, commentary, table

        public var words: (title: String, short: String, key: Character, hint: String) {
            switch self {
            case .summary: ("Summary", "Summary", "i", "summary")
            case .lineups: ("Line-ups", "Line-ups", "u", "line-ups")
            case .stats: ("Match stats", "Stats", "c", "stats")
            case .commentary: ("Commentary", "Commentary", "p", "commentary")
            // `g` is the first row everywhere: the table takes its capital.
            case .table: ("Table", "Table", "T", "table")
            }
        }
    }

    public var gameId: Int
    public var summary = Loadable<ESPNSummary, FetchError>()
    /// The competition's standings, asked for when the summary carries no table.
    public var standings = Loadable<ESPNStandings, FetchError>()
    public var section: Section = .summary
    public var scrolls: [Section: Int] = [:]
    /// Line-ups: the side drawn when both do not fit side by side.
    public var lineupSide: Contest.Side = .home
    public var refreshScheduled = false

    public init(gameId: Int) { self.gameId = gameId }

    /// The row, with the summary's score, minute, shootout and cards when it is fresher.
    func game(_ row: ESPNGame) -> ESPNGame {
        var game = freshened(row)
        guard let g = summary.value?.game, g.id == row.id, SoccerRules.phase(row) != .final else { return game }
        for side in [\ESPNGame.away, \ESPNGame.home] {
            game[keyPath: side].shootout = g[keyPath: side].shootout ?? row[keyPath: side].shootout
            game[keyPath: side].redCards = max(g[keyPath: side].redCards, row[keyPath: side].redCards)
        }
        if !g.moments.isEmpty { game.moments = g.moments }
        return game
    }

    /// Line-ups once they are announced (about an hour before kick-off);
    /// statistics and commentary once the match is under way; the table always.
    public func offers(_ section: Section, _ row: ESPNGame?) -> Bool {
        switch section {
        case .summary, .table: return true
        case .lineups: return summary.value.map { $0.lineups.contains { !$0.players.isEmpty } } ?? true
        case .stats, .commentary:
            let p = phase(row)
            return p == .live || p == .final
        }
    }


    /// The league the row is in, as ESPN names it.
    static func league(_ row: ESPNGame) -> ESPNLeague { ESPNLeague(sport: "soccer", league: row.league.rawValue) }
}
