import Primitives
import SportsCore
import Synchronization
import TerminalUI

/// Where a league's data comes from: its own API, or ESPN's (one schema for all).
public enum LeagueSource: Hashable, Sendable {
    case mlb, nhl, nbaCDN
    case espn(ESPNLeague)

    public var espn: ESPNLeague? { if case .espn(let league) = self { league } else { nil } }
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

/// A league as data: its id (`nfl`, `ufl`), names, sport, source. A league
/// ESPN carries in a sport the app knows is one of these and a sample day,
/// nothing more; a user adds one in the config by its slug.
public struct LeagueRow: Hashable, Sendable {
    public let id: ScoresLeague
    /// `NFL`, `Premier League`: the title line, the picker, messages.
    public let name: String
    public let sport: Sport
    public let source: LeagueSource
    public var palette: ClubPalette = .none
    /// Added in the config file, not built in.
    public var added = false
    /// How many digits a printed game id is padded to (the NBA's `0022600201`),
    /// so an id printed pastes back into the league's own address.
    public var idDigits: Int?
    /// Where its standings come from when its games do not come from ESPN (the NBA's).
    public var espnStandings: ESPNLeague?
    /// The lines drawn under a conference's seeds: the NFL's playoff line after 7,
    /// the NBA's after 6 and its play-in's after 10.
    public var seedLines: [SeedLine] = []
    /// College: the AP Top 25 heads its standings.
    public var poll = false
    /// The series Jolpica carries its results and championships as (`f1`): racing's times and standings.
    public var jolpicaSeries: String?
    /// The short names fans type (`epl`, `ucl`, `cfb`): `--league`, the config and the picker take them.
    public var aliases: [String] = []

    public init(id: ScoresLeague, name: String, sport: Sport, source: LeagueSource, palette: ClubPalette = .none, added: Bool = false,
                idDigits: Int? = nil, espnStandings: ESPNLeague? = nil, seedLines: [SeedLine] = []) {
        self.id = id; self.name = name; self.sport = sport; self.source = source; self.palette = palette; self.added = added
        self.idDigits = idDigits; self.espnStandings = espnStandings; self.seedLines = seedLines
    }

    /// The same row with the AP Top 25 at the head of its standings.
    var polled: LeagueRow {
        var row = self
        row.poll = true
        return row
    }

    /// The same row as another sport's (what that sport's family would make of it).
    func with(sport: Sport) -> LeagueRow {
        LeagueRow(id: id, name: name, sport: sport, source: source, palette: palette, added: added, idDigits: idDigits,
                  espnStandings: espnStandings, seedLines: seedLines)
    }

    /// The same row known by these short names too.
    func called(_ names: String...) -> LeagueRow {
        var row = self
        row.aliases = names
        return row
    }

    /// Every word that names it: its id, its name (`premier-league`) and its aliases, lower case.
    public var words: [String] {
        [id.rawValue, name.lowercased().replacingAll(" ", with: "-")] + aliases
    }

    /// The ESPN league its standings are asked of (nil: none from ESPN).
    public var standingsLeague: ESPNLeague? { espnStandings ?? source.espn }
}

/// A line under a seed in the standings, with what it marks.
public struct SeedLine: Hashable, Sendable {
    public let after: Int
    public let label: String
    public init(after: Int, _ label: String) { self.after = after; self.label = label }
}

/// The table of leagues: the built-in rows, then those the config file adds
/// (registered once at start, before the first frame). Each row's erased
/// board is made once, from its sport's family type.
public enum LeagueTable {
    public static let builtIn: [LeagueRow] = [
        LeagueRow(id: .mlb, name: "MLB", sport: .baseball, source: .mlb, palette: .mlb).called("baseball"),
        LeagueRow(id: .nhl, name: "NHL", sport: .hockey, source: .nhl, palette: .nhl).called("hockey"),
        LeagueRow(id: .nba, name: "NBA", sport: .basketball, source: .nbaCDN, palette: .nba, idDigits: 10,
                  espnStandings: ESPNLeague(sport: "basketball", league: "nba"),
                  seedLines: [SeedLine(after: 6, "playoffs"), SeedLine(after: 10, "play-in")]),
        LeagueRow(id: .nfl, name: "NFL", sport: .football, source: .espn(.nfl), palette: .nfl, seedLines: [SeedLine(after: 7, "playoffs")]),
        LeagueRow(id: ScoresLeague(id: "college-football"), name: "College Football", sport: .football,
                  source: .espn(ESPNLeague(sport: "football", league: "college-football"))).polled.called("cfb", "ncaaf", "ncaa-football"),
        LeagueRow(id: ScoresLeague(id: "wnba"), name: "WNBA", sport: .basketball, source: .espn(ESPNLeague(sport: "basketball", league: "wnba"))),
        LeagueRow(id: ScoresLeague(id: "mens-college-basketball"), name: "Men's College Basketball", sport: .basketball,
                  source: .espn(ESPNLeague(sport: "basketball", league: "mens-college-basketball"))).polled.called("cbb", "ncaab", "ncaam"),
        LeagueRow(id: ScoresLeague(id: "womens-college-basketball"), name: "Women's College Basketball", sport: .basketball,
                  source: .espn(ESPNLeague(sport: "basketball", league: "womens-college-basketball"))).polled.called("wcbb", "ncaaw"),
    ] + soccer + racing + fights + cricket + tennis + golf

