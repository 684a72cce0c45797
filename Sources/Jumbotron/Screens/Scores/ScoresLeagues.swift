import SportsCore
import TerminalUI

/// The league table: the one place that names the Scores tab's leagues.
/// A league is its folder and a line in each of the four lists below; the
/// shell, settings, `--help` and the man page read them from here.
public enum ScoresLeague: String, CaseIterable, Sendable {
    case mlb, nhl, nba, nfl

    var entry: LeagueEntry {
        switch self {
        case .mlb: Self.mlbEntry
        case .nhl: Self.nhlEntry
        case .nba: Self.nbaEntry
        case .nfl: Self.nflEntry
        }
    }

    private static let mlbEntry = LeagueEntry(MLBLeague.self, Scope(\.boards.mlb, embed: ScoresAction.mlb) { if case .mlb(let a) = $0 { a } else { nil } })
    private static let nhlEntry = LeagueEntry(NHLLeague.self, Scope(\.boards.nhl, embed: ScoresAction.nhl) { if case .nhl(let a) = $0 { a } else { nil } })
    private static let nbaEntry = LeagueEntry(NBALeague.self, Scope(\.boards.nba, embed: ScoresAction.nba) { if case .nba(let a) = $0 { a } else { nil } })
    private static let nflEntry = LeagueEntry(NFLLeague.self, Scope(\.boards.nfl, embed: ScoresAction.nfl) { if case .nfl(let a) = $0 { a } else { nil } })
}

/// Each league's board, kept while another is on screen.
public struct LeagueBoards: Equatable, Sendable {
    public var mlb: BoardState<MLBLeague>
    public var nhl: BoardState<NHLLeague>
    public var nba: BoardState<NBALeague>
    public var nfl: BoardState<NFLLeague>

    init(today: Day, requested: Day?, offline: OfflineDataSource?) {
        mlb = MLBLeague.initialBoard(today: today, requested: requested, offline: offline)
        nhl = NHLLeague.initialBoard(today: today, requested: requested, offline: offline)
        nba = NBALeague.initialBoard(today: today, requested: requested, offline: offline)
        nfl = NFLLeague.initialBoard(today: today, requested: requested, offline: offline)
    }
}

public enum ScoresAction: Equatable, Sendable {
    case app(AppEvent)
    /// A key while the date picker is open.
    case picker(Key)
    case mlb(BoardAction<MLBLeague>)
    case nhl(BoardAction<NHLLeague>)
    case nba(BoardAction<NBALeague>)
    case nfl(BoardAction<NFLLeague>)
    /// From My Teams: this game's center, on its league and day.
    case openGame(GameLink)
}

extension ScoresLeague {
    public var name: String { rawValue.uppercased() }

    /// `l`: the next league, round the table.
    public var next: ScoresLeague {
        let all = Self.allCases
        let i = all.firstIndex(of: self) ?? 0
        return all[(i + 1) % all.count]
    }

    /// The league Scores opens on unless the settings say otherwise: the table's first.
    public static var opening: ScoresLeague { allCases[0] }

    /// `MLB, NHL`: for help texts.
    public static var names: String { allCases.map(\.name).joined(separator: ", ") }
    /// `mlb, nhl`: the settings file's words.
    public static var choices: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
