import Primitives
import SportsCore
import Synchronization
import TerminalUI

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

/// The leagues built in: constants, the same in every run and every test.
extension LeagueTable {
    /// Their ids are made here, unbound: a league is bound to its row by the table that holds it.
    public static let builtIn: [LeagueRow] = [
        LeagueRow(id: ScoresLeague(making: "mlb"), name: "MLB", sport: .baseball, source: .mlb, palette: .mlb).called("baseball")
            .stats(ESPNLeague(sport: "baseball", league: "mlb")),
        LeagueRow(id: ScoresLeague(making: "nhl"), name: "NHL", sport: .hockey, source: .nhl, palette: .nhl).called("hockey")
            .stats(ESPNLeague(sport: "hockey", league: "nhl")),
        LeagueRow(id: ScoresLeague(making: "nba"), name: "NBA", sport: .basketball, source: .nbaCDN, palette: .nba, idDigits: 10,
                  espnStandings: ESPNLeague(sport: "basketball", league: "nba"),
                  seedLines: [SeedLine(after: 6, "playoffs"), SeedLine(after: 10, "play-in")]),
        LeagueRow(id: ScoresLeague(making: "nfl"), name: "NFL", sport: .football, source: .espn(.nfl), palette: .nfl, seedLines: [SeedLine(after: 7, "playoffs")]),
        LeagueRow(id: ScoresLeague(making: "college-football"), name: "College Football", sport: .football,
                  source: .espn(ESPNLeague(sport: "football", league: "college-football"))).polled.called("cfb", "ncaaf", "ncaa-football"),
        LeagueRow(id: ScoresLeague(making: "wnba"), name: "WNBA", sport: .basketball, source: .espn(ESPNLeague(sport: "basketball", league: "wnba"))),
        LeagueRow(id: ScoresLeague(making: "mens-college-basketball"), name: "Men's College Basketball", sport: .basketball,
                  source: .espn(ESPNLeague(sport: "basketball", league: "mens-college-basketball"))).polled.called("cbb", "ncaab", "ncaam"),
        LeagueRow(id: ScoresLeague(making: "womens-college-basketball"), name: "Women's College Basketball", sport: .basketball,
                  source: .espn(ESPNLeague(sport: "basketball", league: "womens-college-basketball"))).polled.called("wcbb", "ncaaw"),
    ] + soccer + racing + fights + cricket + tennis + golf

    /// The soccer competitions built in, by ESPN's code: the code is the league's id (`eng.1`).
    static let soccer: [LeagueRow] = [
        ("usa.1", "MLS", ["mls", "usa"]), ("usa.nwsl", "NWSL", ["nwsl"]), ("eng.1", "Premier League", ["epl", "premier", "england"]),
        ("esp.1", "La Liga", ["laliga", "spain"]), ("ger.1", "Bundesliga", ["germany"]), ("ita.1", "Serie A", ["seriea", "italy"]),
        ("fra.1", "Ligue 1", ["ligue1", "france"]), ("mex.1", "Liga MX", ["ligamx", "mexico"]),
        ("uefa.champions", "Champions League", ["ucl", "champions"]), ("fifa.world", "World Cup", ["wc", "worldcup"]),
    ].map { code, name, aliases in
        var row = LeagueRow(id: ScoresLeague(making: code), name: name, sport: .soccer, source: .espn(ESPNLeague(sport: "soccer", league: code)))
        row.aliases = aliases
        return row
    }

    /// The racing series built in, by ESPN's code; F1's times and championships come from Jolpica.
    static let racing: [LeagueRow] = {
        let series: [(id: String, code: String, name: String, aliases: [String], jolpica: String?)] = [
            ("f1", "f1", "F1", ["formula1", "formula-1"], "f1"), ("indycar", "irl", "IndyCar", ["irl", "indy"], nil),
            ("nascar", "nascar-premier", "NASCAR Cup", ["cup", "nascar-cup"], nil),
        ]
        return series.map { s in
            var row = LeagueRow(id: ScoresLeague(making: s.id), name: s.name, sport: .racing, source: .espn(ESPNLeague(sport: "racing", league: s.code)))
            row.aliases = s.aliases
            row.jolpicaSeries = s.jolpica
            return row
        }
    }()

