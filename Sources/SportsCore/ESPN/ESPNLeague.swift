import FoundationEssentials

/// A league as ESPN's site API names it: a sport and a league
/// (`football/nfl`, `soccer/eng.1`, `basketball/wnba`). Every ESPN league is
/// asked the same way, with this in the path, and decoded the same way.
public struct ESPNLeague: Hashable, Sendable, CustomStringConvertible {
    public let sport: String
    public let league: String

    public init(sport: String, league: String) { self.sport = sport; self.league = league }

    /// `soccer/ned.1`; nil unless two parts of lower-case letters, digits, `.`, `-` and `_`
    /// (it becomes part of a URL and of file names).
    public init?(slug: String) {
        let parts = slug.split(separator: "/", omittingEmptySubsequences: false)
        func valid(_ part: Substring) -> Bool {
            !part.isEmpty && part.count <= 40 && part.utf8.allSatisfy {
                (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x5F
            } && part != "." && part != ".."
        }
        guard parts.count == 2, valid(parts[0]), valid(parts[1]) else { return nil }
        self.init(sport: String(parts[0]), league: String(parts[1]))
    }

    public var slug: String { "\(sport)/\(league)" }
    public var description: String { slug }

    /// What names the league in messages: `NFL`, or the slug for one with a dotted code (`soccer/ned.1`).
    public var label: String { league.contains(".") ? slug : league.uppercased() }

    /// The shared model's name for it: its code (`nfl`, `eng.1`).
    public var id: LeagueID { LeagueID(league) }

    public static let nfl = ESPNLeague(sport: "football", league: "nfl")
}
