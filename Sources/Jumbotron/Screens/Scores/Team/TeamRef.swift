import SportsCore

/// A team of a league as the app follows it (its id and abbreviation are the
/// league's own: `mlb:147`, `nhl:TOR`) and as ESPN's team pages name it.
public struct TeamRef: Hashable, Sendable {
    /// The league's own id, as a follow saves it.
    public var id: String
    /// `NYY`, as the league's rows write it.
    public var abbreviation: String
    /// The name until the page's answer gives ESPN's.
    public var name: String
    /// ESPN's code for its team pages (`NYY`, `CHW`, `NJ`).
    public var espn: String

    public init(id: String, abbreviation: String, name: String, espn: String) {
        self.id = id; self.abbreviation = abbreviation; self.name = name; self.espn = espn
    }

    /// The part of its id a route names: `mlb/team/147`, `nhl/team/TOR`.
    public var routeCode: String { id.split(separator: ":", maxSplits: 1).last.map(String.init) ?? abbreviation }

    /// A team of a game, with ESPN's code as its league's family gives it.
    static func make(_ team: Competitor, _ league: ScoresLeague) -> TeamRef {
        TeamRef(id: team.id, abbreviation: team.abbreviation, name: team.name, espn: league.family.espnCode(league.row, team))
    }

    /// What a route or an answer names as a code: letters and digits, two to ten of them.
    static func isCode(_ code: String) -> Bool {
        (2...10).contains(code.count) && code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// A league's team by the code a route names when the league's family keeps no table of its clubs: the code itself.
    static func plain(_ row: LeagueRow, _ code: String) -> TeamRef? {
        guard isCode(code) else { return nil }
        let upper = code.uppercased()
        return TeamRef(id: "\(row.id.rawValue):\(upper)", abbreviation: upper, name: upper, espn: upper)
    }
}