    /// The soccer competitions built in, by ESPN's code: the code is the league's id (`eng.1`).
    static let soccer: [LeagueRow] = [
        ("usa.1", "MLS", ["mls", "usa"]), ("usa.nwsl", "NWSL", ["nwsl"]), ("eng.1", "Premier League", ["epl", "premier", "england"]),
        ("esp.1", "La Liga", ["laliga", "spain"]), ("ger.1", "Bundesliga", ["germany"]), ("ita.1", "Serie A", ["seriea", "italy"]),
        ("fra.1", "Ligue 1", ["ligue1", "france"]), ("mex.1", "Liga MX", ["ligamx", "mexico"]),
        ("uefa.champions", "Champions League", ["ucl", "champions"]), ("fifa.world", "World Cup", ["wc", "worldcup"]),
    ].map { code, name, aliases in
        var row = LeagueRow(id: ScoresLeague(id: code), name: name, sport: .soccer, source: .espn(ESPNLeague(sport: "soccer", league: code)))
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
            var row = LeagueRow(id: ScoresLeague(id: s.id), name: s.name, sport: .racing, source: .espn(ESPNLeague(sport: "racing", league: s.code)))
            row.aliases = s.aliases
            row.jolpicaSeries = s.jolpica
            return row
        }
    }()

    /// The fight promotions built in, by ESPN's code.
    static let fights: [LeagueRow] = [
        LeagueRow(id: ScoresLeague(id: "ufc"), name: "UFC", sport: .mma, source: .espn(ESPNLeague(sport: "mma", league: "ufc"))).called("mma"),
        LeagueRow(id: ScoresLeague(id: "pfl"), name: "PFL", sport: .mma, source: .espn(ESPNLeague(sport: "mma", league: "pfl"))),
    ]

    /// The cricket competitions built in, by ESPN's number (`8048` the IPL, `8` men's internationals).
    static let cricket: [LeagueRow] = [("ipl", "8048", "IPL", ["indian-premier-league"]), ("international-cricket", "8", "International cricket", ["tests", "odi"]),
                                       ("bbl", "8044", "Big Bash League", ["big-bash"])].map { id, code, name, aliases in
        var row = LeagueRow(id: ScoresLeague(id: id), name: name, sport: .cricket, source: .espn(ESPNLeague(sport: "cricket", league: code)))
        row.aliases = aliases
        return row
    }

    /// The tennis tours built in.
    static let tennis: [LeagueRow] = [
        LeagueRow(id: ScoresLeague(id: "atp"), name: "ATP", sport: .tennis, source: .espn(ESPNLeague(sport: "tennis", league: "atp"))).called("mens-tennis"),
        LeagueRow(id: ScoresLeague(id: "wta"), name: "WTA", sport: .tennis, source: .espn(ESPNLeague(sport: "tennis", league: "wta"))).called("womens-tennis"),
    ]

