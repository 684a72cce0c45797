import Primitives
import SportsCore

/// Where a league's data comes from: its own API, or ESPN's (one schema for all).
public enum LeagueSource: Hashable, Sendable {
    case mlb, nhl, nbaCDN
    case espn(ESPNLeague)

    public var espn: ESPNLeague? { if case .espn(let league) = self { league } else { nil } }
}

/// A league as data: its id (`nfl`, `ufl`), names, sport, source. A league
/// ESPN carries in a sport the app knows is one of these and a sample day,
/// nothing more; a user adds one in the config by its slug.
public struct LeagueRow: Hashable, Sendable {
    /// Bound to this row once a table holds it.
    public internal(set) var id: ScoresLeague
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
    /// Where its leaders come from when its games do not come from ESPN (MLB's, the NHL's).
    public var espnStats: ESPNLeague?
    /// The short names fans type (`epl`, `ucl`, `cfb`): `--league`, the config and the picker take them.
    public var aliases: [String] = []

    public init(id: ScoresLeague, name: String, sport: Sport, source: LeagueSource, palette: ClubPalette = .none, added: Bool = false,
                idDigits: Int? = nil, espnStandings: ESPNLeague? = nil, seedLines: [SeedLine] = []) {
        self.id = id; self.name = name; self.sport = sport; self.source = source; self.palette = palette; self.added = added
        self.idDigits = idDigits; self.espnStandings = espnStandings; self.seedLines = seedLines
    }

    /// The row of an id no table holds: its own name, no family's board data, asked of
    /// nowhere that answers (no path reaches one: the edges refuse an unknown id).
    static func unknown(_ id: String) -> LeagueRow {
        LeagueRow(id: ScoresLeague(making: id), name: id, sport: Sport(rawValue: "unknown"), source: .espn(ESPNLeague(sport: "unknown", league: id)))
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
    /// ESPN's league for its statistical leaders: its own, or the one said for its standings or stats.
    public var espnLeaders: ESPNLeague? { espnStats ?? espnStandings ?? source.espn }

    /// The same row with its leaders read from ESPN's `league`.
    func stats(_ league: ESPNLeague) -> LeagueRow {
        var row = self
        row.espnStats = league
        return row
    }

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
