import Primitives
import SportsCore
import Synchronization

/// The table of leagues as a value: the built-in rows, then those the config
/// file adds, and the user's own (`leagues = […]`). The runtime and each
/// command make one from the config and hand it down (the app's state, a
/// screen's context, print's arguments); nothing reads a table from anywhere
/// else, so two tests with different configs run side by side.
///
/// A league the table hands out is bound to its row: `league.row` and
/// `league.entry` never look the league up again. Ids come in only at the
/// edges (`--league`, `--open`, the config, a saved team), through `named` or
/// `league(_:)`, which say nil for an id the table does not hold.
public struct LeagueTable: Equatable, Sendable {
    /// Every league, built in first, in the order `l` cycles (their ids bound to their rows).
    public let rows: [LeagueRow]
    /// The user's leagues in the order the config lists them (empty: the config names none).
    public private(set) var enabledIDs: [ScoresLeague]
    private let byID: [String: ScoresLeague]

    /// At most this many `[[league]]` tables are taken (the rest are named as a problem): a picker, a
    /// cycle key and a status bar of thousands of leagues help no one, and each costs memory.
    public static let maxAdded = 100

    /// The built-in leagues alone, every one enabled by default: what a run without a config has.
    public static let standard = LeagueTable(adding: [])

    /// The built-in rows, then `extra` (the config's, those the app can draw, at most `maxAdded`
    /// of them; a row with a built-in id is not added twice).
    public init(adding extra: [LeagueRow], enabled: [ScoresLeague] = []) {
        let builtInIDs = Set(Self.builtIn.map(\.id.rawValue))
        let added = extra.filter { !builtInIDs.contains($0.id.rawValue) && Self.unsupported($0) == nil }.prefix(Self.maxAdded)
        var rows: [LeagueRow] = [], byID: [String: ScoresLeague] = [:]
        for var row in Self.builtIn + added where byID[row.id.rawValue] == nil {
            let league = ScoresLeague(bound: LeagueBinding(row))
            row.id = league
            rows.append(row)
            byID[league.rawValue] = league
        }
        self.rows = rows
        self.byID = byID
        enabledIDs = enabled.compactMap { byID[$0.rawValue] }
    }

    public static func == (a: LeagueTable, b: LeagueTable) -> Bool { a.rows == b.rows && a.enabledIDs == b.enabledIDs }

    /// The league of this id, bound to its row (nil: the table has none).
    public func league(_ id: String) -> ScoresLeague? { byID[id] }

    public func row(_ id: ScoresLeague) -> LeagueRow? { byID[id.rawValue]?.row }

    /// The league a word names: its id, its name with dashes (`premier-league`) or spaces, or an
    /// alias (`epl`, `ucl`, `cfb`), in any case. Nil when none does: say the choices, never guess.
    public func named(_ word: String) -> ScoresLeague? { Self.named(word, in: rows) }

    /// The same among `rows` (the config's leagues are read before a table holds them).
    public static func named(_ word: String, in rows: [LeagueRow]) -> ScoresLeague? {
        let w = word.trimmedWhitespace.lowercased().replacingAll(" ", with: "-")
        guard !w.isEmpty else { return nil }
        return (rows.first { $0.id.rawValue == w } ?? rows.first { $0.words.contains(w) })?.id
    }

    /// The user's leagues in the order the config lists them; when it lists none, the default
    /// set and any league the config adds.
    public var enabledRows: [LeagueRow] {
        let known = enabledIDs.map(\.row)
        guard known.isEmpty else { return known }
        return Self.defaultEnabled.compactMap(row) + rows.filter(\.added)
    }

    /// The settings screen's new list of the user's leagues (those the table holds).
    public mutating func enable(_ ids: [ScoresLeague]) { enabledIDs = ids.compactMap { byID[$0.rawValue] } }

    /// `mlb, nhl, …`: the words that name its leagues, for messages that list the choices.
    public var choices: String { rows.map(\.id.rawValue).joined(separator: ", ") }

    /// Why a row cannot be drawn: a sport whose family has no board from ESPN.
    public static func unsupported(_ row: LeagueRow) -> String? {
        guard case .espn(let league) = row.source else { return nil }
        if row.family.entry(row) == nil {
            let drawn = FamilyRegistry.all.filter { $0.entry(row.with(sport: $0.sport)) != nil }.map { "\($0.sport)/…" }
            return "\(league.slug): Jumbotron does not draw \(league.sport) from ESPN yet (it draws \(TabTable.spoken(drawn, "and")))"
        }
        if builtIn.contains(where: { $0.id == row.id }) { return "\(league.slug): \(row.id.rawValue) is a built-in league already" }
        return nil
    }
}

/// What a bound league carries: its row, and its board behind one erased
/// type, made from its sport's family the first time it is asked for (a
/// board per league at start was a tenth of the start's instructions).
final class LeagueBinding: Sendable {
    /// The row as the table took it (its own id unbound: the league that carries this binding is the bound one).
    let row: LeagueRow
    private let made = Mutex<LeagueEntry?>(nil)

    init(_ row: LeagueRow) { self.row = row }

    func entry(_ league: ScoresLeague) -> LeagueEntry {
        if let known = made.withLock({ $0 }) { return known }
        let row = league.row
        // Only a row the table refused has no family board; a league is never bound to one,
        // but an unknown one still gets a board that can say so, from the first family that draws it.
        let entry = row.family.entry(row)
            ?? FamilyRegistry.all.lazy.compactMap { $0.entry(row.with(sport: $0.sport)) }.first!
        made.withLock { $0 = entry }
        return entry
    }
}
