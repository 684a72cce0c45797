import SportsCore
import TerminalUI

/// A league of the Scores tab by its id (`mlb`, `nfl`, `ufl`). One the
/// table hands out carries its row (`LeagueTable`); equal ids are the same
/// league whichever way each was made.
public struct ScoresLeague: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    private let binding: LeagueBinding?

    /// A league of the table, bound to its row.
    init(bound binding: LeagueBinding) { rawValue = binding.row.id.rawValue; self.binding = binding }

    /// An id for a row being made: the table that takes the row binds it.
    public init(making id: String) { rawValue = id; binding = nil }

    /// A built-in league by its id (bound to its row in `LeagueTable.standard`). An id the
    /// built-in table does not hold stays unbound: only a table binds a league the config adds.
    public init(id: String) { self = LeagueTable.standard.league(id) ?? ScoresLeague(making: id) }

    public static let mlb = ScoresLeague(id: "mlb")
    public static let nhl = ScoresLeague(id: "nhl")
    public static let nba = ScoresLeague(id: "nba")
    public static let nfl = ScoresLeague(id: "nfl")

    public static func == (a: ScoresLeague, b: ScoresLeague) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public var description: String { rawValue }

    /// Its row: the one it is bound to; an unbound id finds its built-in row, and one no table
    /// holds reads as a row of its own that names it (never another league's).
    public var row: LeagueRow {
        if let binding {
            var row = binding.row
            row.id = self
            return row
        }
        return LeagueTable.standard.league(rawValue)?.row ?? LeagueRow.unknown(rawValue)
    }

    var entry: LeagueEntry {
        if let binding { return binding.entry(self) }
        if let builtIn = LeagueTable.standard.league(rawValue) { return builtIn.entry }
        return LeagueBinding(row).entry(self)
    }
}

/// Each league's board, kept while another is on screen: one a league, the
/// ESPN leagues' (football, soccer, basketball) on a shelf per family.
/// Those are lists looked up by id, not dictionaries: a handful of rows,
/// and a dictionary of generic boards cost a measurable share of the start.
public struct LeagueBoards: Equatable, Sendable {
    // Out of line: see `CopyOnWrite`.
    private var mlbBoard: CopyOnWrite<BoardState<MLBLeague>>
    private var nhlBoard: CopyOnWrite<BoardState<NHLLeague>>
    private var nbaBoard: CopyOnWrite<BoardState<NBALeague>>
    private var football: BoardShelf<FootballLeague>
    private var soccer: BoardShelf<SoccerLeague>
    private var basketball: BoardShelf<ESPNBasketballLeague>
    private var plugged: PluggedBoards

    init(today: Day, requested: Day?, offline: OfflineDataSource?) {
        mlbBoard = CopyOnWrite(MLBLeague.initialBoard(.mlb, today: today, requested: requested, offline: offline))
        nhlBoard = CopyOnWrite(NHLLeague.initialBoard(.nhl, today: today, requested: requested, offline: offline))
        nbaBoard = CopyOnWrite(NBALeague.initialBoard(.nba, today: today, requested: requested, offline: offline))
        football = BoardShelf(today: today, requested: requested, offline: offline)
        soccer = BoardShelf(today: today, requested: requested, offline: offline)
        basketball = BoardShelf(today: today, requested: requested, offline: offline)
        plugged = PluggedBoards(today: today, requested: requested, offline: offline)
    }

    public var mlb: BoardState<MLBLeague> {
        get { mlbBoard.value }
        _modify { yield &mlbBoard.value }
        set { mlbBoard.value = newValue }
    }
    public var nhl: BoardState<NHLLeague> {
        get { nhlBoard.value }
        _modify { yield &nhlBoard.value }
        set { nhlBoard.value = newValue }
    }
    public var nba: BoardState<NBALeague> {
        get { nbaBoard.value }
        _modify { yield &nbaBoard.value }
        set { nbaBoard.value = newValue }
    }

    /// A league's board whose family keeps no shelf here (boxed).
    subscript<L: LeagueRules>(plugged id: ScoresLeague, type: BoardType<L>) -> BoardState<L> {
        get { plugged[id, type] }
        set { plugged[id, type] = newValue }
    }

    /// A football league's board (one the table gained later starts on today).
    public subscript(football id: ScoresLeague) -> BoardState<FootballLeague> {
        get { football[id] }
        set { football[id] = newValue }
    }

    /// A soccer competition's board.
    public subscript(soccer id: ScoresLeague) -> BoardState<SoccerLeague> {
        get { soccer[id] }
        set { soccer[id] = newValue }
    }