    /// The fight promotions built in, by ESPN's code.
    static let fights: [LeagueRow] = [
        LeagueRow(id: ScoresLeague(making: "ufc"), name: "UFC", sport: .mma, source: .espn(ESPNLeague(sport: "mma", league: "ufc"))).called("mma"),
        LeagueRow(id: ScoresLeague(making: "pfl"), name: "PFL", sport: .mma, source: .espn(ESPNLeague(sport: "mma", league: "pfl"))),
    ]

    /// The cricket competitions built in, by ESPN's number (`8048` the IPL, `8` men's internationals).
    static let cricket: [LeagueRow] = [("ipl", "8048", "IPL", ["indian-premier-league"]), ("international-cricket", "8", "International cricket", ["tests", "odi"]),
                                       ("bbl", "8044", "Big Bash League", ["big-bash"])].map { id, code, name, aliases in
        var row = LeagueRow(id: ScoresLeague(making: id), name: name, sport: .cricket, source: .espn(ESPNLeague(sport: "cricket", league: code)))
        row.aliases = aliases
        return row
    }

    /// The tennis tours built in.
    static let tennis: [LeagueRow] = [
        LeagueRow(id: ScoresLeague(making: "atp"), name: "ATP", sport: .tennis, source: .espn(ESPNLeague(sport: "tennis", league: "atp"))).called("mens-tennis"),
        LeagueRow(id: ScoresLeague(making: "wta"), name: "WTA", sport: .tennis, source: .espn(ESPNLeague(sport: "tennis", league: "wta"))).called("womens-tennis"),
    ]

    /// The golf tours built in, by ESPN's code (`eur` the DP World Tour).
    static let golf: [LeagueRow] = [("pga", "pga", "PGA Tour", ["pga-tour"]), ("lpga", "lpga", "LPGA", ["lpga-tour"]),
                                    ("dp-world-tour", "eur", "DP World Tour", ["european-tour", "eur"])].map { id, code, name, aliases in
        var row = LeagueRow(id: ScoresLeague(making: id), name: name, sport: .golf, source: .espn(ESPNLeague(sport: "golf", league: code)))
        row.aliases = aliases
        return row
    }

    /// The leagues shown first and cycled when the config names none: the four US leagues, MLS, the Premier League and the Champions League.
    static let defaultEnabled: [ScoresLeague] = [.mlb, .nhl, .nba, .nfl, ScoresLeague(id: "usa.1"), ScoresLeague(id: "eng.1"),
                                                 ScoresLeague(id: "uefa.champions")]
}

/// Whose club colours a league's teams take (our tables of them; `none`: the
/// terminal's own, as for a league added in the config).
public enum ClubPalette: Hashable, Sendable {
    case mlb, nhl, nba, nfl, none

    public func colors(_ team: Competitor) -> (primary: String, secondary: String)? {
        switch self {
        case .mlb: MLBClubs.club(id: Int(team.id.dropFirst(4))).map { ($0.primaryHex, $0.textHex) }
        case .nhl: NHLClubs.club(team.abbreviation).map { ($0.primaryHex, $0.secondaryHex) }
        case .nba: NBAClubs.colors[team.abbreviation].map { ($0.primary, $0.secondary) }
        case .nfl: NFLClubs.club(NFLBadge.aliases[team.abbreviation] ?? team.abbreviation).map { ($0.primaryHex, $0.secondaryHex) }
        case .none: nil
        }
    }

    /// A club's badge by its abbreviation (ESPN's, in standings), in its colours where the palette knows them.
    func badge(_ abbreviation: String, _ context: ScreenContext) -> Style {
        switch self {
        case .nfl: NFLBadge.style(abbreviation, context.display, context.theme)
        case .nba: BasketballView.badgeStyle(NBAClubs.espnAliases[abbreviation] ?? abbreviation, context.display)
        case .mlb, .nhl, .none: Style([.reverse, .bold])
        }
    }

    /// The code a badge writes: the NBA's board writes the cdn's tricodes (`NYK`, `UTA`), and so do its standings.
    func code(_ abbreviation: String) -> String { self == .nba ? NBAClubs.espnAliases[abbreviation] ?? abbreviation : abbreviation }
}