    /// The golf tours built in, by ESPN's code (`eur` the DP World Tour).
    static let golf: [LeagueRow] = [("pga", "pga", "PGA Tour", ["pga-tour"]), ("lpga", "lpga", "LPGA", ["lpga-tour"]),
                                    ("dp-world-tour", "eur", "DP World Tour", ["european-tour", "eur"])].map { id, code, name, aliases in
        var row = LeagueRow(id: ScoresLeague(id: id), name: name, sport: .golf, source: .espn(ESPNLeague(sport: "golf", league: code)))
        row.aliases = aliases
        return row
    }

    /// The leagues shown first and cycled when the config names none: the four US leagues, MLS, the Premier League and the Champions League.
    static let defaultEnabled: [ScoresLeague] = [.mlb, .nhl, .nba, .nfl, ScoresLeague(id: "usa.1"), ScoresLeague(id: "eng.1"),
                                                 ScoresLeague(id: "uefa.champions")]

    /// The config's leagues, and every row by id: a lookup is one step however many the config adds.
    private static let added = Mutex<(rows: [LeagueRow], all: [LeagueRow], byID: [ScoresLeague: LeagueRow])>(([], builtIn, index(builtIn)))
    /// At most this many `[[league]]` tables are taken (the rest are named as a problem): a picker, a
    /// cycle key and a status bar of thousands of leagues help no one, and each costs memory.
    public static let maxAdded = 100
    /// The user's leagues (`leagues = […]` in the config): first in the picker, and what `L` cycles. Empty: all.
    private static let enabledIDs = Mutex<[ScoresLeague]>([])
    private static let entries = Mutex<[ScoresLeague: LeagueEntry]>([:])

    /// Every league, built in first, in the order `l` cycles.
    public static var rows: [LeagueRow] { added.withLock { $0.all } }

    public static func row(_ id: ScoresLeague) -> LeagueRow? { added.withLock { $0.byID[id] } }

    /// The league a word names: its id, its name with dashes (`premier-league`) or spaces, or an
    /// alias (`epl`, `ucl`, `cfb`), in any case. Nil when none does: say the choices, never guess.
    public static func named(_ word: String) -> ScoresLeague? { named(word, in: rows) }

    /// The same among `rows` (the config's leagues are read before the table holds them).
    public static func named(_ word: String, in rows: [LeagueRow]) -> ScoresLeague? {
        let w = word.trimmedWhitespace.lowercased().replacingAll(" ", with: "-")
        guard !w.isEmpty else { return nil }
        return (rows.first { $0.id.rawValue == w } ?? rows.first { $0.words.contains(w) })?.id
    }

    /// The first row of each id.
    private static func index(_ rows: [LeagueRow]) -> [ScoresLeague: LeagueRow] {
        rows.reduce(into: [:]) { byID, row in if byID[row.id] == nil { byID[row.id] = row } }
    }

    /// The user's leagues in the order the config lists them; when it lists none, the default
    /// set and any league the config adds.
    public static var enabledRows: [LeagueRow] {
        let ids = enabledIDs.withLock { $0 }
        let known = ids.compactMap(row)
        return known.isEmpty ? defaultEnabled.compactMap(row) + added.withLock { $0.rows } : known
    }

    /// Registers the config's `leagues` (after its added leagues, which it may name).
    public static func enable(_ ids: [ScoresLeague]) { enabledIDs.withLock { $0 = ids } }

    /// Adds the config file's leagues; a row the app cannot draw is refused with why.
    @discardableResult
    public static func add(_ extra: [LeagueRow]) -> [String] {
        var problems: [String] = []
        let accepted = extra.filter { row in
            if let why = unsupported(row) { problems.append(why); return false }
            return true
        }
        let builtInIDs = Set(builtIn.map(\.id))
        let rows = Array(accepted.filter { !builtInIDs.contains($0.id) }.prefix(maxAdded))
        added.withLock { $0 = (rows, builtIn + rows, index(builtIn + rows)) }
        entries.withLock { $0 = [:] }
        return problems
    }

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

    /// The row's board behind one erased type, made once by its sport's family.
    static func entry(_ id: ScoresLeague) -> LeagueEntry {
        if let known = entries.withLock({ $0[id] }) { return known }
        let row = row(id) ?? builtIn[0]
        let made = row.family.entry(row) ?? builtIn[0].family.entry(builtIn[0])!
        entries.withLock { $0[id] = made }
        return made
    }
}