    /// A basketball league's board from ESPN (the WNBA, college).
    public subscript(basketball id: ScoresLeague) -> BoardState<ESPNBasketballLeague> {
        get { basketball[id] }
        set { basketball[id] = newValue }
    }

    public var nfl: BoardState<FootballLeague> {
        get { self[football: .nfl] }
        set { self[football: .nfl] = newValue }
    }
}

/// One family's boards by league id. A board is made when its league is
/// first looked at, not at start: eighteen leagues' first boards (each
/// reading its sample days) were a tenth of the start's instructions.
struct BoardShelf<L: LeagueRules>: Equatable, Sendable {
    private var ids: [ScoresLeague] = []
    private var boards: [BoardState<L>] = []
    private let today: Day
    private let requested: Day?
    private let offline: OfflineDataSource?

    init(today: Day, requested: Day?, offline: OfflineDataSource?) {
        self.today = today; self.requested = requested; self.offline = offline
    }

    static func == (a: BoardShelf, b: BoardShelf) -> Bool { a.ids == b.ids && a.boards == b.boards && a.today == b.today }

    subscript(id: ScoresLeague) -> BoardState<L> {
        get { ids.firstIndex(of: id).map { boards[$0] } ?? L.initialBoard(id, today: today, requested: requested, offline: offline) }
        set {
            if let i = ids.firstIndex(of: id) {
                boards[i] = newValue
            } else {
                ids.append(id)
                boards.append(newValue)
            }
        }
    }
}

/// The boards' actions are held out of line (`indirect`): inline, the enum was
/// as large as its largest board action, and its copy functions were written
/// out case by case for every enclosing action.
public enum ScoresAction: Equatable, Sendable {
    case app(AppEvent)
    /// A key while the date picker is open.
    case picker(Key)
    /// A key while the league picker is open.
    case leaguePicker(Key)
    indirect case mlb(BoardAction<MLBLeague>)
    indirect case nhl(BoardAction<NHLLeague>)
    indirect case nba(BoardAction<NBALeague>)
    /// A football league's board's own, by league.
    indirect case football(ScoresLeague, BoardAction<FootballLeague>)
    /// A soccer competition's board's own, by league.
    indirect case soccer(ScoresLeague, BoardAction<SoccerLeague>)
    /// An ESPN basketball league's board's own (the WNBA, college), by league.
    indirect case basketball(ScoresLeague, BoardAction<ESPNBasketballLeague>)
    /// A board's own whose family keeps no typed shelf (a family just plugged in): its `BoardAction`, boxed.
    case plugged(ScoresLeague, AnyEquatable)
    /// From My Teams: this game's center, on its league and day.
    case openGame(GameLink)
    /// A route's board: the league, on `day` (nil: the day it shows), its standings over it when asked.
    /// A league's board on a day, with its standings or its bracket (of a season) over it.
    case openBoard(ScoresLeague, Day?, cover: BoardRoute?, season: Int? = nil)
    /// A player's page over a league's board.
    case openPlayer(ScoresLeague, Int)
    /// A team's page over a league's board, by the code its route names.
    case openTeam(ScoresLeague, String, season: Int? = nil, versus: String? = nil)

    public static func nfl(_ action: BoardAction<FootballLeague>) -> ScoresAction { .football(.nfl, action) }

    /// The league whose board an action is for (nil: the shell's own).
    var league: ScoresLeague? {
        switch self {
        case .mlb: .mlb
        case .nhl: .nhl
        case .nba: .nba
        case .football(let id, _), .soccer(let id, _), .basketball(let id, _), .plugged(let id, _): id
        case .app, .picker, .leaguePicker, .openGame, .openBoard, .openPlayer, .openTeam: nil
        }
    }
}

extension ScoresLeague {
    /// Read from its row in place: a name is asked for many times a frame.
    public var name: String { binding?.row.name ?? row.name }
    /// Its sport, read the same way (its family is asked for on every frame).
    var sport: Sport { binding?.row.sport ?? row.sport }

    /// `L`: the next of the user's leagues, round and back (from a league not among them, the first).
    func next(among mine: [ScoresLeague]) -> ScoresLeague {
        guard let i = mine.firstIndex(of: self) else { return mine.first ?? self }
        return mine[(i + 1) % mine.count]
    }

    /// The league Scores opens on unless the settings say otherwise: the table's first.
    public static var opening: ScoresLeague { .mlb }
}
